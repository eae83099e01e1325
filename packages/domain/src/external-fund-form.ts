import { z } from 'zod';
import { isAfter, isBefore, isValidIsoDate } from './dates';
import {
  EARLIEST_VALUE_DATE,
  EXTERNAL_FUND_NOTES_MAX_LENGTH,
  EXTERNAL_PRODUCT_TYPES,
  EXTERNAL_PROVIDERS,
  LARGEST_EXTERNAL_AMOUNT_RAND,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_NAME_MIN_LENGTH,
  externalFundFieldLabels,
  normalizeProductName,
} from './external-fund';
import { messages } from './messages';
import { centsFromRand, type Cents } from './money';
import { decimalPlacesOf, readNumberInput } from './number-input';

// The external fund form's schema (spec 3), apart from the catalogue and rules (external-fund.ts):
// a page that lists external funds or draws their share of a portfolio loads no schema library.

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** A pick from a catalogue by id (a number, or its text from a select). */
function catalogueChoice<T extends { id: number }>(label: string, options: readonly T[]) {
  return z.unknown().transform((value, ctx): number => {
    const typed = text(value).trim();
    const id = /^\d{1,6}$/.test(typed) ? Number(typed) : Number.NaN;
    if (options.some((option) => option.id === id)) return id;
    ctx.addIssue({ code: 'custom', message: messages.selectOption(label) });
    return z.NEVER;
  });
}

/** An amount in rand as typed ('R 1 500.50', '1500.5' or a number): its cents, blank, or a message. */
function readAmount(
  value: unknown,
  label: string,
): { cents: Cents } | { blank: true } | { message: string } {
  const number = readNumberInput(value);
  if (number === undefined) return { blank: true };
  if (!Number.isFinite(number)) return { message: messages.invalidNumber };
  if (number < 0) return { message: messages.positiveNumber };
  if (decimalPlacesOf(typeof value === 'string' ? value.replace(/[\sR]/gi, '') : value) > 2)
    return { message: messages.length(label, `have ${messages.maxDecimalPlaces(2)}`) };
  if (number > LARGEST_EXTERNAL_AMOUNT_RAND)
    return { message: messages.maxRand(LARGEST_EXTERNAL_AMOUNT_RAND) };
  return { cents: centsFromRand(number) };
}

/** A required amount in rand, out in cents. */
function requiredRand(label: string) {
  return z.unknown().transform((value, ctx): Cents => {
    const read = readAmount(value, label);
    if ('cents' in read) return read.cents;
    ctx.addIssue({
      code: 'custom',
      message: 'message' in read ? read.message : messages.required(label),
    });
    return z.NEVER;
  });
}

/** An optional amount in rand, out in cents; blank is null. */
function optionalRand(label: string) {
  return z.unknown().transform((value, ctx): Cents | null => {
    const read = readAmount(value, label);
    if ('cents' in read) return read.cents;
    if ('blank' in read) return null;
    ctx.addIssue({ code: 'custom', message: read.message });
    return z.NEVER;
  });
}

/**
 * The external fund form (AddExternalFund / UpdateExternalFund): provider and product type from
 * the catalogue; a product name of 2 to 100 characters (surrounding spaces trimmed); the value in
 * rand, 0 or more with at most 2 decimals; the value's date, not in the future and not before
 * 1900; an optional monthly contribution (0 or more) and optional notes of at most 500 characters.
 * Whether the name is unique among the member's funds needs their other funds: see
 * `isProductNameTaken` (external-fund-names.ts). Amounts come out in cents; blank optional fields
 * as null.
 */
export function externalFundFormSchema(today: string) {
  const label = externalFundFieldLabels;
  return z.object({
    providerId: catalogueChoice(label.providerId, EXTERNAL_PROVIDERS),
    productTypeId: catalogueChoice(label.productTypeId, EXTERNAL_PRODUCT_TYPES),
    productName: z.unknown().transform((value, ctx): string => {
      const raw = text(value);
      const name = normalizeProductName(raw);
      let message: string | null = null;
      if (raw === '') message = messages.required(label.productName);
      else if (name === '') message = messages.whitespaceOnly(label.productName);
      else if (name.length < PRODUCT_NAME_MIN_LENGTH)
        message = messages.minLength(label.productName, PRODUCT_NAME_MIN_LENGTH);
      else if (name.length > PRODUCT_NAME_MAX_LENGTH)
        message = messages.maxLength(label.productName, PRODUCT_NAME_MAX_LENGTH);
      if (message === null) return name;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }),
    value: requiredRand(label.value),
    valueDate: z.unknown().transform((value, ctx): string => {
      const date = text(value).trim();
      let message: string | null = null;
      if (!isValidIsoDate(date)) message = messages.required(label.valueDate);
      else if (isAfter(date, today)) message = messages.futureDate;
      else if (isBefore(date, EARLIEST_VALUE_DATE))
        message = messages.length(label.valueDate, 'be on or after 1 January 1900');
      if (message === null) return date;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }),
    monthlyContribution: optionalRand(label.monthlyContribution),
    notes: z.unknown().transform((value, ctx): string | null => {
      const notes = text(value).trim();
      if (notes.length > EXTERNAL_FUND_NOTES_MAX_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          message: messages.maxLength(label.notes, EXTERNAL_FUND_NOTES_MAX_LENGTH),
        });
        return z.NEVER;
      }
      return notes === '' ? null : notes;
    }),
  });
}

export type ExternalFundForm = z.output<ReturnType<typeof externalFundFormSchema>>;
