import { Grid, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { Disclosure } from '@/components/ui/disclosure';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageFrame } from '@/components/layouts/page-frame';
import { InlineError } from '@/components/ui/inline-error';
import { LazyPanel } from '@/components/ui/lazy-panel';
import { Reveal } from '@/components/ui/reveal';
import { useToday } from '@/lib/portal-config';
import { useFundDetails } from '../api/get-fund-details';
import { CONTRIBUTIONS_ID, COVER_ID } from '../cover-address';
import { useTransactionDetails } from '../api/get-transaction-details';
import { useIsMobile } from '../hooks/use-is-mobile';
import { FundOverviewCard } from './fund-overview-card';
import type { HubLink } from './fund-overview-card';
import { fundDetailsMessages as text } from './messages';
import { FundDetailsSkeleton, SIDE_PANEL_HEIGHT } from './fund-details-skeleton';
import { FundNotices } from './leaving-service-notice';
import {
  LazyCostsSection as CostsSection,
  LazyCoverSection as CoverSection,
  LazyPortfoliosSection as PortfoliosSection,
  LazyYourFundSection as YourFundSection,
  preloadSections,
} from './lazy-sections';
import { defaultFilterState, filterRange } from './transaction-filter';

// The service notice (fixed over the page, with the focus trap and backdrop it takes on a phone)
// loads apart from the page: drawn on the server it stays as drawn until its code arrives; drawn
// in the browser it appears over the page once loaded, moving nothing.
const ServiceNotice = lazy(() =>
  import('./service-notice').then(({ ServiceNotice }) => ({ default: ServiceNotice })),
);

export type SidePanel = { title: string; content: ReactNode };

type FundDetailsPageProps = {
  schemeNumber: string;
  /** What the page shows for this fund and member, decided by the caller from the domain rules. */
  layoutFor: (details: FundDetailsResponse) => {
    sidePanel: SidePanel | null;
    showPots: boolean;
    isRetailView: boolean;
    beneficiaries: ReactNode | null;
    /** A retail product's statements and certificates, shown under its Information tab. */
    documents?: ReactNode;
    /** A retail two-pot product's savings withdrawals (retail members have no Claims page). */
    savingsWithdrawals?: ReactNode;
    /** The fund's retirement projection (DESIGN §1e), or why it is not projected. */
    projection?: ReactNode;
    /** An employer fund's contributions of the last 24 months (issue 48); null for other products. */
    contributions?: ReactNode;
    /** Under the portfolios: the way to change them (an online switch), where the fund offers it. */
    portfoliosAction?: ReactNode;
    showServiceNotice: boolean;
    hub: HubLink | null;
  };
};

/** spec 2 §2: the page's breadcrumb label, also its title. */
export const FUND_DETAILS_PAGE_TITLE = 'Product details';

/**
 * spec 2 §2 Layout, in the page's frame (breadcrumb and title 'Product details'): on desktop the
 * overview with its tabs, the right-hand panel beside it and the full-width portfolios; below
 * 768 px the same sections as expandable panels. The page is drawn once the fund and its first
 * transactions (the Transaction details tab's default 3 months) have answered, with a skeleton of
 * the page until then, so the transactions do not push the page down when they arrive.
 */
export function FundDetailsPage({ schemeNumber, layoutFor }: FundDetailsPageProps) {
  return (
    <PageFrame
      title={FUND_DETAILS_PAGE_TITLE}
      breadcrumbs={[
        {
          name: FUND_DETAILS_PAGE_TITLE,
          url: `/fund-details/${encodeURIComponent(schemeNumber)}`,
        },
      ]}
    >
      <FundDetailsContent schemeNumber={schemeNumber} layoutFor={layoutFor} />
    </PageFrame>
  );
}

function FundDetailsContent({ schemeNumber, layoutFor }: FundDetailsPageProps) {
  const isMobile = useIsMobile();
  const today = useToday();
  const details = useFundDetails(schemeNumber);
  const transactions = useTransactionDetails(
    schemeNumber,
    filterRange(defaultFilterState(today), today),
  );
  const isSettled = !transactions.isPending;
  const layoutNow = details.data?.success ? layoutFor(details.data) : null;
  const openSections = useSectionAsked(
    isSettled && details.data?.cover != null,
    isSettled && layoutNow?.contributions != null,
  );
  // The sections' code loads beside the page's data rather than after it.
  useEffect(preloadSections, []);

  const skeleton = <FundDetailsSkeleton isMobile={isMobile} />;
  if (details.isPending) return skeleton;
  if (details.isError)
    return (
      <Stack gap="md">
        <InlineError title="Something went wrong" message={text.overviewError} />
        <InlineError title="Something went wrong" message={text.portfoliosError} />
      </Stack>
    );

  // spec 2 §4: the portfolios answered but the fund did not: its failures, then the portfolios.
  if (!details.data.success)
    return (
      <Stack gap="md">
        <InlineError title="Something went wrong" message={text.overviewError} />
        <InlineError title="Something went wrong" message={text.informationError} />
        <PortfoliosPanel>
          <PortfoliosSection portfolios={details.data.portfolios} isMobile={isMobile} />
        </PortfoliosPanel>
      </Stack>
    );

  const layout = layoutNow ?? layoutFor(details.data);
  const overview = (
    <FundOverviewCard
      details={details.data}
      isMobile={isMobile}
      showPots={layout.showPots}
      isRetailView={layout.isRetailView}
      beneficiaries={layout.beneficiaries}
      documents={layout.documents ?? null}
      hub={layout.hub}
    />
  );
  // spec 2 §4: the fund answers, but its portfolios may not.
  const portfoliosTable = (
    <PortfoliosSection
      portfolios={details.data.portfolioSuccess ? details.data.portfolios : null}
      isMobile={isMobile}
      showPots={layout.showPots}
      isTwoPot={details.data.information.fund.twoPotIndicator === 'Y'}
    />
  );
  const portfolios = layout.portfoliosAction ? (
    <Stack gap="md">
      {portfoliosTable}
      {layout.portfoliosAction}
    </Stack>
  ) : (
    portfoliosTable
  );
  // The employer fund's group cover; a retail product has none to state.
  const cover = details.data.cover ? (
    <CoverSection cover={details.data.cover} isMobile={isMobile} />
  ) : null;
  const notice = layout.showServiceNotice ? (
    <LazyPanel outline={null}>
      <ServiceNotice isMobile={isMobile} />
    </LazyPanel>
  ) : null;
  const { member } = details.data.information;
  const leaving = (
    <FundNotices
      schemeNumber={schemeNumber}
      member={member}
      fund={details.data.information.fund}
      today={today}
    />
  );
  const projection = layout.projection ?? null;
  const contributions = layout.contributions ?? null;
  const withdrawals = layout.savingsWithdrawals ?? null;
  const costs = <CostsSection schemeNumber={schemeNumber} />;
  const yourFund = <YourFundSection schemeNumber={schemeNumber} />;
  const sidePanel = layout.sidePanel
    ? {
        title: layout.sidePanel.title,
        content: (
          <Suspense fallback={<Skeleton height={SIDE_PANEL_HEIGHT} aria-hidden="true" />}>
            {layout.sidePanel.content}
          </Suspense>
        ),
      }
    : null;

  if (isMobile) {
    const sections = [
      { value: 'fund-details', title: 'Fund Details', content: overview },
      ...(sidePanel ? [{ value: 'side-panel', ...sidePanel }] : []),
      ...(contributions
        ? [{ value: CONTRIBUTIONS_ID, title: 'Contributions', content: contributions }]
        : []),
      ...(withdrawals
        ? [{ value: 'savings-withdrawals', title: 'Savings withdrawals', content: withdrawals }]
        : []),
      ...(cover ? [{ value: 'cover', title: 'Cover', content: cover }] : []),
      ...(projection ? [{ value: 'projection', title: 'Projection', content: projection }] : []),
      { value: 'costs', title: 'Costs', content: costs },
      { value: 'portfolios', title: 'Portfolios', content: portfolios },
      { value: 'your-fund', title: 'Your fund', content: yourFund },
    ];
    return (
      <Reveal when={isSettled} fallback={skeleton}>
        <Stack gap="md">
          {notice}
          {leaving}
          {sections.map((section) => {
            const isOpen = openSections.value.includes(section.value);
            return (
              <Disclosure
                key={section.value}
                title={section.title}
                headingOrder={2}
                panelPadding="xs"
                id={
                  section.value === COVER_ID || section.value === CONTRIBUTIONS_ID
                    ? section.value
                    : undefined
                }
                isOpen={isOpen}
                onToggle={() =>
                  openSections.onChange(
                    isOpen
                      ? openSections.value.filter((value) => value !== section.value)
                      : [...openSections.value, section.value],
                  )
                }
              >
                {section.content}
              </Disclosure>
            );
          })}
        </Stack>
      </Reveal>
    );
  }

  return (
    <Reveal when={isSettled} fallback={skeleton}>
      <Stack gap="lg">
        {notice}
        {leaving}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: sidePanel ? 8 : 12 }}>
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
          {sidePanel ? (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Paper
                withBorder
                radius="md"
                p="lg"
                component="section"
                aria-labelledby="side-panel-heading"
              >
                <Title order={2} fz="h4" id="side-panel-heading" mb="md">
                  {sidePanel.title}
                </Title>
                {sidePanel.content}
              </Paper>
            </Grid.Col>
          ) : null}
        </Grid>
        {contributions ? (
          <Paper
            withBorder
            radius="md"
            p="lg"
            component="section"
            aria-labelledby="contributions-heading"
            id={CONTRIBUTIONS_ID}
          >
            <Title order={2} fz="h4" id="contributions-heading" mb="md">
              Contributions
            </Title>
            {contributions}
          </Paper>
        ) : null}
        {withdrawals ? (
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="withdrawals">
            <Title order={2} fz="h4" id="withdrawals" mb="md">
              Savings withdrawals
            </Title>
            {withdrawals}
          </Paper>
        ) : null}
        {cover ? (
          <Paper
            withBorder
            radius="md"
            p="lg"
            component="section"
            aria-labelledby="cover-heading"
            id={COVER_ID}
          >
            <Title order={2} fz="h4" id="cover-heading" mb="md">
              Cover
            </Title>
            {cover}
          </Paper>
        ) : null}
        {projection ? (
          <Paper
            withBorder
            radius="md"
            p="lg"
            component="section"
            aria-labelledby="projection-heading"
          >
            <Title order={2} fz="h4" id="projection-heading" mb="md">
              Projection
            </Title>
            {projection}
          </Paper>
        ) : null}
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="costs-heading">
          <Title order={2} fz="h4" id="costs-heading" mb="md">
            Costs
          </Title>
          {costs}
        </Paper>
        <PortfoliosPanel>{portfolios}</PortfoliosPanel>
        <Paper
          withBorder
          radius="md"
          p="lg"
          component="section"
          aria-labelledby="your-fund-heading"
        >
          <Title order={2} fz="h4" id="your-fund-heading" mb="md">
            Your fund
          </Title>
          {yourFund}
        </Paper>
      </Stack>
    </Reveal>
  );
}

/**
 * The open panels of the phone's layout (the fund's details at first). Asked for by its address
 * (`#cover`, the dashboard's Group cover card), the Cover section is opened and brought into view
 * once the page is drawn; the address is read after the first render, which the server draws
 * without it.
 */
function useSectionAsked(isCoverShown: boolean, areContributionsShown: boolean) {
  const { hash } = useLocation();
  const [value, setValue] = useState<string[]>(['fund-details']);
  useEffect(() => {
    const asked =
      hash === `#${COVER_ID}` && isCoverShown
        ? COVER_ID
        : hash === `#${CONTRIBUTIONS_ID}` && areContributionsShown
          ? CONTRIBUTIONS_ID
          : null;
    if (!asked) return;
    setValue((open) => (open.includes(asked) ? open : [...open, asked]));
    document.getElementById(asked)?.scrollIntoView();
  }, [hash, isCoverShown, areContributionsShown]);
  return { value, onChange: setValue };
}

/** The Portfolios section of the page, whatever else answered. */
function PortfoliosPanel({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="portfolios-heading">
      <Title order={2} fz="h4" id="portfolios-heading" mb="md">
        Portfolios
      </Title>
      {children}
    </Paper>
  );
}
