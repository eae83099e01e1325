import { z } from 'zod';
import { luhnCheckDigit } from './sa-id';

// Reference sa-tax-banking.md "Income tax reference number": ten digits; the first is 0, 1, 2 or 3
// for individuals (3 is disputed among sources, accepted here) or 9 for companies and trusts; the
// last is a Luhn check digit over all ten; not all zeros. Spaces a member types between groups of
// digits are dropped (our choice: the number is often written '0123 456 789').

export const TAX_NUMBER_LENGTH = 10;
export const TAX_NUMBER_FIRST_DIGITS = ['0', '1', '2', '3', '9'] as const;

export const taxNumberMessages = {
  required: 'Tax number is required',
  length: 'Tax number must be 10 digits',
  firstDigit: 'Tax number must start with 0, 1, 2, 3 or 9',
  invalid: 'Please enter a valid tax number',
} as const;

export type TaxNumberResult =
  | { readonly isValid: true; readonly taxNumber: string }
  | { readonly isValid: false; readonly message: string };

export function validateTaxNumber(text: string): TaxNumberResult {
  const taxNumber = text.replace(/\s/g, '');
  if (taxNumber === '') return { isValid: false, message: taxNumberMessages.required };
  if (!/^\d{10}$/.test(taxNumber)) return { isValid: false, message: taxNumberMessages.length };
  if (!(TAX_NUMBER_FIRST_DIGITS as readonly string[]).includes(taxNumber.charAt(0)))
    return { isValid: false, message: taxNumberMessages.firstDigit };
  // All zeros passes the Luhn sum (0) and the first-digit rule, so it is refused on its own.
  if (/^0+$/.test(taxNumber)) return { isValid: false, message: taxNumberMessages.invalid };
  // Luhn over all ten: the check digit of the first nine must be the tenth.
  if (luhnCheckDigit(taxNumber.slice(0, 9)) !== Number(taxNumber.charAt(9)))
    return { isValid: false, message: taxNumberMessages.invalid };
  return { isValid: true, taxNumber };
}

export function isValidTaxNumber(text: string): boolean {
  return validateTaxNumber(text).isValid;
}

/** The form field: text in (blank, null or undefined is "required"), the ten digits out. */
export const TaxNumberSchema = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z.string({ error: taxNumberMessages.length }).transform((value, context) => {
    const result = validateTaxNumber(value);
    if (result.isValid) return result.taxNumber;
    context.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }),
);
export type TaxNumber = z.output<typeof TaxNumberSchema>;

/**
 * A valid income tax number for demo data and tests: the first digit (0, 1, 2, 3 or 9, by the
 * caller's choice) and eight more digits, then the Luhn check digit over the nine. All zeros
 * (refused by the rule) is never asked for: a first digit of 0 with eight zeros throws.
 */
export function buildTaxNumber(
  firstDigit: (typeof TAX_NUMBER_FIRST_DIGITS)[number],
  eightDigits: string,
): string {
  if (!(TAX_NUMBER_FIRST_DIGITS as readonly string[]).includes(firstDigit))
    throw new RangeError(`First digit must be 0, 1, 2, 3 or 9, got '${firstDigit}'`);
  if (!/^\d{8}$/.test(eightDigits)) throw new RangeError(`Not eight digits: '${eightDigits}'`);
  const nine = firstDigit + eightDigits;
  if (/^0+$/.test(nine)) throw new RangeError('All zeros is not a tax number');
  return nine + String(luhnCheckDigit(nine));
}
