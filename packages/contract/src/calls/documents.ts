import type * as routes from '../documents';
import type { RouteCall } from '../route-call';

// The calls of documents.ts for the web app, without their schemas (route-call.ts).

export const downloadMemberDocument: RouteCall<typeof routes.downloadMemberDocument> = {
  method: 'GET',
  path: '/api/PDF/DownloadMemberDocument',
  fileType: '*',
};

export const getAfConnectFaq: RouteCall<typeof routes.getAfConnectFaq> = {
  method: 'GET',
  path: '/api/PDF/GetAFConnectFAQ',
};

export const getMemberDocuments: RouteCall<typeof routes.getMemberDocuments> = {
  method: 'GET',
  path: '/api/PDF/GetMemberDocuments',
};
