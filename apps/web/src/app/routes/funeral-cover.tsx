import { Stack, Title } from '@mantine/core';
import { NominationTypeId } from '@portal/domain/nomination';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { paths } from '@/config/paths';
import { CoverBeneficiaries } from '@/features/nominations/components/cover-beneficiaries';
import {
  CoverOverview,
  FUNERAL_COVER_HEADER,
} from '@/features/nominations/components/cover-amounts';
import { INVESTMENTS_AND_POLICIES_ID } from '@/features/nominations/components/investments-and-policies';
import { MemberReferralBanner } from './manage-beneficiaries';

// 'funeral-cover' (flag): the funeral cover amounts and its beneficiaries (spec 1 §2.7, §4).
export function Component() {
  return (
    <Stack gap="lg">
      <Breadcrumbs
        items={[
          {
            name: 'Investments and policies',
            url: paths.dashboard.getHref(),
            scrollTo: INVESTMENTS_AND_POLICIES_ID,
          },
          { name: 'Funeral cover', url: paths.funeralCover.getHref() },
        ]}
      />
      <Title order={1} fz="h2">
        Funeral cover
      </Title>
      <ErrorBoundary>
        <CoverOverview header={FUNERAL_COVER_HEADER} />
      </ErrorBoundary>
      <ErrorBoundary>
        <CoverBeneficiaries
          nominationTypeId={NominationTypeId.Funeral}
          referral={<MemberReferralBanner />}
        />
      </ErrorBoundary>
    </Stack>
  );
}
