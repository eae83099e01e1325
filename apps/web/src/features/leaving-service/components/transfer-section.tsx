import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  LEAVING_SERVICE_MESSAGES,
  RECEIVING_FUND_NAME_MAX,
  RECEIVING_FUND_TYPES,
  type ReceivingFundTypeName,
} from '@portal/contract/calls/leaving-service';
import type { TransferRequest } from '@portal/contract/leaving-service';
import { useState, type FormEvent } from 'react';
import { InlineError } from '@/components/ui/inline-error';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';
import { useTransferRequests } from '../api/get-leaving-options';
import { useRequestTransfer } from '../api/leaving-actions';
import { leavingText as text, RECEIVING_FUND_TYPE_LABELS, TRANSFER_STATUS_LABELS } from './texts';

// A section 14 transfer asked for online (issue 49 point 4), once the member confirmed reading the
// counselling material: the receiving fund's name, its FSCA registration number and its kind;
// then its status as the administration moves it on (Submitted, With the administrator,
// Completed). A refusal is shown on its field, or above the button.

/** The receiving fund's FSCA registration number ("12/8/35478", "12/8/1234/2"). */
const REGISTRATION = /^12\/8\/\d{1,6}(\/[A-Z0-9]{1,3})?$/;

type Field = 'receivingFundName' | 'receivingFundRegistration' | 'receivingFundType';
type Errors = Partial<Record<Field | 'form', string>>;

const TYPE_OPTIONS = [
  { value: '', label: text.choose },
  ...RECEIVING_FUND_TYPES.map((type) => ({ value: type, label: RECEIVING_FUND_TYPE_LABELS[type] })),
];

function errorsOf(error: unknown): Errors {
  if (!isApiError(error) || error.status >= 500 || error.status === 0)
    return { form: text.tryAgainLater };
  const errors: Errors = {};
  for (const name of [
    'receivingFundName',
    'receivingFundRegistration',
    'receivingFundType',
  ] as const) {
    const first = error.fieldErrors[name]?.[0];
    if (first) errors[name] = first;
  }
  return Object.keys(errors).length > 0 ? errors : { form: error.message };
}

export function TransferForm({ schemeNumber }: { schemeNumber: string }) {
  const transfer = useRequestTransfer(schemeNumber);
  const [name, setName] = useState('');
  const [registration, setRegistration] = useState('');
  const [type, setType] = useState<ReceivingFundTypeName | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    const fscaNumber = registration.trim().toUpperCase();
    if (name.trim() === '') found.receivingFundName = LEAVING_SERVICE_MESSAGES.receivingFundName;
    if (!REGISTRATION.test(fscaNumber))
      found.receivingFundRegistration = LEAVING_SERVICE_MESSAGES.receivingFundRegistration;
    if (type === '') found.receivingFundType = LEAVING_SERVICE_MESSAGES.receivingFundType;
    setErrors(found);
    if (Object.keys(found).length > 0 || type === '') return;
    transfer.mutate(
      {
        receivingFundName: name.trim(),
        receivingFundRegistration: fscaNumber,
        receivingFundType: type,
      },
      {
        onSuccess: (made) => {
          setSent(made.reference);
          setName('');
          setRegistration('');
          setType('');
        },
        onError: (error) => setErrors(errorsOf(error)),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={text.transferHeading2}>
      <Stack gap="md" maw={520}>
        <TextInput
          label={text.receivingFundName}
          value={name}
          required
          maxLength={RECEIVING_FUND_NAME_MAX}
          error={errors.receivingFundName}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label={text.receivingFundRegistration}
          description={text.receivingFundRegistrationHint}
          value={registration}
          required
          maxLength={20}
          error={errors.receivingFundRegistration}
          onChange={(event) => setRegistration(event.currentTarget.value)}
        />
        <NativeSelect
          label={text.receivingFundType}
          data={TYPE_OPTIONS}
          value={type}
          required
          error={errors.receivingFundType}
          onChange={(event) => setType(event.currentTarget.value as ReceivingFundTypeName | '')}
        />
        {errors.form ? (
          <Alert variant="outline" color="red.9" title={text.transferFailed} role="alert">
            {errors.form}
          </Alert>
        ) : null}
        {sent ? (
          <Text role="status" fw={500}>
            {text.transferSent(sent)}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={transfer.isPending}>
            {text.submitTransfer}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TransferRow({ transfer }: { transfer: TransferRequest }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-transfer={transfer.reference}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>
            {transfer.reference} · {transfer.receivingFundName}
          </Text>
          <Text size="sm">
            {RECEIVING_FUND_TYPE_LABELS[transfer.receivingFundType]} · FSCA{' '}
            {transfer.receivingFundRegistration} ·{' '}
            {text.transferRequestedOn(formatCalendarDate(transfer.requestedOn))}
          </Text>
        </Stack>
        <Badge
          variant={transfer.status === 'Completed' ? 'filled' : 'outline'}
          color="dark"
          tt="none"
        >
          {TRANSFER_STATUS_LABELS[transfer.status]}
        </Badge>
      </Group>
    </Paper>
  );
}

export function TransferList({ schemeNumber }: { schemeNumber: string }) {
  const transfers = useTransferRequests(schemeNumber);
  if (transfers.isPending) return <Text size="sm">{text.transfersLoading}</Text>;
  if (transfers.isError) return <InlineError message={text.transfersError} />;
  if (transfers.data.transfers.length === 0) return <Text size="sm">{text.noTransfers}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
      {transfers.data.transfers.map((transfer) => (
        <TransferRow key={transfer.reference} transfer={transfer} />
      ))}
    </Stack>
  );
}
