import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deceasedMemberAlerts, members } from '../../db/schema';

// Deaths members report (deceased_member_alerts): one row per reporter and deceased ID number,
// under a random reference the service draws.

export type DeceasedAlertRow = Omit<typeof deceasedMemberAlerts.$inferInsert, 'id' | 'createdAt'>;

/** The unique index that keeps references apart (a drawn reference already taken). */
export const DECEASED_ALERT_REFERENCE_INDEX = 'deceased_member_alerts_reference_key';

/**
 * Stores a report unless the reporter already reported this ID number (then nothing is written
 * and undefined answers: a parallel repeat waits for the first to commit, then finds it).
 */
export async function insertDeceasedAlert(
  db: Db,
  row: DeceasedAlertRow & { createdAt: Date },
): Promise<{ id: number; reference: string } | undefined> {
  const [inserted] = await db
    .insert(deceasedMemberAlerts)
    .values(row)
    .onConflictDoNothing({
      target: [deceasedMemberAlerts.reportedByMemberId, deceasedMemberAlerts.deceasedIdNumber],
    })
    .returning({ id: deceasedMemberAlerts.id, reference: deceasedMemberAlerts.reference });
  return inserted;
}

/** The reporter's report of this ID number, if any. */
export async function findDeceasedAlert(
  db: Db,
  reportedByMemberId: number,
  deceasedIdNumber: string,
): Promise<{ id: number; reference: string } | undefined> {
  const [found] = await db
    .select({ id: deceasedMemberAlerts.id, reference: deceasedMemberAlerts.reference })
    .from(deceasedMemberAlerts)
    .where(
      and(
        eq(deceasedMemberAlerts.reportedByMemberId, reportedByMemberId),
        eq(deceasedMemberAlerts.deceasedIdNumber, deceasedIdNumber),
      ),
    );
  return found;
}

/** The ID number the fund holds for the member (null: none, e.g. a passport holder). */
export async function memberIdNumberOf(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ idNumber: members.idNumber })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.idNumber ?? null;
}
