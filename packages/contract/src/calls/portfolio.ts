import type * as routes from '../portfolio';
import type { RouteCall } from '../route-call';

// The calls of portfolio.ts for the web app, without their schemas (route-call.ts).

export const addExternalFund: RouteCall<typeof routes.addExternalFund> = {
  method: 'POST',
  path: '/api/Fund/AddExternalFund',
};

export const deleteExternalFund: RouteCall<typeof routes.deleteExternalFund> = {
  method: 'DELETE',
  path: '/api/Fund/DeleteExternalFund',
};

export const getExternalFunds: RouteCall<typeof routes.getExternalFunds> = {
  method: 'GET',
  path: '/api/Fund/GetExternalFunds',
};

export const getExternalInvestmentAndProductTypes: RouteCall<
  typeof routes.getExternalInvestmentAndProductTypes
> = {
  method: 'GET',
  path: '/api/Fund/GetExternalInvestmentAndProductTypes',
};

export const getFundSummary: RouteCall<typeof routes.getFundSummary> = {
  method: 'GET',
  path: '/api/Fund/GetFundSummary',
};

export const getInternalFundSummary: RouteCall<typeof routes.getInternalFundSummary> = {
  method: 'GET',
  path: '/api/Fund/GetInternalFundSummary',
};

export const getPortfolioHistory: RouteCall<typeof routes.getPortfolioHistory> = {
  method: 'GET',
  path: '/api/Portfolio/GetPortfolioHistory',
};

export const getPortfolioSummary: RouteCall<typeof routes.getPortfolioSummary> = {
  method: 'GET',
  path: '/api/Portfolio/GetPortfolioSummary',
};

export const updateExternalFund: RouteCall<typeof routes.updateExternalFund> = {
  method: 'PUT',
  path: '/api/Fund/UpdateExternalFund',
};

export const PORTFOLIO_WINDOWS = [1, 3, 5] as const;
