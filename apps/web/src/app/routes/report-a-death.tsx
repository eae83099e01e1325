import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { paths } from '@/config/paths';
import { ReportDeathForm } from '@/features/claims/components/report-death-form';
import type { PageModuleHandle } from '../member-pages';

// 'claims/report-a-death' (institutional and hybrid only, as claims; spec 3 §7
// SendDeceasedMemberAlert): tell the fund that a member has passed away.
export function Component() {
  return (
    <ReportFrame>
      <ErrorBoundary>
        <ReportDeathForm claimsHref={paths.claims.getHref()} />
      </ErrorBoundary>
    </ReportFrame>
  );
}

function Skeleton() {
  return <ReportFrame>{null}</ReportFrame>;
}

export const handle: PageModuleHandle = { Skeleton };

function ReportFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="md" py="xl" w="100%">
      <Stack gap="lg">
        <Breadcrumbs
          items={[
            { name: 'Claims', url: paths.claims.getHref() },
            { name: 'Report a death', url: paths.reportDeath.getHref() },
          ]}
        />
        <Stack gap={4}>
          <Title order={1} fz="h2">
            Report a death
          </Title>
          <Text>
            We are sorry for your loss. Tell us about the member who passed away and how we can
            reach you, and the fund&apos;s claims team will guide you through the claim for the
            death benefit.
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
