import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { Inbox, InboxSkeleton } from '@/features/inbox/components/inbox';
import type { PageModuleHandle } from '../page-module';

// 'inbox' (DESIGN §1e "Notices"): every notice the portal has sent the member, for every kind of
// member, reached from the header's bell.
export function Component() {
  return (
    <InboxFrame>
      <ErrorBoundary>
        <Inbox />
      </ErrorBoundary>
    </InboxFrame>
  );
}

function Skeleton() {
  return (
    <InboxFrame>
      <InboxSkeleton />
    </InboxFrame>
  );
}

export const handle: PageModuleHandle = { Skeleton };

function InboxFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      title="Inbox"
      breadcrumbs={[{ name: 'Inbox', url: paths.inbox.getHref() }]}
      description={
        <Text>
          The messages we send you about your funds, claims and account, kept here to read again. To
          write to us, or to read our answers to you, go to{' '}
          <Anchor component={Link} to={paths.messages.getHref()} underline="always">
            your messages to the fund
          </Anchor>
          .
        </Text>
      }
    >
      {children}
    </PageFrame>
  );
}
