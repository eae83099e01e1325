import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_NOMINATION_MESSAGE } from '@portal/contract/nomination';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed/load';
import {
  idBeneficiary,
  nominationOf,
  passportBeneficiary,
  post,
  reference,
  reread,
} from './modules/nomination/nomination.fixtures';
import { TEST_MEMBERS, TEST_SEED, TEST_TODAY } from './testing/database';
import { createTestDatabase } from './testing/postgres';
import { Agent, signIn, type TestServer } from './testing/server';

// Two replicas of the server on one PostgreSQL database and one Redis (the rate limits' shared
// store): each with its own connection pool, memory and port, as two processes would be. A session
// from one works on the other, a stale save on one is refused after a save on the other, and the
// rate limits count the requests of both.

const baseUrl = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE_LIMIT = 30;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** An agent of `to` holding the cookies `from` was given (the same browser, another replica). */
function sameBrowser(from: Agent, to: TestServer): Agent {
  const agent = new Agent(to);
  for (const [name, value] of from.cookies) agent.cookies.set(name, value);
  return agent;
}

describe.runIf(process.env.TEST_DB_KIND === 'postgres' && baseUrl)('two replicas', () => {
  const databases: Database[] = [];
  const replicas: TestServer[] = [];
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const url = await createTestDatabase(
      baseUrl ?? '',
      `replicas_${process.pid}_${process.env.VITEST_POOL_ID ?? 0}`,
    );
    // Both replicas share one public address (as behind a load balancer) and the Redis prefix
    // of this run only.
    const prefix = `portal-test-${randomBytes(6).toString('hex')}:`;
    const port = await freePort();
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
      databases.push(database);
      if (i === 0) {
        await seedDatabase(database.db, {
          members: TEST_MEMBERS,
          seed: TEST_SEED,
          today: TEST_TODAY,
        });
      }
      const listenPort = i === 0 ? port : await freePort();
      const config = loadConfig({
        PORT: String(listenPort),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        PORTAL_TODAY: TEST_TODAY,
        REDIS_URL,
        RATE_LIMIT_REDIS_PREFIX: prefix,
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      });
      const app = await buildApp({ config, db: database.db });
      await app.listen({ port: listenPort, host: '127.0.0.1' });
      replicas.push({
        app,
        config,
        db: database.db,
        url: `http://127.0.0.1:${listenPort}`,
        close: () => app.close(),
      });
    }
    [first, second] = replicas as [TestServer, TestServer];
  }, 120_000);

  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    for (const database of databases) await database.close();
  });

  it('shares sessions and refuses a stale save made on the other', async () => {
    const onFirst = await signIn(first, 'member0011@demo.local');
    const onSecond = sameBrowser(onFirst, second);
    expect((await onSecond.api('/api/Fund/Internal')).status).toBe(200);

    const start = await nominationOf(onFirst, 2, 1);
    const saved = await post(onSecond, '/api/Nomination/processNomination', {
      membership: reference(start),
      beneficiaries: [
        { action: 'Insert', ...idBeneficiary(70) },
        { action: 'Insert', ...passportBeneficiary(30) },
      ],
      consent: true,
    });
    expect(saved.status).toBe(200);
    const afterSave = await reread(onFirst, start);
    expect(afterSave.version).toBe(start.version + 1);

    const stale = await post(onFirst, '/api/Nomination/processNomination', {
      membership: reference(start),
      beneficiaries: [{ action: 'Insert', ...idBeneficiary(100) }],
      consent: true,
    });
    expect(stale).toEqual({
      status: 409,
      body: { success: false, code: 'CONFLICT', message: STALE_NOMINATION_MESSAGE },
    });
    expect(await reread(onSecond, start)).toEqual(afterSave);
  });

  it('counts one client’s requests on both replicas against one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 6; i += 1) {
      const replica = i % 2 === 0 ? first : second;
      // Without a session the limit is per address: this test's, on both replicas.
      const response = await fetch(`${replica.url}/health`);
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(RATE_LIMIT);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});
