import { eq, sql } from 'drizzle-orm';
import { preparedOn, type Db } from '../../db/client';
import { members, memberships, products } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;

const memberQuery = preparedOn((db) =>
  db
    .select()
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('find_member_by_id'),
);

export async function findMemberById(db: Db, memberId: number): Promise<MemberRow | undefined> {
  const rows = await memberQuery(db).execute({ memberId });
  return rows[0];
}

const categoriesQuery = preparedOn((db) =>
  db
    .select({
      productTypeCategory: products.productTypeCategory,
      isRestricted: memberships.isRestricted,
      sourceSystemName: products.sourceSystemName,
    })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.memberId, sql.placeholder('memberId')))
    .prepare('product_categories_of'),
);

export async function productCategoriesOf(
  db: Db,
  memberId: number,
): Promise<{ productTypeCategory: string; isRestricted: boolean; sourceSystemName: string }[]> {
  return categoriesQuery(db).execute({ memberId });
}
