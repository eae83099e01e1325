import type * as routes from '../pdf';
import type { RouteCall } from '../route-call';

// The calls of pdf.ts for the web app, without their schemas (route-call.ts).

export const downloadTemplate: RouteCall<typeof routes.downloadTemplate> = {
  method: 'GET',
  path: '/api/PDF/DownloadTemplate',
  fileType: 'application/pdf',
};

export const generateRetirementSavingsNobPdf: RouteCall<
  typeof routes.generateRetirementSavingsNobPdf
> = {
  method: 'POST',
  path: '/api/Pdf/GenerateRetirementSavingsNOBPDF',
};

export const generateUnapprovedFuneralNobPdf: RouteCall<
  typeof routes.generateUnapprovedFuneralNobPdf
> = {
  method: 'POST',
  path: '/api/Pdf/GenerateUnapprovedFuneralNOBPDF',
};

export const generateUnapprovedLumpSumNobPdf: RouteCall<
  typeof routes.generateUnapprovedLumpSumNobPdf
> = {
  method: 'POST',
  path: '/api/Pdf/GenerateUnapprovedLumpSumNOBPDF',
};

/**
 * spec 3 §7 "GET /PDF/DownloadTemplate?filename: blob": a printable form, answered as the PDF file
 * itself (`application/pdf`), not JSON. The nomination form (spec 2 §2 "Nomination of
 * Beneficiaries" modal) is pre-filled with the signed-in member's details and, with
 * `schemeNumber`, that fund's (another member's fund: 404). An unknown file name: 404.
 */
export const NOMINATION_FORM_TEMPLATE = 'NominationOfBeneficiaries.pdf';
