import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { STEP_UP_MESSAGE, type MemberContext } from '../plugins/member-auth';
import { insertConfirmation, useConfirmation } from './step-up-confirmations.repository';

// A confirmation bound to what it confirms (dynamic linking, as PSD2's strong customer
// authentication asks of a payment): before a savings withdrawal is submitted or the bank
// account it is paid into is verified, the member confirms it is them on the provider's own page,
// which shows the fund, the gross amount and the masked account. The confirmation holds for
// exactly those details (a hash of them), for the session that asked, once, within
// STEP_UP_MINUTES: a change of the amount, fund or account after confirming, or a confirmation
// made in another tab for other details, is asked again.

export type ConfirmationPurpose = 'savings-withdrawal' | 'bank-account' | 'investment-switch';

export type ConfirmationDetails = {
  purpose: ConfirmationPurpose;
  /** What the confirmation page shows, in order: [label, value]. */
  summary: [string, string][];
  /** The values the confirmation holds for (the full account number, not the masked one). */
  bound: Record<string, string | number | null>;
};

/** The hash a confirmation holds for: the member, the purpose and the bound values. */
export function detailsHashOf(memberId: number, details: ConfirmationDetails): string {
  const bound = Object.entries(details.bound).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([memberId, details.purpose, bound]))
    .digest('base64url');
}

/** A change that needs its details confirmed first; the route asks for it (`askToConfirm`). */
export class ConfirmationNeeded extends Error {
  readonly details: ConfirmationDetails;
  constructor(details: ConfirmationDetails) {
    super(STEP_UP_MESSAGE);
    this.name = 'ConfirmationNeeded';
    this.details = details;
  }
}

/**
 * Inside the change's transaction: uses the member's confirmation of exactly `details`, or throws
 * ConfirmationNeeded. A bearer-token client (no session, no window to show the details in) is
 * held to the token's own recent strongest sign-in instead.
 */
export async function requireConfirmed(
  tx: Db,
  config: AppConfig,
  member: MemberContext,
  details: ConfirmationDetails,
): Promise<void> {
  if (member.sessionIdHash === undefined) {
    if (!member.isRecentlyConfirmed) throw new AppError('STEP_UP_REQUIRED', STEP_UP_MESSAGE);
    return;
  }
  const isConfirmed = await useConfirmation(tx, {
    memberId: member.memberId,
    sessionIdHash: member.sessionIdHash,
    detailsHash: detailsHashOf(member.memberId, details),
    since: new Date(Date.now() - config.stepUpSeconds * 1000),
  });
  if (!isConfirmed) throw new ConfirmationNeeded(details);
}

/**
 * How long the confirmation page may stay open before what it shows can no longer be confirmed
 * (the provider's sign-in page lasts as long); once confirmed, it holds for STEP_UP_MINUTES.
 */
export const CONFIRM_WITHIN_SECONDS = 10 * 60;

/**
 * The refusal of a change whose details are not confirmed: what to confirm is kept for the
 * session (CONFIRM_WITHIN_SECONDS to confirm it) and its id answered with STEP_UP_REQUIRED.
 */
export async function askToConfirm(
  db: Db,
  config: AppConfig,
  member: MemberContext,
  details: ConfirmationDetails,
): Promise<AppError> {
  if (member.sessionIdHash === undefined) return new AppError('STEP_UP_REQUIRED', STEP_UP_MESSAGE);
  const id = randomBytes(18).toString('base64url');
  await insertConfirmation(db, {
    id,
    memberId: member.memberId,
    sessionIdHash: member.sessionIdHash,
    purpose: details.purpose,
    summary: details.summary,
    detailsHash: detailsHashOf(member.memberId, details),
    expiresAt: new Date(Date.now() + CONFIRM_WITHIN_SECONDS * 1000),
  });
  return new AppError('STEP_UP_REQUIRED', STEP_UP_MESSAGE, undefined, { confirmation: id });
}

/** Runs a change that may need its details confirmed; asks for the confirmation when it does. */
export async function withConfirmation<T>(
  db: Db,
  config: AppConfig,
  member: MemberContext,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof ConfirmationNeeded)
      throw await askToConfirm(db, config, member, error.details);
    throw error;
  }
}
