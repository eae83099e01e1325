import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupCover, memberships, products } from '../../db/schema';

export type GroupCoverRow = typeof groupCover.$inferSelect;

/** The group cover of an employer fund's product; undefined for a product without a row (retail). */
export async function groupCoverOfProduct(
  db: Db,
  productId: number,
): Promise<GroupCoverRow | undefined> {
  const rows = await db.select().from(groupCover).where(eq(groupCover.productId, productId));
  return rows[0];
}

/** The membership's salary and status with its product's group cover row (undefined: none). */
export async function groupCoverOfMembershipId(
  db: Db,
  membershipId: number,
): Promise<
  | {
      row: GroupCoverRow | undefined;
      membership: Pick<
        typeof memberships.$inferSelect,
        'accountStatus' | 'accountStatusEffectiveDate' | 'annualPensionableSalaryCents'
      >;
    }
  | undefined
> {
  const rows = await db
    .select({
      row: groupCover,
      accountStatus: memberships.accountStatus,
      accountStatusEffectiveDate: memberships.accountStatusEffectiveDate,
      annualPensionableSalaryCents: memberships.annualPensionableSalaryCents,
    })
    .from(memberships)
    .leftJoin(groupCover, eq(groupCover.productId, memberships.productId))
    .where(eq(memberships.id, membershipId));
  const found = rows[0];
  if (!found) return undefined;
  const { row, ...membership } = found;
  return { row: row ?? undefined, membership };
}

/** Each of the member's memberships of a product with group cover, with its salary and status. */
export async function groupCoversOfMember(
  db: Db,
  memberId: number,
): Promise<
  {
    schemeNumber: string;
    fundName: string;
    row: GroupCoverRow;
    membership: Pick<
      typeof memberships.$inferSelect,
      'accountStatus' | 'accountStatusEffectiveDate' | 'annualPensionableSalaryCents'
    >;
  }[]
> {
  const rows = await db
    .select({
      schemeNumber: products.schemeNumber,
      fundName: products.fullProductName,
      row: groupCover,
      accountStatus: memberships.accountStatus,
      accountStatusEffectiveDate: memberships.accountStatusEffectiveDate,
      annualPensionableSalaryCents: memberships.annualPensionableSalaryCents,
    })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .innerJoin(groupCover, eq(groupCover.productId, memberships.productId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(asc(memberships.id));
  return rows.map(({ schemeNumber, fundName, row, ...membership }) => ({
    schemeNumber,
    fundName,
    row,
    membership,
  }));
}
