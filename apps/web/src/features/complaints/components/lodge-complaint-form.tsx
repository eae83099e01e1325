import { Alert, Button, NativeSelect, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_FIELD_MESSAGES,
  COMPLAINT_REMEDY_MAX,
  COMPLAINT_TEXT_MAX,
  type ComplaintCategory,
} from '@portal/contract/calls/complaints';
import { MESSAGE_ATTACHMENTS_MAX } from '@portal/contract/calls/messages';
import type { ComplaintFund } from '@portal/contract/complaints';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AttachmentPicker } from '@/components/ui/attachment-picker';
import { InlineError } from '@/components/ui/inline-error';
import { TextAreaField } from '@/components/ui/text-area-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useComplaints } from '../api/get-complaints';
import { newIdempotencyKey, useLodgeComplaint } from '../api/lodge-complaint';
import { complaintsText as text } from './texts';

// A new complaint (issue 49 point 1): the fund or product it is about, what it is about, the
// complaint, what would settle it and up to three attachments (the messages' upload rules; a
// complaint's conversation is a thread of messages). Lodged, the member goes to the complaint,
// which acknowledges it with its reference and the day the fund must answer by. A refusal is
// shown on its field, or above the button.

type Field = 'schemeNumber' | 'category' | 'body' | 'remedy' | 'attachment';
type Errors = Partial<Record<Field | 'form', string>>;

/** The complaint's attachments at most: a message's (the server holds it to the same bound). */
const ATTACHMENTS_MAX = MESSAGE_ATTACHMENTS_MAX;

const CATEGORY_OPTIONS = [
  { value: '', label: text.choose },
  ...COMPLAINT_CATEGORIES.map((category) => ({
    value: category,
    label: COMPLAINT_CATEGORY_LABELS[category],
  })),
];

function fundLabel(fund: ComplaintFund): string {
  return fund.productName && fund.productName !== fund.fundName
    ? `${fund.fundName} – ${fund.productName}`
    : fund.fundName;
}

/** The server's words for each field it refused, and its message where no field is named. */
function errorsOf(error: unknown): Errors {
  if (!isApiError(error) || error.status >= 500 || error.status === 0)
    return { form: text.tryAgainLater };
  const errors: Errors = {};
  for (const name of ['schemeNumber', 'category', 'body', 'remedy', 'attachment'] as const) {
    const first = error.fieldErrors[name]?.[0];
    if (first) errors[name] = first;
  }
  return Object.keys(errors).length > 0 ? errors : { form: error.message };
}

/** The form, once the member's funds are known (the complaints list's call gives them). */
export function LodgeComplaintSection() {
  const complaints = useComplaints();
  if (complaints.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
        <Skeleton height={36} aria-hidden="true" />
        <Skeleton height={120} aria-hidden="true" />
      </Stack>
    );
  if (complaints.isError) return <InlineError message={text.fundsError} />;
  if (complaints.data.funds.length === 0) return <Text>{text.noFunds}</Text>;
  return <LodgeComplaintForm funds={complaints.data.funds} />;
}

export function LodgeComplaintForm({ funds }: { funds: readonly ComplaintFund[] }) {
  const navigate = useNavigate();
  const lodge = useLodgeComplaint();
  // One fund or product: it is the one the complaint is about.
  const [schemeNumber, setSchemeNumber] = useState(
    funds.length === 1 ? (funds[0]?.schemeNumber ?? '') : '',
  );
  const [category, setCategory] = useState<ComplaintCategory | ''>('');
  const [body, setBody] = useState('');
  const [remedy, setRemedy] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  // One key per complaint being written: a second press after a lost answer lodges nothing twice.
  const [key] = useState(newIdempotencyKey);

  const fundOptions = [
    ...(funds.length === 1 ? [] : [{ value: '', label: text.choose }]),
    ...funds.map((fund) => ({ value: fund.schemeNumber, label: fundLabel(fund) })),
  ];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Errors = {};
    if (schemeNumber === '') missing.schemeNumber = COMPLAINT_FIELD_MESSAGES.schemeNumber;
    if (category === '') missing.category = COMPLAINT_FIELD_MESSAGES.category;
    if (body.trim() === '') missing.body = COMPLAINT_FIELD_MESSAGES.body;
    if (remedy.trim() === '') missing.remedy = COMPLAINT_FIELD_MESSAGES.remedy;
    setErrors(missing);
    if (category === '' || Object.keys(missing).length > 0) {
      focusFirstError(event.currentTarget);
      return;
    }
    lodge.mutate(
      { schemeNumber, category, body, remedy, files, idempotencyKey: key },
      {
        onSuccess: (complaint) =>
          void navigate(paths.complaint.getHref(complaint.reference), {
            state: { lodged: complaint.reference },
          }),
        onError: (error) => setErrors(errorsOf(error)),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={text.lodgeHeading}>
      <Stack gap="md">
        <NativeSelect
          label={text.fundLabel}
          data={fundOptions}
          value={schemeNumber}
          required
          error={errors.schemeNumber}
          onChange={(event) => setSchemeNumber(event.currentTarget.value)}
        />
        <NativeSelect
          label={text.categoryLabel}
          data={CATEGORY_OPTIONS}
          value={category}
          required
          error={errors.category}
          onChange={(event) => setCategory(event.currentTarget.value as ComplaintCategory | '')}
        />
        <TextAreaField
          label={text.bodyLabel}
          description={text.bodyHint}
          value={body}
          required
          maxLength={COMPLAINT_TEXT_MAX}
          error={errors.body}
          onChange={setBody}
          rows={6}
        />
        <TextAreaField
          label={text.remedyLabel}
          value={remedy}
          required
          maxLength={COMPLAINT_REMEDY_MAX}
          error={errors.remedy}
          onChange={setRemedy}
          rows={3}
        />
        <AttachmentPicker
          files={files}
          onChange={setFiles}
          max={ATTACHMENTS_MAX}
          tooManyMessage={text.tooManyFiles(ATTACHMENTS_MAX)}
          error={errors.attachment}
          isDisabled={lodge.isPending}
        />
        {errors.form ? (
          <Alert variant="outline" color="red.9" title={text.lodgeFailed} role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={lodge.isPending}>
            {text.submit}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Moves the focus to the first field the member must put right (after React shows its error). */
function focusFirstError(form: HTMLFormElement): void {
  window.requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
