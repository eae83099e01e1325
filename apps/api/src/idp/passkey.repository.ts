import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkeys, webauthnChallenges } from '../db/schema';

// A member's passkeys and the single-use WebAuthn challenges (DESIGN §1d).

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

export async function passkeysOf(db: Db, memberId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.memberId, memberId))
    .orderBy(asc(passkeys.createdAt));
}

export async function findPasskey(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return rows[0];
}

export async function hasPasskey(db: Db, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: passkeys.credentialId })
    .from(passkeys)
    .where(eq(passkeys.memberId, memberId))
    .limit(1);
  return rows.length > 0;
}

export async function insertPasskey(db: Db, row: typeof passkeys.$inferInsert): Promise<void> {
  await db.insert(passkeys).values(row);
}

/**
 * Records a sign-in with the passkey: its new counter, only if it grew (or the authenticator
 * keeps none: 0). Answers false for a counter that did not grow (a cloned authenticator).
 */
export async function usePasskey(db: Db, credentialId: string, counter: number): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeys.credentialId, credentialId),
        // A passkey that keeps no counter reports 0 every time; one that does must count up.
        counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter),
      ),
    )
    .returning({ id: passkeys.credentialId });
  return rows.length > 0;
}

export async function deletePasskey(
  db: Db,
  memberId: number,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.memberId, memberId), eq(passkeys.credentialId, credentialId)))
    .returning();
  return rows[0];
}

export async function saveChallenge(
  db: Db,
  row: { challenge: string; purpose: ChallengePurpose; owner: string; expiresAt: Date },
): Promise<void> {
  await db.insert(webauthnChallenges).values(row);
  await db.delete(webauthnChallenges).where(sql`${webauthnChallenges.expiresAt} < now()`);
}

/**
 * Uses a challenge, once: answers whether it was issued for this purpose and owner and had not
 * expired. It is gone afterwards whatever the answer.
 */
export async function useChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  owner: string,
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        eq(webauthnChallenges.owner, owner),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return rows.length > 0;
}
