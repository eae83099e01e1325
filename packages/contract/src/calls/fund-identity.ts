import type * as routes from '../fund-identity';
import type { RouteCall } from '../route-call';

// The calls of fund-identity.ts for the web app, without their schemas (route-call.ts).

export const getFundIdentity: RouteCall<typeof routes.getFundIdentity> = {
  method: 'GET',
  path: '/api/Fund/Identity/:schemeNumber',
};
