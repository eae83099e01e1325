import { ClaimType } from '@portal/domain/claims';
import { toCents, type Cents } from '@portal/domain/money';
import { nextSavingsWithdrawalFrom } from '@portal/domain/savings-claim-eligibility';
import type { Db } from '../../db/client';
import { positionsOn } from '../fund/fund.repository';
import { portfoliosOfMembership } from '../fund-details/fund-details.repository';
import { portfolioItems } from '../fund-details/fund-details.service';
import { paidClaimsOfMembership } from './claims.repository';

// A paid savings withdrawal told in full (issue 45 "Withdrawals told in full"), the same on the
// claim's page, its payment letter and every statement whose period holds it: the amount claimed
// (gross), the withdrawal fee, the tax SARS's directive withheld (with its number) and the net
// amount paid, which add up to the cent (gross − fee − tax = net, as the claim stores them); the
// savings pot left after it, valued at the end of the payment day by the portal's one valuation
// (DESIGN §1a, the fund details page's pots); and the earliest day of the next savings withdrawal
// (the domain's once-a-tax-year rule). Plain data: it crosses to the PDF worker thread.

export type SavingsWithdrawalTold = {
  caseNo: string;
  paidOn: string;
  grossCents: Cents;
  feeCents: Cents;
  /** Everything SARS's directive took (tax and any tax debt). */
  taxCents: Cents;
  netCents: Cents;
  directiveNumber: string | null;
  /** The savings pot at the end of the payment day, after the withdrawal and its fee left it. */
  savingsPotAfterCents: Cents;
  /** The first day the fund may pay the next savings withdrawal (the next tax year's first). */
  nextWithdrawalFrom: string;
};

const SAVINGS_CLAIM_TYPES: readonly number[] = [ClaimType.Savings, ClaimType.RetailSavings];

export function isSavingsClaimType(claimType: number): boolean {
  return SAVINGS_CLAIM_TYPES.includes(claimType);
}

/** The fields of a paid savings claim the account is told from. */
export type PaidSavingsClaim = {
  caseNo: string;
  membershipId: number;
  paidOn: string;
  grossCents: number;
  feeCents: number | null;
  taxCents: number | null;
  netCents: number;
  directiveNumber: string | null;
};

/** The savings pot of a membership at the end of `date` (the fund details page's figure). */
export async function savingsPotOn(db: Db, membershipId: number, date: string): Promise<Cents> {
  const [positions, portfolios] = await Promise.all([
    positionsOn(db, membershipId, date),
    portfoliosOfMembership(db, membershipId),
  ]);
  return toCents(portfolioItems({ dateJoined: date }, portfolios, positions).pots.savings);
}

/** A paid savings claim told in full. */
export async function savingsWithdrawalTold(
  db: Db,
  claim: PaidSavingsClaim,
): Promise<SavingsWithdrawalTold> {
  const grossCents = toCents(claim.grossCents);
  const feeCents = toCents(claim.feeCents ?? 0);
  const taxCents = toCents(claim.taxCents ?? 0);
  const netCents = toCents(claim.netCents);
  return {
    caseNo: claim.caseNo,
    paidOn: claim.paidOn,
    grossCents,
    feeCents,
    taxCents,
    netCents,
    directiveNumber: claim.directiveNumber,
    savingsPotAfterCents: await savingsPotOn(db, claim.membershipId, claim.paidOn),
    nextWithdrawalFrom: nextSavingsWithdrawalFrom(claim.paidOn),
  };
}

/** The membership's savings withdrawals paid from `from` to `to`, told in full, oldest first. */
export async function savingsWithdrawalsPaidIn(
  db: Db,
  membershipId: number,
  from: string,
  to: string,
): Promise<SavingsWithdrawalTold[]> {
  const paid = await paidClaimsOfMembership(db, membershipId, SAVINGS_CLAIM_TYPES, from, to);
  return Promise.all(paid.map((claim) => savingsWithdrawalTold(db, claim)));
}
