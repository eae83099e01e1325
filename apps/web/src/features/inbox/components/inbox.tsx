import { Anchor, Box, Button, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useInboxNotices } from '../api/get-inbox-notices';
import { inboxPageSearch, isFilteredInbox, useInboxFilters } from '../hooks/use-inbox-filters';
import { InboxControls } from './inbox-controls';
import { InboxPager } from './inbox-pager';
import { countText, inboxMessages as text } from './messages';
import { NoticeList } from './notice-list';
import { NoticePreferences } from './notice-preferences';

// The member's inbox (DESIGN §1e "Notices"): the search and the category, how many notices there
// are and how many unread, the page of notices, and the way to the other pages; with loading,
// error, empty and no-match states.

export function Inbox() {
  const { filters, setSearchText, setCategory, clearFilters } = useInboxFilters();
  const notices = useInboxNotices(filters);
  const searchBox = useRef<HTMLInputElement>(null);
  const isFiltered = isFilteredInbox(filters);

  function handleClear() {
    clearFilters();
    // The button goes with the message: the focus goes back to the search.
    searchBox.current?.focus();
  }

  return (
    <Stack gap="md">
      {/* Drawn from the address at once, and kept while the notices load: a search being typed
          is never taken away. */}
      <InboxControls
        filters={filters}
        onSearch={setSearchText}
        onCategory={setCategory}
        searchRef={searchBox}
      />
      <Text size="sm" role="status" aria-live="polite">
        {/* A search's result is said as it comes; an empty inbox says so below. */}
        {notices.isSuccess && (notices.data.total > 0 || isFiltered)
          ? countText(notices.data.total, notices.data.unread, isFiltered)
          : ''}
      </Text>
      {notices.isPending ? (
        <NoticeListSkeleton />
      ) : notices.isError ? (
        <ErrorPanel title={text.somethingWentWrong} message={text.noticesError} height="small">
          <Button variant="default" size="sm" onClick={() => void notices.refetch()}>
            Try again
          </Button>
        </ErrorPanel>
      ) : notices.data.total === 0 && !isFiltered ? (
        <Paper withBorder radius="md" p="lg">
          <Text fw={700}>{text.noNotices}</Text>
          <Text size="sm">{text.noNoticesHint}</Text>
        </Paper>
      ) : notices.data.total === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="xs" align="flex-start">
            <Text fw={700}>{text.noMatch}</Text>
            <Text size="sm">{text.noMatchHint}</Text>
            <Button variant="default" onClick={handleClear}>
              {text.clearSearch}
            </Button>
          </Stack>
        </Paper>
      ) : notices.data.notices.length === 0 ? (
        // An address past the last page (a bookmark kept while notices were fewer).
        <Paper withBorder radius="md" p="lg">
          <Text fw={700}>{text.pastLastPage}</Text>
          <Anchor component={Link} to={{ search: inboxPageSearch(filters, 1) }}>
            {text.firstPage}
          </Anchor>
        </Paper>
      ) : (
        <Box
          aria-busy={notices.isPlaceholderData}
          style={{ opacity: notices.isPlaceholderData ? 0.6 : 1 }}
        >
          <NoticeList notices={notices.data.notices} />
        </Box>
      )}
      {notices.isSuccess ? (
        <InboxPager filters={filters} total={notices.data.total} pageSize={notices.data.pageSize} />
      ) : null}
      <NoticePreferences />
    </Stack>
  );
}

/** The notices' outline while they load, heard as one sentence. */
function NoticeListSkeleton() {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
      <Stack gap={4} aria-hidden="true">
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
      </Stack>
    </Box>
  );
}

/** The page in outline while its gate waits: the search and the category, then the notices. */
export function InboxSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={60} radius="md" aria-hidden="true" />
      <Skeleton height={16} width={200} maw="100%" aria-hidden="true" />
      <NoticeListSkeleton />
    </Stack>
  );
}
