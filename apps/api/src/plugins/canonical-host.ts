import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { escapeHtml } from '../lib/html';

// Sign-in works on one address only: the provider's issuer, the redirect URIs and the cookies all
// follow PUBLIC_URL. When it is not set, the portal answers on `http://localhost:$PORT`, and a
// visitor who types another name for this machine would sign in and then be refused ("We could
// not verify your session"): the cookies were set for another host. So, before any sign-in, a
// page request on another loopback name is sent to the default address, and a request on any
// other name is told which address to use and how to choose another.

const LOOPBACK_NAMES = new Set(['localhost', '[::1]', '::1']);

/** 127.0.0.0/8, ::1 and localhost: names that reach this machine from this machine only. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return LOOPBACK_NAMES.has(name) || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/** Paths that any name may reach: health checks and the API (calls carry no page to redirect). */
function isAnyHostPath(url: string): boolean {
  return url === '/health' || url.startsWith('/health?') || url.startsWith('/api/');
}

export function registerCanonicalHost(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl' | 'publicUrlIsDefault'>,
): void {
  if (!config.publicUrlIsDefault) return;
  const canonical = new URL(config.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (isAnyHostPath(request.url)) return;
    const host = request.host.toLowerCase();
    if (host === canonical.host) return;
    if (isLoopbackHostname(request.hostname)) {
      return reply.redirect(`${canonical.origin}${request.url}`, 307);
    }
    return reply
      .status(421)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(wrongHostPage(canonical.origin, `${request.protocol}://${host}`));
  });
}

function wrongHostPage(canonical: string, requested: string): string {
  const open = escapeHtml(canonical);
  const asked = escapeHtml(requested);
  return `<!doctype html><html lang="en-ZA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Open the portal at its own address</title></head><body><h1>Open the portal at its own address</h1><p>This portal signs members in at <a href="${open}/">${open}</a> only, because its sign-in and cookies are set up for that address.</p><p>To use it at ${asked}, start it with <code>PUBLIC_URL=${asked}</code>.</p></body></html>`;
}
