import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { claims } from './claims';
import { cents, createdAt } from './columns';
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
 * What SARS knows of a member's income, one row per tax year (the simulated SARS register,
 * DESIGN §1b): the year's taxable income (salaries and other income, less deductible retirement
 * contributions), worked out by the demo data from the same salary history as the member's
 * contributions. The portal never shows it; the SARS simulator reads it by ID number when it
 * taxes a lump sum, so a claim's tax, the register and the Information tab tell one story.
 */
export const taxRegisterIncomes = pgTable(
  'tax_register_incomes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    idNumber: text('id_number').notNull(),
    /** SARS's label of the tax year, '2025/26'. */
    taxYear: text('tax_year').notNull(),
    taxableIncomeCents: cents('taxable_income_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.taxYear] }),
    index('tax_register_incomes_id_number_idx').on(t.idNumber, t.taxYear),
    check('tax_register_incomes_income_check', sql`${t.taxableIncomeCents} >= 0`),
  ],
);

/**
 * Each attempt at the questions. The request id is unguessable (crypto.randomUUID) and belongs
 * to its member; the answer key (question id → right option id) is kept here, on the server, while
 * the attempt is open and cleared when it is checked, so an attempt is checked once. A member has
 * at most one open attempt (neither answered nor expired): the partial unique index holds it
 * whatever the callers do, so parallel GetRequestId calls cannot open several attempts to be
 * answered side by side before the lock applies.
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
    /**
     * When a newer attempt replaced this one, left unanswered past its 30 minutes (not counted as
     * failed); null while it may still be answered.
     */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    passed: boolean('passed'),
    /** Kept for the administrator; never shown to the member (pass or fail only). */
    correctCount: integer('correct_count'),
    questionCount: integer('question_count'),
  },
  (t) => [
    index('kba_attempts_member_idx').on(t.memberId, t.answeredAt),
    uniqueIndex('kba_attempts_one_open_key')
      .on(t.memberId)
      .where(sql`${t.answeredAt} is null and ${t.expiredAt} is null`),
  ],
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

/** The partners whose calls are budgeted (partner_calls.partner). */
export const PARTNER_CALL_KINDS = ['bank-verification', 'id-verification'] as const;
export type PartnerCallKind = (typeof PARTNER_CALL_KINDS)[number];

/**
 * Each paid call to a partner made for a member (bank account verification, ID verification),
 * written before the call in the transaction that checks the member's budget, so parallel calls
 * cannot pass it: at most a few per draft claim and per member in any 24 hours
 * (modules/partner-calls/partner-call-budget.ts).
 */
export const partnerCalls = pgTable(
  'partner_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    partner: text('partner', { enum: PARTNER_CALL_KINDS }).notNull(),
    /** The draft claim the call was made for; null when there was none (ID verification first). */
    claimId: integer('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partner_calls_member_idx').on(t.memberId, t.partner, t.at),
    index('partner_calls_claim_idx').on(t.claimId, t.partner),
    check(
      'partner_calls_partner_check',
      sql`${t.partner} in ('bank-verification', 'id-verification')`,
    ),
  ],
);

/**
 * Deaths reported through 'Report a death' (spec 3 §7 SendDeceasedMemberAlert): one row per
 * reporter and deceased ID number (a repeat answers the first report's reference).
 */
export const deceasedMemberAlerts = pgTable(
  'deceased_member_alerts',
  {
    id: serial('id').primaryKey(),
    /**
     * What the reporter quotes: 'DMA' and eight random characters of Crockford's base32
     * (domain deceased-alert.ts), so that a reference tells nothing of how many reports exist.
     * Reports made before migration 0016 keep their 'DMA' and eight digits.
     */
    reference: text('reference').notNull(),
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
    uniqueIndex('deceased_member_alerts_reporter_deceased_key').on(
      t.reportedByMemberId,
      t.deceasedIdNumber,
    ),
  ],
);
