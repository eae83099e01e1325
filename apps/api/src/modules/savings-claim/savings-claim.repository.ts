import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { caseNumberOf, type ClaimStatus } from '@portal/domain/claims';
import type { Db } from '../../db/client';
import {
  claimEvents,
  claims,
  memberDocuments,
  members,
  memberships,
  products,
  transactions,
} from '../../db/schema';
import type { SavingsClaimData } from '../claims/savings-claim-data';

// The savings claim wizard's drafts and their submission (claims rows of type Savings whose
// `draft` holds the wizard's answers, SavingsClaimData). Every read is scoped to the member.

export type SavingsClaimRow = typeof claims.$inferSelect & {
  data: SavingsClaimData;
  schemeNumber: string;
  fundName: string;
  membershipNumber: string;
  normalRetirementDate: string | null;
  /** The annual pensionable salary on the membership (the fund's payroll record); null: none. */
  annualSalaryCents: number | null;
};

const COLUMNS = {
  claim: claims,
  schemeNumber: products.schemeNumber,
  fundName: products.fullProductName,
  membershipNumber: memberships.membershipNumber,
  normalRetirementDate: memberships.normalRetirementDate,
  annualSalaryCents: memberships.annualPensionableSalaryCents,
};

type Selected = {
  claim: typeof claims.$inferSelect;
  schemeNumber: string;
  fundName: string;
  membershipNumber: string;
  normalRetirementDate: string | null;
  annualSalaryCents: number | null;
};

function flatten(row: Selected): SavingsClaimRow {
  return {
    ...row.claim,
    data: row.claim.draft as unknown as SavingsClaimData,
    schemeNumber: row.schemeNumber,
    fundName: row.fundName,
    membershipNumber: row.membershipNumber,
    normalRetirementDate: row.normalRetirementDate,
    annualSalaryCents: row.annualSalaryCents,
  };
}

function selectClaims(db: Db) {
  return db
    .select(COLUMNS)
    .from(claims)
    .innerJoin(memberships, eq(memberships.id, claims.membershipId))
    .innerJoin(products, eq(products.id, memberships.productId));
}

/** Whether a claim row holds a wizard's data (a claim made online). */
const HAS_WIZARD_DATA = sql`(${claims.draft} ->> 'webTransactionNo') is not null`;

/** The member's wizard claim by its webTransactionNo; undefined when it is not theirs. */
export async function findClaimByWebTransactionNo(
  db: Db,
  memberId: number,
  webTransactionNo: string,
  options: { forUpdate?: boolean } = {},
): Promise<SavingsClaimRow | undefined> {
  const query = selectClaims(db).where(
    and(
      eq(claims.memberId, memberId),
      HAS_WIZARD_DATA,
      sql`${claims.draft} ->> 'webTransactionNo' = ${webTransactionNo}`,
    ),
  );
  const rows = options.forUpdate ? await query.for('update', { of: claims }) : await query;
  const row = rows[0];
  return row ? flatten(row) : undefined;
}

/** The member's claim submitted with this idempotency key, if any. */
export async function findClaimByIdempotencyKey(
  db: Db,
  memberId: number,
  idempotencyKey: string,
): Promise<SavingsClaimRow | undefined> {
  const rows = await selectClaims(db).where(
    and(eq(claims.memberId, memberId), eq(claims.idempotencyKey, idempotencyKey)),
  );
  const row = rows[0];
  return row && row.claim.draft ? flatten(row) : undefined;
}

/** The open (Draft) wizard claim of a membership, if any. */
export async function findOpenDraft(
  db: Db,
  memberId: number,
  membershipId: number,
): Promise<SavingsClaimRow | undefined> {
  const rows = await selectClaims(db)
    .where(
      and(
        eq(claims.memberId, memberId),
        eq(claims.membershipId, membershipId),
        eq(claims.status, 'Draft'),
        HAS_WIZARD_DATA,
      ),
    )
    .orderBy(claims.id)
    .limit(1);
  const row = rows[0];
  return row ? flatten(row) : undefined;
}

/**
 * Holds the membership's row until the transaction ends: first saves on one membership take
 * turns, so that only one of them makes the draft.
 */
export async function lockMembership(tx: Db, membershipId: number): Promise<void> {
  await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.id, membershipId))
    .for('update');
}

/** A new Draft claim with its case number (reserved now, shown once it is submitted). */
export async function insertDraftClaim(
  tx: Db,
  draft: { memberId: number; membershipId: number; claimType: number; data: SavingsClaimData },
): Promise<void> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('claims', 'id')) as id`,
  );
  const id = Number((result as unknown as { rows: { id: string | number }[] }).rows[0]?.id);
  await tx.insert(claims).values({
    id,
    caseNo: caseNumberOf(id),
    memberId: draft.memberId,
    membershipId: draft.membershipId,
    claimType: draft.claimType,
    status: 'Draft',
    grossCents: draft.data.amountCents ?? 0,
    draft: draft.data as unknown as Record<string, unknown>,
  });
}

/**
 * Writes a draft's answers if the claim is still at `version` and still a Draft; answers whether
 * it was written (false: it changed meanwhile).
 */
export async function updateDraft(
  tx: Db,
  claim: Pick<SavingsClaimRow, 'id' | 'version'>,
  data: SavingsClaimData,
): Promise<boolean> {
  const updated = await tx
    .update(claims)
    .set({
      draft: data as unknown as Record<string, unknown>,
      grossCents: data.amountCents ?? 0,
      version: claim.version + 1,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(claims.id, claim.id), eq(claims.version, claim.version), eq(claims.status, 'Draft')),
    )
    .returning({ id: claims.id });
  return updated.length > 0;
}

export type Submission = {
  submittedOn: string;
  grossCents: number;
  feeCents: number;
  bankName: string;
  bankBranchCode: string;
  bankAccountType: number;
  bankAccountLast4: string;
  idempotencyKey: string | null;
  data: SavingsClaimData;
};

/** A Draft becomes Submitted, with its first history row (call inside a transaction). */
export async function submitDraft(
  tx: Db,
  claim: Pick<SavingsClaimRow, 'id' | 'version'>,
  submission: Submission,
): Promise<void> {
  const status: ClaimStatus = 'Submitted';
  const updated = await tx
    .update(claims)
    .set({
      status,
      submittedOn: submission.submittedOn,
      grossCents: submission.grossCents,
      feeCents: submission.feeCents,
      bankName: submission.bankName,
      bankBranchCode: submission.bankBranchCode,
      bankAccountType: submission.bankAccountType,
      bankAccountLast4: submission.bankAccountLast4,
      idempotencyKey: submission.idempotencyKey,
      draft: submission.data as unknown as Record<string, unknown>,
      version: claim.version + 1,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(claims.id, claim.id), eq(claims.version, claim.version), eq(claims.status, 'Draft')),
    )
    .returning({ id: claims.id });
  if (updated.length === 0) throw new Error(`claim ${claim.id} changed meanwhile`);
  await tx.insert(claimEvents).values({
    claimId: claim.id,
    status,
    at: sql`now()`,
    note: 'Submitted by the member online.',
  });
}

export type MemberIdentity = {
  idNumber: string | null;
  initials: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** The income tax number the fund holds for the member (issue 45); null: none. */
  incomeTaxNumber: string | null;
};

export async function findMemberIdentity(db: Db, memberId: number): Promise<MemberIdentity> {
  const rows = await db
    .select({
      idNumber: members.idNumber,
      initials: members.initials,
      firstName: members.firstName,
      lastName: members.lastName,
      dateOfBirth: members.dateOfBirth,
      incomeTaxNumber: members.incomeTaxNumber,
    })
    .from(members)
    .where(eq(members.id, memberId));
  const row = rows[0];
  if (!row) throw new Error(`member ${memberId} not found`);
  return row;
}

/** The date of a membership's latest contribution (spec 3 §3 dateLastContrib), or null. */
export async function lastContributionDate(db: Db, membershipId: number): Promise<string | null> {
  const rows = await db
    .select({ last: max(transactions.txDate) })
    .from(transactions)
    .where(
      and(
        eq(transactions.membershipId, membershipId),
        inArray(transactions.type, ['contribution']),
      ),
    );
  return rows[0]?.last ?? null;
}

/** Removes one of the member's drafts (a test's own, made through the fixtures). */
export async function deleteDraft(
  db: Db,
  memberId: number,
  webTransactionNo: string,
): Promise<void> {
  await db
    .delete(claims)
    .where(
      and(
        eq(claims.memberId, memberId),
        eq(claims.status, 'Draft'),
        sql`${claims.draft} ->> 'webTransactionNo' = ${webTransactionNo}`,
      ),
    );
}

/**
 * Deletes up to `limit` of the documents members uploaded for claims they cancelled more than
 * `retentionDays` ago (by the claim's Cancelled history row); answers how many were deleted.
 */
export async function deleteCancelledClaimUploads(
  db: Db,
  retentionDays: number,
  limit: number,
): Promise<number> {
  const result = await db.execute(sql`
    delete from ${memberDocuments} where id in (
      select document.id
      from ${claims} claim
      join ${memberDocuments} document
        on document.member_id = claim.member_id
        and document.kind = 'upload'
        and document.request ->> 'webTransactionNo' = claim.draft ->> 'webTransactionNo'
      where claim.status = 'Cancelled'
        and claim.draft ->> 'webTransactionNo' is not null
        and exists (
          select 1 from ${claimEvents} event
          where event.claim_id = claim.id and event.status = 'Cancelled'
            and event.at < now() - make_interval(days => ${retentionDays})
        )
      limit ${limit}
    )
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
