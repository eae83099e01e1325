import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { requestText } from '@portal/contract/wire';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { sessionIdleMs } from '../auth/session.service';
import { hasLiveSessionOf } from '../auth/sessions.repository';
import { openConfirmation } from '../auth/step-up-confirmations.repository';
import { clearFailedSignIns, findAccountBySubject, findAccountByUsername } from './idp.repository';
import type { AccountService } from './account.service';
import { acceptForms } from './forms';
import { PASSKEY_PAGE_SCRIPTS, passkeySignInBlock } from './passkey-pages';
import { passkeyScriptRoutes, passkeySignInRoutes } from './passkey.routes';
import type { PasskeyService } from './passkey.service';
import type { SecondFactorService } from './second-factor.service';
import { isConfirming, secondStepRoutes } from './second-step.routes';
import {
  confirmationOf,
  createSignInCompletion,
  isOtherThanConfirming,
} from './sign-in-completion';
import { slowDownMs } from './sign-in-limits';
import {
  AUTOSUBMIT_SCRIPT,
  AUTOSUBMIT_SCRIPT_PATH,
  pagesStylesheet,
  PROVIDER_THEME_FILE,
  PAGES_STYLESHEET_PATH,
  renderErrorPage,
  renderNotTheSignedInMemberPage,
  renderSignInPage,
} from './pages';

export const WRONG_CREDENTIALS = 'The username or password is incorrect. Please try again.';

let unknownUsernameHash: Promise<string> | undefined;
/**
 * A hash of a random password made like the accounts' own (argon2id, the library's defaults):
 * an unknown username's password is checked against it, so that a sign-in takes as long whether
 * or not the username exists.
 */
export function unknownUsernamePasswordHash(): Promise<string> {
  unknownUsernameHash ??= hash(randomBytes(24).toString('base64url'));
  return unknownUsernameHash;
}

export const SIGN_IN_EXPIRED = 'Your sign-in session has expired. Please start again.';

/** The sign-in form's fields: text of at most 200 characters, no control characters. */
const SignInBodySchema = z.object({
  username: requestText(200).default(''),
  password: requestText(200).default(''),
});
/** A form that is not the sign-in page's own (another shape, fields too long or not text). */
export const SIGN_IN_INVALID =
  'Please enter your username and password (up to 200 characters each).';

/** The portal theme's variables from the web app's build; undefined when there is no build. */
function readProviderTheme(webDist: string): string | undefined {
  try {
    return fs.readFileSync(path.join(webDist, PROVIDER_THEME_FILE), 'utf8');
  } catch {
    return undefined;
  }
}

/** The provider's sign-in and select-account pages on the portal's own routes (DESIGN §6). */
export async function interactionRoutes(
  app: FastifyInstance,
  opts: {
    provider: Provider;
    config: AppConfig;
    db: Db;
    accounts: AccountService;
    secondFactors: SecondFactorService;
    passkeys: PasskeyService;
  },
): Promise<void> {
  const { provider, config, db, accounts, secondFactors, passkeys } = opts;
  const completion = createSignInCompletion({
    provider,
    db,
    config,
    accounts,
    secondFactors,
    hasPasskey: passkeys.has,
  });
  passkeyScriptRoutes(app);
  passkeySignInRoutes(app, { provider, db, passkeys, completion });

  acceptForms(app);

  const stylesheet = pagesStylesheet(readProviderTheme(config.webDist));
  app.get(PAGES_STYLESHEET_PATH, (_request, reply) => {
    void reply.type('text/css').header('cache-control', 'public, max-age=3600').send(stylesheet);
  });

  app.get(AUTOSUBMIT_SCRIPT_PATH, (_request, reply) => {
    void reply
      .type('text/javascript')
      .header('cache-control', 'public, max-age=3600')
      .send(AUTOSUBMIT_SCRIPT);
  });

  /**
   * The account a browser may continue as without its password: the provider session's, and only
   * while the portal session that came from it is live. After the portal session ends (sign-out,
   * idle expiry, a closed browser) the password is asked for again.
   */
  async function continuableAccount(session: { accountId?: string; uid?: string } | undefined) {
    if (!session?.accountId || !session.uid) return undefined;
    const since = new Date(Date.now() - sessionIdleMs(config));
    if (!(await hasLiveSessionOf(db, session.uid, since))) return undefined;
    return findAccountBySubject(db, session.accountId);
  }

  async function page(
    uid: string,
    extra: { username?: string; error?: string } = {},
  ): Promise<string> {
    const details = await provider.Interaction.find(uid);
    const passkeyAction = `/interaction/${uid}/passkey`;
    // Confirming who the member is (step-up): their strongest method again (a passkey if they
    // have one, else the password), never "Continue as".
    if (details && isConfirming(details)) {
      const subject = details.session?.accountId;
      const account = subject ? await accounts.findAccount(subject) : undefined;
      const withPasskeyOnly = account ? await passkeys.has(account.memberId) : false;
      // What a step-up before money moves confirms: the page shows the details it holds for.
      const confirmation = confirmationOf(details);
      const open =
        account && confirmation
          ? await openConfirmation(db, confirmation, account.memberId)
          : undefined;
      return renderSignInPage({
        portalName: config.portalName,
        action: `/interaction/${uid}/login`,
        ...extra,
        ...(account
          ? {
              confirming: {
                username: account.username,
                withPasskeyOnly,
                ...(open ? { summary: open.summary } : {}),
              },
            }
          : {}),
        afterForm:
          passkeySignInBlock(
            passkeyAction,
            withPasskeyOnly ? 'Confirm with your passkey' : undefined,
          ) + PASSKEY_PAGE_SCRIPTS,
      });
    }
    const sessionAccount = await continuableAccount(details?.session);
    return renderSignInPage({
      portalName: config.portalName,
      action: `/interaction/${uid}/login`,
      afterForm: passkeySignInBlock(passkeyAction) + PASSKEY_PAGE_SCRIPTS,
      ...extra,
      ...(sessionAccount
        ? {
            continueAs: {
              name: `${sessionAccount.givenName} ${sessionAccount.familyName}`,
              action: `/interaction/${uid}/continue`,
            },
          }
        : {}),
    });
  }

  const secondStep = secondStepRoutes(app, { provider, config, secondFactors, completion });

  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(await page(details.uid));
    } catch (error) {
      request.log.info({ err: error }, 'interaction not found');
      return sendExpired(reply);
    }
  });

  function sendExpired(reply: FastifyReply) {
    return reply
      .status(400)
      .type('text/html')
      .send(renderErrorPage(config.portalName, SIGN_IN_EXPIRED));
  }

  app.post<{ Params: { uid: string } }>('/interaction/:uid/login', async (request, reply) => {
    let details;
    try {
      details = await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return sendExpired(reply);
    }
    const form = SignInBodySchema.safeParse(request.body ?? {});
    const username = form.success ? form.data.username : '';
    const show = async (status: number, error: string) =>
      reply
        .status(status)
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(await page(details.uid, { username, error }));
    if (!form.success) return show(400, SIGN_IN_INVALID);
    const { password } = form.data;
    const key = username.trim().toLowerCase();

    // Failures lock a username only from the address they came from (anyone could otherwise lock
    // a member out), and an address that fails for many usernames; elsewhere a failing username is
    // slowed down rather than refused. The attempt is counted before its password is checked
    // (taken back when it is right), so parallel attempts each see the others.
    const { maxFailures } = config.signIn;
    const address = request.ip;
    const reserved = await accounts.reserveAttempt(key, address);
    if (!reserved.ok) return show(reserved.status, reserved.message);
    await sleep(slowDownMs(reserved.failures.username - maxFailures + 1));
    const account = key ? await findAccountByUsername(db, key) : undefined;
    const hashToCheck = account?.passwordHash ?? (await unknownUsernamePasswordHash());
    const isValid =
      (await verify(hashToCheck, password).catch(() => false)) && account !== undefined;
    if (!account || !isValid) return show(401, WRONG_CREDENTIALS);
    // A step-up answered with another member's details: said so on the portal's page, and the
    // signed-in member's session stays as it was.
    if (isOtherThanConfirming(details, account.afGroupId)) {
      await accounts.releaseAttempt(reserved.id);
      return reply
        .status(403)
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(renderNotTheSignedInMemberPage(config.portalName));
    }
    await clearFailedSignIns(db, key, address);
    if (await secondFactors.isOn(account.memberId)) {
      secondStep.begin(reply, { uid: details.uid, memberId: account.memberId, username: key });
      return reply.redirect(`/interaction/${details.uid}/second-step`, 303);
    }
    return completion.signedIn(request, reply, account, 'password');
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/continue', async (request, reply) => {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const account = isConfirming(details) ? undefined : await continuableAccount(details.session);
      const continued =
        account && details.session?.uid
          ? await completion.continued(request, reply, details.session.uid)
          : undefined;
      return continued ?? reply.redirect(`/interaction/${details.uid}`, 303);
    } catch {
      return sendExpired(reply);
    }
  });
}
