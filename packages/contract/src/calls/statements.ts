import type * as routes from '../statements';
import type { RouteCall } from '../route-call';

// The calls of statements.ts for the web app, without their schemas (route-call.ts).

export const downloadGeneratedStatement: RouteCall<typeof routes.downloadGeneratedStatement> = {
  method: 'GET',
  path: '/api/Statements/Download',
  fileType: 'application/pdf',
};

export const downloadStatement: RouteCall<typeof routes.downloadStatement> = {
  method: 'GET',
  path: '/api/Statements/DownloadStatement',
  fileType: 'application/pdf',
};

export const generateRealTimeStatement: RouteCall<typeof routes.generateRealTimeStatement> = {
  method: 'GET',
  path: '/api/Statements/GenerateRealTime',
};

export const getHistoricalStatements: RouteCall<typeof routes.getHistoricalStatements> = {
  method: 'GET',
  path: '/api/Statements/GetHistoricalStatements',
};

export const getLatestStatementsDetails: RouteCall<typeof routes.getLatestStatementsDetails> = {
  method: 'GET',
  path: '/api/Statements/LatestStatementsDetails',
};

export const getStatements: RouteCall<typeof routes.getStatements> = {
  method: 'GET',
  path: '/api/Statements',
};

export const getStatementsCount: RouteCall<typeof routes.getStatementsCount> = {
  method: 'GET',
  path: '/api/Statements/Count',
};

export const getTransactionSummary: RouteCall<typeof routes.getTransactionSummary> = {
  method: 'GET',
  path: '/api/Statements/TransactionSummary',
};

export const periodCheck: RouteCall<typeof routes.periodCheck> = {
  method: 'GET',
  path: '/api/Statements/PeriodCheck',
};
