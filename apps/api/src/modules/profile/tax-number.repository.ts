import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claims, members, profileAudit } from '../../db/schema';

// The reads and the one write behind the member's income tax number (tax-number.ts).

/** The number the fund holds for the member (null: none, or no such member). */
export async function storedTaxNumberOf(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ taxNumber: members.incomeTaxNumber })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.taxNumber ?? null;
}

/**
 * The tax numbers the member gave with their claims (the draft's `taxNumber`, unchecked), the
 * latest claim first: submitted claims only (not a draft) and none SARS declined.
 */
export async function claimTaxNumbersOf(db: Db, memberId: number): Promise<(string | null)[]> {
  const rows = await db
    .select({ taxNumber: sql<string | null>`${claims.draft}->>'taxNumber'` })
    .from(claims)
    .where(
      and(
        eq(claims.memberId, memberId),
        notInArray(claims.status, ['Draft', 'Declined']),
        sql`${claims.draft}->>'taxNumber' is not null`,
      ),
    )
    .orderBy(desc(claims.createdAt), desc(claims.id));
  return rows.map((row) => row.taxNumber);
}

/**
 * Sets the member's tax number only where the fund holds none, with its profile audit entry (in
 * the caller's transaction); true when it was set.
 */
export async function setTaxNumberWhereNone(
  tx: Db,
  memberId: number,
  taxNumber: string,
  source: string,
  at: Date,
): Promise<boolean> {
  const [updated] = await tx
    .update(members)
    .set({ incomeTaxNumber: taxNumber, updatedAt: at })
    .where(and(eq(members.id, memberId), isNull(members.incomeTaxNumber)))
    .returning({ afGroupId: members.afGroupId });
  if (!updated) return false;
  await tx.insert(profileAudit).values({
    memberId,
    actor: updated.afGroupId,
    source,
    fields: ['incomeTaxNumber'],
    before: {},
    after: { incomeTaxNumber: taxNumber },
    at,
  });
  return true;
}
