import { Container, Stack, Title } from '@mantine/core';
import { UserType, isStaffMember, showManageBeneficiaries } from '@portal/domain/member';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { paths } from '@/config/paths';
import { useInternalFunds } from '@/features/funds/api/get-internal-funds';
import { useInternalPolicies } from '@/features/nominations/api/get-internal-policies';
import { InvestmentsAndPolicies } from '@/features/nominations/components/investments-and-policies';
import { ProductBeneficiaries } from '@/features/nominations/components/product-beneficiaries';
import { usePortalConfig } from '@/lib/portal-config';
import { useProfileDetails } from '@/features/profile/api/get-profile-details';
import { ReferralBanner } from '@/features/referral/components/referral-banner';
import { useUserType } from '@/lib/user-type';

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

/**
 * The dashboard's covers and ways into the beneficiary pages, behind the domain's
 * showManageBeneficiaries rule (spec 1 §4) and the cover pages' flags.
 */
export function DashboardNominations() {
  const config = usePortalConfig();
  const userType = useUserType();
  const funds = useInternalFunds();
  const profile = useProfileDetails();
  const policies = useInternalPolicies();
  const features = config.data?.features;
  const canManageBeneficiaries = showManageBeneficiaries({
    isFlagOn: features?.manageBeneficiaries === true,
    // A hybrid member in the institutional view is judged as hybrid (an unrestricted
    // institutional fund is needed); in the retail view as retail, like the route's guard.
    userType:
      userType.status === 'ready'
        ? userType.memberType === UserType.Hybrid && userType.view === UserType.Institutional
          ? UserType.Hybrid
          : userType.view
        : UserType.Retail,
    funds: funds.data ?? [],
    coverCount: policies.data?.length ?? 0,
    isProfileLoading: profile.isPending && !profile.isError,
  });
  return (
    <InvestmentsAndPolicies
      canManageBeneficiaries={canManageBeneficiaries}
      isFuneralCoverOn={
        features?.funeralCover === true &&
        (policies.data ?? []).some((cover) => cover.header === 'Unapproved Funeral Cover')
      }
      isLifeCoverOn={
        features?.unapprovedLifeCover === true &&
        (policies.data ?? []).some((cover) => cover.header === 'Unapproved Life Cover')
      }
      referral={<MemberReferralBanner />}
    />
  );
}

// 'manage-beneficiaries' (institutional and hybrid only + flag): spec 1 §2.7.
export function Component() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Breadcrumbs
          items={[{ name: 'Manage beneficiaries', url: paths.manageBeneficiaries.getHref() }]}
        />
        <Title order={1} fz="h2">
          Manage beneficiaries
        </Title>
        <ErrorBoundary>
          <ProductBeneficiaries referral={<MemberReferralBanner />} />
        </ErrorBoundary>
      </Stack>
    </Container>
  );
}
