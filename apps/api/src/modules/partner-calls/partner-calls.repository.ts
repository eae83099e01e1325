import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, partnerCalls, type PartnerCallKind } from '../../db/schema';

// The paid partner calls made for members (partner_calls), counted per draft claim and per member
// over a window, in the transaction that writes the next one.

/**
 * Holds the member's row until the transaction ends: one member's budget checks take turns, so
 * parallel calls cannot both see the last free call. FOR NO KEY UPDATE leaves other tables' rows
 * that refer to the member writable meanwhile (their foreign keys take only a key share).
 */
export async function lockMemberForPartnerCalls(tx: Db, memberId: number): Promise<void> {
  await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
}

/** How many calls to `partner` were made for the claim, ever. */
export async function partnerCallsForClaim(
  db: Db,
  partner: PartnerCallKind,
  claimId: number,
): Promise<number> {
  const [row] = await db
    .select({ calls: count() })
    .from(partnerCalls)
    .where(and(eq(partnerCalls.claimId, claimId), eq(partnerCalls.partner, partner)));
  return row?.calls ?? 0;
}

/** When the member's calls to `partner` after `since` were made, oldest first. */
export async function partnerCallTimesSince(
  db: Db,
  memberId: number,
  partner: PartnerCallKind,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ at: partnerCalls.at })
    .from(partnerCalls)
    .where(
      and(
        eq(partnerCalls.memberId, memberId),
        eq(partnerCalls.partner, partner),
        gt(partnerCalls.at, since),
      ),
    )
    .orderBy(asc(partnerCalls.at));
  return rows.map((row) => row.at);
}

export async function insertPartnerCall(
  db: Db,
  call: { memberId: number; partner: PartnerCallKind; claimId: number | null; at: Date },
): Promise<void> {
  await db.insert(partnerCalls).values(call);
}
