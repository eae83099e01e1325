import { decimalFromNumber, formatScaled, parseDecimal, toScaledInteger } from './decimal';

// spec 3 §5 number inputs: "accept only digits and one decimal point, reject a leading zero,
// refuse a leading '.' on an empty field, apply an optional decimal-place limit and a maximum,
// and check pasting the same way". A keystroke or paste is accepted when the text it would make
// passes. Our reading of "reject a leading zero": a zero followed by another digit ('05') is
// refused, while '0' itself and '0.5' are allowed (a once-off contribution may be 0).

export type NumberInputRules = { maxDecimals?: number; max?: number; allowDecimal?: boolean };

/** Whether `next` (the field's whole text after the keystroke or paste) may stand. */
export function isAcceptableNumberText(next: string, rules: NumberInputRules = {}): boolean {
  if (next === '') return true;
  const { maxDecimals, max, allowDecimal = true } = rules;
  if (!/^\d*(\.\d*)?$/.test(next)) return false;
  if (next.startsWith('.')) return false;
  if (/^0\d/.test(next)) return false;
  const [, fraction] = next.split('.');
  if (fraction !== undefined && (!allowDecimal || maxDecimals === 0)) return false;
  if (fraction !== undefined && maxDecimals !== undefined && fraction.length > maxDecimals)
    return false;
  if (max !== undefined && parseDecimal(next) !== null && Number(next) > max) return false;
  return true;
}

/** spec 3 §5: a percentage field formats to 2 decimals on blur ('12.5' → '12.50'). */
export function formatPercentOnBlur(text: string): string {
  const decimal = parseDecimal(text.trim());
  return decimal === null || text.trim() === ''
    ? text
    : formatScaled(toScaledInteger(decimal, 2), 2);
}

/**
 * Reads a number field: a number, or typed text with optional spaces and an R prefix
 * ('R 1 000' → 1000). Blank gives `blank` (undefined unless a default applies); junk gives NaN.
 */
export function readNumberInput(value: unknown, blank?: number): number | undefined {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined) return blank;
  if (typeof value !== 'string') return Number.NaN;
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(/^R/i, '');
  if (cleaned === '') return blank;
  // spec 3 §5: digits and one decimal point only, as a member types them: no exponent ('2e3'),
  // no plus sign, no leading zeros ('00002000'; '0' and '0.5' stand). A minus sign is read, so
  // that a negative amount gets the field's own message ("a positive number").
  if (!PLAIN_DECIMAL.test(cleaned)) return Number.NaN;
  return parseDecimal(cleaned) === null ? Number.NaN : Number(cleaned);
}

/** A typed number in plain decimal notation: '2000', '2000.50', '0.5', '-5'. */
const PLAIN_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** How many decimal places a typed or numeric value has ('12.50' → 2, 3 → 0). */
export function decimalPlacesOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? decimalFromNumber(value).scale : 0;
  if (typeof value !== 'string') return 0;
  const decimal = parseDecimal(value.trim());
  return decimal === null ? 0 : decimal.scale;
}
