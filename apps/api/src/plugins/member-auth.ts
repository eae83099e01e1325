import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { downloadFundCostsPdf } from '@portal/contract/calls/costs';
import { downloadMemberDocument } from '@portal/contract/calls/documents';
import { downloadMessageAttachment } from '@portal/contract/calls/messages';
import { downloadTemplate } from '@portal/contract/calls/pdf';
import { downloadGeneratedStatement, downloadStatement } from '@portal/contract/calls/statements';
import { downloadCertificatePdf } from '@portal/contract/calls/tax-certificates';
import { API_KEY_HEADER } from '@portal/contract/errors';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { sessionIdOf } from '../auth/session-cookie';
import type { SessionService } from '../auth/session.service';
import { findMemberIdByAfGroupId } from '../auth/sessions.repository';
import { ACR_STRONGEST } from '../idp/provider';
import { AppError } from '../lib/app-error';

export type MemberContext = {
  memberId: number;
  afGroupId: string;
  /**
   * Whether the member proved who they are within STEP_UP_MINUTES, with the strongest method they
   * have (the session's sign-in or step-up: its auth_time and acr).
   */
  isRecentlyConfirmed: boolean;
  /**
   * The session's id hash (a browser's session; undefined for a bearer token): what the member
   * confirms at a step-up is tied to the session that asked for it.
   */
  sessionIdHash?: string | undefined;
};

export const STEP_UP_MESSAGE = 'For your safety, please confirm it is you to continue.';

declare module 'fastify' {
  interface FastifyRequest {
    member: MemberContext | null;
  }
  interface FastifyContextConfig {
    /** An /api route open without sign-in (GET /api/Config); every other one needs a member. */
    public?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths under /api that need no apikey (DESIGN §1a). */
const OPEN_PATHS = [/^\/api\/docs(\/|$)/];
/** BFF calls made with fetch by the web app: apikey required like /api. */
const BFF_FETCH_PATHS = new Set(['/auth/session', '/auth/keepalive', '/auth/logout']);

/**
 * The files a page also offers as plain links (a page without script downloads by following
 * one): read-only GETs of the member's own files, answered to the session cookie alone when the
 * browser follows the link itself, from the portal's pages or the address bar.
 */
const LINK_FILE_PATHS: ReadonlySet<string> = new Set(
  [
    downloadTemplate,
    downloadGeneratedStatement,
    downloadStatement,
    downloadMemberDocument,
    downloadFundCostsPdf,
    downloadCertificatePdf,
    downloadMessageAttachment,
  ].map((call) => call.path),
);

function isFileLinkFollowed(request: FastifyRequest, path: string): boolean {
  const site = request.headers['sec-fetch-site'];
  return (
    request.method === 'GET' &&
    LINK_FILE_PATHS.has(path) &&
    request.headers['sec-fetch-mode'] === 'navigate' &&
    (site === 'same-origin' || site === 'none')
  );
}

/**
 * The path a request is answered for: the route the router matched (decoded and normalised, so
 * `/%61pi/Config` is `/api/Config`), else the decoded request path.
 */
export function routePathOf(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched !== undefined && !matched.includes('*')) return matched;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const UNAUTHORIZED_MESSAGE = 'Please sign in to continue.';

/** The signed-in member, or 401 (DESIGN §1a). Every member-scoped route starts here. */
export function requireMember(request: FastifyRequest): MemberContext {
  if (!request.member) throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
  return request.member;
}

/**
 * The signed-in member, who must have proved who they are within STEP_UP_MINUTES with their
 * strongest method: before a withdrawal is submitted, a bank account verified for it, or the
 * email or phone on the profile changed. Otherwise 403 STEP_UP_REQUIRED, and the page sends the
 * member through `/auth/step-up` and tries again.
 */
export function requireRecentAuth(request: FastifyRequest): MemberContext {
  const member = requireMember(request);
  if (!member.isRecentlyConfirmed) throw new AppError('STEP_UP_REQUIRED', STEP_UP_MESSAGE);
  return member;
}

/** Whether an issuer's `acr` is the strongest: the embedded provider's own, or STEP_UP_ACR. */
export function isStrongestAcr(config: AppConfig, acr: unknown): boolean {
  if (!config.oidc.externalIssuer) return acr === ACR_STRONGEST;
  return config.oidc.stepUpAcr === undefined || acr === config.oidc.stepUpAcr;
}

/**
 * Cross-cutting guard for /api and the BFF's fetch calls: the apikey header, the Origin of
 * mutating cookie-authenticated calls, and the member from the session cookie or a bearer token.
 * It runs when the request arrives, before any body is read: a member route called without a
 * member is refused before its body is parsed or validated.
 */
export function registerMemberAuth(
  app: FastifyInstance,
  opts: {
    config: AppConfig;
    db: Db;
    sessions: SessionService;
    bearerKeys: () => Promise<JWTVerifyGetKey>;
    audience: string | undefined;
  },
): void {
  const { config, db, sessions } = opts;
  const origin = new URL(config.publicUrl).origin;
  app.decorateRequest('member', null);

  app.addHook('onRequest', async (request) => {
    const path = routePathOf(request);
    const isApi = path.startsWith('/api/') || path === '/api';
    if (!isApi && !BFF_FETCH_PATHS.has(path)) return;
    if (OPEN_PATHS.some((re) => re.test(path))) return;

    if (request.headers[API_KEY_HEADER] !== config.apiKey && !isFileLinkFollowed(request, path)) {
      throw new AppError('UNAUTHORIZED', 'A valid apikey header is required.');
    }
    const authorization = request.headers.authorization;
    const bearer =
      isApi && authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    // A bearer token is sent on purpose, so it needs no Origin check; the BFF's routes act on the
    // session cookie, which the browser sends by itself, so theirs is never skipped.
    if (!SAFE_METHODS.has(request.method) && !bearer && request.headers.origin !== origin) {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
    if (!isApi) return; // the BFF routes resolve their own session
    const isPublic = request.routeOptions.config.public === true;

    let afGroupId: string | undefined;
    let memberId: number | null | undefined;
    let authenticatedAt: Date | null = null;
    let acr: unknown;
    let sessionIdHash: string | undefined;
    if (bearer) {
      try {
        const { payload } = await jwtVerify(bearer, await opts.bearerKeys(), {
          issuer: config.oidc.issuer,
          ...(opts.audience ? { audience: opts.audience } : {}),
        });
        afGroupId = typeof payload.afgroupid === 'string' ? payload.afgroupid : undefined;
        // A token that says when and how its member signed in may make changes that need it.
        if (typeof payload.auth_time === 'number')
          authenticatedAt = new Date(payload.auth_time * 1000);
        acr = payload.acr;
      } catch {
        throw new AppError('UNAUTHORIZED', 'The access token is not valid.');
      }
    } else {
      const session = await sessions.resolve(sessionIdOf(request, config), {
        touch: true,
        request,
      });
      afGroupId = session?.afGroupId;
      memberId = session?.memberId;
      authenticatedAt = session?.authTime ?? null;
      acr = session?.acr;
      sessionIdHash = session?.idHash;
    }
    if (afGroupId) memberId ??= await findMemberIdByAfGroupId(db, afGroupId);
    if (afGroupId && memberId !== undefined && memberId !== null) {
      request.member = {
        memberId,
        afGroupId,
        isRecentlyConfirmed:
          authenticatedAt !== null &&
          Date.now() - authenticatedAt.getTime() <= config.stepUpSeconds * 1000 &&
          isStrongestAcr(config, acr),
        sessionIdHash,
      };
    } else if (!isPublic) {
      throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    }
  });
}
