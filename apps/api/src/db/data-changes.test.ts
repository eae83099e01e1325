import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataVersionOf } from '../auth/sessions.repository';
import { testDatabase } from '../testing/database';
import type { Db } from './client';

// Migration 0017: whoever writes a table a member's answers are read from, in whatever
// statement, the member's data version moves in the same transaction, and no other member's
// does; a change to what every member reads moves every member's version. Each change is made in
// a transaction that is then rolled back, so nothing here changes what other tests read.

class RolledBack extends Error {}

/** Runs `work` in a transaction and rolls it back afterwards. */
async function rolledBack(db: Db, work: (tx: Db) => Promise<void>): Promise<void> {
  await db
    .transaction(async (tx) => {
      await work(tx as unknown as Db);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** A member with rows in `table` (found through `memberOf`), and any other member. */
async function membersFor(db: Db, memberOf: SQL): Promise<[number, number]> {
  const [row] = await rowsOf(db, sql`select (${memberOf}) as member_id`);
  const member = Number(row?.member_id);
  expect(member, 'a member with such rows').toBeGreaterThan(0);
  const [other] = await rowsOf(db, sql`select id from members where id <> ${member} limit 1`);
  return [member, Number(other?.id)];
}

const viaMembership = (memberId: number) =>
  sql`(select id from memberships where member_id = ${memberId})`;

/** Per table: how to find a member with rows there, and a statement that changes that member's. */
const CHANGES: { table: string; memberOf: SQL; change: (memberId: number) => SQL }[] = [
  {
    table: 'members',
    memberOf: sql`select min(id) from members`,
    change: (id) => sql`update members set title = title where id = ${id}`,
  },
  {
    table: 'memberships',
    memberOf: sql`select min(member_id) from memberships`,
    change: (id) => sql`update memberships set category = category where member_id = ${id}`,
  },
  {
    table: 'transactions',
    memberOf: sql`select min(m.member_id) from transactions t join memberships m on m.id = t.membership_id`,
    change: (id) =>
      sql`delete from transactions where id = (select max(id) from transactions where membership_id in ${viaMembership(id)})`,
  },
  {
    table: 'positions',
    memberOf: sql`select min(m.member_id) from positions p join memberships m on m.id = p.membership_id`,
    change: (id) =>
      sql`update positions set units = units where membership_id in ${viaMembership(id)}`,
  },
  {
    table: 'membership_portfolios',
    memberOf: sql`select min(m.member_id) from membership_portfolios p join memberships m on m.id = p.membership_id`,
    change: (id) =>
      sql`update membership_portfolios set contribution_allocation_bp = contribution_allocation_bp where membership_id in ${viaMembership(id)}`,
  },
  {
    table: 'membership_blocks',
    memberOf: sql`select min(member_id) from memberships`,
    change: (id) =>
      sql`insert into membership_blocks (membership_id, kind, since) select min(id), 'court-order', '2020-01-01' from memberships where member_id = ${id}`,
  },
  {
    table: 'external_funds',
    memberOf: sql`select min(member_id) from external_funds`,
    change: (id) => sql`update external_funds set notes = notes where member_id = ${id}`,
  },
  {
    table: 'covers',
    memberOf: sql`select min(member_id) from covers`,
    change: (id) => sql`update covers set fund_name = fund_name where member_id = ${id}`,
  },
  {
    table: 'cover_amounts',
    memberOf: sql`select min(c.member_id) from cover_amounts a join covers c on c.id = a.cover_id`,
    change: (id) =>
      sql`delete from cover_amounts where cover_id in (select id from covers where member_id = ${id})`,
  },
  {
    table: 'claims',
    memberOf: sql`select min(member_id) from claims`,
    change: (id) => sql`update claims set updated_at = now() where member_id = ${id}`,
  },
  {
    table: 'member_documents',
    memberOf: sql`select min(id) from members`,
    change: (id) =>
      sql`insert into member_documents (member_id, kind, title, file_name) values (${id}, 'statement', 'Statement', 'statement.pdf')`,
  },
];

describe('data versions (migration 0017)', () => {
  it.each(CHANGES)(
    'moves the version of the member whose $table rows change, and no one else’s',
    async ({ memberOf, change }) => {
      const { db } = await testDatabase();
      const [member, other] = await membersFor(db, memberOf);
      await rolledBack(db, async (tx) => {
        const before = [await dataVersionOf(tx, member), await dataVersionOf(tx, other)];
        await tx.execute(change(member));
        expect(await dataVersionOf(tx, member)).toBeGreaterThan(before[0] ?? 0);
        expect(await dataVersionOf(tx, other)).toBe(before[1]);
      });
    },
  );

  it.each([
    sql`update products set heading = heading`,
    sql`update portfolios set name = name`,
    sql`insert into unit_prices (portfolio_id, price_date, price_micro) select portfolio_id, max(price_date) + 1, 1000000 from unit_prices group by portfolio_id`,
    sql`truncate membership_blocks`,
    // Migration 0028: a product's investment range, its group cover, a portfolio's asset mix.
    sql`delete from product_portfolios where product_id = (select min(product_id) from product_portfolios)`,
    sql`update group_cover set risk_premium_bp = risk_premium_bp`,
    sql`update portfolio_asset_mix set share_bp = share_bp`,
  ])('moves every member’s version when what all of them read changes (%#)', async (change) => {
    const { db } = await testDatabase();
    const ids = (await rowsOf(db, sql`select id from members order by id limit 3`)).map((row) =>
      Number(row.id),
    );
    const versionsOf = async (tx: Db) => {
      const versions: number[] = [];
      for (const id of ids) versions.push(await dataVersionOf(tx, id));
      return versions;
    };
    await rolledBack(db, async (tx) => {
      const before = await versionsOf(tx);
      await tx.execute(change);
      const after = await versionsOf(tx);
      after.forEach((version, i) => expect(version).toBeGreaterThan(before[i] ?? 0));
    });
  });

  it('leaves the version where it was when the change is rolled back', async () => {
    const { db } = await testDatabase();
    const [member] = await membersFor(db, sql`select min(id) from members`);
    const before = await dataVersionOf(db, member);
    await rolledBack(db, async (tx) => {
      await tx.execute(sql`update members set title = title where id = ${member}`);
    });
    expect(await dataVersionOf(db, member)).toBe(before);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('data versions written at once', () => {
  it('counts both of two transactions changing one member’s data, neither waiting for the other', async () => {
    const { db } = await testDatabase();
    const [member] = await membersFor(db, sql`select min(member_id) from memberships`);
    const start = await dataVersionOf(db, member);
    let secondDone!: () => void;
    const second = new Promise<void>((resolve) => (secondDone = resolve));
    let firstMoved = 0;
    let secondMoved = 0;
    const first = db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await t.execute(sql`update members set title = title where id = ${member}`);
      firstMoved = (await dataVersionOf(t, member)) - start;
      // Held open until the second has committed: a wait on this one's rows would time out.
      await second;
    });
    // Give the first time to take its rows.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await t.execute(sql`set local lock_timeout = '2s'`);
      await t.execute(sql`update memberships set category = category where member_id = ${member}`);
      secondMoved = (await dataVersionOf(t, member)) - start;
    });
    secondDone();
    await first;
    expect(firstMoved).toBeGreaterThan(0);
    expect(secondMoved).toBeGreaterThan(0);
    expect(await dataVersionOf(db, member)).toBe(start + firstMoved + secondMoved);
  });
});
