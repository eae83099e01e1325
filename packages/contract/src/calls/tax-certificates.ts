import type * as routes from '../tax-certificates';
import type { RouteCall } from '../route-call';

// The calls of tax-certificates.ts for the web app, without their schemas (route-call.ts).

export const downloadCertificatePdf: RouteCall<typeof routes.downloadCertificatePdf> = {
  method: 'GET',
  path: '/api/TaxCertificates/DownloadPDF',
  fileType: 'application/pdf',
};

export const getHistoricalTaxCertificates: RouteCall<typeof routes.getHistoricalTaxCertificates> = {
  method: 'GET',
  path: '/api/TaxCertificates/GetHistoricalTaxCertificates',
};

export const getLatestTaxCertificatesDetails: RouteCall<
  typeof routes.getLatestTaxCertificatesDetails
> = {
  method: 'GET',
  path: '/api/TaxCertificates/LatestTaxCertificatesDetails',
};

export const getMembershipCertificates: RouteCall<typeof routes.getMembershipCertificates> = {
  method: 'GET',
  path: '/api/TaxCertificates/GetMembershipCertificates',
};

export const getPaidUpMembershipCertificates: RouteCall<
  typeof routes.getPaidUpMembershipCertificates
> = {
  method: 'GET',
  path: '/api/TaxCertificates/GetPaidUpMembershipCertificates',
};

export const getPublishedDocumentDetails: RouteCall<typeof routes.getPublishedDocumentDetails> = {
  method: 'GET',
  path: '/api/TaxCertificates/GetPublishedDocumentDetails',
};

export const getTaxCertificatesCount: RouteCall<typeof routes.getTaxCertificatesCount> = {
  method: 'GET',
  path: '/api/TaxCertificates/Count',
};
