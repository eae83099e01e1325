import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { paths } from '@/config/paths';
import {
  ProfileInformation,
  ProfileInformationSkeleton,
} from '@/features/profile/components/profile-information';
import type { PageModuleHandle } from '../member-pages';

// 'profile-details' (authenticated + its flag, off by default): spec 1 §2.8.
export function Component() {
  return (
    <ProfileDetailsFrame>
      <ErrorBoundary>
        <ProfileInformation />
      </ErrorBoundary>
    </ProfileDetailsFrame>
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
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Breadcrumbs
          items={[{ name: 'Profile information', url: paths.profileDetails.getHref() }]}
        />
        <Title order={1} fz="h2">
          Profile information
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
