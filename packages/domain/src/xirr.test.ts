import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { basisPointsFromPercent, formatPercent } from './money';
import { periodReturn, ratePercent, xirr, xnpv, type CashFlow } from './xirr';

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
  });

  it('reports no rate where the root is too close to −1 for a double', () => {
    // Losing half in 3 days annualises to 0.5^(365/3) − 1 ≈ −1 + 3e-37, which is −1 as a double,
    // and at −1 the flows' XNPV has no finite value.
    const flows = [
      { date: '2026-03-01', amount: -1000 },
      { date: '2026-03-04', amount: 500 },
    ];
    expect(xnpv(flows, -1)).toBeNaN();
    expect(xirr(flows)).toEqual({ kind: 'unavailable', reason: 'no-solution' });
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
      'only money paid in',
      [
        { date: '2021-01-01', amount: -1000 },
        { date: '2021-02-01', amount: -100 },
      ],
      'no-sign-change',
    ],
    // Money paid in and nothing back was once a rate of −100 %, which is no root of the flows.
    [
      'a total loss',
      [
        { date: '2021-01-01', amount: -1000 },
        { date: '2021-03-01', amount: 0 },
      ],
      'no-sign-change',
    ],
    [
      'a total loss with contributions',
      [
        { date: '2021-01-01', amount: -1000 },
        { date: '2021-02-01', amount: -100 },
        { date: '2021-03-01', amount: 0 },
      ],
      'no-sign-change',
    ],
    [
      'money paid in and taken back the same day, then only paid in',
      [
        { date: '2021-01-01', amount: -1000 },
        { date: '2021-01-01', amount: 1000 },
        { date: '2021-02-01', amount: -100 },
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

  it('reports only rates at which the flows’ XNPV vanishes', () => {
    fc.assert(
      fc.property(randomFlows(fc.integer({ min: -100_000_000, max: 100_000_000 })), (flows) => {
        const tolerance = 1e-6 * flows.reduce((sum, flow) => sum + Math.abs(flow.amount), 0);
        for (const rate of reportedRates(xirr(flows))) {
          expect(Math.abs(xnpv(flows, rate))).toBeLessThanOrEqual(tolerance);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives no rate to flows that never change sign', () => {
    const oneSide = fc.oneof(
      randomFlows(fc.integer({ min: 0, max: 100_000_000 })),
      randomFlows(fc.integer({ min: -100_000_000, max: 0 })),
    );
    fc.assert(
      fc.property(oneSide, (flows) => {
        const result = xirr(flows);
        expect(result.kind).toBe('unavailable');
        expect(['no-sign-change', 'too-few-flows']).toContain(
          result.kind === 'unavailable' ? result.reason : result.kind,
        );
      }),
      { numRuns: 200 },
    );
  });

  // Rates a fund can earn: near −100 % over years, (1 + r)^(−years) grows past what a double
  // resolves, and no rate there meets the XNPV test (such flows are 'no-solution').
  it('finds the known rate of outflows closed by one inflow', () => {
    const flowSet = fc.record({
      rate: fc.double({ min: -0.6, max: 2, minExcluded: true, maxExcluded: true, noNaN: true }),
      start: fc.integer({ min: 0, max: 10_000 }).map((days) => addDays('2000-01-01', days)),
      outflows: fc.array(
        fc.record({
          days: fc.integer({ min: 0, max: 3649 }),
          cents: fc.integer({ min: 1, max: 100_000_000 }),
        }),
        { minLength: 1, maxLength: 11 },
      ),
      gap: fc.integer({ min: 1, max: 365 }),
    });
    fc.assert(
      fc.property(flowSet, ({ rate, start, outflows, gap }) => {
        const lastDay = Math.max(...outflows.map((flow) => flow.days)) + gap;
        // The inflow that makes the XNPV zero at `rate`: every outflow grown to the last day.
        const inflow = outflows.reduce(
          (sum, flow) => sum + (flow.cents / 100) * (1 + rate) ** ((lastDay - flow.days) / 365),
          0,
        );
        const flows = [
          ...outflows.map((flow) => ({
            date: addDays(start, flow.days),
            amount: -flow.cents / 100,
          })),
          { date: addDays(start, lastDay), amount: inflow },
        ];
        expect(Math.abs(rateOf(flows) - rate)).toBeLessThanOrEqual(1e-6);
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * 2 to 12 flows within about ten years of a random start, each a whole number of cents drawn by
 * `cents` and given in rand.
 */
function randomFlows(cents: fc.Arbitrary<number>): fc.Arbitrary<CashFlow[]> {
  return fc
    .tuple(
      fc.integer({ min: 0, max: 10_000 }).map((days) => addDays('2000-01-01', days)),
      fc.array(fc.record({ days: fc.integer({ min: 0, max: 3650 }), cents }), {
        minLength: 2,
        maxLength: 12,
      }),
    )
    .map(([start, flows]) =>
      flows.map((flow) => ({ date: addDays(start, flow.days), amount: flow.cents / 100 })),
    );
}

function reportedRates(result: ReturnType<typeof xirr>): number[] {
  if (result.kind === 'rate') return [result.rate];
  if (result.kind === 'ambiguous') return result.rates;
  return [];
}

describe('xnpv', () => {
  it('is zero at the rate that solves the flows and follows (1 + r)^(−days / 365)', () => {
    const flows = [
      { date: '2021-01-01', amount: -1000 },
      { date: '2022-01-01', amount: 1100 },
    ];
    expect(xnpv(flows, 0.1)).toBeCloseTo(0, 9);
    expect(xnpv(flows, 0)).toBeCloseTo(100, 9);
    // Counted from the earliest date, whatever the order.
    expect(xnpv([...flows].reverse(), 1)).toBeCloseTo(-450, 9);
  });

  it('has no value at or below −1, or for an invalid flow', () => {
    const flows = [
      { date: '2021-01-01', amount: -1000 },
      { date: '2022-01-01', amount: 1100 },
    ];
    expect(xnpv(flows, -1)).toBeNaN();
    expect(xnpv(flows, -2)).toBeNaN();
    expect(xnpv([{ date: '2021-02-30', amount: 1 }], 0.1)).toBeNaN();
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
