import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TaxNumberSchema, buildTaxNumber, isValidTaxNumber, validateTaxNumber } from './tax-number';

/**
 * The Luhn check digit written out here independently of the code: from the rightmost of the nine
 * digits leftwards, double every other digit starting with the rightmost, subtract 9 from any
 * doubled digit above 9, and pick the digit that brings the sum to a multiple of 10.
 */
function checkDigit(nineDigits: string): string {
  const digits = [...nineDigits].map(Number).reverse();
  const sum = digits.reduce((total, digit, index) => {
    if (index % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return String((10 - (sum % 10)) % 10);
}

const withCheck = (nine: string) => nine + checkDigit(nine);

describe('the Luhn digit in the test', () => {
  it('agrees with a worked example', () => {
    // 0 1 2 3 4 5 6 7 8, doubled from the right: 8→16→7, 6→12→3, 4→8, 2→4, 0→0 = 22;
    // kept: 7 + 5 + 3 + 1 = 16; sum 38 → check digit 2.
    expect(checkDigit('012345678')).toBe('2');
  });
});

describe('validateTaxNumber', () => {
  it.each([
    withCheck('012345678'),
    withCheck('100000000'),
    withCheck('212345678'),
    withCheck('398765432'),
    withCheck('912345678'),
    withCheck('000000001'),
  ])('accepts %s', (number) => {
    expect(validateTaxNumber(number)).toEqual({ isValid: true, taxNumber: number });
  });

  it('drops spaces between and around the digits', () => {
    const number = withCheck('012345678');
    const spaced = ` ${number.slice(0, 4)} ${number.slice(4, 7)} ${number.slice(7)} `;
    expect(validateTaxNumber(spaced)).toEqual({ isValid: true, taxNumber: number });
  });

  it.each([
    ['', 'Tax number is required'],
    ['   ', 'Tax number is required'],
    ['012345678', 'Tax number must be 10 digits'],
    ['01234567890', 'Tax number must be 10 digits'],
    ['01234-5678', 'Tax number must be 10 digits'],
    ['O123456782', 'Tax number must be 10 digits'],
    [withCheck('412345678'), 'Tax number must start with 0, 1, 2, 3 or 9'],
    [withCheck('512345678'), 'Tax number must start with 0, 1, 2, 3 or 9'],
    [withCheck('812345678'), 'Tax number must start with 0, 1, 2, 3 or 9'],
    ['0000000000', 'Please enter a valid tax number'],
    ['0123456780', 'Please enter a valid tax number'],
    ['0123456789', 'Please enter a valid tax number'],
  ])('refuses %j: %s', (number, message) => {
    expect(validateTaxNumber(number)).toEqual({ isValid: false, message });
  });

  it('refuses any number with one digit changed (property)', () => {
    const validNumber = fc
      .tuple(fc.constantFrom('0', '1', '2', '3', '9'), fc.stringMatching(/^\d{8}$/))
      .map(([first, rest]) => withCheck(first + rest))
      .filter((number) => !/^0+$/.test(number));
    fc.assert(
      fc.property(
        validNumber,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (number, position, shift) => {
          expect(isValidTaxNumber(number)).toBe(true);
          const changed = String((Number(number.charAt(position)) + shift) % 10);
          const mutated = number.slice(0, position) + changed + number.slice(position + 1);
          expect(isValidTaxNumber(mutated)).toBe(false);
        },
      ),
    );
  });
});

describe('TaxNumberSchema', () => {
  it('gives the ten digits', () => {
    const number = withCheck('012345678');
    expect(TaxNumberSchema.parse(` ${number} `)).toBe(number);
  });

  it.each([
    [undefined, 'Tax number is required'],
    [null, 'Tax number is required'],
    ['', 'Tax number is required'],
    [12345, 'Tax number must be 10 digits'],
    ['12345', 'Tax number must be 10 digits'],
    ['0123456789', 'Please enter a valid tax number'],
  ])('refuses %j with %s', (value, message) => {
    const result = TaxNumberSchema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('buildTaxNumber', () => {
  it('appends the check digit the test works out on its own', () => {
    expect(buildTaxNumber('0', '12345678')).toBe(withCheck('012345678'));
    expect(buildTaxNumber('9', '87654321')).toBe(withCheck('987654321'));
  });

  it('builds only numbers the rule accepts (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0', '1', '2', '3', '9' as const),
        fc.stringMatching(/^\d{8}$/),
        (first, rest) => {
          fc.pre(!(first === '0' && rest === '00000000'));
          expect(isValidTaxNumber(buildTaxNumber(first, rest))).toBe(true);
        },
      ),
    );
  });

  it.each([
    ['4', '12345678'],
    ['0', '1234567'],
    ['0', '1234567a'],
    ['0', '00000000'],
  ] as const)('refuses %s + %s', (first, rest) => {
    // @ts-expect-error -- a first digit outside the rule is refused at run time too
    const build = () => buildTaxNumber(first as string, rest);
    expect(build).toThrow(RangeError);
  });
});
