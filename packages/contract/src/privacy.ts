import { z } from 'zod';
import {
  CONSENT_KINDS,
  CORRECTION_DETAILS,
  CORRECTION_FIELD_MESSAGES,
  CORRECTION_OUTCOMES,
  CORRECTION_REASON_MAX,
  CORRECTION_REFERENCE_PATTERN,
  CORRECTION_STAGES,
  CORRECTION_VALUE_MAX,
} from './calls/privacy';
import { ThreadMessageSchema } from './messages';
import { defineRoute } from './route';
import { requestText } from './wire';

export {
  CONSENT_KINDS,
  CORRECTION_DETAILS,
  CORRECTION_DETAIL_LABELS,
  CORRECTION_DETAIL_WORDS,
  CORRECTION_FIELD_MESSAGES,
  CORRECTION_OUTCOMES,
  CORRECTION_OUTCOME_LABELS,
  CORRECTION_REASON_MAX,
  CORRECTION_REFERENCE_PATTERN,
  CORRECTION_STAGES,
  CORRECTION_STAGE_LABELS,
  CORRECTION_VALUE_MAX,
  type ConsentKind,
  type CorrectionDetail,
  type CorrectionOutcome,
  type CorrectionStage,
} from './calls/privacy';

// The member's personal information (issue 49 point 3; POPIA section 24 and the regulations as
// amended on 17 April 2025: a request to correct personal information is free and answered within
// 30 days). A member asks the fund to correct a detail they cannot change on the profile page
// (ID number, passport number, date of birth) with a reason and one supporting document; the
// request has an unguessable reference (COR-XXXXXXXX), a 30-day clock and the administration's
// answer, and its conversation is a thread of the member's messages. The member may object to
// direct marketing (the referral and adviser leads), honoured at once, and reads the record of
// every consent they gave. Every call is scoped to the signed-in member: another member's request
// is a 404.

export const CorrectionReferenceSchema = requestText(20)
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(CORRECTION_REFERENCE_PATTERN, { error: 'Not a correction reference.' }));

/** The text fields of a request, sent before its document (multipart/form-data). */
export const RequestCorrectionFieldsSchema = z.object({
  detail: z.enum(CORRECTION_DETAILS, { error: CORRECTION_FIELD_MESSAGES.detail }),
  value: requestText(CORRECTION_VALUE_MAX)
    .trim()
    .min(1, { error: CORRECTION_FIELD_MESSAGES.value }),
  reason: requestText(CORRECTION_REASON_MAX, { multiLine: true })
    .trim()
    .min(1, { error: CORRECTION_FIELD_MESSAGES.reason }),
  /** The same key again (a retry) answers the request it lodged, and lodges no other. */
  idempotencyKey: requestText(64).trim().min(8).optional(),
});
export type RequestCorrectionFields = z.infer<typeof RequestCorrectionFieldsSchema>;

export const CorrectionSummarySchema = z.object({
  reference: z.string(),
  detail: z.enum(CORRECTION_DETAILS),
  /** The value the member asked for (their own personal information, shown to them only). */
  value: z.string(),
  stage: z.enum(CORRECTION_STAGES),
  /** The day it was lodged, YYYY-MM-DD (the portal's today). */
  lodgedOn: z.string(),
  /** The last day of the fund's 30 days to answer, YYYY-MM-DD. */
  answerDueOn: z.string(),
  /** Days left for the fund to answer (0 on the last day); null once answered or overdue. */
  daysLeft: z.number().int().nullable(),
  answeredOn: z.string().nullable(),
  outcome: z.enum(CORRECTION_OUTCOMES).nullable(),
  /** The administration's words with its decision; null before. */
  answer: z.string().nullable(),
});
export type CorrectionSummary = z.infer<typeof CorrectionSummarySchema>;

export const CorrectionSchema = CorrectionSummarySchema.extend({
  reason: z.string(),
  /** The request, its document and the fund's answer; oldest first. */
  messages: z.array(ThreadMessageSchema),
});
export type Correction = z.infer<typeof CorrectionSchema>;

/** A detail the member cannot edit, as the fund holds it (null: none held). */
export const HeldDetailSchema = z.object({
  detail: z.enum(CORRECTION_DETAILS),
  value: z.string().nullable(),
});
export type HeldDetail = z.infer<typeof HeldDetailSchema>;

const CorrectionAnswerSchema = z.object({ success: z.boolean(), correction: CorrectionSchema });

/** The member's requests (the latest first), the details held and the fund's days to answer. */
export const getCorrections = defineRoute({
  method: 'GET',
  path: '/api/Privacy/GetCorrections',
  response: z.object({
    success: z.boolean(),
    corrections: z.array(CorrectionSummarySchema),
    details: z.array(HeldDetailSchema),
    answerWithinDays: z.number().int(),
  }),
});

export const getCorrection = defineRoute({
  method: 'GET',
  path: '/api/Privacy/GetCorrection',
  query: z.object({ reference: CorrectionReferenceSchema }),
  response: CorrectionAnswerSchema,
});

/**
 * multipart/form-data: fields detail, value, reason and idempotencyKey
 * (RequestCorrectionFieldsSchema), then exactly one file named `attachment` (the message
 * attachments' upload rules). Counts one of the member's messages for the day, and the file one
 * upload; over a bound: 429 and nothing kept.
 */
export const requestCorrection = defineRoute({
  method: 'POST',
  path: '/api/Privacy/RequestCorrection',
  response: CorrectionAnswerSchema,
});

/** A consent the member gave, or a choice they made about their information, with its date. */
export const ConsentRecordSchema = z.object({
  /** What it was, in words (e.g. "Beneficiary nomination declaration"). */
  what: z.string(),
  /** What the member agreed to or chose, a sentence. */
  terms: z.string(),
  /** When, ISO 8601 with the offset. */
  at: z.string(),
  /** Where: the portal, or the fund's records. */
  channel: z.string(),
  /** A case or reference it belongs to, if any. */
  reference: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

export const MarketingObjectionSchema = z.object({
  /** The member's objection to direct marketing stands. */
  objects: z.boolean(),
  /** When it was last recorded or withdrawn; null: never. */
  since: z.string().nullable(),
});
export type MarketingObjection = z.infer<typeof MarketingObjectionSchema>;

/** Every consent the member gave, the latest first, and their objection to direct marketing. */
export const getConsents = defineRoute({
  method: 'GET',
  path: '/api/Privacy/GetConsents',
  response: z.object({
    success: z.boolean(),
    consents: z.array(ConsentRecordSchema),
    objection: MarketingObjectionSchema,
  }),
});

/** Records the member's objection to direct marketing (objects: true) or withdraws it. */
export const setMarketingObjection = defineRoute({
  method: 'POST',
  path: '/api/Privacy/SetMarketingObjection',
  body: z.object({
    kind: z.enum(CONSENT_KINDS).default('direct-marketing'),
    objects: z.boolean(),
  }),
  response: z.object({ success: z.boolean(), objection: MarketingObjectionSchema }),
});
