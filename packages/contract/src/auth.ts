import { z } from 'zod';
import { defineRoute } from './route';

export { AUTH_LOGIN_PATH } from './calls/auth';

// The backend-for-frontend's own endpoints (DESIGN §1). The browser never sees a token:
// it learns only whether it has a session and who is signed in.
export const SessionInfoSchema = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(false) }),
  z.object({
    authenticated: z.literal(true),
    user: z.object({ givenName: z.string(), familyName: z.string() }),
    /** When the server ends the session unless the member is active again (ISO 8601). */
    idleExpiresAt: z.string(),
    /**
     * How long that is from this answer, in milliseconds by the server's clock: what the browser
     * counts with, as its own clock may be set to another time.
     */
    idleRemainingMs: z.number().int().nonnegative(),
  }),
]);
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const getSession = defineRoute({
  method: 'GET',
  path: '/auth/session',
  response: SessionInfoSchema,
  authenticated: false,
});

export const keepAlive = defineRoute({
  method: 'POST',
  path: '/auth/keepalive',
  response: z.object({
    success: z.literal(true),
    idleExpiresAt: z.string(),
    idleRemainingMs: z.number().int().nonnegative(),
  }),
});

export const LogoutResponseSchema = z.object({
  success: z.literal(true),
  /** Where the browser goes next: the provider's end-session page, which returns to the site. */
  redirectUrl: z.string(),
});

/**
 * Where the provider's logout may come back to (each a post-logout redirect URI of the client):
 * the start page, the sign-in, or the page that tells a member why they were signed out.
 */
export const LOGOUT_RETURN_TO = ['/', '/login', '/signed-out'] as const;
export type LogoutReturnTo = (typeof LOGOUT_RETURN_TO)[number];

export const logout = defineRoute({
  method: 'POST',
  path: '/auth/logout',
  body: z.object({ returnTo: z.enum(LOGOUT_RETURN_TO).optional() }),
  response: LogoutResponseSchema,
});

/**
 * Log out as a plain form (`application/x-www-form-urlencoded`, posted by the header's Log out
 * when the page has no script): the same as `logout`, answered with a 303 to where it sends the
 * browser.
 */
export const logoutForm = {
  method: 'POST',
  path: '/auth/logout/form',
  body: z.object({ returnTo: z.enum(LOGOUT_RETURN_TO).optional() }).optional(),
} as const;
