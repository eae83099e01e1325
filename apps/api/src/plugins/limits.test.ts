import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { tooManyAttempts, WRONG_CREDENTIALS } from '../idp/interaction.routes';
import { Agent, startTestServer, submitSignIn, type TestServer } from '../testing/server';

// RATE_LIMIT_PER_MINUTE and the sign-in limits are settings (README); the defaults stay 600
// requests a minute and 5 failed sign-ins within 15 minutes.

describe('limits as settings', () => {
  it('keep their defaults when unset', () => {
    const config = loadConfig({});
    expect(config.rateLimitPerMinute).toBe(600);
    expect(config.signIn).toEqual({ maxFailures: 5, lockMinutes: 15 });
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
        SIGN_IN_MAX_FAILURES: '2',
        SIGN_IN_LOCK_MINUTES: '1',
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

    it('answer 429 past the configured requests a minute', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 45; i += 1) statuses.push((await fetch(`${server.url}/health`)).status);
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(40);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
