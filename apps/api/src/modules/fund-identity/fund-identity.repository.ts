import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, products } from '../../db/schema';

/** What a fund's identity is looked up by: the product's fund name and its kind. */
export type IdentityProduct = {
  fundName: string;
  productTypeCategory: 'Retail' | 'Institutional';
  heading: string;
};

/** The product of a membership, as its identity is looked up (a document's fund). */
export async function identityProductOfMembership(
  db: Db,
  membershipId: number,
): Promise<IdentityProduct> {
  const [row] = await db
    .select({
      fundName: products.fundName,
      productTypeCategory: products.productTypeCategory,
      heading: products.heading,
    })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.id, membershipId));
  if (!row) throw new Error(`membership ${membershipId} not found`);
  return row;
}
