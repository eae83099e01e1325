import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES } from '@portal/domain/member-documents';
import { createdAt } from './columns';
import { memberships } from './funds';
import { members } from './members-and-accounts';

// The member's documents (spec 1 §7 documents service, spec 2 §7 statements, spec 3 §7): every
// letter, certificate and statement the portal issues to a member, with its status, and the FAQ.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export { DOCUMENT_KINDS, DOCUMENT_STATUSES };

/**
 * A document issued to a member. `fileId` is the only id a member ever sees (a random UUID, so
 * ids cannot be guessed or counted); the content is kept once produced, so a document downloads
 * the same every time. A document produced in the background (an on-demand statement) starts
 * Pending with its `request`, moves to InFlight while it renders and ends Completed with its
 * content (or Failed); the request is kept so that work left behind by a restart is taken up again.
 */
export const memberDocuments = pgTable(
  'member_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: uuid('file_id').notNull().defaultRandom(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id').references(() => memberships.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull().default('application/pdf'),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('Pending'),
    /** What the document is of (kind-specific, e.g. a statement's fund and period). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default({}),
    /** One document per key and member: a repeated request finds the document already made. */
    dedupeKey: text('dedupe_key'),
    content: bytea('content'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_documents_file_id_key').on(t.fileId),
    uniqueIndex('member_documents_dedupe_key')
      .on(t.memberId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    index('member_documents_member_idx').on(t.memberId, t.createdAt),
    index('member_documents_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('Pending', 'InFlight')`),
    check(
      'member_documents_completed_has_content',
      sql`(${t.status} = 'Completed') = (${t.content} is not null)`,
    ),
  ],
);

/** spec 1 §7 GetAFConnectFAQ: questions and answers by category, kept in the database. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('faq_entries_question_key').on(t.category, t.question)],
);
