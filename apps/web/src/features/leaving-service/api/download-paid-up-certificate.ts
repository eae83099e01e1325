import type { RouteCall } from '@portal/contract/route-call';
import type { downloadCertificatePdf as DownloadRoute } from '@portal/contract/tax-certificates';
import { fileLink, requestFile } from '@/lib/api-client';

// The paid-up membership certificate (the documents page's, by its opaque id): spec 2 §7
// DownloadPDF. The call's address is written here, typed by the route (a different method or path
// does not compile), so that this page does not split the documents page's calls into a chunk
// every page would name.
const downloadCertificatePdf: RouteCall<typeof DownloadRoute> = {
  method: 'GET',
  path: '/api/TaxCertificates/DownloadPDF',
  fileType: 'application/pdf',
};

export function fetchPaidUpCertificate(id: string): Promise<Blob> {
  return requestFile(downloadCertificatePdf, { query: { id } });
}

export function paidUpCertificateLink(id: string): string {
  return fileLink(downloadCertificatePdf, { query: { id } });
}
