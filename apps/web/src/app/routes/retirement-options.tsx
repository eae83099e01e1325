import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { RetirementPage } from '@/features/leaving-service/components/retirement-page';
import { retirementText as text } from '@/features/leaving-service/components/retirement-texts';

// 'fund-details/{schemeNumber}/retirement' (issue 49 point 5; Regulation 39): a member's options
// within five years of the normal retirement date, reached from the fund's page (a notice), not
// from a menu.
export function Component() {
  const { schemeNumber = '' } = useParams();
  return (
    <PageFrame
      title={text.title}
      breadcrumbs={[
        { name: 'Fund details', url: paths.fundDetails.getHref(schemeNumber) },
        { name: text.title, url: paths.retirementOptions.getHref(schemeNumber) },
      ]}
      description={<Text>{text.intro}</Text>}
    >
      <ErrorBoundary>
        <RetirementPage schemeNumber={schemeNumber} />
      </ErrorBoundary>
    </PageFrame>
  );
}
