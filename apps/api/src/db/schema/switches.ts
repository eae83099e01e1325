import { sql } from 'drizzle-orm';
import {
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
import { cents, createdAt } from './columns';
import { memberships } from './funds';
import { members } from './members-and-accounts';

/** What a switch instruction moves: the savings already invested, future contributions, or both. */
export const SWITCH_SCOPES = ['value', 'contributions', 'both'] as const;
export const SWITCH_STATUSES = ['pending', 'cancelled', 'done', 'refused'] as const;

/**
 * A member's instruction to change how a fund is invested, sent to the investment hub through its
 * interface (DESIGN §1b): pending until the hub's cut-off, when it may still be cancelled; then
 * done at the next business day's unit prices (its switch rows in `transactions` carry its id), or
 * refused with the hub's reason. One pending instruction per membership.
 */
export const switchInstructions = pgTable(
  'switch_instructions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: SWITCH_SCOPES }).notNull(),
    /** The target portfolios and shares: [{ portfolioId, allocationBp }], adding up to 10 000. */
    targets: jsonb('targets').$type<{ portfolioId: number; allocationBp: number }[]>().notNull(),
    status: text('status', { enum: SWITCH_STATUSES }).notNull().default('pending'),
    refusedReason: text('refused_reason'),
    requestedAt: createdAt(),
    /** When the instruction goes to the hub; until then the member may cancel it. */
    cutOffAt: timestamp('cut_off_at', { withTimezone: true }).notNull(),
    /** The business day whose unit prices it trades at. */
    tradeDate: date('trade_date').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The hub's reference once it has accepted the instruction. */
    hubReference: text('hub_reference'),
    /** The switch fee the fund's rules charge (0 for a free switch). */
    feeCents: cents('fee_cents').notNull().default(0),
  },
  (t) => [
    index('switch_instructions_member_idx').on(t.memberId, t.requestedAt),
    uniqueIndex('switch_instructions_one_pending_key')
      .on(t.membershipId)
      .where(sql`${t.status} = 'pending'`),
    check(
      'switch_instructions_refused_check',
      sql`(${t.status} = 'refused') = (${t.refusedReason} is not null)`,
    ),
  ],
);
