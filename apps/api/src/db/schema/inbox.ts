import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NOTICE_CATEGORIES } from '@portal/contract/calls/inbox';
import { createdAt } from './columns';
import { members } from './members-and-accounts';

// The member's inbox (DESIGN §1e "Notices"): every notice the portal sends the member, kept. A
// notice is written in the same transaction as the event it tells of, beside the mail that carries
// it (mail_outbox); it is never deleted but with the member.

/** One paragraph of a notice, and the portal page it leads to where it has one. */
export type NoticeLine = { text: string; link?: string };

export const memberNotices = pgTable(
  'member_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** What happened: the mail's kind (mail/mail-templates.ts). */
    kind: text('kind').notNull(),
    category: text('category', { enum: NOTICE_CATEGORIES }).notNull(),
    subject: text('subject').notNull(),
    lines: jsonb('lines').$type<NoticeLine[]>().notNull(),
    /** The lines' text in one, for the inbox's search. */
    searchText: text('search_text').notNull(),
    /** A reference the member can quote (a claim's case number, a death report's reference). */
    reference: text('reference'),
    /**
     * The event a notice tells of, where it must be told once only (a month's contributions
     * missing: 'contribution-missing:<membership>:<month>'); unset for a notice of its own event.
     */
    eventKey: text('event_key'),
    createdAt: createdAt(),
    /** When the member first opened it. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('member_notices_member_idx').on(t.memberId, t.id),
    index('member_notices_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('member_notices_event_key_idx')
      .on(t.memberId, t.eventKey)
      .where(sql`${t.eventKey} is not null`),
  ],
);
