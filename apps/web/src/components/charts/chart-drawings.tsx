import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart, DonutChart, LineChart } from '@mantine/charts';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useEffect } from 'react';
import { useMoney } from '@/components/ui/money';
import { cartesianAxes } from './chart-axes';
import { CHART_COLOURS } from './chart-colours';
import classes from './chart-drawings.module.css';
import { TOOLTIP_STYLES, useDismissableTooltip } from './chart-tooltip';
import { axisTickText, isMoneyUnit, plottedValueText } from './chart-values';
import type { ChartUnit } from './chart-values';

// The drawings, with the chart library (@mantine/charts on recharts, DESIGN §2): this module is
// loaded on demand by the chart components beside it, so a page without a chart never loads it.
// The drawings sit inside an image with its own text alternative and a table of the figures, so
// recharts' keyboard layer is off (nothing focusable inside an image). While amounts are hidden, a
// money chart draws no figure: no tooltip, no value axis, no labels.

export type DrawingSlice = { name: string; value: number; color: string };
export type DrawingSeries = {
  name: string;
  label: string;
  color: string;
  /** A dashed line (a total drawn over its parts). */
  strokeDasharray?: string;
};
export type DrawingRow = Record<string, string | number | null>;

const REFERENCE_LINE_COLOUR = CHART_COLOURS[6];
/** Below this width (px) a series drawing's tooltip keeps to its top left corner. */
const NARROW_DRAWING_PX = 480;

/** recharts measures axis labels in an off-screen span of its own, which keeps the last one. */
const RECHARTS_MEASUREMENT_SPAN_ID = 'recharts_measurement_span';

function useFigureText(unit: ChartUnit) {
  const money = useMoney();
  const isHidden = money.isHidden && isMoneyUnit(unit);
  useEffect(() => {
    // An axis label measured while amounts were shown would otherwise stay in the page.
    if (isHidden) document.getElementById(RECHARTS_MEASUREMENT_SPAN_ID)?.replaceChildren();
  }, [isHidden]);
  return {
    isHidden,
    valueText: (value: number) => plottedValueText(value, unit, money),
    tickText: (value: number) => axisTickText(value, unit),
  };
}

export function DonutDrawing({
  slices,
  unit,
  size,
}: {
  slices: readonly DrawingSlice[];
  unit: ChartUnit;
  size: number;
}) {
  const figures = useFigureText(unit);
  const tooltip = useDismissableTooltip();
  return (
    <div {...tooltip.containerProps} className={classes.drawing}>
      <DonutChart
        data={[...slices]}
        size={size}
        thickness={Math.round(size / 5)}
        mx="auto"
        withTooltip={!figures.isHidden}
        tooltipDataSource="segment"
        tooltipProps={tooltip.tooltipProps}
        // The drawing's box is sized in rem (it grows with larger text) while the ring is drawn
        // in px: with text at 200 % on a phone the box keeps to its column.
        styles={{ ...TOOLTIP_STYLES, root: { maxWidth: '100%', minWidth: 0 } }}
        valueFormatter={figures.valueText}
        pieChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}

type SeriesDrawingProps = {
  rows: readonly DrawingRow[];
  series: readonly DrawingSeries[];
  unit: ChartUnit;
  height: number;
  type: 'default' | 'stacked';
  withLegend: boolean;
  /** Where the value axis starts at the latest (plotted units); zero by default. */
  valueAxisFrom?: number | undefined;
  /** Labelled horizontal lines at a plotted value. */
  referenceLines?: readonly { value: number; label: string }[];
  /** Each row's ISO date: the categories are then a time axis, labelled by month. */
  dates?: readonly string[] | undefined;
};

/** The drawing's labelled lines, in the slate of the palette, dashed apart from the series. */
function referenceLinesOf(lines: SeriesDrawingProps['referenceLines']) {
  return (lines ?? []).map((line) => ({
    y: line.value,
    label: line.label,
    labelPosition: 'insideTopRight' as const,
    color: REFERENCE_LINE_COLOUR,
    strokeDasharray: '6 4',
    ifOverflow: 'extendDomain' as const,
  }));
}

/**
 * What every series drawing shares: the figures' text, the axes (nice value ticks, a time axis by
 * month), a tooltip that stays inside and can be dismissed, and the element that measures it.
 */
function useSeriesDrawing(props: SeriesDrawingProps) {
  const figures = useFigureText(props.unit);
  const tooltip = useDismissableTooltip();
  const size = useElementSize();
  const ref = useMergedRef(size.ref, tooltip.containerProps.ref);
  const axes = cartesianAxes({
    rows: props.rows,
    seriesNames: props.series.map((entry) => entry.name),
    isStacked: props.type === 'stacked',
    valueAxisFrom: props.valueAxisFrom,
    extraValues: (props.referenceLines ?? []).map((line) => line.value),
    dates: props.dates,
    width: size.width,
    hasValueAxis: !figures.isHidden,
    tickText: figures.tickText,
  });
  // On a narrow drawing the plot beside the value axis is narrower than a tooltip: it then sits
  // in the drawing's top left corner, where the drawing's whole width is free for it.
  const isNarrow = size.width > 0 && size.width < NARROW_DRAWING_PX;
  return {
    container: { ...tooltip.containerProps, ref },
    chartProps: {
      h: props.height,
      data: [...props.rows],
      dataKey: 'label',
      withLegend: props.withLegend,
      withTooltip: !figures.isHidden,
      tooltipProps: isNarrow
        ? { ...tooltip.tooltipProps, position: { x: 0, y: 0 } }
        : tooltip.tooltipProps,
      styles: TOOLTIP_STYLES,
      withYAxis: !figures.isHidden,
      valueFormatter: figures.valueText,
      yAxisProps: axes.yAxisProps,
      xAxisProps: axes.xAxisProps,
      gridAxis: 'y' as const,
      referenceLines: referenceLinesOf(props.referenceLines),
    },
    rechartsProps: { accessibilityLayer: false, margin: axes.margin },
  };
}

export function BarDrawing(props: SeriesDrawingProps) {
  const { container, chartProps, rechartsProps } = useSeriesDrawing(props);
  return (
    <div {...container} className={classes.drawing}>
      <BarChart
        {...chartProps}
        series={[...props.series]}
        type={props.type}
        barChartProps={rechartsProps}
      />
    </div>
  );
}

export function AreaDrawing(props: SeriesDrawingProps) {
  const { container, chartProps, rechartsProps } = useSeriesDrawing(props);
  return (
    <div {...container} className={classes.drawing}>
      <AreaChart
        {...chartProps}
        series={[...props.series]}
        type={props.type}
        curveType="linear"
        withDots={props.rows.length <= 24}
        fillOpacity={0.25}
        areaChartProps={rechartsProps}
      />
    </div>
  );
}

/** Lines, never stacked: each series at its own value (a total is a series of its own). */
export function LineDrawing(props: SeriesDrawingProps) {
  const { container, chartProps, rechartsProps } = useSeriesDrawing({
    ...props,
    type: 'default',
  });
  return (
    <div {...container} className={classes.drawing}>
      <LineChart
        {...chartProps}
        series={[...props.series]}
        curveType="linear"
        withDots={props.rows.length <= 24}
        lineChartProps={rechartsProps}
      />
    </div>
  );
}
