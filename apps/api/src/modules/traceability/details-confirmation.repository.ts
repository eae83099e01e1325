import { desc, eq } from 'drizzle-orm';
import type { ConfirmedContact, ConfirmedNomination } from '@portal/contract/details-confirmation';
import type { Db } from '../../db/client';
import { detailsConfirmations } from '../../db/schema';

// The member's confirmations of their contact details and beneficiaries (issue 49 point 6): only
// added, never changed.

/** The day of the member's latest confirmation, null when they never confirmed. */
export async function lastConfirmedOn(db: Db, memberId: number): Promise<string | null> {
  const [last] = await db
    .select({ confirmedOn: detailsConfirmations.confirmedOn })
    .from(detailsConfirmations)
    .where(eq(detailsConfirmations.memberId, memberId))
    .orderBy(desc(detailsConfirmations.confirmedOn), desc(detailsConfirmations.id))
    .limit(1);
  return last?.confirmedOn ?? null;
}

export async function insertConfirmation(
  db: Db,
  row: {
    memberId: number;
    confirmedOn: string;
    contact: ConfirmedContact;
    nominations: ConfirmedNomination[];
    digest: string;
  },
): Promise<void> {
  await db.insert(detailsConfirmations).values(row);
}
