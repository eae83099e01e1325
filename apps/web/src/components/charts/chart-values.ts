import { basisPointsFromPercent, formatPercent } from '@portal/domain/money';
import type { MoneyFormat } from '@/components/ui/money';

// The units a chart's figures come in, and how each is written in the chart's table, its
// accessible name and its tooltips. Money follows the privacy switch (components/ui/money.tsx):
// while amounts are hidden, a money chart shows no figure at all.

/**
 * 'rand': wire rand amounts (JSON numbers with 2 decimals); 'cents': integer cents; 'percent': a
 * percentage such as 12.5 for 12.50 %.
 */
export type ChartUnit = 'rand' | 'cents' | 'percent';

export function isMoneyUnit(unit: ChartUnit): boolean {
  return unit !== 'percent';
}

/** A chart figure in rand (what the drawing plots for money) or percent. */
export function plottedValue(value: number, unit: ChartUnit): number {
  return unit === 'cents' ? value / 100 : value;
}

/** A figure as text: 'R 1 234.56' (or 'R •••••' while amounts are hidden), '12.50%'. */
export function chartValueText(value: number, unit: ChartUnit, money: MoneyFormat): string {
  if (unit === 'percent') return formatPercent(basisPointsFromPercent(value));
  return unit === 'cents' ? money.cents(Math.round(value)) : money.rand(value);
}

/** A plotted value (rand or percent) for a tooltip, with the same rules as the table. */
export function plottedValueText(plotted: number, unit: ChartUnit, money: MoneyFormat): string {
  if (unit === 'percent') return formatPercent(basisPointsFromPercent(plotted));
  return money.cents(Math.round(plotted * 100));
}

const COMPACT_STEPS = [
  { size: 1_000_000_000, suffix: 'bn' },
  { size: 1_000_000, suffix: 'm' },
  { size: 1_000, suffix: 'k' },
] as const;

/** An axis tick: 'R 250k', 'R 1.5m', '12%'. Only drawn while amounts are shown. */
export function axisTickText(plotted: number, unit: ChartUnit): string {
  if (unit === 'percent') return `${Math.round(plotted * 10) / 10}%`;
  const sign = plotted < 0 ? '-' : '';
  const size = Math.abs(plotted);
  const step = COMPACT_STEPS.find((candidate) => size >= candidate.size);
  if (!step) return `${sign}R ${Math.round(size)}`;
  const scaled = Math.round((size / step.size) * 10) / 10;
  return `${sign}R ${scaled}${step.suffix}`;
}
