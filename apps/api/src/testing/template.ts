import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed/load';
import { createTestDatabase } from './postgres';

// The run's template database: migrated and seeded once in the global setup, then copied for
// every test worker's database and every test's private one (database.ts), instead of migrating
// and seeding each of them (a PGlite database costs seconds of CPU to create and seed; a copy a
// fraction of that). The migrations and the seed themselves are still run, here, once per run,
// and proved by their own tests.

/** The environment variables that hand the template to the test workers. */
export const TEMPLATE_ENV = {
  /** The PGlite template's data directory, dumped to a tar file. */
  pglite: 'PORTAL_TEST_TEMPLATE_PGLITE',
  /** The PostgreSQL template database's name. */
  postgres: 'PORTAL_TEST_TEMPLATE_POSTGRES',
} as const;

export type TemplateOptions = { members: number; seed: number; today: string };

/** Migrates and seeds an in-memory PGlite and dumps its data directory to a file; its path. */
export async function pgliteTemplate(options: TemplateOptions): Promise<string> {
  const database = await openDatabase({});
  try {
    await seedDatabase(database.db, options);
    const client = (database.db as unknown as { $client: { dumpDataDir: () => Promise<Blob> } })
      .$client;
    const dump = await client.dumpDataDir();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-template-'));
    const file = path.join(dir, 'pgdata.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

/** Migrates and seeds a PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`); its name. */
export async function postgresTemplate(baseUrl: string, options: TemplateOptions): Promise<string> {
  const label = `template_${process.pid}`;
  const databaseUrl = await createTestDatabase(baseUrl, label);
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  try {
    await seedDatabase(database.db, options);
  } finally {
    // No connection may stay on a template while it is copied.
    await database.close();
  }
  return new URL(databaseUrl).pathname.slice(1);
}
