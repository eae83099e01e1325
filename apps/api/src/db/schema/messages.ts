import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MESSAGE_THREAD_STATUSES, THREAD_TOPICS } from '@portal/contract/calls/messages';
import { createdAt, updatedAt } from './columns';
import { members } from './members-and-accounts';

// Messages to the fund (issue 48 point 4): a member's conversations with the fund's
// administration. A thread is known to the member by its reference only (random, unguessable);
// its messages are never changed once written; the attachments' bytes are kept here with the
// member's id (DESIGN §2 uploads). The fund's answer is due at `reply_due_at`: the background work
// (modules/messages/fund-replies.ts) takes due threads with `for update skip locked`, so the state
// survives a restart and several servers share the work.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    /** MSG-XXXXXXXX, the only id the member sees. */
    reference: text('reference').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: THREAD_TOPICS }).notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: MESSAGE_THREAD_STATUSES }).notNull(),
    /** When the fund is to answer (set while the status is WaitingForFund). */
    replyDueAt: timestamp('reply_due_at', { withTimezone: true }),
    /** The fund's failed attempts at its answer (a technical failure is tried again later). */
    replyAttempts: integer('reply_attempts').notNull().default(0),
    /** The key of the request that started it (a retry answers this thread). */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('message_threads_reference_key').on(t.reference),
    uniqueIndex('message_threads_idempotency_key')
      .on(t.memberId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('message_threads_member_idx').on(t.memberId, t.updatedAt),
    index('message_threads_due_idx')
      .on(t.replyDueAt)
      .where(sql`${t.status} = 'WaitingForFund'`),
  ],
);

export const threadMessages = pgTable(
  'thread_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['member', 'fund'] }).notNull(),
    body: text('body').notNull(),
    /** The fund asks the member for a document with this message. */
    asksForDocument: boolean('asks_for_document').notNull().default(false),
    /** The key of the member's request that wrote it (a retry answers the thread as it is). */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('thread_messages_thread_idx').on(t.threadId, t.id),
    uniqueIndex('thread_messages_idempotency_key')
      .on(t.threadId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('thread_messages_sender_check', sql`${t.sender} in ('member', 'fund')`),
  ],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A random UUID: the only id of an attachment the member sees. */
    fileId: text('file_id').notNull(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => threadMessages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_attachments_file_id_key').on(t.fileId),
    index('message_attachments_message_idx').on(t.messageId),
  ],
);
