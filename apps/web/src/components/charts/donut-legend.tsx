import { Box, getThemeColor, Group, Stack, Text, useMantineTheme } from '@mantine/core';
import { basisPointsFromPercent, centsFromRand, toBasisPoints } from '@portal/domain/money';
import type { BasisPoints } from '@portal/domain/money';
import { allocationShares } from '@portal/domain/portfolio';
import type { ChartUnit } from './chart-values';

// A donut's legend: each slice's colour, name and share of the whole, beside the drawing. The
// shares are shown as percentages that add up to exactly 100.00 % (largest remainder, domain
// portfolio.ts), so that what a member reads adds up.

export type LegendSlice = {
  label: string;
  value: number;
  /** The slice's share as a percentage (12.5 = 12.50 %), when the data carries it. */
  share?: number;
  color: string;
};

/** The whole in a unit the shares are counted in: cents for money, basis points for percents. */
function weightOf(value: number, unit: ChartUnit): number {
  if (unit === 'percent') return basisPointsFromPercent(value);
  return unit === 'cents' ? Math.round(value) : centsFromRand(value);
}

/**
 * Each slice's share in basis points. A chart of percentages (an allocation) shows its values; a
 * chart of amounts shows the shares it was given when they add up to 100 %, and otherwise each
 * amount's share of the total, adding up to exactly 100 %.
 */
export function sliceShares(
  slices: readonly Omit<LegendSlice, 'color'>[],
  unit: ChartUnit,
): BasisPoints[] {
  if (unit === 'percent') return slices.map((slice) => basisPointsFromPercent(slice.value));
  const given = slices.map((slice) =>
    slice.share === undefined ? null : basisPointsFromPercent(slice.share),
  );
  if (given.every((share) => share !== null)) {
    const total = given.reduce<number>((sum, share) => sum + (share ?? 0), 0);
    if (total === 10_000) return given.map((share) => toBasisPoints(share ?? 0));
  }
  return allocationShares(
    slices.map((slice) => ({ label: slice.label, cents: weightOf(slice.value, unit) })),
  ).map((share) => share.basisPoints);
}

/** The legend: one line per slice, its swatch, its name and its share ('75.00%'). */
export function DonutLegend({
  items,
}: {
  items: readonly { key: string; label: string; color: string; share: string }[];
}) {
  const theme = useMantineTheme();
  return (
    <Stack component="ul" gap={4} m={0} mt="sm" p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group component="li" key={item.key} gap={8} wrap="nowrap" align="flex-start">
          <Box
            aria-hidden="true"
            w={12}
            h={12}
            mt={4}
            style={{
              flex: 'none',
              borderRadius: 3,
              backgroundColor: getThemeColor(item.color, theme),
            }}
          />
          <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.label}
          </Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {item.share}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
