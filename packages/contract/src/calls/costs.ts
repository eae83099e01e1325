import type * as routes from '../costs';
import type { RouteCall } from '../route-call';

// The calls of costs.ts for the web app, without their schemas (route-call.ts).

export const getFundCosts: RouteCall<typeof routes.getFundCosts> = {
  method: 'GET',
  path: '/api/Fund/Costs/:schemeNumber',
};

export const downloadFundCostsPdf: RouteCall<typeof routes.downloadFundCostsPdf> = {
  method: 'GET',
  path: '/api/Fund/Costs/:schemeNumber/Pdf',
  fileType: 'application/pdf',
};
