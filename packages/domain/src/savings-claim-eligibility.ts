import { CLAIM_TYPE_NAMES, ClaimType } from './claims';
import { addDays, formatDisplayDate, isAfter, isBefore, taxYearOf } from './dates';
import { formatRand, type Cents } from './money';
import { SAVINGS_WITHDRAWAL_MINIMUM_CENTS } from './savings-withdrawal';

// Whether a member may start a two-pot savings withdrawal claim today (CheckClaimAllowed;
// reference sa-tax-banking.md "Two-pot rules"), and why not in words, naming a claim that blocks.

/** A claim on the contract that has been submitted and has not ended (`isClaimInProgress`). */
export type OpenClaim = { readonly caseNo: string; readonly claimType: ClaimType };

export type SavingsClaimEligibilityInput = {
  readonly savingsPotCents: Cents | number;
  /** Dates of savings withdrawals from this contract; only those in today's tax year count. */
  readonly withdrawalsThisTaxYear: readonly string[];
  /** The contract's claims in progress, of every type. */
  readonly openClaims: readonly OpenClaim[];
  /** A court order or a section 37D deduction holds the membership. */
  readonly isBlocked: boolean;
  readonly today: string;
};

export const SAVINGS_CLAIM_REFUSALS = [
  'blocked',
  'exit-claim-in-progress',
  'claim-in-progress',
  'already-withdrawn-this-tax-year',
  'pot-below-minimum',
] as const;
export type SavingsClaimRefusal = (typeof SAVINGS_CLAIM_REFUSALS)[number];

export type SavingsClaimEligibility =
  | { readonly isAllowed: true }
  | {
      readonly isAllowed: false;
      readonly code: SavingsClaimRefusal;
      readonly reason: string;
      /** The case number of the claim in progress that blocks, when one does. */
      readonly blockingCaseNo?: string;
    };

/** Claims that pay out the whole benefit, savings pot included, when they are paid. */
const EXIT_CLAIM_TYPES: readonly ClaimType[] = [
  ClaimType.Retirement,
  ClaimType.Withdrawal,
  ClaimType.Death,
];
const SAVINGS_CLAIM_TYPES: readonly ClaimType[] = [ClaimType.Savings, ClaimType.RetailSavings];

/** 'Retirement claim' → 'retirement claim', for the middle of a sentence. */
function claimTypeInSentence(claimType: ClaimType): string {
  const name = CLAIM_TYPE_NAMES[claimType];
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * Whether a member may start a savings withdrawal claim today (reference "Two-pot rules": at least
 * R2 000, once per tax year per contract; court and maintenance orders decline a claim). One reason
 * is given, the first of: a block; a retirement, withdrawal or death claim in progress on the
 * contract (it pays out the whole benefit, the savings pot with it); a savings withdrawal claim in
 * progress; a withdrawal this tax year; a small pot. A claim that blocks is named by its type and
 * case number.
 */
export function savingsClaimEligibility(
  input: SavingsClaimEligibilityInput,
): SavingsClaimEligibility {
  const { today } = input;
  if (input.isBlocked)
    return refuse(
      'blocked',
      'There is a hold on your membership, such as a court order or a deduction the fund must make under section 37D of the Pension Funds Act, so you cannot make a savings withdrawal online. Please contact your fund administrator for help.',
    );
  const exitClaim = input.openClaims.find((claim) => EXIT_CLAIM_TYPES.includes(claim.claimType));
  if (exitClaim)
    return refuse(
      'exit-claim-in-progress',
      `Your ${claimTypeInSentence(exitClaim.claimType)} ${exitClaim.caseNo} on this fund is in progress. It pays out your whole benefit in the fund, your savings pot included, so you cannot make a separate savings withdrawal from this fund.`,
      exitClaim.caseNo,
    );
  const savingsClaim = input.openClaims.find((claim) =>
    SAVINGS_CLAIM_TYPES.includes(claim.claimType),
  );
  if (savingsClaim)
    return refuse(
      'claim-in-progress',
      `You already have a savings withdrawal claim in progress for this fund (${savingsClaim.caseNo}). You can make a new claim once that claim has been paid or cancelled.`,
      savingsClaim.caseNo,
    );
  const taxYear = taxYearOf(today);
  const hasWithdrawn = input.withdrawalsThisTaxYear.some(
    (date) => !isBefore(date, taxYear.start) && !isAfter(date, taxYear.end),
  );
  if (hasWithdrawn)
    return refuse(
      'already-withdrawn-this-tax-year',
      `You have already made a savings withdrawal from this fund in this tax year (${formatDisplayDate(taxYear.start)} to ${formatDisplayDate(taxYear.end)}). Only one savings withdrawal is allowed per tax year, so you can make your next one from ${formatDisplayDate(nextSavingsWithdrawalFrom(today))}.`,
    );
  if (input.savingsPotCents < SAVINGS_WITHDRAWAL_MINIMUM_CENTS)
    return refuse(
      'pot-below-minimum',
      `Your savings pot balance of ${formatRand(Math.max(0, input.savingsPotCents))} is less than the minimum withdrawal of ${formatRand(SAVINGS_WITHDRAWAL_MINIMUM_CENTS)}, so you cannot make a savings withdrawal yet.`,
    );
  return { isAllowed: true };
}

/**
 * The earliest day a contract may make its next savings withdrawal after one made on
 * `withdrawalDate` (reference "Two-pot rules": once per tax year, a tax year running from 1 March
 * to the end of February): the first day of the next tax year. The pot must then still hold the
 * minimum ({@link SAVINGS_WITHDRAWAL_MINIMUM_CENTS}).
 */
export function nextSavingsWithdrawalFrom(withdrawalDate: string): string {
  return addDays(taxYearOf(withdrawalDate).end, 1);
}

function refuse(
  code: SavingsClaimRefusal,
  reason: string,
  blockingCaseNo?: string,
): SavingsClaimEligibility {
  return blockingCaseNo === undefined
    ? { isAllowed: false, code, reason }
    : { isAllowed: false, code, reason, blockingCaseNo };
}
