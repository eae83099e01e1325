import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ToolsPage } from '@/features/calculators/components/tools/tools-page';
import type { ToolFunds } from '@/features/calculators/components/tools/tool-funds';
import { useInternalFunds } from '@/features/funds/api/get-internal-funds';
import { usePortalConfig } from '@/lib/portal-config';

// 'tools-and-calculators' (authenticated, no flag): spec 3 §2.1. The calculators feature gets the
// member's funds and the configuration's links and retirement projection switch from here; it
// draws the page's frame (PageFrame), whose title carries the tools' info tooltip.
export function Component() {
  const funds = useInternalFunds();
  const config = usePortalConfig();
  const toolFunds: ToolFunds = funds.isPending
    ? { status: 'pending' }
    : funds.isError
      ? { status: 'error' }
      : { status: 'success', funds: funds.data };
  return (
    <ErrorBoundary>
      <ToolsPage
        funds={toolFunds}
        links={config.data?.links}
        isRetirementProjectionOn={config.data?.features.retirementProjection === true}
        inflation={config.data?.constants}
      />
    </ErrorBoundary>
  );
}
