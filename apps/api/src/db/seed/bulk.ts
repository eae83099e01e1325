import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import { Readable } from 'node:stream';
import { hash } from '@node-rs/argon2';
import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../client';
import * as schema from '../schema';
import { DEMO_PASSWORD } from './declared';
import type { DemoOptions } from './generate';
import { SEQUENCE_RESETS } from './load';
import type { DemoData } from './rows';

// The demo data for many members on PostgreSQL: the same rows as `seedDatabase`, generated a chunk
// of members at a time and streamed with COPY, each chunk's positions written in its transaction.

export type BulkSummary = {
  members: number;
  memberships: number;
  transactions: number;
  ms: number;
};

/** The member tables in load order (foreign keys first), with their rows in a chunk. */
const MEMBER_TABLES: { table: PgTable; rows: (chunk: DemoData, hash: string) => object[] }[] = [
  { table: schema.members, rows: (c) => c.members },
  {
    table: schema.accounts,
    rows: (c, passwordHash) => c.usernames.map((u) => ({ ...u, passwordHash })),
  },
  { table: schema.memberships, rows: (c) => c.memberships },
  { table: schema.membershipPortfolios, rows: (c) => c.membershipPortfolios },
  { table: schema.transactions, rows: (c) => c.transactions },
  { table: schema.covers, rows: (c) => c.covers },
  { table: schema.coverAmounts, rows: (c) => c.coverAmounts },
  { table: schema.nominations, rows: (c) => c.nominations },
  { table: schema.beneficiaries, rows: (c) => c.beneficiaries },
  { table: schema.claims, rows: (c) => c.claims },
  { table: schema.claimEvents, rows: (c) => c.claimEvents },
  { table: schema.membershipBlocks, rows: (c) => c.membershipBlocks },
  { table: schema.memberKbaRecords, rows: (c) => c.kbaRecords },
  { table: schema.taxRegisterIncomes, rows: (c) => c.taxRegister },
  { table: schema.contributionSchedule, rows: (c) => c.contributionSchedule },
  { table: schema.externalFunds, rows: (c) => c.externalFunds },
];

/** One value in COPY's text format. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

/**
 * The rows as COPY text for the columns the rows give; a column a row leaves out takes the value
 * its default would (a function or a constant; the schema's only database-side default is now()).
 */
function copyRows(table: PgTable, rows: object[]): { columns: string[]; lines: string[] } {
  const columns = Object.entries(getTableColumns(table));
  const present = columns.filter(([key]) => rows.some((row) => key in row));
  const now = new Date();
  const fill = present.map(([, column]) => {
    if (column.defaultFn) return () => column.defaultFn?.();
    if (column.default !== undefined)
      return is(column.default, SQL) ? () => now : () => column.default as unknown;
    return () => null;
  });
  const lines = rows.map((row) => {
    const record = row as Record<string, unknown>;
    return present
      .map(([key], index) => copyText(key in record ? record[key] : fill[index]?.()))
      .join('\t');
  });
  return { columns: present.map(([, column]) => `"${column.name}"`), lines };
}

/** The positions of a chunk's memberships (DESIGN §1a), as migration 0003 computes them. */
async function insertPositions(
  client: pg.PoolClient,
  range: [number, number] | null,
): Promise<void> {
  if (!range) return;
  await client.query(
    `insert into positions (membership_id, portfolio_id, bucket, as_of, units)
      select membership_id, portfolio_id, bucket, tx_date,
        sum(day_units) over (partition by membership_id, portfolio_id, bucket order by tx_date)
      from (
        select membership_id, portfolio_id,
          case when pot = 'vested' then vested_status else pot end as bucket, tx_date,
          sum(units) as day_units
        from transactions
        where membership_id between $1 and $2
        group by 1, 2, 3, 4
      ) days`,
    range,
  );
}

/** One table's rows of a chunk, ready for COPY. */
export type CopyPayload = { table: string; columns: string[]; lines: string[] };

/** A chunk of generated members as COPY payloads, in load order. */
export type ChunkPayload = {
  copies: CopyPayload[];
  members: number;
  memberships: number;
  transactions: number;
  /** The chunk's membership ids (contiguous), for its positions. */
  membershipRange: [number, number] | null;
};

function payload(table: PgTable, rows: object[]): CopyPayload {
  return { table: getTableName(table), ...copyRows(table, rows) };
}

/** Turns a generated chunk into COPY text (in the generator's worker thread). */
export function chunkPayload(chunk: DemoData, passwordHash: string, first: boolean): ChunkPayload {
  const copies: CopyPayload[] = first
    ? [
        payload(schema.valueSets, chunk.valueSets),
        payload(schema.notices, chunk.notices),
        payload(schema.portfolios, chunk.portfolios),
        payload(schema.portfolioAssetMix, chunk.portfolioAssetMix),
        payload(schema.portfolioTopHoldings, chunk.portfolioTopHoldings),
        payload(schema.portfolioBenchmarkLevels, chunk.portfolioBenchmarkLevels),
        payload(schema.unitPrices, chunk.unitPrices),
        payload(schema.products, chunk.products),
        payload(schema.productPortfolios, chunk.productPortfolios),
        payload(schema.groupCover, chunk.groupCover),
      ]
    : [];
  for (const { table, rows } of MEMBER_TABLES)
    copies.push(payload(table, rows(chunk, passwordHash)));
  const ids = chunk.memberships.map((m) => m.id ?? 0);
  return {
    copies,
    members: chunk.members.length,
    memberships: chunk.memberships.length,
    transactions: chunk.transactions.length,
    membershipRange: ids.length ? [Math.min(...ids), Math.max(...ids)] : null,
  };
}

async function copyInto(client: pg.PoolClient, copy: CopyPayload): Promise<void> {
  if (copy.lines.length === 0) return;
  const stream = client.query(
    copyFrom(`copy "${copy.table}" (${copy.columns.join(', ')}) from stdin`),
  );
  const BATCH = 2000;
  const { lines } = copy;
  async function* text() {
    for (let i = 0; i < lines.length; i += BATCH) yield `${lines.slice(i, i + BATCH).join('\n')}\n`;
  }
  await pipeline(Readable.from(text()), stream);
}

/**
 * The worker's chunks in order. The worker runs at most two chunks ahead: it waits for an
 * acknowledgement of each chunk taken before it sends another.
 */
async function* workerChunks(worker: Worker): AsyncGenerator<ChunkPayload> {
  const queue: (ChunkPayload | null | Error)[] = [];
  let wake: (() => void) | undefined;
  const push = (item: ChunkPayload | null | Error) => {
    queue.push(item);
    wake?.();
  };
  worker.on('message', (message: ChunkPayload | null) => push(message));
  worker.on('error', (error) => push(error));
  worker.on('exit', (code) => {
    if (code !== 0) push(new Error(`the generator stopped (${code})`));
  });
  for (;;) {
    while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    const item = queue.shift();
    if (item === null || item === undefined) return;
    if (item instanceof Error) throw item;
    worker.postMessage('ack');
    yield item;
  }
}

/**
 * Replaces the database's contents with `members` demo members, loaded a chunk at a time (each
 * chunk one transaction, so progress is kept and memory stays flat). The members are generated in
 * a worker thread while this thread streams the previous chunk into PostgreSQL, so generation and
 * the database's work overlap. `onChunk` reports progress.
 */
export async function bulkLoad(
  databaseUrl: string,
  options: DemoOptions & { membersPerChunk?: number; onChunk?: (loaded: number) => void },
): Promise<BulkSummary> {
  const started = performance.now();
  const reset = new pg.Client({ connectionString: databaseUrl });
  await reset.connect();
  await reset.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
  );
  await reset.end();
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  await database.close();

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const client = await pool.connect();
  // The generated rows are consistent by construction: the row-by-row foreign key checks and the
  // per-statement positions trigger are skipped (replica role, which needs a superuser), and each
  // chunk's positions are written set-based in the chunk's own transaction instead.
  await client.query('set session_replication_role = replica');
  const worker = new Worker(new URL('./bulk-worker.mjs', import.meta.url), {
    workerData: {
      options: { members: options.members, seed: options.seed, today: options.today },
      membersPerChunk: options.membersPerChunk ?? 250,
      passwordHash: await hash(DEMO_PASSWORD),
    },
  });
  const summary: BulkSummary = { members: 0, memberships: 0, transactions: 0, ms: 0 };
  try {
    for await (const chunk of workerChunks(worker)) {
      await client.query('begin');
      for (const copy of chunk.copies) await copyInto(client, copy);
      await insertPositions(client, chunk.membershipRange);
      await client.query('commit');
      summary.members += chunk.members;
      summary.memberships += chunk.memberships;
      summary.transactions += chunk.transactions;
      options.onChunk?.(summary.members);
    }
    for (const statement of SEQUENCE_RESETS) await client.query(statement);
    await client.query('analyze');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await worker.terminate();
    client.release();
    await pool.end();
  }
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
