import type { ClaimAllowed } from '@portal/contract/claims';
import { ClaimType, isClaimInProgress, isClaimType } from '@portal/domain/claims';
import { randFromCents, toCents } from '@portal/domain/money';
import { savingsClaimEligibility } from '@portal/domain/savings-claim-eligibility';
import { SAVINGS_WITHDRAWAL_MINIMUM_CENTS } from '@portal/domain/savings-withdrawal';
import { readTogether, type Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { membershipsOf, positionsAtCalculationDates } from '../fund/fund.repository';
import { portfoliosOfMember } from '../fund-details/fund-details.repository';
import { portfolioItems } from '../fund-details/fund-details.service';
import { blockedMembershipsOf, claimFactsOfMember } from './claims.repository';

// spec 3 §7 CheckClaimAllowed (the claims issue): a savings withdrawal is allowed only with a
// savings pot of at least R2 000, no savings withdrawal from that contract in the current tax
// year, no savings withdrawal claim in progress on it, no retirement, withdrawal or death claim in
// progress on it (that claim pays out the whole benefit), and no block on the membership. A claim
// that blocks is named by its type and case number. The pot is the fund details page's savings
// figure (DESIGN §1a), at the latest price date.

const SAVINGS_TYPES: readonly number[] = [ClaimType.Savings, ClaimType.RetailSavings];

type MembershipWithProduct = Awaited<ReturnType<typeof membershipsOf>>[number];

/** What the savings withdrawal rules read of a member, for all the member's funds at once. */
export type SavingsClaimFacts = {
  positions: Awaited<ReturnType<typeof positionsAtCalculationDates>>;
  portfolios: Awaited<ReturnType<typeof portfoliosOfMember>>;
  claims: Awaited<ReturnType<typeof claimFactsOfMember>>;
  blocked: Set<number>;
};

/**
 * The member's positions, portfolios, claims and blocks as the rules read them: four reads, at once
 * unless `db` is a transaction (a claim's submission reads them under its lock).
 */
export async function savingsClaimFactsOf(
  db: Db,
  memberId: number,
  today: string,
): Promise<SavingsClaimFacts> {
  const [positions, portfolios, claims, blocked] = await readTogether(db, [
    () => positionsAtCalculationDates(db, memberId),
    () => portfoliosOfMember(db, memberId),
    () => claimFactsOfMember(db, memberId),
    () => blockedMembershipsOf(db, memberId, today),
  ]);
  return { positions, portfolios, claims, blocked };
}

/** Each two-pot fund among `memberships` (or the one with `schemeNumber`) with its answer. */
export function claimsAllowedOf(
  memberships: readonly MembershipWithProduct[],
  facts: SavingsClaimFacts,
  today: string,
  schemeNumber?: string,
): ClaimAllowed[] {
  return memberships
    .filter(
      (m) =>
        m.product.twoPotIndicator === 'Y' &&
        (schemeNumber === undefined || m.product.schemeNumber === schemeNumber),
    )
    .map(({ membership, product }) => {
      const { calculationDate, positions } = facts.positions.get(membership.id) ?? {
        calculationDate: null,
        positions: [],
      };
      const portfolioRows = facts.portfolios.get(membership.id) ?? [];
      const claims = facts.claims.filter((c) => c.membershipId === membership.id);
      const savings = toCents(portfolioItems(membership, portfolioRows, positions).pots.savings);
      const savingsClaims = claims.filter((c) => SAVINGS_TYPES.includes(c.claimType));
      const eligibility = savingsClaimEligibility({
        savingsPotCents: savings,
        withdrawalsThisTaxYear: savingsClaims.flatMap((c) =>
          c.status === 'Paid' && c.paidOn ? [c.paidOn] : [],
        ),
        openClaims: claims.flatMap((c) =>
          isClaimInProgress(c.status) && isClaimType(c.claimType)
            ? [{ caseNo: c.caseNo, claimType: c.claimType }]
            : [],
        ),
        isBlocked: facts.blocked.has(membership.id),
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
    });
}

export async function claimsAllowed(
  db: Db,
  memberId: number,
  today: string,
  schemeNumber?: string,
): Promise<{ success: true; memberships: ClaimAllowed[] }> {
  const all = await membershipsOf(db, memberId);
  if (schemeNumber !== undefined && !all.some((m) => m.product.schemeNumber === schemeNumber))
    throw notFound();
  if (!all.some((m) => m.product.twoPotIndicator === 'Y'))
    return { success: true, memberships: [] };
  const facts = await savingsClaimFactsOf(db, memberId, today);
  return { success: true, memberships: claimsAllowedOf(all, facts, today, schemeNumber) };
}
