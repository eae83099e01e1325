import type { FeatureFlagName } from '@portal/contract/config';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import {
  FundSidePanel,
  fundSidePanel,
  hasBeneficiariesTab,
  isRetailView,
} from '@portal/domain/fund-details';
import { UserType } from '@portal/domain/member';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmergencyCalculatorPanel } from '@/features/calculators/components/emergency-calculator-panel';
import { IrrPanel } from '@/features/calculators/components/irr-panel';
import { TransactionSummaryPanel } from '@/features/calculators/components/transaction-summary-panel';
import { BeneficiariesTab } from '@/features/fund-details/components/beneficiaries-tab';
import type { BeneficiariesState } from '@/features/fund-details/components/beneficiaries-tab';
import { FundDetailsPage } from '@/features/fund-details/components/fund-details-page';
import type { SidePanel } from '@/features/fund-details/components/fund-details-page';
import { isGlacierProduct } from '@/features/fund-details/utils/fund-rules';
import { useNomination } from '@/features/nominations/api/get-nomination';
import { usePortalConfig, usePortalName } from '@/features/portal-config/api/get-config';
import { useUserType } from '@/lib/user-type';

// 'fund-details/:schemeNumber' (spec 2): the fund details feature with the calculators' panels.
// Fund-level rules use the member's own type (a hybrid member is Hybrid here whatever the view).
export function Component() {
  const { schemeNumber = '' } = useParams();
  const [search] = useSearchParams();
  const userType = useUserType();
  const config = usePortalConfig();
  const portalName = usePortalName();
  const features: Partial<Record<FeatureFlagName, boolean>> = config.data?.features ?? {};
  const memberType = userType.status === 'ready' ? userType.memberType : UserType.Institutional;
  const nomination = useNomination({ isEnabled: features.nob === true });

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

  function beneficiariesState(): BeneficiariesState {
    if (nomination.isPending) return { status: 'pending' };
    if (nomination.isError) return { status: 'error' };
    const entry = nomination.data.productNominations.find(
      (candidate) => candidate.membership.schemeNumber === schemeNumber,
    );
    return {
      status: 'success',
      beneficiaries: (entry?.beneficiaries ?? []).map((row) => ({
        id: `${row.nominationId}-${row.nomineeIdentifier}`,
        fullName: `${row.name} ${row.surname}`,
        relationship: row.relationship,
        allocation: row.allocation,
      })),
    };
  }

  return (
    <FundDetailsPage
      schemeNumber={schemeNumber}
      openBeneficiaries={search.has('beneficiaries')}
      layoutFor={({ overview, information }) => {
        const retailView = isRetailView(memberType, information.fund);
        return {
          sidePanel: userType.status === 'ready' ? sidePanelFor(information.fund) : null,
          showPots: !retailView || overview.isCustomView,
          isRetailView: retailView,
          beneficiaries: hasBeneficiariesTab(overview.nobIndicator, features.nob === true) ? (
            <BeneficiariesTab
              state={beneficiariesState()}
              isRetailView={retailView}
              formHref={paths.manageBeneficiaries.getHref()}
            />
          ) : null,
          showServiceNotice:
            features.globalProductPopup === true &&
            information.fund.isGlobalProduct &&
            (memberType === UserType.Retail || memberType === UserType.Hybrid),
          hub:
            features.glacierHubFlyover === true && isGlacierProduct(information.fund) && config.data
              ? { url: config.data.links.partnerHub, portalName }
              : null,
        };
      }}
    />
  );
}
