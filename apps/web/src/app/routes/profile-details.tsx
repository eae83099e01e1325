import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import {
  ProfileInformation,
  ProfileInformationSkeleton,
} from '@/features/profile/components/profile-information';
import type { PageModuleHandle } from '../page-module';

// 'profile-details' (authenticated + its flag, off by default): spec 1 §2.8, on the profile
// background under the welcome banner (spec 1 §2.3).
export function Component() {
  return (
    <ProfileDetailsFrame>
      <ErrorBoundary>
        {/* Taken over apart from the page's frame: two shorter tasks on the main thread rather
            than one long one (the boundary never waits: the page is drawn with its data). */}
        <Suspense fallback={<ProfileInformationSkeleton />}>
          <ProfileInformation />
        </Suspense>
      </ErrorBoundary>
      <YourInformationLinks />
    </ProfileDetailsFrame>
  );
}

/**
 * Issue 49 points 2 and 3: where the member reads and corrects what the fund holds about them
 * (the details they cannot edit here) and downloads their data.
 */
function YourInformationLinks() {
  return (
    <Stack gap="xs" component="section" aria-labelledby="your-information-privacy" mt="xl">
      <Title order={2} fz="h4" id="your-information-privacy">
        Your information and privacy
      </Title>
      <Text size="sm">
        Ask for a correction of a detail you cannot change here, object to direct marketing, see the
        consents you gave, or download everything the portal holds about you.
      </Text>
      <Group gap="lg">
        <Anchor component={Link} to={paths.yourInformation.getHref()}>
          Your information
        </Anchor>
        {/* The member's data to download (issue 49 point 2, POPIA section 23). */}
        <Anchor component={Link} to={paths.myData.getHref()}>
          Download my data
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The page as it looks while the profile loads (also while the page's gate waits). */
function Skeleton() {
  return (
    <ProfileDetailsFrame>
      <ProfileInformationSkeleton />
    </ProfileDetailsFrame>
  );
}

export const handle: PageModuleHandle = { Skeleton };

function ProfileDetailsFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      title="Profile information"
      breadcrumbs={[{ name: 'Profile information', url: paths.profileDetails.getHref() }]}
    >
      {children}
    </PageFrame>
  );
}
