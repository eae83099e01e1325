import { NominationTypeIdSchema } from '@portal/domain/nomination';
import { z } from 'zod';
import { defineRoute } from './route';

// spec 1 §7 / spec 3 §7: the three beneficiary reports. The report is rendered on the server
// from the STORED nomination (never from request data), so the body only names the nomination:
// its membership's or cover's caseMbrKey (the nomination type is the endpoint's; a type sent
// beside it must agree). Answer: value.pdfData, a base64 PDF, saved as BeneficiaryReport.pdf
// (spec 1 §3, §9).

export const NominationPdfRequestSchema = z.object({
  caseMbrKey: z.string().min(1),
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
