import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { RECEIVING_FUND_TYPES, TRANSFER_STATUSES } from '@portal/contract/calls/leaving-service';
import { createdAt, updatedAt } from './columns';
import { memberships } from './funds';
import { members } from './members-and-accounts';

// Leaving service (issue 49 point 4; Regulation 38). The member's confirmation that they read the
// counselling material of a version, kept with its date (once a version per membership), and the
// section 14 transfers asked for online, each moved on by the administration (Submitted, With the
// administrator, Completed) in the background: `next_step_at` is when it moves next (null once
// completed). Nothing is deleted.

export const counsellingAcknowledgements = pgTable(
  'counselling_acknowledgements',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** The version of the material read (COUNSELLING_MATERIAL_VERSION). */
    materialVersion: text('material_version').notNull(),
    /** The day the member confirmed reading it (the portal's today). */
    acknowledgedOn: date('acknowledged_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('counselling_acknowledgements_version_key').on(t.membershipId, t.materialVersion),
    index('counselling_acknowledgements_member_idx').on(t.memberId),
  ],
);

export const transferRequests = pgTable(
  'transfer_requests',
  {
    id: serial('id').primaryKey(),
    /** TRF- and eight characters (TRANSFER_REFERENCE_PATTERN). */
    reference: text('reference').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    receivingFundName: text('receiving_fund_name').notNull(),
    /** The receiving fund's FSCA registration number (12/8/…). */
    receivingFundRegistration: text('receiving_fund_registration').notNull(),
    receivingFundType: text('receiving_fund_type', { enum: RECEIVING_FUND_TYPES }).notNull(),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('Submitted'),
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the administration moves it on next; null once completed. */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    /** Technical failures of its next step. */
    stepAttempts: smallint('step_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transfer_requests_reference_key').on(t.reference),
    index('transfer_requests_member_idx').on(t.memberId, t.membershipId),
    // One transfer of a membership under way at a time.
    uniqueIndex('transfer_requests_open_key')
      .on(t.membershipId)
      .where(sql`${t.status} <> 'Completed'`),
    index('transfer_requests_due_idx').on(t.nextStepAt),
  ],
);
