import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CorrectionDetail, CorrectionOutcome } from '@portal/contract/calls/privacy';
import type { HeldIdentity } from '@portal/domain/corrections';
import type { Db } from '../../db/client';
import { correctionRequests, members, messageThreads, profileAudit } from '../../db/schema';

// Correction requests (issue 49 point 3): every read is scoped by member_id, so another member's
// request is as absent as none. Writes run in the caller's transaction; each date is set once.

export type CorrectionRow = typeof correctionRequests.$inferSelect & { reference: string };

/** The most requests a member's list shows (the latest first). */
const CORRECTION_LIST_MAX = 200;

function selectCorrections(db: Db) {
  return db
    .select({ correction: correctionRequests, reference: messageThreads.reference })
    .from(correctionRequests)
    .innerJoin(messageThreads, eq(messageThreads.id, correctionRequests.threadId));
}

function rowOf(row: {
  correction: typeof correctionRequests.$inferSelect;
  reference: string;
}): CorrectionRow {
  return { ...row.correction, reference: row.reference };
}

export async function memberCorrectionRows(db: Db, memberId: number): Promise<CorrectionRow[]> {
  const rows = await selectCorrections(db)
    .where(eq(correctionRequests.memberId, memberId))
    .orderBy(desc(correctionRequests.lodgedOn), desc(correctionRequests.id))
    .limit(CORRECTION_LIST_MAX);
  return rows.map(rowOf);
}

export async function findMemberCorrection(
  db: Db,
  memberId: number,
  reference: string,
): Promise<CorrectionRow | undefined> {
  const [row] = await selectCorrections(db).where(
    and(eq(correctionRequests.memberId, memberId), eq(messageThreads.reference, reference)),
  );
  return row ? rowOf(row) : undefined;
}

/** The request of a thread (the fund's answer is written on it). */
export async function correctionOfThread(
  db: Db,
  threadId: number,
): Promise<CorrectionRow | undefined> {
  const [row] = await selectCorrections(db).where(eq(correctionRequests.threadId, threadId));
  return row ? rowOf(row) : undefined;
}

/** The member's request lodged with the thread's idempotency key, if any. */
export async function findCorrectionByKey(
  db: Db,
  memberId: number,
  idempotencyKey: string,
): Promise<CorrectionRow | undefined> {
  const [row] = await selectCorrections(db).where(
    and(
      eq(correctionRequests.memberId, memberId),
      eq(messageThreads.idempotencyKey, idempotencyKey),
    ),
  );
  return row ? rowOf(row) : undefined;
}

export async function insertCorrection(
  tx: Db,
  request: {
    threadId: number;
    memberId: number;
    detail: CorrectionDetail;
    valueAsked: string;
    reason: string;
    lodgedOn: string;
    answerDueOn: string;
  },
): Promise<void> {
  await tx.insert(correctionRequests).values(request);
}

/** The administration's answer: its day, decision and words (once). */
export async function setCorrectionAnswered(
  tx: Db,
  id: number,
  answer: { answeredOn: string; outcome: CorrectionOutcome; answer: string },
): Promise<boolean> {
  const updated = await tx
    .update(correctionRequests)
    .set({ ...answer, updatedAt: new Date() })
    .where(and(eq(correctionRequests.id, id), isNull(correctionRequests.answeredOn)))
    .returning({ id: correctionRequests.id });
  return updated.length > 0;
}

/** The identity details the fund holds for the member; with `forUpdate`, the row locked. */
export async function heldIdentityOf(
  db: Db,
  memberId: number,
  options: { forUpdate?: boolean } = {},
): Promise<(HeldIdentity & { afGroupId: string }) | undefined> {
  const query = db
    .select({
      identifierType: members.identifierType,
      idNumber: members.idNumber,
      passportNumber: members.passportNumber,
      dateOfBirth: members.dateOfBirth,
      afGroupId: members.afGroupId,
    })
    .from(members)
    .where(eq(members.id, memberId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Corrects the member's detail and writes the profile audit entry (DESIGN §4 habit 13), in the
 * caller's transaction: who asked (the member), through which request, the value before and after.
 */
export async function correctMemberDetail(
  tx: Db,
  memberId: number,
  change: { detail: CorrectionDetail; value: string; reference: string; at: Date },
): Promise<void> {
  const held = await heldIdentityOf(tx, memberId, { forUpdate: true });
  if (!held) return;
  // The version rises: a profile form opened before the correction is saved over nothing.
  await tx
    .update(members)
    .set({
      [change.detail]: change.value,
      version: sql`${members.version} + 1`,
      updatedAt: change.at,
    })
    .where(eq(members.id, memberId));
  await tx.insert(profileAudit).values({
    memberId,
    actor: held.afGroupId,
    source: `CorrectionRequest ${change.reference}`,
    fields: [change.detail],
    before: { [change.detail]: held[change.detail] ?? '' },
    after: { [change.detail]: change.value },
    at: change.at,
  });
}
