import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CONSENT_KINDS,
  CORRECTION_DETAILS,
  CORRECTION_OUTCOMES,
} from '@portal/contract/calls/privacy';
import { createdAt, updatedAt } from './columns';
import { members } from './members-and-accounts';
import { messageThreads } from './messages';

// The member's personal information (issue 49 point 3; POPIA section 24). A correction request is
// a conversation with the fund (a message thread of topic 'correction', reference COR-XXXXXXXX:
// the request, its document and the fund's answer) and this row beside it: the detail, the value
// asked for (the member's own personal information: never in a notice, mail, SMS or log), the
// reason, the days of its clock and the decision. Each date is written once; nothing is deleted.
// The member's consents and objections are kept as they were given, one row each, never changed.

export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    detail: text('detail', { enum: CORRECTION_DETAILS }).notNull(),
    /** The value the member asked for. */
    valueAsked: text('value_asked').notNull(),
    reason: text('reason').notNull(),
    /** The day the fund received it (the portal's today). */
    lodgedOn: date('lodged_on', { mode: 'string' }).notNull(),
    /** The last of the fund's days to answer (30 calendar days). */
    answerDueOn: date('answer_due_on', { mode: 'string' }).notNull(),
    answeredOn: date('answered_on', { mode: 'string' }),
    outcome: text('outcome', { enum: CORRECTION_OUTCOMES }),
    /** The administration's words with its decision. */
    answer: text('answer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('correction_requests_thread_key').on(t.threadId),
    index('correction_requests_member_idx').on(t.memberId, t.lodgedOn),
    check(
      'correction_requests_answer_check',
      sql`(${t.answeredOn} is null) = (${t.outcome} is null) and (${t.outcome} is null) = (${t.answer} is null)`,
    ),
  ],
);

/**
 * The member's consents as given through the portal (issue 49 point 3): `given` true gives the
 * consent, false withdraws it (an objection). The latest row of a kind is where it stands.
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    action: text('action', { enum: ['given', 'withdrawn'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    channel: text('channel', { enum: ['portal'] })
      .notNull()
      .default('portal'),
  },
  (t) => [index('member_consents_member_idx').on(t.memberId, t.kind, t.at)],
);
