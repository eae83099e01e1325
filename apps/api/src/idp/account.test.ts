import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import {
  accounts,
  caughtMail,
  mailOutbox,
  members,
  passkeys,
  passwordResets,
  sessions,
} from '../db/schema';
import { hashSessionId } from '../auth/session.service';
import { privateTestDatabase } from '../testing/database';
import { memberIdOfUsername } from '../testing/members';
import {
  Agent,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  submitSignIn,
  type TestServer,
} from '../testing/server';
import { escapeHtml } from '../lib/html';
import { codeAt, formPost, turnOnTwoStep } from '../testing/two-step';
import { RESET_LINK_CLOSED, RESET_REQUESTED } from './account-pages';
import { accountEventsOf } from './account.repository';
import { RESET_TOO_MANY, tokenHash, WRONG_CURRENT_PASSWORD } from './account.service';
import { PASSKEY_MESSAGES } from './passkey.service';
import { PASSWORD_MESSAGES } from './password-policy';
import { ACR_STRONGEST } from './provider';
import { SECOND_FACTOR_MESSAGES } from './second-factor.service';
import { tooManyAttempts } from './sign-in-limits';

// The member's account on the embedded provider: "Forgot password?", changing the password, the
// sessions, the new sign-in email and the demo mailbox, through real HTTP, the real provider and
// the embedded SMTP catcher.

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await privateTestDatabase('account');
  server = await startTestServer({ PASSWORD_RESETS_PER_HOUR: '3' }, { db: database.db });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const STRONG = 'velvet tractor unwise harbour';

const form = formPost;

async function emailOf(username: string): Promise<string> {
  const id = await memberIdOfUsername(server.db, username);
  const rows = await server.db
    .select({ email: members.primaryEmailAddress })
    .from(members)
    .where(eq(members.id, id));
  const email = rows[0]?.email;
  if (!email) throw new Error(`${username} has no email address`);
  return email;
}

/** The mail the catcher received for `address` with a subject matching `subject`, newest first. */
async function mailTo(address: string, subject: RegExp) {
  await server.app.mailOutbox.runOnce();
  const rows = await server.db.select().from(caughtMail).orderBy(desc(caughtMail.id));
  return rows.filter((m) => m.toAddresses.includes(address) && subject.test(m.subject));
}

async function passwordHashOf(username: string): Promise<string> {
  const rows = await server.db
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.username, username));
  return rows[0]?.hash ?? '';
}

async function isSignedIn(agent: Agent): Promise<boolean> {
  const session = (await (await agent.api('/auth/session')).json()) as { authenticated: boolean };
  return session.authenticated;
}

/** Waits until the reset link for `address` has been mailed and answers it. */
async function resetLinkFor(address: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [mail] = await mailTo(address, /Reset your/);
    const link = mail?.textBody.match(/https?:\/\/\S+reset-password\?token=[\w-]+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no reset link was mailed');
}

describe('forgot password', () => {
  const username = 'retail@demo.local';

  it('answers the same whether or not the username exists, and mails a single-use link', async () => {
    const signedIn = await signIn(server, username);
    const address = await emailOf(username);
    const guest = new Agent(server);
    const known = await guest.request('/idp/forgot-password', form({ username }));
    const unknown = await guest.request(
      '/idp/forgot-password',
      form({ username: 'nobody@demo.local' }),
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownHtml = await known.text();
    expect(knownHtml).toBe(await unknown.text());
    expect(knownHtml).toContain(escapeHtml(RESET_REQUESTED));

    const link = await resetLinkFor(address);
    const [mail] = await mailTo(address, /Reset your/);
    expect(mail?.textBody).toContain('expires in 30 minutes');
    // Nothing but the member's first name: no ID number, no username.
    expect(mail?.textBody).not.toMatch(/\d{13}/);

    const page = await guest.request(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const token = new URL(link).searchParams.get('token') ?? '';

    // A weak password or two that differ change nothing and keep the link open.
    const before = await passwordHashOf(username);
    const weak = await guest.request(
      '/idp/reset-password',
      form({ token, password: 'password1234', confirm: 'password1234' }),
    );
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain(escapeHtml(PASSWORD_MESSAGES.tooEasy));
    const mismatch = await guest.request(
      '/idp/reset-password',
      form({ token, password: STRONG, confirm: `${STRONG}!` }),
    );
    expect(await mismatch.text()).toContain(escapeHtml(PASSWORD_MESSAGES.mismatch));
    expect(await passwordHashOf(username)).toBe(before);

    const done = await guest.request(
      '/idp/reset-password',
      form({ token, password: STRONG, confirm: STRONG }),
    );
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password has been changed');
    // Every session of the member has ended.
    expect(await isSignedIn(signedIn)).toBe(false);

    // The link works once.
    const again = await guest.request(
      '/idp/reset-password',
      form({ token, password: `${STRONG} again`, confirm: `${STRONG} again` }),
    );
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(escapeHtml(RESET_LINK_CLOSED));
    expect((await guest.request(link)).status).toBe(400);

    // The new password signs in; the old one does not.
    await signIn(server, username, STRONG);
    const old = new Agent(server);
    const start = await old.navigate('/auth/login');
    const refused = await submitSignIn(old, start.url, username, DEMO_PASSWORD);
    expect(refused.response.status).toBe(401);

    const notices = await mailTo(address, /password was reset/);
    expect(notices).toHaveLength(1);
    const memberId = await memberIdOfUsername(server.db, username);
    const events = (await accountEventsOf(server.db, memberId)).map((e) => e.event);
    expect(events).toContain('password-reset');
    expect(events).toContain('password-reset-requested');
  });

  it('closes every open link when the password is changed or two-step sign-in turned on', async () => {
    // A member who fears someone has access changes the password: links mailed before are shut.
    const username = 'staff@demo.local';
    const address = await emailOf(username);
    const guest = new Agent(server);
    const links: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const before = (await mailTo(address, /Reset your/)).length;
      expect((await guest.request('/idp/forgot-password', form({ username }))).status).toBe(200);
      for (let attempt = 0; (await mailTo(address, /Reset your/)).length === before; attempt += 1) {
        if (attempt > 50) throw new Error('no reset link was mailed');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      links.push(await resetLinkFor(address));
    }
    expect(new Set(links).size).toBe(2);
    for (const link of links) expect((await guest.request(link)).status).toBe(200);

    const member = await signIn(server, username);
    const changed = await member.navigate(
      '/idp/account/password',
      form({ current: DEMO_PASSWORD, password: STRONG, confirm: STRONG }),
    );
    expect(changed.url).toContain('/idp/account?done=password');
    for (const link of links) {
      const page = await guest.request(link);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain(escapeHtml(RESET_LINK_CLOSED));
      const token = new URL(link).searchParams.get('token') ?? '';
      const post = await guest.request(
        '/idp/reset-password',
        form({ token, password: `${STRONG} again`, confirm: `${STRONG} again` }),
      );
      expect(await post.text()).toContain(escapeHtml(RESET_LINK_CLOSED));
    }
    await signIn(server, username, STRONG);

    // Turning two-step sign-in on shuts them too.
    const other = 'member0010@demo.local';
    await server.db.insert(passwordResets).values({
      tokenHash: tokenHash('open-link-before-two-step-turned-on'),
      memberId: await memberIdOfUsername(server.db, other),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const open = '/idp/reset-password?token=open-link-before-two-step-turned-on';
    expect((await guest.request(open)).status).toBe(200);
    await turnOnTwoStep(server, other);
    expect((await guest.request(open)).status).toBe(400);
  });

  it('refuses an expired link', async () => {
    const memberId = await memberIdOfUsername(server.db, 'hybrid@demo.local');
    await server.db.insert(passwordResets).values({
      tokenHash: tokenHash('expired-token-of-thirty-two-chars'),
      memberId,
      expiresAt: new Date(Date.now() - 1000),
    });
    const guest = new Agent(server);
    const page = await guest.request('/idp/reset-password?token=expired-token-of-thirty-two-chars');
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(escapeHtml(RESET_LINK_CLOSED));
    const post = await guest.request(
      '/idp/reset-password',
      form({ token: 'expired-token-of-thirty-two-chars', password: STRONG, confirm: STRONG }),
    );
    expect(post.status).toBe(400);
  });

  it('limits requests per username, whether or not it exists', async () => {
    const guest = new Agent(server);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await guest.request('/idp/forgot-password', form({ username: 'ghost@demo.local' })))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await guest.request(
      '/idp/forgot-password',
      form({ username: 'ghost@demo.local' }),
    );
    expect(await refused.text()).toContain(escapeHtml(RESET_TOO_MANY));
  });

  it('asks for a username', async () => {
    const response = await new Agent(server).request(
      '/idp/forgot-password',
      form({ username: ' ' }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Please enter your username.');
  });
});

describe('the account pages', () => {
  const username = 'hybrid@demo.local';

  it('ask a browser without a session to sign in', async () => {
    const response = await new Agent(server).request('/idp/account');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('href="/auth/login"');
    expect((await new Agent(server).request('/idp/account/password')).status).toBe(401);
  });

  it('list where the member is signed in and sign out everywhere else', async () => {
    const here = await signIn(server, username);
    const there = await signIn(server, username);
    const page = await here.request('/idp/account', {
      headers: { 'user-agent': 'test' },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('This browser');
    expect(html).toContain('Sign out everywhere else');

    // From another site: refused, nothing ends.
    const forged = await here.request(
      '/idp/account/sessions/sign-out-others',
      form({}, { origin: 'https://evil.example' }),
    );
    expect(forged.status).toBe(403);
    expect(await isSignedIn(there)).toBe(true);

    const done = await here.navigate('/idp/account/sessions/sign-out-others', form({}));
    expect(done.url).toContain('/idp/account?done=signed-out');
    expect(await done.response.text()).toContain('You have been signed out everywhere else.');
    expect(await isSignedIn(there)).toBe(false);
    expect(await isSignedIn(here)).toBe(true);
  });

  it('change the password only with the current one and a strong new one', async () => {
    const here = await signIn(server, username);
    const there = await signIn(server, username);
    const before = await passwordHashOf(username);
    const [names] = await server.db
      .select({ first: members.firstName, last: members.lastName })
      .from(members)
      .where(eq(members.id, await memberIdOfUsername(server.db, username)));
    const personal = `${names?.first ?? ''}${names?.last ?? ''}-2026!`;
    const cases: [Record<string, string>, string][] = [
      [{ current: 'wrong-password', password: STRONG, confirm: STRONG }, WRONG_CURRENT_PASSWORD],
      [{ current: DEMO_PASSWORD, password: 'short', confirm: 'short' }, PASSWORD_MESSAGES.tooShort],
      [
        { current: DEMO_PASSWORD, password: personal, confirm: personal },
        PASSWORD_MESSAGES.personal,
      ],
      [
        { current: DEMO_PASSWORD, password: 'qwertyuiop12', confirm: 'qwertyuiop12' },
        PASSWORD_MESSAGES.tooEasy,
      ],
      [{ current: DEMO_PASSWORD, password: STRONG, confirm: 'other' }, PASSWORD_MESSAGES.mismatch],
      [
        {
          current: DEMO_PASSWORD,
          password: 'abcabcabcabc1',
          confirm: 'abcabcabcabc1',
        },
        PASSWORD_MESSAGES.tooEasy,
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await here.request('/idp/account/password', form(fields));
      expect(response.status, message).toBe(400);
      const html = await response.text();
      expect(html, JSON.stringify(fields)).toContain(escapeHtml(message));
      expect(html).toContain('aria-invalid="true"');
    }
    expect(await passwordHashOf(username)).toBe(before);
    expect(await isSignedIn(there)).toBe(true);

    const done = await here.navigate(
      '/idp/account/password',
      form({ current: DEMO_PASSWORD, password: STRONG, confirm: STRONG }),
    );
    expect(done.url).toContain('/idp/account?done=password');
    expect(await passwordHashOf(username)).not.toBe(before);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(there)).toBe(false);
    const notices = await mailTo(await emailOf(username), /password was changed/);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textBody).toContain(
      'Every other session of your account has been signed out.',
    );
  });

  it('locks the current-password check after too many wrong ones', async () => {
    const member = await signIn(server, 'institutional@demo.local');
    const { maxFailures, lockMinutes } = server.config.signIn;
    for (let i = 0; i < maxFailures; i += 1)
      await member.request(
        '/idp/account/password',
        form({ current: `wrong-${i}`, password: STRONG, confirm: STRONG }),
      );
    const locked = await member.request(
      '/idp/account/password',
      form({ current: DEMO_PASSWORD, password: STRONG, confirm: STRONG }),
    );
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain(escapeHtml(tooManyAttempts(lockMinutes)));
  });
});

describe('the new sign-in email', () => {
  it('is sent for a browser the member has not used, once', async () => {
    const username = 'member0005@demo.local';
    const address = await emailOf(username);
    const before = (await mailTo(address, /New sign-in/)).length;
    const agent = await signIn(server, username);
    const after = await mailTo(address, /New sign-in/);
    expect(after.length).toBe(before + 1);
    expect(after[0]?.textBody).toMatch(
      /a browser we have not seen before: .+, on \d+ \w+ \d{4} \d\d:\d\d GMT\+2/,
    );
    // The same browser signing in again (it keeps its id cookie) is not new.
    agent.cookies.delete('portal_session');
    const start = await agent.navigate('/auth/login');
    await submitSignIn(agent, start.url, username, DEMO_PASSWORD);
    expect((await mailTo(address, /New sign-in/)).length).toBe(before + 1);
  });
});

describe('the demo mailbox', () => {
  it('lists what the catcher kept and shows each message', async () => {
    await server.app.mailOutbox.runOnce();
    const [latest] = await server.db
      .select()
      .from(caughtMail)
      .orderBy(desc(caughtMail.id))
      .limit(1);
    expect(latest).toBeDefined();
    const guest = new Agent(server);
    const list = await guest.request('/idp/mailbox');
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(escapeHtml(latest?.subject ?? ''));
    const one = await guest.request(`/idp/mailbox/${latest?.id}`);
    expect(one.status).toBe(200);
    expect((await guest.request('/idp/mailbox/999999')).status).toBe(404);
    const outbox = await server.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'Pending'));
    expect(outbox).toHaveLength(0);
  });
});

describe('a form posted to the account pages', () => {
  it('is refused when the browser says it came from another site', async () => {
    const member = await signIn(server, 'member0006@demo.local');
    const other = await signIn(server, 'member0006@demo.local');
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of refused) {
      const response = await member.request(
        '/idp/account/sessions/sign-out-others',
        form({}, headers),
      );
      expect(response.status).toBe(403);
    }
    expect(await isSignedIn(other)).toBe(true);
    // A browser's own form under the no-referrer policy: Origin "null", Sec-Fetch-Site same-origin.
    const own = await member.request(
      '/idp/account/sessions/sign-out-others',
      form({}, { origin: 'null', 'sec-fetch-site': 'same-origin' }),
    );
    expect(own.status).toBe(303);
    expect(await isSignedIn(other)).toBe(false);
  });
});

describe('two-step sign-in', () => {
  const username = 'member0009@demo.local';

  async function startSignIn(agent: Agent) {
    const start = await agent.navigate('/auth/login');
    return submitSignIn(agent, start.url, username, DEMO_PASSWORD);
  }

  async function sessionOf(agent: Agent) {
    const cookie = agent.cookies.get('portal_session') ?? '';
    const rows = await server.db
      .select()
      .from(sessions)
      .where(
        eq(sessions.idHash, hashSessionId(decodeURIComponent(cookie).replace(/\.[^.]*$/, ''))),
      );
    return rows[0];
  }

  it('is set up with a code from the app and the password, and asked for at sign-in', async () => {
    const member = await signIn(server, username);
    const setup = await member.request('/idp/account/two-step');
    expect(setup.status).toBe(200);
    const html = await setup.text();
    expect(html).toContain('<svg role="img" aria-label="QR code of your two-step sign-in key"');
    const secret = (html.match(/<code class="key">([A-Z2-7 ]+)<\/code>/)?.[1] ?? '').replace(
      / /g,
      '',
    );
    expect(secret.length).toBeGreaterThanOrEqual(16);

    const refusals: [Record<string, string>, string][] = [
      [{ code: '000000', password: DEMO_PASSWORD }, SECOND_FACTOR_MESSAGES.wrongCode],
      [{ code: await codeAt(secret), password: 'wrong-password' }, WRONG_CURRENT_PASSWORD],
      [{ code: '', password: DEMO_PASSWORD }, SECOND_FACTOR_MESSAGES.noCode],
    ];
    for (const [fields, message] of refusals) {
      const response = await member.request('/idp/account/two-step', form(fields));
      expect(response.status, message).toBe(400);
      const page = await response.text();
      expect(page).toContain(escapeHtml(message));
      // The same key is shown again: the app the member set up still works.
      expect(page).toContain(secret.slice(0, 4));
    }
    const memberId = await memberIdOfUsername(server.db, username);
    expect((await accountEventsOf(server.db, memberId)).map((e) => e.event)).not.toContain(
      'second-factor-added',
    );

    // The code that turns it on, kept: it must not sign in afterwards, even when the app's next
    // code is already showing by then (the 30-second step may pass in between).
    const usedCode = await codeAt(secret);
    const on = await member.request(
      '/idp/account/two-step',
      form({ code: usedCode, password: DEMO_PASSWORD }),
    );
    expect(on.status).toBe(200);
    const codes = [
      ...(await on.text()).matchAll(/<li><code>([a-z2-9]{5}-[a-z2-9]{5})<\/code><\/li>/g),
    ].map((m) => m[1] ?? '');
    expect(codes).toHaveLength(10);
    const added = await mailTo(await emailOf(username), /sign-in method was added/);
    expect(added).toHaveLength(1);
    expect(added[0]?.textBody).toContain('Two-step sign-in with an authenticator app was added');

    // Signing in: the password, then a code; the code used to turn it on does not work again.
    const agent = new Agent(server);
    const afterPassword = await startSignIn(agent);
    expect(afterPassword.url).toMatch(/\/interaction\/[\w-]+\/second-step$/);
    expect(await afterPassword.response.text()).toContain('Enter your code');
    const step = afterPassword.url;
    const reused = await agent.request(step, form({ code: usedCode }));
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain(escapeHtml(SECOND_FACTOR_MESSAGES.wrongCode));
    const done = await agent.navigate(step, form({ code: await codeAt(secret, 30) }));
    expect(done.url).toBe(`${server.url}/loading`);
    expect(await sessionOf(agent)).toMatchObject({ acr: ACR_STRONGEST });
    expect((await sessionOf(agent))?.authTime?.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // A recovery code works once instead.
    const second = new Agent(server);
    const next = await startSignIn(second);
    const recovered = await second.navigate(
      next.url,
      form({ code: (codes[0] ?? '').toUpperCase() }),
    );
    expect(recovered.url).toBe(`${server.url}/loading`);
    const third = new Agent(server);
    const again = await startSignIn(third);
    const refused = await third.request(again.url, form({ code: codes[0] ?? '' }));
    expect(refused.status).toBe(400);
    expect(await (await member.request('/idp/account')).text()).toContain('9 recovery codes left');
  });

  it('cannot be skipped: no code, no sign-in', async () => {
    const agent = new Agent(server);
    const afterPassword = await startSignIn(agent);
    const uid = afterPassword.url.match(/\/interaction\/([\w-]+)\//)?.[1] ?? '';
    // Without the second step's cookie (another browser), the code page sends back to the start.
    const stranger = new Agent(server);
    const direct = await stranger.request(
      `/interaction/${uid}/second-step`,
      form({ code: '123456' }),
    );
    expect(direct.status).toBeGreaterThanOrEqual(300);
    expect(direct.headers.get('location') ?? '').not.toContain('/auth/callback');
    expect(agent.cookies.has('portal_session')).toBe(false);
  });

  it('locks after too many wrong codes', async () => {
    const agent = new Agent(server);
    const afterPassword = await startSignIn(agent);
    const statuses: number[] = [];
    for (let i = 0; i <= server.config.signIn.maxFailures; i += 1)
      statuses.push((await agent.request(afterPassword.url, form({ code: '000000' }))).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('is turned off with the password', async () => {
    const member = await signIn(server, 'member0011@demo.local');
    const wrong = await member.request('/idp/account/two-step/off', form({ password: 'nope' }));
    expect(wrong.status).toBe(400);
    // member0011 has none: turning off is a no-op answered like a success.
    const off = await member.navigate(
      '/idp/account/two-step/off',
      form({ password: DEMO_PASSWORD }),
    );
    expect(off.url).toContain('done=two-step-off');
  });
});

describe('a passkey sign-in', () => {
  const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

  async function interaction() {
    const agent = new Agent(server);
    const start = await agent.navigate('/auth/login');
    const options = (await (
      await agent.request(`${start.url}/passkey/options`, { method: 'POST', json: {} })
    ).json()) as { options: { challenge: string; rpId: string; userVerification: string } };
    return { agent, url: start.url, options: options.options };
  }

  function answer(challenge: string, origin: string) {
    return {
      response: {
        id: 'credential-of-another-site',
        rawId: 'credential-of-another-site',
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(JSON.stringify({ type: 'webauthn.get', challenge, origin })),
          authenticatorData: b64(Buffer.alloc(37)),
          signature: b64('not a signature'),
        },
      },
    };
  }

  it('asks for user verification and refuses another site’s answer, a bad signature and a replay', async () => {
    const memberId = await memberIdOfUsername(server.db, 'member0012@demo.local');
    await server.db.insert(passkeys).values({
      credentialId: 'credential-of-another-site',
      memberId,
      publicKey: b64(Buffer.alloc(77, 1)),
      name: 'Somewhere else',
    });
    const { agent, url, options } = await interaction();
    expect(options.userVerification).toBe('required');
    expect(options.rpId).toBe('127.0.0.1');
    for (const origin of ['https://evil.example', server.url, server.url]) {
      const response = await agent.request(`${url}/passkey`, {
        method: 'POST',
        json: answer(options.challenge, origin),
      });
      expect(response.status, origin).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        PASSKEY_MESSAGES.notRecognised,
      );
    }
    expect(agent.cookies.has('portal_session')).toBe(false);
    // An unknown credential: the same answer.
    const unknown = await agent.request(`${url}/passkey`, {
      method: 'POST',
      json: { response: { ...answer(options.challenge, server.url).response, id: 'nobody' } },
    });
    expect(unknown.status).toBe(400);
  });
});
