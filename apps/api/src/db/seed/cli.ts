import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { todayOf } from '../../lib/clock';
import { openDatabase } from '../client';
import { bulkLoad } from './bulk';
import { seedDatabase } from './load';

// `npm run seed -- --members N --seed S`: replaces the database's contents with fresh demo data.
// `--bulk` (PostgreSQL only) streams the members in with COPY a thousand at a time, for large N.
const { values } = parseArgs({
  options: {
    members: { type: 'string' },
    seed: { type: 'string' },
    today: { type: 'string' },
    bulk: { type: 'boolean' },
  },
});
const config = loadConfig();
const members = Number(values.members ?? config.seed.members);
const seed = Number(values.seed ?? config.seed.seed);
const today = values.today ?? todayOf(config);

if (values.bulk) {
  if (!config.databaseUrl) throw new Error('--bulk loads PostgreSQL: set DATABASE_URL');
  const summary = await bulkLoad(config.databaseUrl, {
    members,
    seed,
    today,
    onChunk: (loaded) => process.stdout.write(`\r${loaded} of ${members} members`),
  });
  console.log(
    `\nLoaded ${summary.members} members, ${summary.memberships} memberships and ${summary.transactions} transactions in ${(summary.ms / 1000).toFixed(1)} s.`,
  );
  process.exit(0);
}

if (config.databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
  );
  await client.end();
} else {
  fs.rmSync(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
});
const summary = await seedDatabase(database.db, { members, seed, today });
await database.close();
console.log(
  `Seeded ${summary.members} members, ${summary.memberships} memberships, ${summary.transactions} transactions and ${summary.unitPrices} unit prices in ${summary.ms} ms.`,
);
