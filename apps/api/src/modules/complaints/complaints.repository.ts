import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ComplaintCategory, ComplaintOutcome } from '@portal/contract/calls/complaints';
import type { Db } from '../../db/client';
import { complaints, memberships, messageThreads, products } from '../../db/schema';

// Complaints (issue 49 point 1): every read is scoped by member_id, so another member's complaint
// is as absent as none. Writes run in the caller's transaction; each date is set once.

type Selected = {
  complaint: typeof complaints.$inferSelect;
  reference: string;
  schemeNumber: string;
  fundName: string;
  productName: string;
  heading: string;
  productTypeCategory: 'Retail' | 'Institutional';
  membershipNumber: string;
};

export type ComplaintRow = typeof complaints.$inferSelect & Omit<Selected, 'complaint'>;

/** The most complaints a member's list shows (the latest first). */
const COMPLAINT_LIST_MAX = 200;

function rowOf({ complaint, ...rest }: Selected): ComplaintRow {
  return { ...complaint, ...rest };
}

function selectComplaints(db: Db) {
  return db
    .select({
      complaint: complaints,
      reference: messageThreads.reference,
      schemeNumber: products.schemeNumber,
      fundName: products.fundName,
      productName: products.fullProductName,
      heading: products.heading,
      productTypeCategory: products.productTypeCategory,
      membershipNumber: memberships.membershipNumber,
    })
    .from(complaints)
    .innerJoin(messageThreads, eq(messageThreads.id, complaints.threadId))
    .innerJoin(memberships, eq(memberships.id, complaints.membershipId))
    .innerJoin(products, eq(products.id, memberships.productId));
}

export async function memberComplaintRows(db: Db, memberId: number): Promise<ComplaintRow[]> {
  const rows = await selectComplaints(db)
    .where(eq(complaints.memberId, memberId))
    .orderBy(desc(complaints.lodgedOn), desc(complaints.id))
    .limit(COMPLAINT_LIST_MAX);
  return rows.map(rowOf);
}

/** The member's complaint by its reference; with `forUpdate`, its row locked (in a transaction). */
export async function findMemberComplaint(
  db: Db,
  memberId: number,
  reference: string,
  options: { forUpdate?: boolean } = {},
): Promise<ComplaintRow | undefined> {
  const query = selectComplaints(db).where(
    and(eq(complaints.memberId, memberId), eq(messageThreads.reference, reference)),
  );
  const [row] = options.forUpdate ? await query.for('update', { of: complaints }) : await query;
  return row ? rowOf(row) : undefined;
}

/** The complaint of a thread (the fund's answer is written on it). */
export async function complaintOfThread(
  db: Db,
  threadId: number,
): Promise<ComplaintRow | undefined> {
  const [row] = await selectComplaints(db).where(eq(complaints.threadId, threadId));
  return row ? rowOf(row) : undefined;
}

/** The member's complaint lodged with the thread's idempotency key, if any. */
export async function findComplaintByKey(
  db: Db,
  memberId: number,
  idempotencyKey: string,
): Promise<ComplaintRow | undefined> {
  const [row] = await selectComplaints(db).where(
    and(eq(complaints.memberId, memberId), eq(messageThreads.idempotencyKey, idempotencyKey)),
  );
  return row ? rowOf(row) : undefined;
}

export async function insertComplaint(
  tx: Db,
  complaint: {
    threadId: number;
    memberId: number;
    membershipId: number;
    category: ComplaintCategory;
    remedy: string;
    lodgedOn: string;
    replyDueOn: string;
  },
): Promise<void> {
  await tx.insert(complaints).values(complaint);
}

/** The fund's answer: its day and decision (once: an answered complaint keeps its first). */
export async function setComplaintAnswered(
  tx: Db,
  complaintId: number,
  answer: { answeredOn: string; outcome: ComplaintOutcome },
): Promise<void> {
  await tx
    .update(complaints)
    .set({ ...answer, updatedAt: new Date() })
    .where(and(eq(complaints.id, complaintId), isNull(complaints.answeredOn)));
}

/** Whether the member said the answer settles it (once). */
export async function setComplaintResponse(
  tx: Db,
  complaintId: number,
  response: { satisfied: boolean; respondedOn: string },
): Promise<void> {
  await tx
    .update(complaints)
    .set({ ...response, updatedAt: new Date() })
    .where(and(eq(complaints.id, complaintId), isNull(complaints.respondedOn)));
}

/** The first day the escalation pack was downloaded (later downloads keep it). */
export async function setPackIssued(tx: Db, complaintId: number, on: string): Promise<void> {
  await tx
    .update(complaints)
    .set({ packIssuedOn: on, updatedAt: new Date() })
    .where(and(eq(complaints.id, complaintId), isNull(complaints.packIssuedOn)));
}
