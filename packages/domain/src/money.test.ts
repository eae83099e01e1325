import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basisPointsFromPercent,
  basisPointsFromPercentString,
  centsFromRand,
  centsFromRandString,
  formatPercent,
  formatPrice,
  formatRand,
  formatRandChange,
  formatRandPrice,
  formatUnits,
  fromCents,
  numberFromPriceMicro,
  numberFromUnits,
  percentFromBasisPoints,
  plainAmountText,
  priceMicroFromNumber,
  priceMicroFromString,
  randFromCents,
  roundHalfAwayFromZero,
  sumCents,
  toCents,
  unitsFromNumber,
  unitsFromString,
  valueCents,
} from './money';

describe('roundHalfAwayFromZero', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [-1.005, 2, -1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [0.5, 0, 1],
    [-0.5, 0, -1],
    [1.4999, 0, 1],
    [0.125, 2, 0.13],
    [-0.125, 2, -0.13],
    [1.255, 2, 1.26],
    [8.345, 2, 8.35],
    [1234567.895, 2, 1234567.9],
    [0.00005, 4, 0.0001],
    [1e-7, 2, 0],
    [-1e-7, 2, 0],
    [1e21, 2, 1e21],
    [123.4567, 6, 123.4567],
    [-0, 2, 0],
  ])('rounds %d to %d decimals as %d', (value, decimals, expected) => {
    expect(Object.is(roundHalfAwayFromZero(value, decimals), expected)).toBe(true);
  });

  it('rejects non-finite values and bad decimals', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN, 2)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(1, -1)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(1, 1.5)).toThrow(RangeError);
  });

  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (v, d) => {
          expect(roundHalfAwayFromZero(-v, d)).toBe(-roundHalfAwayFromZero(v, d) || 0);
        },
      ),
    );
  });

  it('moves a value by at most half a step', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (v, d) => {
          expect(Math.abs(roundHalfAwayFromZero(v, d) - v)).toBeLessThanOrEqual(
            0.5 * 10 ** -d + 1e-9,
          );
        },
      ),
    );
  });
});

describe('cents and rand', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1, 10],
    [0.29, 29],
    [1.005, 101],
    [-1.005, -101],
    [19.999, 2000],
    [1234567.89, 123456789],
    [-2.5, -250],
  ])('centsFromRand(%d) is %d', (rand, cents) => {
    expect(centsFromRand(rand)).toBe(cents);
  });

  it.each([
    ['1234.56', 123456],
    ['  12 ', 1200],
    ['0.005', 1],
    ['-0.5', -50],
    ['.5', 50],
    ['abc', null],
    ['', null],
    ['1.2.3', null],
  ])('centsFromRandString(%j) is %j', (text, cents) => {
    expect(centsFromRandString(text)).toBe(cents);
  });

  it('round-trips every cents amount through the wire format', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(centsFromRand(randFromCents(cents))).toBe(cents);
        expect(fromCents(toCents(cents))).toBe(randFromCents(cents));
      }),
    );
  });

  it('sums with no float drift', () => {
    const tenCents = Array.from({ length: 10 }, () => centsFromRand(0.1));
    expect(randFromCents(sumCents(tenCents))).toBe(1);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => toCents(1.5)).toThrow(RangeError);
  });
});

describe('basis points and percent', () => {
  it.each([
    [100, 10_000],
    [33.33, 3333],
    [12.5, 1250],
    [0.01, 1],
    [33.335, 3334],
  ])('basisPointsFromPercent(%d) is %d', (percent, bp) => {
    expect(basisPointsFromPercent(percent)).toBe(bp);
    expect(basisPointsFromPercentString(String(percent))).toBe(bp);
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        expect(basisPointsFromPercent(percentFromBasisPoints(bp))).toBe(bp);
      }),
    );
  });
});

// Amounts are written with no-break spaces (U+00A0) after the R and between thousands, and a
// negative one with the minus sign U+2212 straight before the R.
describe('formatRand', () => {
  it.each([
    [0, 'R\u00a00.00'],
    [-0, 'R\u00a00.00'],
    [5, 'R\u00a00.05'],
    [250, 'R\u00a02.50'],
    [-250, '\u2212R\u00a02.50'],
    [100_000, 'R\u00a01\u00a0000.00'],
    [99_999, 'R\u00a0999.99'],
    [123_456_789, 'R\u00a01\u00a0234\u00a0567.89'],
    [-123_456_789, '\u2212R\u00a01\u00a0234\u00a0567.89'],
    [99_999_999_900, 'R\u00a0999\u00a0999\u00a0999.00'],
    [Number.MAX_SAFE_INTEGER, 'R\u00a090\u00a0071\u00a0992\u00a0547\u00a0409.91'],
  ])('formats %d cents as %s', (cents, text) => {
    expect(formatRand(cents)).toBe(text);
  });

  it('formats rand from the wire rounded to the cent, half away from zero', () => {
    expect(formatRand(centsFromRand(1234.005))).toBe('R\u00a01\u00a0234.01');
    expect(formatRand(centsFromRand(-0.005))).toBe('\u2212R\u00a00.01');
    expect(formatRand(centsFromRand(0.004))).toBe('R\u00a00.00');
  });

  it('never leaves a place to break a line, and reads back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (cents) => {
        const text = formatRand(cents);
        expect(text).not.toMatch(/[ \t\n-]/);
        expect(text).toMatch(/^\u2212?R\u00a0\d{1,3}(\u00a0\d{3})*\.\d{2}$/);
        expect(centsFromRandString(text)).toBe(cents);
      }),
    );
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatRand(1.5)).toThrow(RangeError);
  });
});

describe('formatRandChange', () => {
  it.each([
    [100_000, '+R\u00a01\u00a0000.00'],
    [-25_000, '\u2212R\u00a0250.00'],
    [0, 'R\u00a00.00'],
  ])('signs %d cents as %s', (cents, text) => {
    expect(formatRandChange(cents)).toBe(text);
  });
});

describe('plainAmountText', () => {
  it.each([
    ['1 000', '1000'],
    ['R 1 000.00', '1000.00'],
    ['R\u00a01\u00a0000.00', '1000.00'],
    ['r1 000', '1000'],
    ['\u2212R\u00a0250.00', '-250.00'],
    ['-R 250.00', '-250.00'],
    ['12.5', '12.5'],
    ['', ''],
    ['1 2a', '12a'],
  ])('reads %j as %j', (typed, plain) => {
    expect(plainAmountText(typed)).toBe(plain);
  });

  it('lets centsFromRandString read an amount as it is shown', () => {
    expect(centsFromRandString('R 14 615.00')).toBe(1_461_500);
    expect(centsFromRandString('R\u00a014\u00a0615.00')).toBe(1_461_500);
    expect(centsFromRandString('\u2212R\u00a05\u00a0135.00')).toBe(-513_500);
    expect(centsFromRandString('R')).toBeNull();
    expect(centsFromRandString('R 1 0x0')).toBeNull();
  });
});

describe('formatPercent', () => {
  it.each([
    [1250, '12.50%'],
    [10_000, '100.00%'],
    [1, '0.01%'],
    [0, '0.00%'],
    [-50, '-0.50%'],
  ])('formats %d basis points as %s', (bp, text) => {
    expect(formatPercent(bp)).toBe(text);
  });
});

describe('units and prices', () => {
  it.each([
    ['123.4567', 1_234_567],
    ['123.45675', 1_234_568],
    ['0.0001', 1],
    ['5', 50_000],
  ])('unitsFromString(%s) is %d', (text, units) => {
    expect(unitsFromString(text)).toBe(units);
  });

  it('refuses text that is not a number', () => {
    expect(() => unitsFromString('12a')).toThrow(RangeError);
    expect(() => priceMicroFromString('')).toThrow(RangeError);
  });

  it.each([
    [1_234_567, '123.4567'],
    [12_345_678_9012, '12\u00a0345\u00a0678.9012'],
    [1, '0.0001'],
    [-12_345_678, '\u22121\u00a0234.5678'],
  ])('formatUnits(%d) is %s', (units, text) => {
    expect(formatUnits(units)).toBe(text);
  });

  it.each([
    ['12.345678', 12_345_678, '12.345678'],
    ['1.5', 1_500_000, '1.500000'],
    ['1234.0000005', 1_234_000_001, '1\u00a0234.000001'],
  ])('priceMicroFromString(%s) is %d, shown %s', (text, micro, shown) => {
    expect(priceMicroFromString(text)).toBe(micro);
    expect(formatPrice(micro)).toBe(shown);
  });

  it('writes a negative figure and a price in rand as amounts are written', () => {
    expect(formatPrice(-1_500_000)).toBe('\u22121.500000');
    expect(formatRandPrice(1_234_000_001)).toBe('R\u00a01\u00a0234.000001');
    expect(formatRandPrice(-1_500_000)).toBe('\u2212R\u00a01.500000');
  });

  it('converts wire numbers both ways', () => {
    expect(unitsFromNumber(123.4567)).toBe(1_234_567);
    expect(numberFromUnits(1_234_567)).toBe(123.4567);
    expect(priceMicroFromNumber(1.234567)).toBe(1_234_567);
    expect(numberFromPriceMicro(1_234_567)).toBe(1.234567);
  });

  it.each([
    // 100 units × R12.345678 = R1 234.5678 → R1 234.57
    [1_000_000, 12_345_678, 123_457],
    // 1 unit × R1.005 = R1.005 → half away from zero → 101 cents
    [10_000, 1_005_000, 101],
    [-10_000, 1_005_000, -101],
    [0, 99_000_000, 0],
    // Big enough that a float product would lose cents: 9e9 units × R9 999.999999
    [90_000_000_000_000n, 9_999_999_999n, 8_999_999_999_100_000],
  ])('valueCents(%d, %d) is %d', (units, price, cents) => {
    expect(valueCents(units, price)).toBe(cents);
  });

  it('valueCents matches exact decimal rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 1e9 }),
        (units, price) => {
          const exact = BigInt(units) * BigInt(price);
          const floor = exact / 100_000_000n;
          const rest = exact % 100_000_000n;
          expect(valueCents(units, price)).toBe(Number(rest >= 50_000_000n ? floor + 1n : floor));
        },
      ),
    );
  });
});
