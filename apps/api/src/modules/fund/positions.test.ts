import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { addDays } from '@portal/domain/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { memberships, portfolios, positions, transactions } from '../../db/schema';
import { TEST_TODAY, testDatabase } from '../../testing/database';
import { positionsOn } from './fund.repository';

// DESIGN §1a "Positions": whatever is written to `transactions` (inserts, back-dated inserts,
// deletes, updates that move rows between dates and pots), the positions written in the same
// transaction hold, for every membership × portfolio × pot bucket and every date with
// transactions, exactly the sum of the units of its transactions up to the end of that day.

let db: Db;
let membershipIds: number[];
let portfolioIds: number[];
beforeAll(async () => {
  db = (await testDatabase()).db;
  membershipIds = (await db.select({ id: memberships.id }).from(memberships)).map((r) => r.id);
  portfolioIds = (await db.select({ id: portfolios.id }).from(portfolios)).map((r) => r.id);
});

type Pot = {
  pot: 'vested' | 'savings' | 'retirement';
  vestedStatus: 'available' | 'notAvailable' | null;
};
const POTS: Pot[] = [
  { pot: 'vested', vestedStatus: 'available' },
  { pot: 'vested', vestedStatus: 'notAvailable' },
  { pot: 'savings', vestedStatus: null },
  { pot: 'retirement', vestedStatus: null },
];

type NewRow = { portfolio: number; pot: number; dayOffset: number; units: number };
type Operation =
  | { kind: 'insert'; rows: NewRow[] }
  | { kind: 'delete'; pick: number[] }
  | { kind: 'move'; pick: number[]; dayShift: number; pot: number };

const rowArbitrary = fc.record({
  portfolio: fc.nat({ max: 3 }),
  pot: fc.nat({ max: 3 }),
  dayOffset: fc.integer({ min: -2_000, max: 0 }),
  units: fc.integer({ min: -5_000_000, max: 5_000_000 }).filter((u) => u !== 0),
});
const operationArbitrary: fc.Arbitrary<Operation> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      rows: fc.array(rowArbitrary, { minLength: 1, maxLength: 12 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('delete' as const),
      pick: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      pick: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
      dayShift: fc.integer({ min: -400, max: 400 }),
      pot: fc.nat({ max: 3 }),
    }),
    weight: 1,
  },
);

function transactionRow(membershipId: number, row: NewRow) {
  const pot = POTS[row.pot] ?? POTS[0]!;
  const inflow = row.units > 0;
  return {
    membershipId,
    portfolioId: portfolioIds[row.portfolio % portfolioIds.length] ?? portfolioIds[0]!,
    txDate: addDays(TEST_TODAY, row.dayOffset),
    type: inflow ? ('contribution' as const) : ('withdrawal' as const),
    name: inflow ? 'Member contribution' : 'Withdrawal',
    units: row.units,
    unitPriceMicro: 1_000_000,
    amountCents: Math.trunc(row.units / 100),
    pot: pot.pot,
    vestedStatus: pot.vestedStatus,
  };
}

/** The positions DESIGN §1a defines, summed here from the membership's transactions. */
async function expectedPositions(tx: Db, membershipId: number): Promise<string[]> {
  const rows = await tx
    .select()
    .from(transactions)
    .where(eq(transactions.membershipId, membershipId));
  const byKey = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const bucket = row.pot === 'vested' ? (row.vestedStatus ?? 'available') : row.pot;
    const key = `${row.portfolioId}|${bucket}`;
    const days = byKey.get(key) ?? new Map<string, number>();
    days.set(row.txDate, (days.get(row.txDate) ?? 0) + row.units);
    byKey.set(key, days);
  }
  const result: string[] = [];
  for (const [key, days] of byKey) {
    let running = 0;
    for (const day of [...days.keys()].sort()) {
      running += days.get(day) ?? 0;
      result.push(`${key}|${day}|${running}`);
    }
  }
  return result.sort();
}

async function storedPositions(tx: Db, membershipId: number): Promise<string[]> {
  const rows = await tx.select().from(positions).where(eq(positions.membershipId, membershipId));
  return rows.map((r) => `${r.portfolioId}|${r.bucket}|${r.asOf}|${r.units}`).sort();
}

class RolledBack extends Error {}

describe('positions', () => {
  it('equal the sums over the transactions after random inserts, deletes and moves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(operationArbitrary, { minLength: 1, maxLength: 6 }),
        async (pickMembership, operations) => {
          const membershipId = membershipIds[pickMembership % membershipIds.length] ?? 0;
          await db
            .transaction(async (transaction) => {
              const tx = transaction as unknown as Db;
              for (const operation of operations) {
                if (operation.kind === 'insert') {
                  await tx
                    .insert(transactions)
                    .values(operation.rows.map((r) => transactionRow(membershipId, r)));
                } else {
                  const ids = (
                    await tx
                      .select({ id: transactions.id })
                      .from(transactions)
                      .where(eq(transactions.membershipId, membershipId))
                      .orderBy(transactions.id)
                  ).map((r) => r.id);
                  if (ids.length === 0) continue;
                  const picked = [...new Set(operation.pick.map((p) => ids[p % ids.length] ?? 0))];
                  const where = and(
                    eq(transactions.membershipId, membershipId),
                    inArray(transactions.id, picked),
                  );
                  if (operation.kind === 'delete') {
                    await tx.delete(transactions).where(where);
                  } else {
                    const pot = POTS[operation.pot] ?? POTS[0]!;
                    await tx
                      .update(transactions)
                      .set({
                        txDate: sql`${transactions.txDate} + ${operation.dayShift}::int`,
                        pot: pot.pot,
                        vestedStatus: pot.vestedStatus,
                      })
                      .where(where);
                  }
                }
                // After every statement, inside the same transaction.
                expect(await storedPositions(tx, membershipId)).toEqual(
                  await expectedPositions(tx, membershipId),
                );
              }
              throw new RolledBack();
            })
            .catch((error: unknown) => {
              if (!(error instanceof RolledBack)) throw error;
            });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('give the units of any date as the latest row on or before it', async () => {
    const [membershipId] = membershipIds;
    if (membershipId === undefined) throw new Error('no membership in the test data');
    const rows = await db
      .select()
      .from(transactions)
      .where(eq(transactions.membershipId, membershipId));
    expect(rows.length).toBeGreaterThan(0);
    const dates = [...new Set(rows.map((r) => r.txDate))].sort();
    const probes = [
      dates[0]!,
      addDays(dates[0]!, -1),
      addDays(dates[Math.floor(dates.length / 2)]!, 3),
      TEST_TODAY,
    ];
    for (const date of probes) {
      const summed = new Map<string, number>();
      for (const row of rows)
        if (row.txDate <= date) {
          const key = `${row.portfolioId}|${row.pot}|${row.vestedStatus}`;
          summed.set(key, (summed.get(key) ?? 0) + row.units);
        }
      const read = await positionsOn(db, membershipId, date);
      expect(
        new Map(read.map((p) => [`${p.portfolioId}|${p.pot}|${p.vestedStatus}`, p.units])),
      ).toEqual(summed);
    }
  });
});
