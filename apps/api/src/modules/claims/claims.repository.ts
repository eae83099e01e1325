import {
  and,
  asc,
  between,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { ClaimStatus } from '@portal/domain/claims';
import type { Db } from '../../db/client';
import {
  claimEvents,
  claims,
  memberDocuments,
  membershipBlocks,
  memberships,
  products,
} from '../../db/schema';

// The member's claims and their status history. Every read is scoped to the member.

export type ClaimRow = typeof claims.$inferSelect & {
  fundName: string;
  schemeNumber: string;
  membershipNumber: string;
};
export type ClaimEventRow = typeof claimEvents.$inferSelect;

const CLAIM_COLUMNS = {
  claim: claims,
  fundName: products.fullProductName,
  schemeNumber: products.schemeNumber,
  membershipNumber: memberships.membershipNumber,
};

function flatten(row: {
  claim: typeof claims.$inferSelect;
  fundName: string;
  schemeNumber: string;
  membershipNumber: string;
}): ClaimRow {
  return {
    ...row.claim,
    fundName: row.fundName,
    schemeNumber: row.schemeNumber,
    membershipNumber: row.membershipNumber,
  };
}

/** The member's claims, newest first. */
export async function claimsOfMember(db: Db, memberId: number): Promise<ClaimRow[]> {
  const rows = await db
    .select(CLAIM_COLUMNS)
    .from(claims)
    .innerJoin(memberships, eq(memberships.id, claims.membershipId))
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(claims.memberId, memberId))
    .orderBy(desc(claims.createdAt), desc(claims.id));
  return rows.map(flatten);
}

/**
 * The member's paid claims (with their payment date), the latest payment first; with
 * `membershipNumbers`, only those of these funds.
 */
export async function paidClaimsOfMember(
  db: Db,
  memberId: number,
  options: { membershipNumbers?: readonly string[] } = {},
): Promise<PaidClaimRow[]> {
  const conditions = [
    eq(claims.memberId, memberId),
    eq(claims.status, 'Paid'),
    isNotNull(claims.paidOn),
    isNotNull(claims.netCents),
  ];
  if (options.membershipNumbers && options.membershipNumbers.length > 0)
    conditions.push(inArray(memberships.membershipNumber, [...options.membershipNumbers]));
  const rows = await db
    .select(CLAIM_COLUMNS)
    .from(claims)
    .innerJoin(memberships, eq(memberships.id, claims.membershipId))
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(and(...conditions))
    .orderBy(desc(claims.paidOn), desc(claims.id));
  return rows.map(flatten).filter(isPaidClaim);
}

/**
 * A membership's paid claims of `claimTypes` paid from `from` to `to` (dates included), oldest
 * payment first: the figures a withdrawal is told with.
 */
export async function paidClaimsOfMembership(
  db: Db,
  membershipId: number,
  claimTypes: readonly number[],
  from: string,
  to: string,
) {
  const rows = await db
    .select({
      caseNo: claims.caseNo,
      membershipId: claims.membershipId,
      paidOn: claims.paidOn,
      grossCents: claims.grossCents,
      feeCents: claims.feeCents,
      taxCents: claims.taxCents,
      netCents: claims.netCents,
      directiveNumber: claims.directiveNumber,
    })
    .from(claims)
    .where(
      and(
        eq(claims.membershipId, membershipId),
        eq(claims.status, 'Paid'),
        inArray(claims.claimType, [...claimTypes]),
        isNotNull(claims.netCents),
        between(claims.paidOn, from, to),
      ),
    )
    .orderBy(asc(claims.paidOn), asc(claims.id));
  return rows.flatMap((row) =>
    row.paidOn !== null && row.netCents !== null
      ? [{ ...row, paidOn: row.paidOn, netCents: row.netCents }]
      : [],
  );
}

/** The fund a membership belongs to, as the fund's identity names it (products.fund_name). */
export async function fundNameOfMembership(
  db: Db,
  membershipId: number,
): Promise<string | undefined> {
  const rows = await db
    .select({ fundName: products.fundName })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.id, membershipId));
  return rows[0]?.fundName;
}

/** A paid claim: its payment date and the net amount paid are known. */
export type PaidClaimRow = ClaimRow & { status: 'Paid'; paidOn: string; netCents: number };

export function isPaidClaim(claim: ClaimRow): claim is PaidClaimRow {
  return claim.status === 'Paid' && claim.paidOn !== null && claim.netCents !== null;
}

/** One of the member's claims by case number; undefined when it is not theirs. */
export async function findMemberClaim(
  db: Db,
  memberId: number,
  caseNo: string,
  options: { forUpdate?: boolean } = {},
): Promise<ClaimRow | undefined> {
  const query = db
    .select(CLAIM_COLUMNS)
    .from(claims)
    .innerJoin(memberships, eq(memberships.id, claims.membershipId))
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(and(eq(claims.memberId, memberId), eq(claims.caseNo, caseNo)));
  const rows = options.forUpdate ? await query.for('update', { of: claims }) : await query;
  const row = rows[0];
  return row ? flatten(row) : undefined;
}

export async function eventsOfClaim(db: Db, claimId: number): Promise<ClaimEventRow[]> {
  return db
    .select()
    .from(claimEvents)
    .where(eq(claimEvents.claimId, claimId))
    .orderBy(asc(claimEvents.at), asc(claimEvents.id));
}

/** The member's uploaded documents among `fileIds` (a claim's supporting documents), oldest first. */
export async function uploadedDocumentsOf(db: Db, memberId: number, fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  return db
    .select({
      fileId: memberDocuments.fileId,
      fileName: memberDocuments.fileName,
      title: memberDocuments.title,
      createdAt: memberDocuments.createdAt,
    })
    .from(memberDocuments)
    .where(
      and(
        eq(memberDocuments.memberId, memberId),
        eq(memberDocuments.kind, 'upload'),
        inArray(memberDocuments.fileId, [...fileIds]),
      ),
    )
    .orderBy(asc(memberDocuments.createdAt), asc(memberDocuments.id));
}

/** Moves a claim to `status` and records the step in its history (call inside a transaction). */
export async function setClaimStatus(
  tx: Db,
  claim: Pick<ClaimRow, 'id' | 'version'>,
  status: ClaimStatus,
  note: string | null = null,
): Promise<void> {
  const updated = await tx
    .update(claims)
    .set({ status, version: claim.version + 1, updatedAt: sql`now()` })
    .where(and(eq(claims.id, claim.id), eq(claims.version, claim.version)))
    .returning({ id: claims.id });
  if (updated.length === 0) throw new Error(`claim ${claim.id} changed meanwhile`);
  await tx.insert(claimEvents).values({ claimId: claim.id, status, at: sql`now()`, note });
}

/** The member's claims as the eligibility rules need them (status, type, dates, membership). */
export async function claimFactsOfMember(
  db: Db,
  memberId: number,
): Promise<
  (Pick<ClaimRow, 'caseNo' | 'status' | 'claimType' | 'submittedOn' | 'paidOn'> & {
    membershipId: number;
  })[]
> {
  return db
    .select({
      membershipId: claims.membershipId,
      caseNo: claims.caseNo,
      status: claims.status,
      claimType: claims.claimType,
      submittedOn: claims.submittedOn,
      paidOn: claims.paidOn,
    })
    .from(claims)
    .where(eq(claims.memberId, memberId));
}

/** The member's memberships a block (court order, section 37D) holds on `today`. */
export async function blockedMembershipsOf(
  db: Db,
  memberId: number,
  today: string,
): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ membershipId: membershipBlocks.membershipId })
    .from(membershipBlocks)
    .innerJoin(memberships, eq(memberships.id, membershipBlocks.membershipId))
    .where(
      and(
        eq(memberships.memberId, memberId),
        lte(membershipBlocks.since, today),
        or(isNull(membershipBlocks.until), gt(membershipBlocks.until, today)),
      ),
    );
  return new Set(rows.map((row) => row.membershipId));
}
