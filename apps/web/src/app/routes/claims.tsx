import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { ClaimsList, ClaimsListSkeleton } from '@/features/claims/components/claims-list';
import { SavingsClaimsStart } from '@/features/claims/components/savings-claims-start';
import type { PageModuleHandle } from '../page-module';

// 'claims' (institutional and hybrid only; spec 1 §2.1, spec 3 §2.10): the member's claims.
export function Component() {
  return (
    <ClaimsFrame>
      <ErrorBoundary>
        <SavingsClaimsStart
          withdrawalHref={(schemeNumber) => paths.savingsWithdrawal.getHref(schemeNumber)}
          reportDeathHref={paths.reportDeath.getHref()}
          claimHref={(caseNo) => paths.claim.getHref(caseNo)}
        />
      </ErrorBoundary>
      <Title order={2} fz="h3">
        Your claims
      </Title>
      <ErrorBoundary>
        <ClaimsList claimHref={(caseNo) => paths.claim.getHref(caseNo)} />
      </ErrorBoundary>
    </ClaimsFrame>
  );
}

function Skeleton() {
  return (
    <ClaimsFrame>
      <ClaimsListSkeleton />
    </ClaimsFrame>
  );
}

export const handle: PageModuleHandle = { Skeleton };

function ClaimsFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      title="Claims"
      breadcrumbs={[{ name: 'Claims', url: paths.claims.getHref() }]}
      description={<Text>Follow your claims from submission to payment.</Text>}
    >
      {children}
    </PageFrame>
  );
}
