import { List, Stack, Text, Title } from '@mantine/core';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { DataArchiveList } from '@/features/my-data/components/data-archive-list';
import { DataArchiveRequest } from '@/features/my-data/components/data-archive-request';
import { myDataText as text } from '@/features/my-data/components/texts';

// 'my-data' (issue 49 point 2; POPIA section 23): what the archive of the member's data holds,
// "Download my data", and the member's archives with their state and download; for every kind of
// member, reached from the profile page's content.
export function Component() {
  return (
    <PageFrame
      title="Your data"
      breadcrumbs={[{ name: 'Your data', url: paths.myData.getHref() }]}
      description={<Text>{text.intro}</Text>}
    >
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="my-data-holds">
          <Title order={2} fz="h4" id="my-data-holds">
            {text.holdsHeading}
          </Title>
          <Text>{text.holdsIntro}</Text>
          <List>
            {text.holds.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Text size="sm">{text.secretsNote}</Text>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="my-data-request">
          <Title order={2} fz="h4" id="my-data-request">
            {text.requestHeading}
          </Title>
          <ErrorBoundary>
            <DataArchiveRequest />
          </ErrorBoundary>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="my-data-archives">
          <Title order={2} fz="h4" id="my-data-archives">
            {text.listHeading}
          </Title>
          <ErrorBoundary>
            <DataArchiveList />
          </ErrorBoundary>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
