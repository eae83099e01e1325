import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_NOMINATION_MESSAGE } from '@portal/contract/nomination';
import { loadConfig } from './config';
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
import { startServerProcess, type ServerProcess } from './testing/process';
import { Agent, freePort, signIn, type ServerAddress } from './testing/server';

// Two replicas of the server, two processes on one PostgreSQL database and one Redis (the rate
// limits' shared store), behind one public address: a session from one works on the other, a
// stale save on one is refused after a save on the other, and the rate limits count the requests
// of both.

const baseUrl = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE_LIMIT = 30;

/** An agent of `to` holding the cookies `from` was given (the same browser, another replica). */
function sameBrowser(from: Agent, to: ServerAddress): Agent {
  const agent = new Agent(to);
  for (const [name, value] of from.cookies) agent.cookies.set(name, value);
  return agent;
}

describe.runIf(process.env.TEST_DB_KIND === 'postgres' && baseUrl)('two replicas', () => {
  const children: ServerProcess[] = [];
  let first: ServerAddress;
  let second: ServerAddress;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase(
      baseUrl ?? '',
      `replicas_${process.pid}_${process.env.VITEST_POOL_ID ?? 0}`,
    );
    // Both share one public address (as behind a load balancer) and this run's Redis prefix.
    const ports = [await freePort(), await freePort()];
    const publicUrl = `http://127.0.0.1:${ports[0]}`;
    const settings = {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: publicUrl,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      PORTAL_TODAY: TEST_TODAY,
      SEED_MEMBERS: String(TEST_MEMBERS),
      SEED: String(TEST_SEED),
      REDIS_URL,
      RATE_LIMIT_REDIS_PREFIX: `portal-test-${randomBytes(6).toString('hex')}:`,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      SHUTDOWN_DRAIN_SECONDS: '0',
    };
    // The first migrates and loads the demo data; the second starts on what it finds.
    const replicas: ServerAddress[] = [];
    for (const port of ports) {
      children.push(await startServerProcess({ ...settings, PORT: String(port) }));
      const config = loadConfig({ ...settings, PORT: String(port) });
      replicas.push({ config, url: `http://127.0.0.1:${port}` });
    }
    [first, second] = replicas as [ServerAddress, ServerAddress];
  }, 180_000);

  afterAll(async () => {
    for (const { child, exited } of children) {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    }
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
