import { Text } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { ComplaintView } from '@/features/complaints/components/complaint-view';

// 'complaints/:reference' (issue 49 point 1): one complaint, reached from the complaints page,
// from lodging it (which acknowledges it) and from the notice of the fund's answer.
export function Component() {
  const { reference = '' } = useParams();
  const location = useLocation();
  const lodged = (location.state as { lodged?: unknown } | null)?.lodged;
  return (
    <PageFrame
      title={`Complaint ${reference}`}
      breadcrumbs={[
        { name: 'Complaints', url: paths.complaints.getHref() },
        { name: reference, url: paths.complaint.getHref(reference) },
      ]}
      description={<Text>Your complaint to the fund, and where it stands.</Text>}
    >
      <ErrorBoundary>
        <ComplaintView
          key={reference}
          reference={reference}
          lodged={typeof lodged === 'string' ? lodged : undefined}
        />
      </ErrorBoundary>
    </PageFrame>
  );
}
