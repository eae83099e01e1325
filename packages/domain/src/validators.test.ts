import { describe, expect, it } from 'vitest';
import {
  decimalFromNumber,
  divideRoundHalfAwayFromZero,
  formatScaled,
  parseDecimal,
  toScaledInteger,
} from './decimal';
import {
  EMAIL_PATTERN,
  FREE_TEXT_PATTERN,
  NAME_PATTERN,
  decimalPlacesOf,
  readNumberInput,
} from './validators';

describe('readNumberInput', () => {
  it.each([
    [1000, undefined, 1000],
    ['1000', undefined, 1000],
    ['R 1 000', undefined, 1000],
    ['r1\u00a0000.50', undefined, 1000.5],
    ['', undefined, undefined],
    ['  ', 0, 0],
    [null, 0, 0],
    [undefined, undefined, undefined],
    ['12abc', undefined, Number.NaN],
    [true, undefined, Number.NaN],
    // Plain decimal notation only: no exponent, sign or leading zeros.
    ['2e3', undefined, Number.NaN],
    ['+2000', undefined, Number.NaN],
    ['-2000', undefined, -2000],
    ['00002000', undefined, Number.NaN],
    ['0', undefined, 0],
    ['0.5', undefined, 0.5],
    ['1 000.', undefined, Number.NaN],
  ])('%j (blank %j) reads as %j', (value, blank, expected) => {
    expect(readNumberInput(value, blank)).toBe(expected);
  });
});

describe('decimalPlacesOf', () => {
  it.each([
    ['12.50', 2],
    ['12.505', 3],
    ['12', 0],
    [10.125, 3],
    [10.12, 2],
    [1e-7, 7],
    [Number.NaN, 0],
    [null, 0],
  ])('%j has %d', (value, places) => {
    expect(decimalPlacesOf(value)).toBe(places);
  });
});

describe('patterns', () => {
  it.each([
    ['Thandi', true],
    ["O'Brien", true],
    ['Mary-Jane', true],
    ['van der Merwe', true],
    ['Zoë Ångström', true],
    ['R2D2', false],
    ['Smith!', false],
  ])('name %j allowed: %s', (name, expected) => {
    expect(NAME_PATTERN.test(name)).toBe(expected);
  });

  it.each([
    ['Pay 50% to Ann, please!', true],
    ['Why? Because: (reasons); "quoted" - ok/fine.', true],
    ['Line\nbreak', true],
    ['a < b', false],
    ['{json}', false],
    ['a@b', false],
    ['a & b', false],
    ['#1', false],
  ])('note %j allowed: %s', (text, expected) => {
    expect(FREE_TEXT_PATTERN.test(text)).toBe(expected);
  });

  it.each([
    ['thandi@example.co.za', true],
    ['a.b+c@d.io', true],
    ['thandi@', false],
    ['thandi@example', false],
    ['tha ndi@example.com', false],
  ])('email %j valid: %s', (email, expected) => {
    expect(EMAIL_PATTERN.test(email)).toBe(expected);
  });
});

describe('decimal helpers', () => {
  it.each([
    ['123.4567', { negative: false, digits: 1234567n, scale: 4 }],
    ['-0.5', { negative: true, digits: 5n, scale: 1 }],
    ['-0', { negative: false, digits: 0n, scale: 0 }],
    ['1e3', { negative: false, digits: 1000n, scale: 0 }],
    ['1.5e-3', { negative: false, digits: 15n, scale: 4 }],
    ['12.', { negative: false, digits: 12n, scale: 0 }],
    ['.', null],
    ['1,5', null],
  ])('parseDecimal(%j)', (text, expected) => {
    expect(parseDecimal(text)).toEqual(expected);
  });

  it.each([
    [7n, 2n, 4n],
    [-7n, 2n, -4n],
    [5n, 3n, 2n],
    [-5n, -3n, 2n],
    [4n, -3n, -1n],
  ])('%d / %d rounds to %d', (n, d, q) => {
    expect(divideRoundHalfAwayFromZero(n, d)).toBe(q);
  });

  it('refuses division by zero and non-finite numbers', () => {
    expect(() => divideRoundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
    expect(() => decimalFromNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it.each([
    [123456789n, 2, true, '1\u00a0234\u00a0567.89'],
    [-5n, 2, false, '-0.05'],
    [42, 0, true, '42'],
  ])('formatScaled(%d, %d)', (value, decimals, group, text) => {
    expect(formatScaled(value, decimals, { groupThousands: group })).toBe(text);
  });

  it('scales exactly', () => {
    expect(toScaledInteger(decimalFromNumber(1.005), 2)).toBe(101n);
    expect(toScaledInteger(decimalFromNumber(-1.005), 2)).toBe(-101n);
  });
});
