import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { basisPointsFromPercent, formatPercent } from './money';
import { fundCashFlows, periodReturn, ratePercent, xirr, type CashFlow } from './xirr';

function rateOf(flows: CashFlow[]): number {
  const result = xirr(flows);
  if (result.kind !== 'rate') throw new Error(`Expected a rate, got ${JSON.stringify(result)}`);
  return result.rate;
}

describe('xirr', () => {
  it("matches Excel's documented XIRR example (37.34 %)", () => {
    const rate = rateOf([
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ]);
    // Excel shows 0.373362535 (its own stopping tolerance); the exact root is 0.3733625335…
    expect(rate).toBeCloseTo(0.373362535, 8);
    expect(ratePercent(rate)).toBe(37.34);
    expect(formatPercent(basisPointsFromPercent(ratePercent(rate)))).toBe('37.34%');
  });

  it.each([
    [
      '10 % over 365 days',
      [
        { date: '2021-01-01', amount: -1000 },
        { date: '2022-01-01', amount: 1100 },
      ],
      0.1,
    ],
    [
      'no gain',
      [
        { date: '2021-01-01', amount: -1000 },
        { date: '2021-07-01', amount: 1000 },
      ],
      0,
    ],
    [
      'flows in any order',
      [
        { date: '2022-01-01', amount: 1100 },
        { date: '2021-01-01', amount: -1000 },
      ],
      0.1,
    ],
    [
      'same-day flows combined',
      [
        { date: '2021-01-01', amount: -600 },
        { date: '2021-01-01', amount: -400 },
        { date: '2022-01-01', amount: 1100 },
      ],
      0.1,
    ],
    [
      'zero flows ignored',
      [
        { date: '2021-01-01', amount: -1000 },
        { date: '2021-06-01', amount: 0 },
        { date: '2022-01-01', amount: 1100 },
      ],
      0.1,
    ],
    [
      'a loss of 50 % in a year',
      [
        { date: '2021-01-01', amount: -1000 },
        { date: '2022-01-01', amount: 500 },
      ],
      -0.5,
    ],
    [
      'doubling in a year',
      [
        { date: '2021-01-01', amount: -1000 },
        { date: '2022-01-01', amount: 2000 },
      ],
      1,
    ],
    [
      'a total loss',
      [
        { date: '2021-01-01', amount: -1000 },
        { date: '2021-03-01', amount: 0 },
      ],
      -1,
    ],
    [
      'a total loss with contributions',
      [
        { date: '2021-01-01', amount: -1000 },
        { date: '2021-02-01', amount: -100 },
        { date: '2021-03-01', amount: 0 },
      ],
      -1,
    ],
  ])('%s', (_name, flows, expected) => {
    expect(rateOf(flows)).toBeCloseTo(expected, 10);
  });

  it('converges on a deep loss over a few days', () => {
    // Losing 10 % in 5 days annualises to 0.9^73 − 1.
    expect(
      rateOf([
        { date: '2026-03-01', amount: -1000 },
        { date: '2026-03-06', amount: 900 },
      ]),
    ).toBeCloseTo(0.9 ** 73 - 1, 12);
    // Losing half in 3 days is within 1e-30 of a total loss.
    expect(
      rateOf([
        { date: '2026-03-01', amount: -1000 },
        { date: '2026-03-04', amount: 500 },
      ]),
    ).toBeCloseTo(-1, 12);
  });

  it('converges on a huge gain over a few days', () => {
    const rate = rateOf([
      { date: '2026-03-01', amount: -1000 },
      { date: '2026-03-11', amount: 1100 },
    ]);
    expect(rate).toBeCloseTo(1.1 ** 36.5 - 1, 6);
  });

  it('reports every rate when more than one solves it', () => {
    // −100 + 230/(1+r) − 132/(1+r)² = 0 at r = 10 % and r = 20 %.
    const result = xirr([
      { date: '2021-01-01', amount: -100 },
      { date: '2022-01-01', amount: 230 },
      { date: '2023-01-01', amount: -132 },
    ]);
    expect(result.kind).toBe('ambiguous');
    const rates = result.kind === 'ambiguous' ? result.rates : [];
    expect(rates).toHaveLength(2);
    expect(rates[0]).toBeCloseTo(0.1, 10);
    expect(rates[1]).toBeCloseTo(0.2, 10);
  });

  it.each([
    ['no flows', [], 'too-few-flows'],
    ['one flow', [{ date: '2021-01-01', amount: -1000 }], 'too-few-flows'],
    [
      'all on one day',
      [
        { date: '2021-01-01', amount: -1000 },
        { date: '2021-01-01', amount: 1100 },
      ],
      'too-few-flows',
    ],
    [
      'only money received',
      [
        { date: '2021-01-01', amount: 1000 },
        { date: '2022-01-01', amount: 1100 },
      ],
      'no-sign-change',
    ],
    [
      'only zeros',
      [
        { date: '2021-01-01', amount: 0 },
        { date: '2022-01-01', amount: 0 },
      ],
      'no-sign-change',
    ],
    [
      'an invalid date',
      [
        { date: '2021-02-30', amount: -1 },
        { date: '2022-01-01', amount: 2 },
      ],
      'invalid-flow',
    ],
    [
      'a NaN amount',
      [
        { date: '2021-01-01', amount: Number.NaN },
        { date: '2022-01-01', amount: 2 },
      ],
      'invalid-flow',
    ],
    // Paid in, received, then paid in more than was made: no rate makes the sum zero.
    [
      'no rate solves it',
      [
        { date: '2021-01-01', amount: -100 },
        { date: '2022-01-01', amount: 100 },
        { date: '2023-01-01', amount: -100 },
      ],
      'no-solution',
    ],
  ])('%s is unavailable (%s)', (_name, flows, reason) => {
    expect(xirr(flows)).toEqual({ kind: 'unavailable', reason });
  });

  it('finds the rate that generated the flows', () => {
    const flowSet = fc.record({
      rate: fc.double({ min: -0.95, max: 3, noNaN: true }),
      start: fc.integer({ min: 0, max: 10_000 }).map((days) => addDays('2000-01-01', days)),
      later: fc.array(
        fc.record({
          days: fc.integer({ min: 1, max: 3650 }),
          amount: fc.integer({ min: 1, max: 1_000_000 }),
        }),
        { minLength: 1, maxLength: 12 },
      ),
    });
    fc.assert(
      fc.property(flowSet, ({ rate, start, later }) => {
        const presentValue = later.reduce(
          (sum, flow) => sum + flow.amount * (1 + rate) ** (-flow.days / 365),
          0,
        );
        const flows = [
          { date: start, amount: -presentValue },
          ...later.map((flow) => ({ date: addDays(start, flow.days), amount: flow.amount })),
        ];
        expect(rateOf(flows)).toBeCloseTo(rate, 7);
      }),
    );
  });
});

describe('periodReturn', () => {
  it.each([
    [0.1, 365, 0.1],
    [0.21, 182.5, 0.1],
    [0, 100, 0],
    [-1, 30, -1],
    [1, 0, 0],
  ])('rate %d over %d days is %d', (rate, days, expected) => {
    expect(periodReturn(rate, days)).toBeCloseTo(expected, 12);
  });
});

describe('fundCashFlows', () => {
  it('turns the fund side into the investor side', () => {
    const flows = fundCashFlows({
      startDate: '2025-03-01',
      endDate: '2026-02-28',
      openingValue: 100_000,
      closingValue: 112_000,
      transactions: [
        { date: '2025-06-01', amount: 5000 },
        { date: '2025-09-01', amount: -1000 },
      ],
    });
    expect(flows).toEqual([
      { date: '2025-03-01', amount: -100_000 },
      { date: '2025-06-01', amount: -5000 },
      { date: '2025-09-01', amount: 1000 },
      { date: '2026-02-28', amount: 112_000 },
    ]);
    expect(xirr(flows).kind).toBe('rate');
  });
});
