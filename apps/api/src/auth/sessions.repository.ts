import { eq, lt, sql } from 'drizzle-orm';
import { preparedOn, type Db } from '../db/client';
import { members, sessions } from '../db/schema';

/** A session with the id of the member it signs in (null when no member has its afGroupId). */
export type SessionRow = typeof sessions.$inferSelect & { memberId: number | null };

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The session and its member in one read: every API call starts here. */
const sessionQuery = preparedOn((db) =>
  db
    .select({ session: sessions, memberId: members.id })
    .from(sessions)
    .leftJoin(members, eq(members.afGroupId, sessions.afGroupId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('find_session'),
);

export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const rows = await sessionQuery(db).execute({ idHash });
  const row = rows[0];
  return row && { ...row.session, memberId: row.memberId };
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
