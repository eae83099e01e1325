import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { memberIdentity } from '../src/db/seed/declared';
import { signIn, type Agent, type ServerAddress } from '../src/testing/server';
import type { AppConfig } from '../src/config';

// The API under load on the machine's PostgreSQL: the real server in a process of its own, its
// members signed in through the real code flow, and the load from a third process (autocannon).

const run = promisify(execFile);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const BASE_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** The URL of database `name` on the bench's PostgreSQL server. */
export function databaseUrl(name: string): string {
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and creates database `name`. */
export async function freshDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: BASE_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** `pgbench -S` transactions per second: `-i -s 10`, then `-S -c 16 -j 2 -T 10` (same run). */
export async function pgbenchSelect(): Promise<number> {
  const name = 'portal_bench_pgbench';
  const url = await freshDatabase(name);
  await run('pgbench', ['-i', '-s', '10', '-q', url]);
  const { stdout } = await run('pgbench', ['-S', '-c', '16', '-j', '2', '-T', '10', url]);
  await dropDatabase(name);
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!match?.[1]) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(match[1]);
}

export type ServerProcess = { url: string; readyMs: number; stop: () => Promise<void> };

/** Starts `src/server.ts` on `databaseUrl` (already loaded) and waits for /health. */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const started = performance.now();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      // High enough never to refuse the bench's members, who all sign in from this machine's
      // address (the settings' defaults are 600 and 300).
      RATE_LIMIT_PER_MINUTE: '10000000',
      IDP_RATE_LIMIT_PER_MINUTE: '10000000',
      // The bench stops its servers at once (no load balancer to drain).
      SHUTDOWN_DRAIN_SECONDS: '0',
      // The contributions look would tell every member of last month's payment while the routes
      // are under load; it is timed on its own (contribution-look.ts).
      CONTRIBUTION_LOOK_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the server did not start');
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs `count` members in (members 1, 2, … by number) through the real code flow. */
export async function signInMembers(url: string, count: number): Promise<Agent[]> {
  const server: ServerAddress = {
    url,
    config: { apiKey: 'af-connect-web', publicUrl: url } as AppConfig,
  };
  const agents: Agent[] = [];
  for (let number = 1; agents.length < count; number += 1)
    agents.push(await signIn(server, memberIdentity(number).username));
  return agents;
}

export type LoadResult = {
  requestsPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

/**
 * `durationSeconds` of load on `paths(agent)` from a separate process: one connection per member,
 * every request with that member's session cookie and the web app's apikey header.
 */
export async function loadTest(
  url: string,
  agents: Agent[],
  paths: (agent: Agent) => Promise<string[]>,
  durationSeconds = 10,
): Promise<LoadResult> {
  const sessions = await Promise.all(
    agents.map(async (agent) => ({
      headers: {
        cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        apikey: agent.apiKey,
        'accept-encoding': 'br, gzip',
      },
      paths: await paths(agent),
    })),
  );
  const job = JSON.stringify({ url, durationSeconds, sessions });
  const { stdout } = await run(
    process.execPath,
    [path.join(apiRoot, 'bench/load-worker.mjs'), job],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as LoadResult;
}

/** The routes of the performance targets, each member calling with its own ids. */
export const LOAD_ROUTES: { name: string; paths: (agent: Agent) => Promise<string[]> }[] = [
  { name: 'GET /api/Fund/Internal', paths: async () => ['/api/Fund/Internal'] },
  {
    name: 'GET /api/Fund/GetFundDetails/{id}',
    paths: async (agent) => {
      const body = (await (await agent.api('/api/Fund/Internal')).json()) as {
        internalFunds: { schemeNumber: string }[];
      };
      const paths = body.internalFunds.map(
        (f) => `/api/Fund/GetFundDetails/${encodeURIComponent(f.schemeNumber)}`,
      );
      if (paths.length === 0) throw new Error('a bench member holds no fund');
      return paths;
    },
  },
  {
    name: 'GET /api/Profile/GetProfileDetails',
    paths: async () => ['/api/Profile/GetProfileDetails'],
  },
  {
    name: 'GET /api/Portfolio/GetPortfolioSummary',
    paths: async () => ['/api/Portfolio/GetPortfolioSummary'],
  },
  { name: 'GET /api/Claims/GetMemberClaims', paths: async () => ['/api/Claims/GetMemberClaims'] },
  // The statements list as the page first asks for it (its first page, every type).
  { name: 'GET /api/Statements', paths: async () => ['/api/Statements'] },
  // The dashboard's and My portfolio's retirement projection (every fund and the total).
  { name: 'GET /api/Projection', paths: async () => ['/api/Projection'] },
];
