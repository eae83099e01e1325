import { z } from 'zod';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_FIELD_MESSAGES,
  COMPLAINT_OUTCOMES,
  COMPLAINT_REASON_MAX,
  COMPLAINT_REFERENCE_PATTERN,
  COMPLAINT_REMEDY_MAX,
  COMPLAINT_STAGES,
  COMPLAINT_TEXT_MAX,
} from './calls/complaints';
import { ThreadMessageSchema } from './messages';
import { PdfFileSchema } from './pdf';
import { defineRoute } from './route';
import { requestText } from './wire';

export {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_FIELD_MESSAGES,
  COMPLAINT_OUTCOMES,
  COMPLAINT_OUTCOME_LABELS,
  COMPLAINT_REASON_MAX,
  COMPLAINT_REFERENCE_PATTERN,
  COMPLAINT_REMEDY_MAX,
  COMPLAINT_STAGES,
  COMPLAINT_STAGE_LABELS,
  COMPLAINT_TEXT_MAX,
  type ComplaintCategory,
  type ComplaintOutcome,
  type ComplaintStage,
} from './calls/complaints';

// Complaints (issue 49 point 1; section 30A of the Pension Funds Act): a member lodges a written
// complaint about one of their funds or products, with up to three attachments under the claim
// documents' upload rules. The fund answers in writing within 30 days (the administration's
// desk, in the background); when it does not, or its answer does not settle the complaint, the
// member downloads an escalation pack for the fund's ombud (the Pension Funds Adjudicator for a
// retirement fund). Each complaint has an unguessable reference (CMP-XXXXXXXX) and its
// conversation is a thread of the member's messages; nothing is deleted. Every call is scoped to
// the signed-in member: another member's complaint is a 404.

export const ComplaintReferenceSchema = requestText(20)
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(COMPLAINT_REFERENCE_PATTERN, { error: 'Not a complaint reference.' }));

/** The text fields of a complaint, sent before its files (multipart/form-data). */
export const LodgeComplaintFieldsSchema = z.object({
  schemeNumber: requestText(40).trim().min(1, { error: COMPLAINT_FIELD_MESSAGES.schemeNumber }),
  category: z.enum(COMPLAINT_CATEGORIES, { error: COMPLAINT_FIELD_MESSAGES.category }),
  body: requestText(COMPLAINT_TEXT_MAX, { multiLine: true })
    .trim()
    .min(1, { error: COMPLAINT_FIELD_MESSAGES.body }),
  remedy: requestText(COMPLAINT_REMEDY_MAX, { multiLine: true })
    .trim()
    .min(1, { error: COMPLAINT_FIELD_MESSAGES.remedy }),
  /** The same key again (a retry) answers the complaint it lodged, and lodges no other. */
  idempotencyKey: requestText(64).trim().min(8).optional(),
});
export type LodgeComplaintFields = z.infer<typeof LodgeComplaintFieldsSchema>;

/** Whether the fund's answer settles the complaint; when it does not, why. */
export const RespondToAnswerSchema = z
  .object({
    reference: ComplaintReferenceSchema,
    satisfied: z.boolean({ error: COMPLAINT_FIELD_MESSAGES.satisfied }),
    reason: requestText(COMPLAINT_REASON_MAX, { multiLine: true }).trim().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.satisfied && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: COMPLAINT_FIELD_MESSAGES.reason });
  });

/** A body a member may take a complaint to (the fund's ombud), as the fund's identity names it. */
export const ComplaintBodySchema = z.object({
  name: z.string(),
  /** What it hears and on what terms, a sentence. */
  remit: z.string(),
  telephone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  postalAddress: z.array(z.string()),
  /** The Pension Funds Adjudicator (a retirement fund), or another ombud (a product). */
  isAdjudicator: z.boolean(),
});
export type ComplaintBody = z.infer<typeof ComplaintBodySchema>;

export const ComplaintSummarySchema = z.object({
  reference: z.string(),
  schemeNumber: z.string(),
  /** The fund or product as the member knows it. */
  fundName: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  stage: z.enum(COMPLAINT_STAGES),
  /** The day it was lodged, YYYY-MM-DD (the portal's today). */
  lodgedOn: z.string(),
  /** The last day of the fund's days to answer, YYYY-MM-DD. */
  replyDueOn: z.string(),
  /** Days left for the fund to answer (0 on the last day); null once answered or overdue. */
  daysLeft: z.number().int().nullable(),
  answeredOn: z.string().nullable(),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  /** The member said the answer settles it (true) or does not (false); null before. */
  satisfied: z.boolean().nullable(),
  respondedOn: z.string().nullable(),
  /** The first day the member downloaded the escalation pack. */
  packIssuedOn: z.string().nullable(),
  /** The escalation pack may be downloaded (Overdue or NotSatisfied). */
  mayEscalate: z.boolean(),
});
export type ComplaintSummary = z.infer<typeof ComplaintSummarySchema>;

export const ComplaintSchema = ComplaintSummarySchema.extend({
  /** What the member would like the fund to do. */
  remedy: z.string(),
  /** The complaint, the fund's answer and what the member said after; oldest first. */
  messages: z.array(ThreadMessageSchema),
  /** Where the complaint goes next. */
  ombud: ComplaintBodySchema,
  /** The fund's days to answer (section 30A: 30). */
  answerWithinDays: z.number().int(),
});
export type Complaint = z.infer<typeof ComplaintSchema>;

/** A fund or product of the member's that a complaint may be about. */
export const ComplaintFundSchema = z.object({
  schemeNumber: z.string(),
  fundName: z.string(),
  productName: z.string(),
});
export type ComplaintFund = z.infer<typeof ComplaintFundSchema>;

const ComplaintAnswerSchema = z.object({ success: z.boolean(), complaint: ComplaintSchema });

/** The member's complaints, the latest first, and the funds a new one may be about. */
export const getComplaints = defineRoute({
  method: 'GET',
  path: '/api/Complaints/GetComplaints',
  response: z.object({
    success: z.boolean(),
    complaints: z.array(ComplaintSummarySchema),
    funds: z.array(ComplaintFundSchema),
    answerWithinDays: z.number().int(),
  }),
});

export const getComplaint = defineRoute({
  method: 'GET',
  path: '/api/Complaints/GetComplaint',
  query: z.object({ reference: ComplaintReferenceSchema }),
  response: ComplaintAnswerSchema,
});

/**
 * multipart/form-data: fields schemeNumber, category, body, remedy and idempotencyKey
 * (LodgeComplaintFieldsSchema), then up to three files named `attachment`. Counts one of the
 * member's messages for the day, and each file one upload; over a bound: 429 and nothing kept.
 */
export const lodgeComplaint = defineRoute({
  method: 'POST',
  path: '/api/Complaints/Lodge',
  response: ComplaintAnswerSchema,
});

/** After the fund's answer: whether it settles the complaint (once; again: 409). */
export const respondToComplaintAnswer = defineRoute({
  method: 'POST',
  path: '/api/Complaints/RespondToAnswer',
  body: RespondToAnswerSchema,
  response: ComplaintAnswerSchema,
});

/**
 * The escalation pack (a tagged PDF) for the fund's ombud, once the fund's days passed without an
 * answer or the member said the answer does not settle it; before: 409.
 */
export const downloadEscalationPack = defineRoute({
  method: 'GET',
  path: '/api/Complaints/DownloadEscalationPack',
  query: z.object({ reference: ComplaintReferenceSchema }),
  response: PdfFileSchema,
});
