import { Anchor, Stack, Text, Title } from '@mantine/core';
import { downloadMessageAttachment } from '@portal/contract/calls/messages';
import type { ThreadMessage } from '@portal/contract/messages';
import { fileLink } from '@/lib/api-client';
import { formatFileSize } from '@/lib/file-size';
import classes from './complaints.module.css';
import { messageTime, complaintsText as text } from './texts';

// A complaint's conversation (issue 49 point 1): the complaint, the fund's answer and what the
// member said after, oldest first, each with its attachments to download as the messages pages
// link them; and what the member asked the fund to do.

export function ComplaintConversation({
  messages,
  remedy,
}: {
  messages: readonly ThreadMessage[];
  remedy: string;
}) {
  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="complaint-conversation">
        <Title order={2} fz="h4" id="complaint-conversation">
          {text.conversation}
        </Title>
        <ol className={classes.conversation} aria-labelledby="complaint-conversation">
          {messages.map((message, index) => (
            <MessageItem key={`${message.sentAt}-${index}`} message={message} />
          ))}
        </ol>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="complaint-remedy">
        <Title order={2} fz="h4" id="complaint-remedy">
          {text.remedyHeading}
        </Title>
        <Text className={classes.body}>{remedy}</Text>
      </Stack>
    </>
  );
}

function MessageItem({ message }: { message: ThreadMessage }) {
  const isFund = message.from === 'fund';
  return (
    <li className={`${classes.message} ${isFund ? classes.fromFund : classes.fromMember}`}>
      <Stack gap={6}>
        <Text size="sm" fw={700}>
          {isFund ? text.theFund : text.you}
          <Text component="span" size="sm" c="dimmed" fw={400}>
            {' · '}
            <time dateTime={message.sentAt}>{messageTime(message.sentAt)}</time>
          </Text>
        </Text>
        <Text className={classes.body}>{message.body}</Text>
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
