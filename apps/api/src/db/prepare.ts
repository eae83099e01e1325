import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { todayOf } from '../lib/clock';
import { openDatabase, type Database, type Db } from './client';
import { members } from './schema';
import type { SeedSummary } from './seed/load';

/** Whether the database already holds the demo data (a second start reuses it). */
async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(members);
  return (rows[0]?.n ?? 0) > 0;
}

/** Opens and migrates the database; loads the demo data the first time (a second start reuses it). */
export async function prepareDatabase(
  config: AppConfig,
): Promise<{ database: Database; seeded: SeedSummary | null }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  if (await isSeeded(database.db)) return { database, seeded: null };
  // The generator (faker and the demo rules) loads only when there is data to generate.
  const { seedDatabase } = await import('./seed/load');
  const seeded = await seedDatabase(database.db, {
    members: config.seed.members,
    seed: config.seed.seed,
    today: todayOf(config),
  });
  return { database, seeded };
}
