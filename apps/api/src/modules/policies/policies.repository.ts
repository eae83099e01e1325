import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverAmounts, covers } from '../../db/schema';

export type CoverRow = typeof covers.$inferSelect;
export type CoverAmountRow = typeof coverAmounts.$inferSelect;

/** The member's unapproved life and funeral covers, each with its amounts in position order. */
export async function coversOfMember(
  db: Db,
  memberId: number,
): Promise<{ cover: CoverRow; amounts: CoverAmountRow[] }[]> {
  const rows = await db
    .select()
    .from(covers)
    .where(eq(covers.memberId, memberId))
    .orderBy(asc(covers.id));
  if (rows.length === 0) return [];
  const amounts = await db
    .select()
    .from(coverAmounts)
    .where(
      inArray(
        coverAmounts.coverId,
        rows.map((c) => c.id),
      ),
    )
    .orderBy(asc(coverAmounts.coverId), asc(coverAmounts.position));
  return rows.map((cover) => ({
    cover,
    amounts: amounts.filter((a) => a.coverId === cover.id),
  }));
}
