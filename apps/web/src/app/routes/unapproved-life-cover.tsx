import { Container, Stack, Title } from '@mantine/core';
import { NominationTypeId } from '@portal/domain/nomination';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { paths } from '@/config/paths';
import { CoverBeneficiaries } from '@/features/nominations/components/cover-beneficiaries';
import { CoverOverview, LIFE_COVER_HEADER } from '@/features/nominations/components/cover-amounts';
import { INVESTMENTS_AND_POLICIES_ID } from '@/features/nominations/components/investments-and-policies';
import { MemberReferralBanner } from './manage-beneficiaries';

// 'unapproved-life-cover' (flag): spec 1 §2.6.
export function Component() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Breadcrumbs
          items={[
            {
              name: 'Investments and policies',
              url: paths.dashboard.getHref(),
              scrollTo: INVESTMENTS_AND_POLICIES_ID,
            },
            { name: 'Unapproved Life cover', url: paths.unapprovedLifeCover.getHref() },
          ]}
        />
        <Title order={1} fz="h2">
          Unapproved life cover
        </Title>
        <ErrorBoundary>
          <CoverOverview header={LIFE_COVER_HEADER} />
        </ErrorBoundary>
        <ErrorBoundary>
          <CoverBeneficiaries
            nominationTypeId={NominationTypeId.LifeCover}
            referral={<MemberReferralBanner />}
            withChartSwitch
          />
        </ErrorBoundary>
      </Stack>
    </Container>
  );
}
