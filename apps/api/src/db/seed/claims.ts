import { CLAIM_PROGRESS, ClaimType, caseNumberOf, type ClaimStatus } from '@portal/domain/claims';
import { addDays, addMonths } from '@portal/domain/dates';
import { BANKS } from '@portal/domain/banks';
import { retirementCashOptions } from '@portal/domain/retirement-rules';
import { lumpSumTaxForTaxYear, taxYearLabel } from '@portal/domain/sa-income-tax';
import { directiveNumberFor } from '../../partners/sars/sars-directive-service';
import type { DeclaredClaim } from './declared';
import { SAVINGS_WITHDRAWAL_FEE_CENTS, type SavingsWithdrawal } from './history';
import type { Pot } from './history-types';
import type { Rng } from './random';
import type { DemoData } from './rows';

// The demo's claims (the claims issue: "the demo data holds past claims in several states for
// several members"). Every savings withdrawal in a fund's history is a paid savings claim, its
// tax worked out with the SARS tables of its tax year; members may also declare claims that were
// declined, cancelled or are still in progress.

export type ClaimContext = {
  data: DemoData;
  ids: { claim: number };
  memberId: number;
  membershipId: number;
  dateOfBirth: string;
  /** The member's SA ID number (SARS directives need one). */
  idNumber: string | null;
  /** The year's taxable income SARS's register knows for the member, by tax year ('2025/26'). */
  registeredIncomeOf: (taxYear: string) => number;
  rng: Rng;
  /** A retail product's savings claim is a RetailSavings claim (spec 3 §3). */
  isRetail: boolean;
  /** The fund's pots' values at the end of a date. */
  potsOn: (date: string) => Record<Pot, number>;
};

/**
 * The FAQ's and the claim forms' promise: payment usually within 10 to 30 days of a complete
 * claim (staff-withdrawal-form.document.ts).
 */
export const CLAIM_DAYS = { min: 10, max: 30 } as const;

/** The note on a retirement claim before 55: the ground the fund's rules allow it on. */
export const ILL_HEALTH_NOTE =
  'Early retirement on grounds of ill health, which the fund’s rules allow before age 55.';

/** The time of day (SAST) each step of a claim happened on its date. */
function at(date: string, hour: number): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+02:00`);
}

function bankOf(rng: Rng) {
  const bank = BANKS[rng.int(0, BANKS.length - 1)] ?? BANKS[0];
  if (!bank) throw new Error('no banks');
  return {
    bankName: bank.name,
    bankBranchCode: bank.branchCode,
    bankAccountType: rng.chance(0.5) ? 1 : 2,
    bankAccountLast4: String(rng.int(0, 9999)).padStart(4, '0'),
  };
}

function addClaim(
  ctx: ClaimContext,
  claim: Omit<(typeof ctx.data.claims)[number], 'id' | 'caseNo' | 'memberId' | 'membershipId'>,
  events: { status: ClaimStatus; at: Date; note?: string }[],
): void {
  ctx.ids.claim += 1;
  const id = ctx.ids.claim;
  ctx.data.claims.push({
    id,
    caseNo: caseNumberOf(id),
    memberId: ctx.memberId,
    membershipId: ctx.membershipId,
    ...claim,
  });
  for (const event of events) ctx.data.claimEvents.push({ claimId: id, ...event });
}

/**
 * A paid savings claim for a withdrawal the fund's history made, directed as a live claim is
 * (claim-processing.ts): SARS's simulator taxes the amount after the fee on the income its
 * register knows for the tax year of payment, with the same domain function and the same kind of
 * directive number (the claim's case number as the reference); the rows the history wrote are the
 * live claim's rows ('Savings pot withdrawal' and 'Savings withdrawal fee').
 */
export function addPaidSavingsClaim(ctx: ClaimContext, withdrawal: SavingsWithdrawal): void {
  if (!ctx.idNumber) throw new Error('a savings withdrawal needs an SA ID number');
  const paidOn = withdrawal.date;
  // Identity and bank checks take a day or two, SARS's directive a few days more, the payment
  // the rest: 10 to 30 days from submission to payment.
  const days = ctx.rng.int(CLAIM_DAYS.min, CLAIM_DAYS.max);
  const submittedOn = addDays(paidOn, -days);
  const taxYear = taxYearLabel(paidOn);
  const taxable = withdrawal.grossCents - withdrawal.feeCents;
  const tax = Math.min(
    taxable,
    lumpSumTaxForTaxYear({
      incomeCents: ctx.registeredIncomeOf(taxYear),
      lumpSumCents: taxable,
      taxYear,
      dateOfBirth: ctx.dateOfBirth,
    }),
  );
  const directiveNumber = directiveNumberFor({
    reference: caseNumberOf(ctx.ids.claim + 1),
    idNumber: ctx.idNumber,
    taxYear,
  });
  const steps = [
    submittedOn,
    addDays(submittedOn, ctx.rng.int(1, 3)),
    addDays(paidOn, -ctx.rng.int(2, Math.min(7, days - 4))),
    paidOn,
  ];
  addClaim(
    ctx,
    {
      claimType: ctx.isRetail ? ClaimType.RetailSavings : ClaimType.Savings,
      status: 'Paid',
      grossCents: withdrawal.grossCents,
      feeCents: withdrawal.feeCents,
      taxCents: tax,
      netCents: taxable - tax,
      directiveNumber,
      declineReason: null,
      ...bankOf(ctx.rng),
      submittedOn,
      paidOn,
      createdAt: at(submittedOn, 9),
      updatedAt: at(paidOn, 14),
    },
    CLAIM_PROGRESS.map((status, index) => ({ status, at: at(steps[index] ?? paidOn, 9 + index) })),
  );
}

/** A third of a pension fund's value, at most the cash the law allows, in whole thousands of rand. */
export function retirementCash(pots: Record<Pot, number>): number {
  const total = pots.vested + pots.savings + pots.retirement;
  const { maxCashCents } = retirementCashOptions({
    savingsCents: pots.savings,
    vestedCents: pots.vested,
    retirementCents: pots.retirement,
  });
  return Math.floor(Math.min(total / 3, maxCashCents) / 100_000) * 100_000;
}

/** A declared claim that did not (yet) pay: declined, cancelled or still on its way. */
export function addDeclaredClaim(ctx: ClaimContext, claim: DeclaredClaim, today: string): void {
  const submittedOn = addMonths(today, -claim.monthsAgo);
  const reached =
    claim.status === 'Declined' || claim.status === 'Cancelled'
      ? CLAIM_PROGRESS.slice(0, claim.status === 'Declined' ? 2 : 1)
      : CLAIM_PROGRESS.slice(0, CLAIM_PROGRESS.indexOf(claim.status) + 1);
  const events: { status: ClaimStatus; at: Date; note?: string }[] = reached.map(
    (status, index) => ({
      status,
      at: at(addDays(submittedOn, index), 9 + index),
      ...(index === 0 && claim.illHealth ? { note: ILL_HEALTH_NOTE } : {}),
    }),
  );
  // A retirement claim's cash: a third of the fund on the day, within what the law allows in cash
  // (retirement-rules.ts), to the thousand rand below.
  const grossCents =
    claim.grossCents === 'third-of-value'
      ? retirementCash(ctx.potsOn(submittedOn))
      : claim.grossCents;
  if (claim.status === 'Declined' || claim.status === 'Cancelled')
    events.push({
      status: claim.status,
      at: at(addDays(submittedOn, reached.length), 11),
      ...(claim.declineReason ? { note: claim.declineReason } : {}),
    });
  const last = events.at(-1)?.at ?? at(submittedOn, 9);
  addClaim(
    ctx,
    {
      claimType: ClaimType[claim.type],
      status: claim.status,
      grossCents,
      feeCents: claim.type === 'Savings' ? SAVINGS_WITHDRAWAL_FEE_CENTS : null,
      taxCents: null,
      netCents: null,
      directiveNumber: null,
      declineReason: claim.declineReason ?? null,
      ...bankOf(ctx.rng),
      submittedOn,
      paidOn: null,
      createdAt: at(submittedOn, 9),
      updatedAt: last,
    },
    events,
  );
}
