import {
  basisPointsFromPercent,
  formatPercent,
  MINUS_SIGN,
  NO_BREAK_SPACE,
} from '@portal/domain/money';
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

/** A number with at most `decimals` decimals and no trailing zeros: 1.25, 1.5, 2. */
function shortNumber(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/**
 * An axis tick: 'R 250k', 'R 1.25m', '−R 800', '12.5%', written as amounts are (no-break space
 * after the R, the minus sign U+2212). Only drawn while amounts are shown. The ticks are nice
 * numbers (value-ticks.ts), so two decimals of the unit say each exactly.
 */
export function axisTickText(plotted: number, unit: ChartUnit): string {
  const sign = plotted < 0 ? MINUS_SIGN : '';
  const size = Math.abs(plotted);
  if (unit === 'percent') return `${sign}${shortNumber(size, 2)}%`;
  const step = COMPACT_STEPS.find((candidate) => size >= candidate.size);
  const figure = step ? `${shortNumber(size / step.size, 3)}${step.suffix}` : shortNumber(size, 2);
  return `${sign}R${NO_BREAK_SPACE}${figure}`;
}
