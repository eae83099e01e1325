import { Alert, Button, Group, Radio, Stack } from '@mantine/core';
import { COMPLAINT_FIELD_MESSAGES, COMPLAINT_REASON_MAX } from '@portal/contract/calls/complaints';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/ui/text-area-field';
import { isApiError } from '@/lib/api-client';
import { useRespondToAnswer } from '../api/respond-to-answer';
import { complaintsText as text } from './texts';

// After the fund's answer (issue 49 point 1): whether it settles the complaint and, when it does
// not, why (which the ombud will read). Sent once; the page then shows the complaint as it stands
// (resolved, or the ombud's route) and `onSent` says so.

type Choice = 'yes' | 'no' | '';
type Errors = Partial<Record<'satisfied' | 'reason' | 'form', string>>;

export function RespondForm({
  reference,
  onSent,
}: {
  reference: string;
  onSent: (satisfied: boolean) => void;
}) {
  const respond = useRespondToAnswer(reference);
  const [choice, setChoice] = useState<Choice>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Errors = {};
    if (choice === '') missing.satisfied = COMPLAINT_FIELD_MESSAGES.satisfied;
    if (choice === 'no' && reason.trim() === '') missing.reason = COMPLAINT_FIELD_MESSAGES.reason;
    setErrors(missing);
    if (choice === '' || Object.keys(missing).length > 0) return;
    const satisfied = choice === 'yes';
    respond.mutate(
      { satisfied, reason: satisfied ? undefined : reason },
      {
        onSuccess: () => onSent(satisfied),
        onError: (error) => setErrors(errorsOf(error)),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={text.respondHeading}>
      <Stack gap="md">
        <Radio.Group
          label={text.respondLegend}
          value={choice}
          onChange={(value) => setChoice(value as Choice)}
          required
          error={errors.satisfied}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="yes" label={text.yes} />
            <Radio value="no" label={text.no} />
          </Stack>
        </Radio.Group>
        {choice === 'no' ? (
          <TextAreaField
            label={text.reasonLabel}
            value={reason}
            required
            maxLength={COMPLAINT_REASON_MAX}
            error={errors.reason}
            onChange={setReason}
          />
        ) : null}
        {errors.form ? (
          <Alert variant="outline" color="red.9" title={text.respondFailed} role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={respond.isPending}>
            {text.respond}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The server's words on its field (a 400), or above the button (a 409: already responded). */
function errorsOf(error: unknown): Errors {
  if (!isApiError(error) || error.status >= 500 || error.status === 0)
    return { form: text.tryAgainLater };
  const satisfied = error.fieldErrors.satisfied?.[0];
  const reason = error.fieldErrors.reason?.[0];
  if (satisfied || reason) return { satisfied, reason };
  return { form: error.message };
}
