import { and, desc, eq, sql } from 'drizzle-orm';
import type { TransferStatusName } from '@portal/contract/calls/leaving-service';
import type { Db } from '../../db/client';
import {
  counsellingAcknowledgements,
  memberships,
  products,
  transferRequests,
} from '../../db/schema';

// Leaving service (issue 49 point 4): every read is scoped by member_id and the membership, so
// another member's acknowledgement or transfer is as absent as none. Writes run in the caller's
// transaction.

export type TransferRow = typeof transferRequests.$inferSelect & {
  schemeNumber: string;
  fundName: string;
};

/** The most transfer requests a membership's list shows (the latest first). */
const TRANSFER_LIST_MAX = 50;

function selectTransfers(db: Db) {
  return db
    .select({
      transfer: transferRequests,
      schemeNumber: products.schemeNumber,
      fundName: products.fundName,
    })
    .from(transferRequests)
    .innerJoin(memberships, eq(memberships.id, transferRequests.membershipId))
    .innerJoin(products, eq(products.id, memberships.productId));
}

export async function transfersOfMembership(
  db: Db,
  memberId: number,
  membershipId: number,
): Promise<TransferRow[]> {
  const rows = await selectTransfers(db)
    .where(
      and(eq(transferRequests.memberId, memberId), eq(transferRequests.membershipId, membershipId)),
    )
    .orderBy(desc(transferRequests.createdAt), desc(transferRequests.id))
    .limit(TRANSFER_LIST_MAX);
  return rows.map(({ transfer, ...rest }) => ({ ...transfer, ...rest }));
}

export async function transferById(db: Db, id: number): Promise<TransferRow | undefined> {
  const [row] = await selectTransfers(db).where(eq(transferRequests.id, id));
  return row
    ? { ...row.transfer, schemeNumber: row.schemeNumber, fundName: row.fundName }
    : undefined;
}

export async function acknowledgementOf(
  db: Db,
  memberId: number,
  membershipId: number,
  materialVersion: string,
): Promise<string | null> {
  const [row] = await db
    .select({ acknowledgedOn: counsellingAcknowledgements.acknowledgedOn })
    .from(counsellingAcknowledgements)
    .where(
      and(
        eq(counsellingAcknowledgements.memberId, memberId),
        eq(counsellingAcknowledgements.membershipId, membershipId),
        eq(counsellingAcknowledgements.materialVersion, materialVersion),
      ),
    );
  return row?.acknowledgedOn ?? null;
}

/** Keeps the acknowledgement of a version once (the first day it was given stands). */
export async function insertAcknowledgement(
  db: Db,
  row: typeof counsellingAcknowledgements.$inferInsert,
): Promise<void> {
  await db.insert(counsellingAcknowledgements).values(row).onConflictDoNothing();
}

export async function insertTransfer(
  db: Db,
  row: typeof transferRequests.$inferInsert,
): Promise<number> {
  const [inserted] = await db
    .insert(transferRequests)
    .values(row)
    .returning({ id: transferRequests.id });
  if (!inserted) throw new Error('transfer request not kept');
  return inserted.id;
}

/** A transfer whose next step is due, taken for a while (`for update skip locked`). */
export async function takeDueTransfer(
  db: Db,
  options: { leaseSeconds: number; maxAttempts: number },
): Promise<{ id: number; attempts: number } | undefined> {
  const result = await db.execute(sql`
    update transfer_requests set next_step_at = now() + make_interval(secs => ${options.leaseSeconds})
    where id = (
      select t.id from transfer_requests t
      where t.next_step_at is not null
        and t.next_step_at <= now()
        and t.step_attempts < ${options.maxAttempts}
      order by t.next_step_at
      limit 1
      for update skip locked
    )
    returning id, step_attempts`);
  const row = (result as unknown as { rows: { id: number | string; step_attempts: number }[] })
    .rows[0];
  return row ? { id: Number(row.id), attempts: Number(row.step_attempts) } : undefined;
}

/** The transfer's row locked until the transaction ends. */
export async function lockTransfer(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(transferRequests)
    .where(eq(transferRequests.id, id))
    .for('update');
  return row;
}

export async function setTransferStatus(
  tx: Db,
  id: number,
  status: TransferStatusName,
  nextStepAt: Date | null,
): Promise<void> {
  await tx
    .update(transferRequests)
    .set({
      status,
      nextStepAt,
      statusChangedAt: new Date(),
      stepAttempts: 0,
      updatedAt: new Date(),
    })
    .where(eq(transferRequests.id, id));
}

export async function recordTransferFailure(
  db: Db,
  id: number,
  retrySeconds: number,
): Promise<number> {
  const [row] = await db
    .update(transferRequests)
    .set({
      stepAttempts: sql`${transferRequests.stepAttempts} + 1`,
      nextStepAt: sql`now() + make_interval(secs => ${retrySeconds})`,
    })
    .where(eq(transferRequests.id, id))
    .returning({ attempts: transferRequests.stepAttempts });
  return row?.attempts ?? 0;
}
