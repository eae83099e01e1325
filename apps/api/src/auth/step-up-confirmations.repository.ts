import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stepUpConfirmations } from '../db/schema';

// What a member confirms at a step-up before money moves (auth/step-up-confirmation.ts).

export async function insertConfirmation(
  db: Db,
  row: {
    id: string;
    memberId: number;
    sessionIdHash: string;
    purpose: string;
    summary: [string, string][];
    detailsHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(stepUpConfirmations).values(row);
}

/** The member's confirmation `id`, not yet confirmed, used or expired. */
function isOpen(id: string, memberId: number) {
  return and(
    eq(stepUpConfirmations.id, id),
    eq(stepUpConfirmations.memberId, memberId),
    isNull(stepUpConfirmations.usedAt),
    isNull(stepUpConfirmations.confirmedAt),
    gt(stepUpConfirmations.expiresAt, sql`now()`),
  );
}

/** A confirmation the member may still confirm: the page's summary and the details' hash. */
export async function openConfirmation(
  db: Db,
  id: string,
  memberId: number,
): Promise<{ summary: [string, string][]; detailsHash: string } | undefined> {
  const rows = await db
    .select({
      summary: stepUpConfirmations.summary,
      detailsHash: stepUpConfirmations.detailsHash,
    })
    .from(stepUpConfirmations)
    .where(isOpen(id, memberId));
  return rows[0];
}

/** The provider's page saw the member prove who they are over this confirmation's details. */
export async function markConfirmationSeen(db: Db, id: string, memberId: number): Promise<boolean> {
  const rows = await db
    .update(stepUpConfirmations)
    .set({ seenAt: sql`now()` })
    .where(isOpen(id, memberId))
    .returning({ id: stepUpConfirmations.id });
  return rows.length > 0;
}

/**
 * The step-up came back to the session that asked: the confirmation holds from now (once, within
 * the step-up's minutes). With `mustBeSeen` (the embedded provider), only one its page showed.
 */
export async function confirmForSession(
  db: Db,
  input: { id: string; memberId: number; sessionIdHash: string; mustBeSeen: boolean },
): Promise<boolean> {
  const rows = await db
    .update(stepUpConfirmations)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        isOpen(input.id, input.memberId),
        eq(stepUpConfirmations.sessionIdHash, input.sessionIdHash),
        ...(input.mustBeSeen ? [isNotNull(stepUpConfirmations.seenAt)] : []),
      ),
    )
    .returning({ id: stepUpConfirmations.id });
  return rows.length > 0;
}

/**
 * Uses a confirmation of exactly these details, made by this session since `since`, once
 * (inside the change's own transaction: a change that fails leaves it unused). Answers whether
 * there was one.
 */
export async function useConfirmation(
  tx: Db,
  input: { memberId: number; sessionIdHash: string; detailsHash: string; since: Date },
): Promise<boolean> {
  const [found] = await tx
    .select({ id: stepUpConfirmations.id })
    .from(stepUpConfirmations)
    .where(
      and(
        eq(stepUpConfirmations.memberId, input.memberId),
        eq(stepUpConfirmations.sessionIdHash, input.sessionIdHash),
        eq(stepUpConfirmations.detailsHash, input.detailsHash),
        isNull(stepUpConfirmations.usedAt),
        gt(stepUpConfirmations.confirmedAt, input.since),
      ),
    )
    .orderBy(desc(stepUpConfirmations.confirmedAt))
    .limit(1)
    // Parallel changes of the same details each take a confirmation of their own.
    .for('update', { skipLocked: true });
  if (!found) return false;
  const used = await tx
    .update(stepUpConfirmations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(stepUpConfirmations.id, found.id), isNull(stepUpConfirmations.usedAt)))
    .returning({ id: stepUpConfirmations.id });
  return used.length > 0;
}
