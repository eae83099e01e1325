import { ErrorBoundary } from '@/components/errors/error-boundary';
import { FundsOverview } from '@/features/funds/components/funds-overview';
import { DashboardNotices } from '@/features/notices/components/dashboard-notices';
import { usePortalConfig } from '@/lib/portal-config';
import { paths } from '@/config/paths';
import { Box } from '@mantine/core';
import { DashboardNominations, MemberReferralBanner } from './manage-beneficiaries';

// 'dashboard' (authenticated). The frame puts it on the dashboard background under the welcome
// banner (spec 1 §2.3); each region has its own error boundary.
export function Component() {
  const config = usePortalConfig();
  // Spec 2 §2: each fund opens its details page when the fund details flag is on.
  const fundHref =
    config.data?.features.fundDetails === true
      ? (fund: { schemeNumber: string }) => paths.fundDetails.getHref(fund.schemeNumber)
      : undefined;
  return (
    <>
      <ErrorBoundary>
        <DashboardNotices />
      </ErrorBoundary>
      <ErrorBoundary>
        <FundsOverview fundHref={fundHref} />
      </ErrorBoundary>
      <ErrorBoundary>
        <DashboardNominations />
      </ErrorBoundary>
      {/* spec 3 §2.9: the large referral layout is a dashboard card (hidden for staff). */}
      <ErrorBoundary>
        <Box mt="xl" maw={640}>
          <MemberReferralBanner layout="large" />
        </Box>
      </ErrorBoundary>
    </>
  );
}
