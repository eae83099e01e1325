import type { ReactNode } from 'react';
import { useMoney } from '@/components/ui/money';
import { ChartFigure } from './chart-figure';
import type { ChartTableDisplay } from './chart-figure';
import { chartColour } from './chart-colours';
import { chartValueText, plottedValue } from './chart-values';
import type { ChartUnit } from './chart-values';
import { LazyDonutDrawing } from './lazy-drawings';

// A share of a whole as a donut (an allocation by product, by portfolio, by beneficiary), with
// the figures in a table: name, value and, when given, each slice's share.

export type DonutSlice = {
  label: string;
  value: number;
  /** The slice's share of the whole as a percentage (12.5 = 12.50 %), shown in the table. */
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
   * The drawing's text alternative; by default each slice's name and share (or value). Write its
   * amounts with useMoney() (components/ui/money.tsx) so that the privacy switch hides them too.
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
  const hasShares = slices.some((slice) => slice.share !== undefined);
  const shareText = (share: number | undefined) =>
    share === undefined ? '' : chartValueText(share, 'percent', money);
  const valueText = (value: number) => chartValueText(value, unit, money);
  const summary = slices
    .map(
      (slice) =>
        `${slice.label} ${slice.share === undefined ? valueText(slice.value) : shareText(slice.share)}`,
    )
    .join(', ');

  return (
    <ChartFigure
      title={title}
      description={description ?? `${title}: ${summary}.`}
      height={size}
      tableDisplay={tableDisplay}
      footer={footer}
      table={{
        caption: title,
        columns: hasShares ? [nameHeader, valueHeader, 'Share'] : [nameHeader, valueHeader],
        rows: slices.map((slice, index) => ({
          key: `${index}-${slice.label}`,
          cells: hasShares
            ? [slice.label, valueText(slice.value), shareText(slice.share)]
            : [slice.label, valueText(slice.value)],
        })),
      }}
    >
      <LazyDonutDrawing
        size={size}
        unit={unit}
        slices={slices.map((slice, index) => ({
          name: slice.label,
          value: plottedValue(slice.value, unit),
          color: slice.color ?? chartColour(index),
        }))}
      />
    </ChartFigure>
  );
}
