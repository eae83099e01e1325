import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodFlows } from './period';
import {
  allocationShares,
  historyDates,
  historyWindow,
  internalFundCategory,
  monthEndOf,
  returnOf,
  returnOfIrrStatus,
  sumByLabel,
} from './portfolio';
import { xirr, xnpv } from './xirr';

describe('allocation shares', () => {
  it('adds up to exactly 100 % by the largest remainder', () => {
    // Thirds: 3333.33… each; the missing basis point goes to the first (a tie on remainders).
    expect(
      allocationShares([
        { label: 'a', cents: 100 },
        { label: 'b', cents: 100 },
        { label: 'c', cents: 100 },
      ]).map((s) => s.basisPoints),
    ).toEqual([3334, 3333, 3333]);
    // 1/6 = 1666.67 and 5/6 = 8333.33: the larger fraction takes the missing point.
    expect(
      allocationShares([
        { label: 'small', cents: 1 },
        { label: 'large', cents: 5 },
      ]).map((s) => s.basisPoints),
    ).toEqual([1667, 8333]);
  });
  it('gives 0 to every part when nothing is held, and counts negative parts as 0', () => {
    expect(allocationShares([{ label: 'a', cents: 0 }]).map((s) => s.basisPoints)).toEqual([0]);
    expect(
      allocationShares([
        { label: 'a', cents: -50 },
        { label: 'b', cents: 50 },
      ]).map((s) => s.basisPoints),
    ).toEqual([0, 10_000]);
  });
  it('always adds to 10 000 with each share within one basis point of its exact value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 ** 14 }), { minLength: 1, maxLength: 12 }),
        (values) => {
          const total = values.reduce((a, b) => a + b, 0);
          fc.pre(total > 0);
          const shares = allocationShares(values.map((cents, i) => ({ label: `${i}`, cents })));
          expect(shares.reduce((sum, s) => sum + s.basisPoints, 0)).toBe(10_000);
          shares.forEach((share, i) => {
            const exact = ((values[i] ?? 0) * 10_000) / total;
            expect(Math.abs(share.basisPoints - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
  it('adds parts of the same label together, in first-seen order', () => {
    expect(
      sumByLabel([
        { label: 'Retirement', cents: 5 },
        { label: 'Discretionary', cents: 1 },
        { label: 'Retirement', cents: 7 },
      ]),
    ).toEqual([
      { label: 'Retirement', cents: 12 },
      { label: 'Discretionary', cents: 1 },
    ]);
  });
});

describe('internal fund categories', () => {
  it.each([
    ['Institutional', 'Pension Fund', 'Retirement'],
    ['Retail', 'Retirement Annuity', 'Retirement'],
    ['Retail', 'Preservation Fund', 'Retirement'],
    ['Retail', 'Post Retirement', 'Retirement'],
    ['Retail', 'Tax Free Savings Account', 'Discretionary'],
    ['Retail', 'Discretionary Saving', 'Discretionary'],
  ])('%s %s is %s money', (productTypeCategory, heading, category) => {
    expect(internalFundCategory({ productTypeCategory, heading })).toBe(category);
  });
});

describe('history dates', () => {
  it('runs from the opening (the day before the window starts) through each month end to today', () => {
    const { from, to } = historyWindow('2026-11-25', 1);
    expect(from).toBe('2025-11-25');
    const dates = historyDates(from, to);
    expect(dates[0]).toBe('2025-11-24');
    expect(dates[1]).toBe('2025-11-30');
    expect(dates).toContain('2026-02-28');
    expect(dates.at(-2)).toBe('2026-10-31');
    expect(dates.at(-1)).toBe('2026-11-25');
    expect(dates).toHaveLength(14);
  });
  it('does not repeat a month end that is the opening or today', () => {
    // From 1 Feb: the opening is 31 Jan, a month end of its own.
    expect(historyDates('2026-02-01', '2026-03-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    // From a month end: that month end is in the window, after the opening.
    expect(historyDates('2026-01-31', '2026-03-31')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    expect(historyDates('2026-03-31', '2026-03-31')).toEqual(['2026-03-30', '2026-03-31']);
  });
  it('finds month ends in leap years', () => {
    expect(monthEndOf('2028-02-03')).toBe('2028-02-29');
    expect(historyWindow('2028-02-29', 1).from).toBe('2027-02-28');
  });
  it('gives 12 × years + 2 dates at most, always ascending', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2001-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.constantFrom(1, 3, 5),
        (day, years) => {
          const to = day.toISOString().slice(0, 10);
          const { from } = historyWindow(to, years);
          const dates = historyDates(from, to);
          expect(dates.length).toBeLessThanOrEqual(12 * years + 2);
          expect(dates.length).toBeGreaterThanOrEqual(12 * years);
          dates.slice(1).forEach((date, i) => expect(date > (dates[i] ?? '')).toBe(true));
        },
      ),
    );
  });
});

describe('the combined return', () => {
  it('answers a rate the flows’ XNPV vanishes at, as a percentage with 2 decimals', () => {
    // From 2 Jan 2025 to 1 Jan 2026: opening at the end of 1 Jan 2025, 365 days before the closing.
    const { cashFlows } = periodFlows('2025-01-02', '2026-01-01', [
      { openingValue: 100_000, closingValue: 110_000, transactions: [] },
    ]);
    const result = returnOf(xirr(cashFlows));
    expect(result).toEqual({ status: 'ok', irrPct: 10, message: null });
    const rate = (result.irrPct ?? 0) / 100;
    expect(Math.abs(xnpv(cashFlows, rate))).toBeLessThan(1e-6);
  });
  it('says in words why there is no single figure', () => {
    const none = returnOf(
      xirr(
        periodFlows('2025-01-01', '2026-01-01', [
          { openingValue: 0, closingValue: 0, transactions: [] },
        ]).cashFlows,
      ),
    );
    expect(none.status).toBe('unavailable');
    expect(none.irrPct).toBeNull();
    expect(none.message).toMatch(/cannot be calculated/);
    expect(returnOf({ kind: 'ambiguous', rates: [0.1, 0.5] })).toMatchObject({
      status: 'ambiguous',
      irrPct: null,
      message: expect.stringMatching(/More than one return/),
    });
    expect(returnOfIrrStatus('rate', 12.34)).toEqual({
      status: 'ok',
      irrPct: 12.34,
      message: null,
    });
    expect(returnOfIrrStatus('unavailable', null).status).toBe('unavailable');
  });
});
