import fs from 'node:fs';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed/load';
import { environmentToday } from '../lib/clock';
import { createTestDatabase } from './postgres';
import { TEMPLATE_ENV } from './template';

/**
 * The date the tests run on: the portal's one clock (PORTAL_TODAY, or the real date). The test
 * data is generated for it and the test server is fixed to it, so the two agree all run long.
 */
export const TEST_TODAY = environmentToday();
export const TEST_MEMBERS = 12;
export const TEST_SEED = 4242;

let shared: Promise<Database> | undefined;

/**
 * A copy of the run's template (global-setup.ts: migrated and seeded once with TEST_MEMBERS
 * members for TEST_TODAY), or undefined when the run made none (a test run outside Vitest's
 * global setup). On PostgreSQL a database made from the template database; on PGlite a database
 * loaded from the template's data directory.
 */
async function copyOfTemplate(name: string, usePostgres: boolean): Promise<Database | undefined> {
  if (usePostgres) {
    const template = process.env[TEMPLATE_ENV.postgres];
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!template || !baseUrl) return undefined;
    const databaseUrl = await createTestDatabase(baseUrl, name, template);
    return openDatabase({ databaseUrl, poolSize: 4 });
  }
  const file = process.env[TEMPLATE_ENV.pglite];
  if (!file || !fs.existsSync(file)) return undefined;
  return openDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]) });
}

/** A migrated and seeded database: PGlite in memory, or on PostgreSQL a database named `name`. */
async function openSeededDatabase(name: string, members = TEST_MEMBERS): Promise<Database> {
  const usePostgres = process.env.TEST_DB_KIND === 'postgres';
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (usePostgres && !baseUrl)
    throw new Error('TEST_DATABASE_URL is required for the PostgreSQL project');
  if (members === TEST_MEMBERS) {
    const copy = await copyOfTemplate(name, usePostgres);
    if (copy) return copy;
  }
  const databaseUrl = usePostgres && baseUrl ? await createTestDatabase(baseUrl, name) : undefined;
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  await seedDatabase(database.db, { members, seed: TEST_SEED, today: TEST_TODAY });
  return database;
}

/**
 * One migrated and seeded database per test worker (PGlite in memory, or a PostgreSQL database
 * of its own when the project runs with TEST_DB_KIND=postgres). Tests isolate themselves inside it.
 */
export function testDatabase(): Promise<Database> {
  shared ??= openSeededDatabase(`${process.pid}_${process.env.VITEST_POOL_ID ?? 0}`);
  return shared;
}

/**
 * A database of the test's own, for a test that changes what other tests read (a member's
 * profile) or installs triggers; the caller closes it.
 */
export function privateTestDatabase(
  label: string,
  options: { members?: number } = {},
): Promise<Database> {
  return openSeededDatabase(
    `${process.pid}_${process.env.VITEST_POOL_ID ?? 0}_${label}`,
    options.members,
  );
}
