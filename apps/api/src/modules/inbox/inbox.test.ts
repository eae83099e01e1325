import { addDays } from '@portal/domain/dates';
import { buildSaId } from '@portal/domain/sa-id';
import { INBOX_PAGE_SIZE, type InboxNotice } from '@portal/contract/inbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailOutbox, memberNotices, members } from '../../db/schema';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { payloadOf } from '../../testing/profile';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import {
  idBeneficiary,
  nominationOf,
  passportBeneficiary,
  post,
  reference,
} from '../nomination/nomination.fixtures';
import { insertNotice } from './inbox.repository';
import { noticeOf, type NoticeContent } from './notice-content';

// The inbox (DESIGN §1e "Notices"): an event that tells the member is kept as a notice in the
// same transaction; the member finds it again (newest first, searched, filtered, paged), opens it
// (read once), and never sees or changes another member's.

const NOTICES = '/api/Inbox/GetNotices';
const UNREAD = '/api/Inbox/GetUnreadCount';
const MARK_READ = '/api/Inbox/MarkRead';

type Page = {
  success: boolean;
  notices: InboxNotice[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
};

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await privateTestDatabase('inbox');
  // No contributions look: its notices, told at start-up, would land among the counts below.
  server = await startTestServer({ CONTRIBUTION_LOOK_MINUTES: '0' }, { db: database.db });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function inboxOf(agent: Agent, query = ''): Promise<Page> {
  const response = await agent.api(`${NOTICES}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

async function unreadOf(agent: Agent): Promise<number> {
  const response = await agent.api(UNREAD);
  expect(response.status).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}

describe('notices written with the events they tell of', () => {
  it('keeps a death report with its reference, unread, and mails it', async () => {
    const agent = await signIn(server, 'staff@demo.local');
    const unreadBefore = await unreadOf(agent);
    const response = await agent.api('/api/Notifications/SendDeceasedMemberAlert', {
      method: 'POST',
      json: {
        deceasedFirstName: 'Nomsa',
        deceasedLastName: 'Dlamini',
        deceasedIdNumber: buildSaId({
          dateOfBirth: '1951-05-05',
          gender: 'female',
          sequence: 321,
          citizenship: 'citizen',
        }),
        dateOfDeath: addDays(TEST_TODAY, -3),
        relationship: 'Child',
        reporterName: 'Sipho Dlamini',
        reporterPhone: '+27 82 555 0199',
        reporterEmail: 'sipho@example.co.za',
        message: '',
      },
    });
    expect(response.status).toBe(200);
    const { reference: ref } = (await response.json()) as { reference: string };

    const inbox = await inboxOf(agent, '?category=claims');
    const notice = inbox.notices.find((n) => n.kind === 'death-reported');
    expect(notice).toMatchObject({
      category: 'claims',
      subject: `We received your report of a death (${ref})`,
      reference: ref,
      readAt: null,
    });
    expect(notice?.lines[0]?.text).toContain('you reported the death of Nomsa Dlamini');
    expect(await unreadOf(agent)).toBe(unreadBefore + 1);
    // No ID number of the deceased in what the member is told.
    expect(JSON.stringify(notice)).not.toMatch(/\d{13}/);

    const memberId = await memberIdOfUsername(server.db, 'staff@demo.local');
    const mail = await server.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.memberId, memberId), eq(mailOutbox.kind, 'death-reported')));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(notice?.subject);
  });

  it('keeps a nomination saved with the beneficiaries by name, and nothing for a refused save', async () => {
    const agent = await signIn(server, 'member0011@demo.local');
    const memberId = await memberIdOfUsername(server.db, 'member0011@demo.local');
    const start = await nominationOf(agent, 2);
    const saved = await post(agent, '/api/Nomination/processNomination', {
      membership: reference(start),
      beneficiaries: [
        { action: 'Insert', ...idBeneficiary(60, { firstName: 'Lerato', lastName: 'Mokoena' }) },
        { action: 'Insert', ...passportBeneficiary(40) },
      ],
      consent: true,
    });
    expect(saved.status).toBe(200);
    const [notice] = (await inboxOf(agent, '?category=beneficiaries')).notices;
    expect(notice?.kind).toBe('nomination-saved');
    expect(notice?.lines[0]?.text).toMatch(/You now nominate Lerato Mokoena and \S+ \S+\.$/);
    expect(notice?.lines).toContainEqual({
      text: 'Your beneficiaries',
      link: '/manage-beneficiaries',
    });

    // A stale version is refused: no notice, no mail.
    const count = async () =>
      (await server.db.select().from(memberNotices).where(eq(memberNotices.memberId, memberId)))
        .length;
    const before = await count();
    const stale = await post(agent, '/api/Nomination/processNomination', {
      membership: reference(start),
      beneficiaries: [{ action: 'Insert', ...idBeneficiary(100) }],
      consent: true,
    });
    expect(stale.status).toBe(409);
    expect(await count()).toBe(before);
  });

  it('keeps a changed mobile number as a security notice with its last three digits only', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    const profile = (
      (await (await agent.api('/api/Profile/GetProfileDetails')).json()) as {
        profile: Parameters<typeof payloadOf>[0];
      }
    ).profile;
    const response = await agent.api('/api/Profile/UpdateProfileDetails', {
      method: 'PUT',
      json: { ...payloadOf(profile), primaryPhoneNumber: '27831239876' },
    });
    expect(response.status).toBe(200);
    const [notice] = (await inboxOf(agent, '?category=security&search=mobile')).notices;
    expect(notice?.kind).toBe('phone-changed');
    expect(notice?.lines[0]?.text).toMatch(/changed to a number ending 876 on /);
    expect(JSON.stringify(notice)).not.toContain('831239876');
  });

  it('keeps the notice of a member with no email address, with no mail', async () => {
    const memberId = await memberIdOfUsername(server.db, 'member0007@demo.local');
    const agent = await signIn(server, 'member0007@demo.local');
    await server.db
      .update(members)
      .set({ primaryEmailAddress: null })
      .where(eq(members.id, memberId));
    const { tellMember } = await import('./tell-member');
    const mailed = await tellMember(
      server.db,
      memberId,
      { kind: 'switch-refused', fundName: 'Demo Fund', reason: 'The cut-off has passed.' },
      { portalName: 'Member Portal' },
    );
    expect(mailed).toBe(false);
    const [notice] = (await inboxOf(agent, '?category=investments')).notices;
    expect(notice?.subject).toBe('Your switch in Demo Fund was not made');
  });
});

describe('the inbox', () => {
  let agent: Agent;
  let memberId: number;
  beforeAll(async () => {
    agent = await signIn(server, 'retail@demo.local');
    memberId = await memberIdOfUsername(server.db, 'retail@demo.local');
    // 25 notices of two kinds, oldest first, each naming its number.
    for (let i = 1; i <= 25; i += 1) {
      const content: NoticeContent =
        i % 5 === 0
          ? { kind: 'statement-ready', fundName: `Zebra Fund ${i}` }
          : { kind: 'switch-refused', fundName: `Zebra Fund ${i}`, reason: 'Closed at ten%_past.' };
      await insertNotice(server.db, memberId, noticeOf(content, 'Member Portal'));
    }
  });

  it('lists the newest first, a page at a time, with the count that match', async () => {
    const first = await inboxOf(agent, '?search=zebra');
    expect(first.total).toBe(25);
    expect(first.pageSize).toBe(INBOX_PAGE_SIZE);
    expect(first.notices).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.notices[0]?.subject).toBe('Your Member Portal statement is ready');
    expect(first.notices[0]?.lines[0]?.text).toContain('Zebra Fund 25');
    expect(first.notices[1]?.subject).toBe('Your switch in Zebra Fund 24 was not made');
    const second = await inboxOf(agent, '?search=zebra&page=2');
    expect(second.notices).toHaveLength(5);
    expect(second.notices.at(-1)?.subject).toBe('Your switch in Zebra Fund 1 was not made');
    const ids = [...first.notices, ...second.notices].map((n) => n.id);
    expect(new Set(ids).size).toBe(25);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('finds every word of a search in any case, taking % and _ as themselves', async () => {
    expect((await inboxOf(agent, '?search=ZEBRA+fund+15')).total).toBe(1);
    // 1, 10 to 19 and 21.
    expect((await inboxOf(agent, '?search=fund+zebra+1')).total).toBe(12);
    expect((await inboxOf(agent, '?search=TEN%25_past')).total).toBe(20);
    expect((await inboxOf(agent, '?search=zebra+ten%25')).total).toBe(20);
    expect((await inboxOf(agent, '?search=zebra+t%25%25')).total).toBe(0);
    expect((await inboxOf(agent, '?search=zebra+ten__past')).total).toBe(0);
    expect((await inboxOf(agent, '?search=zebra_')).total).toBe(0);
  });

  it('filters by what a notice is about', async () => {
    const documents = await inboxOf(agent, '?search=zebra&category=documents');
    expect(documents.total).toBe(5);
    expect(documents.notices.every((n) => n.kind === 'statement-ready')).toBe(true);
  });

  it('refuses a bad search, filter or page with a message, and changes nothing', async () => {
    for (const query of [
      `?search=${'a'.repeat(101)}`,
      '?category=everything',
      '?page=0',
      '?page=x',
      '?search=%00',
    ]) {
      const response = await agent.api(`${NOTICES}${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/\S/);
    }
  });

  it('marks a notice read once, when opened, and counts the unread', async () => {
    const [notice] = (await inboxOf(agent, '?search=zebra+fund+15')).notices;
    if (!notice) throw new Error('no notice');
    const unread = await unreadOf(agent);
    const first = await agent.api(MARK_READ, { method: 'POST', json: { id: notice.id } });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, unread: unread - 1 });
    const [opened] = (await inboxOf(agent, '?search=zebra+fund+15')).notices;
    const readAt = opened?.readAt;
    expect(readAt).not.toBeNull();
    // Again: still read at the first time, the count unchanged.
    const again = await agent.api(MARK_READ, { method: 'POST', json: { id: notice.id } });
    expect(await again.json()).toEqual({ success: true, unread: unread - 1 });
    expect((await inboxOf(agent, '?search=zebra+fund+15')).notices[0]?.readAt).toBe(readAt);
  });

  it("never shows or marks another member's notice", async () => {
    const other = await signIn(server, 'hybrid@demo.local');
    const mine = (await inboxOf(agent, '?search=zebra')).notices.map((n) => n.id);
    expect((await inboxOf(other, '?search=zebra')).total).toBe(0);
    const target = mine.find(Boolean);
    const before = await server.db
      .select()
      .from(memberNotices)
      .where(eq(memberNotices.id, target ?? 0));
    const response = await other.api(MARK_READ, { method: 'POST', json: { id: target } });
    expect(response.status).toBe(404);
    const after = await server.db
      .select()
      .from(memberNotices)
      .where(eq(memberNotices.id, target ?? 0));
    expect(after).toEqual(before);
    // A notice that does not exist answers the same.
    const none = await other.api(MARK_READ, { method: 'POST', json: { id: 2_000_000_000 } });
    expect(none.status).toBe(404);
  });
});

describe('what a notice holds', () => {
  it("keeps the mail's words with links as portal paths, never a one-time link", () => {
    const place = { portalUrl: 'https://portal.example', schemeNumber: 'SCH 1', isRetail: false };
    const paid = noticeOf(
      { kind: 'withdrawal-paid', caseNo: 'W1', netCents: 123_456, place },
      'Member Portal',
    );
    expect(paid.reference).toBe('W1');
    expect(paid.lines.filter((line) => line.link).map((line) => line.link)).toEqual([
      '/statements-and-documents?tab=documents',
      '/statements-and-documents?tab=tax-certificates',
      '/claims/W1',
    ]);
    const requested = noticeOf(
      {
        kind: 'email-change-requested',
        at: new Date('2026-11-30T10:00:00Z'),
        newAddress: 'new@example.com',
        link: 'https://portal.example/auth/email-change/cancel?token=SECRET',
        hours: 24,
      },
      'Member Portal',
    );
    expect(JSON.stringify(requested)).not.toContain('SECRET');
    expect(requested.lines.every((line) => line.link === undefined)).toBe(true);
    expect(requested.lines.map((line) => line.text).join(' ')).toContain(
      'cancel the change with the link in the email we sent to your current address',
    );
  });
});
