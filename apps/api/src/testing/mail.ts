import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** The messages of `kind` queued for a member, oldest first (what the outbox sends). */
export async function queuedMail(db: Db, memberId: number, kind: string) {
  return db
    .select({
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      status: mailOutbox.status,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.memberId, memberId), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.id));
}
