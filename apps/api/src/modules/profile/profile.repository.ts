import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, memberships, products } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberById(db: Db, memberId: number): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.id, memberId));
  return rows[0];
}

export async function productCategoriesOf(
  db: Db,
  memberId: number,
): Promise<{ productTypeCategory: string; isRestricted: boolean; sourceSystemName: string }[]> {
  return db
    .select({
      productTypeCategory: products.productTypeCategory,
      isRestricted: memberships.isRestricted,
      sourceSystemName: products.sourceSystemName,
    })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.memberId, memberId));
}
