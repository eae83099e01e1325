import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../config';
import { browserLabel } from '../lib/browser-label';
import type { AccountService } from './account.service';
import { ACR_BASIC, ACR_STRONGEST, BROWSER_COOKIE } from './provider';
import type { SecondFactorService } from './second-factor.service';

// How a sign-in on the provider's pages ends: the browser noted (the new sign-in email), and the
// provider told who signed in, how (amr, RFC 8176) and whether with the strongest method the
// member has (acr): money and identity changes ask for the strongest, recently (DESIGN §1d).

export type SignInMethod = 'password' | 'password-and-code' | 'passkey';

const AMR: Record<SignInMethod, string[]> = {
  password: ['pwd'],
  'password-and-code': ['pwd', 'otp', 'mfa'],
  // A passkey with user verification: something held, and a PIN or biometric (RFC 8176).
  passkey: ['hwk', 'user', 'mfa'],
};
const STRENGTH: Record<SignInMethod, number> = {
  password: 0,
  'password-and-code': 1,
  passkey: 2,
};

/** How long a browser's id lasts (the most a browser keeps a cookie, RFC 6265bis). */
const BROWSER_COOKIE_DAYS = 400;
const BROWSER_ID_PATTERN = /^[\w-]{32}$/;

export function createSignInCompletion(deps: {
  provider: Provider;
  config: AppConfig;
  accounts: AccountService;
  secondFactors: SecondFactorService;
  /** Whether the member has a passkey (their strongest method then). */
  hasPasskey: (memberId: number) => Promise<boolean>;
}) {
  const { provider, config, accounts, secondFactors, hasPasskey } = deps;

  /** The strongest method the member has set up: a passkey, else a code, else the password. */
  async function strongestOf(memberId: number): Promise<SignInMethod> {
    if (await hasPasskey(memberId)) return 'passkey';
    return (await secondFactors.isOn(memberId)) ? 'password-and-code' : 'password';
  }

  /** Both prompts are answered (DESIGN §6: select_account beside login, or the provider loops). */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    login: { accountId: string; amr?: string[]; acr?: string; ts?: number },
  ) {
    return provider.interactionResult(
      request.raw,
      reply.raw,
      // remember: false — the provider's session cookie ends with the browser, as the portal's does.
      { login: { ...login, remember: false }, select_account: {} },
      { mergeWithLastSubmission: false },
    );
  }

  /**
   * Gives the browser its long-lived id (or keeps the one it has) and tells the account service
   * of the sign-in, which mails the member when the browser is new to them. A failure here is
   * logged and does not stop the sign-in.
   */
  async function noteBrowser(request: FastifyRequest, reply: FastifyReply, memberId: number) {
    const current = request.cookies[BROWSER_COOKIE];
    const browserId =
      current && BROWSER_ID_PATTERN.test(current) ? current : randomBytes(24).toString('base64url');
    void reply.setCookie(BROWSER_COOKIE, browserId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: BROWSER_COOKIE_DAYS * 86_400,
    });
    await accounts
      .noteSignIn(memberId, browserId, browserLabel(request.headers['user-agent']))
      .catch((err: unknown) => request.log.error({ err }, 'sign-in browser not recorded'));
  }

  return {
    strongestOf,

    /**
     * The member proved who they are with `method`: now is their authentication time. Answers
     * where the browser goes next (the provider's, then the portal's callback).
     */
    async signedInTo(
      request: FastifyRequest,
      reply: FastifyReply,
      account: { memberId: number; afGroupId: string },
      method: SignInMethod,
    ): Promise<string> {
      await noteBrowser(request, reply, account.memberId);
      const strongest = await strongestOf(account.memberId);
      return answer(request, reply, {
        accountId: account.afGroupId,
        amr: AMR[method],
        acr: STRENGTH[method] >= STRENGTH[strongest] ? ACR_STRONGEST : ACR_BASIC,
      });
    },

    /** `signedInTo`, as a redirect (the sign-in pages' forms). */
    async signedIn(
      request: FastifyRequest,
      reply: FastifyReply,
      account: { memberId: number; afGroupId: string },
      method: SignInMethod,
    ) {
      return reply.redirect(await this.signedInTo(request, reply, account, method), 303);
    },

    /**
     * "Continue as": the browser's provider session, tied to a live portal session, signs in
     * again without a password. Its authentication time and methods stay those of the sign-in it
     * came from, so continuing never counts as a fresh authentication.
     */
    async continued(request: FastifyRequest, reply: FastifyReply, providerSessionUid: string) {
      const session = await provider.Session.findByUid(providerSessionUid);
      if (!session?.accountId) return undefined;
      const redirectTo = await answer(request, reply, {
        accountId: session.accountId,
        ...(session.amr ? { amr: session.amr } : {}),
        ...(session.acr ? { acr: session.acr } : {}),
        ...(session.loginTs ? { ts: session.loginTs } : {}),
      });
      return reply.redirect(redirectTo, 303);
    },
  };
}

export type SignInCompletion = ReturnType<typeof createSignInCompletion>;
