import { eq, inArray } from 'drizzle-orm';
import { valueCents } from '@portal/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, memberships, transactions, unitPrices } from '../../db/schema';
import { signIn, startTestServer, type TestServer } from '../../testing/server';
import type { InternalFund } from '@portal/contract/fund';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function fundsOf(username: string): Promise<InternalFund[]> {
  const agent = await signIn(server, username);
  const response = await agent.api('/api/Fund/Internal');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { success: boolean; internalFunds: InternalFund[] };
  expect(body.success).toBe(true);
  return body.internalFunds;
}

/** Recomputes a membership's value from its raw rows, as DESIGN §1a defines it. */
async function recomputedValue(membershipId: number, date: string): Promise<number> {
  const rows = await server.db
    .select()
    .from(transactions)
    .where(eq(transactions.membershipId, membershipId));
  const unitsBy = new Map<number, number>();
  for (const row of rows)
    if (row.txDate <= date)
      unitsBy.set(row.portfolioId, (unitsBy.get(row.portfolioId) ?? 0) + row.units);
  let total = 0;
  for (const [portfolioId, units] of unitsBy) {
    const prices = await server.db
      .select()
      .from(unitPrices)
      .where(eq(unitPrices.portfolioId, portfolioId));
    const latest = prices
      .filter((p) => p.priceDate <= date)
      .sort((a, b) => (a.priceDate < b.priceDate ? 1 : -1))[0];
    total += valueCents(units, latest?.priceMicro ?? 0);
  }
  return total;
}

describe('GET /api/Fund/Internal', () => {
  it('lists the institutional member’s two funds, one of them restricted', async () => {
    const funds = await fundsOf('institutional@demo.local');
    expect(funds).toHaveLength(2);
    expect(funds.every((f) => f.productTypeCategory === 'Institutional')).toBe(true);
    expect(funds.filter((f) => f.isRestricted)).toHaveLength(1);
    for (const fund of funds) {
      expect(fund.currentValue).toBeGreaterThan(0);
      expect(fund.calculationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isInteger(Math.round(fund.currentValue * 100))).toBe(true);
    }
  });

  it('gives the retail member retail products only, the hybrid member both kinds, the staff member a staff fund', async () => {
    expect(new Set((await fundsOf('retail@demo.local')).map((f) => f.productTypeCategory))).toEqual(
      new Set(['Retail']),
    );
    expect(new Set((await fundsOf('hybrid@demo.local')).map((f) => f.productTypeCategory))).toEqual(
      new Set(['Retail', 'Institutional']),
    );
    expect((await fundsOf('staff@demo.local')).map((f) => f.sourceSystemName)).toEqual(['STAFF']);
  });

  it('reports every value recomputable from the transactions and unit prices, to the cent', async () => {
    const all = await server.db
      .select({ id: memberships.id, memberId: memberships.memberId })
      .from(memberships);
    const usernames = [
      'institutional@demo.local',
      'retail@demo.local',
      'hybrid@demo.local',
      'staff@demo.local',
    ];
    for (const username of usernames) {
      const funds = await fundsOf(username);
      const member = await server.db
        .select()
        .from(members)
        .where(eq(members.primaryEmailAddress, username));
      const ids = all.filter((m) => m.memberId === member[0]?.id).map((m) => m.id);
      const rows = await server.db.select().from(memberships).where(inArray(memberships.id, ids));
      for (const fund of funds) {
        const membership = rows.find((r) => r.caseMemberKey === fund.caseMemberKey);
        expect(membership).toBeDefined();
        const expected = await recomputedValue(membership?.id ?? 0, fund.calculationDate ?? '');
        expect(Math.round(fund.currentValue * 100)).toBe(expected);
      }
    }
  });

  it('never mixes two members’ data when both are signed in at once', async () => {
    const [a, b] = await Promise.all([
      signIn(server, 'retail@demo.local'),
      signIn(server, 'institutional@demo.local'),
    ]);
    const [fa, fb] = await Promise.all([a.api('/api/Fund/Internal'), b.api('/api/Fund/Internal')]);
    const keysA = ((await fa.json()) as { internalFunds: InternalFund[] }).internalFunds.map(
      (f) => f.caseMemberKey,
    );
    const keysB = ((await fb.json()) as { internalFunds: InternalFund[] }).internalFunds.map(
      (f) => f.caseMemberKey,
    );
    expect(keysA.some((k) => keysB.includes(k))).toBe(false);
    const [pa, pb] = await Promise.all([
      a.api('/api/Profile/GetProfileDetails'),
      b.api('/api/Profile/GetProfileDetails'),
    ]);
    expect(((await pa.json()) as { profile: { firstName: string } }).profile.firstName).toBe(
      'Pieter',
    );
    expect(((await pb.json()) as { profile: { firstName: string } }).profile.firstName).toBe(
      'Thandiwe',
    );
  });
});
