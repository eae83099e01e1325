import { and, desc, eq, inArray, lt, sql, isNotNull } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  accounts,
  claims,
  covers,
  dataArchives,
  members,
  memberships,
  messageThreads,
  nominations,
  products,
} from '../../db/schema';
import type { ArchiveEntry, ArchiveKey } from './archive-registry.repository';

// The data archives' rows, and the reads that gather a member's data for one (archive-registry.repository.ts).

export type DataArchiveRow = Omit<typeof dataArchives.$inferSelect, 'content'>;

const withoutContent = {
  id: dataArchives.id,
  fileId: dataArchives.fileId,
  memberId: dataArchives.memberId,
  status: dataArchives.status,
  requestedOn: dataArchives.requestedOn,
  requestedAt: dataArchives.requestedAt,
  startedAt: dataArchives.startedAt,
  attempts: dataArchives.attempts,
  readyAt: dataArchives.readyAt,
  expiresAt: dataArchives.expiresAt,
  sizeBytes: dataArchives.sizeBytes,
};

export async function memberArchives(db: Db, memberId: number): Promise<DataArchiveRow[]> {
  return db
    .select(withoutContent)
    .from(dataArchives)
    .where(eq(dataArchives.memberId, memberId))
    .orderBy(desc(dataArchives.requestedAt), desc(dataArchives.id));
}

/** The member's archive asked for on `day`, if any (one a day). */
export async function archiveOfDay(db: Db, memberId: number, day: string) {
  const [row] = await db
    .select(withoutContent)
    .from(dataArchives)
    .where(and(eq(dataArchives.memberId, memberId), eq(dataArchives.requestedOn, day)))
    .limit(1);
  return row;
}

export async function insertArchive(db: Db, memberId: number, day: string) {
  const [row] = await db
    .insert(dataArchives)
    .values({ memberId, requestedOn: day })
    .returning(withoutContent);
  if (!row) throw new Error('data archive not recorded');
  return row;
}

/** The member's own archive with its bytes; undefined for another member's. */
export async function memberArchiveContent(db: Db, memberId: number, fileId: string) {
  const [row] = await db
    .select({ ...withoutContent, content: dataArchives.content })
    .from(dataArchives)
    .where(and(eq(dataArchives.memberId, memberId), eq(dataArchives.fileId, fileId)));
  return row;
}

/**
 * Takes the next archive to prepare (Preparing, not started or started more than
 * `staleAfterSeconds` ago by a server that stopped), for one server only.
 */
export async function claimArchive(
  db: Db,
  staleAfterSeconds: number,
): Promise<DataArchiveRow | undefined> {
  const stale = sql`now() - make_interval(secs => ${staleAfterSeconds})`;
  const result = await db.execute(sql`
    update ${dataArchives} set started_at = now(), attempts = attempts + 1
    where id = (
      select id from ${dataArchives}
      where status = 'Preparing' and (started_at is null or started_at < ${stale})
      order by requested_at, id
      limit 1
      for update skip locked
    )
    returning id`);
  const id = (result as unknown as { rows: { id: string | number }[] }).rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db
    .select(withoutContent)
    .from(dataArchives)
    .where(eq(dataArchives.id, Number(id)));
  return row;
}

export async function completeArchive(
  db: Db,
  id: number,
  content: Uint8Array,
  keepDays: number,
): Promise<void> {
  await db
    .update(dataArchives)
    .set({
      status: 'Ready',
      content: Buffer.from(content),
      sizeBytes: content.byteLength,
      readyAt: sql`now()`,
      expiresAt: sql`now() + make_interval(days => ${keepDays})`,
    })
    .where(eq(dataArchives.id, id));
}

export async function failArchive(db: Db, id: number, isFinal: boolean): Promise<void> {
  await db
    .update(dataArchives)
    .set(isFinal ? { status: 'Failed' } : { startedAt: null })
    .where(eq(dataArchives.id, id));
}

/** Drops the bytes of archives past their days; the rows stay, Expired. */
export async function expireArchives(db: Db): Promise<void> {
  await db
    .update(dataArchives)
    .set({ status: 'Expired', content: null })
    .where(
      and(
        eq(dataArchives.status, 'Ready'),
        isNotNull(dataArchives.expiresAt),
        lt(dataArchives.expiresAt, sql`now()`),
      ),
    );
}

/** The keys that find a member's rows in each table (archive-registry.repository.ts ArchiveKey). */
export async function archiveKeysOf(
  db: Db,
  memberId: number,
): Promise<Record<ArchiveKey, (string | number)[]>> {
  const ids = async (query: Promise<{ id: number }[]>) => (await query).map((row) => row.id);
  const [person] = await db
    .select({ afGroupId: members.afGroupId })
    .from(members)
    .where(eq(members.id, memberId));
  const [membershipIds, nominationIds, claimIds, coverIds, threadIds, usernames] =
    await Promise.all([
      ids(
        db
          .select({ id: memberships.id })
          .from(memberships)
          .where(eq(memberships.memberId, memberId)),
      ),
      ids(
        db
          .select({ id: nominations.id })
          .from(nominations)
          .where(eq(nominations.memberId, memberId)),
      ),
      ids(db.select({ id: claims.id }).from(claims).where(eq(claims.memberId, memberId))),
      ids(db.select({ id: covers.id }).from(covers).where(eq(covers.memberId, memberId))),
      ids(
        db
          .select({ id: messageThreads.id })
          .from(messageThreads)
          .where(eq(messageThreads.memberId, memberId)),
      ),
      db
        .select({ username: accounts.username })
        .from(accounts)
        .where(eq(accounts.memberId, memberId)),
    ]);
  return {
    member: [memberId],
    membership: membershipIds,
    nomination: nominationIds,
    claim: claimIds,
    cover: coverIds,
    thread: threadIds,
    afGroupId: person?.afGroupId ? [person.afGroupId] : [],
    username: usernames.map((row) => row.username),
  };
}

/** The rows of one registry entry whose key column holds one of `keys`. */
export async function archiveRowsOf(
  db: Db,
  entry: ArchiveEntry,
  keys: readonly (string | number)[],
): Promise<Record<string, unknown>[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(entry.table as PgTable)
    .where(inArray(entry.column, [...keys]));
  return rows as Record<string, unknown>[];
}

/** The member's memberships with their products' names, for the archive's summary. */
export async function membershipsOfMember(db: Db, memberId: number) {
  return db
    .select({
      product: products.fullProductName,
      number: memberships.membershipNumber,
      status: memberships.accountStatus,
      joined: memberships.dateJoined,
    })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(memberships.dateJoined, memberships.id);
}

/** A table's name in the database (the archive's manifest names its tables). */
export function tableName(table: PgTable): string {
  return getTableConfig(table).name;
}
