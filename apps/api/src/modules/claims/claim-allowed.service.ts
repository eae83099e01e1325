import type { ClaimAllowed } from '@portal/contract/claims';
import { ClaimType, isClaimInProgress, isClaimType } from '@portal/domain/claims';
import { randFromCents, toCents } from '@portal/domain/money';
import { savingsClaimEligibility } from '@portal/domain/savings-claim-eligibility';
import { SAVINGS_WITHDRAWAL_MINIMUM_CENTS } from '@portal/domain/savings-withdrawal';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { membershipsOf, positionsAtCalculationDate } from '../fund/fund.repository';
import { portfoliosOfMembership } from '../fund-details/fund-details.repository';
import { portfolioItems } from '../fund-details/fund-details.service';
import { claimFactsOfMembership, isMembershipBlocked } from './claims.repository';

// spec 3 §7 CheckClaimAllowed (the claims issue): a savings withdrawal is allowed only with a
// savings pot of at least R2 000, no savings withdrawal from that contract in the current tax
// year, no savings withdrawal claim in progress on it, no retirement, withdrawal or death claim in
// progress on it (that claim pays out the whole benefit), and no block on the membership. A claim
// that blocks is named by its type and case number. The pot is the fund details page's savings
// figure (DESIGN §1a), at the latest price date.

const SAVINGS_TYPES: readonly number[] = [ClaimType.Savings, ClaimType.RetailSavings];

export async function claimsAllowed(
  db: Db,
  memberId: number,
  today: string,
  schemeNumber?: string,
): Promise<{ success: true; memberships: ClaimAllowed[] }> {
  const all = await membershipsOf(db, memberId);
  if (schemeNumber !== undefined && !all.some((m) => m.product.schemeNumber === schemeNumber))
    throw notFound();
  const twoPot = all.filter(
    (m) =>
      m.product.twoPotIndicator === 'Y' &&
      (schemeNumber === undefined || m.product.schemeNumber === schemeNumber),
  );
  const memberships = await Promise.all(
    twoPot.map(async ({ membership, product }) => {
      const [{ calculationDate, positions }, portfolioRows, facts, isBlocked] = await Promise.all([
        positionsAtCalculationDate(db, membership.id),
        portfoliosOfMembership(db, membership.id),
        claimFactsOfMembership(db, membership.id),
        isMembershipBlocked(db, membership.id, today),
      ]);
      const savings = toCents(portfolioItems(membership, portfolioRows, positions).pots.savings);
      const savingsClaims = facts.filter((c) => SAVINGS_TYPES.includes(c.claimType));
      const eligibility = savingsClaimEligibility({
        savingsPotCents: savings,
        withdrawalsThisTaxYear: savingsClaims.flatMap((c) =>
          c.status === 'Paid' && c.paidOn ? [c.paidOn] : [],
        ),
        openClaims: facts.flatMap((c) =>
          isClaimInProgress(c.status) && isClaimType(c.claimType)
            ? [{ caseNo: c.caseNo, claimType: c.claimType }]
            : [],
        ),
        isBlocked,
        today,
      });
      return {
        schemeNumber: product.schemeNumber,
        caseMemberKey: membership.caseMemberKey,
        fundName: product.fullProductName,
        membershipNumber: membership.membershipNumber,
        savingsPot: randFromCents(savings),
        priceDate: calculationDate,
        isAllowed: eligibility.isAllowed,
        reason: eligibility.isAllowed ? null : eligibility.reason,
        refusal: eligibility.isAllowed ? null : eligibility.code,
        blockingCaseNo: eligibility.isAllowed ? null : (eligibility.blockingCaseNo ?? null),
        minimumAmount: randFromCents(SAVINGS_WITHDRAWAL_MINIMUM_CENTS),
        maximumAmount: randFromCents(Math.max(0, savings)),
      };
    }),
  );
  return { success: true, memberships };
}
