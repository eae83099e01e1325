import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory when
 * `dataDir` is undefined). Both run the same committed migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
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
    // bigint (int8) columns arrive as strings by default; every one of ours fits a JS number.
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
