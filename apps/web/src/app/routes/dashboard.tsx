import { ErrorBoundary } from '@/components/errors/error-boundary';
import { FundsOverview } from '@/features/funds/components/funds-overview';
import { DashboardNotices } from '@/features/notices/components/dashboard-notices';
import { DashboardNominations } from './manage-beneficiaries';

// 'dashboard' (authenticated). The frame puts it on the dashboard background under the welcome
// banner (spec 1 §2.3); each region has its own error boundary.
export function Component() {
  return (
    <>
      <ErrorBoundary>
        <DashboardNotices />
      </ErrorBoundary>
      <ErrorBoundary>
        <FundsOverview />
      </ErrorBoundary>
      <ErrorBoundary>
        <DashboardNominations />
      </ErrorBoundary>
    </>
  );
}
