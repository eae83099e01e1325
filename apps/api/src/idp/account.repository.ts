import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../db/client';
import {
  accountAudit,
  accounts,
  knownBrowsers,
  members,
  passwordResetRequests,
  passwordResets,
  secondFactors,
  secondStepFailures,
} from '../db/schema';
import { lockKeys } from './idp.repository';

// The member's account on the embedded provider: its password, reset links, the browsers it was
// signed in from and its security history (DESIGN §1d).

export type AccountDetails = {
  memberId: number;
  afGroupId: string;
  username: string;
  passwordHash: string;
  givenName: string;
  familyName: string;
  email: string | null;
};

const accountColumns = {
  memberId: members.id,
  afGroupId: members.afGroupId,
  username: accounts.username,
  passwordHash: accounts.passwordHash,
  givenName: members.firstName,
  familyName: members.lastName,
  email: members.primaryEmailAddress,
};

/**
 * The sign-in account of a member: by their AF group id (the provider's subject), member id or
 * username.
 */
export async function findAccountOf(
  db: Db,
  member: { afGroupId: string } | { memberId: number } | { username: string },
): Promise<AccountDetails | undefined> {
  const where =
    'afGroupId' in member
      ? eq(members.afGroupId, member.afGroupId)
      : 'memberId' in member
        ? eq(members.id, member.memberId)
        : eq(accounts.username, member.username.trim().toLowerCase());
  const rows = await db
    .select(accountColumns)
    .from(accounts)
    .innerJoin(members, eq(members.id, accounts.memberId))
    .where(where);
  return rows[0];
}

export async function updatePasswordHash(db: Db, memberId: number, hash: string): Promise<void> {
  await db.update(accounts).set({ passwordHash: hash }).where(eq(accounts.memberId, memberId));
}

export async function recordAccountEvent(
  db: Db,
  memberId: number,
  event: string,
  detail: Record<string, string | number> = {},
): Promise<void> {
  await db.insert(accountAudit).values({ memberId, event, detail });
}

/** The account's security history, newest first (tests and the account page). */
export async function accountEventsOf(
  db: Db,
  memberId: number,
): Promise<{ event: string; detail: Record<string, string | number>; at: Date }[]> {
  return db
    .select({ event: accountAudit.event, detail: accountAudit.detail, at: accountAudit.at })
    .from(accountAudit)
    .where(eq(accountAudit.memberId, memberId))
    .orderBy(sql`${accountAudit.id} desc`);
}

export async function insertPasswordReset(
  db: Db,
  row: { tokenHash: string; memberId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(row);
}

/** The member of a reset link that can still be used (not used, not expired). */
export async function openPasswordReset(db: Db, tokenHash: string): Promise<number | undefined> {
  const rows = await db
    .select({ memberId: passwordResets.memberId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  return rows[0]?.memberId;
}

/**
 * Uses a reset link, once: marks it used and answers its member, or undefined when it was used
 * already, has expired or never existed. Every other open link of the member is closed with it.
 */
export async function usePasswordReset(db: Db, tokenHash: string): Promise<number | undefined> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ memberId: passwordResets.memberId });
  const memberId = rows[0]?.memberId;
  if (memberId !== undefined) await closePasswordResets(db, memberId);
  return memberId;
}

/**
 * Closes every open reset link of the member: after a change that a member who fears someone has
 * access makes (a new password, a new email address, two-step sign-in turned on), no link mailed
 * before it still sets a password. Answers how many were closed.
 */
export async function closePasswordResets(db: Db, memberId: number): Promise<number> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)))
    .returning({ memberId: passwordResets.memberId });
  return rows.length;
}

/** Reset requests since `since`: of the username (from anywhere) and from the address. */
export async function recentResetRequests(
  db: Db,
  username: string,
  address: string,
  since: Date,
): Promise<{ username: number; address: number }> {
  const rows = await db
    .select({
      username: sql<number>`count(*) filter (where ${passwordResetRequests.username} = ${username})::int`,
      address: sql<number>`count(*) filter (where ${passwordResetRequests.address} = ${address})::int`,
    })
    .from(passwordResetRequests)
    .where(
      and(
        or(
          eq(passwordResetRequests.username, username),
          eq(passwordResetRequests.address, address),
        ),
        gt(passwordResetRequests.requestedAt, since),
      ),
    );
  return rows[0] ?? { username: 0, address: 0 };
}

/**
 * A reset request counted and recorded under the username's and the address's locks, so that
 * parallel requests see each other: answers false (recording nothing) when `admits` refuses.
 */
export async function reserveResetRequest(
  db: Db,
  input: {
    username: string;
    address: string;
    since: Date;
    admits: (counts: { username: number; address: number }) => boolean;
  },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await lockKeys(tx, [`reset-username:${input.username}`, `reset-address:${input.address}`]);
    const counts = await recentResetRequests(tx, input.username, input.address, input.since);
    if (!input.admits(counts)) return false;
    await tx
      .insert(passwordResetRequests)
      .values({ username: input.username, address: input.address });
    return true;
  });
}

/**
 * Records that the member signed in from this browser; answers whether the browser is new to the
 * member (never seen before).
 */
export async function rememberBrowser(
  db: Db,
  memberId: number,
  browserHash: string,
  label: string,
): Promise<boolean> {
  const inserted = await db
    .insert(knownBrowsers)
    .values({ memberId, browserHash, label })
    .onConflictDoUpdate({
      target: [knownBrowsers.memberId, knownBrowsers.browserHash],
      set: { lastSeenAt: sql`now()`, label },
    })
    .returning({ isNew: sql<boolean>`(xmax = 0)` });
  return inserted[0]?.isNew === true;
}

export type SecondFactorRow = typeof secondFactors.$inferSelect;

export async function findSecondFactor(
  db: Db,
  memberId: number,
): Promise<SecondFactorRow | undefined> {
  const rows = await db.select().from(secondFactors).where(eq(secondFactors.memberId, memberId));
  return rows[0];
}

/** A new secret waiting for its first code; replaces a pending one, never a confirmed one. */
export async function startSecondFactor(db: Db, memberId: number, secret: string): Promise<void> {
  await db
    .insert(secondFactors)
    .values({ memberId, secret })
    .onConflictDoUpdate({
      target: secondFactors.memberId,
      set: { secret, createdAt: sql`now()`, lastTimeStep: null, recoveryHashes: [] },
      setWhere: isNull(secondFactors.confirmedAt),
    });
}

/** Turns the pending secret on, with the time step of the code that proved it and the recovery codes. */
export async function confirmSecondFactor(
  db: Db,
  memberId: number,
  timeStep: number,
  recoveryHashes: string[],
): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ confirmedAt: sql`now()`, lastTimeStep: timeStep, recoveryHashes })
    .where(and(eq(secondFactors.memberId, memberId), isNull(secondFactors.confirmedAt)))
    .returning({ memberId: secondFactors.memberId });
  return rows.length > 0;
}

/**
 * Uses a time step: only one later than the last used (each code works once, RFC 6238 §5.2).
 * Answers whether it was taken.
 */
export async function useTimeStep(db: Db, memberId: number, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(secondFactors.memberId, memberId),
        sql`${secondFactors.confirmedAt} is not null`,
        or(isNull(secondFactors.lastTimeStep), sql`${secondFactors.lastTimeStep} < ${timeStep}`),
      ),
    )
    .returning({ memberId: secondFactors.memberId });
  return rows.length > 0;
}

/** Uses a recovery code, once. Answers whether it was one of the member's unused codes. */
export async function useRecoveryCode(db: Db, memberId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ recoveryHashes: sql`array_remove(${secondFactors.recoveryHashes}, ${hash})` })
    .where(
      and(
        eq(secondFactors.memberId, memberId),
        sql`${secondFactors.confirmedAt} is not null`,
        sql`${hash} = any(${secondFactors.recoveryHashes})`,
      ),
    )
    .returning({ memberId: secondFactors.memberId });
  return rows.length > 0;
}

export async function removeSecondFactor(db: Db, memberId: number): Promise<void> {
  await db.delete(secondFactors).where(eq(secondFactors.memberId, memberId));
}

/** The lock of a member's count of wrong codes. */
export const secondStepMemberKey = (memberId: number) => `second-step-member:${memberId}`;

/**
 * A code about to be checked at the second step, counted first (inside a transaction holding
 * `secondStepMemberKey`): the member's wrong codes since `since` and, below `max`, this one
 * recorded as wrong, which `releaseSecondStepFailure` takes back when it is right. Answers its id
 * and how many came before it, or undefined at the limit. The member's counts older than a day
 * go at the same time (the window they are counted in is minutes).
 */
export async function reserveSecondStepFailure(
  tx: Db,
  input: { memberId: number; address: string; since: Date; max: number },
): Promise<{ id: number; before: number } | undefined> {
  const before = await recentSecondStepFailures(tx, input.memberId, input.since);
  if (before >= input.max) return undefined;
  const [row] = await tx
    .insert(secondStepFailures)
    .values({ memberId: input.memberId, address: input.address })
    .returning({ id: secondStepFailures.id });
  if (!row) throw new Error('the code was not counted');
  await tx
    .delete(secondStepFailures)
    .where(
      and(
        eq(secondStepFailures.memberId, input.memberId),
        lt(secondStepFailures.attemptedAt, sql`now() - interval '1 day'`),
      ),
    );
  return { id: row.id, before };
}

/** A counted code that was right. */
export async function releaseSecondStepFailure(db: Db, id: number): Promise<void> {
  await db.delete(secondStepFailures).where(eq(secondStepFailures.id, id));
}

/** The member's wrong codes at the second step since `since`, from any address. */
export async function recentSecondStepFailures(
  db: Db,
  memberId: number,
  since: Date,
): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(secondStepFailures)
    .where(
      and(eq(secondStepFailures.memberId, memberId), gt(secondStepFailures.attemptedAt, since)),
    );
  return rows[0]?.count ?? 0;
}

/** Forgets the member's wrong codes (a new password: whoever guessed with the old one is out). */
export async function clearSecondStepFailures(db: Db, memberId: number): Promise<void> {
  await db.delete(secondStepFailures).where(eq(secondStepFailures.memberId, memberId));
}
