import type * as routes from '../policies';
import type { RouteCall } from '../route-call';

// The calls of policies.ts for the web app, without their schemas (route-call.ts).

export const getInternalPolicies: RouteCall<typeof routes.getInternalPolicies> = {
  method: 'GET',
  path: '/api/Fund/GetInternalPolicies',
};
