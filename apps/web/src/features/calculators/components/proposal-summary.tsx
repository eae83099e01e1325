import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Proposal } from '@portal/contract/goals';
import { useId } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useMoney } from '@/components/ui/money';
import { useProposal } from '../api/get-proposal';
import {
  proposalCategoryLabel,
  proposalExpenseRows,
  proposalGoalRows,
  proposalSavingRows,
} from './proposal-figures';
import type { ProposalRow } from './proposal-figures';

export const PROPOSAL_PAGE_TITLE = 'Your investment proposal';

/**
 * The proposal page CreateProposal's link opens: the page title, then the goal with its own
 * details and what saving for it takes.
 */
export function ProposalSummary({ id }: { id: string }) {
  const proposal = useProposal(id);
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {PROPOSAL_PAGE_TITLE}
      </Title>
      {proposal.isPending ? (
        <Group justify="center" py="xl">
          <Loader type="dots" aria-label="Loading your proposal" />
        </Group>
      ) : proposal.isError ? (
        <ErrorPanel
          title="Something went wrong"
          message="We could not load this proposal. Please try again later."
          headingOrder={2}
        />
      ) : (
        <ProposalDetails proposal={proposal.data} />
      )}
    </Stack>
  );
}

function ProposalDetails({ proposal }: { proposal: Proposal }) {
  const money = useMoney();
  const category = proposalCategoryLabel(proposal);
  const goalRows = proposalGoalRows(proposal, money);
  const expenseRows = proposalExpenseRows(proposal, money);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={2} fz="h3">
            {proposal.goalName}
          </Title>
          {category ? (
            <Text size="sm" c="dimmed" mt={2}>
              {category}
            </Text>
          ) : null}
        </div>
        {goalRows.length > 0 ? <ProposalSection title="Your goal" rows={goalRows} /> : null}
        {expenseRows ? <ProposalSection title="Expenses per year" rows={expenseRows} /> : null}
        <ProposalSection title="Your saving plan" rows={proposalSavingRows(proposal, money)} />
        <Text>
          Thank you, {proposal.leadName}. An adviser will contact you soon to help you start this
          investment.
        </Text>
      </Stack>
    </Paper>
  );
}

/** A titled description list of a proposal's rows. */
function ProposalSection({ title, rows }: { title: string; rows: readonly ProposalRow[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId} mb="xs">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        {rows.map(({ label, value }) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={700} m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </section>
  );
}
