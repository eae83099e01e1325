import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { members } from './members-and-accounts';

// What one member may do in a day (the abuse-proofing issue): how many documents and bytes they
// uploaded, how many deaths they reported, how many messages they wrote to the fund. One row per
// member, kind and day of the portal's clock.

/** The daily quotas' kinds (member_daily_quotas.kind). */
export const DAILY_QUOTA_KINDS = ['upload', 'death-report', 'message'] as const;
export type DailyQuotaKind = (typeof DAILY_QUOTA_KINDS)[number];

/**
 * A member's use of one daily quota on one day. A use is counted by one conditional upsert in the
 * transaction that stores what it counts, so parallel requests cannot pass the bound and a
 * refused or failed request counts nothing. A count is never lowered: what was accepted today
 * counts today, whatever becomes of it later (deleted, or its claim cancelled).
 */
export const memberDailyQuotas = pgTable(
  'member_daily_quotas',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DAILY_QUOTA_KINDS }).notNull(),
    /** The day in Africa/Johannesburg (the portal's one clock). */
    day: date('day').notNull(),
    count: integer('count').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.day] }),
    check(
      'member_daily_quotas_kind_check',
      sql`${t.kind} in ('upload', 'death-report', 'message')`,
    ),
    check('member_daily_quotas_count_check', sql`${t.count} >= 0 and ${t.bytes} >= 0`),
  ],
);
