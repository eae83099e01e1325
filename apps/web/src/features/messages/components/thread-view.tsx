import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { downloadMessageAttachment } from '@portal/contract/calls/messages';
import { MESSAGE_TOPIC_LABELS } from '@portal/contract/calls/messages';
import type { MessageThread, ThreadMessage } from '@portal/contract/messages';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { paths } from '@/config/paths';
import { fileLink, isApiError } from '@/lib/api-client';
import { formatFileSize } from '@/lib/file-size';
import { useMessageThread } from '../api/get-message-thread';
import { useCloseThread } from '../api/send-message';
import classes from './messages.module.css';
import { ReplyForm } from './reply-form';
import { StatusBadge } from './thread-list';
import { messageDay, messageTime, messagesText as text } from './texts';

// One conversation with the fund (issue 48 point 4): its status in words, topic, reference and
// day; the messages oldest first, each with its attachments to download; the reply form unless it
// is closed, and the button to close it. What happens is said politely to screen readers: the
// message sent, a reply sent, the fund's answer arriving while the page is open.

export function ThreadView({ reference, sent }: { reference: string; sent?: string | undefined }) {
  const thread = useMessageThread(reference);
  const [said, setSaid] = useState(sent === reference ? text.sent(reference) : '');
  const fundMessages = useRef<number | undefined>(undefined);

  // The fund's answer arriving while the page is open (the page follows a waiting conversation).
  const fundCount = thread.data?.messages.filter((message) => message.from === 'fund').length;
  useEffect(() => {
    if (fundCount === undefined) return;
    if (fundMessages.current !== undefined && fundCount > fundMessages.current)
      setSaid(text.fundAnswered);
    fundMessages.current = fundCount;
  }, [fundCount]);

  if (thread.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
        <Skeleton height={24} width={240} maw="100%" aria-hidden="true" />
        <Skeleton height={96} radius="md" aria-hidden="true" />
      </Stack>
    );
  if (thread.isError)
    return (
      <ErrorPanel
        title={isNotFound(thread.error) ? text.notFound : text.somethingWentWrong}
        message={isNotFound(thread.error) ? text.notFoundHint : text.threadError}
        height="small"
      >
        <Group gap="sm">
          {isNotFound(thread.error) ? null : (
            <Button variant="default" size="sm" onClick={() => void thread.refetch()}>
              {text.tryAgain}
            </Button>
          )}
          <Anchor component={Link} to={paths.messages.getHref()}>
            {text.backToMessages}
          </Anchor>
        </Group>
      </ErrorPanel>
    );
  return <Conversation thread={thread.data} said={said} onSaid={setSaid} />;
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

type ConversationProps = { thread: MessageThread; said: string; onSaid: (words: string) => void };

function Conversation({ thread, said, onSaid }: ConversationProps) {
  const close = useCloseThread(thread.reference);
  const isClosed = thread.status === 'Closed';
  return (
    <Stack gap="lg">
      <Text role="status" aria-live="polite" fw={600}>
        {said}
      </Text>
      <Paper withBorder radius="md" p="md">
        <dl className={classes.meta} style={{ margin: 0 }}>
          <Fact term={text.status}>
            <StatusBadge status={thread.status} />
          </Fact>
          <Fact term={text.topic}>{MESSAGE_TOPIC_LABELS[thread.topic]}</Fact>
          <Fact term={text.reference}>{thread.reference}</Fact>
          <Fact term={text.started}>
            <time dateTime={thread.startedAt}>{messageDay(thread.startedAt)}</time>
          </Fact>
        </dl>
        {thread.status === 'WaitingForFund' ? (
          <Text size="sm" mt="xs">
            {text.waitingHint}
          </Text>
        ) : null}
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="conversation">
        <Title order={2} fz="h4" id="conversation">
          {text.conversation}
        </Title>
        <ol className={classes.conversation} aria-labelledby="conversation">
          {thread.messages.map((message, index) => (
            <MessageItem key={`${message.sentAt}-${index}`} message={message} />
          ))}
        </ol>
      </Stack>
      {isClosed ? (
        <Alert variant="outline" color="gray" title="Closed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{text.closed}</Text>
            <Anchor component={Link} to={paths.messages.getHref()}>
              {text.writeNew}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="reply">
          <Title order={2} fz="h4" id="reply">
            Reply
          </Title>
          <ReplyForm reference={thread.reference} onSent={() => onSaid(text.replySent)} />
          <div>
            <Button variant="default" loading={close.isPending} onClick={() => close.mutate()}>
              {text.closeThread}
            </Button>
          </div>
          {close.isError ? (
            <Text size="sm" c="red.9" role="alert">
              {text.closeFailed}
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

function MessageItem({ message }: { message: ThreadMessage }) {
  const isFund = message.from === 'fund';
  return (
    <li className={`${classes.message} ${isFund ? classes.fromFund : classes.fromMember}`}>
      <Stack gap={6}>
        <Text size="sm" fw={700}>
          {isFund ? text.fund : text.you}
          <Text component="span" size="sm" c="dimmed" fw={400}>
            {' · '}
            <time dateTime={message.sentAt}>{messageTime(message.sentAt)}</time>
          </Text>
        </Text>
        <Text className={classes.body}>{message.body}</Text>
        {message.asksForDocument ? (
          <Text size="sm" fw={600}>
            {text.asksForDocument}
          </Text>
        ) : null}
        {message.attachments.length > 0 ? (
          <ul className={classes.files} aria-label={text.attachedFiles}>
            {message.attachments.map((file) => (
              <li key={file.fileId}>
                <Anchor
                  href={fileLink(downloadMessageAttachment, { query: { fileId: file.fileId } })}
                  download={file.fileName}
                  size="sm"
                  className={classes.wrap}
                >
                  {`${file.fileName} (${formatFileSize(file.sizeBytes)})`}
                </Anchor>
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </li>
  );
}
