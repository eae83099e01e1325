import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { requestText } from '@portal/contract/wire';
import { cleanName } from '@portal/domain/text-names';
import type { AppConfig } from '../config';
import { browserLabel } from '../lib/browser-label';
import type { AccountDetails } from './account.repository';
import { ACCOUNT_PATH, PASSKEYS_PATH, renderSignInNeededPage } from './account-pages';
import { isPostedFromPortal } from './forms';
import {
  PASSKEYS_SCRIPT,
  PASSKEYS_SCRIPT_PATH,
  renderAddPasskeyPage,
  renderRemovePasskeyPage,
  WEBAUTHN_SCRIPT_PATH,
  webauthnBundle,
} from './passkey-pages';
import { NOT_THE_SIGNED_IN_MEMBER, sendPage as page } from './pages';
import { PASSKEY_MESSAGES, type PasskeyService } from './passkey.service';
import type { SecondFactorService } from './second-factor.service';
import { confirmationOf, isOtherThanConfirming, type SignInCompletion } from './sign-in-completion';
import { isConfirming } from './second-step.routes';
import { findAccountBySubject } from './idp.repository';
import { openConfirmation } from '../auth/step-up-confirmations.repository';
import type { Db } from '../db/client';

// Passkeys on the provider's pages (DESIGN §1d): the sign-in with one (JSON calls of the sign-in
// page's script), and adding and removing them on the account pages.

// A passkey's name is shown on the account page and in security mail: kept as it reads (no
// invisible or direction-steering characters, text-names.ts).
const NameSchema = requestText(60)
  .overwrite(cleanName)
  .trim()
  .min(1, { error: PASSKEY_MESSAGES.name });
const OptionsBody = z.object({
  name: NameSchema,
  password: requestText(200).default(''),
  code: requestText(40).default(''),
  /** A passkey's answer confirming it is the member, when the member already has one. */
  confirmation: z.record(z.string(), z.unknown()).optional(),
});
const RegisterBody = z.object({ name: NameSchema, response: z.record(z.string(), z.unknown()) });
const SignInBody = z.object({ response: z.record(z.string(), z.unknown()) });
const RemoveForm = z.object({
  id: requestText(400).default(''),
  password: requestText(200).default(''),
  code: requestText(40).default(''),
});
const RemoveQuery = z.object({ id: requestText(400).default('') });
const NOT_FROM_PORTAL = 'This can only be sent from the portal’s own pages.';

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).header('cache-control', 'no-store').send({ success: false, message });
}

/** The scripts the pages load for passkeys (files, as the Content Security Policy allows). */
export function passkeyScriptRoutes(app: FastifyInstance): void {
  const bundle = webauthnBundle();
  for (const [url, body] of [
    [WEBAUTHN_SCRIPT_PATH, bundle],
    [PASSKEYS_SCRIPT_PATH, PASSKEYS_SCRIPT],
  ] as const) {
    app.get(url, (_request, reply) => {
      void reply.type('text/javascript').header('cache-control', 'public, max-age=3600').send(body);
    });
  }
}

/**
 * The hash a passkey's signed challenge carries after its random part (signInOptions' `bindTo`):
 * the challenge is inside the signed client data, so what it carries is what was signed.
 */
function signedHashOf(response: Record<string, unknown>): string {
  try {
    const inner = response.response as { clientDataJSON?: unknown } | undefined;
    if (typeof inner?.clientDataJSON !== 'string') return '';
    const clientData = JSON.parse(Buffer.from(inner.clientDataJSON, 'base64url').toString()) as {
      challenge?: unknown;
    };
    if (typeof clientData.challenge !== 'string') return '';
    const challenge = Buffer.from(clientData.challenge, 'base64url');
    return challenge.length === 48 ? challenge.subarray(16).toString('base64url') : '';
  } catch {
    return '';
  }
}

/** The sign-in with a passkey on the provider's interaction: options, then the answer. */
export function passkeySignInRoutes(
  app: FastifyInstance,
  opts: { provider: Provider; db: Db; passkeys: PasskeyService; completion: SignInCompletion },
): void {
  const { provider, db, passkeys, completion } = opts;

  async function interactionOf(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return undefined;
    }
  }

  app.post<{ Params: { uid: string } }>(
    '/interaction/:uid/passkey/options',
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return refuse(reply, 400, PASSKEY_MESSAGES.notRecognised);
      // A step-up before money moves: the challenge carries the hash of what is confirmed.
      const confirmation = isConfirming(details) ? confirmationOf(details) : undefined;
      const account = details.session?.accountId
        ? await findAccountBySubject(db, details.session.accountId)
        : undefined;
      const open =
        confirmation && account
          ? await openConfirmation(db, confirmation, account.memberId)
          : undefined;
      return reply.header('cache-control', 'no-store').send({
        success: true,
        options: await passkeys.signInOptions(details.uid, open?.detailsHash),
      });
    },
  );

  app.post<{ Params: { uid: string } }>('/interaction/:uid/passkey', async (request, reply) => {
    const details = await interactionOf(request, reply);
    const body = SignInBody.safeParse(request.body ?? {});
    if (!details || !body.success) return refuse(reply, 400, PASSKEY_MESSAGES.notRecognised);
    const outcome = await passkeys.signIn(
      details.uid,
      body.data.response as unknown as AuthenticationResponseJSON,
    );
    if (!outcome.ok) return refuse(reply, outcome.status, outcome.message);
    if (isOtherThanConfirming(details, outcome.account.afGroupId))
      return refuse(reply, 403, NOT_THE_SIGNED_IN_MEMBER);
    const redirectTo = await completion.signedInTo(request, reply, outcome.account, 'passkey', {
      signedOver: signedHashOf(body.data.response),
    });
    return reply.header('cache-control', 'no-store').send({ success: true, redirectTo });
  });
}

/** Adding and removing passkeys on the account pages (a signed-in member only). */
export function passkeyAccountRoutes(
  app: FastifyInstance,
  opts: {
    config: AppConfig;
    passkeys: PasskeyService;
    secondFactors: SecondFactorService;
    signedIn: (request: FastifyRequest) => Promise<{ account: AccountDetails } | undefined>;
  },
): void {
  const { config, passkeys, secondFactors, signedIn } = opts;
  const portalName = config.portalName;

  app.get(`${PASSKEYS_PATH}/new`, async (request, reply) => {
    const member = await signedIn(request);
    if (!member) return page(reply, 401, renderSignInNeededPage(portalName));
    return page(
      reply,
      200,
      renderAddPasskeyPage({
        portalName,
        defaultName: browserLabel(request.headers['user-agent']),
        confirmsWithPasskey: await passkeys.has(member.account.memberId),
        asksForCode: await secondFactors.isOn(member.account.memberId),
      }),
    );
  });

  app.post(`${PASSKEYS_PATH}/options`, async (request, reply) => {
    if (!isPostedFromPortal(request, config)) return refuse(reply, 403, NOT_FROM_PORTAL);
    const member = await signedIn(request);
    if (!member) return refuse(reply, 401, 'Please sign in again.');
    const body = OptionsBody.safeParse(request.body ?? {});
    if (!body.success) return refuse(reply, 400, PASSKEY_MESSAGES.name);
    const { confirmation, ...rest } = body.data;
    const outcome = await passkeys.registrationOptions(member.account, {
      ...rest,
      address: request.ip,
      confirmation: confirmation as unknown as AuthenticationResponseJSON | undefined,
    });
    if (!outcome.ok) return refuse(reply, outcome.status, outcome.message);
    const { ok: _ok, ...answer } = outcome;
    return reply.header('cache-control', 'no-store').send({ success: true, ...answer });
  });

  app.post(PASSKEYS_PATH, async (request, reply) => {
    if (!isPostedFromPortal(request, config)) return refuse(reply, 403, NOT_FROM_PORTAL);
    const member = await signedIn(request);
    if (!member) return refuse(reply, 401, 'Please sign in again.');
    const body = RegisterBody.safeParse(request.body ?? {});
    if (!body.success) return refuse(reply, 400, PASSKEY_MESSAGES.notAdded);
    const outcome = await passkeys.register(member.account, {
      name: body.data.name,
      response: body.data.response as unknown as RegistrationResponseJSON,
    });
    if (!outcome.ok) return refuse(reply, outcome.status, outcome.message);
    return reply.header('cache-control', 'no-store').send({ success: true });
  });

  app.get(`${PASSKEYS_PATH}/remove`, async (request, reply) => {
    const member = await signedIn(request);
    if (!member) return page(reply, 401, renderSignInNeededPage(portalName));
    const { id } = RemoveQuery.catch({ id: '' }).parse(request.query);
    const passkey = (await passkeys.list(member.account.memberId)).find(
      (p) => p.credentialId === id,
    );
    if (!passkey) return reply.redirect(ACCOUNT_PATH, 303);
    return page(
      reply,
      200,
      renderRemovePasskeyPage({
        portalName,
        credentialId: id,
        name: passkey.name,
        asksForCode: await secondFactors.isOn(member.account.memberId),
      }),
    );
  });

  app.post(`${PASSKEYS_PATH}/remove`, async (request, reply) => {
    if (!isPostedFromPortal(request, config)) return refuse(reply, 403, NOT_FROM_PORTAL);
    const member = await signedIn(request);
    if (!member) return page(reply, 401, renderSignInNeededPage(portalName));
    const form = RemoveForm.safeParse(request.body ?? {});
    const id = form.success ? form.data.id : '';
    const passkey = (await passkeys.list(member.account.memberId)).find(
      (p) => p.credentialId === id,
    );
    if (!passkey || !form.success) return reply.redirect(ACCOUNT_PATH, 303);
    const outcome = await passkeys.remove(member.account, {
      credentialId: id,
      password: form.data.password,
      code: form.data.code,
      address: request.ip,
    });
    if (!outcome.ok)
      return page(
        reply,
        outcome.status,
        renderRemovePasskeyPage({
          portalName,
          credentialId: id,
          name: passkey.name,
          asksForCode: await secondFactors.isOn(member.account.memberId),
          error: outcome.message,
        }),
      );
    return reply.redirect(`${ACCOUNT_PATH}?done=passkey-removed`, 303);
  });
}
