import { randomInt } from 'node:crypto';
import {
  MESSAGE_FIELD_MESSAGES,
  type MessageThread,
  type MessageThreadSummary,
  type ReplyFields,
  type StartThreadFields,
  type ThreadMessage,
} from '@portal/contract/messages';
import { inTransaction, type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../lib/app-error';
import { useDailyQuota } from '../quotas/daily-quota';
import type { MessageTopic, ThreadTopic } from '@portal/contract/calls/messages';
import {
  checkedFiles,
  keepAttachments,
  type CheckedFile,
  type MessageFile,
  type UploadBound,
} from './message-attachments';
import {
  findMemberAttachment,
  findMemberThread,
  findThreadByKey,
  hasMessageWithKey,
  insertMessage,
  insertThread,
  memberThreadRows,
  messagesOfThread,
  setThreadState,
  type ThreadListRow,
  type ThreadRow,
} from './messages.repository';

// Messages to the fund (issue 48 point 4): a member starts a thread or replies to one with up to
// three attachments, and closes it. Everything a message writes (the thread, the message, its
// attachments and the day's counts) is one transaction: a refused file, a quota passed or a
// failure half-way keeps nothing. The fund's answer is due MESSAGE_REPLY_SECONDS after the
// member's message (fund-replies.ts). A retry with the same idempotency key writes nothing new.

/** What bounds a member's writing: the day's messages and uploads, and when the fund answers. */
export type MessageLimits = {
  today: string;
  messagesPerDay: number;
  uploads: UploadBound;
  replyMs: number;
};

/** Crockford's base 32 (no I, L, O or U): a reference read aloud is not mistaken. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * MSG- (a complaint's CMP-, a correction request's COR-) and eight random characters (40 bits):
 * not counted, not guessed.
 */
export function newThreadReference(prefix: 'MSG' | 'CMP' | 'COR' = 'MSG'): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** A message's topic (a complaint's or correction's thread is never listed as a message). */
function messageTopicOf(topic: ThreadTopic): MessageTopic {
  if (topic === 'complaint' || topic === 'correction') throw notFound();
  return topic;
}

/** The references of the threads that are not messages. */
const REFERENCE_PREFIX_OF: Partial<Record<ThreadTopic, 'CMP' | 'COR'>> = {
  complaint: 'CMP',
  correction: 'COR',
};

function summaryOf(row: ThreadListRow): MessageThreadSummary {
  return {
    reference: row.reference,
    topic: messageTopicOf(row.topic),
    subject: row.subject,
    status: row.status,
    startedAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastFrom: row.lastFrom,
    messageCount: row.messageCount,
  };
}

/** A thread's messages as the member reads them, oldest first. */
export async function conversationOf(db: Db, threadId: number): Promise<ThreadMessage[]> {
  const messages = await messagesOfThread(db, threadId);
  return messages.map((message) => ({
    from: message.sender,
    body: message.body,
    sentAt: message.createdAt.toISOString(),
    asksForDocument: message.asksForDocument,
    attachments: message.attachments.map((attachment) => ({
      fileId: attachment.fileId,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      sizeBytes: attachment.sizeBytes,
    })),
  }));
}

async function threadOf(db: Db, row: ThreadRow): Promise<MessageThread> {
  const messages = await conversationOf(db, row.id);
  const last = messages.at(-1);
  return {
    ...summaryOf({
      ...row,
      messageCount: messages.length,
      lastMessageAt: last ? new Date(last.sentAt) : row.createdAt,
      lastFrom: last?.from ?? 'member',
    }),
    messages,
  };
}

export async function memberThreads(db: Db, memberId: number): Promise<MessageThreadSummary[]> {
  return (await memberThreadRows(db, memberId)).map(summaryOf);
}

/** 404 unless the member has the thread (asked before a reply's form is read). */
export async function requireMemberThread(
  db: Db,
  memberId: number,
  reference: string,
): Promise<void> {
  if (!(await findMemberThread(db, memberId, reference))) throw notFound();
}

export async function memberThread(
  db: Db,
  memberId: number,
  reference: string,
): Promise<MessageThread> {
  const row = await findMemberThread(db, memberId, reference);
  if (!row) throw notFound();
  return threadOf(db, row);
}

/** Counts one of the member's messages today (429 past the bound, nothing kept). */
async function countMessage(tx: Db, memberId: number, limits: MessageLimits): Promise<void> {
  await useDailyQuota(
    tx,
    {
      memberId,
      kind: 'message',
      day: limits.today,
      bytes: 0,
      maxCount: limits.messagesPerDay,
      maxBytes: Number.MAX_SAFE_INTEGER,
    },
    () => MESSAGE_FIELD_MESSAGES.tooManyToday(limits.messagesPerDay),
  );
}

/**
 * Writes a new thread, its first message and its attachments in the caller's transaction, counted
 * as one of the member's messages today; the fund's answer is due `limits.replyMs` from now.
 */
export async function openThread(
  tx: Db,
  memberId: number,
  fields: { topic: ThreadTopic; subject: string; body: string; idempotencyKey: string | null },
  checked: readonly CheckedFile[],
  limits: MessageLimits,
): Promise<ThreadRow> {
  await countMessage(tx, memberId, limits);
  const thread = await insertThread(tx, {
    reference: newThreadReference(REFERENCE_PREFIX_OF[fields.topic] ?? 'MSG'),
    memberId,
    topic: fields.topic,
    subject: fields.subject,
    idempotencyKey: fields.idempotencyKey,
    replyDueAt: new Date(Date.now() + limits.replyMs),
  });
  const message = await insertMessage(tx, {
    threadId: thread.id,
    sender: 'member',
    body: fields.body,
  });
  await keepAttachments(tx, memberId, message.id, checked, limits.uploads);
  return thread;
}

export async function startThread(
  db: Db,
  memberId: number,
  fields: StartThreadFields,
  files: readonly MessageFile[],
  limits: MessageLimits,
): Promise<MessageThread> {
  const key = fields.idempotencyKey ?? null;
  if (key !== null) {
    const earlier = await findThreadByKey(db, memberId, key);
    if (earlier) return threadOf(db, earlier);
  }
  const checked = await checkedFiles(files);
  // A reference already taken (one chance in a trillion) is drawn again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await inTransaction(db, (tx) =>
        openThread(tx, memberId, { ...fields, idempotencyKey: key }, checked, limits),
      );
      return await threadOf(db, row);
    } catch (error) {
      if (key !== null && isUniqueViolation(error, 'message_threads_idempotency_key')) {
        const earlier = await findThreadByKey(db, memberId, key);
        if (earlier) return threadOf(db, earlier);
      }
      if (attempt < 3 && isUniqueViolation(error, 'message_threads_reference_key')) continue;
      throw error;
    }
  }
}

export async function replyToThread(
  db: Db,
  memberId: number,
  reference: string,
  fields: ReplyFields,
  files: readonly MessageFile[],
  limits: MessageLimits,
): Promise<MessageThread> {
  const found = await findMemberThread(db, memberId, reference);
  if (!found) throw notFound();
  const key = fields.idempotencyKey ?? null;
  if (key !== null && (await hasMessageWithKey(db, found.id, key))) return threadOf(db, found);
  if (found.status === 'Closed') throw new AppError('CONFLICT', MESSAGE_FIELD_MESSAGES.closed);
  const checked = await checkedFiles(files);
  try {
    await inTransaction(db, async (tx) => {
      const thread = await findMemberThread(tx, memberId, reference, { forUpdate: true });
      if (!thread) throw notFound();
      if (thread.status === 'Closed') throw new AppError('CONFLICT', MESSAGE_FIELD_MESSAGES.closed);
      await countMessage(tx, memberId, limits);
      const message = await insertMessage(tx, {
        threadId: thread.id,
        sender: 'member',
        body: fields.body,
        idempotencyKey: key,
      });
      await keepAttachments(tx, memberId, message.id, checked, limits.uploads);
      const at = new Date();
      await setThreadState(tx, thread.id, {
        status: 'WaitingForFund',
        replyDueAt: new Date(at.getTime() + limits.replyMs),
        at,
      });
    });
  } catch (error) {
    // The same reply sent twice at once: the first one is the reply.
    if (!(key !== null && isUniqueViolation(error, 'thread_messages_idempotency_key'))) throw error;
  }
  return memberThread(db, memberId, reference);
}

/** Closes the member's thread; a closed one stays as it is. */
export async function closeThread(
  db: Db,
  memberId: number,
  reference: string,
): Promise<MessageThread> {
  await inTransaction(db, async (tx) => {
    const thread = await findMemberThread(tx, memberId, reference, { forUpdate: true });
    if (!thread) throw notFound();
    if (thread.status === 'Closed') return;
    await setThreadState(tx, thread.id, { status: 'Closed', replyDueAt: null, at: new Date() });
  });
  return memberThread(db, memberId, reference);
}

export async function memberAttachmentFile(db: Db, memberId: number, fileId: string) {
  const file = await findMemberAttachment(db, memberId, fileId);
  if (!file) throw notFound();
  return file;
}
