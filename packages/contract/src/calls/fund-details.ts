import type * as routes from '../fund-details';
import type { RouteCall } from '../route-call';

// The calls of fund-details.ts for the web app, without their schemas (route-call.ts).

/** spec 2 §4: the fund's details fail only when neither the fund nor its portfolios succeeded. */
export function fundDetailsSucceeded(payload: Record<string, unknown>): boolean {
  return payload.success === true || payload.portfolioSuccess === true;
}

export const downloadPortfolioDocument: RouteCall<typeof routes.downloadPortfolioDocument> = {
  method: 'GET',
  path: '/api/Udw/DownloadPortfolioDocument/:id',
};

export const getPortfolioKeyFacts: RouteCall<typeof routes.getPortfolioKeyFacts> = {
  method: 'GET',
  path: '/api/Udw/PortfolioKeyFacts',
};

export const getFundDetails: RouteCall<typeof routes.getFundDetails> = {
  method: 'GET',
  path: '/api/Fund/GetFundDetails/:schemeNumber',
  isSuccessful: fundDetailsSucceeded,
};

export const getGlacierInfo: RouteCall<typeof routes.getGlacierInfo> = {
  method: 'GET',
  path: '/api/Fund/GetGlacierInfo/:schemeNumber',
};

export const getTransactionDetails: RouteCall<typeof routes.getTransactionDetails> = {
  method: 'GET',
  path: '/api/Fund/GetFundDetails/:schemeNumber/TransactionDetails',
};

export const postIrr: RouteCall<typeof routes.postIrr> = {
  method: 'POST',
  path: '/api/Fund/GetFundDetails/:schemeNumber/Irr',
};
