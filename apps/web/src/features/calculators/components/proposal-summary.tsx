import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Proposal } from '@portal/contract/goals';
import { GoalCategory } from '@portal/domain/goals';
import { ErrorPanel } from '@/components/ui/error-panel';
import { formatRandAmount } from '@/lib/format';
import { useProposal } from '../api/get-proposal';

const GOAL_LABELS: Record<number, string> = {
  [GoalCategory.EmergencyFund]: 'Emergency fund',
  [GoalCategory.Education]: 'Education',
  [GoalCategory.Wedding]: 'Wedding',
  [GoalCategory.Holiday]: 'Holiday',
  [GoalCategory.JustSaving]: 'Just invest',
};

/** The proposal page CreateProposal's link opens: the goal and what saving for it takes. */
export function ProposalSummary({ id }: { id: string }) {
  const proposal = useProposal(id);
  if (proposal.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader type="dots" aria-label="Loading your proposal" />
      </Group>
    );
  if (proposal.isError)
    return (
      <ErrorPanel
        title="Something went wrong"
        message="We could not load this proposal. Please try again later."
        headingOrder={2}
      />
    );
  return <ProposalDetails proposal={proposal.data} />;
}

function ProposalDetails({ proposal }: { proposal: Proposal }) {
  const figures: [string, string][] = [
    ['Goal', `${proposal.goalName} (${GOAL_LABELS[proposal.goalCategory] ?? 'Goal'})`],
    ['Target in today’s money', amount(proposal.targetAmount)],
    ['Target with inflation', amount(proposal.adjustedTargetAmount)],
    ['Inflation', `${proposal.inflationPercent}% a year`],
    ['Once-off contribution', formatRandAmount(proposal.startingDeposit)],
    ['Monthly saving', amount(proposal.monthlySaving)],
    ['Target month', proposal.targetMonth ?? '—'],
  ];
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="lg">
        <Title order={2}>Your investment proposal</Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          {figures.map(([label, value]) => (
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
        <Text>
          Thank you, {proposal.leadName}. An adviser will contact you soon to help you start this
          investment.
        </Text>
      </Stack>
    </Paper>
  );
}

function amount(value: number | null): string {
  return value === null ? '—' : formatRandAmount(value);
}
