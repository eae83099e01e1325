import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { InboxFilters } from '../api/get-inbox-notices';
import { inboxPageSearch } from '../hooks/use-inbox-filters';

// The inbox's pages: Previous and Next as links to the page's address (they work before the app
// has taken over a page the server drew, and without script), with where the member is.

type InboxPagerProps = { filters: InboxFilters; total: number; pageSize: number };

export function InboxPager({ filters, total, pageSize }: InboxPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const page = Math.min(filters.page, pages);
  return (
    <Group component="nav" aria-label="Notice pages" justify="space-between" gap="sm" wrap="wrap">
      {page > 1 ? (
        <Button
          component={Link}
          to={{ search: inboxPageSearch(filters, page - 1) }}
          variant="default"
          aria-label="Previous page"
        >
          Previous
        </Button>
      ) : (
        <span />
      )}
      <Text size="sm">{`Page ${page} of ${pages}`}</Text>
      {page < pages ? (
        <Button
          component={Link}
          to={{ search: inboxPageSearch(filters, page + 1) }}
          variant="default"
          aria-label="Next page"
        >
          Next
        </Button>
      ) : (
        <span />
      )}
    </Group>
  );
}
