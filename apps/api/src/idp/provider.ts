import Provider, {
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { ServerResponse } from 'node:http';
import { LOGOUT_RETURN_TO } from '@portal/contract/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { createAdapterClass } from './adapter';
import { findAccountBySubject } from './idp.repository';
import type { IdpSecrets } from './keys';
import { renderErrorPage, renderLogoutPage } from './pages';

// The embedded OpenID Connect provider of the default set-up (DESIGN §1, §6). In production the
// portal signs members in through the administrator's own provider instead (OIDC_ISSUER).

export const AFGROUPID_SCOPE = 'afgroupid';
/** A sign-in with less than the member's strongest method (a password when a code is on). */
export const ACR_BASIC = 'urn:af-connect:acr:basic';
/** A sign-in with the strongest method the member has (sign-in-completion.ts). */
export const ACR_STRONGEST = 'urn:af-connect:acr:strongest';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export function apiResource(config: AppConfig): string {
  return `${config.publicUrl}/api`;
}

export function createProvider(config: AppConfig, db: Db, secrets: IdpSecrets): Provider {
  const policy = interactionPolicy.base();
  // spec 1 §7: the portal asks for prompt=select_account; it must be a known prompt.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  const resource = apiResource(config);

  const configuration: Configuration = {
    adapter: createAdapterClass(db),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_secret: secrets.clientSecret,
        redirect_uris: [`${config.publicUrl}/auth/callback`],
        post_logout_redirect_uris: LOGOUT_RETURN_TO.map((path) => `${config.publicUrl}${path}`),
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        // Every ID token says when the member last proved who they are (step-up, DESIGN §1d).
        require_auth_time: true,
      },
    ],
    acrValues: [ACR_BASIC, ACR_STRONGEST],
    async findAccount(_ctx, sub) {
      const account = await findAccountBySubject(db, sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          given_name: account.givenName,
          family_name: account.familyName,
          afgroupid: account.afGroupId,
        }),
      };
    },
    claims: {
      // The provider's own: when and how the member signed in (step-up), and the session's id.
      acr: null,
      amr: null,
      auth_time: null,
      sid: null,
      iss: null,
      openid: ['sub'],
      profile: ['given_name', 'family_name'],
      [AFGROUPID_SCOPE]: ['afgroupid'],
    },
    scopes: ['openid', 'profile', 'offline_access', AFGROUPID_SCOPE],
    // ID tokens carry the profile claims even though an access token is issued too (DESIGN §6).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: secrets.cookieKeys },
    jwks: { keys: [secrets.signingKey] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy },
    // A step-up before money moves names what it confirms (auth/step-up-confirmation.ts): the
    // confirmation page shows it.
    extraParams: ['confirmation'],
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only the tokens issued to it.
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(config.portalName, form);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: AFGROUPID_SCOPE,
          audience: resource,
          accessTokenFormat: 'jwt',
          accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccountBySubject(db, token.accountId);
      return account ? { afgroupid: account.afGroupId } : undefined;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The portal is the provider's only client: no consent screen (DESIGN §6).
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        (ctx.oidc.client ? ctx.oidc.session?.grantIdFor(ctx.oidc.client.clientId) : undefined);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (!ctx.oidc.session?.accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope(`openid profile offline_access ${AFGROUPID_SCOPE}`);
      grant.addOIDCClaims(['given_name', 'family_name', 'afgroupid', 'acr', 'amr', 'auth_time']);
      grant.addResourceScope(resource, AFGROUPID_SCOPE);
      await grant.save();
      return grant;
    },
    ttl: {
      // A function, not a number: a number would override the resource server's TTL (DESIGN §6).
      AccessToken: (_ctx, token) =>
        token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL_SECONDS,
      IdToken: 60 * 60,
      Interaction: 30 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
      AuthorizationCode: 60,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(config.portalName, String(out.error_description ?? out.error));
    },
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  provider.proxy = config.trustProxy;
  return provider;
}

/**
 * The provider's back-channel endpoints: called by the portal's own server (and other relying
 * parties) with client credentials, never by a browser (oidc-provider's default routes under /idp).
 */
const BACK_CHANNEL_PATHS = new Set([
  '/idp/token',
  '/idp/token/revocation',
  '/idp/token/introspection',
  '/idp/jwks',
  '/idp/me',
  '/idp/.well-known/openid-configuration',
]);

/** Whether a path is one of the provider's pages or redirects that a browser requests. */
export function isIdpBrowserPath(path: string): boolean {
  return (path === '/idp' || path.startsWith('/idp/')) && !BACK_CHANNEL_PATHS.has(path);
}

/**
 * The one cookie of the sign-in pages that outlives the browser: a random id by which the
 * provider recognises a browser it has seen before (the new sign-in email).
 */
export const BROWSER_COOKIE = 'portal_browser';

/** A cookie line that removes its cookie (an expiry in the past or no lifetime), or the browser's id. */
function keepsExpiry(line: string): boolean {
  if (line.startsWith(`${BROWSER_COOKIE}=`)) return true;
  return /;\s*expires=Thu, 01 Jan 1970/i.test(line) || /;\s*max-age=0(?:;|$)/i.test(line);
}

/**
 * What the provider's cookies are, on every path that sets them (its own pages and redirects, and
 * the sign-in pages that finish its interactions): session cookies, gone when the browser closes,
 * like the portal's own (the sessions behind them still end on the server); and `Secure` whenever
 * the portal's public address is https, whether or not a TLS proxy in front is trusted. Applied as
 * the headers are written, after the provider has added an expiry to a session it has just made
 * (its sign-out page makes one when its form is not submitted).
 */
export function providerCookiePolicy(response: ServerResponse, secure: boolean): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const header = this.getHeader('set-cookie');
    if (header !== undefined && !this.headersSent) {
      const lines = (Array.isArray(header) ? header : [String(header)]).map((line) => {
        let next = line;
        if (!keepsExpiry(next)) next = next.replace(/;\s*(?:expires|max-age)=[^;]*/gi, '');
        if (secure && !/;\s*secure(?:;|$)/i.test(next)) next += '; secure';
        return next;
      });
      this.setHeader('set-cookie', lines);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof response.writeHead;
}
