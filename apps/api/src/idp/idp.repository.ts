import { and, eq, gt, or, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../db/client';
import { accounts, idpPayloads, idpSettings, members, signInAttempts } from '../db/schema';

// Storage for the embedded identity provider: its keys, its own records, and the accounts.

export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const rows = await db
    .select({ value: idpSettings.value })
    .from(idpSettings)
    .where(eq(idpSettings.key, key));
  return rows[0]?.value as T | undefined;
}

/** Stores a value unless another replica stored one first; returns the value that won. */
export async function claimSetting<T>(db: Db, key: string, value: T): Promise<T> {
  await db.insert(idpSettings).values({ key, value }).onConflictDoNothing();
  return (await readSetting<T>(db, key)) as T;
}

export type PayloadRow = {
  payload: Record<string, unknown>;
  consumedAt: Date | null;
  expiresAt: Date | null;
};

export async function upsertPayload(
  db: Db,
  row: { model: string; id: string; payload: Record<string, unknown>; expiresAt: Date | null },
): Promise<void> {
  const values = {
    ...row,
    grantId: typeof row.payload.grantId === 'string' ? row.payload.grantId : null,
    userCode: typeof row.payload.userCode === 'string' ? row.payload.userCode : null,
    uid: typeof row.payload.uid === 'string' ? row.payload.uid : null,
  };
  await db
    .insert(idpPayloads)
    .values(values)
    .onConflictDoUpdate({
      target: [idpPayloads.model, idpPayloads.id],
      set: { ...values, consumedAt: null },
    });
}

export async function findPayload(
  db: Db,
  model: string,
  by: 'id' | 'uid' | 'userCode',
  value: string,
): Promise<PayloadRow | undefined> {
  const column =
    by === 'id' ? idpPayloads.id : by === 'uid' ? idpPayloads.uid : idpPayloads.userCode;
  const rows = await db
    .select({
      payload: idpPayloads.payload,
      consumedAt: idpPayloads.consumedAt,
      expiresAt: idpPayloads.expiresAt,
    })
    .from(idpPayloads)
    .where(and(eq(idpPayloads.model, model), eq(column, value)));
  const row = rows[0];
  if (!row) return undefined;
  return {
    payload: row.payload as Record<string, unknown>,
    consumedAt: row.consumedAt,
    expiresAt: row.expiresAt,
  };
}

export async function consumePayload(db: Db, model: string, id: string): Promise<void> {
  await db
    .update(idpPayloads)
    .set({ consumedAt: new Date() })
    .where(and(eq(idpPayloads.model, model), eq(idpPayloads.id, id)));
}

export async function destroyPayload(db: Db, model: string, id: string): Promise<void> {
  await db.delete(idpPayloads).where(and(eq(idpPayloads.model, model), eq(idpPayloads.id, id)));
}

export async function destroyByGrant(db: Db, grantId: string): Promise<void> {
  await db.delete(idpPayloads).where(eq(idpPayloads.grantId, grantId));
}

export async function deleteExpiredPayloads(db: Db): Promise<void> {
  await db.delete(idpPayloads).where(sql`${idpPayloads.expiresAt} < now()`);
}

export type AccountClaims = {
  memberId: number;
  afGroupId: string;
  givenName: string;
  familyName: string;
};

export async function findAccountByUsername(
  db: Db,
  username: string,
): Promise<(AccountClaims & { passwordHash: string }) | undefined> {
  const rows = await db
    .select({
      memberId: members.id,
      afGroupId: members.afGroupId,
      givenName: members.firstName,
      familyName: members.lastName,
      passwordHash: accounts.passwordHash,
    })
    .from(accounts)
    .innerJoin(members, eq(members.id, accounts.memberId))
    .where(eq(accounts.username, username.trim().toLowerCase()));
  return rows[0];
}

/** The provider's subject is the member's AF group id. */
export async function findAccountBySubject(
  db: Db,
  subject: string,
): Promise<AccountClaims | undefined> {
  const rows = await db
    .select({
      memberId: members.id,
      afGroupId: members.afGroupId,
      givenName: members.firstName,
      familyName: members.lastName,
    })
    .from(members)
    .where(eq(members.afGroupId, subject));
  return rows[0];
}

export type FailedSignInCounts = {
  /** Of this username from this address. */
  usernameAtAddress: number;
  /** Of this username from any address. */
  username: number;
  /** Of any username from this address. */
  address: number;
};

/** Failed sign-ins since `since`: of the username (from the address, and at all) and of the address. */
export async function recentFailedSignIns(
  db: Db,
  username: string,
  address: string,
  since: Date,
): Promise<FailedSignInCounts> {
  const rows = await db
    .select({
      usernameAtAddress: sql<number>`count(*) filter (where ${signInAttempts.username} = ${username} and ${signInAttempts.address} = ${address})::int`,
      username: sql<number>`count(*) filter (where ${signInAttempts.username} = ${username})::int`,
      address: sql<number>`count(*) filter (where ${signInAttempts.address} = ${address})::int`,
    })
    .from(signInAttempts)
    .where(
      and(
        or(eq(signInAttempts.username, username), eq(signInAttempts.address, address)),
        gt(signInAttempts.attemptedAt, since),
      ),
    );
  return rows[0] ?? { usernameAtAddress: 0, username: 0, address: 0 };
}

/**
 * Holds a lock on each key until the transaction ends, taken in one order so that two holders
 * never wait on each other. Attempts that count against the same limit take turns under it: each
 * one's check then sees every attempt before it, on PostgreSQL as on PGlite.
 */
export async function lockKeys(tx: Db, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The lock of the failed sign-ins from an address (both limits that refuse count by address). */
export const signInAddressKey = (address: string) => `sign-in-address:${address}`;

/**
 * A password or code about to be checked, counted first: under the address's lock, the failures
 * since `since` and, when `admits` lets the attempt through, the attempt recorded as a failure,
 * which `releaseSignInAttempt` takes back when it turns out right. Parallel attempts so each see
 * the others, and no more are checked than the limit allows. Answers the record's id, or
 * undefined when refused. `also` runs inside the same lock (another count of the same attempt).
 */
export async function reserveSignInAttempt<T>(
  db: Db,
  input: {
    username: string;
    address: string;
    since: Date;
    admits: (failures: FailedSignInCounts) => boolean;
    also?: { keys: string[]; run: (tx: Db) => Promise<T | undefined> };
  },
): Promise<{ id: number; failures: FailedSignInCounts; also: T | undefined } | undefined> {
  return inTransaction(db, async (tx) => {
    await lockKeys(tx, [signInAddressKey(input.address), ...(input.also?.keys ?? [])]);
    const failures = await recentFailedSignIns(tx, input.username, input.address, input.since);
    if (!input.admits(failures)) return undefined;
    const also = input.also ? await input.also.run(tx) : undefined;
    if (input.also && also === undefined) return undefined;
    const [row] = await tx
      .insert(signInAttempts)
      .values({ username: input.username, address: input.address })
      .returning({ id: signInAttempts.id });
    if (!row) throw new Error('the sign-in attempt was not recorded');
    return { id: row.id, failures, also };
  });
}

/** A reserved attempt that turned out right: it is no failure. */
export async function releaseSignInAttempt(db: Db, id: number): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.id, id));
}

/** After a sign-in: the username's failures from this address are forgotten, not others'. */
export async function clearFailedSignIns(db: Db, username: string, address: string): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.username, username), eq(signInAttempts.address, address)));
}
