import { Text } from '@mantine/core';
import type { Beneficiary } from '@portal/contract/nomination';
import { medianAllocation } from '@portal/domain/allocation';
import { basisPointsFromPercent, formatPercent } from '@portal/domain/money';
import { DonutChartFigure } from '@/components/charts/donut-chart-figure';
import { dotColour } from '../utils/display';

export const ALLOCATION_CHART_TITLE = 'Allocation per beneficiary';

/**
 * spec 2 "Beneficiaries tab" chart: each beneficiary's full name and allocation, as a donut with
 * the same figures in a table beside it (the table carries the values; the drawing repeats
 * them), with the median of spec 1 §5.
 */
export function AllocationChart({ beneficiaries }: { beneficiaries: readonly Beneficiary[] }) {
  const median = medianAllocation(beneficiaries.map((b) => basisPointsFromPercent(b.allocation)));
  return (
    <DonutChartFigure
      title={ALLOCATION_CHART_TITLE}
      unit="percent"
      nameHeader="Beneficiary"
      valueHeader="Allocation"
      tableDisplay="visible"
      slices={beneficiaries.map((beneficiary, index) => ({
        label: `${beneficiary.name} ${beneficiary.surname}`.trim(),
        value: beneficiary.allocation,
        color: dotColour(index).fill,
      }))}
      footer={
        median === null ? null : (
          <Text size="sm" mt="xs">
            Median allocation: <strong>{formatPercent(median)}</strong>
          </Text>
        )
      }
    />
  );
}
