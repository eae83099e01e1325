import { CLAIM_PROGRESS, CLAIM_STATUS_NAMES, isClaimClosed, type ClaimStatus } from './claims';
import { isBefore } from './dates';
import { addWorkingDays, laterOf } from './working-days';

// The fund's service standard for a claim's steps, in one place: how many working days (Monday to
// Friday, South African public holidays excluded) each step takes from the step before it. The
// three add up to 10 working days from a complete claim to payment, the "usually within 10 to 30
// days" of the claim forms and the FAQ at its quickest. A claim on its way is told the date each
// step still to come is expected by: from the step before it, or, when that step is itself still
// to come, from the date it is expected by (never before today, since nothing happens in the
// past). A step whose date has passed without it is late.

export type PendingClaimStep = Exclude<
  ClaimStatus,
  'Draft' | 'Submitted' | 'Declined' | 'Cancelled'
>;

export const CLAIM_STEP_STANDARDS: Record<
  PendingClaimStep,
  { workingDays: number; after: string }
> = {
  // The administrator checks the claim and asks SARS for the tax directive.
  DirectiveRequested: { workingDays: 2, after: 'the claim is submitted' },
  // SARS issues the directive.
  DirectiveIssued: { workingDays: 5, after: 'the tax directive is requested' },
  // The fund pays, as the directive says.
  Paid: { workingDays: 3, after: 'the tax directive is issued' },
};

export type ExpectedClaimStep = {
  status: PendingClaimStep;
  statusDescription: string;
  /** The date the step is expected by, on the service standard. */
  expectedDate: string;
  /** The standard: working days after the step before it. */
  workingDays: number;
  /** The standard in words: '5 working days after the tax directive is requested'. */
  standard: string;
  /** The expected date has passed and the step has not happened. */
  isLate: boolean;
};

/**
 * The steps a claim on its way still has to take, each with the date it is expected by. `reached`
 * holds the day (South African date) each step was reached; none for a draft or a claim that has
 * ended.
 */
export function expectedClaimSteps(input: {
  status: ClaimStatus;
  reached: readonly { status: ClaimStatus; on: string }[];
  today: string;
}): ExpectedClaimStep[] {
  const { status, reached, today } = input;
  if (status === 'Draft' || isClaimClosed(status)) return [];
  const index = CLAIM_PROGRESS.indexOf(status);
  if (index === -1) return [];
  const reachedOn = reached.filter((step) => step.status === status).map((step) => step.on);
  let from = reachedOn.sort().at(-1);
  if (from === undefined) return [];
  const steps: ExpectedClaimStep[] = [];
  for (const next of CLAIM_PROGRESS.slice(index + 1) as PendingClaimStep[]) {
    const { workingDays, after } = CLAIM_STEP_STANDARDS[next];
    const expectedDate = addWorkingDays(from, workingDays);
    const isLate = isBefore(expectedDate, today);
    steps.push({
      status: next,
      statusDescription: CLAIM_STATUS_NAMES[next],
      expectedDate,
      workingDays,
      standard: `${workingDays} working ${workingDays === 1 ? 'day' : 'days'} after ${after}`,
      isLate,
    });
    from = laterOf(expectedDate, today);
  }
  return steps;
}
