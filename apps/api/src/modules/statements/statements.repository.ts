import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, products } from '../../db/schema';

/**
 * The signed-in member's membership with this case member key, of the product with this case
 * key; undefined when either is not the member's own.
 */
export async function findMembershipIdByCaseKeys(
  db: Db,
  memberId: number,
  caseKey: string,
  caseMemberKey: string,
): Promise<number | undefined> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(
      and(
        eq(memberships.memberId, memberId),
        eq(memberships.caseMemberKey, caseMemberKey),
        eq(products.caseKey, caseKey),
      ),
    );
  return rows[0]?.id;
}
