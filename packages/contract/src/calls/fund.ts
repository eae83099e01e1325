import type * as routes from '../fund';
import type { RouteCall } from '../route-call';

// The calls of fund.ts for the web app, without their schemas (route-call.ts).

export const getInternalFunds: RouteCall<typeof routes.getInternalFunds> = {
  method: 'GET',
  path: '/api/Fund/Internal',
};
