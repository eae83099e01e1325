import type { ClaimDetails } from '@portal/contract/claims';
import { expectedClaimSteps } from '@portal/domain/claim-service-standard';
import { ClaimType } from '@portal/domain/claims';
import { todayInJohannesburg } from '@portal/domain/dates';
import { randFromCents } from '@portal/domain/money';
import { retirementClaimSplit } from '@portal/domain/retirement-claim';
import type { Db } from '../../db/client';
import { positionsOn } from '../fund/fund.repository';
import { portfoliosOfMembership } from '../fund-details/fund-details.repository';
import { portfolioItems } from '../fund-details/fund-details.service';
import type { ClaimEventRow, ClaimRow } from './claims.repository';

// What a claim's page tells beyond its stored figures: a retirement claim's cash lump sum and the
// part that buys an income (domain retirement-claim.ts, from the fund valued by component with the
// portal's one valuation, DESIGN §1a), and the date each step still to come is expected by (the
// service standard of domain claim-service-standard.ts).

/**
 * A retirement claim's split, from the fund's components at the end of the day it was submitted;
 * null for any other claim, a draft, or one declined or cancelled (nothing is paid).
 */
export async function retirementSplitOf(
  db: Db,
  claim: ClaimRow,
): Promise<ClaimDetails['retirementSplit']> {
  if (claim.claimType !== ClaimType.Retirement || claim.submittedOn === null) return null;
  if (claim.status === 'Declined' || claim.status === 'Cancelled') return null;
  const on = claim.submittedOn;
  const [positions, portfolios] = await Promise.all([
    positionsOn(db, claim.membershipId, on),
    portfoliosOfMembership(db, claim.membershipId),
  ]);
  const { pots } = portfolioItems({ dateJoined: on }, portfolios, positions);
  const split = retirementClaimSplit({
    components: {
      savingsCents: pots.savings,
      vestedCents: pots.available + pots.notAvailable,
      retirementCents: pots.retirement,
    },
    cashCents: claim.grossCents,
  });
  return {
    valuedOn: on,
    fundValue: randFromCents(split.fundValueCents),
    savingsComponent: randFromCents(split.savingsCents),
    vestedComponent: randFromCents(split.vestedCents),
    retirementComponent: randFromCents(split.retirementCents),
    cashLumpSum: randFromCents(split.cashCents),
    buysIncome: randFromCents(split.incomeCents),
    maximumCash: randFromCents(split.maxCashCents),
    isDeMinimis: split.isDeMinimis,
  };
}

/** The steps still to come of a claim on its way, each with its expected date. */
export function expectedStepsOf(
  claim: ClaimRow,
  events: readonly ClaimEventRow[],
  today: string,
): ClaimDetails['expectedSteps'] {
  return expectedClaimSteps({
    status: claim.status,
    reached: events.map((event) => ({
      status: event.status,
      on: todayInJohannesburg(event.at),
    })),
    today,
  }).map((step) => ({
    status: step.status,
    statusDescription: step.statusDescription,
    expectedDate: step.expectedDate,
    standard: step.standard,
    isLate: step.isLate,
  }));
}
