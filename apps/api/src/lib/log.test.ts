import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../testing/server';
import { REDACTED, safeUrl, scrubText, serializeError } from './log';

// No personal data in the logs: the request lines, the errors and whatever a log call names.

const ID_NUMBER = '8001015009087';
const EMAIL = 'thandiwe.nkosi@example.co.za';
const ACCOUNT = '62812345678';

describe('the log serializers', () => {
  it('keep the names of a query’s parameters and drop their values', () => {
    expect(safeUrl('/auth/callback?code=abc123&state=xyz&iss=http%3A%2F%2Fx')).toBe(
      `/auth/callback?code=${REDACTED}&state=${REDACTED}&iss=${REDACTED}`,
    );
    expect(safeUrl('/api/Fund/Internal')).toBe('/api/Fund/Internal');
  });

  it('mask ID, passport and account numbers, e-mail addresses and tokens in text', () => {
    const text = `id ${ID_NUMBER} passport M1234567 account ${ACCOUNT} mail ${EMAIL} token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln`;
    const scrubbed = scrubText(text);
    for (const secret of [ID_NUMBER, 'M1234567', ACCOUNT, EMAIL, 'eyJhbGciOiJSUzI1NiJ9']) {
      expect(scrubbed).not.toContain(secret);
    }
  });

  it('take no query values out of a database error, its message, stack or cause', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: `Key (email)=(${EMAIL}) already exists.`,
    });
    const error = new DrizzleQueryError(
      'insert into "members" ("first_name", "id_number", "email") values ($1, $2, $3)',
      ['Thandiwe', ID_NUMBER, EMAIL],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    for (const secret of ['Thandiwe', ID_NUMBER, EMAIL]) expect(logged).not.toContain(secret);
    // What helps find the fault stays: the statement, the database's code and message.
    expect(logged).toContain('insert into \\"members\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('duplicate key value violates unique constraint');
  });
});

describe('the server’s log', () => {
  const lines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => server.close());

  it('holds no code, token or personal detail after a sign-in, a member’s calls and a sign-out', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    const profile = (await (await agent.api('/api/Profile/GetProfileDetails')).json()) as {
      profile: { idNumber: string; primaryEmailAddress: string };
    };
    await agent.api('/api/Fund/Internal');
    const logout = await agent.api('/auth/logout', { method: 'POST', json: {} });
    const { redirectUrl } = (await logout.json()) as { redirectUrl: string };
    expect(redirectUrl).toContain('id_token_hint=');
    await agent.navigate(redirectUrl);

    const log = lines.join('');
    expect(log).toContain('/auth/callback?code=[redacted]');
    expect(log).toContain('id_token_hint=[redacted]');
    const sessionCookies = [...agent.cookies].filter(([name]) => !name.startsWith('_interaction'));
    expect(sessionCookies.length).toBeGreaterThan(0);
    const secrets = [
      profile.profile.idNumber,
      profile.profile.primaryEmailAddress,
      ...sessionCookies.map(([, value]) => value),
    ];
    for (const secret of secrets.filter((value) => value.length > 0)) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/code=(?!\[redacted\])[\w-]{8,}/);
    expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });
});
