import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountAudit, caughtMail, mailOutbox, members } from '../../db/schema';
import type { MailMessage } from './mail-templates';

// The outbox of outgoing mail and the embedded catcher's mailbox (DESIGN §1d).

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The member's first name and the address on file (the profile's primary email), if any. */
export async function mailRecipientOf(
  db: Db,
  memberId: number,
): Promise<{ firstName: string; email: string | null } | undefined> {
  const rows = await db
    .select({ firstName: members.firstName, email: members.primaryEmailAddress })
    .from(members)
    .where(eq(members.id, memberId));
  return rows[0];
}

/**
 * Adds a message to the outbox and records it in the account's history, in the caller's
 * transaction: the mail goes out only if what it tells of was saved.
 */
export async function enqueueMail(
  db: Db,
  row: { memberId: number; kind: string; toAddress: string; message: MailMessage },
): Promise<void> {
  await db.insert(mailOutbox).values({
    memberId: row.memberId,
    kind: row.kind,
    toAddress: row.toAddress,
    subject: row.message.subject,
    textBody: row.message.text,
    htmlBody: row.message.html,
  });
  await db
    .insert(accountAudit)
    .values({ memberId: row.memberId, event: 'mail-queued', detail: { kind: row.kind } });
}

/**
 * Takes the next message due: Pending with its time come. Its `due_at` moves `leaseSeconds` on, so
 * a server that stops while sending leaves it to be taken again later, never by two at once.
 */
export async function takeDueMail(
  db: Db,
  leaseSeconds: number,
  maxAttempts: number,
): Promise<OutboxRow | undefined> {
  const result = await db.execute(sql`
    update ${mailOutbox} set attempts = attempts + 1,
      due_at = now() + make_interval(secs => ${leaseSeconds})
    where id = (
      select o.id from ${mailOutbox} o
      where o.status = 'Pending' and o.due_at <= now() and o.attempts < ${maxAttempts}
      order by o.due_at, o.id
      limit 1
      for update skip locked
    )
    returning id, member_id as "memberId", kind, to_address as "toAddress", subject,
      text_body as "textBody", html_body as "htmlBody", status, attempts, due_at as "dueAt",
      last_error as "lastError", sent_at as "sentAt", created_at as "createdAt"
  `);
  return (result as unknown as { rows: OutboxRow[] }).rows[0];
}

export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'Sent', sentAt: new Date(), lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** How an outbox's failed attempt is written (the mail's, and the SMS outbox's). */
export type FailedAttempt = { isFinal: boolean; retryAfterSeconds: number };

/** A failed attempt's columns: tried again after `retryAfterSeconds`, or Failed for good. */
export function failedAttemptColumns(error: string, options: FailedAttempt) {
  return {
    status: options.isFinal ? ('Failed' as const) : ('Pending' as const),
    lastError: error.slice(0, 500),
    dueAt: sql`now() + make_interval(secs => ${options.retryAfterSeconds})`,
  };
}

/** A failed attempt: tried again after `retryAfterSeconds`, or Failed for good when `isFinal`. */
export async function markMailFailed(
  db: Db,
  id: number,
  error: string,
  options: FailedAttempt,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(failedAttemptColumns(error, options))
    .where(eq(mailOutbox.id, id));
}

export type CaughtMail = typeof caughtMail.$inferSelect;

export async function insertCaughtMail(
  db: Db,
  mail: Omit<typeof caughtMail.$inferInsert, 'id' | 'receivedAt'>,
): Promise<void> {
  await db.insert(caughtMail).values(mail);
}

/** The catcher's latest mail, newest first (the demo mailbox page). */
export async function latestCaughtMail(db: Db, limit: number): Promise<CaughtMail[]> {
  return db.select().from(caughtMail).orderBy(desc(caughtMail.id)).limit(limit);
}

export async function findCaughtMail(db: Db, id: number): Promise<CaughtMail | undefined> {
  const rows = await db.select().from(caughtMail).where(eq(caughtMail.id, id));
  return rows[0];
}
