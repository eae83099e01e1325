import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import { isInPeriod, periodFlows, periodOf, type DatedAmount, type FundInPeriod } from './period';
import { xirr, xnpv, type CashFlow } from './xirr';

// "From A to B" (DESIGN §1a, docs/decisions/spec-readings.md): opening at the end of A − 1,
// transactions A to B inclusive, closing at the end of B, for one fund or several together.

describe('the dates of a period', () => {
  it('opens at the end of the day before its first day and closes at the end of its last', () => {
    expect(periodOf('2025-11-25', '2026-11-25')).toEqual({
      from: '2025-11-25',
      to: '2026-11-25',
      openingDate: '2025-11-24',
      days: 366,
    });
    // One day: the opening at the end of the day before, one day of growth.
    expect(periodOf('2026-03-01', '2026-03-01')).toMatchObject({
      openingDate: '2026-02-28',
      days: 1,
    });
  });

  it.each([
    ['2025-02-09', false],
    ['2025-02-10', true],
    ['2025-03-10', true],
    ['2025-03-11', false],
  ])('%s is in the period 10 Feb to 10 Mar 2025: %s', (date, expected) => {
    expect(isInPeriod(date, { from: '2025-02-10', to: '2025-03-10' })).toBe(expected);
  });
});

describe('periodFlows', () => {
  it('turns the fund side into the investor side, over the period only', () => {
    const period = periodFlows('2025-03-01', '2026-02-28', [
      {
        openingValue: 100_000,
        closingValue: 112_000,
        transactions: [
          { date: '2025-02-28', amount: 7_000 }, // the day of the opening: already in its value
          { date: '2025-03-01', amount: 5_000 },
          { date: '2025-09-01', amount: -1_000 },
          { date: '2025-09-01', amount: 400 },
          { date: '2026-02-28', amount: 2_000 },
          { date: '2026-03-01', amount: 9_000 }, // after the closing
        ],
      },
    ]);
    expect(period.cashFlows).toEqual([
      { date: '2025-02-28', amount: -100_000 },
      { date: '2025-03-01', amount: -5_000 },
      { date: '2025-09-01', amount: 600 },
      { date: '2026-02-28', amount: -2_000 },
      { date: '2026-02-28', amount: 112_000 },
    ]);
    expect(period).toMatchObject({
      openingDate: '2025-02-28',
      days: 365,
      moneyIn: 7_400,
      moneyOut: 1_000,
      investmentReturn: 112_000 - 100_000 - 7_400 + 1_000,
    });
    expect(period.transactions.map((t) => t.date)).toEqual([
      '2025-03-01',
      '2025-09-01',
      '2025-09-01',
      '2026-02-28',
    ]);
    expect(xirr(period.cashFlows).kind).toBe('rate');
  });

  it('adds several funds together: their values, and their transactions day by day', () => {
    const period = periodFlows('2026-01-01', '2026-12-31', [
      {
        openingValue: 60_000,
        closingValue: 70_000,
        transactions: [{ date: '2026-03-01', amount: 10_000 }],
      },
      {
        openingValue: 40_000,
        closingValue: 60_000,
        transactions: [
          { date: '2026-01-01', amount: 5_000 },
          { date: '2026-03-01', amount: -2_000 },
        ],
      },
    ]);
    expect(period.cashFlows).toEqual([
      { date: '2025-12-31', amount: -100_000 },
      { date: '2026-01-01', amount: -5_000 },
      { date: '2026-03-01', amount: -8_000 },
      { date: '2026-12-31', amount: 130_000 },
    ]);
    expect(period).toMatchObject({ openingValue: 100_000, closingValue: 130_000 });
  });

  it('has no negative zero for a period with nothing in it', () => {
    const { cashFlows } = periodFlows('2026-01-01', '2026-01-31', [
      { openingValue: 0, closingValue: 0, transactions: [{ date: '2026-01-05', amount: 0 }] },
    ]);
    expect(cashFlows.every((flow) => Object.is(flow.amount, 0))).toBe(true);
    expect(xirr(cashFlows).kind).toBe('unavailable');
  });
});

// Random periods: day offsets from a base date, transactions around the period and inside it.
const BASE = '2024-01-01';
const dayOf = (offset: number) => addDays(BASE, offset);
const cents = fc.integer({ min: -5_000_000, max: 5_000_000 });
const value = fc.integer({ min: 0, max: 1_000_000_000 });
const transaction: fc.Arbitrary<DatedAmount> = fc
  .record({ day: fc.integer({ min: 0, max: 800 }), amount: cents })
  .map(({ day, amount }) => ({ date: dayOf(day), amount }));
const fund: fc.Arbitrary<FundInPeriod> = fc.record({
  openingValue: value,
  closingValue: value,
  transactions: fc.array(transaction, { maxLength: 25 }),
});
const window = fc
  .tuple(fc.integer({ min: 1, max: 800 }), fc.integer({ min: 1, max: 800 }))
  .map(([a, b]) => ({ from: dayOf(Math.min(a, b)), to: dayOf(Math.max(a, b)) }));

/** The investor's flows of one fund built here, row by row, with no help from the domain. */
function flowsByHand(from: string, to: string, funds: readonly FundInPeriod[]): CashFlow[] {
  const opening = funds.reduce((sum, f) => sum + f.openingValue, 0);
  const closing = funds.reduce((sum, f) => sum + f.closingValue, 0);
  const rows = funds.flatMap((f) => f.transactions).filter((t) => t.date >= from && t.date <= to);
  return [
    { date: addDays(from, -1), amount: -opening },
    ...rows.map((t) => ({ date: t.date, amount: -t.amount })),
    { date: to, amount: closing },
  ];
}

describe('periodFlows for any period', () => {
  it('opens the day before A, closes on B, and holds exactly the transactions A to B', () => {
    fc.assert(
      fc.property(window, fund, ({ from, to }, f) => {
        const period = periodFlows(from, to, [f]);
        const inside = f.transactions.filter((t) => t.date >= from && t.date <= to);
        expect(period.openingDate).toBe(addDays(from, -1));
        expect(period.days).toBe(daysBetween(from, to) + 1);
        expect(period.transactions).toEqual(
          [...inside].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
        );
        const first = period.cashFlows[0];
        const last = period.cashFlows.at(-1);
        expect(first).toEqual({ date: period.openingDate, amount: 0 - f.openingValue });
        expect(last).toEqual({ date: to, amount: f.closingValue });
        const middle = period.cashFlows.slice(1, -1);
        middle.forEach((flow, i) => {
          expect(flow.date >= from && flow.date <= to).toBe(true);
          if (i > 0) expect(flow.date > (middle[i - 1]?.date ?? '')).toBe(true);
        });
        const net = inside.reduce((sum, t) => sum + t.amount, 0);
        expect(middle.reduce((sum, flow) => sum - flow.amount, 0)).toBe(net);
        expect(period.moneyIn - period.moneyOut).toBe(net);
        expect(period.moneyIn).toBeGreaterThanOrEqual(0);
        expect(period.moneyOut).toBeGreaterThanOrEqual(0);
        expect(
          period.openingValue + period.moneyIn - period.moneyOut + period.investmentReturn,
        ).toBe(period.closingValue);
        // Transactions outside the period change nothing.
        expect(periodFlows(from, to, [{ ...f, transactions: inside }])).toEqual(period);
      }),
      { numRuns: 200 },
    );
  });

  it('gives one fund the rate of its flows built row by row', () => {
    fc.assert(
      fc.property(window, fund, ({ from, to }, f) => {
        const ours = xirr(periodFlows(from, to, [f]).cashFlows);
        const theirs = xirr(flowsByHand(from, to, [f]));
        expect(ours.kind).toBe(theirs.kind);
        if (ours.kind === 'rate' && theirs.kind === 'rate')
          expect(Math.abs(ours.rate - theirs.rate)).toBeLessThan(1e-9 * (1 + Math.abs(ours.rate)));
      }),
      { numRuns: 100 },
    );
  });

  it('takes several funds together as the union of their flows', () => {
    fc.assert(
      fc.property(
        window,
        fc.array(fund, { minLength: 1, maxLength: 4 }),
        fc.double({ min: -0.5, max: 2, noNaN: true }),
        ({ from, to }, funds, rate) => {
          const together = periodFlows(from, to, funds);
          // The same as one fund holding everything.
          const one = periodFlows(from, to, [
            {
              openingValue: funds.reduce((sum, f) => sum + f.openingValue, 0),
              closingValue: funds.reduce((sum, f) => sum + f.closingValue, 0),
              transactions: funds.flatMap((f) => f.transactions),
            },
          ]);
          expect(together.cashFlows).toEqual(one.cashFlows);
          expect(together.investmentReturn).toBe(
            funds.reduce((sum, f) => sum + periodFlows(from, to, [f]).investmentReturn, 0),
          );
          // Present values add up fund by fund: all of them open on the same day.
          const each = funds.reduce(
            (sum, f) => sum + xnpv(periodFlows(from, to, [f]).cashFlows, rate),
            0,
          );
          const scale = funds.reduce(
            (sum, f) =>
              sum +
              f.openingValue +
              f.closingValue +
              f.transactions.reduce((s, t) => s + Math.abs(t.amount), 0),
            1,
          );
          expect(Math.abs(xnpv(together.cashFlows, rate) - each)).toBeLessThan(1e-9 * scale);
          // And the rate is the rate of the union of their flows built row by row.
          const ours = xirr(together.cashFlows);
          const theirs = xirr(flowsByHand(from, to, funds));
          expect(ours.kind).toBe(theirs.kind);
          if (ours.kind === 'rate' && theirs.kind === 'rate')
            expect(Math.abs(ours.rate - theirs.rate)).toBeLessThan(
              1e-9 * (1 + Math.abs(ours.rate)),
            );
        },
      ),
      { numRuns: 100 },
    );
  });
});
