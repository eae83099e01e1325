import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { ComplaintList } from '@/features/complaints/components/complaint-list';
import { ComplaintsIntro } from '@/features/complaints/components/complaints-intro';
import { LodgeComplaintSection } from '@/features/complaints/components/lodge-complaint-form';
import { complaintsText as text } from '@/features/complaints/components/texts';

// 'complaints' (issue 49 point 1): what a complaint under section 30A of the Pension Funds Act
// is, the member's complaints with the fund's clock, and a new complaint; for every kind of
// member, reached from the account menu.
export function Component() {
  return (
    <PageFrame
      title="Complaints"
      breadcrumbs={[{ name: 'Complaints', url: paths.complaints.getHref() }]}
      description={
        <Stack gap="xs">
          <ComplaintsIntro />
        </Stack>
      }
    >
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="complaints-list">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} fz="h4" id="complaints-list">
              {text.listHeading}
            </Title>
            <Anchor href="#lodge-complaint" size="sm">
              {text.lodgeNew}
            </Anchor>
          </Group>
          <ErrorBoundary>
            <ComplaintList />
          </ErrorBoundary>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="lodge-complaint">
          <Title order={2} fz="h4" id="lodge-complaint" tabIndex={-1}>
            {text.lodgeHeading}
          </Title>
          <Text size="sm">{text.lodgeIntro}</Text>
          <ErrorBoundary>
            <LodgeComplaintSection />
          </ErrorBoundary>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
