import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import {
  isInPeriod,
  periodFlows,
  periodOf,
  TRANSACTION_TYPES,
  type DatedAmount,
  type FundInPeriod,
} from './period';
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
          // The day of the opening: already in its value.
          { date: '2025-02-28', amount: 7_000, type: 'contribution' },
          { date: '2025-03-01', amount: 5_000, type: 'contribution' },
          { date: '2025-09-01', amount: -1_000, type: 'withdrawal' },
          { date: '2025-09-01', amount: 400, type: 'transfer_in' },
          { date: '2025-10-01', amount: -3_000, type: 'switch_out' },
          { date: '2025-10-01', amount: 3_000, type: 'switch_in' },
          { date: '2025-11-01', amount: -250, type: 'fee' },
          { date: '2026-02-28', amount: 2_000, type: 'contribution' },
          { date: '2026-03-01', amount: 9_000, type: 'contribution' }, // after the closing
        ],
      },
    ]);
    // Only money put in and paid out are the member's flows: the fee and the switch are not.
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
      charges: 250,
      switchesIn: 3_000,
      switchesOut: 3_000,
      // After the charge: the fee is inside the return.
      investmentReturn: 112_000 - 100_000 - 7_400 + 1_000,
      growthBeforeCharges: 112_000 - 100_000 - 7_400 + 1_000 + 250,
    });
    expect(period.transactions.map((t) => t.date)).toEqual([
      '2025-03-01',
      '2025-09-01',
      '2025-09-01',
      '2025-10-01',
      '2025-10-01',
      '2025-11-01',
      '2026-02-28',
    ]);
    expect(xirr(period.cashFlows).kind).toBe('rate');
  });

  it('adds several funds together: their values, and their transactions day by day', () => {
    const period = periodFlows<DatedAmount>('2026-01-01', '2026-12-31', [
      {
        openingValue: 60_000,
        closingValue: 70_000,
        transactions: [{ date: '2026-03-01', amount: 10_000, type: 'contribution' }],
      },
      {
        openingValue: 40_000,
        closingValue: 60_000,
        transactions: [
          { date: '2026-01-01', amount: 5_000, type: 'transfer_in' },
          { date: '2026-03-01', amount: -2_000, type: 'withdrawal' },
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
      {
        openingValue: 0,
        closingValue: 0,
        transactions: [{ date: '2026-01-05', amount: 0, type: 'contribution' }],
      },
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
  .record({
    day: fc.integer({ min: 0, max: 800 }),
    amount: cents,
    type: fc.constantFrom(...TRANSACTION_TYPES),
  })
  .map(({ day, amount, type }) => ({ date: dayOf(day), amount, type }));
/** The member's own flows, named here without the domain: money put in and money paid out. */
const isFlow = (t: DatedAmount) => ['contribution', 'transfer_in', 'withdrawal'].includes(t.type);
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
  const rows = funds
    .flatMap((f) => f.transactions)
    .filter((t) => t.date >= from && t.date <= to && isFlow(t));
  return [
    { date: addDays(from, -1), amount: -opening },
    ...rows.map((t) => ({ date: t.date, amount: -t.amount })),
    { date: to, amount: closing },
  ];
}

describe("the member's return is after charges (DESIGN §1e)", () => {
  it('a fund whose only movements are charges shows a negative return', () => {
    fc.assert(
      fc.property(
        window,
        fc.integer({ min: 100_000, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 12 }),
        ({ from, to }, opening, fees) => {
          const charged = fees.reduce((sum, fee) => sum + fee, 0);
          // A month or more, and charges of at most half the value, so the annual rate is within
          // what a double holds (nine tenths of the value gone in a month is −100 % a year).
          fc.pre(charged * 2 <= opening && daysBetween(from, to) >= 30);
          // Prices did not move: the value fell by the charges alone.
          const period = periodFlows(from, to, [
            {
              openingValue: opening,
              closingValue: opening - charged,
              transactions: fees.map((fee, i) => ({
                date: addDays(from, Math.min(i, daysBetween(from, to))),
                amount: -fee,
                type: 'fee' as const,
              })),
            },
          ]);
          expect(period.investmentReturn).toBe(-charged);
          expect(period.growthBeforeCharges).toBe(0);
          const rate = xirr(period.cashFlows);
          expect(rate.kind).toBe('rate');
          if (rate.kind === 'rate') expect(rate.rate).toBeLessThan(0);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a switch changes neither the flows nor the return', () => {
    fc.assert(
      fc.property(
        window,
        fund,
        fc.integer({ min: 1, max: 1_000_000 }),
        ({ from, to }, f, moved) => {
          const with_ = periodFlows(from, to, [
            {
              ...f,
              transactions: [
                ...f.transactions,
                { date: from, amount: -moved, type: 'switch_out' as const },
                { date: from, amount: moved, type: 'switch_in' as const },
              ],
            },
          ]);
          const without = periodFlows(from, to, [f]);
          expect(with_.cashFlows).toEqual(without.cashFlows);
          expect(with_.investmentReturn).toBe(without.investmentReturn);
          expect(with_.moneyIn).toBe(without.moneyIn);
          expect(with_.moneyOut).toBe(without.moneyOut);
        },
      ),
      { numRuns: 100 },
    );
  });
});

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
        const sumOf = (rows: readonly DatedAmount[]) => rows.reduce((sum, t) => sum + t.amount, 0);
        const net = sumOf(inside.filter(isFlow));
        expect(middle.reduce((sum, flow) => sum - flow.amount, 0)).toBe(net);
        expect(period.moneyIn - period.moneyOut).toBe(net);
        expect(period.charges).toBe(0 - sumOf(inside.filter((t) => t.type === 'fee')));
        expect(period.switchesIn - period.switchesOut).toBe(
          sumOf(inside.filter((t) => t.type === 'switch_in' || t.type === 'switch_out')),
        );
        // Every row is money in, money out, a charge or a switch, and the return is what is left.
        expect(
          period.openingValue +
            period.moneyIn -
            period.moneyOut +
            period.switchesIn -
            period.switchesOut +
            period.investmentReturn,
        ).toBe(period.closingValue);
        expect(period.growthBeforeCharges - period.charges).toBe(period.investmentReturn);
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
