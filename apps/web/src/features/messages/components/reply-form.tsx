import { Alert, Button, Stack } from '@mantine/core';
import {
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_BODY_MAX,
  MESSAGE_FIELD_MESSAGES,
} from '@portal/contract/calls/messages';
import { useState, type FormEvent } from 'react';
import { AttachmentPicker } from '@/components/ui/attachment-picker';
import { TextAreaField } from '@/components/ui/text-area-field';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey, useReply } from '../api/send-message';
import { messagesText as text } from './texts';

// A reply in a conversation (issue 48 point 4): the message and up to three attachments (the
// document the fund asked for). Sent, the form empties and `onSent` tells the page, which says so.

export function ReplyForm({ reference, onSent }: { reference: string; onSent: () => void }) {
  const reply = useReply(reference);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [bodyError, setBodyError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [key, setKey] = useState(newIdempotencyKey);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    setFileError(undefined);
    if (body.trim() === '') return setBodyError(MESSAGE_FIELD_MESSAGES.body);
    setBodyError(undefined);
    reply.mutate(
      { body, files, idempotencyKey: key },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
          setKey(newIdempotencyKey());
          onSent();
        },
        onError: (error) => {
          const isMembers = isApiError(error) && error.status >= 400 && error.status < 500;
          const field = isMembers ? error.fieldErrors : {};
          if (field.body?.[0]) setBodyError(field.body[0]);
          else if (field.attachment?.[0]) setFileError(field.attachment[0]);
          else setFormError(isMembers ? error.message : text.sendFailedRetry);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={text.replyFormName}>
      <Stack gap="md">
        <TextAreaField
          label={text.replyLabel}
          value={body}
          required
          maxLength={MESSAGE_BODY_MAX}
          error={bodyError}
          onChange={setBody}
        />
        <AttachmentPicker
          files={files}
          onChange={setFiles}
          max={MESSAGE_ATTACHMENTS_MAX}
          tooManyMessage={MESSAGE_FIELD_MESSAGES.tooManyAttachments}
          error={fileError}
          isDisabled={reply.isPending}
        />
        {formError ? (
          <Alert variant="outline" color="red.9" title={text.sendFailed} role="alert">
            {formError}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={reply.isPending}>
            {text.sendReply}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
