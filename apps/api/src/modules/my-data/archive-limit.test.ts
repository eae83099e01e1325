import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { dataArchives } from '../../db/schema';
import { privateTestDatabase } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type TestServer } from '../../testing/server';

// One data archive a day (issue 49 point 2) holds when a member asks for it 16 times at once:
// one request is taken, the others are refused with 429, and one archive is kept.

let database: Database;
let server: TestServer;

beforeAll(async () => {
  database = await privateTestDatabase('archive-limit');
  server = await startTestServer({}, { db: database.db });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe('one data archive a day', () => {
  it('takes one of 16 requests sent at once and refuses the rest', async () => {
    const username = 'member0009@demo.local';
    const agent = await signIn(server, username);
    const responses = await Promise.all(
      Array.from({ length: 16 }, () =>
        agent.api('/api/MyData/RequestArchive', { method: 'POST', json: {} }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const memberId = await memberIdOfUsername(database.db, username);
    const [kept] = await database.db
      .select({ n: count() })
      .from(dataArchives)
      .where(eq(dataArchives.memberId, memberId));
    expect(kept?.n).toBe(1);
  });
});
