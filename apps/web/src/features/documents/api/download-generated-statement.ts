import { downloadGeneratedStatement } from '@portal/contract/calls/statements';
import { fileLink, requestFile } from '@/lib/api-client';

// spec 2 §7 /Download (DataUploadSk): an on-demand statement's PDF once it is Completed (409
// while it is still being prepared).
export function fetchGeneratedStatementPdf(dataUploadSk: string): Promise<Blob> {
  return requestFile(downloadGeneratedStatement, { query: { DataUploadSk: dataUploadSk } });
}

export function generatedStatementPdfLink(dataUploadSk: string): string {
  return fileLink(downloadGeneratedStatement, { query: { DataUploadSk: dataUploadSk } });
}
