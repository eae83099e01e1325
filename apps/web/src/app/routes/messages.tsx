import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { NewMessageForm } from '@/features/messages/components/new-message-form';
import { messagesText as text } from '@/features/messages/components/texts';
import { ThreadList } from '@/features/messages/components/thread-list';

// 'messages' (issue 48 point 4): the member's conversations with the fund and a new message,
// for every kind of member, reached from the inbox and the menu.
export function Component() {
  return (
    <MessagesFrame>
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="messages-list">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} fz="h4" id="messages-list">
              {text.listHeading}
            </Title>
            <Anchor href="#new-message" size="sm">
              {text.writeNew}
            </Anchor>
          </Group>
          <ErrorBoundary>
            <ThreadList />
          </ErrorBoundary>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="new-message">
          <Title order={2} fz="h4" id="new-message" tabIndex={-1}>
            {text.newHeading}
          </Title>
          <Text size="sm">{text.newIntro}</Text>
          <NewMessageForm />
        </Stack>
      </Stack>
    </MessagesFrame>
  );
}

function MessagesFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      title="Messages"
      breadcrumbs={[{ name: 'Messages', url: paths.messages.getHref() }]}
      description={
        <Text>
          Write to the fund and read our answers.{' '}
          <Anchor component={Link} to={paths.inbox.getHref()} underline="always">
            {text.toInbox}
          </Anchor>{' '}
          keeps every notice we send you. To complain formally about your fund or product, go to{' '}
          <Anchor component={Link} to={paths.complaints.getHref()} underline="always">
            Complaints
          </Anchor>
          .
        </Text>
      }
    >
      {children}
    </PageFrame>
  );
}
