import { z } from 'zod';
import { daysBetween, isAfter, isBefore, isValidIsoDate } from './dates';
import { messages } from './messages';
import { centsFromRand, type Cents } from './money';
import { withoutInvisibleCharacters } from './text-names';
import { decimalPlacesOf, readNumberInput } from './validators';

// The funds a member holds with other providers (spec 1 §7 GetExternalFunds, AddExternalFund,
// UpdateExternalFund; spec 3 §5 'Please enter a unique Product Name'): the catalogue of providers
// and product types, and the form's rules, used by the web form and the server alike.

/** Retirement savings (locked until retirement) or discretionary (accessible) money. */
export const ProductCategory = {
  Retirement: 'Retirement',
  Discretionary: 'Discretionary',
} as const;
export type ProductCategory = (typeof ProductCategory)[keyof typeof ProductCategory];

export type ExternalProvider = { readonly id: number; readonly name: string };
export type ExternalProductType = {
  readonly id: number;
  readonly name: string;
  readonly category: ProductCategory;
};

/**
 * The main South African investment and retirement providers, with Other for the rest. The ids
 * are stored with each fund: a provider keeps its id for good, new ones take the next id.
 */
export const EXTERNAL_PROVIDERS: readonly ExternalProvider[] = [
  { id: 1, name: 'Allan Gray' },
  { id: 2, name: 'Coronation' },
  { id: 3, name: 'Ninety One' },
  { id: 4, name: 'Old Mutual' },
  { id: 5, name: 'Sanlam' },
  { id: 6, name: 'Liberty' },
  { id: 7, name: 'Discovery' },
  { id: 8, name: 'Momentum' },
  { id: 9, name: 'PSG' },
  { id: 10, name: 'Stanlib' },
  { id: 11, name: '10X' },
  { id: 12, name: 'Sygnia' },
  { id: 13, name: 'Satrix' },
  { id: 14, name: 'EasyEquities' },
  { id: 15, name: 'Other' },
];

/**
 * Product types, each tagged as retirement money (retirement annuity, pension, provident,
 * preservation and living annuity: the Pension Funds Act and Income Tax Act products whose money
 * stays invested until retirement, or pays an income after it) or discretionary money (the rest).
 */
export const EXTERNAL_PRODUCT_TYPES: readonly ExternalProductType[] = [
  { id: 1, name: 'Retirement annuity', category: ProductCategory.Retirement },
  { id: 2, name: 'Pension fund', category: ProductCategory.Retirement },
  { id: 3, name: 'Provident fund', category: ProductCategory.Retirement },
  { id: 4, name: 'Preservation fund', category: ProductCategory.Retirement },
  { id: 5, name: 'Living annuity', category: ProductCategory.Retirement },
  { id: 6, name: 'Endowment', category: ProductCategory.Discretionary },
  { id: 7, name: 'Unit trust', category: ProductCategory.Discretionary },
  { id: 8, name: 'Tax-free savings account', category: ProductCategory.Discretionary },
  { id: 9, name: 'Shares', category: ProductCategory.Discretionary },
  { id: 10, name: 'Other', category: ProductCategory.Discretionary },
];

export function externalProviderOf(id: number): ExternalProvider | undefined {
  return EXTERNAL_PROVIDERS.find((provider) => provider.id === id);
}

export function externalProductTypeOf(id: number): ExternalProductType | undefined {
  return EXTERNAL_PRODUCT_TYPES.find((type) => type.id === id);
}

/** The form's labels, substituted into the shared messages (spec 3 §5). */
export const externalFundFieldLabels = {
  providerId: 'Provider',
  productTypeId: 'Product type',
  productName: 'Product Name',
  value: 'Value',
  valueDate: 'Value date',
  monthlyContribution: 'Monthly contribution',
  notes: 'Notes',
} as const;
export type ExternalFundField = keyof typeof externalFundFieldLabels;

export const PRODUCT_NAME_MIN_LENGTH = 2;
export const PRODUCT_NAME_MAX_LENGTH = 100;
export const EXTERNAL_FUND_NOTES_MAX_LENGTH = 500;
/** The earliest value date accepted. */
export const EARLIEST_VALUE_DATE = '1900-01-01';
/** The largest amount accepted, in rand (R10 billion): far above any member's holding. */
export const LARGEST_EXTERNAL_AMOUNT_RAND = 10_000_000_000;

/** spec 3 §5 "existing product name". */
export const UNIQUE_PRODUCT_NAME_MESSAGE = messages.uniqueProductName;

/**
 * A product name as kept: Unicode NFKC (full-width 'Ａ' is 'A'), without the characters that
 * show nothing (every Default_Ignorable_Code_Point, such as the soft hyphen, and the bidi
 * controls: text-names.ts), runs of spaces made one, trimmed. The removal follows NFKC, which can
 * turn one ignorable into another (the half-width Hangul filler into the Hangul filler).
 */
export function normalizeProductName(name: string): string {
  return withoutInvisibleCharacters(name.normalize('NFKC')).replace(/\s+/g, ' ').trim();
}

/** The whole days a stated value has aged by `today` (0 for a value stated today). */
export function valueAgeDays(valueDate: string, today: string): number {
  return Math.max(0, daysBetween(valueDate, today));
}

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

/** The category of a product type id (Discretionary for an id the catalogue does not hold). */
export function categoryOfProductType(productTypeId: number): ProductCategory {
  return externalProductTypeOf(productTypeId)?.category ?? ProductCategory.Discretionary;
}
