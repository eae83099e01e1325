import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

// The provider's pages post plain HTML forms (they work without script).

/** Reads `application/x-www-form-urlencoded` bodies into an object of strings. */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/**
 * Whether a form that changes a signed-in member's account was posted from the portal's own
 * pages. The session cookie is SameSite=Lax, so another site's form carries no session; this also
 * refuses a post whose browser says it came from elsewhere. Browsers that send Sec-Fetch-Site are
 * asked that (a form posted under the pages' no-referrer policy has the Origin "null"); others,
 * the Origin.
 */
export function isPostedFromPortal(request: FastifyRequest, config: AppConfig): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin === undefined || origin === new URL(config.publicUrl).origin;
}
