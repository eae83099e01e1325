import { daysBetween } from './dates';
import { messages } from './messages';
import { withoutInvisibleCharacters } from './text-names';

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

/** The category of a product type id (Discretionary for an id the catalogue does not hold). */
export function categoryOfProductType(productTypeId: number): ProductCategory {
  return externalProductTypeOf(productTypeId)?.category ?? ProductCategory.Discretionary;
}
