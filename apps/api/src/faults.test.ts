import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inTransaction, openDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed/load';
import { SERVICE_UNAVAILABLE_MESSAGE } from './plugins/errors';
import { TEST_MEMBERS, TEST_SEED, TEST_TODAY } from './testing/database';
import { createTestDatabase } from './testing/postgres';
import { signIn, startTestServer, type Agent, type TestServer } from './testing/server';

// The database goes away mid-run: a TCP proxy between the server and PostgreSQL (the machine's
// own server is never stopped) is cut, then passes traffic again. Meanwhile member calls answer
// 503 with the fixed text and change nothing; afterwards the same server, not restarted, answers
// as before.

/** A TCP proxy to `target` that can drop every connection and refuse new ones, then recover. */
function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let isCut = false;
  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    cut: () => {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      isCut = false;
    },
    close: () => {
      // Connections still open (the pool's, had it not ended) would keep the server from closing.
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const baseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(process.env.TEST_DB_KIND === 'postgres' && baseUrl)(
  'a database that goes away',
  () => {
    let proxy: ReturnType<typeof startProxy>;
    let database: Database;
    let server: TestServer;
    let member: Agent;

    beforeAll(async () => {
      const direct = new URL(
        await createTestDatabase(
          baseUrl ?? '',
          `faults_${process.pid}_${process.env.VITEST_POOL_ID ?? 0}`,
        ),
      );
      proxy = startProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const viaProxy = new URL(direct);
      viaProxy.port = String(await proxy.listen());
      database = await openDatabase({ databaseUrl: viaProxy.toString(), poolSize: 4 });
      await seedDatabase(database.db, {
        members: TEST_MEMBERS,
        seed: TEST_SEED,
        today: TEST_TODAY,
      });
      // No contributions look: at start-up it writes a notice to every member with a payment last
      // month, in transactions still running on a loaded machine when the link is cut, and the
      // server's close then waits on them (its shutdown with the look running is shutdown.test.ts's).
      server = await startTestServer({ CONTRIBUTION_LOOK_MINUTES: '0' }, { db: database.db });
      member = await signIn(server, 'institutional@demo.local');
    }, 120_000);

    afterAll(async () => {
      await server?.close();
      await database?.close();
      await proxy?.close();
    });

    it('answers 503 with the fixed text while it is cut, changes nothing, and recovers', async () => {
      const nomination = async () => (await member.api('/api/Nomination')).json();
      const before = await nomination();
      expect((await member.api('/api/Fund/Internal')).status).toBe(200);

      proxy.cut();
      const calls = [
        await member.api('/api/Fund/Internal'),
        await member.api('/api/Profile/GetProfileDetails'),
        await member.api('/api/Nomination/processNomination', {
          method: 'POST',
          json: {
            membership: { caseMbrKey: 'CMK00000001', nominationTypeId: 2, version: 1 },
            beneficiaries: [],
            consent: true,
          },
        }),
      ];
      for (const response of calls) {
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          success: false,
          code: 'UNAVAILABLE',
          message: SERVICE_UNAVAILABLE_MESSAGE,
        });
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      // The server itself is still up.
      expect((await member.request('/health')).status).toBe(200);

      proxy.restore();
      await expect
        .poll(async () => (await member.api('/api/Fund/Internal')).status, { timeout: 15_000 })
        .toBe(200);
      expect(await nomination()).toEqual(before);
      expect((await member.api('/api/Profile/GetProfileDetails')).status).toBe(200);
    });

    it('rolls back a transaction whose connection is lost between its queries, and keeps running', async () => {
      // The pool takes its listener off a connection it hands out: without one of the connection's
      // own, its 'error' event would be unhandled and end the process (the background work's
      // transactions, such as the contributions look's, are open while the server starts).
      const kept = async () =>
        (await database.db.execute(
          sql`select count(*)::int as n from member_notices`,
        )) as unknown as {
          rows: { n: number }[];
        };
      const before = (await kept()).rows[0]?.n;
      const terminator = new pg.Client({ connectionString: baseUrl });
      await terminator.connect();
      try {
        const outcome = inTransaction(database.db, async (tx) => {
          await tx.execute(sql`insert into member_notices (member_id, kind, category, subject, lines, search_text)
            select id, 'statement-ready', 'documents', 'Lost', '[]'::jsonb, 'Lost' from members limit 1`);
          const pid = (
            (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
              rows: { pid: number }[];
            }
          ).rows[0]?.pid;
          await terminator.query('select pg_terminate_backend($1)', [pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        });
        await expect(outcome).rejects.toThrow();
      } finally {
        await terminator.end();
      }
      expect((await kept()).rows[0]?.n).toBe(before);
    });
  },
);
