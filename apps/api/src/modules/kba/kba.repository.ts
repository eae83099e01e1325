import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityVerifications, kbaAttempts, memberKbaRecords, members } from '../../db/schema';
import type { KbaAnswerKey, KbaAttemptStore } from '../../partners/kba/kba-service';

// The identity checks' tables: knowledge-based question attempts (with their answer keys while
// open), the records the questions are drawn from, and the identity service's answers.

export type IdentityMember = {
  afGroupId: string;
  lastName: string;
  identifierType: string;
  idNumber: string | null;
};

export async function identityMemberOf(
  db: Db,
  memberId: number,
): Promise<IdentityMember | undefined> {
  const [row] = await db
    .select({
      afGroupId: members.afGroupId,
      lastName: members.lastName,
      identifierType: members.identifierType,
      idNumber: members.idNumber,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

export type KbaRecordsRow = Omit<typeof memberKbaRecords.$inferSelect, 'memberId'>;

export async function kbaRecordsOfMember(
  db: Db,
  memberId: number,
): Promise<KbaRecordsRow | undefined> {
  const [row] = await db
    .select({
      previousEmployer: memberKbaRecords.previousEmployer,
      previousSuburb: memberKbaRecords.previousSuburb,
      previousCellLastFour: memberKbaRecords.previousCellLastFour,
      transferredFromFund: memberKbaRecords.transferredFromFund,
      previousPostalCode: memberKbaRecords.previousPostalCode,
    })
    .from(memberKbaRecords)
    .where(eq(memberKbaRecords.memberId, memberId));
  return row;
}

export type KbaAttemptRow = typeof kbaAttempts.$inferSelect;

/**
 * Holds the member's row until the transaction ends, so that the member's identity checks take
 * turns: GetRequestId and PostAnswers of one member never run side by side, and each sees what
 * the one before it wrote. FOR NO KEY UPDATE: other tables' rows that refer to the member can
 * still be written meanwhile (their foreign keys take only a key share).
 */
export async function lockMemberForIdentityChecks(tx: Db, memberId: number): Promise<void> {
  await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
}

/**
 * A new open attempt; false when the member already has one (the partial unique index
 * kba_attempts_one_open_key allows one open attempt a member).
 */
export async function insertKbaAttempt(
  db: Db,
  attempt: { requestId: string; memberId: number; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(kbaAttempts)
    .values(attempt)
    .onConflictDoNothing({
      target: kbaAttempts.memberId,
      where: sql`${kbaAttempts.answeredAt} is null and ${kbaAttempts.expiredAt} is null`,
    })
    .returning({ requestId: kbaAttempts.requestId });
  return inserted.length > 0;
}

/** The member's open attempt (neither answered nor expired): at most one, by the unique index. */
export async function openKbaAttempt(db: Db, memberId: number): Promise<KbaAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(kbaAttempts)
    .where(
      and(
        eq(kbaAttempts.memberId, memberId),
        isNull(kbaAttempts.answeredAt),
        isNull(kbaAttempts.expiredAt),
      ),
    )
    .orderBy(desc(kbaAttempts.createdAt))
    .limit(1);
  return row;
}

/** Closes an open attempt left unanswered past its time (it does not count as failed). */
export async function expireKbaAttempt(db: Db, requestId: string, at: Date): Promise<void> {
  await db
    .update(kbaAttempts)
    .set({ expiredAt: at, answerKey: null })
    .where(and(eq(kbaAttempts.requestId, requestId), isNull(kbaAttempts.answeredAt)));
}

/** The member's attempt under `requestId` (another member's is not found); locked with `forUpdate`. */
export async function kbaAttemptOf(
  db: Db,
  memberId: number,
  requestId: string,
  options: { forUpdate?: boolean } = {},
): Promise<KbaAttemptRow | undefined> {
  const query = db
    .select()
    .from(kbaAttempts)
    .where(and(eq(kbaAttempts.requestId, requestId), eq(kbaAttempts.memberId, memberId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function markKbaAttemptAsked(db: Db, requestId: string, at: Date): Promise<void> {
  await db
    .update(kbaAttempts)
    .set({ askedAt: sql`coalesce(${kbaAttempts.askedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(kbaAttempts.requestId, requestId));
}

export async function recordKbaAnswer(
  db: Db,
  requestId: string,
  outcome: { answeredAt: Date; passed: boolean; correctCount: number; questionCount: number },
): Promise<void> {
  await db
    .update(kbaAttempts)
    .set({ ...outcome, answerKey: null })
    .where(eq(kbaAttempts.requestId, requestId));
}

/** The member's checked attempts answered after `since`, oldest first. */
export async function answeredKbaAttempts(
  db: Db,
  memberId: number,
  since: Date,
): Promise<{ at: Date; passed: boolean }[]> {
  const rows = await db
    .select({ at: kbaAttempts.answeredAt, passed: kbaAttempts.passed })
    .from(kbaAttempts)
    .where(
      and(
        eq(kbaAttempts.memberId, memberId),
        isNotNull(kbaAttempts.answeredAt),
        gt(kbaAttempts.answeredAt, since),
      ),
    )
    .orderBy(kbaAttempts.answeredAt);
  return rows.flatMap((row) => (row.at === null ? [] : [{ at: row.at, passed: !!row.passed }]));
}

/**
 * The simulator's answer keys kept in kba_attempts: any server process can check answers to
 * questions another one gave. `take` clears the key, so an attempt is checked once.
 */
export function kbaAttemptStoreOn(db: Db): KbaAttemptStore {
  return {
    async save(requestId, key) {
      await db
        .update(kbaAttempts)
        .set({ answerKey: { ...key } })
        .where(eq(kbaAttempts.requestId, requestId));
    },
    async take(requestId) {
      const result = (await db.execute(sql`
        with old as (
          select request_id, answer_key from kba_attempts
          where request_id = ${requestId} and answer_key is not null
          for update
        )
        update kba_attempts k set answer_key = null
        from old where k.request_id = old.request_id
        returning old.answer_key as "answerKey"`)) as unknown as {
        rows: { answerKey: KbaAnswerKey | string }[];
      };
      const stored = result.rows[0]?.answerKey;
      if (stored === undefined) return undefined;
      return typeof stored === 'string' ? (JSON.parse(stored) as KbaAnswerKey) : stored;
    },
  };
}

export async function insertIdentityVerification(
  db: Db,
  row: { memberId: number; idNumber: string; surname: string; result: string; at: Date },
): Promise<void> {
  await db.insert(identityVerifications).values(row);
}

/** The identity service's latest answer for the member. */
export async function latestIdentityVerification(
  db: Db,
  memberId: number,
): Promise<{ idNumber: string; result: string; at: Date } | undefined> {
  const [row] = await db
    .select({
      idNumber: identityVerifications.idNumber,
      result: identityVerifications.result,
      at: identityVerifications.at,
    })
    .from(identityVerifications)
    .where(eq(identityVerifications.memberId, memberId))
    .orderBy(desc(identityVerifications.at), desc(identityVerifications.id))
    .limit(1);
  return row;
}
