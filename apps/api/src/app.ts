import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { EventEmitter } from 'node:events';
import middie from '@fastify/middie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { DestinationStream } from 'pino';
import type { ErrorBody } from '@portal/contract/errors';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { authRoutes, rateLimitKey } from './auth/auth.routes';
import { sessionIdOf } from './auth/session-cookie';
import { createOidcClient } from './auth/oidc-client';
import { createSessionService, sessionIdleMs } from './auth/session.service';
import { deleteIdleSessions } from './auth/sessions.repository';
import { deleteExpiredPayloads } from './idp/idp.repository';
import { loggerOptions } from './lib/log';
import { compressingOnce } from './lib/member-answers';
import { interactionRoutes } from './idp/interaction.routes';
import { acceptProviderParams } from './idp/provider-params';
import { accountRoutes, isAccountPath } from './idp/account.routes';
import { createAccountService } from './idp/account.service';
import { createPasskeyService } from './idp/passkey.service';
import { createSecondFactorService } from './idp/second-factor.service';
import { startMailCatcher } from './modules/mail/mail-catcher';
import { createMailOutbox } from './modules/mail/mail-outbox';
import { loadIdpSecrets, publicJwk } from './idp/keys';
import {
  apiResource,
  createProvider,
  isIdpBrowserPath,
  providerCookiePolicy,
} from './idp/provider';
import { configRoutes } from './modules/config/config.routes';
import { fundRoutes } from './modules/fund/fund.routes';
import { fundDetailsRoutes } from './modules/fund-details/fund-details.routes';
import { externalFundsRoutes } from './modules/external-funds/external-funds.routes';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes';
import { projectionRoutes } from './modules/projection/projection.routes';
import { goalsRoutes } from './modules/goals/goals.routes';
import { todayOf } from './lib/clock';
import { createStatementJobs } from './modules/statements/statement-jobs';
import { statementsRoutes } from './modules/statements/statements.routes';
import { udwRoutes } from './modules/udw/udw.routes';
import { costsRoutes } from './modules/costs/costs.routes';
import { fundIdentityRoutes } from './modules/fund-identity/fund-identity.routes';
import { nominationRoutes } from './modules/nomination/nomination.routes';
import { createPdfRenderer } from './modules/pdf/pdf-renderer';
import { pdfRoutes } from './modules/pdf/pdf.routes';
import { claimsRoutes } from './modules/claims/claims.routes';
import { twoPotRoutes } from './modules/two-pot/two-pot.routes';
import { createClaimProcessing } from './modules/claims/claim-processing';
import { createQuotaSweep } from './modules/quotas/quota-sweep';
import { kbaRoutes } from './modules/kba/kba.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { savingsClaimRoutes } from './modules/savings-claim/savings-claim.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { taxCertificatesRoutes } from './modules/tax-certificates/tax-certificates.routes';
import { policiesRoutes } from './modules/policies/policies.routes';
import { afGroupIdRoutes } from './modules/af-group-id/af-group-id.routes';
import { noticeRoutes } from './modules/notice/notice.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { referralRoutes } from './modules/referral/referral.routes';
import { createSwitchProcessing } from './modules/switches/switch-processing';
import {
  latestUnitPriceBefore,
  unitPriceDatedOn,
} from './modules/switches/switch-processing.repository';
import { switchesRoutes } from './modules/switches/switches.routes';
import { useFundIdentities } from './fund-identity';
import { demoHubPriceFeed } from './partners/investment-hub/demo-price-feed';
import { createPartners, type Partners } from './partners/partners';
import { registeredIncomeOf } from './partners/sars/tax-register.repository';
import { registerCanonicalHost } from './plugins/canonical-host';
import { registerErrorHandling } from './plugins/errors';
import { registerMemberAuth, routePathOf } from './plugins/member-auth';
import { registerOpenApi } from './plugins/openapi';
import { normaliseQueryNames } from './plugins/query-names';
import { nonceSource } from './plugins/csp';
import {
  DEFAULT_BODY_LIMIT,
  registerCachePolicy,
  registerEarlyRefusalClose,
  registerJsonLimits,
} from './plugins/request-limits';
import { answerPageCalls } from './plugins/page-data';
import { registerStaticWeb } from './plugins/static-web';

const HOUSEKEEPING_MS = 5 * 60_000;

/** The whole server as one Fastify instance; every test builds it this way (DESIGN §3). */
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

declare module 'fastify' {
  interface FastifyInstance {
    /** /ready answers 503 from now on (the server is about to shut down). */
    startDraining: () => void;
    /** The other organisations' services (decision 016): simulators unless configured. */
    partners: Partners;
  }
}

export async function buildApp({
  config,
  db,
  logStream,
}: {
  config: AppConfig;
  db: Db;
  /** Where the log goes (standard output when absent); tests read it. */
  logStream?: DestinationStream;
}): Promise<FastifyInstance> {
  useFundIdentities(config.fundIdentities);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // On close, connections that have not sent their request yet are not cut: they get an answer
    // (503 once closing) and close; keep-alive connections end within their timeout.
    forceCloseConnections: false,
    // A request must arrive whole (headers and body) within the bound, or Node answers 408 and
    // closes the connection: a body trickled a byte at a time holds nothing open for long. The
    // headers have at most the same time, and open connections are checked every second.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: 1_000,
    },
    // What the router refuses before any route runs (a malformed URL, a path parameter past its
    // length) answers in the one error model too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const body: ErrorBody = {
        success: false,
        code: 'BAD_REQUEST',
        message: 'The request is not valid.',
      };
      void (reply as unknown as FastifyReply).status(status).send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  normaliseQueryNames(app);
  registerJsonLimits(app);
  registerCachePolicy(app);
  registerEarlyRefusalClose(app);

  const secrets = await loadIdpSecrets(db);
  const isEmbedded = !config.oidc.externalIssuer;
  const issuerOrigin = new URL(config.oidc.issuer).origin;

  await app.register(cookie, { secret: secrets.cookieKeys });
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
  // Answers of 1 KiB or more in brotli (quality 4) or gzip as the client accepts; the built web
  // app's hashed assets are served precompressed from the build (static-web.ts). A member's kept
  // answer is compressed once (lib/member-answers.ts).
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Bodies up to 64 KiB are compressed in one call rather than through a stream (the plugin's
    // own bound is 8 KiB on two cores): a kept answer is then compressed once, not per request
    // (the projection's answer is about 20 KiB).
    syncThreshold: 64 * 1024,
    zlib: compressingOnce(),
  });
  // Per member where a session is live (many members share an office's address; a member with
  // several sessions still has one budget), else per address. Only a session cookie with a valid
  // signature is looked up: a made-up one per request is just another request from its address.
  const oidc = createOidcClient(config, async () =>
    isEmbedded ? secrets.clientSecret : (config.oidc.clientSecret ?? ''),
  );
  const sessions = createSessionService(config, db, oidc);
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
  await registerOpenApi(app, config.portalName);

  // Outgoing mail (DESIGN §1d): through SMTP_URL, or the embedded catcher on the loopback address.
  const catcher = config.mail.smtpUrl ? undefined : await startMailCatcher(db, app.log);
  const mailOutbox = createMailOutbox({
    db,
    smtpUrl: config.mail.smtpUrl ?? catcher?.url ?? '',
    from: config.mail.from,
    log: app.log,
  });
  app.decorate('mailOutbox', mailOutbox);
  app.addHook('onReady', async () => mailOutbox.start());
  app.addHook('onClose', async () => {
    await mailOutbox.close();
    await catcher?.close();
  });
  const accounts = createAccountService({ db, config, wakeMail: mailOutbox.wake });
  const secondFactors = createSecondFactorService({
    db,
    config,
    accounts,
    wakeMail: mailOutbox.wake,
  });
  const passkeys = createPasskeyService({
    db,
    config,
    accounts,
    secondFactors,
    wakeMail: mailOutbox.wake,
  });

  let bearerKeys: () => Promise<JWTVerifyGetKey>;
  if (isEmbedded) {
    const provider = createProvider(config, db, secrets);
    await app.register(middie);
    // The provider's unexpected errors go to the server's log, whose serializer drops a failed
    // query's values (a session id among them), not to the console with every detail; listened to
    // before its callback is made, which otherwise adds Koa's own printing to the console.
    (provider as unknown as EventEmitter).on('error', (err: unknown) => {
      app.log.error({ err }, 'identity provider error');
    });
    const providerCallback = provider.callback();
    app.use('/idp', (request: IncomingMessage, response: ServerResponse, next: () => void) => {
      // The account pages and the mailbox are the server's own routes (account.routes.ts).
      const { originalUrl } = request as IncomingMessage & { originalUrl?: string };
      if (isAccountPath(originalUrl ?? request.url ?? '')) return next();
      providerCookiePolicy(response, config.secureCookies);
      void acceptProviderParams(request, response, config.portalName).then(
        (accepted) => (accepted ? providerCallback(accepted, response) : undefined),
        (err: unknown) => {
          app.log.error({ err }, 'identity provider request not read');
          if (!response.headersSent) response.writeHead(400).end();
        },
      );
    });
    // The sign-in pages finish the provider's interactions and set its cookies too.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/interaction/')) {
        providerCookiePolicy(reply.raw, config.secureCookies);
      }
    });
    await app.register(interactionRoutes, {
      provider,
      config,
      db,
      accounts,
      secondFactors,
      passkeys,
    });
    const local = createLocalJWKSet({ keys: [publicJwk(secrets.signingKey)] });
    bearerKeys = async () => local;
  } else {
    let remote: JWTVerifyGetKey | undefined;
    bearerKeys = async () => {
      if (!remote) {
        const jwksUri = (await oidc.configuration()).serverMetadata().jwks_uri;
        if (!jwksUri) throw new Error('the issuer publishes no jwks_uri');
        remote = createRemoteJWKSet(new URL(jwksUri));
      }
      return remote;
    };
  }

  registerMemberAuth(app, {
    config,
    db,
    sessions,
    bearerKeys,
    audience: isEmbedded ? apiResource(config) : undefined,
  });
  await app.register(authRoutes, { config, db, oidc, sessions });
  await app.register(accountRoutes, {
    config,
    db,
    sessions,
    accounts,
    secondFactors,
    passkeys,
    hasAccountPages: isEmbedded,
    hasMailbox: catcher !== undefined,
  });
  await app.register(configRoutes, { config });
  await app.register(profileRoutes, { db, config });
  await app.register(fundRoutes, { db });
  await app.register(fundDetailsRoutes, { db, config });
  await app.register(externalFundsRoutes, { db, config });
  await app.register(portfolioRoutes, { db, config });
  await app.register(projectionRoutes, { db, config });
  // One pool of PDF worker threads for every document the server renders (decision 006). A
  // request's render waits behind at most PDF_QUEUE_MAX others, else answers 429 with Retry-After;
  // background work renders through `renderer.background` and waits its turn.
  const renderer = createPdfRenderer({
    maxQueued: config.pdfQueueMax,
    ...(config.pdfWorkers ? { size: config.pdfWorkers } : {}),
  });
  app.decorate('pdfRenderer', renderer);
  // On-demand statements render in the background; the work is kept in the database (statement-jobs.ts).
  const statementJobs = createStatementJobs({
    db,
    renderer: renderer.background,
    portalName: config.portalName,
    portalUrl: config.publicUrl,
    today: () => todayOf(config),
    savingsWithdrawalFeeCents: config.savingsClaims.feeCents,
    log: app.log,
    wakeMail: mailOutbox.wake,
  });
  app.decorate('statementJobs', statementJobs);
  app.addHook('onReady', async () => statementJobs.start());
  const partners = createPartners({
    config,
    log: app.log,
    knownIncomeOf: (idNumber, taxYear) => registeredIncomeOf(db, idNumber, taxYear),
    hubPrices: demoHubPriceFeed(
      {
        on: (portfolioCode, date) => unitPriceDatedOn(db, portfolioCode, date),
        latestBefore: (portfolioCode, date) => latestUnitPriceBefore(db, portfolioCode, date),
      },
      config.seed.seed,
    ),
  });
  app.decorate('partners', partners);
  // Switch instructions go to the investment hub at their cut-off and are traded (decision 041).
  const switchProcessing = createSwitchProcessing({
    db,
    config,
    partners,
    renderer: renderer.background,
    log: app.log,
    wakeMail: mailOutbox.wake,
  });
  app.decorate('switchProcessing', switchProcessing);
  app.addHook('onReady', async () => switchProcessing.start());
  // Submitted claims move on in the background as an administrator would (claim-processing.ts).
  const claimProcessing = createClaimProcessing({
    db,
    config,
    partners,
    renderer: renderer.background,
    today: () => todayOf(config),
    log: app.log,
    wakeMail: mailOutbox.wake,
  });
  app.decorate('claimProcessing', claimProcessing);
  app.addHook('onReady', async () => claimProcessing.start());
  // Cancelled claims' documents deleted after their retention; past days' quota counts forgotten.
  const quotaSweep = createQuotaSweep({
    db,
    retentionDays: config.uploads.cancelledRetentionDays,
    today: () => todayOf(config),
    log: app.log,
  });
  app.decorate('quotaSweep', quotaSweep);
  app.addHook('onReady', async () => quotaSweep.start());
  app.addHook('onClose', async () => quotaSweep.close());
  // The background work stops before the renderer it uses.
  app.addHook('onClose', async () => {
    await statementJobs.close();
    await claimProcessing.close();
    await switchProcessing.close();
    await renderer.close();
  });
  await app.register(statementsRoutes, { db, config, renderer, jobs: statementJobs });
  await app.register(taxCertificatesRoutes, { db, config, renderer });
  await app.register(documentsRoutes, { db, config, renderer });
  await app.register(claimsRoutes, { db, config, renderer });
  await app.register(twoPotRoutes);
  await app.register(kbaRoutes, { db, config, partners });
  await app.register(savingsClaimRoutes, { db, config, partners });
  await app.register(notificationsRoutes, { db, config });
  await app.register(udwRoutes, { db, config, renderer });
  await app.register(costsRoutes, { db, config, renderer });
  await app.register(fundIdentityRoutes, { db });
  await app.register(goalsRoutes, { db, config });
  await app.register(nominationRoutes, { db, config });
  await app.register(policiesRoutes, { db });
  await app.register(afGroupIdRoutes, { db });
  await app.register(pdfRoutes, { db, config, renderer });
  await app.register(referralRoutes, { db });
  await app.register(switchesRoutes, { db, config });
  await app.register(noticeRoutes, { db, config });
  app.get('/health', async () => ({ status: 'ok' }));
  // Whether to send this server new requests: 503 from the moment it starts shutting down.
  let isDraining = false;
  app.decorate('startDraining', () => {
    isDraining = true;
  });
  app.get('/ready', async (_request, reply) =>
    isDraining ? reply.status(503).send({ status: 'draining' }) : reply.send({ status: 'ready' }),
  );
  await registerStaticWeb(app, {
    webDist: config.webDist,
    portalName: config.portalName,
    answerPageCalls: (request, urls) => answerPageCalls(app, request, urls, config.apiKey),
    isSignedIn: async (request) => {
      try {
        const sessionId = sessionIdOf(request, config);
        return (await sessions.resolve(sessionId, { touch: false, request })) !== undefined;
      } catch (err) {
        // Unknown: the landing page is sent as to a visitor (it only offers sign-in), a signed-in
        // page without its answers (the app asks for them and handles what it is told).
        request.log.warn({ err }, 'session check for a page failed');
        return undefined;
      }
    },
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      void deleteIdleSessions(db, new Date(Date.now() - sessionIdleMs(config))).catch(
        (err: unknown) => app.log.warn({ err }, 'session clean-up failed'),
      );
      void deleteExpiredPayloads(db).catch((err: unknown) =>
        app.log.warn({ err }, 'provider clean-up failed'),
      );
    }, HOUSEKEEPING_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return app;
}
