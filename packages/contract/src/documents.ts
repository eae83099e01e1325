import { DOCUMENT_KINDS, DOCUMENT_STATUSES } from '@portal/domain/member-documents';
import { z } from 'zod';
import type { FileAnswer } from './pdf';
import { defineRoute } from './route';
import { requestText } from './wire';

// spec 1 §7 "Documents service" and spec 3 §7 "Documents calls": the member's documents (every
// statement, certificate and letter the portal issued to the member, spec 3 §2.10 "Statements and
// documents") and the FAQ shown beside them. Item fields are "not shown" in the spec: chosen here.

/** spec 2 §7, spec 3 §3 "Document status: Pending, InFlight, Completed"; Failed when it could not be made. */
export const MemberDocumentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type MemberDocumentStatus = z.infer<typeof MemberDocumentStatusSchema>;

/** What a document is: statements, certificates, letters, claim payment letters and uploads. */
export const MemberDocumentTypeSchema = z.enum(DOCUMENT_KINDS);
export type MemberDocumentType = z.infer<typeof MemberDocumentTypeSchema>;

/** A membership number (refNum3) as the query carries it. */
const RefNum3Schema = requestText(40).trim().min(1);
/** At most this many membership numbers in one call (a member holds a handful of funds). */
export const MAX_REF_NUM3 = 50;

/**
 * spec 1 §7 "GET /PDF/GetMemberDocuments with repeated refNum3": the membership numbers whose
 * documents are wanted (zero, one or many; a single value arrives as a string). None: all the
 * member's documents. A membership number that is not the member's own matches none of them.
 */
export const MemberDocumentsQuerySchema = z.object({
  refNum3: z
    .union([RefNum3Schema, z.array(RefNum3Schema).max(MAX_REF_NUM3)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
});
export type MemberDocumentsQuery = z.input<typeof MemberDocumentsQuerySchema>;

export const MemberDocumentSchema = z.object({
  /** The document's only id a member sees (a random UUID): DownloadMemberDocument's fileId. */
  fileId: z.guid(),
  /** The title shown in the list, e.g. 'Annual benefit statement 2025/26'. */
  documentName: z.string(),
  documentType: MemberDocumentTypeSchema,
  status: MemberDocumentStatusSchema,
  /** ISO 8601 timestamps: when it was issued or requested, and when it was completed (or failed). */
  createdDate: z.iso.datetime({ offset: true }),
  completedDate: z.iso.datetime({ offset: true }).nullable(),
  /** The membership number of the document's fund; null for a document of no one fund. */
  refNum3: z.string().nullable(),
  /** The full product name of that fund; null without one. */
  productName: z.string().nullable(),
  /** The name the file downloads under, and its MIME type. */
  fileName: z.string(),
  contentType: z.string(),
});
export type MemberDocument = z.infer<typeof MemberDocumentSchema>;

export const MemberDocumentsResponseSchema = z.object({
  success: z.boolean(),
  /** Newest first. */
  memberDocumentResponseList: z.array(MemberDocumentSchema),
});
export type MemberDocumentsResponse = z.infer<typeof MemberDocumentsResponseSchema>;

export const getMemberDocuments = defineRoute({
  method: 'GET',
  path: '/api/PDF/GetMemberDocuments',
  query: MemberDocumentsQuerySchema,
  response: MemberDocumentsResponseSchema,
});

export const DownloadMemberDocumentQuerySchema = z.object({
  fileId: requestText(64).trim().min(1),
});
export type DownloadMemberDocumentQuery = z.infer<typeof DownloadMemberDocumentQuerySchema>;

/** Any file answer (a statement is a PDF; an uploaded document may be an image). */
export const MemberDocumentFileSchema = z.custom<FileAnswer>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'arrayBuffer' in value &&
    'type' in value &&
    typeof value.type === 'string' &&
    value.type !== '' &&
    !value.type.startsWith('application/json'),
  { message: 'Expected a file' },
);

/**
 * spec 1 §7 "GET /PDF/DownloadMemberDocument?fileId": the file itself with its stored content
 * type, as an attachment under its file name (the spec's "success" is the HTTP 200). Only the
 * signed-in member's Completed documents download: another member's or an unknown fileId is a
 * 404; the member's own document that is still being prepared (Pending, InFlight) is a 409 with
 * the message below; one that could not be produced (Failed) has no file: 404.
 */
export const downloadMemberDocument = defineRoute({
  method: 'GET',
  path: '/api/PDF/DownloadMemberDocument',
  query: DownloadMemberDocumentQuerySchema,
  response: MemberDocumentFileSchema,
});

export const DOCUMENT_NOT_READY_MESSAGE =
  'This document is still being prepared. Please try again in a few minutes.';

export const FaqQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Plain text; paragraphs are separated by a blank line. */
  answer: z.string(),
});
export type FaqQuestion = z.infer<typeof FaqQuestionSchema>;

export const FaqCategorySchema = z.object({
  category: z.string(),
  questions: z.array(FaqQuestionSchema),
});
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

/**
 * spec 1 §7 "GET /PDF/GetAFConnectFAQ: success, afConnectFAQList": the questions grouped by
 * category, categories in the order of their first question, questions by their sort order.
 */
export const FaqResponseSchema = z.object({
  success: z.boolean(),
  afConnectFAQList: z.array(FaqCategorySchema),
});
export type FaqResponse = z.infer<typeof FaqResponseSchema>;

export const getAfConnectFaq = defineRoute({
  method: 'GET',
  path: '/api/PDF/GetAFConnectFAQ',
  response: FaqResponseSchema,
});
