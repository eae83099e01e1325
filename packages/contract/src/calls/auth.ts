import type * as routes from '../auth';
import type { RouteCall } from '../route-call';

// The calls of auth.ts for the web app, without their schemas (route-call.ts).

export const getSession: RouteCall<typeof routes.getSession> = {
  method: 'GET',
  path: '/auth/session',
};

export const keepAlive: RouteCall<typeof routes.keepAlive> = {
  method: 'POST',
  path: '/auth/keepalive',
};

export const logout: RouteCall<typeof routes.logout> = {
  method: 'POST',
  path: '/auth/logout',
};

/** Full-page navigation targets (not fetch calls). */
export const AUTH_LOGIN_PATH = '/auth/login';

/** Log out as a plain form (a page without script): answered with a 303 on to the next page. */
export const LOGOUT_FORM_PATH = '/auth/logout/form';
