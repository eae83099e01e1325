import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
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
import { CLAIM_STATUSES } from '@portal/domain/claims';
import { cents, createdAt, updatedAt } from './columns';
import { memberships } from './funds';
import { members } from './members-and-accounts';

// Claims (spec 3 §3 claim draft, §7 claims calls): every claim of a member, whatever its type, with
// its status history. Money is integer cents; a bank account is kept only as its bank, branch,
// type and last four digits (what a payment letter shows).

export { CLAIM_STATUSES };

export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    /** The case number the member sees, e.g. 'CLM00001234'. */
    caseNo: text('case_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** spec 3 §3: Death 0, Retirement 1, Withdrawal 2, Savings 4, RetailSavings 5. */
    claimType: integer('claim_type').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    grossCents: cents('gross_cents').notNull(),
    feeCents: cents('fee_cents'),
    taxCents: cents('tax_cents'),
    netCents: cents('net_cents'),
    directiveNumber: text('directive_number'),
    declineReason: text('decline_reason'),
    bankName: text('bank_name'),
    bankBranchCode: text('bank_branch_code'),
    bankAccountType: integer('bank_account_type'),
    bankAccountLast4: text('bank_account_last4'),
    submittedOn: date('submitted_on'),
    paidOn: date('paid_on'),
    /** A retried submission with the same key answers this claim (DESIGN §4 habit 13). */
    idempotencyKey: text('idempotency_key'),
    /** The wizard's saved answers while the claim is a draft (spec 3 §3 claim draft). */
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('claims_case_no_key').on(t.caseNo),
    uniqueIndex('claims_idempotency_key')
      .on(t.memberId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('claims_member_idx').on(t.memberId, t.createdAt),
    index('claims_membership_idx').on(t.membershipId),
    check('claims_type_check', sql`${t.claimType} in (0, 1, 2, 4, 5)`),
    check('claims_gross_check', sql`${t.grossCents} >= 0`),
  ],
);

/** A claim's status history: one row per status it reached, oldest first. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    note: text('note'),
  },
  (t) => [index('claim_events_claim_idx').on(t.claimId, t.at)],
);

/**
 * A block on a membership's claims (the claims issue: a court order, or a section 37D deduction
 * the fund must make first): while one is in force, no savings withdrawal can be claimed.
 */
export const membershipBlocks = pgTable(
  'membership_blocks',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['court-order', 'section-37D'] }).notNull(),
    since: date('since').notNull(),
    /** Lifted on this day; null while in force. */
    until: date('until'),
  },
  (t) => [index('membership_blocks_membership_idx').on(t.membershipId)],
);
