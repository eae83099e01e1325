import { Alert, Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_BODY_MAX,
  MESSAGE_FIELD_MESSAGES,
  MESSAGE_SUBJECT_MAX,
  MESSAGE_TOPIC_LABELS,
  MESSAGE_TOPICS,
  type MessageTopic,
} from '@portal/contract/calls/messages';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AttachmentPicker } from '@/components/ui/attachment-picker';
import { TextAreaField } from '@/components/ui/text-area-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey, useStartThread } from '../api/send-message';
import { messagesText as text } from './texts';

// A new message to the fund (issue 48 point 4): what it is about, a subject, the message and up
// to three attachments. Sent, the member goes to the conversation, which says it was sent and
// its reference. A refusal is shown on its field, or above the button.

type Errors = Partial<Record<'topic' | 'subject' | 'body' | 'attachment' | 'form', string>>;

const TOPIC_OPTIONS = [
  { value: '', label: 'Choose one' },
  ...MESSAGE_TOPICS.map((topic) => ({ value: topic, label: MESSAGE_TOPIC_LABELS[topic] })),
];

/** The server's words for each field it refused, and its message where no field is named. */
function errorsOf(error: unknown): Errors {
  if (!isApiError(error) || error.status >= 500 || error.status === 0)
    return { form: text.sendFailedRetry };
  const errors: Errors = {};
  for (const name of ['topic', 'subject', 'body', 'attachment'] as const) {
    const first = error.fieldErrors[name]?.[0];
    if (first) errors[name] = first;
  }
  return Object.keys(errors).length > 0 ? errors : { form: error.message };
}

export function NewMessageForm() {
  const navigate = useNavigate();
  const send = useStartThread();
  const [topic, setTopic] = useState<MessageTopic | ''>('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  // One key per message being written: a second press after a lost answer sends nothing twice.
  const [key] = useState(newIdempotencyKey);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Errors = {};
    if (topic === '') missing.topic = MESSAGE_FIELD_MESSAGES.topic;
    if (subject.trim() === '') missing.subject = MESSAGE_FIELD_MESSAGES.subject;
    if (body.trim() === '') missing.body = MESSAGE_FIELD_MESSAGES.body;
    setErrors(missing);
    if (topic === '' || Object.keys(missing).length > 0) return;
    send.mutate(
      { topic, subject, body, files, idempotencyKey: key },
      {
        onSuccess: (thread) =>
          void navigate(paths.messageThread.getHref(thread.reference), {
            state: { sent: thread.reference },
          }),
        onError: (error) => setErrors(errorsOf(error)),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={text.newHeading}>
      <Stack gap="md">
        <NativeSelect
          label={text.topicLabel}
          data={TOPIC_OPTIONS}
          value={topic}
          required
          error={errors.topic}
          onChange={(event) => setTopic(event.currentTarget.value as MessageTopic | '')}
        />
        <TextInput
          label={text.subjectLabel}
          value={subject}
          required
          maxLength={MESSAGE_SUBJECT_MAX}
          error={errors.subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <TextAreaField
          label={text.bodyLabel}
          value={body}
          required
          maxLength={MESSAGE_BODY_MAX}
          error={errors.body}
          onChange={setBody}
          rows={6}
        />
        <AttachmentPicker
          files={files}
          onChange={setFiles}
          max={MESSAGE_ATTACHMENTS_MAX}
          tooManyMessage={MESSAGE_FIELD_MESSAGES.tooManyAttachments}
          error={errors.attachment}
          isDisabled={send.isPending}
        />
        {errors.form ? (
          <Alert variant="outline" color="red.9" title={text.sendFailed} role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={send.isPending}>
            {text.send}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
