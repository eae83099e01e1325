import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { LeavingServicePage } from '@/features/leaving-service/components/leaving-service-page';
import { leavingText as text } from '@/features/leaving-service/components/texts';

// 'fund-details/{schemeNumber}/leaving-service' (issue 49 point 4; Regulation 38): a paid-up
// member's options on leaving service, reached from the fund's page (a notice on a paid-up
// membership), not from a menu.
export function Component() {
  const { schemeNumber = '' } = useParams();
  return (
    <PageFrame
      title={text.title}
      breadcrumbs={[
        { name: 'Fund details', url: paths.fundDetails.getHref(schemeNumber) },
        { name: text.title, url: paths.leavingService.getHref(schemeNumber) },
      ]}
      description={<Text>{text.intro}</Text>}
    >
      <ErrorBoundary>
        <LeavingServicePage schemeNumber={schemeNumber} />
      </ErrorBoundary>
    </PageFrame>
  );
}
