import { NominationTypeId } from '@portal/domain/nomination';
import { BeneficiariesTab } from '@/features/fund-details/components/beneficiaries-tab';
import { useNomination } from '@/features/nominations/api/get-nomination';
import { FundBeneficiaries } from '@/features/nominations/components/fund-beneficiaries';
import { usePortalConfig } from '@/lib/portal-config';
import { MemberReferralBanner } from './member-referral-banner';

/**
 * spec 2 §2, §4: the Beneficiaries tab, its code loaded when the tab is first shown
 * (fund-details-parts.tsx). Opening it loads the nominations (the tab mounts only when open);
 * the fund's own retirement nomination is the one shown and managed here.
 */
export function FundBeneficiariesPart({
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
