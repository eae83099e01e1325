import { Text } from '@mantine/core';
import { formatMonthYear } from '@portal/domain/dates';
import type { YearlyPayment } from '@portal/domain/goals';
import { formatRand, toCents } from '@portal/domain/money';
import type { Cents } from '@portal/domain/money';
import { BarChartFigure } from '@/components/charts/series-chart-figure';
import { useMoney } from '@/components/ui/money';

// The education result's chart (spec 3 §2.7, §9: one payment per year of study, each year's
// budget increased by inflation to the year it is paid): a bar per year of study with its cost,
// each (1 + inflation) times the year before, and their total, which is the amount above it.

export const EDUCATION_YEARS_CHART_TITLE = 'What each year of study costs with inflation';

/** A year's row label: 'Year 1, Jan 2035'. */
export function studyYearLabel(payment: YearlyPayment): string {
  return `Year ${payment.year}, ${formatMonthYear(payment.date)}`;
}

/** The chart's text alternative: the first and last year's cost, the yearly rise and the total. */
export function describeStudyYears(
  payments: readonly YearlyPayment[],
  inflationPercent: number,
  amount: (cents: Cents) => string = formatRand,
): string {
  const first = payments[0];
  const last = payments.at(-1);
  if (!first || !last) return '';
  const total = amount(toCents(payments.reduce((sum, payment) => sum + payment.cents, 0)));
  if (first === last) return `Your year of study in ${formatMonthYear(first.date)} costs ${total}.`;
  return `Year 1 in ${formatMonthYear(first.date)} costs ${amount(first.cents)}, rising ${inflationPercent}% a year to ${amount(
    last.cents,
  )} for year ${last.year} in ${formatMonthYear(last.date)}; the ${payments.length} years together cost ${total}.`;
}

export function EducationYearsChart({
  payments,
  base,
  inflationPercent,
}: {
  payments: readonly YearlyPayment[];
  /** A year's budget in today's money. */
  base: Cents;
  inflationPercent: number;
}) {
  const money = useMoney();
  const total = toCents(payments.reduce((sum, payment) => sum + payment.cents, 0));
  return (
    <BarChartFigure
      title={EDUCATION_YEARS_CHART_TITLE}
      description={describeStudyYears(payments, inflationPercent, money.cents)}
      rows={payments.map((payment) => ({
        label: studyYearLabel(payment),
        values: { cost: payment.cents },
      }))}
      series={[{ key: 'cost', label: 'Cost of the year with inflation', color: 'navy.8' }]}
      unit="cents"
      categoryHeader="Year of study"
      height={160}
      footer={
        <Text size="xs" mt={6} data-testid="education-years-total">
          {`A year's budget of ${money.cents(base)} in today's money, increased by ${inflationPercent}% for each year until it is paid. Total of the ${payments.length} years: ${money.cents(total)}.`}
        </Text>
      }
    />
  );
}
