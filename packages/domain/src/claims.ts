// Claims (spec 3 §3 claim draft, §7 claims calls; the claims issue): the claim types and their
// codes, the statuses a claim moves through, and which of them still allow a cancellation.

/** spec 3 §3: claim type codes. */
export const ClaimType = {
  Death: 0,
  Retirement: 1,
  Withdrawal: 2,
  Savings: 4,
  RetailSavings: 5,
} as const;
export type ClaimType = (typeof ClaimType)[keyof typeof ClaimType];
export const CLAIM_TYPE_CODES = Object.values(ClaimType) as ClaimType[];

/** How each claim type is named to the member. */
export const CLAIM_TYPE_NAMES: Record<ClaimType, string> = {
  [ClaimType.Death]: 'Death claim',
  [ClaimType.Retirement]: 'Retirement claim',
  [ClaimType.Withdrawal]: 'Withdrawal claim',
  [ClaimType.Savings]: 'Savings withdrawal claim',
  [ClaimType.RetailSavings]: 'Retail savings withdrawal claim',
};

export function isClaimType(value: number): value is ClaimType {
  return (CLAIM_TYPE_CODES as number[]).includes(value);
}

/**
 * The statuses a claim moves through: a Draft is saved but not submitted; after submission the
 * administrator requests a tax directive from SARS, SARS issues it, and the fund pays; or the
 * claim is Declined (with its reason) or Cancelled by the member.
 */
export const CLAIM_STATUSES = [
  'Draft',
  'Submitted',
  'DirectiveRequested',
  'DirectiveIssued',
  'Paid',
  'Declined',
  'Cancelled',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_NAMES: Record<ClaimStatus, string> = {
  Draft: 'Draft',
  Submitted: 'Submitted',
  DirectiveRequested: 'Tax directive requested',
  DirectiveIssued: 'Tax directive issued',
  Paid: 'Paid',
  Declined: 'Declined',
  Cancelled: 'Cancelled',
};

/** The way a claim goes when all is well, for its timeline. */
export const CLAIM_PROGRESS: readonly ClaimStatus[] = [
  'Submitted',
  'DirectiveRequested',
  'DirectiveIssued',
  'Paid',
];

/** Whether the claim has ended (nothing more will happen to it). */
export function isClaimClosed(status: ClaimStatus): boolean {
  return status === 'Paid' || status === 'Declined' || status === 'Cancelled';
}

/** A submitted claim that has not ended: it blocks another savings claim on the contract. */
export function isClaimInProgress(status: ClaimStatus): boolean {
  return status !== 'Draft' && !isClaimClosed(status);
}

/**
 * A member may cancel a claim until the tax directive is requested (a directive cannot be
 * reversed: reference, "A directive cannot be reversed"): a Draft or a Submitted claim.
 */
export function canCancelClaim(status: ClaimStatus): boolean {
  return status === 'Draft' || status === 'Submitted';
}

/** The case number a member sees: 'CLM' and eight digits. */
export function caseNumberOf(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999_999)
    throw new RangeError(`Not a claim sequence: ${sequence}`);
  return `CLM${String(sequence).padStart(8, '0')}`;
}

export const CASE_NUMBER_PATTERN = /^CLM\d{8}$/;
