import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, products } from '../../db/schema';

export type MemberFund = {
  membership: typeof memberships.$inferSelect;
  product: typeof products.$inferSelect;
};

/** The member's funds (internal fund summary items), oldest membership first. */
export async function fundsOfMember(db: Db, memberId: number): Promise<MemberFund[]> {
  return db
    .select({ membership: memberships, product: products })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(asc(memberships.id));
}
