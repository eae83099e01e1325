import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claims, memberships, products } from '../../db/schema';
import type { MailPlace } from './mail-templates';

// Where a message links the member (issue 46 "Deep links kept"): the portal's address and the
// fund the message is about, read in the caller's transaction. A retail product's member has no
// Claims or Documents pages (spec 1 §2.1): their messages link the product's own page instead.

/** The place of a membership's messages (a switch, a statement). */
export async function membershipMailPlace(
  db: Db,
  membershipId: number,
  portalUrl: string,
): Promise<MailPlace> {
  const [row] = await db
    .select({ schemeNumber: products.schemeNumber, category: products.productTypeCategory })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.id, membershipId));
  if (!row) throw new Error(`membership ${membershipId} not found`);
  return { portalUrl, schemeNumber: row.schemeNumber, isRetail: row.category === 'Retail' };
}

/** The place of a claim's messages (its submission, its payment). */
export async function claimMailPlace(
  db: Db,
  claimId: number,
  portalUrl: string,
): Promise<MailPlace> {
  const [row] = await db
    .select({ membershipId: claims.membershipId })
    .from(claims)
    .where(eq(claims.id, claimId));
  if (!row) throw new Error(`claim ${claimId} not found`);
  return membershipMailPlace(db, row.membershipId, portalUrl);
}
