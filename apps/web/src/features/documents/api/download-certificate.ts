import { downloadCertificatePdf } from '@portal/contract/calls/tax-certificates';
import { fileLink, requestFile } from '@/lib/api-client';

// spec 2 §7 DownloadPDF: any certificate (tax, membership, paid-up) by its opaque id.
export function fetchCertificatePdf(id: string): Promise<Blob> {
  return requestFile(downloadCertificatePdf, { query: { id } });
}

export function certificatePdfLink(id: string): string {
  return fileLink(downloadCertificatePdf, { query: { id } });
}
