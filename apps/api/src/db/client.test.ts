import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { createTestDatabase } from '../testing/postgres';

// On PostgreSQL each parameterised statement shape is parsed and planned once per connection and
// then only executed; statements without parameters (migrations) and bulk writes are not kept.

const baseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(process.env.TEST_DB_KIND === 'postgres' && baseUrl)('prepared statements', () => {
  it('keeps one prepared statement per query shape on a connection', async () => {
    const databaseUrl = await createTestDatabase(baseUrl ?? '', `prepared_${process.pid}`);
    const database = await openDatabase({ databaseUrl, poolSize: 1 });
    try {
      for (const n of [1, 2, 3]) {
        const result = await database.db.execute(sql`select ${n}::int + 1 as answer`);
        expect((result as unknown as { rows: { answer: number }[] }).rows[0]?.answer).toBe(n + 1);
      }
      await database.db.execute(sql`select ${'a'}::text || ${'b'}::text as joined`);
      await database.db.execute(sql`select 1 as plain`);
      const prepared = (await database.db.execute(
        sql`select statement from pg_prepared_statements where name like 'q\_%' order by statement`,
      )) as unknown as { rows: { statement: string }[] };
      const statements = prepared.rows.map((r) => r.statement);
      expect(statements.filter((s) => s.includes('::int + 1'))).toHaveLength(1);
      expect(statements.filter((s) => s.includes('|| $2::text'))).toHaveLength(1);
      expect(statements.some((s) => s.includes('1 as plain'))).toBe(false);
    } finally {
      await database.close();
    }
  });
});
