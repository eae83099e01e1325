import type * as routes from '../config';
import type { RouteCall } from '../route-call';

// The calls of config.ts for the web app, without their schemas (route-call.ts).

export const getConfig: RouteCall<typeof routes.getConfig> = {
  method: 'GET',
  path: '/api/Config',
};
