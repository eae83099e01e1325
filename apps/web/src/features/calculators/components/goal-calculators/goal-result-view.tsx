import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { goalTargetSeries, monthlySavingCents, yearlyPaymentsCents } from '@portal/domain/goals';
import { centsFromRand } from '@portal/domain/money';
import type { Cents } from '@portal/domain/money';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Money, useMoney } from '@/components/ui/money';
import { EducationYearsChart } from './education-years-chart';
import { GoalTargetChart } from './goal-target-chart';
import { inflationNote } from './goal-calculator-texts';

/** What a calculation found, in the terms every result view shows (spec 3 §2.5–§2.8). */
export type GoalOutcome = {
  /** The inflated target, rand with 2 decimals as the API answered it. */
  targetRand: number;
  /** The inflation percent the API used. */
  percentage: number;
  /** Months from today until the money is needed (the time horizon). */
  months: number;
  /** The once-off contribution, whole rand (0 when blank). */
  startingDepositRand: number;
  /** The goal's cost in today's money (a year's cost when paid yearly) and the yearly payments. */
  base: Cents;
  payments: number;
  today: string;
  /** The date the money is needed (the chart's last point; education: the first year's date). */
  endDate: string;
};

/** The monthly saving that reaches the target after the once-off contribution (domain rule). */
export function outcomeMonthlySaving(outcome: GoalOutcome): Cents {
  return monthlySavingCents(
    centsFromRand(outcome.targetRand),
    centsFromRand(outcome.startingDepositRand),
    outcome.percentage,
    outcome.months,
  );
}

type GoalResultViewProps = {
  header: string;
  outcome: GoalOutcome;
  /** The sentence above the figure. */
  intro: ReactNode;
  /** Under the figure, e.g. 'by March 2029'. */
  due: ReactNode;
  isStarting: boolean;
  onBack: () => void;
  onStart: () => void;
};

/**
 * spec 3 §2.5–§2.8 result: the header, the inflated target, the monthly saving that reaches it, a
 * chart of the target over time, the inflation note, Back and Start investment.
 */
export function GoalResultView({
  header,
  outcome,
  intro,
  due,
  isStarting,
  onBack,
  onStart,
}: GoalResultViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const money = useMoney();
  const monthly = outcomeMonthlySaving(outcome);
  const series = goalTargetSeries({
    base: outcome.base,
    inflationPercent: outcome.percentage,
    months: outcome.months,
    today: outcome.today,
    endDate: outcome.endDate,
  });

  return (
    <Stack gap="md">
      <Title order={2} fz="lg" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {header}
      </Title>
      <div>
        <Text size="sm">{intro}</Text>
        <Text fz={30} fw={700} c="navy.9" mt={4} data-testid="goal-target">
          <Money rand={outcome.targetRand} />
        </Text>
        <Text size="sm">{due}</Text>
      </div>
      <Paper withBorder radius="md" p="sm" bg="navy.0">
        <Text size="sm">
          To reach it, save about{' '}
          <Text component="span" fw={700} data-testid="goal-monthly-saving">
            <Money cents={monthly} />
          </Text>{' '}
          a month
          {outcome.months > 0
            ? ` for ${outcome.months} ${outcome.months === 1 ? 'month' : 'months'}`
            : ''}
          {outcome.startingDepositRand > 0
            ? ` after your once-off contribution of ${money.rand(outcome.startingDepositRand)}`
            : ''}
          , with your savings growing in line with inflation.
        </Text>
      </Paper>
      {outcome.payments > 1 ? (
        <EducationYearsChart
          payments={yearlyPaymentsCents({
            amount: outcome.base,
            inflationPercent: outcome.percentage,
            monthsUntilFirst: outcome.months,
            payments: outcome.payments,
            startDate: outcome.endDate,
          })}
          base={outcome.base}
          inflationPercent={outcome.percentage}
        />
      ) : (
        <GoalTargetChart points={series} />
      )}
      <Text size="xs" c="dimmed">
        {inflationNote(outcome.percentage)}
      </Text>
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onStart} loading={isStarting}>
          Start investment
        </Button>
      </Group>
    </Stack>
  );
}
