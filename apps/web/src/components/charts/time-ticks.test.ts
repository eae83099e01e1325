import { historyDates } from '@portal/domain/portfolio';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_LABEL_WIDTH_PX, timeAxisTicks } from './time-ticks';

// The time axis of a value history or a projection: each month named once, the window's ends
// always named, no month twice, and never more labels than fit.

/** A year's value history to 25 Nov 2026: 24 Nov 2025, the month ends, 25 Nov 2026. */
const YEAR = historyDates('2025-11-25', '2026-11-25');

const texts = (dates: readonly string[], width: number) =>
  timeAxisTicks(dates, width).map((tick) => tick.text);

describe('timeAxisTicks', () => {
  it('names every month once where there is room, the window’s ends included', () => {
    expect(YEAR).toHaveLength(14);
    expect(YEAR[0]).toBe('2025-11-24');
    expect(YEAR[1]).toBe('2025-11-30');
    expect(YEAR.at(-2)).toBe('2026-10-31');
    expect(texts(YEAR, 13 * TIME_LABEL_WIDTH_PX)).toEqual([
      'Nov 2025',
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
    const ticks = timeAxisTicks(YEAR, 1_000);
    // November 2025 by the window's first point, not again by its month end.
    expect(ticks[0]?.index).toBe(0);
    expect(ticks[1]?.text).toBe('Dec 2025');
    expect(ticks.at(-1)?.index).toBe(YEAR.length - 1);
  });

  it('names every 2nd, 3rd or 6th month, evenly, where the drawing is narrower', () => {
    expect(texts(YEAR, 500)).toEqual([
      'Nov 2025',
      'Jan 2026',
      'Mar 2026',
      'May 2026',
      'Jul 2026',
      'Sep 2026',
      'Nov 2026',
    ]);
    expect(texts(YEAR, 260)).toEqual(['Nov 2025', 'Feb 2026', 'May 2026', 'Aug 2026', 'Nov 2026']);
    // A phone at 320 px leaves the axis about 156 px.
    expect(texts(YEAR, 156)).toEqual(['Nov 2025', 'May 2026', 'Nov 2026']);
    expect(texts(YEAR, 100)).toEqual(['Nov 2025', 'Nov 2026']);
    expect(texts(YEAR, 20)).toEqual(['Nov 2025', 'Nov 2026']);
  });

  it('names a five-year window by half year, by year or every other year', () => {
    const fiveYears = historyDates('2021-11-25', '2026-11-25');
    expect(texts(fiveYears, 1_000)).toHaveLength(11);
    expect(texts(fiveYears, 400)).toEqual([
      'Nov 2021',
      'Nov 2022',
      'Nov 2023',
      'Nov 2024',
      'Nov 2025',
      'Nov 2026',
    ]);
    // Nov 2025 would crowd the end's label: it gives way.
    expect(texts(fiveYears, 160)).toEqual(['Nov 2021', 'Nov 2023', 'Nov 2026']);
  });

  it('handles no point, one point and one month', () => {
    expect(timeAxisTicks([], 500)).toEqual([]);
    expect(timeAxisTicks(['2026-03-31'], 500)).toEqual([{ index: 0, text: 'Mar 2026' }]);
    expect(timeAxisTicks(['2026-03-01', '2026-03-31'], 500)).toEqual([
      { index: 0, text: 'Mar 2026' },
    ]);
  });

  it('always names both ends, never a month twice, in order, and never too close', () => {
    const day = fc.integer({ min: 0, max: 40 * 365 });
    const iso = (days: number) =>
      new Date(Date.UTC(2000, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 0, max: 2000 }),
        (start, span, width) => {
          const dates = historyDates(iso(start + 1), iso(start + span));
          const ticks = timeAxisTicks(dates, width);
          const labels = ticks.map((tick) => tick.text);
          const indices = ticks.map((tick) => tick.index);
          const isOneMonth = dates[0]?.slice(0, 7) === dates.at(-1)?.slice(0, 7);
          expect(indices[0]).toBe(0);
          if (!isOneMonth) expect(indices.at(-1)).toBe(dates.length - 1);
          expect(new Set(labels).size).toBe(labels.length);
          expect(indices).toEqual([...indices].sort((a, b) => a - b));
          // Labels beyond the two ends only where they stand clear of each other.
          const gap = width / Math.max(1, dates.length - 1);
          if (ticks.length > 2)
            indices.forEach((index, k) => {
              if (k > 0) expect((index - (indices[k - 1] ?? 0)) * gap).toBeGreaterThanOrEqual(56);
            });
          // Where every month fits, every month is there.
          const months = new Set(dates.map((date) => date.slice(0, 7)));
          if (gap >= 56 * 2) expect(ticks).toHaveLength(isOneMonth ? 1 : months.size);
        },
      ),
    );
  });
});
