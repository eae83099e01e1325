import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './members-and-accounts';

// Identity checks before a claim (the claims issue, step 1; spec 3 §7 knowledge-based
// authentication and IdVerification) and the deaths members report (SendDeceasedMemberAlert).

/**
 * Records the fund holds about a member that the portal never shows: the knowledge-based
 * questions are drawn from them, so only the member (not someone who has seen their portal
 * pages) knows the answers. One row per member.
 */
export const memberKbaRecords = pgTable('member_kba_records', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** The employer before the current one. */
  previousEmployer: text('previous_employer').notNull(),
  /** The suburb of an earlier residential address. */
  previousSuburb: text('previous_suburb').notNull(),
  /** The last four digits of a cell phone number the member used before. */
  previousCellLastFour: text('previous_cell_last_four').notNull(),
  /** The fund a transfer came in from. */
  transferredFromFund: text('transferred_from_fund').notNull(),
  /** The postal code of that earlier address. */
  previousPostalCode: text('previous_postal_code').notNull(),
});

/**
 * Each attempt at the questions. The request id is unguessable (crypto.randomUUID) and belongs
 * to its member; the answer key (question id → right option id) is kept here, on the server, while
 * the attempt is open and cleared when it is checked, so an attempt is checked once.
 */
export const kbaAttempts = pgTable(
  'kba_attempts',
  {
    requestId: text('request_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The simulator's answer key while the attempt is open; null with a real provider. */
    answerKey: jsonb('answer_key').$type<Record<string, string>>(),
    createdAt: createdAt(),
    /** When the questions were given. */
    askedAt: timestamp('asked_at', { withTimezone: true }),
    /** When the answers were checked; null while the attempt is open. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    passed: boolean('passed'),
    correctCount: integer('correct_count'),
    questionCount: integer('question_count'),
  },
  (t) => [index('kba_attempts_member_idx').on(t.memberId, t.answeredAt)],
);

/** Each answer of the identity service for a member's ID number (IdVerification). */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    idNumber: text('id_number').notNull(),
    /** The surname sent with it (the member's on file). */
    surname: text('surname').notNull(),
    /** The identity service's answer (partners/identity IdentityAnswer). */
    result: text('result').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_verifications_member_idx').on(t.memberId, t.at)],
);

/** Deaths reported through 'Report a death' (spec 3 §7 SendDeceasedMemberAlert). */
export const deceasedMemberAlerts = pgTable(
  'deceased_member_alerts',
  {
    id: serial('id').primaryKey(),
    /** What the reporter quotes: 'DMA' and the id in 8 digits. */
    reference: text('reference')
      .notNull()
      .generatedAlwaysAs(sql`'DMA' || lpad(id::text, 8, '0')`),
    /** The signed-in member who reported it. */
    reportedByMemberId: integer('reported_by_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deceasedFirstName: text('deceased_first_name').notNull(),
    deceasedLastName: text('deceased_last_name').notNull(),
    deceasedIdNumber: text('deceased_id_number').notNull(),
    dateOfDeath: date('date_of_death').notNull(),
    relationship: text('relationship').notNull(),
    reporterName: text('reporter_name').notNull(),
    reporterPhone: text('reporter_phone').notNull(),
    reporterEmail: text('reporter_email').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deceased_member_alerts_reference_key').on(t.reference),
    index('deceased_member_alerts_reporter_idx').on(t.reportedByMemberId),
  ],
);
