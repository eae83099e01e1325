import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { paths } from '@/config/paths';
import { ClaimDetails, ClaimDetailsSkeleton } from '@/features/claims/components/claim-details';
import type { PageModuleHandle } from '../member-pages';

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
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <Breadcrumbs
          items={[
            { name: 'Claims', url: paths.claims.getHref() },
            { name: `Claim ${caseNo}`, url: paths.claim.getHref(caseNo) },
          ]}
        />
        <Title order={1} fz="h2">
          {`Claim ${caseNo}`}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
