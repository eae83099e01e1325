import type { ReactNode } from 'react';
import { useMoney } from '@/components/ui/money';
import { valueAxisStart } from './chart-axes';
import type { SeriesDrawingKind } from './chart-axes';
import { ChartFigure } from './chart-figure';
import type { ChartTableDisplay } from './chart-figure';
import { chartColour } from './chart-colours';
import { chartValueText, plottedValue } from './chart-values';
import type { ChartUnit } from './chart-values';
import { LazyAreaDrawing, LazyBarDrawing, LazyLineDrawing } from './lazy-drawings';

// Figures per category for one or more series: bars (BarChartFigure), or values over time as
// areas (AreaChartFigure) or lines (LineChartFigure), each with its table (one row per category,
// one column per series). Rows with a date are drawn on a time axis labelled by month.

export type ChartSeries = {
  /** A key of each row's `values`. */
  key: string;
  /** The series' name in the legend, the tooltip and the table's header. */
  label: string;
  /** A CSS colour or a Mantine theme colour; the accessible palette by default. */
  color?: string;
  /** Drawn dashed (lines): a total over the series it adds up, say. */
  isDashed?: boolean;
};

export type ChartRow = {
  /** The category: a month ('Mar 2025'), a fund, a year. */
  label: string;
  /**
   * The row's ISO date ('2025-03-31'). When every row has one, the categories are a time axis
   * labelled by month (time-ticks.ts); the table and tooltips keep `label`.
   */
  date?: string;
  /** Each series' figure in the chart's unit; null or absent when the series has none here. */
  values: Readonly<Record<string, number | null | undefined>>;
};

export type SeriesChartFigureProps = {
  /** The figure's caption. */
  title: string;
  /**
   * The drawing's text alternative (what the picture shows, e.g. where the values start and end).
   * Write its amounts with useMoney() (components/ui/money.tsx) so that the privacy switch hides
   * them too.
   */
  description: string;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  /** The unit of every figure. */
  unit: ChartUnit;
  /** The table's first column header ('Month'). */
  categoryHeader: string;
  /** 'stacked' piles the series on each other (contributions under growth). */
  type?: 'default' | 'stacked';
  /** Drawing height in px (default 260). */
  height?: number;
  /** A legend under the drawing (default: when there is more than one series). */
  withLegend?: boolean;
  tableDisplay?: ChartTableDisplay;
  /**
   * An extra table column per row (a total of stacked series, say), written with the chart's
   * unit; omitted by default.
   */
  totalColumn?: { header: string; valueOf: (row: ChartRow) => number };
  /**
   * Lines only: where the value axis starts at the latest, in the chart's unit (default: zero, or
   * below the lowest value). The axis begins at a nice tick at or below it. Bars and areas always
   * start from zero (or below the lowest value): their height is the figure.
   */
  valueAxisFrom?: number;
  /** Extra text under the drawing. */
  footer?: ReactNode;
  /**
   * Horizontal lines across the drawing at a figure in the chart's unit, each labelled on the
   * drawing (a value at the start, say). State the figure in the description and beside the chart
   * too: the drawing is an image.
   */
  referenceLines?: readonly ChartReferenceLine[];
};

export type ChartReferenceLine = { value: number; label: string };

/** The series' keys inside the drawing: fixed names, so that no label can clash with 'label'. */
function drawingKey(index: number): string {
  return `series${index}`;
}

function useSeriesFigure(props: SeriesChartFigureProps, kind: SeriesDrawingKind) {
  const money = useMoney();
  const { rows, series, unit, categoryHeader, totalColumn } = props;
  const text = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : chartValueText(value, unit, money);
  const table = {
    caption: props.title,
    columns: [
      categoryHeader,
      ...series.map((entry) => entry.label),
      ...(totalColumn ? [totalColumn.header] : []),
    ],
    rows: rows.map((row, index) => ({
      key: `${index}-${row.label}`,
      cells: [
        row.label,
        ...series.map((entry) => text(row.values[entry.key])),
        ...(totalColumn ? [text(totalColumn.valueOf(row))] : []),
      ],
    })),
  };
  const drawingSeries = series.map((entry, index) => ({
    name: drawingKey(index),
    label: entry.label,
    color: entry.color ?? chartColour(index),
    ...(entry.isDashed ? { strokeDasharray: '6 3' } : {}),
  }));
  const drawingRows = rows.map((row) => {
    const point: Record<string, string | number | null> = { label: row.label };
    series.forEach((entry, index) => {
      const value = row.values[entry.key];
      point[drawingKey(index)] =
        value === null || value === undefined ? null : plottedValue(value, unit);
    });
    return point;
  });
  const from = valueAxisStart(kind, props.valueAxisFrom);
  const valueAxisFrom = from === undefined ? undefined : plottedValue(from, unit);
  const referenceLines = (props.referenceLines ?? []).map((line) => ({
    value: plottedValue(line.value, unit),
    label: line.label,
  }));
  const dates = rows.flatMap((row) => (row.date === undefined ? [] : [row.date]));
  return {
    table,
    drawingSeries,
    drawingRows,
    valueAxisFrom,
    referenceLines,
    dates: dates.length === rows.length ? dates : undefined,
  };
}

/** A series chart's figure around its lazily loaded drawing (bars or areas). */
function SeriesFigure({
  props,
  Drawing,
}: {
  props: SeriesChartFigureProps;
  Drawing: typeof LazyBarDrawing | typeof LazyAreaDrawing | typeof LazyLineDrawing;
}) {
  const { table, drawingSeries, drawingRows, valueAxisFrom, referenceLines, dates } =
    useSeriesFigure(props, Drawing === LazyLineDrawing ? 'lines' : 'filled');
  const height = props.height ?? 260;
  return (
    <ChartFigure
      title={props.title}
      description={props.description}
      table={table}
      tableDisplay={props.tableDisplay}
      height={height}
      footer={props.footer}
    >
      <Drawing
        rows={drawingRows}
        series={drawingSeries}
        unit={props.unit}
        height={height}
        type={props.type ?? 'default'}
        withLegend={props.withLegend ?? props.series.length > 1}
        valueAxisFrom={valueAxisFrom}
        referenceLines={referenceLines}
        dates={dates}
      />
    </ChartFigure>
  );
}

/** Bars per category (one bar per series, or stacked). */
export function BarChartFigure(props: SeriesChartFigureProps) {
  return <SeriesFigure props={props} Drawing={LazyBarDrawing} />;
}

/** Values over time as areas (one per series, or stacked). */
export function AreaChartFigure(props: SeriesChartFigureProps) {
  return <SeriesFigure props={props} Drawing={LazyAreaDrawing} />;
}

/**
 * Values over time as lines, one per series, each at its own value (never stacked): several
 * funds, say, with their total as a series of its own.
 */
export function LineChartFigure(props: Omit<SeriesChartFigureProps, 'type'>) {
  return <SeriesFigure props={props} Drawing={LazyLineDrawing} />;
}
