import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { acceptForms } from '../../idp/forms';
import { layout, sendPage } from '../../idp/pages';
import { escapeHtml } from '../../lib/html';
import {
  CANCEL_PATH,
  CONFIRM_PATH,
  cancelEmailChangeByLink,
  confirmEmailChange,
  describeLink,
  type LinkState,
} from './email-change.service';
import { wakeNoticeSenders } from '../inbox/sms-outbox';

// The pages the two links of a change of email address open (decision 032). They need no
// sign-in: the link is the proof (the member may read the mail on another device, and the owner
// of the old address may no longer be able to sign in). Opening a link changes nothing: mail
// scanners open links by themselves, so the page offers a button whose form does the work.

type Link = 'confirm' | 'cancel';
type Refusal = Exclude<LinkState, 'open'>;

const NOT_VALID =
  'This link is not valid. Check that you opened the whole link from the newest email we sent.';

/** Why a link no longer works, as the member reads it (nothing changed by opening it). */
export const REFUSALS: Record<Link, Record<Refusal, string>> = {
  confirm: {
    unknown: NOT_VALID,
    expired:
      'This link has expired, and your email address was not changed. Sign in and ask for a new link on your profile page.',
    confirmed: 'This link was used already: your new email address is confirmed.',
    cancelled:
      'This change of email address was cancelled, so the link no longer works. Your email address was not changed.',
    replaced:
      'A newer change of your email address was asked for after this link was sent, so it no longer works. Use the link in the newest email.',
  },
  cancel: {
    unknown: NOT_VALID,
    expired:
      'This change of email address expired without being confirmed, so there is nothing to cancel: your email address was not changed.',
    confirmed:
      'This change was already confirmed from the new address, so it can no longer be cancelled here. If you did not ask for it, sign in and change your email address and password, or call us on 0860 000 000 at once.',
    cancelled: 'This change was cancelled already. Your email address was not changed.',
    replaced:
      'A newer change of your email address was asked for after this one, so this link no longer works. We sent this address a separate email about it, with its own link to cancel.',
  },
};

export const CONFIRMED_MESSAGE =
  'Your new email address is confirmed. From now on we send your mail to it.';
export const CANCELLED_MESSAGE =
  'The change of your email address is cancelled. Your email address was not changed.';

/** A token as the links carry it (base64url of 32 bytes); anything else is no link of ours. */
function tokenOf(value: unknown): string {
  const token = typeof value === 'object' && value !== null && 'token' in value ? value.token : '';
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : '';
}

function refusalPage(portalName: string, link: Link, state: Refusal): string {
  const heading = state === 'unknown' ? 'This link is not valid' : 'This link no longer works';
  return layout(
    portalName,
    heading,
    `<div class="card"><h1>${heading}</h1><div class="error" role="alert">${escapeHtml(REFUSALS[link][state])}</div><p><a href="/">Back to ${escapeHtml(portalName)}</a></p></div>`,
  );
}

function donePage(portalName: string, heading: string, message: string): string {
  return layout(
    portalName,
    heading,
    `<div class="card"><h1>${escapeHtml(heading)}</h1><div class="notice" role="status">${escapeHtml(message)}</div><p><a href="/profile-details">Go to your profile</a></p></div>`,
  );
}

function askPage(portalName: string, link: Link, token: string, newAddress: string): string {
  // A long address may break after its dots and its @ rather than widen a phone's page.
  const address = `<strong>${escapeHtml(newAddress).replace(/([@.])/g, '$1<wbr>')}</strong>`;
  const [heading, text, button] =
    link === 'confirm'
      ? [
          'Confirm your new email address',
          `Confirm that ${address} should become the email address on your ${escapeHtml(portalName)} profile. Until you do, we keep using your current address.`,
          'Confirm this email address',
        ]
      : [
          'Cancel the change of your email address',
          `A change of the email address on your profile to ${address} was asked for. If it was not you, cancel it: your email address stays as it is. Then change your password.`,
          'Cancel the change',
        ];
  const path = link === 'confirm' ? CONFIRM_PATH : CANCEL_PATH;
  return layout(
    portalName,
    heading,
    `<div class="card"><h1>${heading}</h1><p>${text}</p><form method="post" action="${path}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${button}</button></form></div>`,
  );
}

export async function emailChangePages(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  const { portalName } = config;
  acceptForms(app);
  const contextOf = () => ({
    at: new Date(),
    portalName,
    publicUrl: config.publicUrl,
    hours: config.emailChangeHours,
  });

  // The token is in the page's address: nothing the page links to may be told it.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('referrer-policy', 'no-referrer');
  });

  for (const link of ['confirm', 'cancel'] as const) {
    const path = link === 'confirm' ? CONFIRM_PATH : CANCEL_PATH;
    app.get(path, async (request: FastifyRequest, reply) => {
      const token = tokenOf(request.query);
      const { state, newAddress } = await describeLink(db, link, token, new Date());
      if (state !== 'open') return sendPage(reply, 400, refusalPage(portalName, link, state));
      return sendPage(reply, 200, askPage(portalName, link, token, newAddress ?? ''));
    });
    app.post(path, async (request: FastifyRequest, reply) => {
      const token = tokenOf(request.body);
      const state =
        link === 'confirm'
          ? await confirmEmailChange(db, token, contextOf())
          : await cancelEmailChangeByLink(db, token, new Date());
      if (state !== 'open') return sendPage(reply, 400, refusalPage(portalName, link, state));
      if (link === 'confirm') wakeNoticeSenders(app);
      return sendPage(
        reply,
        200,
        link === 'confirm'
          ? donePage(portalName, 'Email address confirmed', CONFIRMED_MESSAGE)
          : donePage(portalName, 'Change cancelled', CANCELLED_MESSAGE),
      );
    });
  }
}
