import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges } from '../../db/schema';

// A new email address waiting for its confirmation (schema: email_changes, decision 032).

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** How a change was closed: what a link opened afterwards tells the member. */
export type EmailChangeOutcome = 'confirmed' | 'cancelled' | 'replaced';

/** The member's change waiting for confirmation, if one is open and has not expired. */
export async function openEmailChangeOf(
  db: Db,
  memberId: number,
): Promise<EmailChangeRow | undefined> {
  const rows = await db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.memberId, memberId),
        isNull(emailChanges.closedAt),
        gt(emailChanges.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return rows[0];
}

/**
 * Closes the member's open change (expired or not) with `outcome`; answers whether there was one.
 * The caller holds the member's row lock.
 */
export async function closeOpenEmailChange(
  tx: Db,
  memberId: number,
  outcome: EmailChangeOutcome,
): Promise<boolean> {
  const rows = await tx
    .update(emailChanges)
    .set({ closedAt: sql`now()`, outcome })
    .where(and(eq(emailChanges.memberId, memberId), isNull(emailChanges.closedAt)))
    .returning({ id: emailChanges.id });
  return rows.length > 0;
}

/** Records a new change; the member's older open one is closed as replaced first. */
export async function insertEmailChange(
  tx: Db,
  row: {
    memberId: number;
    newAddress: string;
    confirmTokenHash: string;
    cancelTokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await closeOpenEmailChange(tx, row.memberId, 'replaced');
  await tx.insert(emailChanges).values(row);
}

/** The change a link's token belongs to (open or not), locked until the transaction ends. */
export async function lockEmailChangeByToken(
  tx: Db,
  link: 'confirm' | 'cancel',
  tokenHash: string,
): Promise<EmailChangeRow | undefined> {
  const column = link === 'confirm' ? emailChanges.confirmTokenHash : emailChanges.cancelTokenHash;
  const rows = await tx.select().from(emailChanges).where(eq(column, tokenHash)).for('update');
  return rows[0];
}

/** The change a link's token belongs to, read without changing anything (the link's page). */
export async function findEmailChangeByToken(
  db: Db,
  link: 'confirm' | 'cancel',
  tokenHash: string,
): Promise<EmailChangeRow | undefined> {
  const column = link === 'confirm' ? emailChanges.confirmTokenHash : emailChanges.cancelTokenHash;
  const rows = await db.select().from(emailChanges).where(eq(column, tokenHash));
  return rows[0];
}

export async function closeEmailChange(
  tx: Db,
  id: number,
  outcome: EmailChangeOutcome,
): Promise<void> {
  await tx
    .update(emailChanges)
    .set({ closedAt: sql`now()`, outcome })
    .where(eq(emailChanges.id, id));
}

/**
 * A fresh confirmation link for an open change, with a fresh expiry: the link mailed before stops
 * working (its hash is gone). Counts the resend.
 */
export async function renewConfirmToken(
  tx: Db,
  id: number,
  confirmTokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await tx
    .update(emailChanges)
    .set({ confirmTokenHash, expiresAt, resends: sql`${emailChanges.resends} + 1` })
    .where(eq(emailChanges.id, id));
}
