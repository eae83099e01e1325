import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberDailyQuotas, type DailyQuotaKind } from '../../db/schema';

// A member's daily quotas (member_daily_quotas): one conditional upsert counts a use, so parallel
// requests take turns on the member's row and none passes the bound.

export type DailyUse = {
  memberId: number;
  kind: DailyQuotaKind;
  /** The day of the portal's clock, YYYY-MM-DD. */
  day: string;
  /** What this use adds to the day's bytes (0 when only the count is bounded). */
  bytes: number;
  maxCount: number;
  maxBytes: number;
};

/**
 * Counts one use of the member's quota on `day` if the day's count and bytes stay within their
 * bounds with it; answers the day's totals with it, or undefined when it would pass a bound
 * (nothing is counted then). Call it in the transaction that stores what it counts: a rolled-back
 * transaction counts nothing, and the row stays locked until the transaction ends.
 */
export async function countDailyUse(
  tx: Db,
  use: DailyUse,
): Promise<{ count: number; bytes: number } | undefined> {
  if (use.maxCount < 1 || use.bytes > use.maxBytes) return undefined;
  const rows = await tx
    .insert(memberDailyQuotas)
    .values({ memberId: use.memberId, kind: use.kind, day: use.day, count: 1, bytes: use.bytes })
    .onConflictDoUpdate({
      target: [memberDailyQuotas.memberId, memberDailyQuotas.kind, memberDailyQuotas.day],
      set: {
        count: sql`${memberDailyQuotas.count} + 1`,
        bytes: sql`${memberDailyQuotas.bytes} + excluded.bytes`,
      },
      setWhere: sql`${memberDailyQuotas.count} + 1 <= ${use.maxCount}
        and ${memberDailyQuotas.bytes} + excluded.bytes <= ${use.maxBytes}`,
    })
    .returning({ count: memberDailyQuotas.count, bytes: memberDailyQuotas.bytes });
  const row = rows[0];
  return row ? { count: row.count, bytes: Number(row.bytes) } : undefined;
}

/** The member's use of a quota on `day` (none: zero). */
export async function dailyUseOf(
  db: Db,
  memberId: number,
  kind: DailyQuotaKind,
  day: string,
): Promise<{ count: number; bytes: number }> {
  const rows = await db
    .select({ count: memberDailyQuotas.count, bytes: memberDailyQuotas.bytes })
    .from(memberDailyQuotas)
    .where(
      and(
        eq(memberDailyQuotas.memberId, memberId),
        eq(memberDailyQuotas.kind, kind),
        eq(memberDailyQuotas.day, day),
      ),
    );
  const row = rows[0];
  return row ? { count: row.count, bytes: Number(row.bytes) } : { count: 0, bytes: 0 };
}

/** Forgets the days before `day` (only today's counts bound anything); answers how many rows. */
export async function deleteDailyUsesBefore(db: Db, day: string): Promise<number> {
  const removed = await db
    .delete(memberDailyQuotas)
    .where(lt(memberDailyQuotas.day, day))
    .returning({ memberId: memberDailyQuotas.memberId });
  return removed.length;
}
