import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { ReportDeathForm } from '@/features/claims/components/report-death-form';
import { reporterFromProfile } from '@/features/claims/components/reporter-details';
import { useProfileDetails } from '@/features/profile/api/get-profile-details';
import type { PageModuleHandle } from '../page-module';

// 'claims/report-a-death' (institutional and hybrid only, as claims; spec 3 §7
// SendDeceasedMemberAlert): tell the fund that a member has passed away.
export function Component() {
  // The reporter is the signed-in member: their details come from the profile (editable).
  const profile = useProfileDetails();
  return (
    <ReportFrame>
      <ErrorBoundary>
        <ReportDeathForm
          claimsHref={paths.claims.getHref()}
          reporter={profile.data ? reporterFromProfile(profile.data) : undefined}
        />
      </ErrorBoundary>
    </ReportFrame>
  );
}

function Skeleton() {
  return <ReportFrame>{null}</ReportFrame>;
}

// No adverts beside a bereavement.
export const handle: PageModuleHandle = { Skeleton, isWithoutAdverts: true };

function ReportFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      title="Report a death"
      breadcrumbs={[
        { name: 'Claims', url: paths.claims.getHref() },
        { name: 'Report a death', url: paths.reportDeath.getHref() },
      ]}
      description={
        <Text>
          We are sorry for your loss. Tell us about the member who passed away and how we can reach
          you, and the fund&apos;s claims team will guide you through the claim for the death
          benefit.
        </Text>
      }
    >
      {/* A form reads best in a narrower column than the page's. */}
      <Box maw="60rem">{children}</Box>
    </PageFrame>
  );
}
