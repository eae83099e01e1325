import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestText } from '@portal/contract/wire';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { sessionIdOf } from '../auth/session-cookie';
import { sessionIdleMs, type SessionService } from '../auth/session.service';
import { liveSessionsOf } from '../auth/sessions.repository';
import type { AccountDetails } from './account.repository';
import type { AccountService } from './account.service';
import {
  ACCOUNT_PATH,
  CHANGE_PASSWORD_PATH,
  FORGOT_PASSWORD_PATH,
  MAILBOX_PATH,
  renderAccountPage,
  renderChangePasswordPage,
  renderForgotPasswordPage,
  renderPasswordSetPage,
  renderResetClosedPage,
  renderResetPasswordPage,
  renderSignInNeededPage,
  RESET_PASSWORD_PATH,
  SIGN_OUT_OTHERS_PATH,
} from './account-pages';
import { acceptForms, isPostedFromPortal } from './forms';
import { mailboxRoutes } from './mailbox.routes';
import { passkeyAccountRoutes } from './passkey.routes';
import type { PasskeyService } from './passkey.service';
import type { SecondFactorService } from './second-factor.service';
import {
  renderRecoveryCodesPage,
  renderTwoStepOnPage,
  renderTwoStepSetupPage,
  TWO_STEP_OFF_PATH,
  TWO_STEP_PATH,
} from './two-step-pages';
import { renderErrorPage, sendPage as html } from './pages';

// The account pages of the embedded provider at the paths the portal's header links to, "Forgot
// password?", and (with the embedded mail catcher only) the demo mailbox. A signed-in member is
// known by the portal's session cookie, which the provider's session is tied to (DESIGN §1d).

/** Paths under /idp that these routes answer rather than the provider. */
export function isAccountPath(path: string): boolean {
  return [ACCOUNT_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, MAILBOX_PATH].some(
    (own) => path === own || path.startsWith(`${own}/`) || path.startsWith(`${own}?`),
  );
}

const field = requestText(200).default('');
const ChangePasswordForm = z.object({ current: field, password: field, confirm: field });
const ResetForm = z.object({
  token: requestText(100).default(''),
  password: field,
  confirm: field,
});
const ForgotForm = z.object({ username: field });
const TokenQuery = z.object({ token: requestText(100).default('') });
const DoneQuery = z.object({
  done: z
    .enum(['password', 'signed-out', 'two-step-off', 'passkey-added', 'passkey-removed'])
    .optional(),
});
const TwoStepForm = z.object({ code: requestText(40).default(''), password: field });
const PasswordForm = z.object({ password: field });

const NOTICES = {
  password: 'Your password has been changed. Every other session of your account was signed out.',
  'signed-out': 'You have been signed out everywhere else.',
  'two-step-off': 'Two-step sign-in is off. Your password alone now signs in to your account.',
  'passkey-added': 'Your passkey has been added. Next time, choose "Sign in with a passkey".',
  'passkey-removed': 'The passkey has been removed.',
} as const;
const FORM_INVALID = 'Please fill in the form again (each field up to 200 characters).';
const NOT_FROM_PORTAL = 'This form can only be sent from the portal’s own pages.';
const USERNAME_REQUIRED = 'Please enter your username.';

export async function accountRoutes(
  app: FastifyInstance,
  opts: {
    config: AppConfig;
    db: Db;
    sessions: SessionService;
    accounts: AccountService;
    secondFactors: SecondFactorService;
    passkeys: PasskeyService;
    /** Whether the embedded provider is in use (an external issuer has its own account pages). */
    hasAccountPages: boolean;
    /** Whether the embedded mail catcher is in use (the demo mailbox is served only then). */
    hasMailbox: boolean;
  },
): Promise<void> {
  const { config, db, sessions, accounts, secondFactors, passkeys } = opts;
  const portalName = config.portalName;
  acceptForms(app);
  if (opts.hasMailbox) mailboxRoutes(app, db, portalName);
  if (!opts.hasAccountPages) return;

  /** The signed-in member and their session, or the sign-in page's answer. */
  async function signedIn(request: FastifyRequest) {
    const session = await sessions.resolve(sessionIdOf(request, config), {
      touch: true,
      request,
    });
    const account = session ? await accounts.findAccount(session.afGroupId) : undefined;
    return session && account ? { session, account } : undefined;
  }

  /** The signed-in member for a page; without one, the page asking to sign in is answered. */
  async function memberFor(request: FastifyRequest, reply: FastifyReply) {
    const member = await signedIn(request);
    if (!member) void html(reply, 401, renderSignInNeededPage(portalName));
    return member;
  }

  /** The member for a form that changes the account: posted from the portal's pages, signed in. */
  async function memberChanging(request: FastifyRequest, reply: FastifyReply) {
    if (isPostedFromPortal(request, config)) return memberFor(request, reply);
    void html(
      reply,
      403,
      renderErrorPage(portalName, NOT_FROM_PORTAL, 'Your account was not changed'),
    );
    return undefined;
  }

  /** Two-step sign-in's page for the member: how to turn it off when on, else how to set it up. */
  async function twoStepPage(
    reply: FastifyReply,
    account: AccountDetails,
    outcome: { status: number; message?: string },
  ) {
    const error = outcome.message ? { error: outcome.message } : {};
    const state = await secondFactors.stateOf(account.memberId);
    if (state.state === 'on')
      return html(reply, outcome.status, renderTwoStepOnPage({ portalName, ...state, ...error }));
    const setup = await secondFactors.setUp(account);
    return html(reply, outcome.status, renderTwoStepSetupPage({ portalName, ...setup, ...error }));
  }

  app.get(ACCOUNT_PATH, async (request, reply) => {
    const member = await memberFor(request, reply);
    if (!member) return reply;
    const { done } = DoneQuery.catch({}).parse(request.query);
    const live = await liveSessionsOf(
      db,
      member.session.afGroupId,
      new Date(Date.now() - sessionIdleMs(config)),
    );
    return html(
      reply,
      200,
      renderAccountPage({
        portalName,
        name: `${member.account.givenName} ${member.account.familyName}`,
        username: member.account.username,
        sessions: live.map((s) => ({ ...s, isCurrent: s.idHash === member.session.idHash })),
        secondFactor: await secondFactors.stateOf(member.account.memberId),
        passkeys: await passkeys.list(member.account.memberId),
        ...(done ? { notice: NOTICES[done] } : {}),
      }),
    );
  });

  app.post(SIGN_OUT_OTHERS_PATH, async (request, reply) => {
    const member = await memberChanging(request, reply);
    if (!member) return reply;
    await accounts.signOutOthers(member.account, member.session.idHash);
    return reply.redirect(`${ACCOUNT_PATH}?done=signed-out`, 303);
  });

  app.get(CHANGE_PASSWORD_PATH, async (request, reply) => {
    const member = await memberFor(request, reply);
    if (!member) return reply;
    return html(reply, 200, renderChangePasswordPage({ portalName }));
  });

  app.post(CHANGE_PASSWORD_PATH, async (request, reply) => {
    const member = await memberChanging(request, reply);
    if (!member) return reply;
    const form = ChangePasswordForm.safeParse(request.body ?? {});
    if (!form.success)
      return html(reply, 400, renderChangePasswordPage({ portalName, error: FORM_INVALID }));
    const outcome = await accounts.changePassword({
      account: member.account,
      currentSessionIdHash: member.session.idHash,
      ...form.data,
      address: request.ip,
    });
    if (!outcome.ok)
      return html(
        reply,
        outcome.status,
        renderChangePasswordPage({ portalName, error: outcome.message }),
      );
    return reply.redirect(`${ACCOUNT_PATH}?done=password`, 303);
  });

  passkeyAccountRoutes(app, { config, passkeys, secondFactors, signedIn });

  app.get(TWO_STEP_PATH, async (request, reply) => {
    const member = await memberFor(request, reply);
    if (!member) return reply;
    return twoStepPage(reply, member.account, { status: 200 });
  });

  app.post(TWO_STEP_PATH, async (request, reply) => {
    const member = await memberChanging(request, reply);
    if (!member) return reply;
    const form = TwoStepForm.safeParse(request.body ?? {});
    const outcome = form.success
      ? await secondFactors.confirm(member.account, { ...form.data, address: request.ip })
      : ({ ok: false, status: 400, message: FORM_INVALID } as const);
    if (outcome.ok)
      return html(reply, 200, renderRecoveryCodesPage(portalName, outcome.recoveryCodes));
    return twoStepPage(reply, member.account, outcome);
  });

  app.post(TWO_STEP_OFF_PATH, async (request, reply) => {
    const member = await memberChanging(request, reply);
    if (!member) return reply;
    const form = PasswordForm.safeParse(request.body ?? {});
    const outcome = form.success
      ? await secondFactors.turnOff(member.account, form.data.password, request.ip)
      : ({ ok: false, status: 400, message: FORM_INVALID } as const);
    if (outcome.ok) return reply.redirect(`${ACCOUNT_PATH}?done=two-step-off`, 303);
    return twoStepPage(reply, member.account, outcome);
  });

  app.get(FORGOT_PASSWORD_PATH, async (_request, reply) =>
    html(reply, 200, renderForgotPasswordPage({ portalName })),
  );

  app.post(FORGOT_PASSWORD_PATH, async (request, reply) => {
    const form = ForgotForm.safeParse(request.body ?? {});
    if (!form.success)
      return html(reply, 400, renderForgotPasswordPage({ portalName, error: FORM_INVALID }));
    const username = form.data.username.trim();
    if (!username)
      return html(reply, 400, renderForgotPasswordPage({ portalName, error: USERNAME_REQUIRED }));
    const outcome = await accounts.requestReset(username, request.ip, (err) =>
      request.log.error({ err }, 'password reset link not issued'),
    );
    if (!outcome.ok)
      return html(
        reply,
        outcome.status,
        renderForgotPasswordPage({ portalName, username, error: outcome.message }),
      );
    return html(reply, 200, renderForgotPasswordPage({ portalName, sent: true }));
  });

  // The link's token is in the query: request logs keep only the parameter's name (lib/log.ts),
  // and the page sends no Referer on.
  app.get(RESET_PASSWORD_PATH, async (request, reply) => {
    void reply.header('referrer-policy', 'no-referrer');
    const { token } = TokenQuery.catch({ token: '' }).parse(request.query);
    if (!token || !(await accounts.isResetOpen(token)))
      return html(reply, 400, renderResetClosedPage(portalName));
    return html(reply, 200, renderResetPasswordPage({ portalName, token }));
  });

  app.post(RESET_PASSWORD_PATH, async (request, reply) => {
    void reply.header('referrer-policy', 'no-referrer');
    const form = ResetForm.safeParse(request.body ?? {});
    if (!form.success || !form.data.token)
      return html(reply, 400, renderResetClosedPage(portalName));
    const outcome = await accounts.resetPassword(form.data);
    if (outcome.ok) return html(reply, 200, renderPasswordSetPage(portalName));
    if ('closed' in outcome) return html(reply, 400, renderResetClosedPage(portalName));
    return html(
      reply,
      outcome.status,
      renderResetPasswordPage({ portalName, token: form.data.token, error: outcome.message }),
    );
  });
}
