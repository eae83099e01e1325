import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { AppConfig } from '../config';
import { inTransaction, type Db } from '../db/client';
import { endSessionsOfMember } from '../auth/sessions.repository';
import { queueMemberMail } from '../modules/mail/mail-outbox';
import { tellMember } from '../modules/inbox/tell-member';
import {
  closePasswordResets,
  findAccountOf,
  insertPasswordReset,
  openPasswordReset,
  recordAccountEvent,
  reserveResetRequest,
  rememberBrowser,
  clearSecondStepFailures,
  updatePasswordHash,
  usePasswordReset,
  type AccountDetails,
} from './account.repository';
import {
  releaseSignInAttempt,
  reserveSignInAttempt,
  type FailedSignInCounts,
} from './idp.repository';
import { newPasswordProblem, PASSWORD_MESSAGES } from './password-policy';
import { tooManyAttempts } from './sign-in-limits';

// The member's account on the embedded provider (DESIGN §1d): changing and resetting the password,
// signing out other sessions, and noticing sign-ins from new browsers. Each change is audited and
// its email queued in the change's own transaction; the outbox sends it after.

/** A "Forgot password?" link's life (issue: single use, valid 30 minutes). */
export const PASSWORD_RESET_MINUTES = 30;
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
export const RESET_TOO_MANY =
  'Too many requests for a reset link. Please wait an hour and try again.';
/** An office shares one address: it may ask for this many times the per-username limit. */
const RESET_ADDRESS_FACTOR = 4;

/** A token's stored form: a database read never yields a usable link. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export type AccountOutcome = { ok: true } | { ok: false; status: number; message: string };

function personalOf(account: AccountDetails) {
  return {
    names: [account.givenName, account.familyName],
    username: account.username,
    email: account.email,
  };
}

export function createAccountService(deps: { db: Db; config: AppConfig; wakeMail: () => void }) {
  const { db, config, wakeMail } = deps;
  const mailOptions = { portalName: config.portalName };

  return {
    findAccount: (afGroupId: string) => findAccountOf(db, { afGroupId }),

    /**
     * A signed-in member's password, asked again before a change to how they sign in. Wrong ones
     * count as failed sign-ins of the username and lock it from this address as the sign-in page
     * does (`tooManyAttempts`), and as failures of the member's second factor do.
     */
    async checkPassword(
      account: AccountDetails,
      password: string,
      address: string,
    ): Promise<AccountOutcome> {
      const reserved = await this.reserveAttempt(account.username, address);
      if (!reserved.ok) return reserved;
      const isRight = await verify(account.passwordHash, password).catch(() => false);
      if (!isRight) return { ok: false, status: 400, message: WRONG_CURRENT_PASSWORD };
      await releaseSignInAttempt(db, reserved.id);
      return { ok: true };
    },

    /** A reserved attempt that was no failure of the username's (`reserveAttempt`). */
    releaseAttempt: (id: number) => releaseSignInAttempt(db, id),

    /**
     * A password or code of the username about to be checked from `address`, counted first as a
     * failure under the address's lock (refused when the username has failed too often from this
     * address, or the address has). A right one is taken back with `releaseSignInAttempt`.
     * `also` is another count of the same attempt, taken under the same lock.
     */
    async reserveAttempt<T>(
      username: string,
      address: string,
      also?: { keys: string[]; run: (tx: Db) => Promise<T | undefined>; refusal: AccountOutcome },
    ): Promise<
      | { ok: true; id: number; failures: FailedSignInCounts; also: T | undefined }
      | Extract<AccountOutcome, { ok: false }>
    > {
      const { maxFailures, maxFailuresPerAddress, lockMinutes } = config.signIn;
      const locked = { ok: false, status: 429, message: tooManyAttempts(lockMinutes) } as const;
      let isUnderLimits = false;
      const reserved = await reserveSignInAttempt(db, {
        username,
        address,
        since: new Date(Date.now() - lockMinutes * 60_000),
        admits: (failures) =>
          (isUnderLimits =
            failures.usernameAtAddress < maxFailures && failures.address < maxFailuresPerAddress),
        ...(also ? { also } : {}),
      });
      if (reserved) return { ok: true, ...reserved };
      if (isUnderLimits && also && !also.refusal.ok) return also.refusal;
      return locked;
    },

    /**
     * Changes the password after checking the current one (failures count as failed sign-ins of
     * the username, so they lock it from this address like the sign-in page does). The member's
     * other sessions end; this one stays.
     */
    async changePassword(input: {
      account: AccountDetails;
      currentSessionIdHash: string;
      current: string;
      password: string;
      confirm: string;
      address: string;
    }): Promise<AccountOutcome> {
      const { account } = input;
      const checked = await this.checkPassword(account, input.current, input.address);
      if (!checked.ok) return checked;
      const problem = await newPasswordProblem(input.password, input.confirm, personalOf(account));
      if (problem) return { ok: false, status: 400, message: problem };
      if (input.password === input.current)
        return { ok: false, status: 400, message: PASSWORD_MESSAGES.sameAsCurrent };
      const passwordHash = await hash(input.password);
      await inTransaction(db, async (tx) => {
        await updatePasswordHash(tx, account.memberId, passwordHash);
        const ended = await endSessionsOfMember(tx, account.afGroupId, input.currentSessionIdHash);
        const resetLinksClosed = await closePasswordResets(tx, account.memberId);
        await recordAccountEvent(tx, account.memberId, 'password-changed', {
          sessionsEnded: ended,
          resetLinksClosed,
        });
        await tellMember(
          tx,
          account.memberId,
          { kind: 'password-changed', at: new Date(), how: 'changed' },
          mailOptions,
        );
      });
      wakeMail();
      return { ok: true };
    },

    /** Ends every other session of the member; answers how many ended. */
    async signOutOthers(account: AccountDetails, currentSessionIdHash: string): Promise<number> {
      return inTransaction(db, async (tx) => {
        const ended = await endSessionsOfMember(tx, account.afGroupId, currentSessionIdHash);
        await recordAccountEvent(tx, account.memberId, 'signed-out-elsewhere', { sessions: ended });
        return ended;
      });
    },

    /**
     * "Forgot password?": counts the request against the username and the address whether or not
     * the username exists, then answers at once; the link is made and mailed after the answer, so
     * an existing username takes no longer to answer than an unknown one.
     */
    async requestReset(
      username: string,
      address: string,
      onBackgroundError: (err: unknown) => void,
    ): Promise<AccountOutcome> {
      const key = username.trim().toLowerCase();
      const limit = config.passwordResetsPerHour;
      const isCounted = await reserveResetRequest(db, {
        username: key,
        address,
        since: new Date(Date.now() - 3_600_000),
        admits: (counts) =>
          counts.username < limit && counts.address < limit * RESET_ADDRESS_FACTOR,
      });
      if (!isCounted) return { ok: false, status: 429, message: RESET_TOO_MANY };
      void this.issueReset(key).catch(onBackgroundError);
      return { ok: true };
    },

    /** Makes a reset link for the username's member and mails it (nothing without an address). */
    async issueReset(username: string): Promise<void> {
      const account = await findAccountOf(db, { username });
      if (!account?.email) return;
      const token = randomBytes(32).toString('base64url');
      await inTransaction(db, async (tx) => {
        await insertPasswordReset(tx, {
          tokenHash: tokenHash(token),
          memberId: account.memberId,
          expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
        });
        await recordAccountEvent(tx, account.memberId, 'password-reset-requested');
        await queueMemberMail(
          tx,
          account.memberId,
          {
            kind: 'password-reset',
            link: `${config.publicUrl}/idp/reset-password?token=${token}`,
            minutes: PASSWORD_RESET_MINUTES,
          },
          mailOptions,
        );
      });
      wakeMail();
    },

    /** Whether a reset link can still be used. */
    isResetOpen: async (token: string) =>
      (await openPasswordReset(db, tokenHash(token))) !== undefined,

    /**
     * Sets a new password through a reset link: the link is used up in the same transaction, and
     * every session of the member ends. `closed` when the link has expired or was used already.
     */
    async resetPassword(input: {
      token: string;
      password: string;
      confirm: string;
    }): Promise<AccountOutcome | { ok: false; closed: true }> {
      const memberId = await openPasswordReset(db, tokenHash(input.token));
      const account = memberId === undefined ? undefined : await findAccountOf(db, { memberId });
      if (!account) return { ok: false, closed: true };
      const problem = await newPasswordProblem(input.password, input.confirm, personalOf(account));
      if (problem) return { ok: false, status: 400, message: problem };
      const passwordHash = await hash(input.password);
      const isDone = await inTransaction(db, async (tx) => {
        if ((await usePasswordReset(tx, tokenHash(input.token))) !== account.memberId) return false;
        await updatePasswordHash(tx, account.memberId, passwordHash);
        await clearSecondStepFailures(tx, account.memberId);
        const ended = await endSessionsOfMember(tx, account.afGroupId);
        await recordAccountEvent(tx, account.memberId, 'password-reset', { sessionsEnded: ended });
        await tellMember(
          tx,
          account.memberId,
          { kind: 'password-changed', at: new Date(), how: 'reset' },
          mailOptions,
        );
        return true;
      });
      if (!isDone) return { ok: false, closed: true };
      wakeMail();
      return { ok: true };
    },

    /**
     * After a sign-in: remembers the browser (by a hash of its long-lived cookie) and, when the
     * member has not signed in from it before, mails a notice naming the browser and the time.
     */
    async noteSignIn(memberId: number, browserId: string, browser: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const isNew = await rememberBrowser(tx, memberId, tokenHash(browserId), browser);
        if (!isNew) return;
        await recordAccountEvent(tx, memberId, 'new-browser', { browser });
        await tellMember(
          tx,
          memberId,
          { kind: 'new-sign-in', at: new Date(), browser },
          mailOptions,
        );
      });
      wakeMail();
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
