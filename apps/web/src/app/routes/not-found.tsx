import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';

// '/not-found': also where a page whose flag is off, or which the member's type may not see,
// sends the member (spec 1 §2.1).
export function Component() {
  return (
    <PageFrame
      title="Page not found"
      breadcrumbs={[{ name: 'Page not found', url: paths.notFound.getHref() }]}
      description={
        <Text c="dimmed" fw={700} size="sm" tt="uppercase" lts={1}>
          Error 404
        </Text>
      }
    >
      <Text maw="48rem">
        The page you were looking for does not exist or is not available to you. If you followed a
        link, it may be out of date.
      </Text>
      <Text>
        <Anchor component={Link} to={paths.dashboard.getHref()} fw={600}>
          Go to your dashboard
        </Anchor>
      </Text>
    </PageFrame>
  );
}
