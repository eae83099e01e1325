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
import { useParams, useSearchParams } from 'react-router';
import { FundDetailsPage } from '@/features/fund-details/components/fund-details-page';
import type { SidePanel } from '@/features/fund-details/components/fund-details-page';
import { useGlacierInfo } from '@/features/fund-details/api/get-glacier-info';
import { usePortalConfig, usePortalName } from '@/lib/portal-config';
import { useUserType } from '@/lib/user-type';
import {
  LazyContributionsSection,
  LazyEmergencyCalculatorPanel,
  LazyFundBeneficiaries,
  LazyFundProjectionSection,
  LazyIrrPanel,
  LazyProductDocuments,
  LazyProductSavingsWithdrawals,
  LazyTransactionSummaryPanel,
} from '../fund-details-parts';
import { ChangeInvestmentsLink } from '@/features/switches/components/change-investments-link';
import { paths } from '@/config/paths';

// 'fund-details/:schemeNumber' (spec 2): the fund details feature with the calculators' panels,
// on the funds background under the welcome banner (spec 1 §2.3). The open tab is in the URL
// (`?tab=…`; the spec's `beneficiaries` flag and the `documents` flag open theirs).
// Fund-level rules use the member's own type (a hybrid member is Hybrid here whatever the view).
// The side panels (their forms, date pickers and calculations), the Beneficiaries tab's nomination
// and a retail product's documents load their code apart from the page's (fund-details-parts.tsx):
// drawn on the server with the page, a panel takes no taps until its code has arrived.
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
            <LazyEmergencyCalculatorPanel
              inflationPercent={config.data?.constants.inflationPercent}
            />
          ),
        };
      case FundSidePanel.TransactionSummary:
        return {
          title: 'Transaction Summary',
          content: (
            <LazyTransactionSummaryPanel
              schemeNumber={fund.schemeNumber}
              caseKey={fund.caseKey}
              caseMemberKey={fund.caseMemberKey}
            />
          ),
        };
      case FundSidePanel.Irr:
        return {
          title: 'Internal rate of return',
          content: <LazyIrrPanel schemeNumber={fund.schemeNumber} />,
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
            <LazyProductSavingsWithdrawals
              schemeNumber={schemeNumber}
              withdrawalHref={paths.retailSavingsWithdrawal.getHref(schemeNumber)}
              claimHref={(caseNo) => paths.retailClaim.getHref(schemeNumber, caseNo)}
            />
          ) : null,
          isRetailView: retailView,
          beneficiaries: hasBeneficiariesTab(overview.nobIndicator, features.nob === true) ? (
            <LazyFundBeneficiaries
              schemeNumber={schemeNumber}
              productName={overview.name}
              isRetailView={retailView}
            />
          ) : null,
          // Retail members have no Documents page: a retail product lists its own statements
          // and tax certificates under Information (spec 1 §2.1, the statements issue).
          documents:
            retailView && features.statements === true ? (
              <LazyProductDocuments
                schemeNumber={schemeNumber}
                productName={overview.name}
                scrollIntoView={search.has('documents')}
              />
            ) : null,
          // Issue 48: an employer fund's contributions (the member's and the employer's).
          contributions:
            !retailView && information.member.employerContributionRate !== null ? (
              <LazyContributionsSection schemeNumber={schemeNumber} />
            ) : null,
          // DESIGN §1e: the fund's projection, its page linked when that page is on.
          projection: (
            <LazyFundProjectionSection
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
