import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { memberIdentity } from '../db/seed/declared';
import { privateTestDatabase } from '../testing/database';
import { memberIdOfUsername } from '../testing/members';
import { deleteSession, findSession, insertSession } from './sessions.repository';

// The calls that arrive together read their sessions in one statement (findSession): each call
// still gets its own session, its member and that member's data version, as fresh as when it
// arrived.

let database: Database;

beforeAll(async () => {
  database = await privateTestDatabase('sessions_read_together');
});
afterAll(async () => {
  await database.close();
});

async function newSession(afGroupId: string): Promise<string> {
  const idHash = randomBytes(24).toString('base64url');
  await insertSession(database.db, {
    idHash,
    afGroupId,
    subject: `subject-${idHash}`,
    givenName: 'Given',
    familyName: 'Family',
    idToken: 'id-token',
    accessToken: 'access-token',
    refreshToken: null,
    providerSessionUid: null,
    accessTokenExpiresAt: new Date(Date.now() + 300_000),
    lastSeenAt: new Date(),
  });
  return idHash;
}

describe('sessions read together', () => {
  it('gives each call arriving at once its own session, member and data version', async () => {
    const { db } = database;
    const first = memberIdentity(1);
    const second = memberIdentity(2);
    const [a, b] = [await newSession(first.afGroupId), await newSession(second.afGroupId)];
    const stranger = await newSession('no-such-group');

    const [rowA, rowB, rowA2, none, rowStranger] = await Promise.all([
      findSession(db, a),
      findSession(db, b),
      findSession(db, a),
      findSession(db, 'no-such-session'),
      findSession(db, stranger),
    ]);

    expect(rowA?.idHash).toBe(a);
    expect(rowA?.memberId).toBe(await memberIdOfUsername(db, first.username));
    expect(rowB?.idHash).toBe(b);
    expect(rowB?.memberId).toBe(await memberIdOfUsername(db, second.username));
    expect(rowB?.memberId).not.toBe(rowA?.memberId);
    expect(rowA?.dataVersion).toEqual(expect.any(Number));
    // The same session asked twice at once: the same row, each call its own copy.
    expect(rowA2).toEqual(rowA);
    expect(rowA2).not.toBe(rowA);
    expect(none).toBeUndefined();
    // A session whose group is no member's: the session, without a member.
    expect(rowStranger?.idHash).toBe(stranger);
    expect(rowStranger?.memberId).toBeNull();
  });

  it('reads more sessions than one statement takes, and none that has ended', async () => {
    const { db } = database;
    const group = memberIdentity(3).afGroupId;
    const ids = await Promise.all(Array.from({ length: 230 }, () => newSession(group)));
    const ended = ids[5] as string;
    await deleteSession(db, ended);

    const rows = await Promise.all(ids.map((id) => findSession(db, id)));

    expect(rows.filter((row) => row !== undefined)).toHaveLength(229);
    expect(rows[5]).toBeUndefined();
    rows.forEach((row, index) => {
      if (index !== 5) expect(row?.idHash).toBe(ids[index]);
    });
  });
});
