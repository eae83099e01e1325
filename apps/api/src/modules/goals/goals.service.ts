import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { CalculateInflatedAmountQuerySchema, Proposal } from '@portal/contract/goals';
import { calculateInflatedAmount, LEAD_SOURCE } from '@portal/domain/goals';
import { centsFromRand, randFromCents } from '@portal/domain/money';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { fieldError } from '../../lib/validation';
import { findProposal, insertProposal, leadProfileOf } from './goals.repository';
import { settleProposal, type ProposalRequest, type SettledGoal } from './proposal-settlement';

type InflatedAmountQuery = z.output<typeof CalculateInflatedAmountQuerySchema>;

/**
 * spec 2 §7, spec 3 §7 CalculateInflatedAmount, by the domain's goal maths: NoOfPayments
 * defaults to 1 and InflationPercent to 6; IsTarget false with the emergency goal reads Amount as
 * a monthly income (target 3 × income). `percentage` is the inflation used.
 */
export function inflatedAmount(query: InflatedAmountQuery): {
  inflatedTargetAmount: number;
  percentage: number;
} {
  try {
    const result = calculateInflatedAmount({
      amount: centsFromRand(query.amount),
      timeHorizonMonths: query.timeHorizonMonths,
      isTarget: query.isTarget,
      goalType: query.goalType,
      noOfPayments: query.noOfPayments,
      inflationPercent: query.inflationPercent,
    });
    return {
      inflatedTargetAmount: randFromCents(result.inflatedTargetAmount),
      percentage: result.percentage,
    };
  } catch (error) {
    // The query's limits keep every result exact; anything beyond them is the amount's fault.
    if (error instanceof RangeError) throw fieldError('amount', 'The amount is too large.');
    throw error;
  }
}

/** A stored proposal: the settled goal and the lead fields as they were on the day (spec 3 §3). */
type StoredProposal = SettledGoal & {
  version: 1;
  lead: {
    leadSource: typeof LEAD_SOURCE;
    leadEmail: string | null;
    leadMobile: string | null;
    leadName: string;
    leadSurname: string;
  };
};

/**
 * spec 3 §2.8, §3: checks and settles the goal, takes the lead fields from the member's own
 * profile, stores the proposal under a random url-safe id and answers its id.
 */
export async function createProposalFor(
  db: Db,
  memberId: number,
  request: ProposalRequest,
  today: string,
): Promise<string> {
  const goal = settleProposal(request, today);
  const profile = await leadProfileOf(db, memberId);
  if (!profile) throw notFound();
  const payload: StoredProposal = {
    version: 1,
    ...goal,
    lead: {
      leadSource: LEAD_SOURCE,
      leadEmail: profile.primaryEmailAddress,
      leadMobile: profile.primaryContactNumber,
      leadName: profile.firstName,
      leadSurname: profile.lastName,
    },
  };
  const id = randomBytes(18).toString('base64url');
  await insertProposal(db, { id, memberId, goalCategory: goal.goalCategory, payload });
  return id;
}

function rand(cents: number | null): number | null {
  return cents === null ? null : randFromCents(cents);
}

/** The member's own proposal (404 for anyone else's), as the proposal page shows it. */
export async function proposalOf(db: Db, memberId: number, id: string): Promise<Proposal> {
  const row = await findProposal(db, memberId, id);
  if (!row) throw notFound();
  const stored = row.payload as StoredProposal;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    goalCategory: stored.goalCategory,
    goalName: stored.goalName,
    isTarget: stored.isTarget,
    startingDeposit: randFromCents(stored.startingDepositCents),
    timeHorizonMonths: stored.timeHorizonMonths,
    targetAmount: rand(stored.targetAmountCents),
    adjustedTargetAmount: rand(stored.adjustedTargetAmountCents),
    monthlySaving: rand(stored.monthlySavingCents),
    targetMonth: stored.targetMonth,
    noOfPayments: stored.noOfPayments,
    inflationPercent: stored.inflationPercent,
    useInflatedAmount: stored.useInflatedAmount,
    income: rand(stored.incomeCents),
    weddingDate: stored.weddingDate,
    withdrawalDate: stored.withdrawalDate,
    whenNeedMoney: stored.whenNeedMoney,
    startingDate: stored.startingDate,
    forWho: stored.forWho,
    educationType: stored.educationType,
    withResidence: stored.withResidence,
    tuitionFees: rand(stored.tuitionFeesCents),
    residence: rand(stored.residenceCents),
    books: rand(stored.booksCents),
    travel: rand(stored.travelCents),
    aftercare: rand(stored.aftercareCents),
    ...stored.lead,
  };
}
