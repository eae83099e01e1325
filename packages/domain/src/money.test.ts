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
  formatUnits,
  fromCents,
  numberFromPriceMicro,
  numberFromUnits,
  percentFromBasisPoints,
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

describe('formatRand', () => {
  it.each([
    [0, 'R 0.00'],
    [5, 'R 0.05'],
    [250, 'R 2.50'],
    [-250, '-R 2.50'],
    [100_000, 'R 1 000.00'],
    [99_999, 'R 999.99'],
    [123_456_789, 'R 1 234 567.89'],
    [-123_456_789, '-R 1 234 567.89'],
    [99_999_999_900, 'R 999 999 999.00'],
  ])('formats %d cents as %s', (cents, text) => {
    expect(formatRand(cents)).toBe(text);
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
    [12_345_678_9012, '12 345 678.9012'],
    [1, '0.0001'],
  ])('formatUnits(%d) is %s', (units, text) => {
    expect(formatUnits(units)).toBe(text);
  });

  it.each([
    ['12.345678', 12_345_678, '12.345678'],
    ['1.5', 1_500_000, '1.500000'],
    ['1234.0000005', 1_234_000_001, '1 234.000001'],
  ])('priceMicroFromString(%s) is %d, shown %s', (text, micro, shown) => {
    expect(priceMicroFromString(text)).toBe(micro);
    expect(formatPrice(micro)).toBe(shown);
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
