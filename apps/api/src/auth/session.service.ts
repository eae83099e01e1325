import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { LogoutReturnTo } from '@portal/contract/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { noteDataVersion } from '../lib/member-answers';
import type { OidcClient } from './oidc-client';
import {
  deleteSession,
  findSession,
  insertSession,
  providerSessionUidOf,
  touchSession,
  updateSessionAfterStepUp,
  updateSessionTokens,
  type SessionRow,
} from './sessions.repository';

/** DESIGN §1: tokens are renewed 60 s before they expire (spec 1 §9). */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;
/** Writes of last-seen are skipped when the previous one is this recent. */
const TOUCH_INTERVAL_MS = 15_000;

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The server session ends this long after the member's last activity: idle limit + warning. */
export function sessionIdleMs(config: AppConfig): number {
  return (config.idleMinutes + config.warningMinutes) * 60_000;
}

/**
 * How stale a stored last-seen may be before a touch writes it again: 15 s, or a twentieth of the
 * session's lifetime when that is shorter (the short timings of the idle tests), so that a
 * keep-alive always extends a session that lives only seconds.
 */
export function touchIntervalMs(config: AppConfig): number {
  return Math.min(TOUCH_INTERVAL_MS, sessionIdleMs(config) / 20);
}

export type ActiveSession = SessionRow & { idleExpiresAt: Date };

/**
 * When and how the member last proved who they are, from the ID token: `auth_time` (seconds) and
 * `acr`. Null when the issuer does not say (an external one asked without max_age).
 */
export function authenticationOf(claims: client.IDToken): {
  authTime: Date | null;
  acr: string | null;
} {
  return {
    authTime: typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000) : null,
    acr: typeof claims.acr === 'string' ? claims.acr : null,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(config: AppConfig, db: Db, oidc: OidcClient) {
  // A request's session is read once, whoever asks first (the rate limit for its key, then the
  // member's sign-in check): one statement a request, as before the rate limit asked.
  const reads = new WeakMap<object, { idHash: string; row: Promise<SessionRow | undefined> }>();
  function readOnce(idHash: string, request: object | undefined): Promise<SessionRow | undefined> {
    if (!request) return findSession(db, idHash);
    const read = reads.get(request);
    if (read?.idHash === idHash) return read.row;
    const row = findSession(db, idHash);
    reads.set(request, { idHash, row });
    return row;
  }

  // Refresh once per session at a time: parallel refreshes with rotation revoke the grant (DESIGN §6).
  const refreshing = new Map<string, Promise<SessionRow | undefined>>();

  async function refresh(row: SessionRow): Promise<SessionRow | undefined> {
    if (!row.refreshToken) return undefined;
    const configuration = await oidc.configuration();
    const tokens = await client.refreshTokenGrant(configuration, row.refreshToken);
    const next = {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? row.refreshToken,
      idToken: tokens.id_token ?? row.idToken,
      accessTokenExpiresAt: new Date(Date.now() + (tokens.expiresIn() ?? 0) * 1000),
    };
    await updateSessionTokens(db, row.idHash, next);
    return { ...row, ...next };
  }

  function refreshOnce(row: SessionRow): Promise<SessionRow | undefined> {
    let pending = refreshing.get(row.idHash);
    if (!pending) {
      pending = refresh(row).finally(() => refreshing.delete(row.idHash));
      refreshing.set(row.idHash, pending);
    }
    return pending;
  }

  return {
    async create(
      tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
      afGroupId: string,
      /** The browser and system signed in from (lib/browser-label.ts). */
      browser = '',
    ): Promise<{ id: string; idleExpiresAt: Date }> {
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error('the provider returned no ID token');
      const id = newSessionId();
      const now = new Date();
      await insertSession(db, {
        idHash: hashSessionId(id),
        afGroupId,
        browser,
        ...authenticationOf(claims),
        subject: claims.sub,
        givenName: typeof claims.given_name === 'string' ? claims.given_name : '',
        familyName: typeof claims.family_name === 'string' ? claims.family_name : '',
        idToken: tokens.id_token,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? null,
        providerSessionUid: (await providerSessionUidOf(db, tokens.refresh_token)) ?? null,
        accessTokenExpiresAt: new Date(now.getTime() + (tokens.expiresIn() ?? 0) * 1000),
        lastSeenAt: now,
      });
      return { id, idleExpiresAt: new Date(now.getTime() + sessionIdleMs(config)) };
    },

    /**
     * A step-up finished: the session keeps going with the new tokens and the member's new
     * authentication time and method. The old refresh token is revoked (best effort).
     */
    async confirm(
      row: SessionRow,
      tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
    ): Promise<void> {
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error('the provider returned no ID token');
      await updateSessionAfterStepUp(db, row.idHash, {
        idToken: tokens.id_token,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? row.refreshToken,
        accessTokenExpiresAt: new Date(Date.now() + (tokens.expiresIn() ?? 0) * 1000),
        ...authenticationOf(claims),
        providerSessionUid:
          (await providerSessionUidOf(db, tokens.refresh_token)) ?? row.providerSessionUid,
      });
      if (row.refreshToken && row.refreshToken !== tokens.refresh_token) {
        try {
          await client.tokenRevocation(await oidc.configuration(), row.refreshToken, {
            token_type_hint: 'refresh_token',
          });
        } catch {
          // The old token lapses on its own.
        }
      }
    },

    /**
     * The live session for a cookie value, or undefined when there is none, it has been idle too
     * long, or its tokens could not be renewed. `touch` records activity (API calls, keep-alive).
     */
    async resolve(
      cookieValue: string | undefined,
      options: { touch: boolean; request?: object },
    ): Promise<ActiveSession | undefined> {
      if (!cookieValue) return undefined;
      const idHash = hashSessionId(cookieValue);
      let row = await readOnce(idHash, options.request);
      if (!row) return undefined;
      if (row.memberId !== null) noteDataVersion(db, row.memberId, row.dataVersion);
      const now = Date.now();
      if (now - row.lastSeenAt.getTime() > sessionIdleMs(config)) {
        await this.end(row);
        return undefined;
      }
      if (row.accessTokenExpiresAt.getTime() - now < RENEW_BEFORE_EXPIRY_MS) {
        try {
          row = await refreshOnce(row);
        } catch {
          row = undefined;
        }
        if (!row) {
          await deleteSession(db, idHash);
          return undefined;
        }
      }
      let lastSeen = row.lastSeenAt;
      if (options.touch && now - lastSeen.getTime() > touchIntervalMs(config)) {
        lastSeen = new Date(now);
        await touchSession(db, idHash, lastSeen);
      } else if (options.touch) {
        lastSeen = new Date(now);
      }
      return {
        ...row,
        lastSeenAt: lastSeen,
        idleExpiresAt: new Date(lastSeen.getTime() + sessionIdleMs(config)),
      };
    },

    /**
     * The member a request's session cookie belongs to (the rate limit's key: one budget per
     * member however many sessions), read once with the request's session.
     */
    async memberOf(cookieValue: string | undefined, request: object): Promise<string | undefined> {
      if (!cookieValue) return undefined;
      return (await readOnce(hashSessionId(cookieValue), request))?.afGroupId;
    },

    /** Revokes the tokens at the provider (best effort) and deletes the session. */
    /** Ends the session; answers whether this call ended it (not another at the same time). */
    async end(row: SessionRow): Promise<boolean> {
      const isEnded = await deleteSession(db, row.idHash);
      try {
        const configuration = await oidc.configuration();
        if (row.refreshToken)
          await client.tokenRevocation(configuration, row.refreshToken, {
            token_type_hint: 'refresh_token',
          });
        await client.tokenRevocation(configuration, row.accessToken, {
          token_type_hint: 'access_token',
        });
      } catch {
        // The session is gone on our side; a provider that cannot be reached lets the tokens expire.
      }
      return isEnded;
    },

    async endSessionUrl(row: SessionRow, returnTo: LogoutReturnTo): Promise<string> {
      const configuration = await oidc.configuration();
      return client
        .buildEndSessionUrl(configuration, {
          id_token_hint: row.idToken,
          post_logout_redirect_uri: `${config.publicUrl}${returnTo}`,
        })
        .toString();
    },
  };
}
