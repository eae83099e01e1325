import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionId } from '../auth/session.service';
import type { Database } from '../db/client';
import { passkeys, sessions } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { privateTestDatabase } from '../testing/database';
import { queuedMail } from '../testing/mail';
import { memberIdOfUsername } from '../testing/members';
import { Agent, DEMO_PASSWORD, signIn, startTestServer, type TestServer } from '../testing/server';
import { SoftwareAuthenticator, withBadSignature } from '../testing/software-authenticator';
import { codeAt, formPost, turnOnTwoStep } from '../testing/two-step';
import { accountEventsOf } from './account.repository';
import { WRONG_CURRENT_PASSWORD } from './account.service';
import { PASSKEY_MESSAGES } from './passkey.service';
import { SECOND_FACTOR_MESSAGES } from './second-factor.service';
import { ACR_STRONGEST } from './provider';

// Passkeys on the embedded provider (DESIGN §1d), with answers signed for real by a software
// authenticator: adding and removing them on the account page, the security email each change
// sends, signing in with one, and the answers the portal must refuse (a replay, another site's
// RP ID or origin, a bad signature, a counter that does not grow, no user verification).

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await privateTestDatabase('passkey');
  server = await startTestServer({}, { db: database.db });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

type Answer = { success: boolean; message?: string; redirectTo?: string };

/** The headers a browser's fetch() from the portal's own page sends. */
function fromPortal(agent: Agent): Record<string, string> {
  return { origin: agent.origin, 'sec-fetch-site': 'same-origin' };
}

/**
 * The account page's options for adding a passkey, asked for with the member's password, or with
 * a passkey's answer confirming it is the member (`confirmation`).
 */
async function registrationOptions(
  member: Agent,
  name: string,
  password = DEMO_PASSWORD,
  confirmation?: AuthenticationResponseJSON,
) {
  const response = await member.request('/idp/account/passkeys/options', {
    method: 'POST',
    headers: fromPortal(member),
    json: confirmation ? { name, confirmation } : { name, password },
  });
  const body = (await response.json()) as Answer & {
    options?: PublicKeyCredentialCreationOptionsJSON;
    confirmWith?: PublicKeyCredentialRequestOptionsJSON;
  };
  return { status: response.status, body };
}

/**
 * The options for adding a passkey as the account page's script gets them: with the password, and
 * when the portal asks for a confirmation with a passkey the member has, `confirmWith`'s answer.
 */
async function confirmedOptions(member: Agent, name: string, confirmWith?: SoftwareAuthenticator) {
  const asked = await registrationOptions(member, name);
  expect(asked.status, asked.body.message).toBe(200);
  if (!asked.body.confirmWith) return asked.body.options;
  if (!confirmWith) throw new Error('the portal asks for a confirmation with a passkey');
  const confirmed = await registrationOptions(
    member,
    name,
    '',
    confirmWith.assert(asked.body.confirmWith, member.origin),
  );
  expect(confirmed.status, confirmed.body.message).toBe(200);
  return confirmed.body.options;
}

/** Posts the authenticator's answer and the passkey's name, as the account page's script does. */
async function postRegistration(member: Agent, name: string, response: RegistrationResponseJSON) {
  const answer = await member.request('/idp/account/passkeys', {
    method: 'POST',
    headers: fromPortal(member),
    json: { name, response },
  });
  return { status: answer.status, body: (await answer.json()) as Answer };
}

/**
 * Adds `authenticator` to the signed-in member's passkeys under `name`, confirming with
 * `confirmWith` (a passkey the member has) when asked to.
 */
async function addPasskey(
  member: Agent,
  authenticator: SoftwareAuthenticator,
  name: string,
  confirmWith?: SoftwareAuthenticator,
) {
  const options = await confirmedOptions(member, name, confirmWith);
  if (!options) throw new Error('no registration options');
  const added = await postRegistration(
    member,
    name,
    authenticator.register(options, member.origin),
  );
  expect(added.status, added.body.message).toBe(200);
  expect(added.body.success).toBe(true);
  return options;
}

/** A browser on the sign-in page that has asked for a passkey's sign-in options. */
async function passkeySignInPage() {
  const agent = new Agent(server);
  const start = await agent.navigate('/auth/login');
  expect(start.url).toMatch(/\/interaction\/[\w-]+$/);
  const response = await agent.request(`${start.url}/passkey/options`, {
    method: 'POST',
    json: {},
  });
  expect(response.status).toBe(200);
  const { options } = (await response.json()) as { options: PublicKeyCredentialRequestOptionsJSON };
  return { agent, url: start.url, options };
}

/** Posts a passkey's answer on the sign-in page, as its script does. */
async function postAnswer(agent: Agent, url: string, response: AuthenticationResponseJSON) {
  const answer = await agent.request(`${url}/passkey`, { method: 'POST', json: { response } });
  return { status: answer.status, body: (await answer.json()) as Answer };
}

async function isSignedIn(agent: Agent): Promise<boolean> {
  const session = (await (await agent.api('/auth/session')).json()) as { authenticated: boolean };
  return session.authenticated;
}

/** The portal session of the agent's cookie, as stored. */
async function sessionOf(agent: Agent) {
  const cookie = agent.cookies.get('portal_session') ?? '';
  const rows = await server.db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, hashSessionId(decodeURIComponent(cookie).replace(/\.[^.]*$/, ''))));
  return rows[0];
}

async function passkeyRow(credentialId: string) {
  const rows = await server.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId));
  return rows[0];
}

/** Signs in with the passkey's genuine answer and follows the browser to the portal. */
async function signInWith(authenticator: SoftwareAuthenticator) {
  const { agent, url, options } = await passkeySignInPage();
  const answer = await postAnswer(agent, url, authenticator.assert(options, agent.origin));
  expect(answer.status, answer.body.message).toBe(200);
  expect(answer.body.success).toBe(true);
  const done = await agent.navigate(answer.body.redirectTo ?? '');
  expect(done.url).toBe(`${server.url}/loading`);
  return agent;
}

describe('adding and removing passkeys', () => {
  const username = 'member0007@demo.local';

  it('adds two named passkeys, lists both, removes one, and tells the member each time', async () => {
    const memberId = await memberIdOfUsername(server.db, username);
    const member = await signIn(server, username);
    const page = await member.request('/idp/account/passkeys/new');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Add a passkey</h1>');

    // A wrong password gives no options.
    const wrong = await registrationOptions(member, 'My laptop', 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: WRONG_CURRENT_PASSWORD });

    const laptop = new SoftwareAuthenticator();
    const first = await addPasskey(member, laptop, 'My laptop');
    // Discoverable, with user verification, for the portal's own RP ID and the member's id.
    expect(first.rp.id).toBe(new URL(server.url).hostname);
    expect(first.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(first.attestation).toBe('none');
    expect(Buffer.from(first.user.id, 'base64url').toString()).toBe('AF0000007');
    expect(first.excludeCredentials).toEqual([]);

    const phone = new SoftwareAuthenticator();
    // Typed with invisible and direction-steering characters: kept and shown as it reads.
    const second = await addPasskey(member, phone, 'My\u00AD \u202Ephone\u200B', laptop);
    // The browser is told not to make a second passkey on the laptop.
    expect(second.excludeCredentials?.map((c) => c.id)).toEqual([laptop.credentialId]);

    // The laptop's passkey again (a fresh challenge): already there, nothing added.
    const again = await confirmedOptions(member, 'Laptop again', phone);
    if (!again) throw new Error('no registration options');
    const duplicate = await postRegistration(
      member,
      'Laptop again',
      laptop.register(again, member.origin),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ success: false, message: PASSKEY_MESSAGES.already });

    const rows = await server.db.select().from(passkeys).where(eq(passkeys.memberId, memberId));
    expect(rows.map((r) => [r.credentialId, r.name]).sort()).toEqual(
      [
        [laptop.credentialId, 'My laptop'],
        [phone.credentialId, 'My phone'],
      ].sort(),
    );

    const account = await member.request('/idp/account?done=passkey-added');
    expect(account.status).toBe(200);
    const listed = await account.text();
    expect(listed).toContain('Your passkey has been added.');
    expect(listed).toContain('Passkey: My laptop');
    expect(listed).toContain('Passkey: My phone');

    // Removing asks for the password; a wrong one, or a form from another site, removes nothing.
    const confirm = await member.request(
      `/idp/account/passkeys/remove?id=${encodeURIComponent(laptop.credentialId)}`,
    );
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('Remove the passkey “My laptop”?');
    const removeForm = (password: string, headers: Record<string, string> = {}): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ id: laptop.credentialId, password }).toString(),
    });
    const badPassword = await member.request(
      '/idp/account/passkeys/remove',
      removeForm('not-my-password'),
    );
    expect(badPassword.status).toBe(400);
    expect(await badPassword.text()).toContain(escapeHtml(WRONG_CURRENT_PASSWORD));
    const forged = await member.request(
      '/idp/account/passkeys/remove',
      removeForm(DEMO_PASSWORD, { origin: 'https://evil.example' }),
    );
    expect(forged.status).toBe(403);
    expect(await passkeyRow(laptop.credentialId)).toBeDefined();

    const removed = await member.navigate(
      '/idp/account/passkeys/remove',
      removeForm(DEMO_PASSWORD, { origin: 'null', 'sec-fetch-site': 'same-origin' }),
    );
    expect(removed.url).toBe(`${server.url}/idp/account?done=passkey-removed`);
    const after = await removed.response.text();
    expect(after).toContain('The passkey has been removed.');
    expect(after).not.toContain('Passkey: My laptop');
    expect(after).toContain('Passkey: My phone');
    expect(await passkeyRow(laptop.credentialId)).toBeUndefined();
    expect(await passkeyRow(phone.credentialId)).toMatchObject({ name: 'My phone' });

    // The removed passkey no longer signs in; the other one does.
    const { agent, url, options } = await passkeySignInPage();
    const refused = await postAnswer(agent, url, laptop.assert(options, agent.origin));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PASSKEY_MESSAGES.notRecognised);
    expect(await isSignedIn(await signInWith(phone))).toBe(true);

    // Each change queued the member's security email and is in the account's history.
    const portal = server.config.portalName;
    const mail = await queuedMail(server.db, memberId, 'sign-in-method');
    expect(mail.map((m) => m.subject)).toEqual([
      `A sign-in method was added to your ${portal} account`,
      `A sign-in method was added to your ${portal} account`,
      `A sign-in method was removed from your ${portal} account`,
    ]);
    expect(mail[0]?.text).toContain('A passkey named “My laptop” was added to your account');
    expect(mail[1]?.text).toContain('A passkey named “My phone” was added to your account');
    expect(mail[2]?.text).toContain('A passkey named “My laptop” was removed from your account');
    const events = (await accountEventsOf(server.db, memberId)).reverse();
    const changes = events.filter((e) => e.event.startsWith('passkey-'));
    expect(changes.map((e) => [e.event, e.detail])).toEqual([
      ['passkey-added', { name: 'My laptop' }],
      ['passkey-added', { name: 'My phone' }],
      ['passkey-removed', { name: 'My laptop' }],
    ]);
    const queued = events.filter(
      (e) => e.event === 'mail-queued' && e.detail.kind === 'sign-in-method',
    );
    expect(queued).toHaveLength(3);
  });
});

describe('a passkey is added only to the member who asked for it', () => {
  it('refuses an answer posted by another member on the asker’s options; the asker’s own is taken', async () => {
    const asker = await signIn(server, 'member0009@demo.local');
    const other = await signIn(server, 'member0006@demo.local');
    const { body } = await registrationOptions(asker, 'Laptop');
    if (!body.options) throw new Error('no registration options');
    const key = new SoftwareAuthenticator();
    // The other member's browser posts an answer to the asker's challenge.
    const posted = await postRegistration(
      other,
      'Laptop',
      key.register(body.options, other.origin),
    );
    expect(posted.status).toBe(400);
    expect(posted.body.success).toBe(false);
    expect(await passkeyRow(key.credentialId)).toBeUndefined();
    // The asker's own answer to the same options is still taken, as the asker's passkey.
    const own = await postRegistration(asker, 'Laptop', key.register(body.options, asker.origin));
    expect(own.status, own.body.message).toBe(200);
    expect(await passkeyRow(key.credentialId)).toMatchObject({
      memberId: await memberIdOfUsername(server.db, 'member0009@demo.local'),
    });
  });
});

describe('another passkey is added after a confirmation with one the member has', () => {
  it('asks for a passkey instead of the password, and takes only the member’s own genuine answer, once', async () => {
    const username = 'member0005@demo.local';
    const memberId = await memberIdOfUsername(server.db, username);
    const member = await signIn(server, username);
    const first = new SoftwareAuthenticator();
    await addPasskey(member, first, 'Laptop');
    // Another member's passkey, to answer with.
    const stranger = new SoftwareAuthenticator();
    await addPasskey(await signIn(server, 'hybrid@demo.local'), stranger, 'Phone');

    // The page asks for no password now: the member confirms with a passkey.
    const page = await (await member.request('/idp/account/passkeys/new')).text();
    expect(page).toContain('confirm it is you with one of the passkeys you already have');
    expect(page).not.toContain('name="password"');

    // The right password alone gives no options to add one: only a confirmation's options, for
    // the member's own passkeys, with user verification.
    const asked = await registrationOptions(member, 'Phone');
    expect(asked.status).toBe(200);
    expect(asked.body.options).toBeUndefined();
    const confirmWith = asked.body.confirmWith;
    if (!confirmWith) throw new Error('no confirmation options');
    expect(confirmWith.allowCredentials?.map((c) => c.id)).toEqual([first.credentialId]);
    expect(confirmWith.userVerification).toBe('required');

    const refusedWith = async (confirmation: AuthenticationResponseJSON) => {
      const answer = await registrationOptions(member, 'Phone', DEMO_PASSWORD, confirmation);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: PASSKEY_MESSAGES.notConfirmed });
    };
    const strangerBefore = await passkeyRow(stranger.credentialId);
    const firstBefore = await passkeyRow(first.credentialId);
    // Another member's passkey, over the member's own challenge: refused, and that passkey is
    // left as it was.
    await refusedWith(stranger.assert(confirmWith, member.origin));
    expect(await passkeyRow(stranger.credentialId)).toEqual(strangerBefore);
    // The member's passkey, but signed for another site, with a bad signature, without user
    // verification, or over a sign-in page's challenge instead of the confirmation's.
    const fresh = async () => (await registrationOptions(member, 'Phone')).body.confirmWith;
    const again = await fresh();
    if (!again) throw new Error('no confirmation options');
    await refusedWith(first.assert(again, member.origin, { rpId: 'evil.example' }));
    await refusedWith(withBadSignature(first.assert((await fresh()) ?? again, member.origin)));
    await refusedWith(
      first.assert((await fresh()) ?? again, member.origin, { userVerified: false }),
    );
    const signInPage = await passkeySignInPage();
    await refusedWith(first.assert(signInPage.options, member.origin));
    expect(await passkeyRow(first.credentialId)).toEqual(firstBefore);

    // The member's own genuine answer gives the options, once: the same answer again is refused.
    const genuine = first.assert((await fresh()) ?? again, member.origin);
    const confirmed = await registrationOptions(member, 'Phone', '', genuine);
    expect(confirmed.status, confirmed.body.message).toBe(200);
    const options = confirmed.body.options;
    if (!options) throw new Error('no registration options');
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([first.credentialId]);
    await refusedWith(genuine);
    const phone = new SoftwareAuthenticator();
    const added = await postRegistration(member, 'Phone', phone.register(options, member.origin));
    expect(added.status, added.body.message).toBe(200);

    const rows = await server.db.select().from(passkeys).where(eq(passkeys.memberId, memberId));
    expect(rows.map((r) => r.name).sort()).toEqual(['Laptop', 'Phone']);
    expect(await queuedMail(server.db, memberId, 'sign-in-method')).toHaveLength(2);
  });
});

describe('with two-step sign-in on', () => {
  it('adding and removing a passkey ask for the app’s code with the password', async () => {
    const username = 'institutional@demo.local';
    const { secret, recoveryCodes, member } = await turnOnTwoStep(server, username);
    const options = async (fields: Record<string, string>) => {
      const response = await member.request('/idp/account/passkeys/options', {
        method: 'POST',
        headers: fromPortal(member),
        json: { name: 'Laptop', password: DEMO_PASSWORD, ...fields },
      });
      return {
        status: response.status,
        body: (await response.json()) as Answer & {
          options?: PublicKeyCredentialCreationOptionsJSON;
        },
      };
    };
    expect(await options({})).toMatchObject({
      status: 400,
      body: { message: SECOND_FACTOR_MESSAGES.noCode },
    });
    const added = await options({ code: await codeAt(secret, 30) });
    expect(added.status, added.body.message).toBe(200);
    const key = new SoftwareAuthenticator();
    if (!added.body.options) throw new Error('no registration options');
    const posted = await postRegistration(
      member,
      'Laptop',
      key.register(added.body.options, member.origin),
    );
    expect(posted.status, posted.body.message).toBe(200);

    const page = await member.request(
      `/idp/account/passkeys/remove?id=${encodeURIComponent(key.credentialId)}`,
    );
    expect(await page.text()).toContain('Code from your authenticator app');
    const remove = (fields: Record<string, string>) =>
      member.request(
        '/idp/account/passkeys/remove',
        formPost({ id: key.credentialId, password: DEMO_PASSWORD, ...fields }, fromPortal(member)),
      );
    // The password alone, or with a wrong code, removes nothing.
    const withoutCode = await remove({});
    expect(withoutCode.status).toBe(400);
    expect(await withoutCode.text()).toContain(escapeHtml(SECOND_FACTOR_MESSAGES.noCode));
    const wrongCode = await remove({ code: 'aaaaa-aaaaa' });
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.text()).toContain(escapeHtml(SECOND_FACTOR_MESSAGES.wrongCode));
    expect(await passkeyRow(key.credentialId)).toBeDefined();
    // With a recovery code (this minute's app codes are used), it goes.
    const removed = await remove({ code: recoveryCodes[0] ?? '' });
    expect(removed.status).toBe(303);
    expect(await passkeyRow(key.credentialId)).toBeUndefined();
  });
});

describe('signing in with a passkey', () => {
  it('signs the member in without a username or password, with the strongest method', async () => {
    const username = 'member0008@demo.local';
    const key = new SoftwareAuthenticator();
    const registration = await addPasskey(await signIn(server, username), key, 'Phone');
    expect(await passkeyRow(key.credentialId)).toMatchObject({ counter: 0, lastUsedAt: null });

    const { agent, url, options } = await passkeySignInPage();
    // Any passkey of the portal may answer (discoverable), verified with a PIN or biometric.
    expect(options.rpId).toBe(new URL(server.url).hostname);
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = key.assert(options, agent.origin);
    expect(response.response.userHandle).toBe(registration.user.id);

    const answer = await postAnswer(agent, url, response);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(agent.cookies.has('portal_session')).toBe(false);
    const done = await agent.navigate(answer.body.redirectTo ?? '');
    expect(done.url).toBe(`${server.url}/loading`);
    expect(await isSignedIn(agent)).toBe(true);
    const session = await sessionOf(agent);
    expect(session).toMatchObject({ afGroupId: 'AF0000008', acr: ACR_STRONGEST });
    expect(session?.authTime?.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // The counter it reported is kept, and the account page says when it was last used.
    const row = await passkeyRow(key.credentialId);
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    const account = await (await agent.request('/idp/account')).text();
    expect(account).toContain('Passkey: Phone');
    expect(account).toContain('last used');
  });

  it('signs in again and again with a passkey that keeps no counter', async () => {
    const key = new SoftwareAuthenticator({ counterStep: 0 });
    await addPasskey(await signIn(server, 'member0010@demo.local'), key, 'Password manager');
    for (let time = 0; time < 2; time += 1)
      expect(await isSignedIn(await signInWith(key)), `sign-in ${time + 1}`).toBe(true);
    expect(await passkeyRow(key.credentialId)).toMatchObject({ counter: 0 });
  });

  it('changes only the passkey it signed in with, not another member’s', async () => {
    // A synced passkey that keeps no counter, and another member's that counts up to 42.
    const synced = new SoftwareAuthenticator({ counterStep: 0 });
    await addPasskey(await signIn(server, 'member0011@demo.local'), synced, 'Phone');
    const counting = new SoftwareAuthenticator({ counterStep: 42 });
    await addPasskey(await signIn(server, 'member0012@demo.local'), counting, 'Security key');
    const before = await passkeyRow(synced.credentialId);

    expect(await isSignedIn(await signInWith(counting))).toBe(true);
    expect(await passkeyRow(counting.credentialId)).toMatchObject({ counter: 42 });
    // The other member's passkey is as it was, and still signs its member in.
    expect(await passkeyRow(synced.credentialId)).toEqual(before);
    expect(await isSignedIn(await signInWith(synced))).toBe(true);
  });
});

describe('a passkey sign-in refuses', () => {
  const key = new SoftwareAuthenticator();

  beforeAll(async () => {
    await addPasskey(await signIn(server, 'retail@demo.local'), key, 'Laptop');
    // One sign-in first, so that the stored counter is above 0.
    await signInWith(key);
    expect((await passkeyRow(key.credentialId))?.counter).toBe(1);
  });

  /**
   * Posts `make`'s answer to fresh options on a fresh sign-in page: refused with the sign-in
   * page's message, no session, and the passkey's counter and last use as they were.
   */
  async function expectRefused(
    make: (
      options: PublicKeyCredentialRequestOptionsJSON,
      origin: string,
    ) => AuthenticationResponseJSON,
  ) {
    const before = await passkeyRow(key.credentialId);
    const { agent, url, options } = await passkeySignInPage();
    const answer = await postAnswer(agent, url, make(options, agent.origin));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: PASSKEY_MESSAGES.notRecognised });
    expect(agent.cookies.has('portal_session')).toBe(false);
    expect(await isSignedIn(agent)).toBe(false);
    expect(await passkeyRow(key.credentialId)).toEqual(before);
    return { agent, url };
  }

  it('the same signed answer a second time (a replay)', async () => {
    const { agent, url, options } = await passkeySignInPage();
    const response = key.assert(options, agent.origin);
    const first = await postAnswer(agent, url, response);
    expect(first.status, first.body.message).toBe(200);
    const used = await passkeyRow(key.credentialId);
    // Again on the same page, then from another browser's sign-in page.
    const again = await postAnswer(agent, url, response);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(PASSKEY_MESSAGES.notRecognised);
    await expectRefused(() => response);
    expect(await passkeyRow(key.credentialId)).toEqual(used);
  });

  it('an answer signed for another site’s RP ID', async () => {
    await expectRefused((options, origin) => key.assert(options, origin, { rpId: 'evil.example' }));
  });

  it('an answer made on another origin', async () => {
    await expectRefused((options, origin) =>
      key.assert(options, origin, { origin: 'https://evil.example' }),
    );
  });

  it('an answer with a bad signature', async () => {
    await expectRefused((options, origin) => withBadSignature(key.assert(options, origin)));
  });

  it('a counter that does not grow (a cloned authenticator)', async () => {
    const stored = (await passkeyRow(key.credentialId))?.counter ?? 0;
    expect(stored).toBeGreaterThan(0);
    await expectRefused((options, origin) => key.assert(options, origin, { signCount: stored }));
    await expectRefused((options, origin) =>
      key.assert(options, origin, { signCount: stored - 1 }),
    );
  });

  it('an answer without user verification', async () => {
    await expectRefused((options, origin) => key.assert(options, origin, { userVerified: false }));
  });

  it('nothing else: the passkey still signs in after every refusal', async () => {
    const before = (await passkeyRow(key.credentialId))?.counter ?? 0;
    expect(await isSignedIn(await signInWith(key))).toBe(true);
    // The authenticator counted every answer it signed, the refused ones too.
    const after = (await passkeyRow(key.credentialId))?.counter ?? 0;
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(key.signCount);
  });
});
