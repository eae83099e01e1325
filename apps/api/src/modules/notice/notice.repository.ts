import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { covers, memberships, notices, products } from '../../db/schema';

export type NoticeRow = typeof notices.$inferSelect;

export async function findActiveNotices(db: Db): Promise<NoticeRow[]> {
  return db.select().from(notices).where(eq(notices.isActive, true)).orderBy(notices.id);
}

/** The source systems of every product and cover the member holds. */
export async function sourceSystemsOfMember(db: Db, memberId: number): Promise<string[]> {
  const [fromProducts, fromCovers] = await Promise.all([
    db
      .selectDistinct({ name: products.sourceSystemName })
      .from(memberships)
      .innerJoin(products, eq(products.id, memberships.productId))
      .where(eq(memberships.memberId, memberId)),
    db
      .selectDistinct({ name: covers.sourceSystemName })
      .from(covers)
      .where(eq(covers.memberId, memberId)),
  ]);
  return [...fromProducts, ...fromCovers].map((row) => row.name);
}
