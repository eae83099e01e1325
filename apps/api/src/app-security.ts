import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import { rateLimitKey } from './auth/auth.routes';
import type { SessionService } from './auth/session.service';
import { isIdpBrowserPath } from './idp/provider';
import { registerCanonicalHost } from './plugins/canonical-host';
import { routePathOf } from './plugins/member-auth';
import { nonceSource } from './plugins/csp';

// The answers' security headers (helmet, the Content Security Policy with each page's nonce, the
// canonical host) and the rate limits (per member, else per address; the provider's pages per
// address), registered by buildApp (app.ts).

/** Helmet's headers and the Content Security Policy on every answer, and the canonical host. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: AppConfig,
): Promise<void> {
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  // The Content Security Policy is built once here and applied to every answer (with the answer's
  // own nonce); @fastify/helmet would parse its directives again for each answer.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: config.secureCookies,
  });
  const policyFor = (nonce: typeof nonceSource | null) =>
    helmet.contentSecurityPolicy({
      directives: {
        defaultSrc: ["'self'"],
        // The app's files, and the one inline script of a page drawn on the server (the loader
        // that asks for them after the first paint: plugins/page-preloads.ts), with this answer's
        // nonce.
        scriptSrc: nonce ? ["'self'", nonce] : ["'self'"],
        // No inline style element: the page's style elements carry this answer's nonce
        // (plugins/csp.ts). Style attributes are allowed (and only they): a page drawn on the
        // server carries Mantine's style attributes in its HTML (docs/decisions/024).
        styleSrc: nonce ? ["'self'", nonce] : ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", issuerOrigin],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    });
  const pagePolicy = policyFor(nonceSource);
  // An API answer is never a page with inline elements: the same policy without a nonce, one
  // string made once rather than a nonce and a header made for each call.
  const apiPolicy = policyFor(null);
  app.addHook('onRequest', (request, reply, done) => {
    const policy = request.url.startsWith('/api/') ? apiPolicy : pagePolicy;
    policy(request.raw, reply.raw, done);
  });
  registerCanonicalHost(app, config);
}

/**
 * The shared store of the rate limits when REDIS_URL is set (ioredis, as @fastify/rate-limit
 * needs): short timeouts, and a store that cannot be reached lets requests through rather than
 * refusing every member.
 */
function rateLimitStore(config: AppConfig) {
  if (!config.rateLimitStore) return undefined;
  const redis = new Redis(config.rateLimitStore.redisUrl, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', () => {});
  return {
    redis,
    options: { redis, nameSpace: config.rateLimitStore.prefix, skipOnError: true },
  };
}

/**
 * Per member where a session is live (many members share an office's address; a member with
 * several sessions still has one budget), else per address. Only a session cookie with a valid
 * signature is looked up: a made-up one per request is just another request from its address.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: AppConfig,
  sessions: Pick<SessionService, 'memberOf'>,
): Promise<void> {
  const store = rateLimitStore(config);
  if (store) app.addHook('onClose', async () => void (await store.redis.quit()));
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => rateLimitKey(request, config, sessions),
    ...store?.options,
  });
  // The provider's pages and redirects (/idp is middleware, outside the routes the limiter
  // follows) are limited per address; its back-channel endpoints, which the portal's own server
  // calls with its client credentials, are not.
  const limitIdpPerAddress = app.rateLimit({
    max: config.idpRateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `idp:${request.ip}`,
    ...store?.options,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isIdpBrowserPath(routePathOf(request))) await limitIdpPerAddress.call(app, request, reply);
  });
}
