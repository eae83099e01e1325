import type { FeatureFlagName } from '@portal/contract/config';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import {
  FundSidePanel,
  fundSidePanel,
  hasBeneficiariesTab,
  hasProductSavingsWithdrawals,
  isRetailView,
  showsPots,
} from '@portal/domain/fund-details';
import { UserType } from '@portal/domain/member';
import { NominationTypeId } from '@portal/domain/nomination';
import { useParams, useSearchParams } from 'react-router';
import { BeneficiariesTab } from '@/features/fund-details/components/beneficiaries-tab';
import { FundDetailsPage } from '@/features/fund-details/components/fund-details-page';
import type { SidePanel } from '@/features/fund-details/components/fund-details-page';
import { useGlacierInfo } from '@/features/fund-details/api/get-glacier-info';
import { useNomination } from '@/features/nominations/api/get-nomination';
import { FundBeneficiaries } from '@/features/nominations/components/fund-beneficiaries';
import { usePortalConfig, usePortalName } from '@/lib/portal-config';
import { useUserType } from '@/lib/user-type';
import { EmergencyCalculatorPanel } from '@/features/calculators/components/emergency-calculator-panel';
import { IrrPanel } from '@/features/calculators/components/irr-panel';
import { TransactionSummaryPanel } from '@/features/calculators/components/transaction-summary-panel';
import { MemberReferralBanner } from '../member-referral-banner';
import { ProductDocuments } from '@/features/documents/components/product-documents';
import { FundProjectionSection } from '@/features/projection/components/fund-projection-section';
import { ChangeInvestmentsLink } from '@/features/switches/components/change-investments-link';
import { ProductSavingsWithdrawals } from '@/features/claims/components/product-savings-withdrawals';
import { paths } from '@/config/paths';

// 'fund-details/:schemeNumber' (spec 2): the fund details feature with the calculators' panels,
// on the funds background under the welcome banner (spec 1 §2.3). The open tab is in the URL
// (`?tab=…`; the spec's `beneficiaries` flag and the `documents` flag open theirs).
// Fund-level rules use the member's own type (a hybrid member is Hybrid here whatever the view).
// The side panels (their forms, date pickers and calculations) come with the page: it is drawn on
// the server with them, and the browser takes the page over only once it has their code (a panel
// still loading would be drawn but not yet working: what a member typed into it would be lost).
export function Component() {
  const { schemeNumber = '' } = useParams();
  const [search] = useSearchParams();
  const userType = useUserType();
  const config = usePortalConfig();
  const portalName = usePortalName();
  const features: Partial<Record<FeatureFlagName, boolean>> = config.data?.features ?? {};
  const memberType = userType.status === 'ready' ? userType.memberType : UserType.Institutional;
  // spec 2 §2, §6: the investment hub is offered for Glacier plans (Glacier info), flag on.
  const isHubFlagOn = features.glacierHubFlyover === true;
  const glacierInfo = useGlacierInfo(schemeNumber, { isEnabled: isHubFlagOn });

  function sidePanelFor(fund: FundDetailsResponse['information']['fund']): SidePanel {
    switch (fundSidePanel(memberType, fund)) {
      case FundSidePanel.EmergencyFund:
        return {
          title: 'Emergency Fund Calculator',
          content: (
            <EmergencyCalculatorPanel inflationPercent={config.data?.constants.inflationPercent} />
          ),
        };
      case FundSidePanel.TransactionSummary:
        return {
          title: 'Transaction Summary',
          content: (
            <TransactionSummaryPanel
              schemeNumber={fund.schemeNumber}
              caseKey={fund.caseKey}
              caseMemberKey={fund.caseMemberKey}
            />
          ),
        };
      case FundSidePanel.Irr:
        return {
          title: 'Internal rate of return',
          content: <IrrPanel schemeNumber={fund.schemeNumber} />,
        };
    }
  }

  return (
    <FundDetailsPage
      schemeNumber={schemeNumber}
      layoutFor={({ overview, information }) => {
        const retailView = isRetailView(memberType, information.fund);
        return {
          sidePanel: userType.status === 'ready' ? sidePanelFor(information.fund) : null,
          showPots: showsPots(retailView, overview.isCustomView, information.fund),
          // A retail two-pot product's withdrawals are made and followed on its own page.
          savingsWithdrawals: hasProductSavingsWithdrawals(information.fund) ? (
            <ProductSavingsWithdrawals
              schemeNumber={schemeNumber}
              withdrawalHref={paths.retailSavingsWithdrawal.getHref(schemeNumber)}
              claimHref={(caseNo) => paths.retailClaim.getHref(schemeNumber, caseNo)}
            />
          ) : null,
          isRetailView: retailView,
          beneficiaries: hasBeneficiariesTab(overview.nobIndicator, features.nob === true) ? (
            <FundBeneficiariesTab
              schemeNumber={schemeNumber}
              productName={overview.name}
              isRetailView={retailView}
            />
          ) : null,
          // Retail members have no Documents page: a retail product lists its own statements
          // and tax certificates under Information (spec 1 §2.1, the statements issue).
          documents:
            retailView && features.statements === true ? (
              <ProductDocuments
                schemeNumber={schemeNumber}
                productName={overview.name}
                scrollIntoView={search.has('documents')}
              />
            ) : null,
          // DESIGN §1e: the fund's projection, its page linked when that page is on.
          projection: (
            <FundProjectionSection
              schemeNumber={schemeNumber}
              projectionHref={
                features.retirementProjection === true
                  ? paths.retirementProjection.getHref
                  : undefined
              }
            />
          ),
          portfoliosAction: (
            <ChangeInvestmentsLink
              schemeNumber={schemeNumber}
              href={paths.changeInvestments.getHref(schemeNumber)}
            />
          ),
          showServiceNotice:
            features.globalProductPopup === true &&
            information.fund.isGlobalProduct &&
            (memberType === UserType.Retail || memberType === UserType.Hybrid),
          hub:
            isHubFlagOn && glacierInfo.data?.isGlacierProduct === true && config.data
              ? { url: config.data.links.partnerHub, portalName }
              : null,
        };
      }}
    />
  );
}

/**
 * spec 2 §2, §4: the Beneficiaries tab. Opening it loads the nominations (the tab mounts only
 * when open); the fund's own retirement nomination is the one shown and managed here.
 */
function FundBeneficiariesTab({
  schemeNumber,
  productName,
  isRetailView,
}: {
  schemeNumber: string;
  productName: string;
  isRetailView: boolean;
}) {
  const nomination = useNomination();
  const config = usePortalConfig();
  const retirement = nomination.data?.productNominations.find(
    (candidate) =>
      candidate.nominationTypeId === NominationTypeId.Retirement &&
      candidate.membership.schemeNumber === schemeNumber,
  );
  return (
    <BeneficiariesTab
      state={
        nomination.isPending
          ? { status: 'pending' }
          : nomination.isError
            ? { status: 'error' }
            : { status: 'success', hasBeneficiaries: (retirement?.beneficiaries.length ?? 0) > 0 }
      }
    >
      {(display, toggle) => (
        <FundBeneficiaries
          nomination={retirement}
          memberName={nomination.data?.person.firstName ?? ''}
          schemeNumber={schemeNumber}
          productName={productName}
          view={display}
          viewToggle={toggle}
          isRetailView={isRetailView}
          formEmail={config.data?.constants.nominationFormEmail ?? ''}
          referral={<MemberReferralBanner />}
        />
      )}
    </BeneficiariesTab>
  );
}
