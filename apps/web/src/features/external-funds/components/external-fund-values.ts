import type { ExternalFund, ExternalFundInput } from '@portal/contract/portfolio';
import { externalFundFieldLabels, type ExternalFundField } from '@portal/domain/external-fund';
import { externalFundFormSchema } from '@portal/domain/external-fund-form';
import { fieldIssues } from '@/lib/field-issues';

// The external fund form's values as typed (text), their labels, and the form's check before a
// save. The server checks the same input again and answers field errors in the same words.

/** The form's fields in the order they are shown (the first with an error takes the focus). */
export const EXTERNAL_FUND_FIELDS: readonly ExternalFundField[] = [
  'providerId',
  'productTypeId',
  'productName',
  'value',
  'valueDate',
  'monthlyContribution',
  'notes',
];
export type ExternalFundValues = Record<ExternalFundField, string>;

/** The domain's labels, the optional fields marked as such. */
export const EXTERNAL_FUND_LABELS: Record<ExternalFundField, string> = {
  ...externalFundFieldLabels,
  monthlyContribution: `${externalFundFieldLabels.monthlyContribution} (optional)`,
  notes: `${externalFundFieldLabels.notes} (optional)`,
};

export function emptyExternalFundValues(): ExternalFundValues {
  return {
    providerId: '',
    productTypeId: '',
    productName: '',
    value: '',
    valueDate: '',
    monthlyContribution: '',
    notes: '',
  };
}

/** A saved fund as the form's text (amounts without the R and spaces: the input formats them). */
export function externalFundValuesOf(fund: ExternalFund): ExternalFundValues {
  return {
    providerId: String(fund.providerId),
    productTypeId: String(fund.productTypeId),
    productName: fund.productName,
    value: amountText(fund.value),
    valueDate: fund.valueDate,
    monthlyContribution:
      fund.monthlyContribution === null ? '' : amountText(fund.monthlyContribution),
    notes: fund.notes ?? '',
  };
}

function amountText(rand: number): string {
  return Number.isInteger(rand) ? String(rand) : rand.toFixed(2);
}

/** The form's values as the call's input: blanks as null, ids and amounts as typed. */
export function externalFundInputOf(values: ExternalFundValues): ExternalFundInput {
  const blankAsNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    providerId: blankAsNull(values.providerId),
    productTypeId: blankAsNull(values.productTypeId),
    productName: values.productName,
    value: blankAsNull(values.value),
    valueDate: values.valueDate,
    monthlyContribution: blankAsNull(values.monthlyContribution),
    notes: blankAsNull(values.notes),
  };
}

export type ExternalFundCheck =
  | { success: true; input: ExternalFundInput }
  | { success: false; errors: Partial<Record<ExternalFundField, string>> };

/**
 * The form's check before a save: the domain's external fund schema (spec 3 §5 shared messages),
 * the first message per field. The input goes as typed: the server checks it with the same schema.
 */
export function checkExternalFund(values: ExternalFundValues, today: string): ExternalFundCheck {
  const input = externalFundInputOf(values);
  const checked = externalFundFormSchema(today).safeParse(input);
  if (!checked.success)
    return { success: false, errors: fieldIssues(checked, EXTERNAL_FUND_FIELDS) };
  return { success: true, input };
}
