import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axisTickText } from './chart-values';
import { MAX_VALUE_TICKS, MIN_VALUE_TICKS, niceValueTicks, plottedRange } from './value-ticks';

// Every chart's value axis: 4 to 7 evenly spaced ticks, a step of 1, 2, 2.5 or 5 × 10^n, from
// zero (or a nice tick under the lowest value) to a tick at or above the highest.

/** Whether `step` is 1, 2, 2.5 or 5 × 10^n. */
function isNiceStep(step: number): boolean {
  const exponent = Math.floor(Math.log10(step));
  const mantissa = Number((step / 10 ** exponent).toPrecision(12));
  return [1, 2, 2.5, 5, 10].includes(mantissa);
}

describe('niceValueTicks', () => {
  it.each([
    // A value chart of about R 1.65m: not R 550k, R 1.1m, R 1.7m.
    [0, 1_650_000, [0, 500_000, 1_000_000, 1_500_000, 2_000_000]],
    [0, 1_234_567.89, [0, 250_000, 500_000, 750_000, 1_000_000, 1_250_000]],
    // A calculator's amount from R 121 500 to R 158 000: every step of R 10k, none skipped.
    [121_500, 158_000, [120_000, 130_000, 140_000, 150_000, 160_000]],
    [0, 100, [0, 20, 40, 60, 80, 100]],
    [0, 12.5, [0, 2.5, 5, 7.5, 10, 12.5]],
    [-40_000, 84_567.89, [-50_000, -25_000, 0, 25_000, 50_000, 75_000, 100_000]],
    [0, 0, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [0.1, 0.3, [0.1, 0.15, 0.2, 0.25, 0.3]],
  ])('covers %d to %d with %j', (low, high, ticks) => {
    expect(niceValueTicks(low, high).ticks).toEqual(ticks);
  });

  it('reads as R 0, R 500k, R 1m, R 1.5m, R 2m', () => {
    const { ticks } = niceValueTicks(0, 1_650_000);
    expect(ticks.map((tick) => axisTickText(tick, 'rand'))).toEqual([
      'R\u00a00',
      'R\u00a0500k',
      'R\u00a01m',
      'R\u00a01.5m',
      'R\u00a02m',
    ]);
  });

  it('always gives 4 to 7 evenly spaced nice ticks from zero or the lowest value to the highest', () => {
    // Amounts to the cent up to R 1bn, and percentages to 2 decimals.
    const figure = fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }).map((n) => n / 100);
    fc.assert(
      fc.property(figure, figure, fc.boolean(), (a, b, isFromZero) => {
        const low = isFromZero ? Math.min(0, a, b) : Math.min(a, b);
        const high = Math.max(a, b);
        const { ticks, step, domain } = niceValueTicks(low, high);
        expect(ticks.length).toBeGreaterThanOrEqual(MIN_VALUE_TICKS);
        expect(ticks.length).toBeLessThanOrEqual(MAX_VALUE_TICKS);
        expect(isNiceStep(step)).toBe(true);
        const first = ticks[0] ?? Number.NaN;
        const last = ticks.at(-1) ?? Number.NaN;
        expect(domain).toEqual([first, last]);
        expect(first).toBeLessThanOrEqual(low);
        expect(last).toBeGreaterThanOrEqual(high);
        if (low <= 0 && high >= 0) expect(ticks).toContain(0);
        ticks.forEach((tick, index) => {
          // Each tick a whole number of steps, one step after the one before.
          const steps = tick / step;
          expect(Math.abs(steps - Math.round(steps))).toBeLessThanOrEqual(
            1e-9 * Math.max(1, Math.abs(steps)),
          );
          if (index > 0) {
            const gap = tick - (ticks[index - 1] ?? 0);
            expect(Math.abs(gap - step)).toBeLessThanOrEqual(1e-9 * Math.max(step, Math.abs(tick)));
          }
        });
      }),
    );
  });
});

describe('plottedRange', () => {
  const rows = [
    { label: 'Jan', a: 100, b: 50 },
    { label: 'Feb', a: 120, b: -30 },
    { label: 'Mar', a: null, b: 80 },
  ];

  it('spans every value from zero', () => {
    expect(plottedRange(rows, ['a', 'b'])).toEqual({ low: -30, high: 120 });
  });

  it('spans the sums of stacked series, and the extra values', () => {
    expect(plottedRange(rows, ['a', 'b'], { isStacked: true, extra: [200] })).toEqual({
      low: -30,
      high: 200,
    });
    expect(plottedRange(rows, ['a', 'b'], { isStacked: true })).toEqual({ low: -30, high: 150 });
  });

  it('starts where asked, or lower when a value is lower', () => {
    expect(plottedRange(rows, ['a'], { from: 90 })).toEqual({ low: 90, high: 120 });
    expect(plottedRange(rows, ['a'], { from: 110 })).toEqual({ low: 100, high: 120 });
  });
});

describe('axisTickText', () => {
  it.each([
    [0, 'rand', 'R\u00a00'],
    [250_000, 'rand', 'R\u00a0250k'],
    [1_250_000, 'rand', 'R\u00a01.25m'],
    [1_500_000, 'cents', 'R\u00a01.5m'],
    [2_500_000_000, 'rand', 'R\u00a02.5bn'],
    [-800, 'rand', '\u2212R\u00a0800'],
    [-50_000, 'rand', '\u2212R\u00a050k'],
    [12.5, 'percent', '12.5%'],
    [-2.5, 'percent', '\u22122.5%'],
  ] as const)('writes %d (%s) as %s', (value, unit, text) => {
    expect(axisTickText(value, unit)).toBe(text);
  });
});
