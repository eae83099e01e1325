import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

/** Statements longer than this, or with more parameters, are bulk writes: not kept prepared. */
const PREPARED_MAX_TEXT = 16_384;
const PREPARED_MAX_PARAMS = 100;

/**
 * Names every parameterised query the pool runs after a hash of its text, so that each
 * connection parses and plans a statement shape once and then only binds and executes it (planning
 * the valuation queries costs several times their execution). Bulk inserts are left unnamed.
 */
function prepareEachShapeOnce(pool: Pool): void {
  const plainQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  // The names of recent shapes, so that a query's text is hashed once, not on every call.
  const names = new Map<string, string>();
  const nameOf = (text: string): string => {
    let name = names.get(text);
    if (name === undefined) {
      name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      if (names.size >= 1000) names.clear();
      names.set(text, name);
    }
    return name;
  };
  const named = (config: unknown, values: unknown): unknown => {
    if (typeof config !== 'object' || config === null || !('text' in config)) return config;
    const query = config as { text: string; name?: string; values?: unknown[] };
    const params = Array.isArray(values) ? values : query.values;
    if (query.name || !params?.length) return config;
    if (query.text.length > PREPARED_MAX_TEXT || params.length > PREPARED_MAX_PARAMS) return config;
    return { ...query, name: nameOf(query.text) };
  };
  pool.query = ((config: unknown, values?: unknown, callback?: unknown) =>
    plainQuery(named(config, values), values, callback)) as typeof pool.query;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory when
 * `dataDir` is undefined). Both run the same committed migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An in-memory PGlite started from this dumped data directory (the tests' template). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    prepareEachShapeOnce(pool);
    // A connection that drops while idle is an event on the pool, not a crash: the pool drops the
    // client and opens a new one when it is next needed (the calls in between answer 503).
    pool.on('error', () => {});
    // And while checked out (the pool takes its own listener off a client it hands out): a
    // connection lost between a transaction's queries fails the next query, which rolls the
    // transaction back, rather than crashing the process with an unhandled 'error' event.
    pool.on('connect', (client) => client.on('error', () => {}));
    // bigint (int8) columns arrive as strings by default; every one of ours fits a JS number.
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * A query built once per database (and per transaction) and then only executed with new values:
 * `sql.placeholder(name)` marks the values. For the queries every request runs.
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Independent reads: at once on the pool (each on a connection of its own), one after another in
 * a transaction, whose one connection runs one query at a time (node-postgres 8 warns of a query
 * sent to a connection still running another, 9 refuses it).
 */
export async function readTogether<T extends unknown[]>(
  db: Db,
  reads: [...{ [K in keyof T]: () => Promise<T[K]> }],
): Promise<T> {
  if (!(db instanceof PgTransaction)) return Promise.all(reads.map((read) => read())) as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}

/** Runs `work` in one transaction: everything it writes is kept, or nothing is. */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Db));
}
