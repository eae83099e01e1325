import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import * as schema from '../schema';
import { DEMO_PASSWORD } from './declared';
import { generateDemoData } from './generate';

/** After rows are written with their own ids: each id sequence continues past the largest id. */
export const SEQUENCE_RESETS = [
  'portfolios',
  'products',
  'members',
  'memberships',
  'covers',
  'nominations',
  'claims',
].map(
  (table) =>
    `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
);

export type SeedOptions = { members: number; seed: number; today: string };
export type SeedSummary = {
  members: number;
  memberships: number;
  transactions: number;
  unitPrices: number;
  ms: number;
};

async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  batch = 2000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    await db.insert(table).values(rows.slice(i, i + batch));
  }
}

/** Generates the deterministic demo data (faker en_ZA, seeded streams) and loads it in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const data = generateDemoData(options);
  // One hash serves every demo account: they share the documented demo password.
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await insertAll(t, schema.valueSets, data.valueSets);
    await insertAll(t, schema.notices, data.notices);
    await insertAll(t, schema.portfolios, data.portfolios);
    await insertAll(t, schema.portfolioAssetMix, data.portfolioAssetMix);
    await insertAll(t, schema.portfolioTopHoldings, data.portfolioTopHoldings);
    await insertAll(t, schema.portfolioBenchmarkLevels, data.portfolioBenchmarkLevels);
    await insertAll(t, schema.unitPrices, data.unitPrices, 5000);
    await insertAll(t, schema.products, data.products);
    await insertAll(t, schema.productPortfolios, data.productPortfolios);
    await insertAll(t, schema.groupCover, data.groupCover);
    await insertAll(t, schema.members, data.members, 500);
    await insertAll(
      t,
      schema.accounts,
      data.usernames.map((u) => ({ ...u, passwordHash })),
    );
    await insertAll(t, schema.memberships, data.memberships, 500);
    await insertAll(t, schema.membershipPortfolios, data.membershipPortfolios);
    await insertAll(t, schema.transactions, data.transactions, 4000);
    await insertAll(t, schema.covers, data.covers);
    await insertAll(t, schema.coverAmounts, data.coverAmounts);
    await insertAll(t, schema.nominations, data.nominations);
    await insertAll(t, schema.beneficiaries, data.beneficiaries, 500);
    await insertAll(t, schema.claims, data.claims, 500);
    await insertAll(t, schema.claimEvents, data.claimEvents, 2000);
    await insertAll(t, schema.membershipBlocks, data.membershipBlocks);
    await insertAll(t, schema.memberKbaRecords, data.kbaRecords);
    await insertAll(t, schema.taxRegisterIncomes, data.taxRegister, 4000);
    await insertAll(t, schema.contributionSchedule, data.contributionSchedule, 4000);
    await insertAll(t, schema.externalFunds, data.externalFunds);
    for (const statement of SEQUENCE_RESETS) await t.execute(sql.raw(statement));
  });
  return {
    members: data.members.length,
    memberships: data.memberships.length,
    transactions: data.transactions.length,
    unitPrices: data.unitPrices.length,
    ms: Math.round(performance.now() - started),
  };
}
