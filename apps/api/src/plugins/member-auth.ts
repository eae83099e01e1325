import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { API_KEY_HEADER } from '@portal/contract/errors';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { sessionCookieName } from '../auth/auth.routes';
import type { SessionService } from '../auth/session.service';
import { findMemberIdByAfGroupId } from '../auth/sessions.repository';
import { AppError } from '../lib/app-error';

export type MemberContext = { memberId: number; afGroupId: string };

declare module 'fastify' {
  interface FastifyRequest {
    member: MemberContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths under /api that need no apikey (DESIGN §1a). */
const OPEN_PATHS = [/^\/api\/docs(\/|$)/];
/** BFF calls made with fetch by the web app: apikey required like /api. */
const BFF_FETCH_PATHS = new Set(['/auth/session', '/auth/keepalive', '/auth/logout']);

/** The signed-in member, or 401 (DESIGN §1a). Every member-scoped route starts here. */
export function requireMember(request: FastifyRequest): MemberContext {
  if (!request.member) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return request.member;
}

/**
 * Cross-cutting guard for /api and the BFF's fetch calls: the apikey header, the Origin of
 * mutating cookie-authenticated calls, and the member from the session cookie or a bearer token.
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
  const cookieName = sessionCookieName(config);
  const origin = new URL(config.publicUrl).origin;
  app.decorateRequest('member', null);

  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api';
    if (!isApi && !BFF_FETCH_PATHS.has(path)) return;
    if (OPEN_PATHS.some((re) => re.test(path))) return;

    if (request.headers[API_KEY_HEADER] !== config.apiKey) {
      throw new AppError('UNAUTHORIZED', 'A valid apikey header is required.');
    }
    const authorization = request.headers.authorization;
    const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    if (!SAFE_METHODS.has(request.method) && !bearer && request.headers.origin !== origin) {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
    if (!isApi) return; // the BFF routes resolve their own session

    let afGroupId: string | undefined;
    let memberId: number | null | undefined;
    if (bearer) {
      try {
        const { payload } = await jwtVerify(bearer, await opts.bearerKeys(), {
          issuer: config.oidc.issuer,
          ...(opts.audience ? { audience: opts.audience } : {}),
        });
        afGroupId = typeof payload.afgroupid === 'string' ? payload.afgroupid : undefined;
      } catch {
        throw new AppError('UNAUTHORIZED', 'The access token is not valid.');
      }
    } else {
      const session = await sessions.resolve(request.cookies[cookieName], { touch: true });
      afGroupId = session?.afGroupId;
      memberId = session?.memberId;
    }
    if (!afGroupId) return;
    memberId ??= await findMemberIdByAfGroupId(db, afGroupId);
    if (memberId !== undefined && memberId !== null) request.member = { memberId, afGroupId };
  });
}
