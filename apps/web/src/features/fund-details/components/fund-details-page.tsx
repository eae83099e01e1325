import { Accordion, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { InlineError } from '@/components/ui/inline-error';
import { useFundDetails } from '../api/get-fund-details';
import { useIsMobile } from '../hooks/use-is-mobile';
import { FundOverviewCard } from './fund-overview-card';
import type { HubLink } from './fund-overview-card';
import { fundDetailsMessages as text } from './messages';
import { PortfoliosSection } from './portfolios-section';
import { ServiceNotice } from './service-notice';

export type SidePanel = { title: string; content: ReactNode };

type FundDetailsPageProps = {
  schemeNumber: string;
  /** What the page shows for this fund and member, decided by the caller from the domain rules. */
  layoutFor: (details: FundDetailsResponse) => {
    sidePanel: SidePanel | null;
    showPots: boolean;
    isRetailView: boolean;
    beneficiaries: ReactNode | null;
    showServiceNotice: boolean;
    hub: HubLink | null;
  };
  openBeneficiaries: boolean;
};

/**
 * spec 2 §2 Layout: on desktop the overview with its tabs, the right-hand panel beside it and the
 * full-width portfolios; below 768 px the same sections as expandable panels.
 */
export function FundDetailsPage({
  schemeNumber,
  layoutFor,
  openBeneficiaries,
}: FundDetailsPageProps) {
  const isMobile = useIsMobile();
  const details = useFundDetails(schemeNumber);
  const breadcrumbs = (
    <Breadcrumbs
      items={[
        { name: 'Product details', url: `/fund-details/${encodeURIComponent(schemeNumber)}` },
      ]}
    />
  );

  if (details.isPending)
    return (
      <Stack gap="md">
        {breadcrumbs}
        <Group justify="center" py="xl">
          <Loader type="dots" aria-label="Loading your fund details" />
        </Group>
      </Stack>
    );
  if (details.isError)
    return (
      <Stack gap="md">
        {breadcrumbs}
        <InlineError title="Something went wrong" message={text.overviewError} />
        <InlineError title="Something went wrong" message={text.portfoliosError} />
      </Stack>
    );

  // spec 2 §4: the portfolios answered but the fund did not: its failures, then the portfolios.
  if (!details.data.success)
    return (
      <Stack gap="md">
        {breadcrumbs}
        <InlineError title="Something went wrong" message={text.overviewError} />
        <InlineError title="Something went wrong" message={text.informationError} />
        <Paper
          withBorder
          radius="md"
          p="lg"
          component="section"
          aria-labelledby="portfolios-heading"
        >
          <Title order={2} fz="h4" id="portfolios-heading" mb="md">
            Portfolios
          </Title>
          <PortfoliosSection portfolios={details.data.portfolios} isMobile={isMobile} />
        </Paper>
      </Stack>
    );

  const layout = layoutFor(details.data);
  const overview = (
    <FundOverviewCard
      details={details.data}
      isMobile={isMobile}
      showPots={layout.showPots}
      isRetailView={layout.isRetailView}
      beneficiaries={layout.beneficiaries}
      openBeneficiaries={openBeneficiaries}
      hub={layout.hub}
    />
  );
  // spec 2 §4: the fund answers, but its portfolios may not.
  const portfolios = (
    <PortfoliosSection
      portfolios={details.data.portfolioSuccess ? details.data.portfolios : null}
      isMobile={isMobile}
    />
  );
  const notice = layout.showServiceNotice ? <ServiceNotice isMobile={isMobile} /> : null;

  if (isMobile) {
    const sections = [
      { value: 'fund-details', title: 'Fund Details', content: overview },
      ...(layout.sidePanel ? [{ value: 'side-panel', ...layout.sidePanel }] : []),
      { value: 'portfolios', title: 'Portfolios', content: portfolios },
    ];
    return (
      <Stack gap="md">
        {breadcrumbs}
        {notice}
        <Accordion
          multiple
          order={2}
          defaultValue={['fund-details']}
          variant="separated"
          radius="md"
          styles={{ content: { padding: 'var(--mantine-spacing-xs)' } }}
        >
          {sections.map((section) => (
            <Accordion.Item key={section.value} value={section.value} bg="white">
              <Accordion.Control>
                <Text component="span" fw={700} fz="md">
                  {section.title}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>{section.content}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {breadcrumbs}
      {notice}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: layout.sidePanel ? 8 : 12 }}>
          <Paper
            withBorder
            radius="md"
            p="lg"
            h="100%"
            component="section"
            aria-labelledby="fund-overview-heading"
          >
            {overview}
          </Paper>
        </Grid.Col>
        {layout.sidePanel ? (
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Paper
              withBorder
              radius="md"
              p="lg"

              component="section"
              aria-labelledby="side-panel-heading"
            >
              <Title order={2} fz="h4" id="side-panel-heading" mb="md">
                {layout.sidePanel.title}
              </Title>
              {layout.sidePanel.content}
            </Paper>
          </Grid.Col>
        ) : null}
      </Grid>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="portfolios-heading">
        <Title order={2} fz="h4" id="portfolios-heading" mb="md">
          Portfolios
        </Title>
        {portfolios}
      </Paper>
    </Stack>
  );
}
