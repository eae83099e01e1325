import {
  Anchor,
  Badge,
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  MESSAGE_THREAD_STATUS_LABELS,
  MESSAGE_TOPIC_LABELS,
  type MessageThreadStatus,
} from '@portal/contract/calls/messages';
import type { MessageThreadSummary } from '@portal/contract/messages';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { paths } from '@/config/paths';
import { useMessageThreads } from '../api/get-message-threads';
import classes from './messages.module.css';
import { messageDay, messagesText as text } from './texts';

// The member's conversations with the fund, the latest first: each its subject (the link to it),
// status in words, topic, reference and the day of its last message; with loading, error and
// empty states.

/**
 * A status in words, in dark ink (the theme's greens and oranges are too light for a badge's small
 * text); one that waits for the member is filled, to stand out. Colour is never the only signal.
 */
export function StatusBadge({ status }: { status: MessageThreadStatus }) {
  return (
    <Badge variant={status === 'WaitingForMember' ? 'filled' : 'outline'} color="dark" tt="none">
      {MESSAGE_THREAD_STATUS_LABELS[status]}
    </Badge>
  );
}

export function ThreadList() {
  const threads = useMessageThreads();
  if (threads.isPending)
    return (
      <Box aria-busy="true">
        <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
        <Stack gap={6} aria-hidden="true">
          <Skeleton height={64} radius="md" />
          <Skeleton height={64} radius="md" />
        </Stack>
      </Box>
    );
  if (threads.isError)
    return (
      <ErrorPanel title={text.somethingWentWrong} message={text.listError} height="small">
        <Button variant="default" size="sm" onClick={() => void threads.refetch()}>
          {text.tryAgain}
        </Button>
      </ErrorPanel>
    );
  if (threads.data.length === 0)
    return (
      <Paper withBorder radius="md" p="lg">
        <Text fw={700}>{text.noThreads}</Text>
        <Text size="sm">{text.noThreadsHint}</Text>
      </Paper>
    );
  return (
    <ul className={classes.threads} aria-label={text.listHeading}>
      {threads.data.map((thread) => (
        <ThreadItem key={thread.reference} thread={thread} />
      ))}
    </ul>
  );
}

function ThreadItem({ thread }: { thread: MessageThreadSummary }) {
  return (
    <li className={classes.thread}>
      <Stack gap={4}>
        <Anchor
          component={Link}
          to={paths.messageThread.getHref(thread.reference)}
          className={classes.threadLink}
        >
          {thread.subject}
        </Anchor>
        <div className={classes.meta}>
          <StatusBadge status={thread.status} />
          <Text size="sm" c="dimmed">
            {`${MESSAGE_TOPIC_LABELS[thread.topic]} · ${thread.reference} · `}
            <time dateTime={thread.lastMessageAt}>{messageDay(thread.lastMessageAt)}</time>
          </Text>
        </div>
      </Stack>
    </li>
  );
}
