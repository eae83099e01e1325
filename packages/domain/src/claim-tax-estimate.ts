import { ClaimType, isClaimClosed, type ClaimStatus } from './claims';
import { lumpSumTax, type EarlierLumpSum, type LumpSumKind } from './lump-sum-tax';
import { toCents, type Cents } from './money';

// The tax a retirement, withdrawal or death claim's lump sum is expected to bear, shown until
// SARS's tax directive gives the real figure: the lump sum tables (lump-sum-tax.ts) on the amount
// after any fee, with the member's earlier paid lump sums from this portal's funds aggregated.
// SARS also counts lump sums from other funds, which the portal does not know, so the directive
// may differ.

/** The kind of lump sum a claim pays; null for a claim type that pays none. */
export function lumpSumKindOfClaim(claimType: number): LumpSumKind | null {
  switch (claimType) {
    case ClaimType.Retirement:
      return 'retirement';
    case ClaimType.Withdrawal:
      return 'withdrawal';
    case ClaimType.Death:
      return 'death';
    case ClaimType.Savings:
    case ClaimType.RetailSavings:
      return 'savings';
    default:
      return null;
  }
}

/** How the estimate is labelled beside the claim's amounts. */
export const ESTIMATED_TAX_LABELS: Record<'retirement' | 'withdrawal' | 'death', string> = {
  retirement: 'Estimate before SARS’s tax directive, on the retirement lump sum table',
  withdrawal: 'Estimate before SARS’s tax directive, on the withdrawal lump sum table',
  death: 'Estimate before SARS’s tax directive, on the retirement lump sum table',
};

/** A claim as the estimate reads it. */
export type ClaimForTaxEstimate = {
  readonly caseNo: string;
  readonly claimType: number;
  readonly status: ClaimStatus;
  readonly grossCents: number;
  readonly feeCents: number | null;
  readonly taxCents: number | null;
  readonly paidOn: string | null;
};

export type ClaimTaxEstimate = {
  readonly taxCents: Cents;
  readonly label: string;
};

/**
 * The estimated tax on a claim's lump sum as of `on`, or null: for a retirement, withdrawal or
 * death claim still on its way whose tax is not yet known. The member's other paid claims count as
 * earlier lump sums from their payment dates (savings withdrawals never do).
 */
export function estimatedClaimTax(
  claim: ClaimForTaxEstimate,
  on: string,
  otherClaims: readonly ClaimForTaxEstimate[],
): ClaimTaxEstimate | null {
  const kind = lumpSumKindOfClaim(claim.claimType);
  if (kind === null || kind === 'savings' || kind === 'severance') return null;
  if (claim.taxCents !== null || isClaimClosed(claim.status)) return null;
  const earlier: EarlierLumpSum[] = otherClaims.flatMap((other) => {
    const otherKind = lumpSumKindOfClaim(other.claimType);
    if (other.caseNo === claim.caseNo || other.status !== 'Paid' || other.paidOn === null)
      return [];
    if (otherKind === null) return [];
    return [{ kind: otherKind, accruedOn: other.paidOn, amountCents: taxableOf(other) }];
  });
  const result = lumpSumTax({ kind, amountCents: taxableOf(claim), accruedOn: on, earlier });
  return { taxCents: result.taxCents, label: ESTIMATED_TAX_LABELS[kind] };
}

function taxableOf(claim: ClaimForTaxEstimate): Cents {
  return toCents(Math.max(0, claim.grossCents - (claim.feeCents ?? 0)));
}
