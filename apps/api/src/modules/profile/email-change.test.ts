import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, ProfileChange } from '@portal/contract/profile';
import type { Database } from '../../db/client';
import { emailChanges, passwordResets, profileAudit } from '../../db/schema';
import { tokenHash } from '../../idp/account.service';
import { escapeHtml } from '../../lib/html';
import { privateTestDatabase } from '../../testing/database';
import { formOf, linkIn } from '../../testing/email-change';
import { queuedMail } from '../../testing/mail';
import { memberIdOfUsername } from '../../testing/members';
import { payloadOf } from '../../testing/profile';
import { Agent, signIn, startTestServer, type TestServer } from '../../testing/server';
import { CANCELLED_MESSAGE, CONFIRMED_MESSAGE, REFUSALS } from './email-change.routes';
import { NOTHING_WAITING, TOO_MANY_RESENDS } from './email-change.service';

// A new primary email address takes effect only when confirmed from that address (decision 032),
// on the real server and database: the save, both mails, the two links' pages (opened without a
// session, as from a mail on another device) and the profile page's cancel and resend calls.

const UPDATE = '/api/Profile/UpdateProfileDetails';
const CONFIRM = '/email-address/confirm';
const CANCEL = '/email-address/cancel';

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await privateTestDatabase('email_change');
  server = await startTestServer({}, { db: database.db });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function profileOf(agent: Agent): Promise<Profile> {
  const response = await agent.api('/api/Profile/GetProfileDetails');
  return ((await response.json()) as { profile: Profile }).profile;
}

async function changesOf(agent: Agent): Promise<ProfileChange[]> {
  const response = await agent.api('/api/Profile/GetProfileChanges');
  return ((await response.json()) as { changes: ProfileChange[] }).changes;
}

async function askFor(agent: Agent, newAddress: string): Promise<void> {
  const before = await profileOf(agent);
  const response = await agent.api(UPDATE, {
    method: 'PUT',
    json: { ...payloadOf(before), primaryEmailAddress: newAddress },
  });
  expect(response.status).toBe(200);
}

/** The newest link to `path` mailed to the member as `kind`. */
async function mailedLink(memberId: number, kind: string, path: string): Promise<string> {
  const mail = await queuedMail(server.db, memberId, kind);
  return linkIn(mail.at(-1)?.text ?? '', path);
}

/** A browser with no session: the member's phone, or whoever reads the old address. */
function elsewhere(): Agent {
  return new Agent(server);
}

async function press(link: string): Promise<{ status: number; text: string }> {
  const response = await elsewhere().request(new URL(link, server.url).pathname, formOf(link));
  return { status: response.status, text: await response.text() };
}

async function auditSources(memberId: number): Promise<string[]> {
  const rows = await server.db
    .select({ source: profileAudit.source })
    .from(profileAudit)
    .where(eq(profileAudit.memberId, memberId))
    .orderBy(profileAudit.id);
  return rows.map((row) => row.source);
}

describe('a new email address, confirmed from that address', () => {
  it('takes effect once confirmed: audited, reset links closed, the old address told', async () => {
    const username = 'member0011@demo.local';
    const agent = await signIn(server, username);
    const memberId = await memberIdOfUsername(server.db, username);
    const oldAddress = (await profileOf(agent)).primaryEmailAddress ?? '';
    expect(oldAddress).toMatch(/@/);
    await askFor(agent, 'thandi.new@example.co.za');
    const reset = 'reset-link-mailed-before-the-change';
    await server.db.insert(passwordResets).values({
      tokenHash: tokenHash(reset),
      memberId,
      expiresAt: new Date(Date.now() + 600_000),
    });

    const link = await mailedLink(memberId, 'email-change-confirm', CONFIRM);
    // Opening the link (as a mail scanner would) shows the address and changes nothing.
    const page = await elsewhere().request(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // The page's words as read (the address may break after its dots: <wbr>).
    const shown = (await page.text()).replace(/<wbr>/g, '');
    expect(shown).toContain('thandi.new@example.co.za');
    expect(shown).toContain('Confirm this email address');
    expect((await profileOf(agent)).primaryEmailAddress).toBe(oldAddress);

    const done = await press(link);
    expect(done.status).toBe(200);
    expect(done.text).toContain(escapeHtml(CONFIRMED_MESSAGE));
    const after = await profileOf(agent);
    expect(after.primaryEmailAddress).toBe('thandi.new@example.co.za');
    expect(after.pendingEmailChange).toBeUndefined();
    expect((await changesOf(agent))[0]?.fields).toEqual(['Email address']);
    expect((await auditSources(memberId)).slice(-2)).toEqual([
      'RequestEmailChange',
      'ConfirmEmailChange',
    ]);
    // The reset link mailed to the old address no longer sets a password.
    expect((await elsewhere().request(`/idp/reset-password?token=${reset}`)).status).toBe(400);
    const told = await queuedMail(server.db, memberId, 'email-changed');
    expect(told.map((m) => m.toAddress)).toEqual([oldAddress]);
    expect(told[0]?.text).toContain('changed to t***@example.co.za');
    expect(told[0]?.text).not.toContain('thandi.new@');

    // The link works once: pressed again or opened again, it is refused with the reason.
    const again = await press(link);
    expect(again.status).toBe(400);
    expect(again.text).toContain(escapeHtml(REFUSALS.confirm.confirmed));
    expect((await elsewhere().request(link)).status).toBe(400);
    expect(await queuedMail(server.db, memberId, 'email-changed')).toHaveLength(1);
    // The cancel link mailed to the old address can no longer undo it.
    const cancel = await mailedLink(memberId, 'email-change-requested', CANCEL);
    const late = await press(cancel);
    expect(late.status).toBe(400);
    expect(late.text).toContain(escapeHtml(REFUSALS.cancel.confirmed));
    expect((await profileOf(agent)).primaryEmailAddress).toBe('thandi.new@example.co.za');
  });

  it('refuses an expired link, and keeps the old address', async () => {
    const username = 'member0012@demo.local';
    const agent = await signIn(server, username);
    const memberId = await memberIdOfUsername(server.db, username);
    const before = await profileOf(agent);
    await askFor(agent, 'late.confirm@example.co.za');
    const link = await mailedLink(memberId, 'email-change-confirm', CONFIRM);
    // A day and a second later (the setting's default is 24 hours).
    const created = await server.db
      .update(emailChanges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(emailChanges.memberId, memberId), isNull(emailChanges.closedAt)))
      .returning({ createdAt: emailChanges.createdAt, id: emailChanges.id });
    expect(created).toHaveLength(1);
    expect((await profileOf(agent)).pendingEmailChange).toBeUndefined();
    const refused = await press(link);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(escapeHtml(REFUSALS.confirm.expired));
    expect((await profileOf(agent)).primaryEmailAddress).toBe(before.primaryEmailAddress);
    expect(await queuedMail(server.db, memberId, 'email-changed')).toEqual([]);
  });

  it('asks for 24 hours by default, stated in the mail and in the profile', async () => {
    const username = 'member0005@demo.local';
    const agent = await signIn(server, username);
    const memberId = await memberIdOfUsername(server.db, username);
    const asked = Date.now();
    await askFor(agent, 'on.time@example.co.za');
    const pending = (await profileOf(agent)).pendingEmailChange;
    expect(pending?.newAddress).toBe('on.time@example.co.za');
    const hours = (Date.parse(pending?.expiresAt ?? '') - asked) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    const [mail] = await queuedMail(server.db, memberId, 'email-change-confirm');
    expect(mail?.text).toContain('expires in 24 hours');
  });

  it('is stopped by the cancel link mailed to the old address, opened without a session', async () => {
    const username = 'member0006@demo.local';
    const agent = await signIn(server, username);
    const memberId = await memberIdOfUsername(server.db, username);
    const before = await profileOf(agent);
    await askFor(agent, 'intruder@example.co.za');
    const cancel = await mailedLink(memberId, 'email-change-requested', CANCEL);
    const confirm = await mailedLink(memberId, 'email-change-confirm', CONFIRM);
    // The old address's page shows the new address masked, as its mail did.
    const page = (await (await elsewhere().request(cancel)).text()).replace(/<wbr>/g, '');
    expect(page).toContain('i***@example.co.za');
    expect(page).not.toContain('intruder@');

    const done = await press(cancel);
    expect(done.status).toBe(200);
    expect(done.text).toContain(escapeHtml(CANCELLED_MESSAGE));
    expect((await profileOf(agent)).pendingEmailChange).toBeUndefined();
    expect((await auditSources(memberId)).at(-1)).toBe('CancelEmailChange');

    const refused = await press(confirm);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(escapeHtml(REFUSALS.confirm.cancelled));
    expect((await press(cancel)).text).toContain(escapeHtml(REFUSALS.cancel.cancelled));
    expect(await profileOf(agent)).toEqual(before);
  });

  it('is replaced by a newer change: the older link is refused, the newer one works', async () => {
    const username = 'member0007@demo.local';
    const agent = await signIn(server, username);
    const memberId = await memberIdOfUsername(server.db, username);
    await askFor(agent, 'first.typo@example.co.za');
    const first = await mailedLink(memberId, 'email-change-confirm', CONFIRM);
    await askFor(agent, 'second.right@example.co.za');
    const second = await mailedLink(memberId, 'email-change-confirm', CONFIRM);
    expect((await profileOf(agent)).pendingEmailChange?.newAddress).toBe(
      'second.right@example.co.za',
    );
    const open = await server.db
      .select()
      .from(emailChanges)
      .where(and(eq(emailChanges.memberId, memberId), isNull(emailChanges.closedAt)));
    expect(open).toHaveLength(1);
    // Only hashes are kept: no mailed token is in the table.
    const token = new URL(second, server.url).searchParams.get('token') ?? '';
    expect(JSON.stringify(open)).not.toContain(token);

    const refused = await press(first);
    expect(refused.text).toContain(escapeHtml(REFUSALS.confirm.replaced));
    expect((await press(second)).status).toBe(200);
    expect((await profileOf(agent)).primaryEmailAddress).toBe('second.right@example.co.za');
  });

  it('takes a change of letter case or spaces alone as no change: nothing stored, no mail', async () => {
    const username = 'member0008@demo.local';
    const agent = await signIn(server, username);
    const memberId = await memberIdOfUsername(server.db, username);
    const before = await profileOf(agent);
    const address = before.primaryEmailAddress ?? '';
    expect(address).toMatch(/@/);
    const audit = await auditSources(memberId);
    for (const variant of [address.toUpperCase(), `  ${address} `]) {
      const response = await agent.api(UPDATE, {
        method: 'PUT',
        json: { ...payloadOf(before), primaryEmailAddress: variant },
      });
      expect(response.status).toBe(200);
    }
    expect(await profileOf(agent)).toEqual(before);
    expect(await auditSources(memberId)).toEqual(audit);
    for (const kind of ['email-change-confirm', 'email-change-requested', 'email-changed'])
      expect(await queuedMail(server.db, memberId, kind)).toEqual([]);
  });

  it('refuses a made-up or cut-off link without changing anything', async () => {
    for (const path of [CONFIRM, CANCEL]) {
      for (const query of [
        '',
        '?token=',
        '?token=not-a-token-we-made-1234567890',
        '?token=a%00b',
      ]) {
        const page = await elsewhere().request(`${path}${query}`);
        expect(page.status, `${path}${query}`).toBe(400);
        expect(await page.text()).toContain(escapeHtml(REFUSALS.confirm.unknown));
      }
      expect((await press(`${path}?token=not-a-token-we-made-1234567890`)).status).toBe(400);
    }
  });
});

describe('the profile page’s cancel and resend', () => {
  const CANCEL_CALL = '/api/Profile/CancelEmailChange';
  const RESEND_CALL = '/api/Profile/ResendEmailChange';

  it('resends a fresh link (the older stops working), then cancels the change', async () => {
    const username = 'member0009@demo.local';
    const agent = await signIn(server, username);
    const memberId = await memberIdOfUsername(server.db, username);
    const before = await profileOf(agent);
    const nothing = await agent.api(RESEND_CALL, { method: 'POST' });
    expect(nothing.status).toBe(404);
    expect(await nothing.json()).toMatchObject({ success: false, message: NOTHING_WAITING });

    await askFor(agent, 'slow.inbox@example.co.za');
    const first = await mailedLink(memberId, 'email-change-confirm', CONFIRM);
    const resent = await agent.api(RESEND_CALL, { method: 'POST' });
    expect(resent.status).toBe(200);
    const mail = await queuedMail(server.db, memberId, 'email-change-confirm');
    expect(mail.map((m) => m.toAddress)).toEqual([
      'slow.inbox@example.co.za',
      'slow.inbox@example.co.za',
    ]);
    const second = await mailedLink(memberId, 'email-change-confirm', CONFIRM);
    expect(second).not.toBe(first);
    expect((await press(first)).text).toContain(escapeHtml(REFUSALS.confirm.unknown));
    // Past the limit, no more mail.
    for (let i = 0; i < 2; i += 1)
      expect((await agent.api(RESEND_CALL, { method: 'POST' })).status).toBe(200);
    const refused = await agent.api(RESEND_CALL, { method: 'POST' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: TOO_MANY_RESENDS });
    expect(await queuedMail(server.db, memberId, 'email-change-confirm')).toHaveLength(4);

    const latest = await mailedLink(memberId, 'email-change-confirm', CONFIRM);
    const cancelled = await agent.api(CANCEL_CALL, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(await profileOf(agent)).toEqual(before);
    expect((await press(latest)).text).toContain(escapeHtml(REFUSALS.confirm.cancelled));
    // Cancelling again is no error: nothing is waiting.
    expect((await agent.api(CANCEL_CALL, { method: 'POST' })).status).toBe(200);
  });

  it('refuses both calls without a session', async () => {
    for (const path of [CANCEL_CALL, RESEND_CALL]) {
      const response = await elsewhere().api(path, { method: 'POST' });
      expect(response.status).toBe(401);
    }
  });

  it('lets the recovery details call set no primary email address', async () => {
    const username = 'member0010@demo.local';
    const agent = await signIn(server, username);
    const memberId = await memberIdOfUsername(server.db, username);
    const before = await profileOf(agent);
    const response = await agent.api('/api/Account/UpdatePersonalDetails', {
      method: 'POST',
      json: { primaryEmailAddress: 'sneaky@example.co.za' },
    });
    expect(response.status).toBe(200);
    expect(await profileOf(agent)).toEqual(before);
    expect(await queuedMail(server.db, memberId, 'email-change-confirm')).toEqual([]);
  });
});
