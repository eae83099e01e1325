import { z } from 'zod';
import { defineRoute } from './route';
import { DateStringSchema, RandSchema, requestText } from './wire';

export { CLAIM_UPLOAD_MAX_BYTES } from './calls/savings-claim';

// The savings withdrawal claim wizard (the claims issue; spec 3 §3 claim draft, §7 claims
// maintenance, knowledge-based authentication, two-pot and notification calls). Paths are not
// shown in the spec: ours sit under /api/Claims, /api/KBA, /api/TwoPot, /api/Documents and
// /api/Notifications. Shapes beyond the spec's names are ours.

/** spec 3 §3: claimSubmissionType / claimStatus 1 Save, 2 Submit. */
export const ClaimSubmissionType = { Save: 1, Submit: 2 } as const;

const WebTransactionNoSchema = requestText(40).trim().min(1);

// ---------------------------------------------------------------------------------------------
// Knowledge-based authentication (spec 3 §7): GetRequestId, GetQuestions, PostAnswers,
// CheckMemberStatus.

/** Where the member stands with the questions (domain kba.ts kbaState). */
export const KbaStatusSchema = z.object({
  status: z.enum(['passed', 'locked', 'open']),
  /** While passed: when the pass runs out (ISO 8601). */
  validUntil: z.string().nullable(),
  /** While locked: when claims open again (ISO 8601). */
  lockedUntil: z.string().nullable(),
  /** While open: failed attempts left before the 24-hour lock. */
  attemptsLeft: z.number().int().nullable(),
  /** What to tell the member, in words; null when there is nothing to say. */
  message: z.string().nullable(),
});
export type KbaStatus = z.infer<typeof KbaStatusSchema>;

export const getKbaRequestId = defineRoute({
  method: 'GET',
  path: '/api/KBA/GetRequestId',
  response: z.object({ success: z.boolean(), requestId: z.string() }),
});

export const KbaQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type KbaQuestion = z.infer<typeof KbaQuestionSchema>;

export const getKbaQuestions = defineRoute({
  method: 'GET',
  path: '/api/KBA/GetQuestions',
  query: z.object({
    requestId: requestText(64).trim().min(1),
    /** Only multiple choice is offered. */
    responseType: z.enum(['MultipleChoice']).default('MultipleChoice'),
  }),
  response: z.object({ success: z.boolean(), questions: z.array(KbaQuestionSchema) }),
});

export const postKbaAnswers = defineRoute({
  method: 'POST',
  path: '/api/KBA/PostAnswers',
  /** spec 3 §7 names afGroupId in the query; the server uses the session's and ignores another. */
  query: z.object({ afGroupId: requestText(40).optional() }),
  body: z.object({
    requestId: requestText(64).trim().min(1),
    answers: z.array(z.object({ questionId: requestText(20), optionId: requestText(20) })).max(10),
  }),
  /**
   * Pass or fail only: how many answers were right is never said, so that attempts
   * teach nothing about the answers.
   */
  response: z.object({
    success: z.boolean(),
    passed: z.boolean(),
    memberStatus: KbaStatusSchema,
  }),
});

export const checkKbaMemberStatus = defineRoute({
  method: 'GET',
  path: '/api/KBA/CheckMemberStatus',
  response: z.object({ success: z.boolean(), memberStatus: KbaStatusSchema }),
});

// ---------------------------------------------------------------------------------------------
// Identity (spec 3 §7 IdVerification): the ID number the member types against the identity service.

export const IdVerificationResultSchema = z.enum([
  'Verified',
  'NotIssued',
  'Mismatch',
  'Deceased',
  'NotVerified',
  'TechnicalError',
]);

export const verifyIdentity = defineRoute({
  method: 'POST',
  path: '/api/TwoPot/IdVerification',
  body: z.object({
    idNumber: requestText(20).trim(),
    /**
     * The member's draft claim, when the check is made for one (a resumed claim): the identity
     * service is asked only a few times per draft and per day.
     */
    webTransactionNo: WebTransactionNoSchema.optional(),
  }),
  response: z.object({
    success: z.boolean(),
    isVerified: z.boolean(),
    result: IdVerificationResultSchema,
    /** Why not verified, in words, with what the member can do; null when verified. */
    message: z.string().nullable(),
  }),
});

// ---------------------------------------------------------------------------------------------
// Bank account verification (spec 3 §7 verifybankingdetails; §3 results).

export const BankVerificationResultSchema = z.enum([
  'MATCH',
  'INFORMATION MISMATCH',
  'NON-PARTICIPATING BANK',
  'TECHNICAL ERROR',
]);

export const BankDetailsInputSchema = z.object({
  bankName: requestText(60).trim().min(1),
  branchCode: requestText(10).trim().min(1),
  /** spec 3 §3: Cheque 1, Savings 2 (Foreign 7 is refused for a savings withdrawal). */
  accountType: z.number().int(),
  accountNumber: requestText(20).trim().min(1),
  accountHolderName: requestText(120).trim().min(1),
});
export type BankDetailsInput = z.infer<typeof BankDetailsInputSchema>;

export const verifyBankingDetails = defineRoute({
  method: 'POST',
  path: '/api/Claims/verifybankingdetails',
  body: BankDetailsInputSchema.extend({ webTransactionNo: WebTransactionNoSchema }),
  response: z.object({
    success: z.boolean(),
    result: BankVerificationResultSchema,
    isVerified: z.boolean(),
    /** What the result means, in words. */
    message: z.string(),
    /** What the member can do about it; null on a match. */
    advice: z.string().nullable(),
    // Which of the bank's checks failed (account not found, closed, ID number...) is never said:
    // it would describe accounts that may be another person's. The administrator finds it in the
    // audit log.
  }),
});

// ---------------------------------------------------------------------------------------------
// The draft (spec 3 §3 claim draft; §7 processbymemberclaim / processbymemberclaimv2).

/** What taking the amount from the savings pot now costs at retirement (expected returns). */
export const SavingsWithdrawalCostSchema = z.object({
  /** The income a month given up, in today's money; null for a product paying no income. */
  monthlyIncomeGivenUp: RandSchema.nullable(),
  /** The savings at retirement given up, in today's money. */
  valueGivenUp: RandSchema,
  /** The retirement date the projection runs to. */
  retirementDate: DateStringSchema,
  /** The expected return a year above inflation after charges the projection grows at, percent. */
  expectedRealReturn: z.number(),
});
export type SavingsWithdrawalCost = z.infer<typeof SavingsWithdrawalCostSchema>;

export const SavingsEstimateSchema = z.object({
  grossAmount: RandSchema,
  feeAmount: RandSchema,
  taxAmount: RandSchema,
  netAmount: RandSchema,
  /** The marginal rate on the withdrawal as a percentage, e.g. 26. */
  marginalRatePct: z.number(),
  /** The tax year whose table was used, e.g. '2026/27'. */
  taxTableYear: z.string(),
  /** Set when the claim's tax year has no table yet and an earlier one was used. */
  taxTableNote: z.string().nullable(),
  /**
   * What the withdrawal costs at retirement, from the member's one projection of this fund
   * (DESIGN §1e "One projection"; GET /api/Projection/{schemeNumber} answers its inputs): expected
   * returns, in today's money. Null when the fund is not projected.
   */
  costAtRetirement: SavingsWithdrawalCostSchema.nullable(),
  /**
   * Kept for earlier clients: the savings at retirement given up (`costAtRetirement.valueGivenUp`)
   * in the money of the retirement date, prices rising by `inflationPercent` a year. Null when
   * the fund is not projected.
   */
  projectedValueAtRetirement: RandSchema.nullable(),
  /** Kept for earlier clients: `costAtRetirement.valueGivenUp`, in today's money. */
  projectedValueInTodaysMoney: RandSchema.nullable(),
  /** The inflation behind "today's money", a percent a year (as GET /api/Config gives it). */
  inflationPercent: z.number(),
  /** How the cost at retirement is worked out, in words. */
  growthAssumption: z.string(),
  /** 'SARS decides the final tax …'. */
  disclaimer: z.string(),
});
export type SavingsEstimate = z.infer<typeof SavingsEstimateSchema>;

export const UploadedDocumentSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  documentTypeId: z.number().int(),
  documentTypeName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type UploadedDocument = z.infer<typeof UploadedDocumentSchema>;

export const ClaimDraftSchema = z.object({
  webTransactionNo: z.string(),
  /** Set once submitted. */
  caseNo: z.string().nullable(),
  isReadyForSubmission: z.boolean(),
  /** spec 3 §3: 1 Save (a draft), 2 Submit. */
  claimStatus: z.number().int(),
  claimType: z.number().int(),
  claimTypeDescription: z.string(),
  exitType: z.number().int(),
  source: z.number().int(),
  target: z.number().int(),
  paymentOptionCode: z.string(),
  claimReceiptDate: DateStringSchema.nullable(),
  dateLastContrib: DateStringSchema.nullable(),
  membershipDetails: z.object({
    schemeNumber: z.string(),
    fundName: z.string(),
    membershipNumber: z.string(),
    savingsPot: RandSchema,
    normalRetirementDate: DateStringSchema.nullable(),
  }),
  /** The member's answers so far. */
  amount: RandSchema.nullable(),
  annualTaxableIncome: RandSchema.nullable(),
  taxNumber: z.string().nullable(),
  /**
   * Our addition (issue 45): the income tax number the fund holds for the member, which the tax
   * number step starts with while the draft has none of its own (the member may change it for
   * this claim; the fund's record changes only through the contact centre). Null when the fund
   * holds none, and on a submitted claim.
   */
  heldTaxNumber: z.string().nullable(),
  /**
   * The annual pensionable salary on the membership (the fund's payroll record), which the income
   * step starts with while the draft has no income of its own; the member may change it. Null
   * when the fund holds none (a retail product), and on a submitted claim.
   */
  heldAnnualSalary: RandSchema.nullable(),
  banking: z
    .object({
      bankName: z.string(),
      branchCode: z.string(),
      accountType: z.number().int(),
      accountNumberMasked: z.string(),
      accountHolderName: z.string(),
    })
    .nullable(),
  documents: z.array(UploadedDocumentSchema),
  estimate: SavingsEstimateSchema.nullable(),
  /** spec 3 §3 validations: what has been verified for this claim. */
  validations: z.object({
    kbaPassed: z.boolean(),
    idVerified: z.boolean(),
    taxNumberValid: z.boolean(),
    bankVerified: z.boolean(),
    bankVerificationResult: BankVerificationResultSchema.nullable(),
  }),
  /** Field names still needed before the claim can be submitted. */
  missingFields: z.array(z.string()),
  /** Field names this save changed. */
  changedFields: z.array(z.string()),
  /**
   * Field name → messages for what this save refused (nothing of it was kept), and for a saved
   * value that no longer holds (an amount above the savings pot as it is now).
   */
  fieldErrors: z.record(z.string(), z.array(z.string())),
});
export type ClaimDraft = z.infer<typeof ClaimDraftSchema>;

/** What a save may carry; a field left out keeps its saved value. */
export const ClaimDraftInputSchema = z.object({
  amount: z
    .union([z.number(), requestText(30)])
    .nullable()
    .optional(),
  annualTaxableIncome: z
    .union([z.number(), requestText(30)])
    .nullable()
    .optional(),
  taxNumber: requestText(20).nullable().optional(),
});

export const ProcessByMemberClaimBodySchema = z.object({
  /** Absent on the first save: the answer carries the new draft's number. */
  webTransactionNo: WebTransactionNoSchema.nullable().optional(),
  /** The fund the claim is on (first save). */
  schemeNumber: requestText(40).trim().min(1),
  claimSubmissionType: z.union([z.literal(1), z.literal(2)]),
  /** A submission's idempotency key: a retry with the same key answers the same claim. */
  idempotencyKey: requestText(64).trim().min(8).optional(),
  claim: ClaimDraftInputSchema.default({}),
});

const ProcessResponseSchema = z.object({ success: z.boolean(), draft: ClaimDraftSchema });

/** spec 3 §7 processbymemberclaim: saves (claimSubmissionType 1) or submits (2). */
export const processByMemberClaim = defineRoute({
  method: 'POST',
  path: '/api/Claims/processbymemberclaim',
  body: ProcessByMemberClaimBodySchema,
  response: ProcessResponseSchema,
});

/** spec 3 §7 processbymemberclaimv2 with claimSubmissionType (the same answer). */
export const processByMemberClaimV2 = defineRoute({
  method: 'POST',
  path: '/api/Claims/processbymemberclaimv2',
  body: ProcessByMemberClaimBodySchema,
  response: ProcessResponseSchema,
});

/** The member's open draft on a fund, to resume the wizard (null when there is none). */
export const getClaimDraft = defineRoute({
  method: 'GET',
  path: '/api/Claims/GetClaimDraft',
  query: z.object({ schemeNumber: requestText(40).trim().min(1) }),
  response: z.object({ success: z.boolean(), draft: ClaimDraftSchema.nullable() }),
});

// ---------------------------------------------------------------------------------------------
// Supporting documents: upload (multipart: webTransactionNo, documentTypeId, file) and delete.

export const CLAIM_UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/**
 * The upload's text fields, sent before the file: checked like every request string (a maximum,
 * no control characters), so a malformed field is a 400 like any other bad input.
 */
export const UploadFieldsSchema = z.object({
  webTransactionNo: WebTransactionNoSchema,
  documentTypeId: requestText(4).regex(/^\d{1,4}$/),
});

/** multipart/form-data: fields webTransactionNo and documentTypeId, then the file. */
export const uploadClaimDocument = defineRoute({
  method: 'POST',
  path: '/api/Claims/UploadDocument',
  response: z.object({ success: z.boolean(), document: UploadedDocumentSchema }),
});

export const deleteDocument = defineRoute({
  method: 'DELETE',
  path: '/api/Documents/DeleteDocument',
  query: z.object({ fileId: requestText(40).trim().min(1) }),
  response: z.object({ success: z.boolean() }),
});

// ---------------------------------------------------------------------------------------------
// Report a death (spec 3 §7 SendDeceasedMemberAlert).

export const DeceasedMemberAlertSchema = z.object({
  deceasedFirstName: requestText(60),
  deceasedLastName: requestText(60),
  deceasedIdNumber: requestText(20),
  dateOfDeath: requestText(10),
  /** The reporter's relationship to the deceased. */
  relationship: requestText(40),
  reporterName: requestText(120),
  reporterPhone: requestText(20),
  reporterEmail: requestText(120),
  message: requestText(1000, { multiLine: true }).optional(),
});

export const sendDeceasedMemberAlert = defineRoute({
  method: 'POST',
  path: '/api/Notifications/SendDeceasedMemberAlert',
  body: DeceasedMemberAlertSchema,
  response: z.object({
    success: z.boolean(),
    /** The reference the member quotes, e.g. 'DMA00000012'. */
    reference: z.string(),
  }),
});
