import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { paths } from '@/config/paths';
import { ClaimsList, ClaimsListSkeleton } from '@/features/claims/components/claims-list';
import { SavingsClaimsStart } from '@/features/claims/components/savings-claims-start';
import type { PageModuleHandle } from '../member-pages';

// 'claims' (institutional and hybrid only; spec 1 §2.1, spec 3 §2.10): the member's claims.
export function Component() {
  return (
    <ClaimsFrame>
      <ErrorBoundary>
        <SavingsClaimsStart
          withdrawalHref={(schemeNumber) => paths.savingsWithdrawal.getHref(schemeNumber)}
          reportDeathHref={paths.reportDeath.getHref()}
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
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <Breadcrumbs items={[{ name: 'Claims', url: paths.claims.getHref() }]} />
        <Stack gap={4}>
          <Title order={1} fz="h2">
            Claims
          </Title>
          <Text>Follow your claims from submission to payment.</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
