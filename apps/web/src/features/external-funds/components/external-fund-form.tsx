import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ExternalFund, ExternalFundInput } from '@portal/contract/portfolio';
import { useRef, useState, type FormEvent } from 'react';
import { CurrencyInput } from '@/components/ui/currency-input';
import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import {
  EXTERNAL_FUND_NOTES_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  type ExternalFundField,
} from '@portal/domain/external-fund';
import { isApiError } from '@/lib/api-client';
import { useToday } from '@/lib/portal-config';
import { useExternalFundTypes } from '../api/get-external-fund-types';
import {
  EXTERNAL_FUND_FIELDS,
  EXTERNAL_FUND_LABELS,
  checkExternalFund,
  emptyExternalFundValues,
  externalFundValuesOf,
  type ExternalFundValues,
} from './external-fund-values';

// The external fund form (spec 1 §7 AddExternalFund / UpdateExternalFund): provider and product
// type from GetExternalInvestmentAndProductTypes, product name, the value in rand on its date,
// and an optional monthly contribution and notes. The server fills the member's identifying
// profile fields. A failed save keeps every value and says what went wrong.

export const EXTERNAL_FUND_TYPES_ERROR =
  'Something went wrong loading the providers and product types. Please try again later.';
export const EXTERNAL_FUND_SAVE_ERROR = 'Something went wrong saving your fund. Please try again.';

type ExternalFundFormProps = {
  /** The fund being edited; none to add one. */
  fund?: ExternalFund | undefined;
  /** Saves the form's input; rejects with the server's error. */
  onSave: (input: ExternalFundInput) => Promise<unknown>;
  onCancel: () => void;
  isSaving: boolean;
};

type Errors = Partial<Record<ExternalFundField, string>>;

export function ExternalFundForm({ fund, onSave, onCancel, isSaving }: ExternalFundFormProps) {
  const today = useToday();
  const types = useExternalFundTypes();
  const [values, setValues] = useState<ExternalFundValues>(() =>
    fund ? externalFundValuesOf(fund) : emptyExternalFundValues(),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const set = (field: ExternalFundField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function focusFirst(found: Errors) {
    const first = EXTERNAL_FUND_FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaveError(null);
    const checked = checkExternalFund(values, today);
    if (!checked.success) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    try {
      await onSave(checked.input);
    } catch (error) {
      const found: Errors = {};
      if (isApiError(error) && error.status === 400) {
        for (const [field, list] of Object.entries(error.fieldErrors)) {
          if (EXTERNAL_FUND_FIELDS.includes(field as ExternalFundField) && list[0])
            found[field as ExternalFundField] = list[0];
        }
      }
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirst(found);
      } else {
        // A refusal the server words (bad input, or the cap on a member's funds: 409) is shown.
        setSaveError(
          isApiError(error) && [400, 409].includes(error.status)
            ? error.message
            : EXTERNAL_FUND_SAVE_ERROR,
        );
      }
    }
  }

  const field = (name: ExternalFundField) => ({
    name,
    label: EXTERNAL_FUND_LABELS[name],
    error: errors[name],
  });
  const productType = types.data?.productTypes.find(
    (type) => String(type.id) === values.productTypeId,
  );

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-label="External fund"
    >
      <Stack gap="md">
        {types.isError ? (
          <Alert color="red.9" variant="light" title="Error!" role="alert">
            {EXTERNAL_FUND_TYPES_ERROR}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectField
            {...field('providerId')}
            options={(types.data?.providers ?? []).map((provider) => ({
              value: String(provider.id),
              label: provider.name,
            }))}
            value={values.providerId === '' ? null : values.providerId}
            onChange={(value) => set('providerId')(value ?? '')}
            disabled={types.isPending}
            required
          />
          <SelectField
            {...field('productTypeId')}
            options={(types.data?.productTypes ?? []).map((type) => ({
              value: String(type.id),
              label: type.name,
            }))}
            value={values.productTypeId === '' ? null : values.productTypeId}
            onChange={(value) => set('productTypeId')(value ?? '')}
            description={productType ? categoryDescription(productType.category) : undefined}
            disabled={types.isPending}
            required
          />
        </SimpleGrid>
        <TextInput
          {...field('productName')}
          value={values.productName}
          onChange={(event) => set('productName')(event.currentTarget.value)}
          maxLength={PRODUCT_NAME_MAX_LENGTH}
          autoComplete="off"
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CurrencyInput
            {...field('value')}
            value={values.value}
            onChange={set('value')}
            required
          />
          <DateField
            {...field('valueDate')}
            variant="input"
            value={values.valueDate === '' ? null : values.valueDate}
            onChange={(value) => set('valueDate')(value ?? '')}
            pickableUntil={today}
            required
          />
        </SimpleGrid>
        <CurrencyInput
          {...field('monthlyContribution')}
          value={values.monthlyContribution}
          onChange={set('monthlyContribution')}
        />
        <TextAreaField
          {...field('notes')}
          value={values.notes}
          onChange={set('notes')}
          maxLength={EXTERNAL_FUND_NOTES_MAX_LENGTH}
          rows={3}
        />
        {saveError ? (
          <Alert color="red.9" variant="outline" title="Your fund was not saved" role="alert">
            {saveError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {fund ? 'Save changes' : 'Add fund'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function categoryDescription(category: 'Retirement' | 'Discretionary') {
  return (
    <Text span size="xs">
      {category === 'Retirement'
        ? 'Retirement savings, usually kept until you retire'
        : 'Discretionary savings you can reach before retirement'}
    </Text>
  );
}
