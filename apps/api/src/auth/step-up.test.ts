import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@portal/contract/profile';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { NOT_THE_SIGNED_IN_MEMBER } from '../idp/pages';
import { ACR_BASIC, ACR_STRONGEST } from '../idp/provider';
import { escapeHtml } from '../lib/html';
import { STEP_UP_MESSAGE } from '../plugins/member-auth';
import { privateTestDatabase } from '../testing/database';
import { payloadOf } from '../testing/profile';
import { Agent, DEMO_PASSWORD, signIn, startTestServer, type TestServer } from '../testing/server';
import { hashSessionId } from './session.service';

// Step-up (DESIGN §1d): money and identity changes need the member to have proved who they are
// within 5 minutes with their strongest method; the portal asks the provider again (prompt=login,
// max_age=0) and the session carries on with the new authentication time.

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await privateTestDatabase('step_up');
  server = await startTestServer({}, { db: database.db });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

function idHashOf(agent: Agent): string {
  const cookie = agent.cookies.get('portal_session') ?? '';
  return hashSessionId(decodeURIComponent(cookie).replace(/\.[^.]*$/, ''));
}

async function sessionOf(agent: Agent) {
  const rows = await server.db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, idHashOf(agent)));
  return rows[0];
}

/** The session's sign-in made `minutes` ago (the clock of the test, not a wait). */
async function signedInAgo(agent: Agent, minutes: number): Promise<void> {
  await server.db
    .update(sessions)
    .set({ authTime: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.idHash, idHashOf(agent)));
}

// Money moves (a savings withdrawal submitted, its bank account verified) are confirmed with
// their details shown: savings-claim.test.ts ('confirmations bound to what they confirm').
const IDENTITY_CHANGES: [string, (agent: Agent, profile: Profile) => Promise<Response>][] = [
  [
    'changing the email address',
    (agent, profile) =>
      agent.api('/api/Profile/UpdateProfileDetails', {
        method: 'PUT',
        json: { ...payloadOf(profile), primaryEmailAddress: 'someone.else@example.co.za' },
      }),
  ],
  [
    'changing the phone number',
    (agent, profile) =>
      agent.api('/api/Profile/UpdateProfileDetails', {
        method: 'PUT',
        json: { ...payloadOf(profile), primaryPhoneNumber: '27821234567' },
      }),
  ],
  [
    'changing the recovery email address',
    (agent) =>
      agent.api('/api/Account/UpdatePersonalDetails', {
        method: 'POST',
        json: { recoveryEmailAddress: 'someone.else@example.co.za' },
      }),
  ],
];

async function isSignedIn(agent: Agent): Promise<boolean> {
  const session = (await (await agent.api('/auth/session')).json()) as { authenticated: boolean };
  return session.authenticated;
}

async function profileOf(agent: Agent): Promise<Profile> {
  const answer = (await (await agent.api('/api/Profile/GetProfileDetails')).json()) as {
    profile: Profile;
  };
  return answer.profile;
}

describe('step-up before identity moves', () => {
  it.each(IDENTITY_CHANGES)(
    '%s is refused after 5 minutes, and with less than the strongest method',
    async (_name, call) => {
      const agent = await signIn(server, 'member0006@demo.local');
      const before = await profileOf(agent);
      await signedInAgo(agent, 6);
      const late = await call(agent, before);
      expect(late.status).toBe(403);
      expect(await late.json()).toEqual({
        success: false,
        code: 'STEP_UP_REQUIRED',
        message: STEP_UP_MESSAGE,
      });
      await signedInAgo(agent, 0);
      await server.db
        .update(sessions)
        .set({ acr: ACR_BASIC })
        .where(eq(sessions.idHash, idHashOf(agent)));
      expect((await call(agent, before)).status).toBe(403);
      // Nothing changed.
      expect(await profileOf(agent)).toEqual(before);
    },
  );

  it('lets other profile changes through without it', async () => {
    const agent = await signIn(server, 'member0006@demo.local');
    const profile = await profileOf(agent);
    await signedInAgo(agent, 60);
    const answer = await agent.api('/api/Profile/UpdateProfileDetails', {
      method: 'PUT',
      json: { ...payloadOf(profile), city: 'Mthatha' },
    });
    expect(answer.status).toBe(200);
  });

  it('asks for the password again, never "Continue as", and keeps the session', async () => {
    const agent = await signIn(server, 'member0006@demo.local');
    await signedInAgo(agent, 10);
    const idHash = idHashOf(agent);
    const start = await agent.request('/auth/step-up');
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.searchParams.get('prompt')).toBe('login');
    expect(authorize.searchParams.get('max_age')).toBe('0');
    // The provider is asked which method was used: the strongest the member has, or a weaker one.
    expect(authorize.searchParams.get('acr_values')).toBe(`${ACR_STRONGEST} ${ACR_BASIC}`);
    const page = await agent.navigate(authorize.toString());
    const html = await page.response.text();
    expect(html).toContain('<h1>Confirm it is you</h1>');
    expect(html).toContain('value="member0006@demo.local"');
    expect(html).not.toContain('Continue as');
    // "Continue as" posted anyway does not finish it.
    const skipped = await agent.request(`${page.url}/continue`, { method: 'POST' });
    expect(skipped.headers.get('location') ?? '').toContain('/interaction/');

    const done = await agent.navigate(`${page.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'member0006@demo.local',
        password: DEMO_PASSWORD,
      }).toString(),
    });
    expect(done.url).toBe(`${server.url}/auth/step-up/done`);
    expect(await done.response.text()).toContain('You have confirmed it is you.');
    expect(idHashOf(agent)).toBe(idHash);
    const row = await sessionOf(agent);
    expect(row?.authTime?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const profile = await profileOf(agent);
    const changed = await agent.api('/api/Profile/UpdateProfileDetails', {
      method: 'PUT',
      json: { ...payloadOf(profile), primaryPhoneNumber: '27821234567' },
    });
    expect(changed.status).toBe(200);
  });

  it('does not count another account’s password', async () => {
    const agent = await signIn(server, 'member0006@demo.local');
    await signedInAgo(agent, 10);
    const start = await agent.request('/auth/step-up');
    const page = await agent.navigate(start.headers.get('location') ?? '');
    const other = await agent.navigate(`${page.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'member0009@demo.local',
        password: DEMO_PASSWORD,
      }).toString(),
    });
    expect(other.response.status).toBe(403);
    const said = await other.response.text();
    expect(said).toContain('<h1>We could not confirm it is you</h1>');
    expect(said).toContain(escapeHtml(NOT_THE_SIGNED_IN_MEMBER));
    expect(await isSignedIn(agent)).toBe(true);
    // The provider's page says so, on the portal's own page; the portal's session is still the
    // first member's, with the old sign-in time: no change goes through.
    const row = await sessionOf(agent);
    expect(row?.afGroupId).toBe('AF0000006');
    expect(row?.authTime?.getTime()).toBeLessThan(Date.now() - 9 * 60_000);
    const profile = await profileOf(agent);
    const refused = await agent.api('/api/Profile/UpdateProfileDetails', {
      method: 'PUT',
      json: { ...payloadOf(profile), primaryPhoneNumber: '27829876543' },
    });
    expect(refused.status).toBe(403);
  });

  it('sends a browser without a session to sign in', async () => {
    const response = await new Agent(server).request('/auth/step-up');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });
});
