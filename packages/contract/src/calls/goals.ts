import type * as routes from '../goals';
import type { RouteCall } from '../route-call';

// The calls of goals.ts for the web app, without their schemas (route-call.ts).

export const calculateInflatedAmount: RouteCall<typeof routes.calculateInflatedAmount> = {
  method: 'GET',
  path: '/api/Goals/CalculateInflatedAmount',
};

export const createProposal: RouteCall<typeof routes.createProposal> = {
  method: 'POST',
  path: '/api/Goals/CreateProposal',
};

export const getProposal: RouteCall<typeof routes.getProposal> = {
  method: 'GET',
  path: '/api/Goals/Proposal/:id',
};
