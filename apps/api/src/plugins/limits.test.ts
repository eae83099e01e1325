import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { accounts } from '../db/schema';
import { RESET_TOO_MANY } from '../idp/account.service';
import { escapeHtml } from '../lib/html';
import { unknownUsernamePasswordHash, WRONG_CREDENTIALS } from '../idp/interaction.routes';
import { slowDownMs, tooManyAttempts } from '../idp/sign-in-limits';
import {
  Agent,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  submitSignIn,
  type TestServer,
} from '../testing/server';

// RATE_LIMIT_PER_MINUTE and the sign-in limits are settings (README); the defaults stay 600
// requests a minute and 5 failed sign-ins within 15 minutes (per username and address), with 50
// per address and 300 requests a minute per address to the provider's pages.

/** A sign-in form sent from `address` (the server trusts X-Forwarded-For in these tests). */
async function signInFrom(agent: Agent, address: string, username: string, password: string) {
  const start = await agent.navigate('/auth/login');
  return submitSignIn(agent, start.url, username, password, { 'x-forwarded-for': address });
}

describe('limits as settings', () => {
  it('keep their defaults when unset', () => {
    const config = loadConfig({});
    expect(config.rateLimitPerMinute).toBe(600);
    expect(config.signIn).toEqual({
      maxFailures: 5,
      maxFailuresPerAddress: 50,
      maxSecondStepFailures: 10,
      lockMinutes: 15,
    });
    expect(config.idpRateLimitPerMinute).toBe(300);
    expect(tooManyAttempts(15)).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  });

  it('refuse a limit that is not a positive whole number', () => {
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow();
    expect(() => loadConfig({ SIGN_IN_MAX_FAILURES: '2.5' })).toThrow();
  });

  describe('on a server started with them', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        RATE_LIMIT_PER_MINUTE: '40',
        IDP_RATE_LIMIT_PER_MINUTE: '12',
        SIGN_IN_MAX_FAILURES: '2',
        SIGN_IN_MAX_FAILURES_PER_ADDRESS: '3',
        SIGN_IN_LOCK_MINUTES: '1',
        TRUST_PROXY: 'true',
      });
    });
    afterAll(async () => server.close());

    it('lock a username after the configured failures, naming the configured wait', async () => {
      const agent = new Agent(server);
      const start = await agent.navigate('/auth/login');
      for (let i = 0; i < 2; i += 1) {
        const wrong = await submitSignIn(agent, start.url, 'retail@demo.local', 'not-it');
        expect(wrong.response.status).toBe(401);
        expect(await wrong.response.text()).toContain(WRONG_CREDENTIALS);
      }
      const blocked = await submitSignIn(agent, start.url, 'retail@demo.local', 'Demo-1234');
      expect(blocked.response.status).toBe(429);
      expect((await blocked.response.text()).replaceAll('&#39;', "'")).toContain(
        'Please wait 1 minute and try again.',
      );
    });

    it('lock a username only from the address that failed: the member signs in from another', async () => {
      for (let i = 0; i < 2; i += 1) {
        const wrong = await signInFrom(new Agent(server), '10.0.0.1', 'hybrid@demo.local', 'x');
        expect(wrong.response.status).toBe(401);
      }
      const here = await signInFrom(
        new Agent(server),
        '10.0.0.1',
        'hybrid@demo.local',
        DEMO_PASSWORD,
      );
      expect(here.response.status).toBe(429);
      // Elsewhere the right password still works (slowed down, not refused).
      const elsewhere = await signInFrom(
        new Agent(server),
        '10.0.0.2',
        'hybrid@demo.local',
        DEMO_PASSWORD,
      );
      expect(elsewhere.url).toBe(`${server.url}/loading`);
    });

    it('refuse an address that fails for many usernames', async () => {
      for (const username of ['a@demo.local', 'b@demo.local', 'c@demo.local']) {
        const wrong = await signInFrom(new Agent(server), '10.0.0.9', username, 'x');
        expect(wrong.response.status).toBe(401);
      }
      const next = await signInFrom(
        new Agent(server),
        '10.0.0.9',
        'staff@demo.local',
        DEMO_PASSWORD,
      );
      expect(next.response.status).toBe(429);
      const other = await signInFrom(
        new Agent(server),
        '10.0.0.10',
        'staff@demo.local',
        DEMO_PASSWORD,
      );
      expect(other.url).toBe(`${server.url}/loading`);
    });

    it('answer 429 past the configured requests a minute, whatever session cookie is made up', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 45; i += 1) {
        const response = await fetch(`${server.url}/health`, {
          headers: { cookie: `portal_session=made-up-${i}`, 'x-forwarded-for': '10.0.1.1' },
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(40);
      expect(statuses.at(-1)).toBe(429);
    });

    it("limit the provider's pages per address, not its back-channel endpoints", async () => {
      const pages: number[] = [];
      const jwks: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        const headers = { 'x-forwarded-for': '10.0.2.1' };
        pages.push((await fetch(`${server.url}/idp/auth?client_id=x`, { headers })).status);
        jwks.push((await fetch(`${server.url}/idp/jwks`, { headers })).status);
      }
      expect(pages.filter((s) => s !== 429).length).toBeLessThanOrEqual(12);
      expect(pages.at(-1)).toBe(429);
      expect(jwks.every((s) => s === 200)).toBe(true);
    });
  });

  describe('on a server with 30 requests a minute', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        RATE_LIMIT_PER_MINUTE: '30',
        IDP_RATE_LIMIT_PER_MINUTE: '1000',
      });
    });
    afterAll(async () => server.close());

    it('give a member one budget however many sessions the member has open', async () => {
      // Three browsers of one member, each well under the limit on its own: together they get
      // the member's 30 requests a minute (less what their sign-ins' last steps took), no more.
      const browsers = [];
      for (let i = 0; i < 3; i += 1) browsers.push(await signIn(server, 'retail@demo.local'));
      const statuses: number[] = [];
      for (let round = 0; round < 20; round += 1)
        for (const browser of browsers) statuses.push((await browser.api('/auth/session')).status);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(20);
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
      expect(statuses.slice(-3)).toEqual([429, 429, 429]);
      // Another member is not held back by the first one's use.
      const other = await signIn(server, 'hybrid@demo.local');
      expect((await other.api('/auth/session')).status).toBe(200);
    });
  });

  describe('forgot password on a server with 2 requests an hour', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ PASSWORD_RESETS_PER_HOUR: '2', TRUST_PROXY: 'true' });
    });
    afterAll(async () => server.close());

    const ask = (username: string, address: string) =>
      new Agent(server).request('/idp/forgot-password', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': address,
        },
        body: new URLSearchParams({ username }).toString(),
      });

    it('limit one address asking for many usernames, and leave other addresses alone', async () => {
      // Four times the per-username limit from one address, each username asked for once.
      const statuses: number[] = [];
      for (let i = 0; i < 9; i += 1) {
        statuses.push((await ask(`someone${i}@example.test`, '10.0.4.1')).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
      const refused = await ask('someone-else@example.test', '10.0.4.1');
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain(escapeHtml(RESET_TOO_MANY));
      // Another address is not held up by the first one's requests.
      expect((await ask('someone-else@example.test', '10.0.4.2')).status).toBe(200);
    });

    it('limit one username asked for from many addresses', async () => {
      const statuses: number[] = [];
      for (const address of ['10.0.5.1', '10.0.5.2', '10.0.5.3']) {
        statuses.push((await ask('ghost@demo.local', address)).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });
  });

  it('check an unknown username’s password against a hash as costly as an account’s', async () => {
    const parameters = (hash: string) => hash.split('$').slice(0, 4).join('$');
    const server = await startTestServer();
    try {
      const [account] = await server.db.select().from(accounts).limit(1);
      const unknown = await unknownUsernamePasswordHash();
      expect(unknown).toMatch(/^\$argon2id\$/);
      expect(parameters(unknown)).toBe(parameters(account?.passwordHash ?? ''));
    } finally {
      await server.close();
    }
  });

  it('slow a failing username down, doubling up to 5 s, instead of locking it', () => {
    expect([0, 1, 2, 3, 5, 10].map(slowDownMs)).toEqual([0, 250, 500, 1000, 4000, 5000]);
  });
});
