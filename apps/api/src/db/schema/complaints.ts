import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COMPLAINT_CATEGORIES, COMPLAINT_OUTCOMES } from '@portal/contract/calls/complaints';
import { createdAt, updatedAt } from './columns';
import { memberships } from './funds';
import { members } from './members-and-accounts';
import { messageThreads } from './messages';

// Complaints (issue 49 point 1; section 30A of the Pension Funds Act). A complaint is a
// conversation with the fund (a message thread of topic 'complaint', reference CMP-XXXXXXXX: the
// complaint's text and attachments, the fund's answer and what the member said after) and this
// row beside it: the fund or product it is about, its category, the days of its clock and the
// fund's decision. Each date is written once, when it happens; nothing is deleted.

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The membership of the fund or product it is about. */
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    category: text('category', { enum: COMPLAINT_CATEGORIES }).notNull(),
    /** What the member would like the fund to do. */
    remedy: text('remedy').notNull(),
    /** The day the fund received it (the portal's today). */
    lodgedOn: date('lodged_on', { mode: 'string' }).notNull(),
    /** The last of the fund's days to answer (section 30A(3): 30). */
    replyDueOn: date('reply_due_on', { mode: 'string' }).notNull(),
    answeredOn: date('answered_on', { mode: 'string' }),
    outcome: text('outcome', { enum: COMPLAINT_OUTCOMES }),
    /** Whether the member said the fund's answer settles it. */
    satisfied: boolean('satisfied'),
    respondedOn: date('responded_on', { mode: 'string' }),
    /** The first day the member downloaded the escalation pack for the ombud. */
    packIssuedOn: date('pack_issued_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('complaints_thread_key').on(t.threadId),
    index('complaints_member_idx').on(t.memberId, t.lodgedOn),
    check(
      'complaints_answer_check',
      sql`(${t.answeredOn} is null) = (${t.outcome} is null) and (${t.satisfied} is null) = (${t.respondedOn} is null) and (${t.satisfied} is null or ${t.answeredOn} is not null)`,
    ),
  ],
);
