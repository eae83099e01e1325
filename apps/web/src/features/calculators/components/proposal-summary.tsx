import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Proposal } from '@portal/contract/goals';
import { useId } from 'react';
import { PageFrame } from '@/components/layouts/page-frame';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useMoney } from '@/components/ui/money';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useProposal } from '../api/get-proposal';
import {
  proposalCategoryLabel,
  proposalExpenseRows,
  proposalGoalRows,
  proposalSavingRows,
} from './proposal-figures';
import type { ProposalRow } from './proposal-figures';

export const PROPOSAL_PAGE_TITLE = 'Your investment proposal';
export const PROPOSAL_NOT_FOUND_TITLE = 'We could not find this proposal';
export const PROPOSAL_NOT_FOUND_MESSAGE =
  'This link does not lead to one of your proposals. It may be mistyped, or belong to another member’s account.';

/** An id that is not one of the member's proposals (404), or not a proposal id at all (400). */
function isUnknown(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * The proposal page CreateProposal's link opens: the page's frame and title, then the goal with
 * its own details and what saving for it takes.
 */
export function ProposalSummary({ id }: { id: string }) {
  const proposal = useProposal(id);
  return (
    <PageFrame
      title={PROPOSAL_PAGE_TITLE}
      breadcrumbs={[
        { name: 'Tools and calculators', url: paths.toolsAndCalculators.getHref() },
        { name: PROPOSAL_PAGE_TITLE, url: `/proposals/${encodeURIComponent(id)}` },
      ]}
    >
      {proposal.isPending ? (
        <Group justify="center" py="xl">
          <Loader type="dots" aria-label="Loading your proposal" />
        </Group>
      ) : proposal.isError ? (
        <ErrorPanel
          title={isUnknown(proposal.error) ? PROPOSAL_NOT_FOUND_TITLE : 'Something went wrong'}
          message={
            isUnknown(proposal.error)
              ? PROPOSAL_NOT_FOUND_MESSAGE
              : 'We could not load this proposal. Please try again later.'
          }
          headingOrder={2}
        />
      ) : (
        <ProposalDetails proposal={proposal.data} />
      )}
    </PageFrame>
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
