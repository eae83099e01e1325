import { formatShortMonthYear, parseIsoDate } from '@portal/domain/dates';

// The time axis of a chart over months (a value history, a calculator's projection): which
// points carry a label, and what it says. Each month is labelled once, by its first point, as
// 'Mar 2026'; the first and the last point (the window's ends) are always labelled; and when the
// months do not all fit, every 2nd, 3rd (a quarter), 6th or 12th month from the start is, so that
// labels never run into each other, none is repeated and the gaps between them are even.

export type TimeTick = {
  /** The index of the labelled point. */
  index: number;
  /** The label: month and year ('Mar 2026'). */
  text: string;
};

/** Months between labels, tried in turn until the labels fit. */
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60, 120] as const;

/** The room one label needs on the axis, with a gap: 'May 2026' is about 50 px at the charts' 12 px. */
export const TIME_LABEL_WIDTH_PX = 56;

function monthNumber(date: string): number {
  const { year, month } = parseIsoDate(date);
  return year * 12 + (month - 1);
}

/**
 * The labelled points of a series of ISO dates (oldest first) drawn evenly along an axis
 * `width` px long (the first point at 0, the last at `width`): as many as fit with their labels
 * `labelWidth` px apart or more, and always both ends.
 */
export function timeAxisTicks(
  dates: readonly string[],
  width: number,
  labelWidth: number = TIME_LABEL_WIDTH_PX,
): TimeTick[] {
  const last = dates.length - 1;
  if (last < 0) return [];
  const months = dates.map(monthNumber);
  const startMonth = months[0] ?? 0;
  const endMonth = months[last] ?? startMonth;
  const tick = (index: number): TimeTick => ({
    index,
    text: formatShortMonthYear(dates[index] ?? ''),
  });
  // A window inside one month has one month to name.
  if (last === 0 || startMonth === endMonth) return [tick(0)];

  // A month's first point stands for it; the ends' months are theirs alone.
  const inner: number[] = [];
  months.forEach((month, index) => {
    const isFirstOfMonth = index === 0 || month !== months[index - 1];
    if (index > 0 && index < last && isFirstOfMonth && month !== startMonth && month !== endMonth)
      inner.push(index);
  });

  const pixelsPerPoint = width / last;
  const fits = (indices: readonly number[]) =>
    indices.every(
      (index, k) => k === 0 || (index - (indices[k - 1] ?? 0)) * pixelsPerPoint >= labelWidth,
    );
  for (const step of MONTH_STEPS) {
    // Inner labels every `step` months from the start, none closer than half a step to the end.
    const labelled = inner.filter((index) => {
      const month = months[index] ?? startMonth;
      return (month - startMonth) % step === 0 && (endMonth - month) * 2 >= step;
    });
    // The last label is the window's end: an inner one too close to it gives way.
    const chosen = [0, ...labelled];
    while (chosen.length > 1 && (last - (chosen.at(-1) ?? 0)) * pixelsPerPoint < labelWidth)
      chosen.pop();
    chosen.push(last);
    if (fits(chosen)) return chosen.map(tick);
  }
  return [tick(0), tick(last)];
}
