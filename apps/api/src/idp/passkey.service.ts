import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AppConfig } from '../config';
import { inTransaction, type Db } from '../db/client';
import { tellMember } from '../modules/inbox/tell-member';
import { findAccountOf, recordAccountEvent, type AccountDetails } from './account.repository';
import type { AccountOutcome, AccountService } from './account.service';
import {
  type ChallengePurpose,
  deletePasskey,
  findPasskey,
  hasPasskey,
  insertPasskey,
  passkeysOf,
  type PasskeyRow,
  saveChallenge,
  useChallenge,
  usePasskey,
} from './passkey.repository';
import type { SecondFactorService } from './second-factor.service';

// Passkeys (WebAuthn, DESIGN §1d): discoverable credentials with user verification required, so
// that a passkey alone signs a member in, without a username or password. Each challenge works
// once (a replayed answer is refused), the origin and RP ID must be the portal's own (a passkey
// of another site is refused), and a signature counter that does not grow is refused.

type Refusal = Extract<AccountOutcome, { ok: false }>;

export const PASSKEY_MESSAGES = {
  notAdded: 'This passkey could not be added. Please try again.',
  notRecognised: 'We could not sign you in with this passkey. Use your password instead.',
  name: 'Give the passkey a name of up to 60 characters, such as the device it is on.',
  already: 'This passkey is already added to your account.',
  notConfirmed:
    'We could not confirm it is you with this passkey. Use one of the passkeys already on your account.',
} as const;

/** How long a challenge may be answered. */
const CHALLENGE_SECONDS = 300;

export function createPasskeyService(deps: {
  db: Db;
  config: AppConfig;
  accounts: AccountService;
  secondFactors: SecondFactorService;
  wakeMail: () => void;
}) {
  const { db, config, accounts, secondFactors, wakeMail } = deps;
  const origin = new URL(config.publicUrl).origin;
  const rpID = new URL(config.publicUrl).hostname;

  async function remember(challenge: string, purpose: ChallengePurpose, owner: string) {
    await saveChallenge(db, {
      challenge,
      purpose,
      owner,
      expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    });
  }

  async function tell(memberId: number, change: 'added' | 'removed', name: string) {
    await inTransaction(db, async (tx) => {
      await recordAccountEvent(tx, memberId, `passkey-${change}`, { name });
      await tellMember(
        tx,
        memberId,
        { kind: 'sign-in-method', at: new Date(), change, method: `A passkey named “${name}”` },
        { portalName: config.portalName },
      );
    });
    wakeMail();
  }

  /**
   * The passkey that signed `response`, when the answer is genuine: signed by a passkey on file
   * over a challenge kept for this purpose and owner (used up whatever the outcome), for the
   * portal's origin and RP ID, with user verification, and with a counter that grew. Its new
   * counter is then recorded. With `memberId`, only that member's passkeys are taken (another
   * member's is refused before it is looked at further). With `memberId`, only that member's passkeys are taken (another
   * member's is refused before it is looked at further).
   */
  async function verifiedAnswer(
    response: AuthenticationResponseJSON,
    purpose: ChallengePurpose,
    owner: string,
    memberId?: number,
  ): Promise<PasskeyRow | undefined> {
    const passkey =
      typeof response.id === 'string' ? await findPasskey(db, response.id) : undefined;
    if (!passkey || (memberId !== undefined && passkey.memberId !== memberId)) return undefined;
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => useChallenge(db, challenge, purpose, owner),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      });
    } catch {
      return undefined;
    }
    if (!verified.verified) return undefined;
    if (!(await usePasskey(db, passkey.credentialId, verified.authenticationInfo.newCounter)))
      return undefined;
    return passkey;
  }

  /** The password again, and the app's code when two-step sign-in is on. */
  async function confirmedWithoutPasskey(
    account: AccountDetails,
    input: { password: string; code: string; address: string },
  ): Promise<AccountOutcome> {
    const checked = await accounts.checkPassword(account, input.password, input.address);
    if (!checked.ok || !(await secondFactors.isOn(account.memberId))) return checked;
    return secondFactors.checkAtSignIn({
      memberId: account.memberId,
      username: account.username,
      code: input.code,
      address: input.address,
    });
  }

  return {
    list: (memberId: number) => passkeysOf(db, memberId),
    has: (memberId: number) => hasPasskey(db, memberId),

    /**
     * The options for adding a passkey, after the member has proved who they are again with the
     * strongest method they have. A member who already has a passkey confirms with one of them:
     * without `confirmation` the answer is the options of that confirmation (`confirmWith`), and
     * with it the passkey's signed answer must be the member's own, over that challenge. Otherwise
     * the password, and the app's code when two-step sign-in is on.
     */
    async registrationOptions(
      account: AccountDetails,
      input: {
        password: string;
        code: string;
        address: string;
        confirmation?: AuthenticationResponseJSON;
      },
    ): Promise<
      | Refusal
      | { ok: true; confirmWith: PublicKeyCredentialRequestOptionsJSON }
      | { ok: true; options: PublicKeyCredentialCreationOptionsJSON }
    > {
      const existing = await passkeysOf(db, account.memberId);
      const owner = String(account.memberId);
      if (existing.length > 0 && !input.confirmation) {
        const confirmWith = await generateAuthenticationOptions({
          rpID,
          userVerification: 'required',
          allowCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        });
        await remember(confirmWith.challenge, 'confirm', owner);
        return { ok: true, confirmWith };
      }
      if (existing.length > 0) {
        const confirmed = input.confirmation
          ? await verifiedAnswer(input.confirmation, 'confirm', owner, account.memberId)
          : undefined;
        if (confirmed?.memberId !== account.memberId)
          return { ok: false, status: 400, message: PASSKEY_MESSAGES.notConfirmed };
      } else {
        const checked = await confirmedWithoutPasskey(account, input);
        if (!checked.ok) return checked;
      }
      const options = await generateRegistrationOptions({
        rpName: config.portalName,
        rpID,
        userName: account.username,
        userDisplayName: `${account.givenName} ${account.familyName}`,
        userID: new TextEncoder().encode(account.afGroupId),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await remember(options.challenge, 'register', owner);
      return { ok: true, options };
    },

    async register(
      account: AccountDetails,
      input: { response: RegistrationResponseJSON; name: string },
    ): Promise<Refusal | { ok: true }> {
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: input.response,
          expectedChallenge: (challenge) =>
            useChallenge(db, challenge, 'register', String(account.memberId)),
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
      } catch {
        return { ok: false, status: 400, message: PASSKEY_MESSAGES.notAdded };
      }
      if (!verified.verified) return { ok: false, status: 400, message: PASSKEY_MESSAGES.notAdded };
      const { credential } = verified.registrationInfo;
      if (await findPasskey(db, credential.id))
        return { ok: false, status: 409, message: PASSKEY_MESSAGES.already };
      await insertPasskey(db, {
        credentialId: credential.id,
        memberId: account.memberId,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      });
      await tell(account.memberId, 'added', input.name);
      return { ok: true };
    },

    /**
     * Removes a passkey after the password, and the app's code when two-step sign-in is on. Not
     * after a passkey: a member who has lost the device must still be able to remove its passkey.
     * Every removal is mailed to the member.
     */
    async remove(
      account: AccountDetails,
      input: { credentialId: string; password: string; code: string; address: string },
    ): Promise<AccountOutcome> {
      const checked = await confirmedWithoutPasskey(account, input);
      if (!checked.ok) return checked;
      const removed = await deletePasskey(db, account.memberId, input.credentialId);
      if (removed) await tell(account.memberId, 'removed', removed.name);
      return { ok: true };
    },

    /**
     * The options of a sign-in with a passkey on the provider's interaction `uid`. With `bindTo`
     * (the hash of what a step-up confirms), the challenge is a random part followed by that hash,
     * so the passkey's signature covers the details confirmed.
     */
    async signInOptions(uid: string, bindTo?: string) {
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'required',
        ...(bindTo
          ? { challenge: Buffer.concat([randomBytes(16), Buffer.from(bindTo, 'base64url')]) }
          : {}),
      });
      await remember(options.challenge, 'sign-in', uid);
      return options;
    },

    /** The member a passkey's answer signs in, or the refusal. */
    async signIn(
      uid: string,
      response: AuthenticationResponseJSON,
    ): Promise<Refusal | { ok: true; account: AccountDetails }> {
      const refused: Refusal = { ok: false, status: 400, message: PASSKEY_MESSAGES.notRecognised };
      const passkey = await verifiedAnswer(response, 'sign-in', uid);
      if (!passkey) return refused;
      const account = await findAccountOf(db, { memberId: passkey.memberId });
      return account ? { ok: true, account } : refused;
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
