import { BENEFICIARY_REPORT_FILE_NAME } from '@portal/domain/nomination';
import { savePdf as savePdfFile } from '@/lib/save-file';

// spec 1 §3, §9: the report arrives as base64 (value.pdfData) and is saved as
// BeneficiaryReport.pdf.

/** Saves the base64 PDF under `fileName` through a temporary link. */
export function savePdf(base64: string, fileName = BENEFICIARY_REPORT_FILE_NAME): void {
  savePdfFile(base64, fileName);
}
