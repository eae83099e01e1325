import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getSession,
  keepAlive,
  logout,
  logoutForm,
  type LogoutReturnTo,
} from '@portal/contract/auth';
import { safeReturnPath } from '@portal/domain/return-path';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { acceptForms, isPostedFromPortal } from '../idp/forms';
import { renderNotTheSignedInMemberPage } from '../idp/pages';
import { ACR_BASIC, ACR_STRONGEST } from '../idp/provider';
import { browserLabel } from '../lib/browser-label';
import {
  renderStepUpDonePage,
  STEP_UP_DONE_SCRIPT,
  STEP_UP_DONE_SCRIPT_PATH,
} from './step-up-page';
import { AppError } from '../lib/app-error';
import { isStrongestAcr } from '../plugins/member-auth';
import type { OidcClient } from './oidc-client';
import { hashSessionId, type SessionService } from './session.service';
import { sessionCookieName, sessionIdOf } from './session-cookie';
import { confirmForSession } from './step-up-confirmations.repository';

const LOGIN_COOKIE = 'portal_login';
const LOGIN_COOKIE_MAX_AGE_S = 10 * 60;

/** The session's idle deadline, and how long it is from now by this server's clock. */
function idleDeadlineOf(session: { idleExpiresAt: Date }) {
  return {
    idleExpiresAt: session.idleExpiresAt.toISOString(),
    idleRemainingMs: Math.max(0, session.idleExpiresAt.getTime() - Date.now()),
  };
}

/** A file of the web app's build (`/assets/…`, `/favicon.svg`), not a call or a page. */
function isWebFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (/^\/(?:api|auth|idp|interaction)\//.test(pathname)) return false;
  return pathname.startsWith('/assets/') || /\/[^/]+\.[a-z0-9]+$/i.test(pathname);
}

/**
 * The rate limiter's key: the member of a live session (one budget however many sessions the
 * member has open), else the client's address. Only a cookie with a valid signature is looked up.
 */
export async function rateLimitKey(
  request: FastifyRequest,
  config: AppConfig,
  sessions: Pick<SessionService, 'memberOf'>,
): Promise<string> {
  const sessionId = sessionIdOf(request, config);
  // The web app's files (hashed assets, icons) read no session: their requests are kept per
  // session, as they cost no more than a file to send, and look nothing up.
  if (sessionId && isWebFile(request.url)) return `session:${hashSessionId(sessionId)}`;
  try {
    const member = await sessions.memberOf(sessionId, request);
    return member ? `member:${member}` : `address:${request.ip}`;
  } catch {
    // The database cannot be read (the request itself answers 503 if it needs it): the session's
    // own budget, so that what needs no database (/health) still answers.
    return sessionId ? `session:${hashSessionId(sessionId)}` : `address:${request.ip}`;
  }
}

type LoginState = {
  state: string;
  codeVerifier: string;
  stepUp?: boolean;
  /** What the step-up confirms (auth/step-up-confirmation.ts), when it is for money moving. */
  confirmation?: string;
  /** The page the member asked for before signing in (safeReturnPath), to return to after. */
  next?: string;
};

/** A confirmation's id as the portal makes it (24 base64url characters). */
const CONFIRMATION_ID = /^[\w-]{24}$/;

/**
 * The `acr_values` of an authorization request: with the embedded provider always (its ID token
 * then says whether the member used their strongest method); with an external issuer the
 * STEP_UP_ACR setting, at step-up only.
 */
export function acrValuesOf(config: AppConfig, stepUp: boolean): string | undefined {
  if (!config.oidc.externalIssuer) return `${ACR_STRONGEST} ${ACR_BASIC}`;
  return stepUp ? config.oidc.stepUpAcr : undefined;
}

/** The afgroupid claim identifies the member (DESIGN §1); the access token carries it. */
function afGroupIdOf(
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): string | undefined {
  try {
    const claim = decodeJwt(tokens.access_token).afgroupid;
    if (typeof claim === 'string' && claim) return claim;
  } catch {
    // An opaque access token: fall back to the ID token's claim.
  }
  const fromId = tokens.claims()?.afgroupid;
  return typeof fromId === 'string' && fromId ? fromId : undefined;
}

/** The backend-for-frontend: sign-in, session, keep-alive and sign-out (DESIGN §1). */
export async function authRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig; db: Db; oidc: OidcClient; sessions: SessionService },
): Promise<void> {
  const { config, db, oidc, sessions } = opts;
  const isEmbedded = !config.oidc.externalIssuer;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const cookieName = sessionCookieName(config);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    secure: config.secureCookies,
    sameSite: 'lax' as const,
  };

  async function currentSession(request: FastifyRequest, touch: boolean) {
    return sessions.resolve(sessionIdOf(request, config), { touch, request });
  }

  /**
   * Sends the browser to the issuer: a sign-in (`prompt=select_account`), or a step-up
   * (`prompt=login`, `max_age=0`): the member proves who they are again, with their strongest
   * method (`acr_values`), before a money or identity change.
   */
  async function toIssuer(
    reply: FastifyReply,
    stepUp: boolean,
    confirmation?: string,
    next?: string,
  ) {
    const configuration = await oidc.configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const acrValues = acrValuesOf(config, stepUp);
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: `${config.publicUrl}/auth/callback`,
      scope: config.oidc.scope,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      ...(stepUp ? { prompt: 'login', max_age: '0' } : { prompt: 'select_account' }),
      ...(acrValues ? { acr_values: acrValues } : {}),
      // The embedded provider's page shows what is being confirmed (provider.ts extraParams).
      ...(confirmation && isEmbedded ? { confirmation } : {}),
    });
    const login: LoginState = {
      state,
      codeVerifier,
      ...(stepUp ? { stepUp: true } : {}),
      ...(confirmation ? { confirmation } : {}),
      ...(next ? { next } : {}),
    };
    void reply.setCookie(LOGIN_COOKIE, JSON.stringify(login), {
      ...cookieOptions,
      path: '/auth',
      signed: true,
      maxAge: LOGIN_COOKIE_MAX_AGE_S,
    });
    return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
  }

  // A sign-in may name the page to return to (`next`, issue 46): kept, if it is a path of this
  // site, in the signed login cookie beside the PKCE state; anything else is ignored.
  app.get<{ Querystring: { next?: unknown } }>('/auth/login', async (request, reply) =>
    toIssuer(reply, false, undefined, safeReturnPath(request.query.next)),
  );

  // Step-up (DESIGN §1d): only for a signed-in member; the session stays, with the new tokens and
  // authentication time, and the page that asked for it tries its call again.
  app.get<{ Querystring: { confirmation?: unknown } }>('/auth/step-up', async (request, reply) => {
    if (!(await currentSession(request, false))) return reply.redirect('/login', 302);
    const { confirmation } = request.query;
    const isConfirmation = typeof confirmation === 'string' && CONFIRMATION_ID.test(confirmation);
    return toIssuer(reply, true, isConfirmation ? confirmation : undefined);
  });

  app.get(STEP_UP_DONE_SCRIPT_PATH, (_request, reply) =>
    reply
      .type('text/javascript')
      .header('cache-control', 'public, max-age=3600')
      .send(STEP_UP_DONE_SCRIPT),
  );

  app.get('/auth/step-up/done', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderStepUpDonePage(config.portalName)),
  );

  app.get('/auth/callback', async (request, reply) => {
    const raw = request.cookies[LOGIN_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    void reply.clearCookie(LOGIN_COOKIE, { path: '/auth' });
    if (!unsigned?.valid || !unsigned.value) return reply.redirect('/unauthorized', 302);
    const login = JSON.parse(unsigned.value) as LoginState;
    try {
      const configuration = await oidc.configuration();
      const tokens = await client.authorizationCodeGrant(
        configuration,
        new URL(request.url, config.publicUrl),
        { pkceCodeVerifier: login.codeVerifier, expectedState: login.state, idTokenExpected: true },
      );
      const afGroupId = afGroupIdOf(tokens);
      if (!afGroupId) throw new Error('no afgroupid claim');
      const previous = await currentSession(request, false);
      if (login.stepUp) {
        if (!previous) throw new Error('a step-up without a session');
        // The member who confirmed must be the one signed in: another member's sign-in confirms
        // nothing, the page says so, and the session stays as it was.
        if (previous.afGroupId !== afGroupId) {
          request.log.warn('a step-up answered with another account than the session’s');
          return reply
            .status(403)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(renderNotTheSignedInMemberPage(config.portalName));
        }
        await sessions.confirm(previous, tokens);
        // What the member confirmed holds from now, for this session, when they used their
        // strongest method (and, with the embedded provider, on the page that showed it).
        if (
          login.confirmation &&
          previous.memberId !== null &&
          isStrongestAcr(config, tokens.claims()?.acr)
        )
          await confirmForSession(db, {
            id: login.confirmation,
            memberId: previous.memberId,
            sessionIdHash: previous.idHash,
            mustBeSeen: isEmbedded,
          });
        return reply.header('cache-control', 'no-store').redirect('/auth/step-up/done', 302);
      }
      if (previous) await sessions.end(previous);
      const session = await sessions.create(
        tokens,
        afGroupId,
        browserLabel(request.headers['user-agent']),
      );
      void reply.setCookie(cookieName, session.id, { ...cookieOptions, signed: true });
      // The loading page then opens the page asked for (checked again), else the dashboard.
      const next = safeReturnPath(login.next);
      return reply
        .header('cache-control', 'no-store')
        .redirect(next ? `/loading?next=${encodeURIComponent(next)}` : '/loading', 302);
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in callback failed');
      return reply.redirect('/unauthorized', 302);
    }
  });

  typed.route({
    method: getSession.method,
    url: getSession.path,
    schema: { response: { 200: getSession.response } },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = await currentSession(request, true);
      if (!session) {
        if (request.cookies[cookieName]) void reply.clearCookie(cookieName, { path: '/' });
        return { authenticated: false as const };
      }
      return {
        authenticated: true as const,
        user: { givenName: session.givenName, familyName: session.familyName },
        ...idleDeadlineOf(session),
      };
    },
  });

  typed.route({
    method: keepAlive.method,
    url: keepAlive.path,
    schema: { response: { 200: keepAlive.response } },
    handler: async (request) => {
      const session = await currentSession(request, true);
      if (!session)
        throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
      return { success: true as const, ...idleDeadlineOf(session) };
    },
  });

  /** Ends the request's session; where the browser goes next (the provider's logout, or back). */
  async function signOut(request: FastifyRequest, reply: FastifyReply, returnTo: LogoutReturnTo) {
    const session = await currentSession(request, false);
    void reply.clearCookie(cookieName, { path: '/' });
    if (!session) return returnTo;
    const redirectUrl = await sessions.endSessionUrl(session, returnTo);
    // Two tabs signing out at once (the idle countdown ends in every tab): only the one whose
    // call ended the session goes through the provider's logout; two would race on its one
    // logout form, and the loser would be shown the provider's error. The other comes straight
    // back to the site (the provider's session is already ended on the server).
    const isEnded = await sessions.end(session);
    return isEnded ? redirectUrl : returnTo;
  }

  typed.route({
    method: logout.method,
    url: logout.path,
    schema: { body: logout.body, response: { 200: logout.response } },
    handler: async (request, reply) => {
      const redirectUrl = await signOut(request, reply, request.body?.returnTo ?? '/');
      return { success: true as const, redirectUrl };
    },
  });

  // Log out without script: the header's Log out is a plain form posted here, answered with the
  // browser sent on (303) where the call above would tell the app to send it. Only a form of the
  // portal's own pages signs a member out.
  acceptForms(app);
  typed.route({
    method: logoutForm.method,
    url: logoutForm.path,
    schema: { body: logoutForm.body },
    handler: async (request, reply) => {
      if (!isPostedFromPortal(request, config)) {
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
      }
      const redirectUrl = await signOut(request, reply, request.body?.returnTo ?? '/');
      return reply.redirect(redirectUrl, 303);
    },
  });
}
