import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import {
  ProductBeneficiaries,
  ProductBeneficiariesSkeleton,
} from '@/features/nominations/components/product-beneficiaries';
import type { PageModuleHandle } from '../page-module';
import { MemberReferralBanner } from '../member-referral-banner';

// 'manage-beneficiaries' (institutional and hybrid only + flag): spec 1 §2.7.
export function Component() {
  return (
    <ManageBeneficiariesFrame>
      <ErrorBoundary>
        <ProductBeneficiaries referral={<MemberReferralBanner />} />
      </ErrorBoundary>
    </ManageBeneficiariesFrame>
  );
}

/** The page as it looks while the member's nominations load (also while the page's gate waits). */
function Skeleton() {
  return (
    <ManageBeneficiariesFrame>
      <ProductBeneficiariesSkeleton />
    </ManageBeneficiariesFrame>
  );
}

export const handle: PageModuleHandle = { Skeleton };

function ManageBeneficiariesFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      title="Manage beneficiaries"
      breadcrumbs={[{ name: 'Manage beneficiaries', url: paths.manageBeneficiaries.getHref() }]}
    >
      {children}
    </PageFrame>
  );
}
