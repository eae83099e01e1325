import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { isRouteAllowedFor } from '@portal/domain/access';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { ExternalFundsPanel } from '@/features/external-funds/components/external-funds-panel';
import { portfolioQueryKey } from '@/features/portfolio/api/get-portfolio-summary';
import { AllocationSection } from '@/features/portfolio/components/allocation-section';
import { HoldingsSection } from '@/features/portfolio/components/holdings-section';
import { ReturnsSection } from '@/features/portfolio/components/returns-section';
import { SavingsPotSection } from '@/features/portfolio/components/savings-pot-section';
import { PortfolioSection } from '@/features/portfolio/components/portfolio-section';
import { ValueHistorySection } from '@/features/portfolio/components/value-history-section';
import { useProjections } from '@/features/projection/api/get-projections';
import {
  RETIREMENT_INCOME_ERROR,
  RETIREMENT_INCOME_TITLE,
  RetirementIncomeFigures,
} from '@/features/projection/components/retirement-income-card';
import { usePortalConfig } from '@/lib/portal-config';
import { useUserType } from '@/lib/user-type';
import type { PageModuleHandle } from '../page-module';

// 'portfolios' (authenticated + flag; spec 1 §2.1–§2.2): My portfolio, everything the member holds
// here and elsewhere. The external funds come from their own feature (also on the dashboard); a
// change to them refreshes the page's totals and allocation. An employer fund's savings
// withdrawal is a claim: only members who may open claims (institutional and hybrid views) are
// given its address; a retail product's is made on the product's own page, in any view.
export function Component() {
  const config = usePortalConfig();
  const userType = useUserType();
  const queryClient = useQueryClient();
  const canOpenClaims =
    userType.status === 'ready' && isRouteAllowedFor(paths.savingsWithdrawal.path, userType.view);
  const isExternalFundsOn = config.data?.features.externalFunds === true;
  return (
    <PortfolioFrame>
      <ErrorBoundary>
        <HoldingsSection />
      </ErrorBoundary>
      <ErrorBoundary>
        <AllocationSection />
      </ErrorBoundary>
      <ErrorBoundary>
        <ValueHistorySection />
      </ErrorBoundary>
      <ErrorBoundary>
        <RetirementIncomeSection
          projectionHref={
            config.data?.features.retirementProjection === true
              ? paths.retirementProjection.getHref
              : undefined
          }
        />
      </ErrorBoundary>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ErrorBoundary>
          <SavingsPotSection
            savingsWithdrawalHref={(fund) =>
              fund.productTypeCategory === 'Retail'
                ? paths.retailSavingsWithdrawal.getHref(fund.schemeNumber)
                : canOpenClaims
                  ? paths.savingsWithdrawal.getHref(fund.schemeNumber)
                  : undefined
            }
          />
        </ErrorBoundary>
        <ErrorBoundary>
          <ReturnsSection />
        </ErrorBoundary>
      </SimpleGrid>
      {isExternalFundsOn ? (
        <ErrorBoundary>
          <ExternalFundsPanel
            onChanged={() => void queryClient.invalidateQueries({ queryKey: portfolioQueryKey })}
            addExternalFundUrl={config.data?.links.addExternalFundUrl}
          />
        </ErrorBoundary>
      ) : null}
    </PortfolioFrame>
  );
}

/**
 * DESIGN §1e: the member's retirement income from the one projection, as the dashboard's card
 * gives it (its total, share of salary and each fund's line), in the page's own section.
 */
function RetirementIncomeSection({
  projectionHref,
}: {
  projectionHref: ((schemeNumber?: string) => string) | undefined;
}) {
  const projections = useProjections();
  return (
    <PortfolioSection
      title={RETIREMENT_INCOME_TITLE}
      description="What your funds with us may pay you when you retire, in today's money"
      state={projections}
      loadingLabel="Loading your retirement income"
      errorMessage={RETIREMENT_INCOME_ERROR}
      skeletonHeight={120}
    >
      {projections.data ? (
        <RetirementIncomeFigures answer={projections.data} projectionHref={projectionHref} />
      ) : null}
    </PortfolioSection>
  );
}

function PageSkeleton() {
  return (
    <PortfolioFrame>
      <Stack gap="lg" aria-hidden="true">
        <Skeleton height={240} radius="md" />
        <Skeleton height={320} radius="md" />
      </Stack>
    </PortfolioFrame>
  );
}

export const handle: PageModuleHandle = { Skeleton: PageSkeleton };

function PortfolioFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      title="My portfolio"
      breadcrumbs={[{ name: 'My portfolio', url: paths.portfolios.getHref() }]}
      description={<Text>Everything you hold, with us and elsewhere, in one place.</Text>}
    >
      {children}
    </PageFrame>
  );
}
