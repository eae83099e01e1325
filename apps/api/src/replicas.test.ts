import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { Agent, signIn, type ServerAddress } from './testing/server';

// Two replicas of the server, two processes on one PostgreSQL database and one Redis (the rate
// limits' shared store), behind one public address: a session from one works on the other, a
// stale save on one is refused after a save on the other, and the rate limits count the requests
// of both.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
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

/** One server process; resolves once it answers /health. */
async function startReplica(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no start:\n${log}`);
    const ok = await fetch(`http://127.0.0.1:${env.PORT}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An agent of `to` holding the cookies `from` was given (the same browser, another replica). */
function sameBrowser(from: Agent, to: ServerAddress): Agent {
  const agent = new Agent(to);
  for (const [name, value] of from.cookies) agent.cookies.set(name, value);
  return agent;
}

describe.runIf(process.env.TEST_DB_KIND === 'postgres' && baseUrl)('two replicas', () => {
  const children: ChildProcess[] = [];
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
      children.push(await startReplica({ ...settings, PORT: String(port) }));
      const config = loadConfig({ ...settings, PORT: String(port) });
      replicas.push({ config, url: `http://127.0.0.1:${port}` });
    }
    [first, second] = replicas as [ServerAddress, ServerAddress];
  }, 180_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
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
