import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, proposals } from '../../db/schema';

/** spec 3 §3: the profile fields the lead is taken from. */
export async function leadProfileOf(
  db: Db,
  memberId: number,
): Promise<
  | {
      firstName: string;
      lastName: string;
      primaryEmailAddress: string | null;
      primaryContactNumber: string | null;
    }
  | undefined
> {
  const rows = await db
    .select({
      firstName: members.firstName,
      lastName: members.lastName,
      primaryEmailAddress: members.primaryEmailAddress,
      primaryContactNumber: members.primaryContactNumber,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return rows[0];
}

export async function insertProposal(
  db: Db,
  row: { id: string; memberId: number; goalCategory: number; payload: unknown },
): Promise<void> {
  await db.insert(proposals).values(row);
}

/** The member's own proposal with this id; undefined for anyone else's. */
export async function findProposal(
  db: Db,
  memberId: number,
  id: string,
): Promise<{ id: string; payload: unknown; createdAt: Date } | undefined> {
  const rows = await db
    .select({ id: proposals.id, payload: proposals.payload, createdAt: proposals.createdAt })
    .from(proposals)
    .where(and(eq(proposals.id, id), eq(proposals.memberId, memberId)));
  return rows[0];
}
