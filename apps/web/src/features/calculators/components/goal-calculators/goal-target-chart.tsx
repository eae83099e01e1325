import { Group, Stack, Text } from '@mantine/core';
import { formatMonthYear } from '@portal/domain/dates';
import type { GoalTargetPoint } from '@portal/domain/goals';
import { formatRand } from '@portal/domain/money';

// The result's small chart: the amount a goal needs, growing with inflation from today to the
// date it is needed. An inline SVG for the shape (no chart library in the web app) with its text
// alternative as the image's name; the start and end figures are text beneath it, readable at any
// width.

const WIDTH = 560;
const HEIGHT = 150;
const PAD = 8;

/** The chart's text alternative: where the amount starts and where it ends. */
export function describeTargetGrowth(points: readonly GoalTargetPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  if (first === last) return `${formatRand(first.cents)} needed in ${formatMonthYear(first.date)}.`;
  return `The amount needed grows from ${formatRand(first.cents)} in ${formatMonthYear(
    first.date,
  )} to ${formatRand(last.cents)} by ${formatMonthYear(last.date)}.`;
}

export function GoalTargetChart({ points }: { points: readonly GoalTargetPoint[] }) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  // The axis starts a little under today's amount so that the growth shows.
  const low = first.cents * 0.9;
  const high = Math.max(last.cents, low + 1);
  const span = Math.max(1, last.months - first.months);
  const x = (months: number) => PAD + ((months - first.months) / span) * (WIDTH - 2 * PAD);
  const y = (cents: number) => HEIGHT - ((cents - low) / (high - low)) * (HEIGHT - 2 * PAD);
  const line = points.map((point) => `${x(point.months)},${y(point.cents)}`).join(' ');
  const area = `M${x(first.months)},${HEIGHT} L${line.replaceAll(' ', ' L')} L${x(
    last.months,
  )},${HEIGHT} Z`;
  const ends = first === last ? [first] : [first, last];

  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" size="sm" fw={600} mb={6}>
        How the amount you need grows with inflation
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={describeTargetGrowth(points)}
        style={{ display: 'block' }}
      >
        <path d={area} fill="var(--mantine-color-navy-0)" />
        <polyline
          points={line}
          fill="none"
          stroke="var(--mantine-color-navy-8)"
          strokeWidth={3}
          strokeLinejoin="round"
        />
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          stroke="var(--mantine-color-gray-5)"
        />
        {ends.map((point) => (
          <circle
            key={point.months}
            cx={x(point.months)}
            cy={y(point.cents)}
            r={5}
            fill="var(--mantine-color-navy-8)"
          />
        ))}
      </svg>
      <Group justify="space-between" mt={6} aria-hidden="true" wrap="nowrap">
        {ends.map((point, index) => (
          <Stack key={point.months} gap={0} ta={index === 0 ? 'left' : 'right'}>
            <Text size="sm" fw={index === 0 ? 500 : 700}>
              {formatRand(point.cents)}
            </Text>
            <Text size="xs" c="dimmed">
              {index === 0 ? `Today, ${formatMonthYear(point.date)}` : formatMonthYear(point.date)}
            </Text>
          </Stack>
        ))}
      </Group>
    </figure>
  );
}
