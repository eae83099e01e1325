import path from 'node:path';
import type { AppConfig } from '../config';
import { todayOf } from '../lib/clock';
import { openDatabase, type Database } from './client';
import { isSeeded, seedDatabase, type SeedSummary } from './seed/load';

/** Opens and migrates the database; loads the demo data the first time (a second start reuses it). */
export async function prepareDatabase(
  config: AppConfig,
): Promise<{ database: Database; seeded: SeedSummary | null }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  if (await isSeeded(database.db)) return { database, seeded: null };
  const seeded = await seedDatabase(database.db, {
    members: config.seed.members,
    seed: config.seed.seed,
    today: todayOf(config),
  });
  return { database, seeded };
}
