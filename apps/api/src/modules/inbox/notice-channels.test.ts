import {
  NOTICE_CATEGORIES,
  SECURITY_ALWAYS_EMAILED_MESSAGE,
  SMS_NEEDS_MOBILE_MESSAGE,
  type NoticePreference,
} from '@portal/contract/inbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  caughtSms,
  mailOutbox,
  memberNotices,
  members,
  noticePreferences,
  smsOutbox,
} from '../../db/schema';
import { privateTestDatabase } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { enqueueSms } from './notice-channels.repository';
import { smsTextOf, tellMember } from './tell-member';

// How notices reach the member besides the inbox: their choice per category (security notices
// always mailed, SMS only to a mobile number on the profile), the SMS outbox worked through the
// gateway's simulator, and an SMS that says no more than the notice's subject.

const PREFERENCES = '/api/Inbox/Preferences';

type Answer = {
  success: boolean;
  preferences: NoticePreference[];
  mobileEnding: string | null;
  hasEmail: boolean;
};

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await privateTestDatabase('notice_channels');
  server = await startTestServer({}, { db: database.db });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

function all(overrides: Partial<Record<string, Partial<NoticePreference>>> = {}) {
  return NOTICE_CATEGORIES.map((category) => ({
    category,
    email: true,
    sms: false,
    ...overrides[category],
  }));
}

async function preferencesOf(agent: Agent): Promise<Answer> {
  const response = await agent.api(PREFERENCES);
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

async function save(agent: Agent, preferences: unknown) {
  const response = await agent.api(PREFERENCES, { method: 'PUT', json: { preferences } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the member’s choice of how notices reach them', () => {
  let agent: Agent;
  let memberId: number;
  beforeAll(async () => {
    agent = await signIn(server, 'institutional@demo.local');
    memberId = await memberIdOfUsername(server.db, 'institutional@demo.local');
  });

  it('starts with email on and SMS off for every category, and names the mobile number', async () => {
    const answer = await preferencesOf(agent);
    expect(answer.preferences).toEqual(all());
    expect(answer.mobileEnding).toMatch(/^\d{3}$/);
    expect(answer.hasEmail).toBe(true);
  });

  it('saves a choice, and a statement notice then goes to the inbox and by SMS only', async () => {
    const saved = await save(agent, all({ documents: { email: false, sms: true } }));
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toEqual(all({ documents: { email: false, sms: true } }));
    expect((await preferencesOf(agent)).preferences).toEqual(saved.body.preferences);

    const mailBefore = await server.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.memberId, memberId), eq(mailOutbox.kind, 'statement-ready')));
    const mailed = await tellMember(
      server.db,
      memberId,
      { kind: 'statement-ready', fundName: 'Demo Pension Fund' },
      { portalName: 'Member Portal' },
    );
    expect(mailed).toBe(false);
    const mailAfter = await server.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.memberId, memberId), eq(mailOutbox.kind, 'statement-ready')));
    expect(mailAfter).toHaveLength(mailBefore.length);
    const [sms] = await server.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.memberId, memberId), eq(smsOutbox.kind, 'statement-ready')));
    expect(sms?.text).toBe(
      'Member Portal: Your Member Portal statement is ready. Sign in to read it in your inbox.',
    );
    const notices = await server.db
      .select()
      .from(memberNotices)
      .where(and(eq(memberNotices.memberId, memberId), eq(memberNotices.kind, 'statement-ready')));
    expect(notices.length).toBeGreaterThan(0);

    // The worker hands it to the gateway's simulator, which keeps it for the demo mailbox.
    await server.app.smsOutbox.runOnce();
    const [sent] = await server.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.id, sms?.id ?? 0));
    expect(sent?.status).toBe('Sent');
    const caught = await server.db
      .select()
      .from(caughtSms)
      .where(eq(caughtSms.gatewayId, sent?.gatewayId ?? ''));
    expect(caught).toEqual([expect.objectContaining({ toNumber: sms?.toNumber, text: sms?.text })]);
    // The demo mailbox page shows it under its text messages.
    const mailbox = await (await agent.request('/idp/mailbox')).text();
    expect(mailbox).toContain('<h2>Text messages</h2>');
    expect(mailbox).toContain(sms?.text);
  });

  it('always mails a security notice, whatever else is chosen', async () => {
    const refused = await save(agent, all({ security: { email: false } }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SECURITY_ALWAYS_EMAILED_MESSAGE);
    expect(refused.body.fieldErrors).toEqual({
      [`preferences.${NOTICE_CATEGORIES.indexOf('security')}.email`]: [
        SECURITY_ALWAYS_EMAILED_MESSAGE,
      ],
    });
    // Even a row written some other way does not stop the mail.
    await server.db
      .update(noticePreferences)
      .set({ email: false })
      .where(
        and(eq(noticePreferences.memberId, memberId), eq(noticePreferences.category, 'security')),
      );
    expect(
      await tellMember(
        server.db,
        memberId,
        { kind: 'password-changed', at: new Date(), how: 'changed' },
        { portalName: 'Member Portal' },
      ),
    ).toBe(true);
  });

  it('refuses SMS without a mobile number, and a list that is not one of each, changing nothing', async () => {
    const other = await signIn(server, 'member0008@demo.local');
    const otherId = await memberIdOfUsername(server.db, 'member0008@demo.local');
    await server.db
      .update(members)
      .set({ primaryContactNumber: null })
      .where(eq(members.id, otherId));
    const noMobile = await save(other, all({ claims: { sms: true } }));
    expect(noMobile.status).toBe(400);
    expect(noMobile.body.message).toBe(SMS_NEEDS_MOBILE_MESSAGE);
    expect((await preferencesOf(other)).mobileEnding).toBeNull();

    const twice = all();
    twice[1] = { ...twice[0]!, category: twice[0]!.category };
    for (const body of [twice, all().slice(1), [...all(), all()[0]]]) {
      expect((await save(other, body)).status).toBe(400);
    }
    expect(
      await server.db
        .select()
        .from(noticePreferences)
        .where(eq(noticePreferences.memberId, otherId)),
    ).toEqual([]);
  });
});

describe('the SMS', () => {
  it('holds the subject only, within one message', () => {
    const text = smsTextOf({ subject: 'x'.repeat(300) }, 'Member Portal');
    expect(text).toHaveLength(160);
    expect(text.endsWith('…')).toBe(true);
  });

  it('is tried again later when the gateway cannot be reached, and kept', async () => {
    const memberId = await memberIdOfUsername(server.db, 'hybrid@demo.local');
    await enqueueSms(server.db, {
      memberId,
      kind: 'switch-done',
      // The simulator's rule 1: a number ending in 000 is not reached.
      toNumber: '27820000000',
      text: 'Member Portal: Your switch in Demo Fund is done. Sign in to read it in your inbox.',
    });
    await server.app.smsOutbox.runOnce();
    const [row] = await server.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.memberId, memberId), eq(smsOutbox.toNumber, '27820000000')));
    expect(row).toMatchObject({ status: 'Pending', attempts: 1, gatewayId: null });
    expect(row?.lastError).toMatch(/did not answer/);
    expect(row?.dueAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });
});
