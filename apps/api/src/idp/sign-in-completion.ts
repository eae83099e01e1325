import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { markConfirmationSeen, openConfirmation } from '../auth/step-up-confirmations.repository';
import { browserLabel } from '../lib/browser-label';
import type { AccountService } from './account.service';
import { ACR_BASIC, ACR_STRONGEST, BROWSER_COOKIE } from './provider';
import type { SecondFactorService } from './second-factor.service';
import { isConfirming, type InteractionDetails } from './second-step.routes';

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

/**
 * Whether a step-up was answered with another member's sign-in details: the provider's session
 * is the signed-in member's, and only that member may confirm it is them.
 */
export function isOtherThanConfirming(details: InteractionDetails, afGroupId: string): boolean {
  const confirming = details.session?.accountId;
  return isConfirming(details) && confirming !== undefined && confirming !== afGroupId;
}

/** The id of what a step-up confirms (a money move's details), when it names one. */
export function confirmationOf(details: InteractionDetails): string | undefined {
  const id = details.params.confirmation;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

export function createSignInCompletion(deps: {
  provider: Provider;
  db: Db;
  config: AppConfig;
  accounts: AccountService;
  secondFactors: SecondFactorService;
  /** Whether the member has a passkey (their strongest method then). */
  hasPasskey: (memberId: number) => Promise<boolean>;
}) {
  const { provider, db, config, accounts, secondFactors, hasPasskey } = deps;

  /**
   * A step-up that names what it confirms: the member proved who they are on the page that
   * showed it, with their strongest method (with a passkey, over a challenge that carries the
   * details' hash: `signedOver`). The portal takes it for the session when the step-up returns.
   */
  async function noteConfirmationSeen(
    request: FastifyRequest,
    reply: FastifyReply,
    memberId: number,
    isStrongest: boolean,
    signedOver: string | undefined,
  ) {
    if (!isStrongest) return;
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const id = confirmationOf(details);
    if (!id || !isConfirming(details)) return;
    const open = await openConfirmation(db, id, memberId);
    if (!open) return;
    if (signedOver !== undefined && signedOver !== open.detailsHash) return;
    await markConfirmationSeen(db, id, memberId);
  }

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
      options: { signedOver?: string } = {},
    ): Promise<string> {
      await noteBrowser(request, reply, account.memberId);
      const strongest = await strongestOf(account.memberId);
      const isStrongest = STRENGTH[method] >= STRENGTH[strongest];
      // With a passkey, only a challenge bound to the details counts for them.
      const signedOver = method === 'passkey' ? (options.signedOver ?? '') : undefined;
      await noteConfirmationSeen(request, reply, account.memberId, isStrongest, signedOver);
      return answer(request, reply, {
        accountId: account.afGroupId,
        amr: AMR[method],
        acr: isStrongest ? ACR_STRONGEST : ACR_BASIC,
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
