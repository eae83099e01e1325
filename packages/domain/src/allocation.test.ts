import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationBanner,
  allocationHint,
  allocationSummaryText,
  hasZeroAllocation,
  isFullyAllocated,
  medianAllocation,
  remainingAllocation,
  totalAllocation,
} from './allocation';

describe('allocation banner', () => {
  it.each([
    [[5000, 5000], 10_000, 0, 'You have assigned 100% of the available 100%', null],
    [
      [3333, 3333, 3333],
      9999,
      1,
      'You have assigned 99.99% of the available 100%',
      'Please increase some of the values or add a new beneficiary',
    ],
    [
      [6000, 5050],
      11_050,
      -1050,
      'You have assigned 110.5% of the available 100%',
      'Please decrease some of the values or add a new beneficiary',
    ],
    [
      [],
      0,
      10_000,
      'You have assigned 0% of the available 100%',
      'Please increase some of the values or add a new beneficiary',
    ],
  ])('%j', (shares, total, remaining, text, hint) => {
    expect(allocationBanner(shares)).toEqual({ total, remaining, text, hint });
    expect(totalAllocation(shares)).toBe(total);
    expect(remainingAllocation(total)).toBe(remaining);
    expect(allocationSummaryText(total)).toBe(text);
    expect(allocationHint(total)).toBe(hint);
    expect(isFullyAllocated(total)).toBe(total === 10_000);
  });

  it('total plus remaining is always 100 %', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 20 }), (shares) => {
        expect(totalAllocation(shares) + remainingAllocation(totalAllocation(shares))).toBe(10_000);
      }),
    );
  });

  it.each([
    [[5000, 0], true],
    [[5000, 5000], false],
    [[], false],
  ])('hasZeroAllocation(%j) is %s', (shares, expected) => {
    expect(hasZeroAllocation(shares)).toBe(expected);
  });
});

describe('medianAllocation', () => {
  it.each([
    [[], null],
    [[4000], 4000],
    [[7000, 1000, 2000], 2000],
    [[1000, 2000], 1500],
    [[3333, 3334], 3334],
    [[5000, 1, 2, 4999], 2501],
    [[2500, 2500, 2500, 2500], 2500],
  ])('%j gives %j', (shares, expected) => {
    expect(medianAllocation(shares)).toBe(expected);
  });

  it('lies between the smallest and largest share and ignores order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 15 }),
        (shares) => {
          const median = medianAllocation(shares) ?? Number.NaN;
          expect(median).toBeGreaterThanOrEqual(Math.min(...shares));
          expect(median).toBeLessThanOrEqual(Math.max(...shares));
          expect(medianAllocation([...shares].reverse())).toBe(median);
        },
      ),
    );
  });
});
