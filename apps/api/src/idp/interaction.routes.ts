import { verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { requestText } from '@portal/contract/wire';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import {
  clearFailedSignIns,
  findAccountBySubject,
  findAccountByUsername,
  recentFailedSignIns,
  recordFailedSignIn,
} from './idp.repository';
import {
  AUTOSUBMIT_SCRIPT,
  AUTOSUBMIT_SCRIPT_PATH,
  renderErrorPage,
  renderSignInPage,
} from './pages';

export const WRONG_CREDENTIALS = 'The username or password is incorrect. Please try again.';
/** The refusal after too many failed sign-ins, naming the wait (SIGN_IN_LOCK_MINUTES). */
export function tooManyAttempts(lockMinutes: number): string {
  return `Too many failed sign-in attempts. Please wait ${lockMinutes} minute${lockMinutes === 1 ? '' : 's'} and try again.`;
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

/** The provider's sign-in and select-account pages on the portal's own routes (DESIGN §6). */
export async function interactionRoutes(
  app: FastifyInstance,
  opts: { provider: Provider; config: AppConfig; db: Db },
): Promise<void> {
  const { provider, config, db } = opts;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(AUTOSUBMIT_SCRIPT_PATH, (_request, reply) => {
    void reply
      .type('text/javascript')
      .header('cache-control', 'public, max-age=3600')
      .send(AUTOSUBMIT_SCRIPT);
  });

  async function page(
    uid: string,
    extra: { username?: string; error?: string } = {},
  ): Promise<string> {
    const details = await provider.Interaction.find(uid);
    const sessionAccount = details?.session?.accountId
      ? await findAccountBySubject(db, details.session.accountId)
      : undefined;
    return renderSignInPage({
      portalName: config.portalName,
      action: `/interaction/${uid}/login`,
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

  /** Both prompts are answered (DESIGN §6: select_account beside login, or the provider loops). */
  async function finishSignIn(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId }, select_account: {} },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
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

    const { maxFailures, lockMinutes } = config.signIn;
    if (
      (await recentFailedSignIns(db, key, new Date(Date.now() - lockMinutes * 60_000))) >=
      maxFailures
    ) {
      return show(429, tooManyAttempts(lockMinutes));
    }
    const account = key ? await findAccountByUsername(db, key) : undefined;
    const isValid = account
      ? await verify(account.passwordHash, password).catch(() => false)
      : false;
    if (!account || !isValid) {
      await recordFailedSignIn(db, key);
      return show(401, WRONG_CREDENTIALS);
    }
    await clearFailedSignIns(db, key);
    return finishSignIn(request, reply, account.afGroupId);
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/continue', async (request, reply) => {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const accountId = details.session?.accountId;
      if (!accountId) return reply.redirect(`/interaction/${details.uid}`, 303);
      return finishSignIn(request, reply, accountId);
    } catch {
      return sendExpired(reply);
    }
  });
}
