import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { secondStepFailures } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { privateTestDatabase } from '../testing/database';
import { queuedMail } from '../testing/mail';
import { memberIdOfUsername } from '../testing/members';
import {
  Agent,
  DEMO_PASSWORD,
  startTestServer,
  submitSignIn,
  type TestServer,
} from '../testing/server';
import { codeAt, formPost, turnOnTwoStep } from '../testing/two-step';
import { accountEventsOf } from './account.repository';
import { SECOND_FACTOR_MESSAGES } from './second-factor.service';
import { tooManyAttempts } from './sign-in-limits';

// The second step of sign-in has a limit per member from any address (SECOND_STEP_MAX_FAILURES),
// on top of the per-address ones: someone who has the password cannot guess codes from many
// addresses. That count is the member's own, raised only past the password, so no one without
// the password can use it to keep the member out; a new password through the mailed link lifts it.

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await privateTestDatabase('second-step-limits');
  // The addresses are told by X-Forwarded-For, as behind the portal's load balancer.
  server = await startTestServer({ TRUST_PROXY: 'true' }, { db: database.db });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

/** A six-digit code that none of the app's current codes (a step either side) equals. */
async function wrongCodeFor(secret: string): Promise<string> {
  const current = new Set([
    await codeAt(secret, -30),
    await codeAt(secret),
    await codeAt(secret, 30),
  ]);
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!current.has(code)) return code;
  }
}

/** The password step from `address`: a fresh browser left at the code page. */
async function passwordStep(username: string, address: string, password = DEMO_PASSWORD) {
  const agent = new Agent(server);
  const start = await agent.navigate('/auth/login');
  const afterPassword = await submitSignIn(agent, start.url, username, password, {
    'x-forwarded-for': address,
  });
  return { agent, url: afterPassword.url };
}

/** A code posted at the second step from `address`. */
function postCode(agent: Agent, url: string, code: string, address: string) {
  return agent.request(url, formPost({ code }, { 'x-forwarded-for': address }));
}

async function failuresOf(memberId: number): Promise<number> {
  const rows = await server.db
    .select()
    .from(secondStepFailures)
    .where(eq(secondStepFailures.memberId, memberId));
  return rows.length;
}

describe('wrong codes at the second step, spread over many addresses', () => {
  const username = 'member0005@demo.local';
  const other = 'member0006@demo.local';
  let secret = '';
  let otherSecret = '';
  let otherRecoveryCodes: string[] = [];

  beforeAll(async () => {
    ({ secret } = await turnOnTwoStep(server, username));
    ({ secret: otherSecret, recoveryCodes: otherRecoveryCodes } = await turnOnTwoStep(
      server,
      other,
    ));
  });

  it('stop taking the member’s codes at the limit, and tell the member once', async () => {
    const memberId = await memberIdOfUsername(server.db, username);
    const { maxSecondStepFailures: max, maxFailures, lockMinutes } = server.config.signIn;
    expect(max).toBe(10);
    // Each address stays under its own lock for the username (maxFailures).
    const statuses: number[] = [];
    for (let address = 1; statuses.length < max; address += 1) {
      const from = `10.9.0.${address}`;
      const { agent, url } = await passwordStep(username, from);
      expect(url).toMatch(/\/second-step$/);
      for (let i = 0; i < maxFailures - 1 && statuses.length < max; i += 1) {
        const answer = await postCode(agent, url, await wrongCodeFor(secret), from);
        statuses.push(answer.status);
        expect(await answer.text()).toContain(escapeHtml(SECOND_FACTOR_MESSAGES.wrongCode));
      }
    }
    expect(statuses).toEqual(Array.from({ length: max }, () => 400));

    // From an address not used yet, the password still leads to the code page, but even the
    // app's right code is not taken while the pause lasts.
    const fresh = await passwordStep(username, '10.9.1.1');
    expect(fresh.url).toMatch(/\/second-step$/);
    const refused = await postCode(fresh.agent, fresh.url, await codeAt(secret), '10.9.1.1');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(escapeHtml(tooManyAttempts(lockMinutes)));
    expect(fresh.agent.cookies.has('portal_session')).toBe(false);

    // Told once, by email and in the account's history: whoever guessed had the password.
    const mail = await queuedMail(server.db, memberId, 'second-step-paused');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Someone is trying to sign in to your AF Connect account');
    expect(mail[0]?.text).toContain(`For the next ${lockMinutes} minutes no code will be accepted`);
    expect(mail[0]?.text).toContain('Forgot password?');
    const events = await accountEventsOf(server.db, memberId);
    expect(events.filter((e) => e.event === 'second-step-paused')).toHaveLength(1);
  });

  it('leave another member at the same addresses alone', async () => {
    // (The code of the current time step turned two-step sign-in on: the next one signs in.)
    const { agent, url } = await passwordStep(other, '10.9.0.1');
    const done = await agent.navigate(
      url,
      formPost({ code: await codeAt(otherSecret, 30) }, { 'x-forwarded-for': '10.9.0.1' }),
    );
    expect(done.url).toBe(`${server.url}/loading`);
  });

  it('cannot be raised by someone without the password', async () => {
    const memberId = await memberIdOfUsername(server.db, other);
    for (let address = 1; address <= 2; address += 1)
      for (let i = 0; i < 3; i += 1) {
        const wrong = await passwordStep(other, `10.9.2.${address}`, 'not-the-password');
        expect(wrong.url).not.toMatch(/\/second-step$/);
      }
    expect(await failuresOf(memberId)).toBe(0);
    // The member signs in with the password and a second step as ever (a recovery code here:
    // the app's codes of this minute have been used).
    const { agent, url } = await passwordStep(other, '10.9.3.1');
    expect(url).toMatch(/\/second-step$/);
    const done = await agent.navigate(
      url,
      formPost({ code: otherRecoveryCodes[0] ?? '' }, { 'x-forwarded-for': '10.9.3.1' }),
    );
    expect(done.url).toBe(`${server.url}/loading`);
  });

  it('is lifted by a new password through the mailed link', async () => {
    const memberId = await memberIdOfUsername(server.db, username);
    expect(await failuresOf(memberId)).toBeGreaterThanOrEqual(10);
    const guest = new Agent(server);
    const asked = await guest.request('/idp/forgot-password', formPost({ username }));
    expect(asked.status).toBe(200);
    // The link is queued after the answer (the same timing whether or not the username exists).
    let token = '';
    for (let attempt = 0; !token && attempt < 100; attempt += 1) {
      const [reset] = await queuedMail(server.db, memberId, 'password-reset');
      token = reset?.text.match(/reset-password\?token=([\w-]+)/)?.[1] ?? '';
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(token).not.toBe('');
    const password = 'velvet tractor unwise harbour';
    const set = await guest.request(
      '/idp/reset-password',
      formPost({ token, password, confirm: password }),
    );
    expect(set.status).toBe(200);
    expect(await failuresOf(memberId)).toBe(0);

    const { agent, url } = await passwordStep(username, '10.9.4.1', password);
    const done = await agent.navigate(
      url,
      formPost({ code: await codeAt(secret, 30) }, { 'x-forwarded-for': '10.9.4.1' }),
    );
    expect(done.url).toBe(`${server.url}/loading`);
  });
});
