import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { ClaimDetails, ClaimDetailsSkeleton } from '@/features/claims/components/claim-details';
import type { PageModuleHandle } from '../page-module';

// 'claims/{id}' (institutional and hybrid only; spec 1 §2.1): one claim, by its case number.
export function Component() {
  const { id = '' } = useParams();
  return (
    <ClaimFrame caseNo={id}>
      <ErrorBoundary>
        <ClaimDetails caseNo={id} />
      </ErrorBoundary>
    </ClaimFrame>
  );
}

function Skeleton() {
  const { id = '' } = useParams();
  return (
    <ClaimFrame caseNo={id}>
      <ClaimDetailsSkeleton />
    </ClaimFrame>
  );
}

export const handle: PageModuleHandle = { Skeleton };

function ClaimFrame({ caseNo, children }: { caseNo: string; children: ReactNode }) {
  return (
    <PageFrame
      title={`Claim ${caseNo}`}
      breadcrumbs={[
        { name: 'Claims', url: paths.claims.getHref() },
        { name: `Claim ${caseNo}`, url: paths.claim.getHref(caseNo) },
      ]}
    >
      {children}
    </PageFrame>
  );
}
