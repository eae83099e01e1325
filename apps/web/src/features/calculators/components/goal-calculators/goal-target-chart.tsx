import { Group, Stack, Text } from '@mantine/core';
import { formatMonthYear } from '@portal/domain/dates';
import type { GoalTargetPoint } from '@portal/domain/goals';
import { formatRand } from '@portal/domain/money';
import type { Cents } from '@portal/domain/money';
import { AreaChartFigure } from '@/components/charts/series-chart-figure';
import { useMoney } from '@/components/ui/money';

// The result's small chart: the amount a goal needs, growing with inflation from today to the
// date it is needed, drawn with the shared charts (DESIGN §2, loaded on demand) with its text
// alternative as the image's name and every point in its table. The start and end figures are
// text beneath it, readable at any width.

export const GOAL_TARGET_CHART_TITLE = 'How the amount you need grows with inflation';

/** The chart's text alternative: where the amount starts and where it ends. */
export function describeTargetGrowth(
  points: readonly GoalTargetPoint[],
  amount: (cents: Cents) => string = formatRand,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  if (first === last) return `${amount(first.cents)} needed in ${formatMonthYear(first.date)}.`;
  return `The amount needed grows from ${amount(first.cents)} in ${formatMonthYear(
    first.date,
  )} to ${amount(last.cents)} by ${formatMonthYear(last.date)}.`;
}

export function GoalTargetChart({ points }: { points: readonly GoalTargetPoint[] }) {
  const money = useMoney();
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const ends = first === last ? [first] : [first, last];

  return (
    <AreaChartFigure
      title={GOAL_TARGET_CHART_TITLE}
      description={describeTargetGrowth(points, money.cents)}
      rows={points.map((point) => ({
        label: formatMonthYear(point.date),
        date: point.date,
        values: { needed: point.cents },
      }))}
      series={[{ key: 'needed', label: 'Amount needed', color: 'navy.8' }]}
      unit="cents"
      categoryHeader="Month"
      height={150}
      footer={
        <Group justify="space-between" mt={6} aria-hidden="true" wrap="nowrap">
          {ends.map((point, index) => (
            <Stack key={point.months} gap={0} ta={index === 0 ? 'left' : 'right'}>
              <Text size="sm" fw={index === 0 ? 500 : 700}>
                {money.cents(point.cents)}
              </Text>
              <Text size="xs" c="dimmed">
                {index === 0
                  ? `Today, ${formatMonthYear(point.date)}`
                  : formatMonthYear(point.date)}
              </Text>
            </Stack>
          ))}
        </Group>
      }
    />
  );
}
