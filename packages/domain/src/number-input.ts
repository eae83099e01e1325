import { formatScaled, parseDecimal, toScaledInteger } from './decimal';

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
