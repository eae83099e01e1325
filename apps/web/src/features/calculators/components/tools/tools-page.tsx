import { ActionIcon, List, SimpleGrid, Stack, Title, Tooltip } from '@mantine/core';
import { useId, useState } from 'react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SectionHeader } from '@/components/ui/section-header';
import { paths } from '@/config/paths';
import { useUserType } from '@/lib/user-type';
import { GoalCalculatorModal } from '../goal-calculators';
import type { GoalInflation } from '../goal-calculators';
import type { GoalCalculatorKind } from '../goal-calculators';
import { IrrToolModal } from './irr-tool-modal';
import { JustInvestModal } from './just-invest-modal';
import { ToolCard } from './tool-card';
import classes from './tool-card.module.css';
import { DISCRETIONARY_SAVINGS_CARDS, investmentCards } from './tool-cards';
import type { ToolCardDefinition, ToolModal } from './tool-cards';
import type { ToolFunds } from './tool-funds';
import { InfoCircleIcon } from './tool-icons';
import { TransactionSummaryToolModal } from './transaction-summary-tool-modal';

export const TOOLS_PAGE_TITLE = 'Tools and calculators';

/** The page header's info tooltip (spec 3 §2.1: bullet points). */
export const TOOLS_INFO_POINTS = [
  'See how your investments have grown and what went in and out over a period you choose.',
  'Work out what a wedding, a holiday, an emergency fund or education may cost, with inflation.',
  'Start an investment for a goal: your proposal opens in a new tab.',
  'All figures are estimates for guidance only, not financial advice.',
] as const;

const GOAL_KINDS: readonly GoalCalculatorKind[] = ['wedding', 'holiday', 'emergency', 'education'];

type ToolsPageProps = {
  funds: ToolFunds;
  /** The external tools' addresses (from the portal configuration), once known. */
  links: { twoPotCalculator: string; retirementProjection: string } | undefined;
  /** spec 3 §6: the retirement projection card's configuration switch. */
  isRetirementProjectionOn: boolean;
  /** The configured inflation for the goal calculators, once known. */
  inflation?: GoalInflation;
};

/**
 * spec 3 §2.1: the Tools and calculators page: breadcrumb, title with an info tooltip, and the
 * Investments and Discretionary savings sections of cards, each opening its modal or external
 * tool. One modal is open at a time.
 */
export function ToolsPage({ funds, links, isRetirementProjectionOn, inflation }: ToolsPageProps) {
  const userType = useUserType();
  const [openTool, setOpenTool] = useState<ToolModal | null>(null);
  const isInstitutionalView = userType.status === 'ready' && userType.view === 'Institutional';
  const close = () => setOpenTool(null);

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Breadcrumbs
          items={[{ name: TOOLS_PAGE_TITLE, url: paths.toolsAndCalculators.getHref() }]}
        />
        {/* The info icon follows the title's last word, also when the title wraps on a phone: the
            title flows inline and may wrap inside, but never between its last word and the icon. */}
        <div style={{ whiteSpace: 'nowrap' }}>
          <Title
            order={1}
            fz="h2"
            display="inline"
            style={{ whiteSpace: 'normal', verticalAlign: 'middle' }}
          >
            {TOOLS_PAGE_TITLE}
          </Title>
          <ToolsInfoTooltip />
        </div>
      </Stack>
      <ToolSection
        title="Investments"
        cards={investmentCards({ isInstitutionalView, isRetirementProjectionOn })}
        links={links}
        onOpen={setOpenTool}
      />
      <ToolSection
        title="Discretionary savings"
        cards={DISCRETIONARY_SAVINGS_CARDS}
        links={links}
        onOpen={setOpenTool}
      />
      <IrrToolModal opened={openTool === 'irr'} onClose={close} funds={funds} />
      <TransactionSummaryToolModal
        opened={openTool === 'transactionSummary' && isInstitutionalView}
        onClose={close}
        funds={funds}
      />
      <JustInvestModal opened={openTool === 'justInvest'} onClose={close} />
      {GOAL_KINDS.map((kind) => (
        <GoalCalculatorModal
          key={kind}
          kind={kind}
          opened={openTool === kind}
          onClose={close}
          inflation={inflation}
        />
      ))}
    </Stack>
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
          // An external tool shows once its address is known.
          const href = links?.[card.link];
          return href ? (
            <li key={card.title}>
              <ToolCard
                kind="link"
                title={card.title}
                subtitle={card.subtitle}
                icon={card.icon}
                href={href}
              />
            </li>
          ) : null;
        })}
      </SimpleGrid>
    </section>
  );
}

/** spec 3 §2.1: the info tooltip on the page header, as bullet points. */
function ToolsInfoTooltip() {
  return (
    <Tooltip
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
      <ActionIcon
        variant="subtle"
        color="navy"
        size="lg"
        ml={4}
        aria-label="About these tools"
        style={{ verticalAlign: 'middle' }}
      >
        <InfoCircleIcon />
      </ActionIcon>
    </Tooltip>
  );
}
