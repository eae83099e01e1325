import { CLAIM_STATUSES } from '@portal/domain/claims';
import { SAVINGS_CLAIM_REFUSALS } from '@portal/domain/savings-claim-eligibility';
import { z } from 'zod';
import { defineRoute } from './route';
import { DateStringSchema, RandSchema, requestText } from './wire';

// spec 3 §7 claims calls: the member's claims of every type, a claim's details with its status
// history, and its payment letters. Response shapes beyond the spec's names are ours.

export const ClaimStatusSchema = z.enum(CLAIM_STATUSES);

/** A case number as a request carries it (the member's own, or 404). */
const CaseNoSchema = requestText(20).trim().min(1);

export const ClaimSummarySchema = z.object({
  caseNo: z.string(),
  /** spec 3 §3: Death 0, Retirement 1, Withdrawal 2, Savings 4, RetailSavings 5. */
  claimType: z.number().int(),
  claimTypeDescription: z.string(),
  status: ClaimStatusSchema,
  statusDescription: z.string(),
  fundName: z.string(),
  schemeNumber: z.string(),
  membershipNumber: z.string(),
  /** The day the claim was submitted; null for a draft. */
  submittedDate: DateStringSchema.nullable(),
  /** When the claim last changed (ISO 8601). */
  lastUpdated: z.string(),
  /** The amount claimed, before fee and tax. */
  grossAmount: RandSchema,
  /** What was (or will be) paid; null until the tax is known. */
  netAmount: RandSchema.nullable(),
  /** Whether the member may still cancel it (before the tax directive is requested). */
  canCancel: z.boolean(),
});
export type ClaimSummary = z.infer<typeof ClaimSummarySchema>;

export const getMemberClaims = defineRoute({
  method: 'GET',
  path: '/api/Claims/GetMemberClaims',
  response: z.object({ success: z.boolean(), claims: z.array(ClaimSummarySchema) }),
});

export const ClaimEventSchema = z.object({
  status: ClaimStatusSchema,
  statusDescription: z.string(),
  at: z.string(),
  note: z.string().nullable(),
});

export const ClaimDetailsSchema = ClaimSummarySchema.extend({
  feeAmount: RandSchema.nullable(),
  taxAmount: RandSchema.nullable(),
  /**
   * A retirement, withdrawal or death claim's lump sum while its tax is not yet known: the tax the
   * lump sum tables give, with its label saying it is an estimate before SARS's directive; null
   * otherwise.
   */
  estimatedTax: z.object({ amount: RandSchema, label: z.string() }).nullable(),
  directiveNumber: z.string().nullable(),
  declineReason: z.string().nullable(),
  paidDate: DateStringSchema.nullable(),
  /**
   * A paid savings withdrawal (issue 45 "Withdrawals told in full"): the savings pot left after it,
   * valued at the end of the payment day, and the earliest day of the next savings withdrawal
   * (once per tax year: the next tax year's 1 March); null for any other claim.
   */
  savingsWithdrawal: z
    .object({ savingsPotAfter: RandSchema, nextWithdrawalFrom: DateStringSchema })
    .nullable(),
  /**
   * A retirement claim's two parts (reference "Two-pot at retirement"), from the fund valued by
   * component at the end of the day the claim was submitted: the cash lump sum claimed and the
   * rest, which buys an income, with the most the rules allow in cash; null for any other claim,
   * and for one that was declined or cancelled. Always answered; optional for older clients.
   */
  retirementSplit: z
    .object({
      valuedOn: DateStringSchema,
      fundValue: RandSchema,
      savingsComponent: RandSchema,
      vestedComponent: RandSchema,
      retirementComponent: RandSchema,
      cashLumpSum: RandSchema,
      buysIncome: RandSchema,
      maximumCash: RandSchema,
      isDeMinimis: z.boolean(),
    })
    .nullable()
    .optional(),
  /**
   * Each step a claim on its way still has to take, in order, with the date it is expected by on
   * the fund's service standard (domain claim-service-standard.ts); none once the claim has ended.
   * Always answered; optional for older clients.
   */
  expectedSteps: z
    .array(
      z.object({
        status: ClaimStatusSchema,
        statusDescription: z.string(),
        expectedDate: DateStringSchema,
        /** The standard in words: '5 working days after the tax directive is requested'. */
        standard: z.string(),
        /** The expected date has passed and the step has not happened. */
        isLate: z.boolean(),
      }),
    )
    .optional(),
  /** The account paid into: bank, type and the last four digits only. */
  bankAccount: z
    .object({
      bankName: z.string(),
      accountType: z.string(),
      accountNumberMasked: z.string(),
    })
    .nullable(),
  /** Every status the claim reached, oldest first. */
  history: z.array(ClaimEventSchema),
  /** The supporting documents the member uploaded with the claim (DownloadMemberDocument's fileId). */
  documents: z.array(
    z.object({
      fileId: z.string(),
      fileName: z.string(),
      title: z.string(),
      uploadedAt: z.string(),
    }),
  ),
});
export type ClaimDetails = z.infer<typeof ClaimDetailsSchema>;

export const CaseNoQuerySchema = z.object({ caseNo: CaseNoSchema });

export const getClaimDetails = defineRoute({
  method: 'GET',
  path: '/api/Claims/GetClaimDetails',
  query: CaseNoQuerySchema,
  response: z.object({ success: z.boolean(), claim: ClaimDetailsSchema }),
});

export const PaymentLetterSchema = z.object({
  /** The letter among the member's documents (DownloadMemberDocument's fileId). */
  fileId: z.string(),
  fileName: z.string(),
  title: z.string(),
  paymentDate: DateStringSchema,
  netAmount: RandSchema,
});
export type PaymentLetter = z.infer<typeof PaymentLetterSchema>;

/** A paid claim's payment letter (none before payment). */
export const getPaymentLetters = defineRoute({
  method: 'GET',
  path: '/api/Claims/GetPaymentLetters',
  query: CaseNoQuerySchema,
  response: z.object({ success: z.boolean(), paymentLetters: z.array(PaymentLetterSchema) }),
});

/** spec 3 §7 cancelClaim: while the claim can still be cancelled (409 after that). */
export const cancelClaim = defineRoute({
  method: 'POST',
  path: '/api/Claims/cancelClaim',
  body: z.object({ caseNo: CaseNoSchema }),
  response: z.object({ success: z.boolean(), claim: ClaimSummarySchema }),
});

/**
 * spec 3 §7 CheckClaimAllowed: whether each of the member's two-pot funds allows a savings
 * withdrawal claim today, with the reason in words when not (the claims issue). With
 * `schemeNumber`, that fund only (another member's: 404).
 */
export const ClaimAllowedSchema = z.object({
  schemeNumber: z.string(),
  caseMemberKey: z.string(),
  fundName: z.string(),
  membershipNumber: z.string(),
  /** The savings pot at the latest price date. */
  savingsPot: RandSchema,
  priceDate: DateStringSchema.nullable(),
  isAllowed: z.boolean(),
  /** Why not, in words (a claim that blocks is named by its type and case number); null when allowed. */
  reason: z.string().nullable(),
  refusal: z.enum(SAVINGS_CLAIM_REFUSALS).nullable(),
  /** The case number of the claim in progress that blocks, when one does. */
  blockingCaseNo: z.string().nullable().optional(),
  minimumAmount: RandSchema,
  /** The most that can be claimed: the savings pot. */
  maximumAmount: RandSchema,
});
export type ClaimAllowed = z.infer<typeof ClaimAllowedSchema>;

export const checkClaimAllowed = defineRoute({
  method: 'GET',
  path: '/api/Claims/CheckClaimAllowed',
  query: z.object({ schemeNumber: requestText(40).trim().min(1).optional() }),
  response: z.object({ success: z.boolean(), memberships: z.array(ClaimAllowedSchema) }),
});
