import type { z } from 'zod';
import type { BasisPointsSchema, CentsSchema, PriceMicroSchema, UnitsSchema } from './schemas';
import {
  decimalFromNumber,
  divideRoundHalfAwayFromZero,
  formatScaled,
  parseDecimal,
  THOUSANDS_SEPARATOR,
  toScaledInteger,
} from './decimal';

// DESIGN §1a and §4.5: inside the system money is integer cents and shares are basis points
// (10 000 = 100 %); on the wire money is rand with 2 decimals and a share a percent with up to 2.
// Units keep 4 decimals and prices 6 (spec 2 §9), held here as integer ten-thousandths and
// millionths so that no total drifts.

export type Cents = z.infer<typeof CentsSchema>;
export type BasisPoints = z.infer<typeof BasisPointsSchema>;
/** Units in ten-thousandths of a unit (spec 2 §9: units have 4 decimals). */
export type Units = z.infer<typeof UnitsSchema>;
/** A unit price in millionths of a rand (spec 2 §9: unit price has 6 decimals). */
export type PriceMicro = z.infer<typeof PriceMicroSchema>;

export const CENTS_PER_RAND = 100;
export const BASIS_POINTS_PER_PERCENT = 100;
/** 100 % in basis points. */
export const FULL_SHARE = 10_000 as BasisPoints;
export const UNIT_DECIMALS = 4;
export const PRICE_DECIMALS = 6;

/** Rounds half away from zero to `decimals` places, exactly on the number's decimal text. */
export function roundHalfAwayFromZero(value: number, decimals: number): number {
  const scaled = toScaledInteger(decimalFromNumber(value), decimals);
  // Reading "digits e-decimals" back gives the double nearest the exact rounded decimal.
  const result = Number(`${scaled}e-${decimals}`);
  return result === 0 ? 0 : result;
}

/** Brands a whole number of cents; throws on a fraction, which would be a programming error. */
export function toCents(value: number | bigint): Cents {
  return asSafeInteger(value, 'cents') as Cents;
}

/** Brands a whole number of basis points. */
export function toBasisPoints(value: number | bigint): BasisPoints {
  return asSafeInteger(value, 'basis points') as BasisPoints;
}

/** Rand (wire format) to cents, rounded half away from zero on the decimal text: 1.005 → 101. */
export function centsFromRand(rand: number): Cents {
  return toCents(toScaledInteger(decimalFromNumber(rand), 2));
}

/**
 * A typed or pasted amount as plain decimal text: an 'R' in front and the spaces between thousands
 * (ordinary or no-break, as {@link formatRand} writes them) taken out, a typographic minus read as
 * '-'. 'R 1 000.00' → '1000.00', '−R 5.00' → '-5.00'; anything else is returned without spaces.
 */
export function plainAmountText(text: string): string {
  const compact = text.replace(/\s/g, '').replace(/^\u2212/, '-');
  const match = /^(-?)R(.*)$/i.exec(compact);
  return match ? `${match[1] ?? ''}${match[2] ?? ''}` : compact;
}

/**
 * A typed rand amount ('1234.56', '-0.5', also 'R 1 234.56' as shown) to cents; null when it is
 * not a number.
 */
export function centsFromRandString(text: string): Cents | null {
  const decimal = parseDecimal(plainAmountText(text));
  return decimal === null ? null : toCents(toScaledInteger(decimal, 2));
}

/** Cents to rand for the wire (a JSON number with 2 decimals). */
export function randFromCents(cents: Cents | number): number {
  return Number(`${asSafeInteger(cents, 'cents')}e-2`);
}

/** Alias of {@link randFromCents} under the name the demo-data generator uses. */
export function fromCents(cents: Cents | number): number {
  return randFromCents(cents);
}

/** A percent on the wire (up to 2 decimals, e.g. 33.33) to basis points (3333). */
export function basisPointsFromPercent(percent: number): BasisPoints {
  return toBasisPoints(toScaledInteger(decimalFromNumber(percent), 2));
}

/** A typed percent ('33.33') to basis points; null when it is not a number. */
export function basisPointsFromPercentString(text: string): BasisPoints | null {
  const decimal = parseDecimal(text);
  return decimal === null ? null : toBasisPoints(toScaledInteger(decimal, 2));
}

/** Basis points to a percent number for the wire (3333 → 33.33). */
export function percentFromBasisPoints(bp: BasisPoints | number): number {
  return Number(`${asSafeInteger(bp, 'basis points')}e-2`);
}

/** U+00A0: the space after 'R' and between thousands, so that an amount never breaks a line. */
export const NO_BREAK_SPACE = THOUSANDS_SEPARATOR;
/** U+2212: the minus sign of a negative amount, on screen, in PDFs and in mail alike. */
export const MINUS_SIGN = '\u2212';

/**
 * DESIGN §4.5 and §5: 'R 1 234 567.89' (R, a space, space-separated thousands, two decimals),
 * every space a no-break space; a negative amount puts the minus sign (U+2212) straight before
 * the R: '−R 2.50'. Every amount the portal writes, on a page, in a PDF or in mail, comes from
 * here, so it is written one way everywhere.
 */
export function formatRand(cents: Cents | number): string {
  const value = asSafeInteger(cents, 'cents');
  const text = formatScaled(Math.abs(value), 2, { groupThousands: true });
  return `${value < 0 ? MINUS_SIGN : ''}R${NO_BREAK_SPACE}${text}`;
}

/**
 * A change in an amount, always signed: '+R 1 000.00', '−R 250.00', and 'R 0.00' for no change
 * (growth over a period, net money paid in).
 */
export function formatRandChange(cents: Cents | number): string {
  const value = asSafeInteger(cents, 'cents');
  return `${value > 0 ? '+' : ''}${formatRand(value)}`;
}

/** Basis points as a percent with two decimals: 1250 → '12.50%' (spec 1 §2.6: share 2 decimals). */
export function formatPercent(bp: BasisPoints | number): string {
  return `${formatScaled(asSafeInteger(bp, 'basis points'), 2)}%`;
}

/** '123.4567' → 1234567 ten-thousandths; more than 4 decimals round half away from zero. */
export function unitsFromString(text: string): Units {
  return toScaledFromText(text, UNIT_DECIMALS, 'units') as Units;
}

/** A units number from the wire (4 decimals) to ten-thousandths. */
export function unitsFromNumber(units: number): Units {
  return asSafeInteger(toScaledInteger(decimalFromNumber(units), UNIT_DECIMALS), 'units') as Units;
}

/** Ten-thousandths to a wire number with 4 decimals. */
export function numberFromUnits(units: Units | number): number {
  return Number(`${asSafeInteger(units, 'units')}e-${UNIT_DECIMALS}`);
}

/** Units with 4 decimals and (no-break) space-separated thousands: 12345678 → '1 234.5678'. */
export function formatUnits(units: Units | number | bigint): string {
  return formatGrouped(units, UNIT_DECIMALS);
}

/** '12.345678' → 12345678 millionths of a rand. */
export function priceMicroFromString(text: string): PriceMicro {
  return toScaledFromText(text, PRICE_DECIMALS, 'price') as PriceMicro;
}

/** A price number from the wire (6 decimals) to millionths. */
export function priceMicroFromNumber(price: number): PriceMicro {
  return asSafeInteger(
    toScaledInteger(decimalFromNumber(price), PRICE_DECIMALS),
    'price',
  ) as PriceMicro;
}

/** Millionths to a wire number with 6 decimals. */
export function numberFromPriceMicro(price: PriceMicro | number): number {
  return Number(`${asSafeInteger(price, 'price')}e-${PRICE_DECIMALS}`);
}

/** A unit price with 6 decimals and (no-break) space-separated thousands: 12345678 → '12.345678'. */
export function formatPrice(price: PriceMicro | number | bigint): string {
  return formatGrouped(price, PRICE_DECIMALS);
}

/** A unit price in rand: 'R 1 234.567890', spaced as {@link formatRand} (no-break spaces). */
export function formatRandPrice(price: PriceMicro | number | bigint): string {
  const value = BigInt(price);
  const text = formatPrice(value < 0n ? -value : value);
  return `${value < 0n ? MINUS_SIGN : ''}R${NO_BREAK_SPACE}${text}`;
}

/**
 * Units × price in cents, rounded once, half away from zero. BigInt keeps the product exact
 * (ten-thousandths × millionths = 10^-10 rand, so cents = product / 10^8).
 */
export function valueCents(
  unitsTenThousandths: bigint | number,
  priceMicro: bigint | number,
): Cents {
  const product = BigInt(unitsTenThousandths) * BigInt(priceMicro);
  return toCents(divideRoundHalfAwayFromZero(product, 10n ** 8n));
}

/** Sums cents exactly (integers add without drift while below 2^53). */
export function sumCents(values: readonly (Cents | number)[]): Cents {
  let total = 0;
  for (const value of values) total += value;
  return toCents(total);
}

/** A scaled count with grouped thousands, a negative one with the minus sign as amounts have. */
function formatGrouped(scaled: number | bigint, decimals: number): string {
  const value = BigInt(scaled);
  const text = formatScaled(value < 0n ? -value : value, decimals, { groupThousands: true });
  return `${value < 0n ? MINUS_SIGN : ''}${text}`;
}

function toScaledFromText(text: string, decimals: number, what: string): number {
  const decimal = parseDecimal(text);
  if (decimal === null) throw new RangeError(`Not a ${what} number: '${text}'`);
  return asSafeInteger(toScaledInteger(decimal, decimals), what);
}

function asSafeInteger(value: number | bigint, what: string): number {
  const result = typeof value === 'bigint' ? Number(value) : value;
  if (!Number.isSafeInteger(result))
    throw new RangeError(`Not a whole number of ${what}: ${value}`);
  return result === 0 ? 0 : result;
}
