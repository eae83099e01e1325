import { SimpleGrid, Text } from '@mantine/core';
import type { AllocationSlice } from '@portal/contract/portfolio';
import { DonutChartFigure } from '@/components/charts/donut-chart-figure';
import { usePortfolioSummary } from '../api/get-portfolio-summary';
import { PortfolioSection } from './portfolio-section';

// My portfolio (b): how the member's money is spread: by product (each fund here and elsewhere),
// by product type (retirement or discretionary) and by the underlying portfolios of the funds
// with us (units × prices). Each breakdown's shares add to 100 %; each chart has its table.

export const ALLOCATION_TITLE = 'Allocation';
export const ALLOCATION_EMPTY_MESSAGE =
  'There is nothing to show yet: you hold no money in any fund.';

const BREAKDOWNS = [
  { key: 'byProduct', title: 'By product', nameHeader: 'Product' },
  { key: 'byProductType', title: 'By product type', nameHeader: 'Product type' },
  {
    key: 'byPortfolio',
    title: 'By underlying portfolio (funds with us)',
    nameHeader: 'Portfolio',
  },
] as const;

export function AllocationSection() {
  const summary = usePortfolioSummary();
  const data = summary.data;
  return (
    <PortfolioSection
      title={ALLOCATION_TITLE}
      description="How your money is spread, as a share of everything you hold"
      state={summary}
      loadingLabel="Loading your allocation"
      isEmpty={data !== undefined && data.totals.total === 0}
      emptyMessage={ALLOCATION_EMPTY_MESSAGE}
      skeletonHeight={240}
    >
      {data ? (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {BREAKDOWNS.map(({ key, title, nameHeader }) => (
            <Breakdown
              key={key}
              title={title}
              nameHeader={nameHeader}
              slices={data.allocation[key]}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </PortfolioSection>
  );
}

function Breakdown({
  title,
  nameHeader,
  slices,
}: {
  title: string;
  nameHeader: string;
  slices: AllocationSlice[];
}) {
  if (slices.length === 0)
    return (
      <div>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          Nothing to show.
        </Text>
      </div>
    );
  return (
    <DonutChartFigure
      title={title}
      nameHeader={nameHeader}
      unit="rand"
      slices={slices.map((slice) => ({
        label: slice.label,
        value: slice.value,
        share: slice.percentage,
      }))}
    />
  );
}
