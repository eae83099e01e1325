import { Anchor, Box, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { TAX_CERTIFICATES_NOTICE_CATEGORY } from '@portal/contract/calls/notice';
import { UserType, showManageBeneficiaries } from '@portal/domain/member';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { Reveal } from '@/components/ui/reveal';
import { paths } from '@/config/paths';
import { useContributionArrears } from '@/features/contributions/api/get-contribution-arrears';
import { ContributionArrearsAlert } from '@/features/contributions/components/contribution-arrears-alert';
import { useExternalFunds } from '@/features/external-funds/api/get-external-funds';
import { ExternalFundsPanel } from '@/features/external-funds/components/external-funds-panel';
import { useGroupCovers, useInternalFunds } from '@/features/funds/api/get-internal-funds';
import { fundContributionsHref, fundCoverHref } from '@/features/fund-details/cover-address';
import { FundCardsSkeleton, FundsOverview } from '@/features/funds/components/funds-overview';
import { useInternalPolicies } from '@/features/nominations/api/get-internal-policies';
import { useNomination } from '@/features/nominations/api/get-nomination';
import { FUNERAL_COVER_HEADER, LIFE_COVER_HEADER } from '@/features/nominations/utils/cover';
import {
  InvestmentsAndPolicies,
  InvestmentsAndPoliciesSkeleton,
} from '@/features/nominations/components/investments-and-policies';
import { useHistoricalTaxCertificates } from '@/features/documents/api/get-historical-tax-certificates';
import { useDashboardNotices } from '@/features/notices/api/get-notices';
import { portfolioQueryKey } from '@/features/portfolio/api/get-portfolio-summary';
import { DashboardNotices } from '@/features/notices/components/dashboard-notices';
import { ReferralCardSkeleton } from '@/features/referral/components/referral-card-skeleton';
import { useDetailsConfirmation } from '@/features/profile/api/get-details-confirmation';
import { useProfileDetails } from '@/features/profile/api/get-profile-details';
import { DetailsConfirmationCard } from '@/features/profile/components/details-confirmation-card';
import { useProjections } from '@/features/projection/api/get-projections';
import {
  RetirementIncomeCard,
  RetirementIncomeCardSkeleton,
} from '@/features/projection/components/retirement-income-card';
import { usePortalConfig } from '@/lib/portal-config';
import { useUserType } from '@/lib/user-type';
import { MemberReferralBanner } from '../member-referral-banner';

// 'dashboard' (authenticated). The frame puts it on the dashboard background under the welcome
// banner (spec 1 §2.3); each region has its own error boundary. The regions are drawn together
// once their data has answered (a skeleton of the page until then): drawn one by one, the notices
// and covers arriving later would push the funds down the page. The page is Home, so it has no
// breadcrumb, and its title is for screen readers only: the banner above greets the member
// (docs/decisions/spec-readings.md).
export function Component() {
  return (
    <PageFrame title="Dashboard" isTitleHidden>
      <DashboardRegions />
    </PageFrame>
  );
}

function DashboardRegions() {
  const config = usePortalConfig();
  // Spec 2 §2: each fund opens its details page when the fund details flag is on.
  const fundHref =
    config.data?.features.fundDetails === true
      ? (fund: { schemeNumber: string }) => paths.fundDetails.getHref(fund.schemeNumber)
      : undefined;
  return (
    <DashboardReveal>
      <ErrorBoundary>
        <DashboardNotices
          actionFor={(notice) =>
            notice.categoryTitleToDisplay === TAX_CERTIFICATES_NOTICE ? (
              <TaxCertificatesLink />
            ) : null
          }
        />
      </ErrorBoundary>
      <ErrorBoundary>
        <DashboardDetailsConfirmation />
      </ErrorBoundary>
      {/* Issue 48: an employer's contributions that have not reached the fund. */}
      <ErrorBoundary>
        <ContributionArrearsAlert contributionsHref={fundContributionsHref} />
      </ErrorBoundary>
      <ErrorBoundary>
        <FundsOverview fundHref={fundHref} />
      </ErrorBoundary>
      {/* DESIGN §1e: the member's retirement income from the one projection, under their funds. */}
      <ErrorBoundary>
        <RetirementIncomeCard
          projectionHref={
            config.data?.features.retirementProjection === true
              ? paths.retirementProjection.getHref
              : undefined
          }
        />
      </ErrorBoundary>
      {config.data?.features.externalFunds === true ? (
        <ErrorBoundary>
          <DashboardExternalFunds addExternalFundUrl={config.data.links.addExternalFundUrl} />
        </ErrorBoundary>
      ) : null}
      <ErrorBoundary>
        <DashboardNominations />
      </ErrorBoundary>
      {/* spec 3 §2.9: the large referral layout is a dashboard card (hidden for staff). */}
      <ErrorBoundary>
        <Box mt="xl" maw={640}>
          <MemberReferralBanner layout="large" />
        </Box>
      </ErrorBoundary>
    </DashboardReveal>
  );
}

/**
 * The regions behind their skeleton until their calls have answered. Only this wrapper follows
 * the calls' progress: the regions it is given are not drawn again on each answer.
 */
function DashboardReveal({ children }: { children: ReactNode }) {
  const isSettled = useIsDashboardSettled();
  return (
    <Reveal when={isSettled} fallback={<DashboardSkeleton />}>
      {children}
    </Reveal>
  );
}

/** Whether every call the dashboard's regions wait for has answered, successfully or not. */
function useIsDashboardSettled(): boolean {
  const config = usePortalConfig();
  const userType = useUserType();
  const notices = useDashboardNotices();
  const funds = useInternalFunds();
  const projections = useProjections();
  const arrears = useContributionArrears();
  const detailsConfirmation = useDetailsConfirmation();
  // spec 1 §4 "Data loading": external funds load when their flag is on.
  const externalFunds = useExternalFunds({
    isEnabled: config.data?.features.externalFunds === true,
  });
  const policies = useInternalPolicies();
  // The life cover card shows its beneficiary count (spec 1 §2.5).
  const hasLifeCoverCard =
    config.data?.features.unapprovedLifeCover === true &&
    holdsCover(policies.data, LIFE_COVER_HEADER);
  const nomination = useNomination({ isEnabled: hasLifeCoverCard });
  // The tax certificates notice's links wait for where the certificates are.
  const certificatePlaces = useTaxCertificatePlaces();
  return (
    userType.status !== 'pending' &&
    !notices.isPending &&
    !funds.isPending &&
    !projections.isPending &&
    !arrears.isPending &&
    !detailsConfirmation.isPending &&
    !externalFunds.isLoading &&
    !policies.isLoading &&
    !nomination.isLoading &&
    !certificatePlaces.isLoading
  );
}

/**
 * spec 1 §4: the funds the member holds elsewhere, beside the funds with us, added, edited and
 * deleted in place; a change also refreshes My portfolio's figures built from them.
 */
function DashboardExternalFunds({ addExternalFundUrl }: { addExternalFundUrl: string | null }) {
  const queryClient = useQueryClient();
  return (
    <Box mt="xl">
      <ExternalFundsPanel
        addExternalFundUrl={addExternalFundUrl}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: portfolioQueryKey })}
      />
    </Box>
  );
}

/** The dashboard's regions in outline while their data loads. */
function DashboardSkeleton() {
  return (
    <>
      <VisuallyHidden role="status">Loading your dashboard</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        <Title order={2} component="p">
          Your funds
        </Title>
        <FundCardsSkeleton />
      </Stack>
      <RetirementIncomeCardSkeleton />
      <InvestmentsAndPoliciesSkeleton />
      <Box mt="xl" maw={640}>
        <ReferralCardSkeleton />
      </Box>
    </>
  );
}

/**
 * The dashboard's covers (each employer fund's group cover, from the fund list) and ways into the
 * beneficiary pages, behind the domain's
 * showManageBeneficiaries rule (spec 1 §4) and the cover pages' flags.
 */
function DashboardNominations() {
  const config = usePortalConfig();
  const policies = useInternalPolicies();
  const groupCovers = useGroupCovers();
  const features = config.data?.features;
  const canManageBeneficiaries = useCanManageBeneficiaries();
  return (
    <InvestmentsAndPolicies
      canManageBeneficiaries={canManageBeneficiaries}
      groupCovers={groupCovers.data ?? []}
      coverHref={features?.fundDetails === true ? fundCoverHref : undefined}
      isFuneralCoverOn={
        features?.funeralCover === true && holdsCover(policies.data, FUNERAL_COVER_HEADER)
      }
      isLifeCoverOn={
        features?.unapprovedLifeCover === true && holdsCover(policies.data, LIFE_COVER_HEADER)
      }
      referral={<MemberReferralBanner />}
    />
  );
}

/** Whether the member may change beneficiaries here: the domain's showManageBeneficiaries rule. */
function useCanManageBeneficiaries(): boolean {
  const config = usePortalConfig();
  const userType = useUserType();
  const funds = useInternalFunds();
  const profile = useProfileDetails();
  const policies = useInternalPolicies();
  return showManageBeneficiaries({
    isFlagOn: config.data?.features.manageBeneficiaries === true,
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
}

/**
 * Issue 49 point 6: the yearly confirmation of contact details and beneficiaries, with the ways
 * to change them where the member can.
 */
function DashboardDetailsConfirmation() {
  const config = usePortalConfig();
  const canManageBeneficiaries = useCanManageBeneficiaries();
  return (
    <DetailsConfirmationCard
      profileHref={
        config.data?.features.profileDetails === true ? paths.profileDetails.getHref() : undefined
      }
      beneficiariesHref={canManageBeneficiaries ? paths.manageBeneficiaries.getHref() : undefined}
    />
  );
}

/** Whether the member's covers include the one with this header. */
function holdsCover(covers: readonly { header: string }[] | undefined, header: string): boolean {
  return (covers ?? []).some((cover) => cover.header === header);
}

/** The notice about tax certificates (the administrator's category title). */
export const TAX_CERTIFICATES_NOTICE = TAX_CERTIFICATES_NOTICE_CATEGORY;
export const TAX_CERTIFICATES_LINK = 'View your tax certificates';
export const RETAIL_CERTIFICATES_HINT = 'Find them on each product’s page, under Information:';

/**
 * Where the tax certificates notice leads the member: only to a place that lists a certificate
 * of theirs (docs/decisions/spec-readings.md). The server sends the notice only to a member who
 * has one, and the Documents page's tab lists them all; a retail member's certificates are on
 * each product's page (spec 1 §2.1: retail members have no Documents page), so only the products
 * holding one are linked. Those are known from the certificates list, asked for only then.
 */
function useTaxCertificatePlaces() {
  const userType = useUserType();
  const config = usePortalConfig();
  const notices = useDashboardNotices();
  const funds = useInternalFunds();
  const features = config.data?.features;
  const hasNotice = (notices.data ?? []).some(
    (notice) => notice.categoryTitleToDisplay === TAX_CERTIFICATES_NOTICE,
  );
  const isReady = userType.status === 'ready';
  const toDocumentsPage =
    isReady && userType.view === UserType.Institutional && features?.statements === true;
  const retail = (funds.data ?? []).filter((fund) => fund.productTypeCategory === 'Retail');
  const toProducts =
    isReady && !toDocumentsPage && features?.fundDetails === true && retail.length > 0;
  const certificates = useHistoricalTaxCertificates({ isEnabled: hasNotice && toProducts });
  const schemes = new Set(
    (certificates.data?.details ?? []).map((certificate) => certificate.schemeNumber),
  );
  return {
    isLoading: certificates.isLoading,
    toDocumentsPage,
    products: toProducts ? retail.filter((fund) => schemes.has(fund.schemeNumber)) : [],
  };
}

/**
 * The tax certificates notice leads each member to where their certificates are: the Documents
 * page's tab for institutional and hybrid members, each product's page holding one for retail
 * members (and hybrid members in the retail view); no link where none would list a certificate.
 */
function TaxCertificatesLink() {
  const places = useTaxCertificatePlaces();
  if (places.toDocumentsPage) {
    return (
      <Anchor
        component={Link}
        to={`${paths.statementsAndDocuments.getHref()}?tab=tax-certificates`}
        fw={600}
      >
        {TAX_CERTIFICATES_LINK}
      </Anchor>
    );
  }
  if (places.products.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
        {RETAIL_CERTIFICATES_HINT}
      </Text>
      {places.products.map((fund) => (
        <Anchor
          key={fund.schemeNumber}
          component={Link}
          to={`${paths.fundDetails.getHref(fund.schemeNumber)}?documents`}
          size="sm"
          fw={600}
        >
          {fund.fullproductname}
        </Anchor>
      ))}
    </Group>
  );
}
