import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { preparedOn, type Db } from '../db/client';
import { dataChanges, idpPayloads, members, sessions } from '../db/schema';

/**
 * A session with the id of the member it signs in (null when no member has its afGroupId) and
 * that member's data version when it was read (`data_changes`: 0 without a member).
 */
export type SessionRow = typeof sessions.$inferSelect & {
  memberId: number | null;
  dataVersion: number;
};

/**
 * The member's data version (schema/data-changes.ts): the weights of the member's rows and of the
 * rows every member's data shares, added up; two index reads.
 */
function dataVersionSql(memberId: SQL | AnyPgColumn) {
  return sql<string>`(
    (select coalesce(sum(${dataChanges.weight}), 0) from ${dataChanges} where ${dataChanges.memberId} = ${memberId})
    + (select coalesce(sum(${dataChanges.weight}), 0) from ${dataChanges} where ${dataChanges.memberId} is null)
  )::text`;
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/**
 * The sessions, their members and the members' data versions in one read: every API call starts
 * here, so every answer kept for a version (lib/member-answers.ts) is checked against the data as
 * it is when the call arrives.
 */
const sessionsQuery = preparedOn((db) =>
  db
    .select({ session: sessions, memberId: members.id, dataVersion: dataVersionSql(members.id) })
    .from(sessions)
    .leftJoin(members, eq(members.afGroupId, sessions.afGroupId))
    .where(sql`${sessions.idHash} = any(${sql.placeholder('idHashes')}::text[])`)
    .prepare('find_sessions'),
);

/** The most sessions one statement reads; more calls at once are read in several. */
const MOST_READ_AT_ONCE = 200;

type Waiting = { resolve: (row: SessionRow | undefined) => void; reject: (error: unknown) => void };
/** Per database, the sessions asked for in this turn of the event loop, not read yet. */
const asked = new WeakMap<Db, Map<string, Waiting[]>>();

/**
 * The session with this hash, its member and the member's data version. The calls that arrive
 * together (in one turn of the event loop) are read in one statement, after the last of them
 * arrived: each read is as fresh as a read of its own, and a server answering many members makes
 * one round trip to the database for many calls rather than one each.
 */
export function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  let batch = asked.get(db);
  if (!batch) {
    const started = new Map<string, Waiting[]>();
    asked.set(db, started);
    setImmediate(() => void readSessions(db, started));
    batch = started;
  }
  const waiting = batch.get(idHash) ?? [];
  batch.set(idHash, waiting);
  return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
}

async function readSessions(db: Db, batch: Map<string, Waiting[]>): Promise<void> {
  asked.delete(db);
  const idHashes = [...batch.keys()];
  for (let start = 0; start < idHashes.length; start += MOST_READ_AT_ONCE) {
    const part = idHashes.slice(start, start + MOST_READ_AT_ONCE);
    try {
      const rows = await sessionsQuery(db).execute({ idHashes: part });
      const found = new Map(rows.map((row) => [row.session.idHash, row]));
      for (const idHash of part) {
        const row = found.get(idHash);
        for (const { resolve } of batch.get(idHash) ?? []) {
          // Each call its own copy: a call that renews its tokens changes only its own.
          resolve(
            row && {
              ...row.session,
              memberId: row.memberId,
              dataVersion: Number(row.dataVersion),
            },
          );
        }
      }
    } catch (error) {
      for (const idHash of part) for (const { reject } of batch.get(idHash) ?? []) reject(error);
    }
  }
}

/** The member's data version now (for a call that read no session: a bearer token's). */
export async function dataVersionOf(db: Db, memberId: number): Promise<number> {
  const result = await db.execute(sql`select ${dataVersionSql(sql`${memberId}`)} as version`);
  const rows = (result as unknown as { rows: { version: string }[] }).rows;
  return Number(rows[0]?.version ?? 0);
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

/** A step-up's new tokens, authentication time and method, and the provider session they came from. */
export async function updateSessionAfterStepUp(
  db: Db,
  idHash: string,
  values: Pick<
    SessionRow,
    | 'accessToken'
    | 'refreshToken'
    | 'accessTokenExpiresAt'
    | 'idToken'
    | 'authTime'
    | 'acr'
    | 'providerSessionUid'
  >,
): Promise<void> {
  await db.update(sessions).set(values).where(eq(sessions.idHash, idHash));
}

// A portal session ends with the embedded provider's session it came from, in the same
// statement: whether the member signs out, the session lapses or the clean-up removes it, the
// provider no longer offers "Continue as" to whoever uses the browser next. (With an external
// provider there is no such row; its session ends through RP-initiated sign-out.)

/**
 * Ends the session and its provider session; answers whether this call ended it (of two calls at
 * once, as two tabs' sign-outs, only one does: the other waits for it and finds nothing).
 */
export async function deleteSession(db: Db, idHash: string): Promise<boolean> {
  const result = await db.execute(sql`
    with ended as (
      delete from ${sessions} where ${sessions.idHash} = ${idHash} returning ${sessions.providerSessionUid}
    ), provider_ended as (
      delete from ${idpPayloads}
      where ${idpPayloads.model} = 'Session'
        and ${idpPayloads.uid} in (select provider_session_uid from ended where provider_session_uid is not null)
    )
    select count(*)::int as ended from ended
  `);
  const rows = (result as unknown as { rows: { ended: number | string }[] }).rows;
  return Number(rows[0]?.ended ?? 0) > 0;
}

export async function deleteIdleSessions(db: Db, lastSeenBefore: Date): Promise<number> {
  const result = await db.execute(sql`
    with ended as (
      delete from ${sessions} where ${sessions.lastSeenAt} < ${lastSeenBefore.toISOString()}
      returning ${sessions.providerSessionUid}
    ), provider as (
      delete from ${idpPayloads}
      where ${idpPayloads.model} = 'Session'
        and ${idpPayloads.uid} in (select provider_session_uid from ended where provider_session_uid is not null)
    )
    select count(*)::int as n from ended
  `);
  const rows = (result as unknown as { rows: { n: number | string }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}

/**
 * The embedded provider's session a refresh token was issued in (oidc-provider keeps its
 * `sessionUid`); undefined with an external provider or without a refresh token.
 */
export async function providerSessionUidOf(
  db: Db,
  refreshToken: string | undefined,
): Promise<string | undefined> {
  if (!refreshToken) return undefined;
  const rows = await db
    .select({ uid: sql<string | null>`${idpPayloads.payload}->>'sessionUid'` })
    .from(idpPayloads)
    .where(and(eq(idpPayloads.model, 'RefreshToken'), eq(idpPayloads.id, refreshToken)));
  return rows[0]?.uid ?? undefined;
}

/** Whether a portal session that has not lapsed came from the provider session `uid`. */
export async function hasLiveSessionOf(
  db: Db,
  providerSessionUid: string,
  lastSeenAfter: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.idHash })
    .from(sessions)
    .where(
      and(
        eq(sessions.providerSessionUid, providerSessionUid),
        gt(sessions.lastSeenAt, lastSeenAfter),
      ),
    )
    .limit(1);
  return rows.length > 0;
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

export type MemberSessionSummary = {
  idHash: string;
  browser: string;
  createdAt: Date;
  lastSeenAt: Date;
};

/** A member's portal sessions that have not lapsed, the latest used first (the account page). */
export async function liveSessionsOf(
  db: Db,
  afGroupId: string,
  lastSeenAfter: Date,
): Promise<MemberSessionSummary[]> {
  return db
    .select({
      idHash: sessions.idHash,
      browser: sessions.browser,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.afGroupId, afGroupId), gt(sessions.lastSeenAt, lastSeenAfter)))
    .orderBy(desc(sessions.lastSeenAt));
}

/**
 * Ends a member's sessions (all, or all but `exceptIdHash`) in one statement: the portal sessions,
 * the provider sessions they came from, and the grants behind their refresh tokens, so that no
 * token of theirs can be renewed. Answers how many portal sessions ended.
 */
export async function endSessionsOfMember(
  db: Db,
  afGroupId: string,
  exceptIdHash?: string,
): Promise<number> {
  const result = await db.execute(sql`
    with ended as (
      delete from ${sessions}
      where ${sessions.afGroupId} = ${afGroupId}
        and ${sessions.idHash} <> ${exceptIdHash ?? ''}
      returning ${sessions.providerSessionUid}, ${sessions.refreshToken}
    ), kept as (
      select provider_session_uid, refresh_token from ${sessions}
      where ${sessions.idHash} = ${exceptIdHash ?? ''}
    ), grants as (
      select p.grant_id from ${idpPayloads} p
      where p.model = 'RefreshToken' and p.id in (select refresh_token from ended)
        and p.grant_id is not null
      except
      select p.grant_id from ${idpPayloads} p
      where p.model = 'RefreshToken' and p.id in (select refresh_token from kept)
    ), provider as (
      delete from ${idpPayloads}
      where (${idpPayloads.model} = 'Session'
          and ${idpPayloads.uid} in (select provider_session_uid from ended where provider_session_uid is not null)
          and ${idpPayloads.uid} not in (select provider_session_uid from kept where provider_session_uid is not null))
        or ${idpPayloads.grantId} in (select grant_id from grants)
    )
    select count(*)::int as n from ended
  `);
  const rows = (result as unknown as { rows: { n: number | string }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}
