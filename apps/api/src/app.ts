import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { EventEmitter } from 'node:events';
import middie from '@fastify/middie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { DestinationStream } from 'pino';
import type { ErrorBody } from '@portal/contract/errors';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { authRoutes } from './auth/auth.routes';
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
import { insertCaughtSms } from './modules/inbox/notice-channels.repository';
import { createSmsOutbox } from './modules/inbox/sms-outbox';
import { createSmsGateway } from './partners/sms/sms-gateway';
import { loadIdpSecrets, publicJwk } from './idp/keys';
import { apiResource, createProvider, providerCookiePolicy } from './idp/provider';
import { configRoutes } from './modules/config/config.routes';
import { fundRoutes } from './modules/fund/fund.routes';
import { fundDetailsRoutes } from './modules/fund-details/fund-details.routes';
import { externalFundsRoutes } from './modules/external-funds/external-funds.routes';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes';
import { projectionRoutes } from './modules/projection/projection.routes';
import { goalsRoutes } from './modules/goals/goals.routes';
import { statementsRoutes } from './modules/statements/statements.routes';
import { udwRoutes } from './modules/udw/udw.routes';
import { costsRoutes } from './modules/costs/costs.routes';
import { fundIdentityRoutes } from './modules/fund-identity/fund-identity.routes';
import { nominationRoutes } from './modules/nomination/nomination.routes';
import { pdfRoutes } from './modules/pdf/pdf.routes';
import { claimsRoutes } from './modules/claims/claims.routes';
import { twoPotRoutes } from './modules/two-pot/two-pot.routes';
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
import { switchesRoutes } from './modules/switches/switches.routes';
import { inboxRoutes } from './modules/inbox/inbox.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { createFundReplies } from './modules/messages/fund-replies';
import { useFundIdentities } from './fund-identity';
import { registerMemberRights } from './app-member-rights';
import type { Partners } from './partners/partners';
import { contributionsRoutes } from './modules/contributions/contributions.routes';
import { registerErrorHandling } from './plugins/errors';
import { registerMemberAuth } from './plugins/member-auth';
import { registerOpenApi } from './plugins/openapi';
import { normaliseQueryNames } from './plugins/query-names';
import {
  DEFAULT_BODY_LIMIT,
  registerCachePolicy,
  registerEarlyRefusalClose,
  registerJsonLimits,
} from './plugins/request-limits';
import { answerPageCalls } from './plugins/page-data';
import { registerStaticWeb } from './plugins/static-web';
import { startBackgroundWork } from './app-background';
import { registerRateLimits, registerSecurityHeaders } from './app-security';
const HOUSEKEEPING_MS = 5 * 60_000;

/** The whole server as one Fastify instance; every test builds it this way (DESIGN §3). */
declare module 'fastify' {
  interface FastifyInstance {
    /** /ready answers 503 from now on (the server is about to shut down). */
    startDraining: () => void;
    /** The other organisations' services (decision 016): simulators unless configured. */
    partners: Partners;
  }
}

/** The whole server as one Fastify instance; every test builds it this way (DESIGN §3). */
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

  await app.register(cookie, { secret: secrets.cookieKeys });
  await registerSecurityHeaders(app, config);
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
  await registerRateLimits(app, config, sessions);
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
  // Notices' SMS (DESIGN §1b): through SMS_GATEWAY_URL, or the simulator, which keeps them for
  // the demo mailbox page.
  const smsOutbox = createSmsOutbox({
    db,
    gateway: createSmsGateway({
      url: config.partners.smsGatewayUrl,
      log: app.log,
      keep: (sms) => insertCaughtSms(db, sms),
    }),
    log: app.log,
  });
  app.decorate('smsOutbox', smsOutbox);
  app.addHook('onReady', async () => smsOutbox.start());
  app.addHook('onClose', async () => smsOutbox.close());
  /** Wakes the workers that send notices' mail and SMS, once a request or job has queued them. */
  const wakeNotices = () => {
    mailOutbox.wake();
    smsOutbox.wake();
  };
  const accounts = createAccountService({ db, config, wakeMail: wakeNotices });
  const secondFactors = createSecondFactorService({
    db,
    config,
    accounts,
    wakeMail: wakeNotices,
  });
  const passkeys = createPasskeyService({
    db,
    config,
    accounts,
    secondFactors,
    wakeMail: wakeNotices,
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
  const { renderer, statementJobs, partners } = startBackgroundWork(app, {
    config,
    db,
    wakeMail: wakeNotices,
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
  await app.register(inboxRoutes, { db });
  await app.register(contributionsRoutes, {
    db,
    config,
    schedule: partners.contributionSchedule,
  });
  await app.register(messagesRoutes, { db, config });
  // The administration's answers to members' messages, in the background (fund-replies.ts).
  const fundReplies = createFundReplies({ db, config, log: app.log, wakeNotices });
  app.decorate('fundReplies', fundReplies);
  app.addHook('onReady', async () => fundReplies.start());
  app.addHook('onClose', async () => fundReplies.close());
  await registerMemberRights(app, { db, config, renderer, wakeNotices });
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
