import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { useEffect } from 'react';
import { useMoney } from '@/components/ui/money';
import { axisTickText, isMoneyUnit, plottedValueText } from './chart-values';
import type { ChartUnit } from './chart-values';

// The drawings, with the chart library (@mantine/charts on recharts, DESIGN §2): this module is
// loaded on demand by the chart components beside it, so a page without a chart never loads it.
// The drawings sit inside an image with its own text alternative and a table of the figures, so
// recharts' keyboard layer is off (nothing focusable inside an image). While amounts are hidden, a
// money chart draws no figure: no tooltip, no value axis, no labels.

export type DrawingSlice = { name: string; value: number; color: string };
export type DrawingSeries = { name: string; label: string; color: string };
export type DrawingRow = Record<string, string | number | null>;

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

function valueAxis(from: number | undefined, tickFormatter: (value: number) => string) {
  return {
    tickFormatter,
    width: 64,
    ...(from === undefined ? {} : { domain: [from, 'auto'] as [number, 'auto'] }),
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
  return (
    <DonutChart
      data={[...slices]}
      size={size}
      thickness={Math.round(size / 5)}
      mx="auto"
      withTooltip={!figures.isHidden}
      tooltipDataSource="segment"
      valueFormatter={figures.valueText}
      pieChartProps={{ accessibilityLayer: false }}
    />
  );
}

type SeriesDrawingProps = {
  rows: readonly DrawingRow[];
  series: readonly DrawingSeries[];
  unit: ChartUnit;
  height: number;
  type: 'default' | 'stacked';
  withLegend: boolean;
  /** Where the value axis starts (plotted units); recharts picks it when absent. */
  valueAxisFrom?: number | undefined;
};

export function BarDrawing(props: SeriesDrawingProps) {
  const { rows, series, unit, height, type, withLegend } = props;
  const figures = useFigureText(unit);
  return (
    <BarChart
      h={height}
      data={[...rows]}
      dataKey="label"
      series={[...series]}
      type={type}
      withLegend={withLegend}
      withTooltip={!figures.isHidden}
      withYAxis={!figures.isHidden}
      valueFormatter={figures.valueText}
      yAxisProps={valueAxis(props.valueAxisFrom, figures.tickText)}
      gridAxis="y"
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}

export function AreaDrawing(props: SeriesDrawingProps) {
  const { rows, series, unit, height, type, withLegend } = props;
  const figures = useFigureText(unit);
  return (
    <AreaChart
      h={height}
      data={[...rows]}
      dataKey="label"
      series={[...series]}
      type={type}
      curveType="linear"
      withLegend={withLegend}
      withDots={rows.length <= 24}
      withTooltip={!figures.isHidden}
      withYAxis={!figures.isHidden}
      valueFormatter={figures.valueText}
      yAxisProps={valueAxis(props.valueAxisFrom, figures.tickText)}
      gridAxis="y"
      fillOpacity={0.25}
      areaChartProps={{ accessibilityLayer: false }}
    />
  );
}
