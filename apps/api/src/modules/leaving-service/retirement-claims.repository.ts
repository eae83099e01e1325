import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { ClaimType, caseNumberOf, type ClaimStatus } from '@portal/domain/claims';
import type { Db } from '../../db/client';
import { claimEvents, claims, membershipBlocks, memberships } from '../../db/schema';

// A retirement claim started online (issue 49 point 5): read and written by the member and the
// membership, so another member's claim is as absent as none. Writes run in the caller's
// transaction, on the membership's locked row, so two starts at once make one claim.

/** The claims that end a membership: one in progress holds another from being started. */
const ENDING_TYPES = [ClaimType.Retirement, ClaimType.Withdrawal, ClaimType.Death];
const CLOSED: ClaimStatus[] = ['Paid', 'Declined', 'Cancelled', 'Draft'];

export type RetirementClaimRow = {
  id: number;
  caseNo: string;
  status: ClaimStatus;
  submittedOn: string | null;
};

/** The membership's latest retirement claim, if any. */
export async function latestRetirementClaim(
  db: Db,
  memberId: number,
  membershipId: number,
): Promise<RetirementClaimRow | undefined> {
  const [row] = await db
    .select({
      id: claims.id,
      caseNo: claims.caseNo,
      status: claims.status,
      submittedOn: claims.submittedOn,
    })
    .from(claims)
    .where(
      and(
        eq(claims.memberId, memberId),
        eq(claims.membershipId, membershipId),
        eq(claims.claimType, ClaimType.Retirement),
      ),
    )
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(1);
  return row;
}

/** Whether a retirement, withdrawal or death claim on the membership is in progress. */
export async function hasEndingClaimInProgress(
  db: Db,
  memberId: number,
  membershipId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: claims.id, status: claims.status })
    .from(claims)
    .where(
      and(
        eq(claims.memberId, memberId),
        eq(claims.membershipId, membershipId),
        inArray(claims.claimType, ENDING_TYPES),
      ),
    );
  return rows.some((row) => !CLOSED.includes(row.status));
}

/** Whether a block (court order, section 37D) holds the membership on `today`. */
export async function isMembershipBlocked(
  db: Db,
  membershipId: number,
  today: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: membershipBlocks.id })
    .from(membershipBlocks)
    .where(
      and(
        eq(membershipBlocks.membershipId, membershipId),
        lte(membershipBlocks.since, today),
        or(isNull(membershipBlocks.until), gt(membershipBlocks.until, today)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Holds the membership's row until the transaction ends: starts on one membership take turns. */
export async function lockMembershipRow(tx: Db, membershipId: number): Promise<void> {
  await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.id, membershipId))
    .for('update');
}

/** A Submitted retirement claim with its first history row; answers its id and case number. */
export async function insertRetirementClaim(
  tx: Db,
  claim: {
    memberId: number;
    membershipId: number;
    grossCents: number;
    submittedOn: string;
    note: string;
  },
): Promise<{ id: number; caseNo: string }> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('claims', 'id')) as id`,
  );
  const id = Number((result as unknown as { rows: { id: string | number }[] }).rows[0]?.id);
  const caseNo = caseNumberOf(id);
  await tx.insert(claims).values({
    id,
    caseNo,
    memberId: claim.memberId,
    membershipId: claim.membershipId,
    claimType: ClaimType.Retirement,
    status: 'Submitted',
    grossCents: claim.grossCents,
    submittedOn: claim.submittedOn,
  });
  await tx
    .insert(claimEvents)
    .values({ claimId: id, status: 'Submitted', at: sql`now()`, note: claim.note });
  return { id, caseNo };
}
