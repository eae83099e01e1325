import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify as verifyCode } from 'otplib';
import QRCode from 'qrcode';
import type { AppConfig } from '../config';
import { inTransaction, type Db } from '../db/client';
import { tellMember } from '../modules/inbox/tell-member';
import {
  closePasswordResets,
  confirmSecondFactor,
  findAccountOf,
  findSecondFactor,
  recordAccountEvent,
  releaseSecondStepFailure,
  reserveSecondStepFailure,
  secondStepMemberKey,
  removeSecondFactor,
  startSecondFactor,
  useRecoveryCode,
  useTimeStep,
  type AccountDetails,
} from './account.repository';
import { tokenHash, type AccountOutcome, type AccountService } from './account.service';
import { releaseSignInAttempt } from './idp.repository';
import { tooManyAttempts } from './sign-in-limits';

// A second factor for members without a passkey (DESIGN §1d): TOTP (RFC 6238: 6 digits, 30 s,
// SHA-1, what every authenticator app reads from the QR code), with ten recovery codes shown once.
// Asked at sign-in after the password. Each code works once. Wrong codes count as failed sign-ins
// of the username and address, and in the member's own count from any address, which caps code
// guessing spread over many addresses (SECOND_STEP_MAX_FAILURES within SIGN_IN_LOCK_MINUTES).

export const RECOVERY_CODE_COUNT = 10;
/** One step either side of now: a phone's clock a little off still works (RFC 6238 §5.2). */
const TOLERANCE_SECONDS = 30;
export const SECOND_FACTOR_METHOD = 'Two-step sign-in with an authenticator app';

export const SECOND_FACTOR_MESSAGES = {
  wrongCode:
    'That code is not right, or it has been used already. Enter the newest code from your app.',
  noCode: 'Please enter the 6-digit code from your authenticator app.',
  alreadyOn: 'Two-step sign-in is already on.',
  notStarted: 'Please start again: scan the new code shown on this page.',
} as const;

type Refusal = Extract<AccountOutcome, { ok: false }>;

export type SecondFactorState = { state: 'off' } | { state: 'on'; recoveryCodesLeft: number };

/** A recovery code: 10 characters from an alphabet without look-alikes, shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What a member typed as a recovery code, in its stored form (case, spaces and dashes ignored). */
function recoveryHash(code: string): string {
  return tokenHash(code.toLowerCase().replace(/[\s-]/g, ''));
}

function asTotp(code: string): string | undefined {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

export function createSecondFactorService(deps: {
  db: Db;
  config: AppConfig;
  accounts: AccountService;
  wakeMail: () => void;
}) {
  const { db, config, accounts, wakeMail } = deps;
  const mailOptions = { portalName: config.portalName };

  /** Whether `code` is a TOTP code of `secret` now, after `afterTimeStep`; its time step if so. */
  async function totpStep(
    secret: string,
    code: string,
    afterTimeStep: number | null,
  ): Promise<number | undefined> {
    const token = asTotp(code);
    if (!token) return undefined;
    const result = await verifyCode({
      secret,
      token,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterTimeStep === null ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  }

  async function tell(memberId: number, change: 'added' | 'removed', event: string) {
    await inTransaction(db, async (tx) => {
      await recordAccountEvent(tx, memberId, event);
      await tellMember(
        tx,
        memberId,
        { kind: 'sign-in-method', at: new Date(), change, method: SECOND_FACTOR_METHOD },
        mailOptions,
      );
    });
    wakeMail();
  }

  return {
    async stateOf(memberId: number): Promise<SecondFactorState> {
      const row = await findSecondFactor(db, memberId);
      return row?.confirmedAt
        ? { state: 'on', recoveryCodesLeft: row.recoveryHashes.length }
        : { state: 'off' };
    },

    /** The member a second step signs in (the account may have gone meanwhile). */
    accountOf: (memberId: number) => findAccountOf(db, { memberId }),

    /** Whether the member is asked for a code after the password. */
    async isOn(memberId: number): Promise<boolean> {
      return (await findSecondFactor(db, memberId))?.confirmedAt != null;
    },

    /**
     * The secret of the setup page, its QR code (SVG) and the key to type: the one waiting for its
     * first code if there is one (a page shown again after a wrong code), else a new one.
     */
    async setUp(account: AccountDetails) {
      const pending = await findSecondFactor(db, account.memberId);
      const secret = pending && !pending.confirmedAt ? pending.secret : generateSecret();
      if (secret !== pending?.secret) await startSecondFactor(db, account.memberId, secret);
      const uri = generateURI({ issuer: config.portalName, label: account.username, secret });
      const qrSvg = await QRCode.toString(uri, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      });
      return { secret, qrSvg };
    },

    /**
     * Turns two-step sign-in on: the password again, and a code from the app that proves it holds
     * the secret. Answers the recovery codes, shown once.
     */
    async confirm(
      account: AccountDetails,
      input: { password: string; code: string; address: string },
    ): Promise<Refusal | { ok: true; recoveryCodes: string[] }> {
      const checked = await accounts.checkPassword(account, input.password, input.address);
      if (!checked.ok) return checked;
      const row = await findSecondFactor(db, account.memberId);
      if (row?.confirmedAt)
        return { ok: false, status: 409, message: SECOND_FACTOR_MESSAGES.alreadyOn };
      if (!row) return { ok: false, status: 400, message: SECOND_FACTOR_MESSAGES.notStarted };
      if (!asTotp(input.code))
        return { ok: false, status: 400, message: SECOND_FACTOR_MESSAGES.noCode };
      const reserved = await accounts.reserveAttempt(account.username, input.address);
      if (!reserved.ok) return reserved;
      const step = await totpStep(row.secret, input.code, null);
      if (step === undefined)
        return { ok: false, status: 400, message: SECOND_FACTOR_MESSAGES.wrongCode };
      await releaseSignInAttempt(db, reserved.id);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const isOn = await confirmSecondFactor(
        db,
        account.memberId,
        step,
        recoveryCodes.map(recoveryHash),
      );
      if (!isOn) return { ok: false, status: 409, message: SECOND_FACTOR_MESSAGES.alreadyOn };
      await closePasswordResets(db, account.memberId);
      await tell(account.memberId, 'added', 'second-factor-added');
      return { ok: true, recoveryCodes };
    },

    /** Turns two-step sign-in off, after the password again. */
    async turnOff(
      account: AccountDetails,
      password: string,
      address: string,
    ): Promise<AccountOutcome> {
      const checked = await accounts.checkPassword(account, password, address);
      if (!checked.ok) return checked;
      if (!(await findSecondFactor(db, account.memberId))?.confirmedAt) return { ok: true };
      await removeSecondFactor(db, account.memberId);
      await tell(account.memberId, 'removed', 'second-factor-removed');
      return { ok: true };
    },

    /**
     * The code asked for at sign-in: a TOTP code not used before, or one of the recovery codes.
     * Wrong codes count as failed sign-ins of the username (the same lock as the password's), and
     * in the member's own count from any address: at its limit, no code is taken for the lock's
     * minutes, and the member is mailed once, since whoever is guessing knows the password.
     */
    async checkAtSignIn(input: {
      memberId: number;
      username: string;
      code: string;
      address: string;
    }): Promise<AccountOutcome> {
      const { maxSecondStepFailures, lockMinutes } = config.signIn;
      const paused: Refusal = { ok: false, status: 429, message: tooManyAttempts(lockMinutes) };
      // The code is counted as wrong before it is checked, in both counts, under the locks of
      // the address and of the member: parallel codes each see the others, so no more are
      // checked than the limits allow.
      const reserved = await accounts.reserveAttempt(input.username, input.address, {
        keys: [secondStepMemberKey(input.memberId)],
        run: (tx) =>
          reserveSecondStepFailure(tx, {
            memberId: input.memberId,
            address: input.address,
            since: new Date(Date.now() - lockMinutes * 60_000),
            max: maxSecondStepFailures,
          }),
        refusal: paused,
      });
      if (!reserved.ok) return reserved;
      const memberCount = reserved.also;
      if (!memberCount) throw new Error('the code was not counted for the member');
      const release = async () => {
        await releaseSignInAttempt(db, reserved.id);
        await releaseSecondStepFailure(db, memberCount.id);
      };
      if (!input.code.trim()) {
        await release();
        return { ok: false, status: 400, message: SECOND_FACTOR_MESSAGES.noCode };
      }
      const row = await findSecondFactor(db, input.memberId);
      if (row?.confirmedAt) {
        const step = await totpStep(row.secret, input.code, row.lastTimeStep);
        if (step !== undefined && (await useTimeStep(db, input.memberId, step))) {
          await release();
          return { ok: true };
        }
        if (
          step === undefined &&
          !asTotp(input.code) &&
          (await useRecoveryCode(db, input.memberId, recoveryHash(input.code)))
        ) {
          await release();
          await recordAccountEvent(db, input.memberId, 'recovery-code-used', {
            left: row.recoveryHashes.length - 1,
          });
          return { ok: true };
        }
      }
      // The code that reached the limit pauses the member: told once, since whoever is guessing
      // knows the password.
      const failures = memberCount.before + 1;
      if (failures === maxSecondStepFailures) {
        await inTransaction(db, async (tx) => {
          await recordAccountEvent(tx, input.memberId, 'second-step-paused', { failures });
          await tellMember(
            tx,
            input.memberId,
            { kind: 'second-step-paused', at: new Date(), minutes: lockMinutes },
            mailOptions,
          );
        });
        wakeMail();
      }
      return { ok: false, status: 400, message: SECOND_FACTOR_MESSAGES.wrongCode };
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
