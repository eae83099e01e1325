import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, sessions } from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const rows = await db.select().from(sessions).where(eq(sessions.idHash, idHash));
  return rows[0];
}

export async function touchSession(db: Db, idHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}

export async function updateSessionTokens(
  db: Db,
  idHash: string,
  tokens: Pick<SessionRow, 'accessToken' | 'refreshToken' | 'accessTokenExpiresAt' | 'idToken'>,
): Promise<void> {
  await db.update(sessions).set(tokens).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteIdleSessions(db: Db, lastSeenBefore: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(lt(sessions.lastSeenAt, lastSeenBefore))
    .returning({ id: sessions.idHash });
  return rows.length;
}

export async function findMemberIdByAfGroupId(
  db: Db,
  afGroupId: string,
): Promise<number | undefined> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.afGroupId, afGroupId));
  return rows[0]?.id;
}
