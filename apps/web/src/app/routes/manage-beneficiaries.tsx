import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { paths } from '@/config/paths';
import {
  ProductBeneficiaries,
  ProductBeneficiariesSkeleton,
} from '@/features/nominations/components/product-beneficiaries';
import type { PageModuleHandle } from '../member-pages';
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
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Breadcrumbs
          items={[{ name: 'Manage beneficiaries', url: paths.manageBeneficiaries.getHref() }]}
        />
        <Title order={1} fz="h2">
          Manage beneficiaries
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
