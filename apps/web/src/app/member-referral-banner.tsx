import { isStaffMember } from '@portal/domain/member';
import { useInternalFunds } from '@/features/funds/api/get-internal-funds';
import { useProfileDetails } from '@/features/profile/api/get-profile-details';
import { ReferralBanner } from '@/features/referral/components/referral-banner';
import { usePortalConfig } from '@/lib/portal-config';

/**
 * The referral banner of the success section (spec 1 §2.5, spec 3 §2.9): Refer now waits for the
 * profile; staff members (a fund from the staff source system) do not see it.
 */
export function MemberReferralBanner({ layout }: { layout?: 'normal' | 'large' }) {
  const funds = useInternalFunds();
  const profile = useProfileDetails();
  const config = usePortalConfig();
  if (!funds.isSuccess) return null;
  return (
    <ReferralBanner
      layout={layout}
      firstName={profile.data?.firstName}
      isStaff={isStaffMember(funds.data)}
      termsUrl={config.data?.links.referralTerms}
    />
  );
}
