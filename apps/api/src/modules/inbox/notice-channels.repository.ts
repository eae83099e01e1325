import { and, desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTICE_CHANNELS,
  NOTICE_CATEGORIES,
  type NoticeCategory,
  type NoticePreference,
} from '@portal/contract/inbox';
import type { Db } from '../../db/client';
import { caughtSms, members, noticePreferences, smsOutbox } from '../../db/schema';
import { failedAttemptColumns, type FailedAttempt } from '../mail/mail.repository';

// How a member's notices go out besides the inbox: their choice per category, and the SMS outbox
// the SMS worker sends from (sms-outbox.ts).

export type Channels = { email: boolean; sms: boolean };

/** The member's choice for one category, or the default. */
export async function channelsOf(
  db: Db,
  memberId: number,
  category: NoticeCategory,
): Promise<Channels> {
  const rows = await db
    .select({ email: noticePreferences.email, sms: noticePreferences.sms })
    .from(noticePreferences)
    .where(and(eq(noticePreferences.memberId, memberId), eq(noticePreferences.category, category)));
  return rows[0] ?? { ...DEFAULT_NOTICE_CHANNELS };
}

/** The member's choice for every category, in NOTICE_CATEGORIES' order. */
export async function preferencesOf(db: Db, memberId: number): Promise<NoticePreference[]> {
  const rows = await db
    .select()
    .from(noticePreferences)
    .where(eq(noticePreferences.memberId, memberId));
  return NOTICE_CATEGORIES.map((category) => {
    const row = rows.find((r) => r.category === category);
    return { category, ...(row ? { email: row.email, sms: row.sms } : DEFAULT_NOTICE_CHANNELS) };
  });
}

/** Writes the member's choice for every category given (in the caller's transaction). */
export async function savePreferences(
  db: Db,
  memberId: number,
  preferences: readonly NoticePreference[],
  at: Date,
): Promise<void> {
  for (const { category, email, sms } of preferences) {
    await db
      .insert(noticePreferences)
      .values({ memberId, category, email, sms, updatedAt: at })
      .onConflictDoUpdate({
        target: [noticePreferences.memberId, noticePreferences.category],
        set: { email, sms, updatedAt: at },
      });
  }
}

/** The mobile number on the member's profile (international form, digits only), or null. */
export async function mobileNumberOf(db: Db, memberId: number): Promise<string | null> {
  const rows = await db
    .select({ number: members.primaryContactNumber })
    .from(members)
    .where(eq(members.id, memberId));
  const digits = (rows[0]?.number ?? '').replace(/\D/g, '');
  return digits === '' ? null : digits;
}

/** Whether the member's profile has an email address for notices' mail. */
export async function hasEmailAddress(db: Db, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ email: members.primaryEmailAddress })
    .from(members)
    .where(eq(members.id, memberId));
  return Boolean(rows[0]?.email);
}

export type SmsRow = typeof smsOutbox.$inferSelect;

export async function enqueueSms(
  db: Db,
  row: { memberId: number; kind: string; toNumber: string; text: string },
): Promise<void> {
  await db.insert(smsOutbox).values(row);
}

/** Takes the next SMS due, leasing it for `leaseSeconds` (mail.repository's takeDueMail). */
export async function takeDueSms(
  db: Db,
  leaseSeconds: number,
  maxAttempts: number,
): Promise<SmsRow | undefined> {
  const result = await db.execute(sql`
    update ${smsOutbox} set attempts = attempts + 1,
      due_at = now() + make_interval(secs => ${leaseSeconds})
    where id = (
      select o.id from ${smsOutbox} o
      where o.status = 'Pending' and o.due_at <= now() and o.attempts < ${maxAttempts}
      order by o.due_at, o.id
      limit 1
      for update skip locked
    )
    returning id, member_id as "memberId", kind, to_number as "toNumber", text, status, attempts,
      due_at as "dueAt", last_error as "lastError", gateway_id as "gatewayId",
      sent_at as "sentAt", created_at as "createdAt"
  `);
  return (result as unknown as { rows: SmsRow[] }).rows[0];
}

export async function markSmsSent(db: Db, id: number, gatewayId: string): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ status: 'Sent', sentAt: new Date(), gatewayId, lastError: null })
    .where(eq(smsOutbox.id, id));
}

export async function markSmsFailed(
  db: Db,
  id: number,
  error: string,
  options: FailedAttempt,
): Promise<void> {
  await db.update(smsOutbox).set(failedAttemptColumns(error, options)).where(eq(smsOutbox.id, id));
}

/** What the SMS gateway simulator accepted (the demo mailbox shows it). */
export async function insertCaughtSms(
  db: Db,
  sms: { to: string; text: string; messageId: string },
): Promise<void> {
  await db.insert(caughtSms).values({ toNumber: sms.to, text: sms.text, gatewayId: sms.messageId });
}

/** The simulator's latest text messages, newest first (the demo mailbox page). */
export async function latestCaughtSms(db: Db, limit: number) {
  return db.select().from(caughtSms).orderBy(desc(caughtSms.id)).limit(limit);
}
