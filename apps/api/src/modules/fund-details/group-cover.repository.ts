import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupCover } from '../../db/schema';

export type GroupCoverRow = typeof groupCover.$inferSelect;

/** The group cover of an employer fund's product; undefined for a product without a row (retail). */
export async function groupCoverOfProduct(
  db: Db,
  productId: number,
): Promise<GroupCoverRow | undefined> {
  const rows = await db.select().from(groupCover).where(eq(groupCover.productId, productId));
  return rows[0];
}
