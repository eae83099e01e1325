import { Box, Group, Stack, Text } from '@mantine/core';
import type { Beneficiary } from '@portal/contract/nomination';
import { medianAllocation } from '@portal/domain/allocation';
import { basisPointsFromPercent, formatPercent } from '@portal/domain/money';
import { dotColour, shareText } from '../utils/display';

/**
 * spec 2 "Beneficiaries tab" chart: each beneficiary's full name and allocation, as labelled bars
 * (the text carries the value; the bar only repeats it), with the median of spec 1 §5.
 */
export function AllocationChart({ beneficiaries }: { beneficiaries: readonly Beneficiary[] }) {
  const median = medianAllocation(beneficiaries.map((b) => basisPointsFromPercent(b.allocation)));
  return (
    <Stack gap="sm">
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        role="list"
        aria-label="Allocation per beneficiary"
        style={{ listStyle: 'none' }}
      >
        {beneficiaries.map((beneficiary, index) => {
          const name = `${beneficiary.name} ${beneficiary.surname}`.trim();
          return (
            <li key={beneficiary.nomineeIdentifier}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{name}</Text>
                <Text size="sm" fw={700}>
                  {shareText(beneficiary.allocation)}
                </Text>
              </Group>
              <Box
                h={12}
                bg="gray.2"
                style={{ borderRadius: 6, overflow: 'hidden' }}
                aria-hidden="true"
              >
                <Box
                  h="100%"
                  w={`${Math.min(100, beneficiary.allocation)}%`}
                  bg={dotColour(index).fill}
                />
              </Box>
            </li>
          );
        })}
      </Stack>
      {median === null ? null : (
        <Text size="sm">
          Median allocation: <strong>{formatPercent(median)}</strong>
        </Text>
      )}
    </Stack>
  );
}
