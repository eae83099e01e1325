import { Text } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { ThreadView } from '@/features/messages/components/thread-view';

// 'messages/:reference' (issue 48 point 4): one conversation with the fund, reached from the
// messages page and from the notice of the fund's answer.
export function Component() {
  const { reference = '' } = useParams();
  const location = useLocation();
  const sent = (location.state as { sent?: unknown } | null)?.sent;
  return (
    <PageFrame
      title={`Message ${reference}`}
      breadcrumbs={[
        { name: 'Messages', url: paths.messages.getHref() },
        { name: reference, url: paths.messageThread.getHref(reference) },
      ]}
      description={<Text>Your conversation with the fund.</Text>}
    >
      <ErrorBoundary>
        <ThreadView
          key={reference}
          reference={reference}
          sent={typeof sent === 'string' ? sent : undefined}
        />
      </ErrorBoundary>
    </PageFrame>
  );
}
