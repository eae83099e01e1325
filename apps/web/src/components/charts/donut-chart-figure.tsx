import { formatPercent } from '@portal/domain/money';
import type { ReactNode } from 'react';
import { useMoney } from '@/components/ui/money';
import { ChartFigure } from './chart-figure';
import type { ChartTableDisplay } from './chart-figure';
import { chartColour } from './chart-colours';
import { chartValueText, plottedValue } from './chart-values';
import type { ChartUnit } from './chart-values';
import { DonutLegend, sliceShares } from './donut-legend';
import { LazyDonutDrawing } from './lazy-drawings';

// A share of a whole as a donut (an allocation by product, by portfolio, by beneficiary), with a
// legend naming each slice with its share, and the figures in a table: name, value and (for
// amounts) each slice's share.

export type DonutSlice = {
  label: string;
  value: number;
  /**
   * The slice's share of the whole as a percentage (12.5 = 12.50 %), shown in the legend and the
   * table; worked out from the values when absent or when the shares do not add up to 100 %.
   */
  share?: number;
  /** A CSS colour or a Mantine theme colour ('navy.8'); the accessible palette by default. */
  color?: string;
};

export type DonutChartFigureProps = {
  /** The figure's caption ('Allocation by product'). */
  title: string;
  slices: readonly DonutSlice[];
  /** The unit of `value`. */
  unit: ChartUnit;
  /** The table's first column header (default 'Name'). */
  nameHeader?: string;
  /** The value column's header (default 'Value'). */
  valueHeader?: string;
  /**
   * The drawing's text alternative; by default each slice's name and share, as the legend shows.
   * Write any amounts with useMoney() (components/ui/money.tsx) so that the privacy switch hides
   * them too.
   */
  description?: string;
  /** Diameter of the donut in px (default 160). */
  size?: number;
  tableDisplay?: ChartTableDisplay;
  /** Extra text under the drawing. */
  footer?: ReactNode;
};

export function DonutChartFigure({
  title,
  slices,
  unit,
  nameHeader = 'Name',
  valueHeader = 'Value',
  description,
  size = 160,
  tableDisplay,
  footer,
}: DonutChartFigureProps) {
  const money = useMoney();
  const shares = sliceShares(slices, unit).map((share) => formatPercent(share));
  // A chart of percentages shows them as its values; a chart of amounts adds each one's share.
  const hasShareColumn = unit !== 'percent';
  const valueText = (value: number) => chartValueText(value, unit, money);
  const coloured = slices.map((slice, index) => ({
    ...slice,
    key: `${index}-${slice.label}`,
    color: slice.color ?? chartColour(index),
    share: shares[index] ?? '',
  }));
  const summary = coloured.map((slice) => `${slice.label} ${slice.share}`).join(', ');

  return (
    <ChartFigure
      title={title}
      description={description ?? `${title}: ${summary}.`}
      height={size}
      tableDisplay={tableDisplay}
      legend={<DonutLegend items={coloured} />}
      footer={footer}
      table={{
        caption: title,
        columns: hasShareColumn ? [nameHeader, valueHeader, 'Share'] : [nameHeader, valueHeader],
        rows: coloured.map((slice) => ({
          key: slice.key,
          cells: hasShareColumn
            ? [slice.label, valueText(slice.value), slice.share]
            : [slice.label, valueText(slice.value)],
        })),
      }}
    >
      <LazyDonutDrawing
        size={size}
        unit={unit}
        slices={coloured.map((slice) => ({
          name: slice.label,
          value: plottedValue(slice.value, unit),
          color: slice.color,
        }))}
      />
    </ChartFigure>
  );
}
