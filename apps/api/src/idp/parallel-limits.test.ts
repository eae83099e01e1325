import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { passwordResetRequests, secondStepFailures, signInAttempts } from '../db/schema';
import { privateTestDatabase } from '../testing/database';
import { queuedMail } from '../testing/mail';
import { memberIdOfUsername } from '../testing/members';
import {
  Agent,
  DEMO_PASSWORD,
  signInForm,
  startTestServer,
  submitSignIn,
  type TestServer,
} from '../testing/server';
import { codeAt, formPost, turnOnTwoStep } from '../testing/two-step';

// Every limit on guessing holds when the guesses arrive together: each attempt is counted before
// its password or code is checked, under a lock of the address (and of the member for the second
// step, of the username and the address for reset links), so 16 requests at once get exactly the
// limit checked, never more. Run on PGlite and on PostgreSQL (whose connections really do race).

const PARALLEL = 16;
const MAX_FAILURES = 5;
const MAX_PER_ADDRESS = 8;
const MAX_SECOND_STEP = 10;
const RESETS_PER_HOUR = 2;

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await privateTestDatabase('parallel-limits');
  server = await startTestServer(
    {
      // The addresses are told by X-Forwarded-For, as behind the portal's load balancer.
      TRUST_PROXY: 'true',
      SIGN_IN_MAX_FAILURES: String(MAX_FAILURES),
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: String(MAX_PER_ADDRESS),
      SECOND_STEP_MAX_FAILURES: String(MAX_SECOND_STEP),
      PASSWORD_RESETS_PER_HOUR: String(RESETS_PER_HOUR),
      IDP_RATE_LIMIT_PER_MINUTE: '10000',
    },
    { db: database.db },
  );
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });

/** A fresh browser at the sign-in page (an interaction of its own). */
async function atSignInPage(): Promise<{ agent: Agent; url: string }> {
  const agent = new Agent(server);
  const start = await agent.navigate('/auth/login');
  expect(start.url).toMatch(/\/interaction\//);
  return { agent, url: start.url };
}

/** How many of the answers had each status, e.g. { 401: 5, 429: 11 }. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function attemptsOf(column: 'username' | 'address', value: string): Promise<number> {
  const rows = await server.db
    .select({ username: signInAttempts.username })
    .from(signInAttempts)
    .where(eq(signInAttempts[column], value));
  return rows.length;
}

/** A six-digit code that none of the app's current codes (a step either side) equals. */
async function wrongCodeFor(secret: string, n: number): Promise<string> {
  const current = new Set([
    await codeAt(secret, -30),
    await codeAt(secret),
    await codeAt(secret, 30),
  ]);
  for (let i = n; ; i += 1) {
    const code = String(i).padStart(6, '0');
    if (!current.has(code)) return code;
  }
}

describe(`${PARALLEL} guesses at once`, () => {
  it('check exactly the limit of wrong passwords for one username from one address', async () => {
    const username = 'member0007@demo.local';
    const address = '10.41.0.1';
    const pages = await Promise.all(Array.from({ length: PARALLEL }, atSignInPage));
    const answers = await Promise.all(
      pages.map(({ agent, url }) =>
        agent.request(`${url}/login`, signInForm(username, 'not-the-password', from(address))),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({
      401: MAX_FAILURES,
      429: PARALLEL - MAX_FAILURES,
    });
    expect(await attemptsOf('username', username)).toBe(MAX_FAILURES);
  });

  it('check exactly the address’s limit of wrong passwords across usernames', async () => {
    const address = '10.41.0.2';
    const pages = await Promise.all(Array.from({ length: PARALLEL }, atSignInPage));
    const answers = await Promise.all(
      pages.map(({ agent, url }, i) =>
        agent.request(
          `${url}/login`,
          signInForm(`nobody${i}@demo.local`, 'not-the-password', from(address)),
        ),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({
      401: MAX_PER_ADDRESS,
      429: PARALLEL - MAX_PER_ADDRESS,
    });
    expect(await attemptsOf('address', address)).toBe(MAX_PER_ADDRESS);
  });

  it('leave nothing counted for a right password checked among them', async () => {
    const username = 'member0008@demo.local';
    const address = '10.41.0.3';
    const pages = await Promise.all(Array.from({ length: 4 }, atSignInPage));
    const answers = await Promise.all(
      pages.map(({ agent, url }) =>
        agent.request(`${url}/login`, signInForm(username, DEMO_PASSWORD, from(address))),
      ),
    );
    expect(answers.every((a) => a.status === 303)).toBe(true);
    expect(await attemptsOf('username', username)).toBe(0);
  });

  describe('at the second step', () => {
    const username = 'member0009@demo.local';
    let secret = '';
    let memberId = 0;
    beforeAll(async () => {
      ({ secret } = await turnOnTwoStep(server, username));
      memberId = await memberIdOfUsername(server.db, username);
    });

    /** Browsers past the password from `addresses` (one each), left at the code page. */
    async function pastThePassword(addresses: string[]) {
      const browsers = [];
      for (const address of addresses) {
        const { agent, url } = await atSignInPage();
        const done = await submitSignIn(agent, url, username, DEMO_PASSWORD, from(address));
        expect(done.url).toMatch(/\/second-step$/);
        browsers.push({ agent, url: done.url, address });
      }
      return browsers;
    }

    async function memberFailures(): Promise<number> {
      const rows = await server.db
        .select({ memberId: secondStepFailures.memberId })
        .from(secondStepFailures)
        .where(eq(secondStepFailures.memberId, memberId));
      return rows.length;
    }

    it('check exactly the limit of wrong codes from one address', async () => {
      const address = '10.41.1.1';
      const browsers = await pastThePassword(Array.from({ length: PARALLEL }, () => address));
      const answers = await Promise.all(
        browsers.map(async ({ agent, url }, i) =>
          agent.request(url, formPost({ code: await wrongCodeFor(secret, i) }, from(address))),
        ),
      );
      expect(tally(answers.map((a) => a.status))).toEqual({
        400: MAX_FAILURES,
        429: PARALLEL - MAX_FAILURES,
      });
      expect(await memberFailures()).toBe(MAX_FAILURES);
    });

    it('check exactly the member’s limit of wrong codes from many addresses, and tell once', async () => {
      const addresses = Array.from({ length: PARALLEL }, (_, i) => `10.41.2.${i + 1}`);
      const browsers = await pastThePassword(addresses);
      const answers = await Promise.all(
        browsers.map(async ({ agent, url, address }, i) =>
          agent.request(
            url,
            formPost({ code: await wrongCodeFor(secret, 100 + i) }, from(address)),
          ),
        ),
      );
      // Five were counted from the first address already: the member's limit leaves five more.
      const left = MAX_SECOND_STEP - MAX_FAILURES;
      expect(tally(answers.map((a) => a.status))).toEqual({ 400: left, 429: PARALLEL - left });
      expect(await memberFailures()).toBe(MAX_SECOND_STEP);
      expect(await queuedMail(server.db, memberId, 'second-step-paused')).toHaveLength(1);
    });
  });

  it('check exactly the limit of a signed-in member’s current password', async () => {
    const username = 'member0010@demo.local';
    const address = '10.41.3.1';
    const { agent, url } = await atSignInPage();
    const done = await submitSignIn(agent, url, username, DEMO_PASSWORD, from(address));
    expect(done.url).toBe(`${server.url}/loading`);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        agent.request(
          '/idp/account/password',
          formPost(
            { current: 'not-the-password', password: 'velvet tractor unwise', confirm: '' },
            from(address),
          ),
        ),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({
      400: MAX_FAILURES,
      429: PARALLEL - MAX_FAILURES,
    });
    expect(await attemptsOf('username', username)).toBe(MAX_FAILURES);
  });

  it('record exactly the limit of reset requests, per username and per address', async () => {
    const username = 'member0011@demo.local';
    const oneUsername = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        new Agent(server).request(
          '/idp/forgot-password',
          formPost({ username }, from(`10.41.4.${i + 1}`)),
        ),
      ),
    );
    expect(tally(oneUsername.map((a) => a.status))).toEqual({
      200: RESETS_PER_HOUR,
      429: PARALLEL - RESETS_PER_HOUR,
    });
    const address = '10.41.5.1';
    const oneAddress = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        new Agent(server).request(
          '/idp/forgot-password',
          formPost({ username: `someone${i}@demo.local` }, from(address)),
        ),
      ),
    );
    // An office shares one address: it may ask four times the per-username limit.
    expect(tally(oneAddress.map((a) => a.status))).toEqual({
      200: RESETS_PER_HOUR * 4,
      429: PARALLEL - RESETS_PER_HOUR * 4,
    });
    const recorded = await server.db
      .select({ username: passwordResetRequests.username })
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.address, address));
    expect(recorded).toHaveLength(RESETS_PER_HOUR * 4);
  });
});
