import { formatMonthYear } from '@portal/domain/dates';
import { formatRand } from '@portal/domain/money';
import type { FundProjection, ProjectionAssumptionsWire } from '@portal/contract/projection';
import { HIDDEN_AMOUNT } from '@/components/ui/money';

// The projection in one plain sentence (DESIGN §1e "One projection"): the expected income a
// month in today's money and the share of the salary it replaces against the target, or for a
// savings product its expected value at the date. "About": an income to the nearest R 10, a
// value to the nearest R 1 000, whole percents.

export type SummaryFigures = {
  readonly kind: 'retirement' | 'savings';
  readonly retirementDate: string;
  /** The expected scenario's value at retirement, rand. */
  readonly valueAtRetirement: number;
  /** The expected scenario's first month's income before tax, rand; null for a savings product. */
  readonly monthlyIncome: number | null;
  /** The income a year as a percent of the final salary; null without a salary. */
  readonly replacement: number | null;
  /** The target, percent of the final salary. */
  readonly targetReplacement: number;
};

/** Rand to the nearest `step` rand, as 'R 16 880' (no cents: the figure is an estimate). */
export function aboutRand(rand: number, step: number): string {
  const rounded = Math.round(rand / step) * step;
  return formatRand(rounded * 100).replace(/\.00$/, '');
}

/** An income a month as the summary writes it (nearest R 10). */
export function aboutMonthlyIncome(rand: number): string {
  return aboutRand(rand, 10);
}

/** A value as the summary writes it (nearest R 1 000). */
export function aboutValue(rand: number): string {
  return aboutRand(rand, 1000);
}

/** A percent as a whole percent: 49.6 → '50%'. */
export function wholePercent(percent: number): string {
  return `${Math.round(percent)}%`;
}

/**
 * The summary sentence for a fund's (or a what-if's) expected scenario. With `isHidden` (the
 * privacy switch on) its amounts are written as hidden amounts (decision 030).
 */
export function projectionSummary(
  figures: SummaryFigures,
  { isHidden = false }: { isHidden?: boolean } = {},
): string {
  const value = isHidden ? () => HIDDEN_AMOUNT : aboutValue;
  const monthly = isHidden ? () => HIDDEN_AMOUNT : aboutMonthlyIncome;
  if (figures.kind === 'savings' || figures.monthlyIncome === null)
    return `About ${value(figures.valueAtRetirement)} by ${formatMonthYear(figures.retirementDate)} in today's money.`;
  const income = `About ${monthly(figures.monthlyIncome)} a month in today's money`;
  if (figures.replacement === null)
    return `${income}. The fund does not hold your salary, so we cannot show it as a share of your salary.`;
  return `${income}, ${wholePercent(figures.replacement)} of your salary; the target is ${wholePercent(figures.targetReplacement)}.`;
}

/** The summary's figures from a fund's projection as the API answers it. */
export function summaryFiguresOf(
  projection: Pick<FundProjection, 'inputs' | 'scenarios'>,
  assumptions: Pick<ProjectionAssumptionsWire, 'targetReplacement'>,
): SummaryFigures {
  const expected = projection.scenarios[1];
  return {
    kind: projection.inputs.kind,
    retirementDate: projection.inputs.retirementDate,
    valueAtRetirement: expected.valueAtRetirement,
    monthlyIncome: expected.monthlyIncome,
    replacement: expected.replacement,
    targetReplacement: assumptions.targetReplacement,
  };
}
