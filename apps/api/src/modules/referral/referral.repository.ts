import { asc, eq } from 'drizzle-orm';
import type { ReferralPayload } from '@portal/contract/referral';
import type { Db } from '../../db/client';
import { members, memberships, products, referralLeads } from '../../db/schema';

export type ReferralMember = typeof members.$inferSelect;
export type ReferralFund = {
  membership: typeof memberships.$inferSelect;
  product: typeof products.$inferSelect;
};

export async function findReferringMember(
  db: Db,
  memberId: number,
): Promise<ReferralMember | undefined> {
  const rows = await db.select().from(members).where(eq(members.id, memberId));
  return rows[0];
}

/** The member's funds, oldest membership first. */
export async function fundsOfReferringMember(db: Db, memberId: number): Promise<ReferralFund[]> {
  return db
    .select({ membership: memberships, product: products })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(asc(memberships.id));
}

/** Stores the lead unless the member already has one for its campaign (then nothing changes). */
export async function insertReferralLead(
  db: Db,
  memberId: number,
  payload: ReferralPayload,
): Promise<void> {
  await db
    .insert(referralLeads)
    .values({ memberId, campaignType: payload.campaignType, payload })
    .onConflictDoNothing({ target: [referralLeads.memberId, referralLeads.campaignType] });
}
