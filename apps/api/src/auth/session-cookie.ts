import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

// The session cookie: its name and the session id it carries. Read by the auth routes, the member
// guard, the rate limiter and the account pages alike.

export function sessionCookieName(config: AppConfig): string {
  // The __Host- prefix pins the cookie to this origin, but browsers accept it only over HTTPS.
  return config.secureCookies ? '__Host-portal_session' : 'portal_session';
}

/** The session id each request's cookie verified to (the rate limit and the session both ask). */
const verifiedSessionIds = new WeakMap<FastifyRequest, string | undefined>();

/**
 * The session id the request's cookie carries, if its signature (the server's cookie key) holds.
 * A made-up cookie is no session: it costs no database lookup and no rate-limit bucket of its own.
 */
export function sessionIdOf(request: FastifyRequest, config: AppConfig): string | undefined {
  if (verifiedSessionIds.has(request)) return verifiedSessionIds.get(request);
  const raw = request.cookies[sessionCookieName(config)];
  let sessionId: string | undefined;
  if (raw) {
    const { valid, value } = request.unsignCookie(raw);
    sessionId = valid && value ? value : undefined;
  }
  verifiedSessionIds.set(request, sessionId);
  return sessionId;
}
