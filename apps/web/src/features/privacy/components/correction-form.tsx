import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  CORRECTION_DETAIL_LABELS,
  CORRECTION_FIELD_MESSAGES,
  CORRECTION_REASON_MAX,
  CORRECTION_VALUE_MAX,
  type CorrectionDetail,
} from '@portal/contract/calls/privacy';
import type { Correction } from '@portal/contract/privacy';
import { useState, type FormEvent } from 'react';
import { AttachmentPicker } from '@/components/ui/attachment-picker';
import { TextAreaField } from '@/components/ui/text-area-field';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey, useRequestCorrection } from '../api/request-correction';
import { privacyText as text } from './texts';

// A request to correct a detail (issue 49 point 3): the detail (chosen with "Ask for a
// correction"), the correct value, why the held one is wrong and one supporting document (the
// messages' upload rules). A refusal is shown on its field, or above the button.

type Field = 'detail' | 'value' | 'reason' | 'attachment';
type Errors = Partial<Record<Field | 'form', string>>;

function errorsOf(error: unknown): Errors {
  if (!isApiError(error) || error.status >= 500 || error.status === 0)
    return { form: text.tryAgainLater };
  const errors: Errors = {};
  for (const name of ['detail', 'value', 'reason', 'attachment'] as const) {
    const first = error.fieldErrors[name]?.[0];
    if (first) errors[name] = first;
  }
  return Object.keys(errors).length > 0 ? errors : { form: error.message };
}

export function CorrectionForm({
  details,
  initialDetail,
  onSent,
  onCancel,
}: {
  details: readonly CorrectionDetail[];
  initialDetail: CorrectionDetail;
  onSent: (correction: Correction) => void;
  onCancel: () => void;
}) {
  const send = useRequestCorrection();
  const [detail, setDetail] = useState<CorrectionDetail>(initialDetail);
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [key] = useState(newIdempotencyKey);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Errors = {};
    if (value.trim() === '') missing.value = CORRECTION_FIELD_MESSAGES.value;
    if (reason.trim() === '') missing.reason = CORRECTION_FIELD_MESSAGES.reason;
    if (files.length === 0) missing.attachment = CORRECTION_FIELD_MESSAGES.document;
    setErrors(missing);
    const [file] = files;
    if (!file || Object.keys(missing).length > 0) {
      const form = event.currentTarget;
      window.requestAnimationFrame(() => {
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    send.mutate(
      { detail, value: value.trim(), reason, file, idempotencyKey: key },
      { onSuccess: onSent, onError: (error) => setErrors(errorsOf(error)) },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={text.formHeading}>
      <Stack gap="md">
        <NativeSelect
          label={text.detailLabel}
          data={details.map((each) => ({ value: each, label: CORRECTION_DETAIL_LABELS[each] }))}
          value={detail}
          required
          error={errors.detail}
          onChange={(event) => setDetail(event.currentTarget.value as CorrectionDetail)}
        />
        <TextInput
          label={text.valueLabel}
          description={text.valueHint[detail]}
          value={value}
          required
          maxLength={CORRECTION_VALUE_MAX}
          autoComplete="off"
          inputMode={detail === 'idNumber' ? 'numeric' : 'text'}
          error={errors.value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <TextAreaField
          label={text.reasonLabel}
          value={reason}
          required
          maxLength={CORRECTION_REASON_MAX}
          error={errors.reason}
          onChange={setReason}
          rows={3}
        />
        <AttachmentPicker
          files={files}
          onChange={setFiles}
          max={1}
          tooManyMessage={text.oneFile}
          error={errors.attachment}
          isDisabled={send.isPending}
        />
        {errors.form ? (
          <Alert variant="outline" color="red.9" title={text.sendFailed} role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={send.isPending}>
            {text.send}
          </Button>
          <Button type="button" variant="default" onClick={onCancel} disabled={send.isPending}>
            {text.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
