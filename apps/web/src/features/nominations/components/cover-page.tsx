import type { NominationTypeId } from '@portal/domain/nomination';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { CoverOverview } from './cover-amounts';
import { CoverBeneficiaries } from './cover-beneficiaries';
import { INVESTMENTS_AND_POLICIES_ID } from '../utils/cover';

type CoverPageProps = {
  title: string;
  /** The page's own breadcrumb after 'Investments and policies'. */
  breadcrumb: { name: string; url: string };
  /** The cover's header in the policies answer (which cover's amounts to show). */
  coverHeader: Parameters<typeof CoverOverview>[0]['header'];
  nominationTypeId: NominationTypeId;
  referral?: ReactNode;
  withChartSwitch?: boolean;
};

/**
 * A cover page (spec 1 §2.6, §2.7) in the page's frame: the breadcrumb back to the dashboard's
 * investments and policies, the title, the cover overview and the cover's beneficiaries, each
 * part failing on its own.
 */
export function CoverPage({
  title,
  breadcrumb,
  coverHeader,
  nominationTypeId,
  referral,
  withChartSwitch = false,
}: CoverPageProps) {
  return (
    <PageFrame
      title={title}
      breadcrumbs={[
        {
          name: 'Investments and policies',
          url: paths.dashboard.getHref(),
          scrollTo: INVESTMENTS_AND_POLICIES_ID,
        },
        breadcrumb,
      ]}
    >
      <ErrorBoundary>
        <CoverOverview header={coverHeader} />
      </ErrorBoundary>
      <ErrorBoundary>
        <CoverBeneficiaries
          nominationTypeId={nominationTypeId}
          referral={referral}
          withChartSwitch={withChartSwitch}
        />
      </ErrorBoundary>
    </PageFrame>
  );
}
