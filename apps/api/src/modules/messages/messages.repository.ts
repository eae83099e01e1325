import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { MessageThreadStatus, ThreadTopic } from '@portal/contract/calls/messages';
import type { Db } from '../../db/client';
import { messageAttachments, messageThreads, threadMessages } from '../../db/schema';

// Messages to the fund (issue 48 point 4): every read of a member's threads and attachments is
// scoped by member_id, so another member's is as absent as none. Writes run in the caller's
// transaction.

export type ThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof threadMessages.$inferSelect;
export type AttachmentInfo = Omit<typeof messageAttachments.$inferSelect, 'content'>;

/** The most threads a member's list shows (the latest first). */
const THREAD_LIST_MAX = 200;

export async function insertThread(
  tx: Db,
  thread: {
    reference: string;
    memberId: number;
    topic: ThreadTopic;
    subject: string;
    idempotencyKey: string | null;
    replyDueAt: Date;
  },
): Promise<ThreadRow> {
  const [row] = await tx
    .insert(messageThreads)
    .values({ ...thread, status: 'WaitingForFund' })
    .returning();
  if (!row) throw new Error('thread not written');
  return row;
}

export async function insertMessage(
  tx: Db,
  message: {
    threadId: number;
    sender: 'member' | 'fund';
    body: string;
    asksForDocument?: boolean;
    idempotencyKey?: string | null;
  },
): Promise<MessageRow> {
  const [row] = await tx.insert(threadMessages).values(message).returning();
  if (!row) throw new Error('message not written');
  return row;
}

export async function insertAttachment(
  tx: Db,
  attachment: {
    fileId: string;
    messageId: number;
    memberId: number;
    fileName: string;
    contentType: string;
    content: Buffer;
  },
): Promise<void> {
  await tx
    .insert(messageAttachments)
    .values({ ...attachment, sizeBytes: attachment.content.length });
}

/** The member's thread started with this idempotency key, if any. */
export async function findThreadByKey(
  db: Db,
  memberId: number,
  idempotencyKey: string,
): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(messageThreads)
    .where(
      and(eq(messageThreads.memberId, memberId), eq(messageThreads.idempotencyKey, idempotencyKey)),
    );
  return row;
}

/** The member's thread by its reference; with `forUpdate`, its row locked (in a transaction). */
export async function findMemberThread(
  db: Db,
  memberId: number,
  reference: string,
  options: { forUpdate?: boolean } = {},
): Promise<ThreadRow | undefined> {
  const query = db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.memberId, memberId), eq(messageThreads.reference, reference)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Whether the thread has a message written with this idempotency key. */
export async function hasMessageWithKey(
  db: Db,
  threadId: number,
  idempotencyKey: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: threadMessages.id })
    .from(threadMessages)
    .where(
      and(eq(threadMessages.threadId, threadId), eq(threadMessages.idempotencyKey, idempotencyKey)),
    );
  return rows.length > 0;
}

export async function setThreadState(
  tx: Db,
  threadId: number,
  state: { status: MessageThreadStatus; replyDueAt: Date | null; at: Date },
): Promise<void> {
  await tx
    .update(messageThreads)
    .set({ status: state.status, replyDueAt: state.replyDueAt, updatedAt: state.at })
    .where(eq(messageThreads.id, threadId));
}

export type ThreadListRow = ThreadRow & {
  messageCount: number;
  lastMessageAt: Date;
  lastFrom: 'member' | 'fund';
};

/** The member's threads, the latest change first, with their messages' count and last sender. */
export async function memberThreadRows(db: Db, memberId: number): Promise<ThreadListRow[]> {
  const rows = await db
    .select({
      thread: messageThreads,
      messageCount: sql<number>`(select count(*)::int from thread_messages m where m.thread_id = ${messageThreads.id})`,
      lastMessageAt: sql<string>`(select max(m.created_at) from thread_messages m where m.thread_id = ${messageThreads.id})`,
      lastFrom: sql<
        'member' | 'fund'
      >`(select m.sender from thread_messages m where m.thread_id = ${messageThreads.id} order by m.id desc limit 1)`,
    })
    .from(messageThreads)
    // A complaint's or correction's conversation is on its own page, not among the messages.
    .where(
      and(
        eq(messageThreads.memberId, memberId),
        notInArray(messageThreads.topic, ['complaint', 'correction']),
      ),
    )
    .orderBy(desc(messageThreads.updatedAt), desc(messageThreads.id))
    .limit(THREAD_LIST_MAX);
  return rows.map((row) => ({
    ...row.thread,
    messageCount: Number(row.messageCount),
    lastMessageAt: new Date(row.lastMessageAt ?? row.thread.createdAt),
    lastFrom: row.lastFrom ?? 'member',
  }));
}

/** A thread's messages, oldest first, each with its attachments (without their bytes). */
export async function messagesOfThread(
  db: Db,
  threadId: number,
): Promise<(MessageRow & { attachments: AttachmentInfo[] })[]> {
  const messages = await db
    .select()
    .from(threadMessages)
    .where(eq(threadMessages.threadId, threadId))
    .orderBy(asc(threadMessages.id));
  const ids = messages.map((message) => message.id);
  const attachments =
    ids.length === 0
      ? []
      : await db
          .select({
            id: messageAttachments.id,
            fileId: messageAttachments.fileId,
            messageId: messageAttachments.messageId,
            memberId: messageAttachments.memberId,
            fileName: messageAttachments.fileName,
            contentType: messageAttachments.contentType,
            sizeBytes: messageAttachments.sizeBytes,
            createdAt: messageAttachments.createdAt,
          })
          .from(messageAttachments)
          .where(inArray(messageAttachments.messageId, ids))
          .orderBy(asc(messageAttachments.id));
  return messages.map((message) => ({
    ...message,
    attachments: attachments.filter((attachment) => attachment.messageId === message.id),
  }));
}

/** One of the member's attachments with its bytes. */
export async function findMemberAttachment(db: Db, memberId: number, fileId: string) {
  const [row] = await db
    .select({
      fileName: messageAttachments.fileName,
      contentType: messageAttachments.contentType,
      content: messageAttachments.content,
    })
    .from(messageAttachments)
    .where(and(eq(messageAttachments.memberId, memberId), eq(messageAttachments.fileId, fileId)));
  return row;
}

export type DueThread = {
  id: number;
  memberId: number;
  reference: string;
  topic: ThreadTopic;
  /** Failed attempts at its answer so far. */
  attempts: number;
};

/**
 * Takes the next thread whose answer is due (`for update skip locked`: several servers share the
 * work), holding it for `leaseSeconds` (a stopped server's is taken again after that).
 */
export async function takeDueThread(
  db: Db,
  options: { leaseSeconds: number; maxAttempts: number },
): Promise<DueThread | undefined> {
  const result = await db.execute(sql`
    update message_threads set reply_due_at = now() + make_interval(secs => ${options.leaseSeconds})
    where id = (
      select t.id from message_threads t
      where t.status = 'WaitingForFund'
        and t.reply_due_at <= now()
        and t.reply_attempts < ${options.maxAttempts}
      order by t.reply_due_at
      limit 1
      for update skip locked
    )
    returning id, member_id, reference, topic, reply_attempts`);
  const row = (
    result as unknown as {
      rows: {
        id: number | string;
        member_id: number;
        reference: string;
        topic: ThreadTopic;
        reply_attempts: number;
      }[];
    }
  ).rows[0];
  return row
    ? {
        id: Number(row.id),
        memberId: row.member_id,
        reference: row.reference,
        topic: row.topic,
        attempts: Number(row.reply_attempts),
      }
    : undefined;
}

/** The thread's row locked until the transaction ends (call inside a transaction). */
export async function lockThread(tx: Db, threadId: number): Promise<ThreadRow | undefined> {
  const [row] = await tx
    .select()
    .from(messageThreads)
    .where(eq(messageThreads.id, threadId))
    .for('update');
  return row;
}

/** A failed attempt at the fund's answer: tried again after `pauseSeconds`. */
export async function recordReplyFailure(
  db: Db,
  threadId: number,
  pauseSeconds: number,
): Promise<number> {
  const [row] = await db
    .update(messageThreads)
    .set({
      replyAttempts: sql`${messageThreads.replyAttempts} + 1`,
      replyDueAt: sql`now() + make_interval(secs => ${pauseSeconds})`,
    })
    .where(eq(messageThreads.id, threadId))
    .returning({ attempts: messageThreads.replyAttempts });
  return row?.attempts ?? 0;
}
