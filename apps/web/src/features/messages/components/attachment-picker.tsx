import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CLAIM_UPLOAD_MAX_BYTES } from '@portal/contract/calls/savings-claim';
import { MESSAGE_ATTACHMENTS_MAX } from '@portal/contract/calls/messages';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import classes from './messages.module.css';
import { sizeText, messagesText as text } from './texts';

// A message's attachments (issue 48 point 4): up to MESSAGE_ATTACHMENTS_MAX files chosen one or
// several at a time, each listed with its size and a Remove button. The claim documents' rules
// are checked here as well, so the member hears of a file too large before anything is sent; the
// server decides the type by the content.

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
const EXTENSION = /\.(pdf|jpe?g|png)$/i;

/** Why a chosen file cannot go, or null. */
export function fileProblem(file: File): string | null {
  if (file.size === 0) return text.fileEmpty(file.name);
  if (file.size > CLAIM_UPLOAD_MAX_BYTES) return text.fileTooLarge(file.name);
  const isKnownType = ['application/pdf', 'image/jpeg', 'image/png'].includes(file.type);
  if (!isKnownType && !EXTENSION.test(file.name)) return text.fileWrongType(file.name);
  return null;
}

type AttachmentPickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** A problem the server found with the files, shown under them. */
  error?: string | undefined;
  isDisabled?: boolean;
};

export function AttachmentPicker({ files, onChange, error, isDisabled }: AttachmentPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  function handleChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (chosen.length === 0) return;
    const refused = chosen.map(fileProblem).find((reason) => reason !== null);
    if (refused) return setProblem(refused);
    if (files.length + chosen.length > MESSAGE_ATTACHMENTS_MAX)
      return setProblem(text.tooManyFiles(MESSAGE_ATTACHMENTS_MAX));
    setProblem(null);
    onChange([...files, ...chosen]);
  }

  const shown = problem ?? error;
  return (
    <Stack gap={6}>
      <Text component="label" htmlFor={inputId} fw={500} size="sm">
        {text.attachmentsLabel}
      </Text>
      <Text id={hintId} size="xs" c="dimmed">
        {text.attachmentsHint(MESSAGE_ATTACHMENTS_MAX)}
      </Text>
      {files.length > 0 ? (
        <ul className={classes.files} aria-label={text.filesToSend}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={classes.file}>
              <Text size="sm" className={classes.fileName}>
                {`${file.name} (${sizeText(file.size)})`}
              </Text>
              <Button
                variant="default"
                size="xs"
                disabled={isDisabled}
                aria-label={text.removeFile(file.name)}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={ACCEPT}
        onChange={handleChosen}
        aria-describedby={hintId}
        className={classes.fileInput}
        tabIndex={-1}
      />
      <Group>
        <Button
          variant="light"
          size="sm"
          disabled={isDisabled || files.length >= MESSAGE_ATTACHMENTS_MAX}
          onClick={() => input.current?.click()}
        >
          {text.addFile}
          <VisuallyHidden>{` (${files.length} of ${MESSAGE_ATTACHMENTS_MAX} attached)`}</VisuallyHidden>
        </Button>
      </Group>
      {shown ? (
        <Text size="sm" c="red.9" role="alert">
          {shown}
        </Text>
      ) : null}
    </Stack>
  );
}
