import { NominationTypeId } from '@portal/domain/nomination';
import { paths } from '@/config/paths';
import { FUNERAL_COVER_HEADER } from '@/features/nominations/utils/cover';
import { CoverPage } from '@/features/nominations/components/cover-page';
import { MemberReferralBanner } from '../member-referral-banner';

// 'funeral-cover' (flag): the funeral cover amounts and its beneficiaries (spec 1 §2.7, §4).
export function Component() {
  return (
    <CoverPage
      title="Funeral cover"
      breadcrumb={{ name: 'Funeral cover', url: paths.funeralCover.getHref() }}
      coverHeader={FUNERAL_COVER_HEADER}
      nominationTypeId={NominationTypeId.Funeral}
      referral={<MemberReferralBanner />}
    />
  );
}
