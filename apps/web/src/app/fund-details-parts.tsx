import { Group, Loader } from '@mantine/core';
import { lazy } from 'react';
import type { ComponentProps } from 'react';
import { LazyPanel } from '@/components/ui/lazy-panel';
import { PanelOutline } from '@/components/ui/panel-outline';

// The fund details page's parts whose code loads apart from the page's (React.lazy through
// LazyPanel): the side panels (their date pickers, forms and the overlays these open in), the
// Beneficiaries tab (its nomination and the referral banner it shows), a retail product's statements
// under Information, and below the page's first view its savings withdrawals and projection. The server
// draws a part it shows with the page and the browser keeps what the server drew until the part's
// code arrives (components/ui/lazy-panel.tsx); drawn in the browser (a tab opened, a page reached
// from another), an announced outline of about the part's size holds its place.

const TransactionSummaryPanel = lazy(() =>
  import('@/features/calculators/components/transaction-summary-panel').then(
    ({ TransactionSummaryPanel }) => ({ default: TransactionSummaryPanel }),
  ),
);
const IrrPanel = lazy(() =>
  import('@/features/calculators/components/irr-panel').then(({ IrrPanel }) => ({
    default: IrrPanel,
  })),
);
const EmergencyCalculatorPanel = lazy(() =>
  import('@/features/calculators/components/emergency-calculator-panel').then(
    ({ EmergencyCalculatorPanel }) => ({ default: EmergencyCalculatorPanel }),
  ),
);
const FundBeneficiaries = lazy(() =>
  import('./fund-beneficiaries-part').then(({ FundBeneficiariesPart }) => ({
    default: FundBeneficiariesPart,
  })),
);
const FundProjectionSection = lazy(() =>
  import('@/features/projection/components/fund-projection-section').then(
    ({ FundProjectionSection }) => ({ default: FundProjectionSection }),
  ),
);
const ContributionsSection = lazy(() =>
  import('@/features/contributions/components/contribution-strip').then(
    ({ ContributionsSection }) => ({ default: ContributionsSection }),
  ),
);
const ProductSavingsWithdrawals = lazy(() =>
  import('@/features/claims/components/product-savings-withdrawals').then(
    ({ ProductSavingsWithdrawals }) => ({ default: ProductSavingsWithdrawals }),
  ),
);
const ProductDocuments = lazy(() =>
  import('@/features/documents/components/product-documents').then(({ ProductDocuments }) => ({
    default: ProductDocuments,
  })),
);

export function LazyTransactionSummaryPanel(props: ComponentProps<typeof TransactionSummaryPanel>) {
  return (
    <LazyPanel outline={<PanelOutline label="Loading the transaction summary" height={430} />}>
      <TransactionSummaryPanel {...props} />
    </LazyPanel>
  );
}

export function LazyIrrPanel(props: ComponentProps<typeof IrrPanel>) {
  return (
    <LazyPanel outline={<PanelOutline label="Loading the internal rate of return" height={160} />}>
      <IrrPanel {...props} />
    </LazyPanel>
  );
}

export function LazyEmergencyCalculatorPanel(
  props: ComponentProps<typeof EmergencyCalculatorPanel>,
) {
  return (
    <LazyPanel
      outline={<PanelOutline label="Loading the emergency fund calculator" height={330} />}
    >
      <EmergencyCalculatorPanel {...props} />
    </LazyPanel>
  );
}

export function LazyFundBeneficiaries(props: ComponentProps<typeof FundBeneficiaries>) {
  // As the tab draws itself while the nominations load: one loader from the tap to the table.
  return (
    <LazyPanel
      outline={
        <Group justify="center" py="lg">
          <Loader type="dots" aria-label="Loading your beneficiaries" role="status" />
        </Group>
      }
    >
      <FundBeneficiaries {...props} />
    </LazyPanel>
  );
}

export function LazyProductDocuments(props: ComponentProps<typeof ProductDocuments>) {
  return (
    <LazyPanel
      outline={<PanelOutline label="Loading your statements and tax certificates" height={320} />}
    >
      <ProductDocuments {...props} />
    </LazyPanel>
  );
}

export function LazyFundProjectionSection(props: ComponentProps<typeof FundProjectionSection>) {
  return (
    <LazyPanel outline={<PanelOutline label="Loading the fund’s projection" height={130} />}>
      <FundProjectionSection {...props} />
    </LazyPanel>
  );
}

export function LazyContributionsSection(props: ComponentProps<typeof ContributionsSection>) {
  return (
    <LazyPanel outline={<PanelOutline label="Loading your contributions" height={160} />}>
      <ContributionsSection {...props} />
    </LazyPanel>
  );
}

export function LazyProductSavingsWithdrawals(
  props: ComponentProps<typeof ProductSavingsWithdrawals>,
) {
  return (
    <LazyPanel outline={<PanelOutline label="Loading your savings withdrawals" height={96} />}>
      <ProductSavingsWithdrawals {...props} />
    </LazyPanel>
  );
}
