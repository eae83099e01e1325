// The value axis of every chart (money over time, a calculator's projection, a percentage): ticks
// a reader can take in at a glance. The step is 1, 2, 2.5 or 5 × 10^n (R 250k, R 500k, R 1m ...),
// the ticks are evenly spaced from a multiple of the step at or below the lowest value (zero when
// nothing is below it) to one at or above the highest, and there are 4 to 7 of them.

export type ValueTicks = {
  /** The ticks, lowest first, evenly spaced. */
  ticks: number[];
  /** The distance between two ticks. */
  step: number;
  /** The axis runs from the first tick to the last. */
  domain: [number, number];
};

export const MIN_VALUE_TICKS = 4;
export const MAX_VALUE_TICKS = 7;

/** The mantissas of a nice step, smallest first. */
const NICE_MANTISSAS = [1, 2, 2.5, 5] as const;

/** `mantissa × 10^exponent` written exactly ('2.5e5'), so that no tick drifts (0.1 + 0.2). */
function scaled(multiple: number, mantissa: number, exponent: number): number {
  const value = Number(`${multiple * mantissa}e${exponent}`);
  return value === 0 ? 0 : value;
}

/**
 * Nice ticks that cover `low` to `high` (plotted units: rand or percent). `low` is where the axis
 * should start at the latest: pass 0 for an axis from zero. Values that are not finite count as 0.
 */
export function niceValueTicks(low: number, high: number): ValueTicks {
  let from = Number.isFinite(low) ? Math.min(low, high) : 0;
  let to = Number.isFinite(high) ? Math.max(low, high) : 0;
  if (!Number.isFinite(from)) from = to;
  if (to === from) to = from === 0 ? 1 : from + Math.abs(from);

  // The smallest nice step that needs at most MAX_VALUE_TICKS ticks.
  let exponent = Math.floor(Math.log10((to - from) / MAX_VALUE_TICKS)) - 1;
  for (;;) {
    for (const mantissa of NICE_MANTISSAS) {
      const step = scaled(1, mantissa, exponent);
      const first = Math.floor(from / step);
      const last = Math.ceil(to / step);
      if (last - first + 1 > MAX_VALUE_TICKS) continue;
      // Few ticks only when the values span little of the step: add one below zero never, so
      // extend upwards (an axis from zero stays from zero).
      const top = Math.max(last, first + MIN_VALUE_TICKS - 1);
      const ticks: number[] = [];
      for (let multiple = first; multiple <= top; multiple += 1)
        ticks.push(scaled(multiple, mantissa, exponent));
      return { ticks, step, domain: [ticks[0] ?? 0, ticks.at(-1) ?? 0] };
    }
    exponent += 1;
  }
}

/**
 * The lowest and highest value a chart draws, for {@link niceValueTicks}: every series' values,
 * or their sums when stacked (positive and negative parts apart, as they stack), and any extra
 * values (reference lines). The axis starts at `from` when given, else at zero or below the
 * lowest value.
 */
export function plottedRange(
  rows: readonly Readonly<Record<string, unknown>>[],
  keys: readonly string[],
  options: { isStacked?: boolean; from?: number | undefined; extra?: readonly number[] } = {},
): { low: number; high: number } {
  const values: number[] = [...(options.extra ?? [])];
  for (const row of rows) {
    const numbers = keys.flatMap((key) => {
      const value = row[key];
      return typeof value === 'number' && Number.isFinite(value) ? [value] : [];
    });
    if (options.isStacked) {
      values.push(numbers.filter((v) => v > 0).reduce((sum, v) => sum + v, 0));
      values.push(numbers.filter((v) => v < 0).reduce((sum, v) => sum + v, 0));
    } else values.push(...numbers);
  }
  const high = values.length === 0 ? 0 : Math.max(...values);
  const lowest = values.length === 0 ? 0 : Math.min(...values);
  const low = options.from === undefined ? Math.min(0, lowest) : Math.min(options.from, lowest);
  return { low, high };
}
