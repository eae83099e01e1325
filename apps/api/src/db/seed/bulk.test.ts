import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../client';
import { createTestDatabase } from '../../testing/postgres';
import { TEST_TODAY } from '../../testing/database';
import { bulkLoad } from './bulk';
import { seedDatabase } from './load';

// The COPY loader (PostgreSQL only) loads exactly what the seed loads, positions included.

const baseUrl = process.env.TEST_DATABASE_URL;
const TABLES = [
  'value_sets',
  'portfolios',
  'portfolio_asset_mix',
  'portfolio_top_holdings',
  'portfolio_benchmark_levels',
  'unit_prices',
  'products',
  'product_portfolios',
  'members',
  'accounts',
  'memberships',
  'membership_portfolios',
  'transactions',
  'positions',
  'covers',
  'cover_amounts',
  'nominations',
  'beneficiaries',
  'member_kba_records',
];

/** Every row of each table as JSON in key order, without the load's own timestamps. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = (await db.execute(
      sql.raw(
        `select (to_jsonb(t) - 'created_at' - 'updated_at' - 'password_hash')::text as row from ${table} t`,
      ),
    )) as unknown as { rows: { row: string }[] };
    result[table] = rows.rows.map((r) => r.row).sort();
  }
  return result;
}

describe.runIf(process.env.TEST_DB_KIND === 'postgres' && baseUrl)('bulk loader', () => {
  it('loads the same rows as the seed, in chunks, with the positions kept', async () => {
    const options = { members: 30, seed: 99, today: TEST_TODAY };
    const seededUrl = await createTestDatabase(baseUrl ?? '', `seeded_${process.pid}`);
    const seeded = await openDatabase({ databaseUrl: seededUrl, poolSize: 2 });
    const bulkUrl = await createTestDatabase(baseUrl ?? '', `bulk_${process.pid}`);
    const progress: number[] = [];
    try {
      await seedDatabase(seeded.db, options);
      const summary = await bulkLoad(bulkUrl, {
        ...options,
        membersPerChunk: 8,
        onChunk: (n) => progress.push(n),
      });
      expect(progress).toEqual([8, 16, 24, 30]);
      expect(summary.members).toBe(30);
      const bulk = await openDatabase({ databaseUrl: bulkUrl, poolSize: 2 });
      try {
        const [expected, actual] = [await contents(seeded.db), await contents(bulk.db)];
        expect(actual.positions?.length).toBeGreaterThan(0);
        for (const table of TABLES) expect(actual[table], table).toEqual(expected[table]);
      } finally {
        await bulk.close();
      }
    } finally {
      await seeded.close();
    }
  }, 120_000);
});
