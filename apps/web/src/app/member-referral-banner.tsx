import { Paper, Skeleton, VisuallyHidden } from '@mantine/core';
import { lazy } from 'react';
import { isStaffMember } from '@portal/domain/member';
import { LazyPanel } from '@/components/ui/lazy-panel';
import { useInternalFunds } from '@/features/funds/api/get-internal-funds';
import { useProfileDetails } from '@/features/profile/api/get-profile-details';
import { usePortalConfig } from '@/lib/portal-config';

// The banner (its button, the referral call and its result) loads apart from the page: the server
// draws it with the page and the browser keeps what the server drew until its code arrives
// (components/ui/lazy-panel.tsx).
const ReferralBanner = lazy(() =>
  import('@/features/referral/components/referral-banner').then(({ ReferralBanner }) => ({
    default: ReferralBanner,
  })),
);

/**
 * The referral banner of the success section (spec 1 §2.5, spec 3 §2.9): Refer now waits for the
 * profile; staff members (a fund from the staff source system) and members who object to direct
 * marketing do not see it.
 */
export function MemberReferralBanner({ layout }: { layout?: 'normal' | 'large' }) {
  const funds = useInternalFunds();
  const profile = useProfileDetails();
  const config = usePortalConfig();
  if (!funds.isSuccess) return null;
  const isStaff = isStaffMember(funds.data);
  if (isStaff) return null;
  // Issue 49 point 3: while the member objects to direct marketing, no offer is made.
  if (profile.data?.objectsToDirectMarketing) return null;
  return (
    <LazyPanel outline={<ReferralOutline layout={layout} />}>
      <ReferralBanner
        layout={layout}
        firstName={profile.data?.firstName}
        isStaff={isStaff}
        termsUrl={config.data?.links.referralTerms}
      />
    </LazyPanel>
  );
}

/** The banner's place while its code loads (opened from another page), heard as one sentence. */
function ReferralOutline({ layout }: { layout?: 'normal' | 'large' }) {
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true">
      <VisuallyHidden role="status">Loading the referral offer</VisuallyHidden>
      <Skeleton height={layout === 'large' ? 136 : 64} aria-hidden="true" />
    </Paper>
  );
}
