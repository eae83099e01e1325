import { randomBytes } from 'node:crypto';
import { inTransaction, type Db } from '../../db/client';
import { closePasswordResets } from '../../idp/account.repository';
import { tokenHash } from '../../idp/account.service';
import { AppError, tooManyRequests } from '../../lib/app-error';
import { queueMemberMail } from '../mail/mail-outbox';
import { tellMember } from '../inbox/tell-member';
import { maskedAddress } from '../mail/mail-templates';
import {
  closeEmailChange,
  closeOpenEmailChange,
  findEmailChangeByToken,
  insertEmailChange,
  lockEmailChangeByToken,
  openEmailChangeOf,
  renewConfirmToken,
  type EmailChangeRow,
} from './email-change.repository';
import {
  insertProfileAudit,
  lockMember,
  updateMemberProfile,
  type MemberRow,
} from './profile.repository';

// A new primary email address takes effect only once it is confirmed from that address (decision
// 032): a typo would otherwise cut the member off from every security mail and from "Forgot
// password?" at once. The save records the change and mails two links: the confirmation to the
// new address, and to the old address a notice with a link to cancel. Each link is 32 random
// bytes, kept only as its SHA-256, works once, needs no sign-in (the mail may be read on another
// device), and is refused with the reason when used, expired, replaced or cancelled.

/** The link paths (server-drawn pages: email-change.routes.ts). */
export const CONFIRM_PATH = '/email-address/confirm';
export const CANCEL_PATH = '/email-address/cancel';

/** Times the member may have the confirmation mailed again for one change. */
export const EMAIL_CHANGE_MAX_RESENDS = 3;

export const NOTHING_WAITING = 'There is no change of your email address waiting to be confirmed.';
export const TOO_MANY_RESENDS = `We have sent the confirmation link ${EMAIL_CHANGE_MAX_RESENDS} more times already. Check the address, or change it again on your profile.`;

/** What a change needs from the server around it. */
export type EmailChangeContext = {
  at: Date;
  portalName: string;
  publicUrl: string;
  /** How long the confirmation link works (EMAIL_CHANGE_HOURS). */
  hours: number;
};

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function linkOf(publicUrl: string, path: string, token: string): string {
  return `${publicUrl}${path}?token=${token}`;
}

function expiryOf({ at, hours }: EmailChangeContext): Date {
  return new Date(at.getTime() + hours * 3_600_000);
}

/**
 * Records the change of `memberId`'s address to `newAddress` in the caller's transaction (which
 * holds the member's row lock), replacing any older one, with its audit row (a change asked for,
 * not made) and both mails.
 */
export async function requestEmailChange(
  tx: Db,
  input: { memberId: number; actor: string; oldAddress: string; newAddress: string },
  context: EmailChangeContext,
): Promise<void> {
  const { memberId, oldAddress, newAddress } = input;
  const confirmToken = newToken();
  const cancelToken = newToken();
  await insertEmailChange(tx, {
    memberId,
    newAddress,
    confirmTokenHash: tokenHash(confirmToken),
    cancelTokenHash: tokenHash(cancelToken),
    expiresAt: expiryOf(context),
  });
  await insertProfileAudit(tx, {
    memberId,
    actor: input.actor,
    source: 'RequestEmailChange',
    fields: ['primaryEmailAddress'],
    before: { primaryEmailAddress: oldAddress },
    after: { requestedEmailAddress: newAddress },
    at: context.at,
  });
  const { portalName, publicUrl, hours, at } = context;
  await queueMemberMail(
    tx,
    memberId,
    { kind: 'email-change-confirm', link: linkOf(publicUrl, CONFIRM_PATH, confirmToken), hours },
    { portalName, toAddress: newAddress },
  );
  if (oldAddress)
    await tellMember(
      tx,
      memberId,
      {
        kind: 'email-change-requested',
        at,
        newAddress,
        link: linkOf(publicUrl, CANCEL_PATH, cancelToken),
        hours,
      },
      { portalName, toAddress: oldAddress },
    );
}

/** Why a link no longer works, or that it still does. */
export type LinkState = 'open' | 'unknown' | 'expired' | 'confirmed' | 'cancelled' | 'replaced';

function stateOf(row: EmailChangeRow | undefined, now: Date): LinkState {
  if (!row) return 'unknown';
  if (row.outcome === 'confirmed' || row.outcome === 'cancelled' || row.outcome === 'replaced')
    return row.outcome;
  if (row.closedAt) return 'cancelled';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** What a link's page shows before anything is done: its state, and for an open one the address. */
export async function describeLink(
  db: Db,
  link: 'confirm' | 'cancel',
  token: string,
  now: Date,
): Promise<{ state: LinkState; newAddress?: string }> {
  const row = token ? await findEmailChangeByToken(db, link, tokenHash(token)) : undefined;
  const state = stateOf(row, now);
  if (state !== 'open' || !row) return { state };
  // The cancel page is the old address's: it shows the new one masked, as its mail did.
  return { state, newAddress: link === 'confirm' ? row.newAddress : maskedAddress(row.newAddress) };
}

/**
 * Runs `act` on the open change of a link's token, under the member's row lock (taken first, as
 * a save takes it, so the two cannot wait on each other); answers the link's state as found.
 */
async function withOpenChange(
  db: Db,
  link: 'confirm' | 'cancel',
  token: string,
  now: Date,
  act: (tx: Db, row: EmailChangeRow, member: MemberRow | undefined) => Promise<void>,
): Promise<LinkState> {
  if (!token) return 'unknown';
  const hash = tokenHash(token);
  const found = await findEmailChangeByToken(db, link, hash);
  if (!found) return 'unknown';
  return inTransaction(db, async (tx) => {
    const member = await lockMember(tx, found.memberId);
    const row = await lockEmailChangeByToken(tx, link, hash);
    const state = stateOf(row, now);
    if (state === 'open' && row) await act(tx, row, member);
    return state;
  });
}

/**
 * The confirmation link: the new address takes effect, audited; reset links mailed to the old
 * address are closed; the old address is told, masked.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  context: EmailChangeContext,
): Promise<LinkState> {
  return withOpenChange(db, 'confirm', token, context.at, async (tx, row, member) => {
    const oldAddress = member?.primaryEmailAddress ?? '';
    await updateMemberProfile(
      tx,
      row.memberId,
      { primaryEmailAddress: row.newAddress },
      context.at,
    );
    await closeEmailChange(tx, row.id, 'confirmed');
    await insertProfileAudit(tx, {
      memberId: row.memberId,
      actor: member?.afGroupId ?? '',
      source: 'ConfirmEmailChange',
      fields: ['primaryEmailAddress'],
      before: { primaryEmailAddress: oldAddress },
      after: { primaryEmailAddress: row.newAddress },
      at: context.at,
    });
    // A reset link mailed to the old address no longer sets a password.
    await closePasswordResets(tx, row.memberId);
    if (oldAddress)
      await tellMember(
        tx,
        row.memberId,
        { kind: 'email-changed', at: context.at, newAddress: row.newAddress },
        { portalName: context.portalName, toAddress: oldAddress },
      );
  });
}

async function auditCancel(tx: Db, row: EmailChangeRow, actor: string, at: Date): Promise<void> {
  await insertProfileAudit(tx, {
    memberId: row.memberId,
    actor,
    source: 'CancelEmailChange',
    fields: ['primaryEmailAddress'],
    before: { requestedEmailAddress: row.newAddress },
    after: {},
    at,
  });
}

/** The cancel link mailed to the old address: the change is closed and never takes effect. */
export async function cancelEmailChangeByLink(db: Db, token: string, at: Date): Promise<LinkState> {
  return withOpenChange(db, 'cancel', token, at, async (tx, row) => {
    await closeEmailChange(tx, row.id, 'cancelled');
    await auditCancel(tx, row, 'cancel-link', at);
  });
}

/** The member cancels the waiting change from the profile page; nothing waiting is no error. */
export async function cancelEmailChange(
  db: Db,
  member: { memberId: number; afGroupId: string },
  at: Date,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockMember(tx, member.memberId);
    const open = await openEmailChangeOf(tx, member.memberId);
    await closeOpenEmailChange(tx, member.memberId, 'cancelled');
    if (open) await auditCancel(tx, open, member.afGroupId, at);
  });
}

/**
 * The confirmation mailed again to the new address with a fresh link and a fresh expiry (the
 * old link stops working); the old address's cancel link still works.
 */
export async function resendEmailChange(
  db: Db,
  member: { memberId: number },
  context: EmailChangeContext,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockMember(tx, member.memberId);
    const open = await openEmailChangeOf(tx, member.memberId);
    if (!open) throw new AppError('NOT_FOUND', NOTHING_WAITING);
    if (open.resends >= EMAIL_CHANGE_MAX_RESENDS) {
      const retryAfter = (open.expiresAt.getTime() - context.at.getTime()) / 1000;
      throw tooManyRequests(TOO_MANY_RESENDS, retryAfter);
    }
    const token = newToken();
    await renewConfirmToken(tx, open.id, tokenHash(token), expiryOf(context));
    await queueMemberMail(
      tx,
      member.memberId,
      {
        kind: 'email-change-confirm',
        link: linkOf(context.publicUrl, CONFIRM_PATH, token),
        hours: context.hours,
      },
      { portalName: context.portalName, toAddress: open.newAddress },
    );
  });
}

/** The change waiting for the member's confirmation, for the profile's answer. */
export async function pendingEmailChangeOf(
  db: Db,
  memberId: number,
): Promise<{ newAddress: string; expiresAt: string } | undefined> {
  const open = await openEmailChangeOf(db, memberId);
  return open
    ? { newAddress: open.newAddress, expiresAt: open.expiresAt.toISOString() }
    : undefined;
}
