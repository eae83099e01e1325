import { Suspense } from 'react';
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
    <PageFrame
      title="Profile information"
      breadcrumbs={[{ name: 'Profile information', url: paths.profileDetails.getHref() }]}
    >
      {children}
    </PageFrame>
  );
}
