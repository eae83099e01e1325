import { ActionIcon, List, SimpleGrid, Skeleton, VisuallyHidden } from '@mantine/core';
import { lazy, startTransition, useId, useState } from 'react';
import { PageFrame } from '@/components/layouts/page-frame';
import { Deferred } from '@/components/ui/deferred';
import { SectionHeader } from '@/components/ui/section-header';
import { Hint } from '@/components/ui/hint';
import { paths } from '@/config/paths';
import { useUserType } from '@/lib/user-type';
import type { GoalInflation } from '../goal-calculators';
import type { GoalCalculatorKind } from '../goal-calculators';
import { ToolCard } from './tool-card';
import classes from './tool-card.module.css';
import { DISCRETIONARY_SAVINGS_CARDS, investmentCards } from './tool-cards';
import type { LinkToolCard, ToolCardDefinition, ToolModal } from './tool-cards';
import type { ToolFunds } from './tool-funds';
import { InfoCircleIcon } from './tool-icons';

// Each tool's modal (its form, date pickers and calculations) loads when the tool is first opened.
const IrrToolModal = lazy(() =>
  import('./irr-tool-modal').then((module) => ({ default: module.IrrToolModal })),
);
const TransactionSummaryToolModal = lazy(() =>
  import('./transaction-summary-tool-modal').then((module) => ({
    default: module.TransactionSummaryToolModal,
  })),
);
const JustInvestModal = lazy(() =>
  import('./just-invest-modal').then((module) => ({ default: module.JustInvestModal })),
);
const GoalCalculatorModal = lazy(() =>
  import('../goal-calculators/goal-calculator-modal').then((module) => ({
    default: module.GoalCalculatorModal,
  })),
);

export const TOOLS_PAGE_TITLE = 'Tools and calculators';

/** The page header's info tooltip (spec 3 §2.1: bullet points). */
export const TOOLS_INFO_POINTS = [
  'See how your investments have grown and what went in and out over a period you choose.',
  'Work out what a wedding, a holiday, an emergency fund or education may cost, with inflation.',
  'Start an investment for a goal: your proposal opens in a new tab.',
  'All figures are estimates for guidance only, not financial advice.',
] as const;

/** spec 3 §2.1: the portal's own page of a linked tool, where no external address is configured. */
const OWN_PAGES: Record<LinkToolCard['link'], string> = {
  twoPotCalculator: paths.twoPotCalculator.getHref(),
  retirementProjection: paths.retirementProjection.getHref(),
};

const GOAL_KINDS: readonly GoalCalculatorKind[] = ['wedding', 'holiday', 'emergency', 'education'];

type ToolsPageProps = {
  funds: ToolFunds;
  /**
   * The external tools' addresses (from the portal configuration), once known; null where none is
   * configured: the card opens the portal's own page.
   */
  links: { twoPotCalculator: string | null; retirementProjection: string | null } | undefined;
  /** spec 3 §6: the retirement projection card's configuration switch. */
  isRetirementProjectionOn: boolean;
  /** The configured inflation for the goal calculators, once known. */
  inflation?: GoalInflation;
};

/**
 * spec 3 §2.1: the Tools and calculators page: in the page's frame, breadcrumb and title with an
 * info tooltip, then the Investments and Discretionary savings sections of cards, each opening its
 * modal or external tool. One modal is open at a time. The cards wait for the member's view (it
 * decides the Investments cards), in outline until then.
 */
export function ToolsPage({ funds, links, isRetirementProjectionOn, inflation }: ToolsPageProps) {
  const userType = useUserType();
  const [openTool, setOpenTool] = useState<ToolModal | null>(null);
  const isInstitutionalView = userType.status === 'ready' && userType.view === 'Institutional';
  const close = () => setOpenTool(null);
  // A modal's content (a calculator's form) renders in a transition: the tap is answered at once
  // and the modal follows, rather than the page waiting for the form to render before painting.
  const open = (tool: ToolModal) => startTransition(() => setOpenTool(tool));

  return (
    <PageFrame
      title={TOOLS_PAGE_TITLE}
      breadcrumbs={[{ name: TOOLS_PAGE_TITLE, url: paths.toolsAndCalculators.getHref() }]}
      titleAside={<ToolsInfoTooltip />}
    >
      {userType.status === 'pending' ? (
        <ToolSectionsSkeleton
          investmentCount={
            investmentCards({ isInstitutionalView: true, isRetirementProjectionOn }).length
          }
        />
      ) : (
        <>
          <ToolSection
            title="Investments"
            cards={investmentCards({ isInstitutionalView, isRetirementProjectionOn })}
            links={links}
            onOpen={open}
          />
          <ToolSection
            title="Discretionary savings"
            cards={DISCRETIONARY_SAVINGS_CARDS}
            links={links}
            onOpen={open}
          />
        </>
      )}
      <Deferred when={openTool === 'irr'}>
        <IrrToolModal opened={openTool === 'irr'} onClose={close} funds={funds} />
      </Deferred>
      <Deferred when={openTool === 'transactionSummary' && isInstitutionalView}>
        <TransactionSummaryToolModal
          opened={openTool === 'transactionSummary' && isInstitutionalView}
          onClose={close}
          funds={funds}
        />
      </Deferred>
      <Deferred when={openTool === 'justInvest'}>
        <JustInvestModal opened={openTool === 'justInvest'} onClose={close} />
      </Deferred>
      {GOAL_KINDS.map((kind) => (
        <Deferred key={kind} when={openTool === kind}>
          <GoalCalculatorModal
            kind={kind}
            opened={openTool === kind}
            onClose={close}
            inflation={inflation}
          />
        </Deferred>
      ))}
    </PageFrame>
  );
}

type ToolSectionProps = {
  title: string;
  cards: readonly ToolCardDefinition[];
  links: ToolsPageProps['links'];
  onOpen: (tool: ToolModal) => void;
};

/** A titled section of cards: one column on a phone, more as the screen widens. */
function ToolSection({ title, cards, links, onOpen }: ToolSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader title={title} id={headingId} />
      <SimpleGrid
        component="ul"
        className={classes.grid}
        cols={{ base: 1, sm: 2, lg: 4 }}
        spacing="md"
      >
        {cards.map((card) => {
          if (card.kind === 'modal')
            return (
              <li key={card.title}>
                <ToolCard
                  kind="modal"
                  title={card.title}
                  subtitle={card.subtitle}
                  icon={card.icon}
                  onOpen={() => onOpen(card.modal)}
                />
              </li>
            );
          // A linked tool shows once the configuration is known: its external address in a new
          // tab, or without one the portal's own page.
          if (!links) return null;
          const href = links[card.link];
          return (
            <li key={card.title}>
              {href ? (
                <ToolCard
                  kind="link"
                  title={card.title}
                  subtitle={card.subtitle}
                  icon={card.icon}
                  href={href}
                />
              ) : (
                <ToolCard
                  kind="page"
                  title={card.title}
                  subtitle={card.subtitle}
                  icon={card.icon}
                  to={OWN_PAGES[card.link]}
                />
              )}
            </li>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

/**
 * The two sections' places (headings and cards the size of a tool's card) while the member's view
 * loads; the Investments count is the institutional view's, the view most members have.
 */
function ToolSectionsSkeleton({ investmentCount }: { investmentCount: number }) {
  return (
    <>
      <VisuallyHidden role="status">Loading your tools</VisuallyHidden>
      {[
        { title: 'Investments', cards: investmentCount },
        { title: 'Discretionary savings', cards: DISCRETIONARY_SAVINGS_CARDS.length },
      ].map((section) => (
        <div key={section.title} aria-hidden="true">
          <SectionHeader title={section.title} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            {Array.from({ length: section.cards }, (_, index) => (
              <Skeleton key={index} h={{ base: 100, lg: 128 }} radius="md" />
            ))}
          </SimpleGrid>
        </div>
      ))}
    </>
  );
}

/** spec 3 §2.1: the info tooltip on the page header, as bullet points. */
function ToolsInfoTooltip() {
  return (
    <Hint
      label={
        <List size="sm" spacing={4} c="white">
          {TOOLS_INFO_POINTS.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
      }
      multiline
      w={320}
      withArrow
      position="bottom-start"
      events={{ hover: true, focus: true, touch: true }}
    >
      <ActionIcon variant="subtle" color="navy" size="lg" aria-label="About these tools">
        <InfoCircleIcon />
      </ActionIcon>
    </Hint>
  );
}
