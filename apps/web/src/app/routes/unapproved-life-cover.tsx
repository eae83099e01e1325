import { NominationTypeId } from '@portal/domain/nomination';
import { paths } from '@/config/paths';
import { LIFE_COVER_HEADER } from '@/features/nominations/utils/cover';
import { CoverPage } from '@/features/nominations/components/cover-page';
import { MemberReferralBanner } from '../member-referral-banner';

// 'unapproved-life-cover' (flag): spec 1 §2.6. The page has no banner background (spec 1 §2.3).
export function Component() {
  return (
    <CoverPage
      title="Unapproved life cover"
      breadcrumb={{ name: 'Unapproved Life cover', url: paths.unapprovedLifeCover.getHref() }}
      coverHeader={LIFE_COVER_HEADER}
      nominationTypeId={NominationTypeId.LifeCover}
      referral={<MemberReferralBanner />}
      withChartSwitch
    />
  );
}
