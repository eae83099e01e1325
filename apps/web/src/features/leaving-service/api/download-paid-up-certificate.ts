import { downloadCertificatePdf } from '@portal/contract/calls/tax-certificates';
import { fileLink, requestFile } from '@/lib/api-client';

// The paid-up membership certificate (the documents page's, by its opaque id): spec 2 §7 DownloadPDF.
export function fetchPaidUpCertificate(id: string): Promise<Blob> {
  return requestFile(downloadCertificatePdf, { query: { id } });
}

export function paidUpCertificateLink(id: string): string {
  return fileLink(downloadCertificatePdf, { query: { id } });
}
