import { Paper, Text, Title } from '@mantine/core';
import type { ClaimDetails as Claim } from '@portal/contract/claims';
import { CLAIM_PROGRESS, CLAIM_STATUS_NAMES, isClaimClosed } from '@portal/domain/claims';
import { formatDisplayDate, todayInJohannesburg } from '@portal/domain/dates';
import { ProgressSteps } from '@/components/ui/stepper';
import type { ProgressStep } from '@/components/ui/stepper';

// A claim's progress (the claims issue): the steps it reached with their dates, then the steps
// still to come.

/** When an instant happened, as a South African date. */
export function dayOf(at: string): string {
  return formatDisplayDate(todayInJohannesburg(new Date(at)));
}

/** The claim's history in date order; steps of one instant in the order a claim goes through them. */
export function historyInOrder(history: Claim['history']): Claim['history'] {
  const rank = (status: string) => {
    const index = (CLAIM_PROGRESS as readonly string[]).indexOf(status);
    return index === -1 ? CLAIM_PROGRESS.length : index;
  };
  return [...history].sort((a, b) =>
    a.at === b.at ? rank(a.status) - rank(b.status) : a.at < b.at ? -1 : 1,
  );
}

/**
 * The steps of a claim: those it reached with their dates, then (while it is on its way) the
 * steps still to come. The last step reached is the current one while the claim is on its way;
 * once it has ended (paid, declined, cancelled) every step reached is complete, a declined or
 * cancelled claim's last one marked as the step that stopped it.
 */
export function claimSteps(claim: Pick<Claim, 'history' | 'status'>): ProgressStep[] {
  const reached = historyInOrder(claim.history);
  const last = reached.at(-1)?.status;
  const isClosed = isClaimClosed(claim.status);
  const isOnItsWay = last !== undefined && CLAIM_PROGRESS.includes(last) && !isClosed;
  const toCome = isOnItsWay ? CLAIM_PROGRESS.slice(CLAIM_PROGRESS.indexOf(last) + 1) : [];
  return [
    ...reached.map((step, index): ProgressStep => {
      const isLast = index === reached.length - 1;
      return {
        key: `${step.status}-${step.at}`,
        title: step.statusDescription,
        state: isLast && !isClosed ? 'current' : 'complete',
        isStop: step.status === 'Declined' || step.status === 'Cancelled',
        detail: (
          <>
            <Text size="sm" c="dimmed">
              {dayOf(step.at)}
            </Text>
            {step.note ? <Text size="sm">{step.note}</Text> : null}
          </>
        ),
      };
    }),
    ...toCome.map((status): ProgressStep => ({
      key: status,
      title: CLAIM_STATUS_NAMES[status],
      state: 'upcoming',
      detail: (
        <Text size="sm" c="dimmed">
          Still to come
        </Text>
      ),
    })),
  ];
}

export function ClaimTimeline({ claim }: { claim: Claim }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="claim-progress"
    >
      <Title order={2} fz="h4" id="claim-progress" mb="md">
        Progress
      </Title>
      <ProgressSteps label="Claim progress" steps={claimSteps(claim)} />
    </Paper>
  );
}
