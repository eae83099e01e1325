import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CLAIM_UPLOAD_MAX_BYTES } from '@portal/contract/calls/savings-claim';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { formatFileSize } from '@/lib/file-size';
import classes from './attachment-picker.module.css';

// The attachments of a message to the fund or of a complaint (issue 48 point 4, issue 49 point
// 1): up to `max` files chosen one or several at a time, each listed with its size and a Remove
// button. The claim documents' rules are checked here as well, so the member hears of a file too
// large before anything is sent; the server decides the type by the content.

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
const EXTENSION = /\.(pdf|jpe?g|png)$/i;

export const attachmentText = {
  label: 'Attachments',
  filesToSend: 'Files to send',
  hint: (max: number) =>
    max === 1
      ? 'One file: PDF, JPEG or PNG, at most 5 MB. It counts towards your uploads for the day.'
      : `Up to ${max} files: PDF, JPEG or PNG, at most 5 MB each. They count towards your uploads for the day.`,
  addFile: 'Add a file',
  removeFile: (name: string) => `Remove ${name}`,
  fileTooLarge: (name: string) => `${name} is larger than 5 MB.`,
  fileEmpty: (name: string) => `${name} is empty.`,
  fileWrongType: (name: string) => `${name} is not a PDF, JPEG or PNG file.`,
} as const;

/** Why a chosen file cannot go, or null. */
export function fileProblem(file: File): string | null {
  if (file.size === 0) return attachmentText.fileEmpty(file.name);
  if (file.size > CLAIM_UPLOAD_MAX_BYTES) return attachmentText.fileTooLarge(file.name);
  const isKnownType = ['application/pdf', 'image/jpeg', 'image/png'].includes(file.type);
  if (!isKnownType && !EXTENSION.test(file.name)) return attachmentText.fileWrongType(file.name);
  return null;
}

type AttachmentPickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** How many files may go. */
  max: number;
  /** What the member is told when they choose more than `max`. */
  tooManyMessage: string;
  /** A problem the server found with the files, shown under them. */
  error?: string | undefined;
  isDisabled?: boolean;
};

export function AttachmentPicker({
  files,
  onChange,
  max,
  tooManyMessage,
  error,
  isDisabled,
}: AttachmentPickerProps) {
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
    if (files.length + chosen.length > max) return setProblem(tooManyMessage);
    setProblem(null);
    onChange([...files, ...chosen]);
  }

  const shown = problem ?? error;
  return (
    <Stack gap={6}>
      <Text component="label" htmlFor={inputId} fw={500} size="sm">
        {attachmentText.label}
      </Text>
      <Text id={hintId} size="xs" c="dimmed">
        {attachmentText.hint(max)}
      </Text>
      {files.length > 0 ? (
        <ul className={classes.files} aria-label={attachmentText.filesToSend}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={classes.file}>
              <Text size="sm" className={classes.fileName}>
                {`${file.name} (${formatFileSize(file.size)})`}
              </Text>
              <Button
                variant="default"
                size="xs"
                disabled={isDisabled}
                aria-label={attachmentText.removeFile(file.name)}
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
          disabled={isDisabled || files.length >= max}
          onClick={() => input.current?.click()}
        >
          {attachmentText.addFile}
          <VisuallyHidden>{` (${files.length} of ${max} attached)`}</VisuallyHidden>
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
