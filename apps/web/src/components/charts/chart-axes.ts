import { timeAxisTicks } from './time-ticks';
import { niceValueTicks, plottedRange } from './value-ticks';

// The axes of every chart over categories or time (areas, lines, bars), as recharts props: the
// value axis with the shared nice ticks (value-ticks.ts), and a time axis labelled month by month,
// or every few months where the drawing is narrow (time-ticks.ts). Pure, so that it is tested
// without drawing.

/** The value axis' width in px: room for 'R 1.25m'. */
export const VALUE_AXIS_WIDTH = 64;
/** Room beside the plot for half of an end label of the time axis, which is centred on its point. */
const TIME_LABEL_OVERHANG = 28;
const EDGE = 4;

export type AxesInput = {
  /** The drawing's rows: the category under `label`, each series' plotted value under its name. */
  rows: readonly Readonly<Record<string, string | number | null>>[];
  /** The series' names (keys of each row). */
  seriesNames: readonly string[];
  isStacked: boolean;
  /** Where the value axis starts at the latest (plotted units); zero by default. */
  valueAxisFrom?: number | undefined;
  /** Values the axis must reach as well (reference lines). */
  extraValues?: readonly number[];
  /** Each row's ISO date, for a time axis; the categories are labelled as they are otherwise. */
  dates?: readonly string[] | undefined;
  /** The drawing's width in px (0 before it is measured). */
  width: number;
  hasValueAxis: boolean;
  tickText: (value: number) => string;
};

/** Lines, or bars and areas (filled: their height or area is the figure). */
export type SeriesDrawingKind = 'lines' | 'filled';

/**
 * Where a drawing's value axis may start at the latest: a line chart where it is asked (a line's
 * slope is read, not its height); bars and areas never above zero, whatever is asked, since a bar
 * cut off at R 135 000 draws R 150 000 as if it were ten times R 136 500.
 */
export function valueAxisStart(kind: SeriesDrawingKind, asked: number | undefined) {
  return kind === 'lines' ? asked : undefined;
}

/** recharts XAxis props for a time axis; none for other categories (recharts labels them). */
export type TimeAxisProps = {
  ticks?: string[];
  interval?: 0;
  tickFormatter?: (category: unknown) => string;
};

export function cartesianAxes(input: AxesInput) {
  const { rows, dates, hasValueAxis } = input;
  const { low, high } = plottedRange(rows, input.seriesNames, {
    isStacked: input.isStacked,
    from: input.valueAxisFrom,
    extra: input.extraValues,
  });
  const values = niceValueTicks(low, high);
  const yAxisProps = {
    width: VALUE_AXIS_WIDTH,
    ticks: values.ticks,
    domain: values.domain,
    interval: 0 as const,
    tickFormatter: input.tickText,
  };

  const isTimeAxis = dates !== undefined && dates.length === rows.length && rows.length > 0;
  const margin = {
    top: 8,
    right: isTimeAxis ? TIME_LABEL_OVERHANG : EDGE,
    bottom: EDGE,
    left: isTimeAxis && !hasValueAxis ? TIME_LABEL_OVERHANG : EDGE,
  };
  if (!isTimeAxis) return { yAxisProps, xAxisProps: {} as TimeAxisProps, margin };

  // Before the drawing is measured, label as for a phone's width; it is drawn again once known.
  const plotWidth =
    (input.width > 0 ? input.width : 288) -
    margin.left -
    margin.right -
    (hasValueAxis ? VALUE_AXIS_WIDTH : 0);
  const ticks = timeAxisTicks(dates, plotWidth);
  const textByCategory = new Map(
    ticks.map((tick) => [String(rows[tick.index]?.label ?? ''), tick.text]),
  );
  const xAxisProps: TimeAxisProps = {
    ticks: [...textByCategory.keys()],
    interval: 0,
    tickFormatter: (category) => textByCategory.get(String(category)) ?? '',
  };
  return { yAxisProps, xAxisProps, margin };
}
