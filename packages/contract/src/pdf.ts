import { NominationTypeIdSchema } from '@portal/domain/schemas';
import { z } from 'zod';
import { defineRoute } from './route';
import { requestText } from './wire';

export { NOMINATION_FORM_TEMPLATE } from './calls/pdf';

// spec 1 §7 / spec 3 §7: the three beneficiary reports. The report is rendered on the server
// from the STORED nomination (never from request data), so the body only names the nomination:
// its membership's or cover's caseMbrKey (the nomination type is the endpoint's; a type sent
// beside it must agree). Answer: value.pdfData, a base64 PDF, saved as BeneficiaryReport.pdf
// (spec 1 §3, §9).

export const NominationPdfRequestSchema = z.object({
  caseMbrKey: requestText(40).min(1),
  nominationTypeId: NominationTypeIdSchema.nullish(),
});
export type NominationPdfRequest = z.infer<typeof NominationPdfRequestSchema>;

export const NominationPdfResponseSchema = z.object({
  success: z.literal(true),
  value: z.object({
    /** The PDF file, base64. */
    pdfData: z.string(),
    fileName: z.string(),
  }),
});
export type NominationPdfResponse = z.infer<typeof NominationPdfResponseSchema>;

/** Approved retirement nomination (report kind empty, spec 1 §4). */
export const generateRetirementSavingsNobPdf = defineRoute({
  method: 'POST',
  path: '/api/Pdf/GenerateRetirementSavingsNOBPDF',
  body: NominationPdfRequestSchema,
  response: NominationPdfResponseSchema,
});

/** Unapproved funeral cover nomination (report kind Funeral). */
export const generateUnapprovedFuneralNobPdf = defineRoute({
  method: 'POST',
  path: '/api/Pdf/GenerateUnapprovedFuneralNOBPDF',
  body: NominationPdfRequestSchema,
  response: NominationPdfResponseSchema,
});

/** Unapproved life cover, the lump sum death benefit (report kind Lumpsum). */
export const generateUnapprovedLumpSumNobPdf = defineRoute({
  method: 'POST',
  path: '/api/Pdf/GenerateUnapprovedLumpSumNOBPDF',
  body: NominationPdfRequestSchema,
  response: NominationPdfResponseSchema,
});

/**
 * spec 1 §7, spec 3 §7 "a staff savings pot withdrawal form download": offered only to staff
 * members (any fund of the staff source system; anyone else: 404), pre-filled with the member's
 * details and the staff fund's (with `schemeNumber` that staff fund, else the member's first),
 * including the savings component's value at the latest price date.
 */
export const STAFF_SAVINGS_WITHDRAWAL_FORM_TEMPLATE = 'StaffSavingsPotWithdrawalForm.pdf';

export const DownloadTemplateQuerySchema = z.object({
  filename: requestText(100).trim().min(1),
  schemeNumber: requestText(40).trim().min(1).optional(),
});
export type DownloadTemplateQuery = z.infer<typeof DownloadTemplateQuerySchema>;

/** A file answer as the browser holds it (a Blob): its MIME type and its bytes. */
export type FileAnswer = {
  readonly type: string;
  readonly size: number;
  arrayBuffer: () => Promise<ArrayBuffer>;
};

/** The answer is a PDF file: checked by its MIME type, never parsed as JSON. */
export const PdfFileSchema = z.custom<FileAnswer>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'arrayBuffer' in value &&
    'type' in value &&
    value.type === 'application/pdf',
  { message: 'Expected a PDF file' },
);

export const downloadTemplate = defineRoute({
  method: 'GET',
  path: '/api/PDF/DownloadTemplate',
  query: DownloadTemplateQuerySchema,
  response: PdfFileSchema,
});
