import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';

/** The member id behind a demo sign-in's username (tests read and check the member's rows). */
export async function memberIdOfUsername(db: Db, username: string): Promise<number> {
  const rows = await db
    .select({ memberId: accounts.memberId })
    .from(accounts)
    .where(eq(accounts.username, username));
  const id = rows[0]?.memberId;
  if (id === undefined) throw new Error(`no account ${username}`);
  return id;
}
