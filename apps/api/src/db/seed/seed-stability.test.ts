import { describe, expect, it } from 'vitest';
import { environmentToday } from '../../lib/clock';
import { PORTFOLIOS } from './catalogue';
import { DECLARED_MEMBERS } from './declared';
import { generateDemoChunks, generateDemoData, type DemoData } from './generate';
import { generatePriceSeries, modelOf, type PortfolioGroup } from './prices';

// What the demo data keeps whatever the date (DESIGN §1a): these tests fix their own days, so the
// dated runs (scripts/test-dates.mjs) leave them out; seed.test.ts checks the data as of today.

const TODAY = environmentToday();

function generate(seed: number, members = 30, today = TODAY) {
  return generateDemoData({ members, seed, today });
}

/** A row without the fields named (dates that follow today). */
function without<T extends object>(row: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => !keys.includes(key)),
  ) as Partial<T>;
}

/** What a member holds, without the history's dates and amounts. */
function holdingsOf(data: DemoData) {
  const joined = [
    'dateJoined',
    'dateJoinedScheme',
    'pensionableServiceDate',
    'accountStatusEffectiveDate',
    'pensionServiceCommencementDate',
  ];
  return {
    members: data.members,
    products: data.products,
    memberships: data.memberships.map((m) => without(m, joined)),
    portfolios: data.membershipPortfolios.map((p) => without(p, ['effectiveDate'])),
    covers: data.covers,
    coverAmounts: data.coverAmounts,
    // A nomination's status is dated by its saves, which keep their distance from today.
    nominations: data.nominations.map((n) => without(n, ['recordedAt', 'receivedOn'])),
    beneficiaries: data.beneficiaries.map((b) => without(b, ['dateCreated', 'dateModified'])),
  };
}

/**
 * Per membership: how many months have rows or contributions due (a month whose contributions the
 * employer paid late, in the next month, may have no row of its own), and how many switches.
 */
function shapeOf(data: DemoData) {
  return data.memberships.map((m) => {
    const rows = data.transactions.filter((t) => t.membershipId === m.id);
    const due = data.contributionSchedule.filter((d) => d.membershipId === m.id);
    return {
      months: new Set(
        [...rows.map((t) => t.txDate), ...due.map((d) => d.month)].map((date) => date.slice(0, 7)),
      ).size,
      switches: rows.filter((t) => t.name === 'Switch in').length,
    };
  });
}

describe('demo data streams', () => {
  const data = generate(7);

  it('is deterministic for a seed, and differs for another seed', () => {
    expect(JSON.stringify(generate(7))).toBe(JSON.stringify(data));
    expect(JSON.stringify(generate(8).members)).not.toBe(JSON.stringify(data.members));
  });
  it('gives the same members, products, covers and beneficiaries on any two days', () => {
    for (const [a, b] of [
      ['2026-11-22', '2026-11-23'],
      ['2027-02-28', '2028-02-29'],
    ] as const) {
      const first = generate(20261122, 24, a);
      const second = generate(20261122, 24, b);
      expect(holdingsOf(second)).toEqual(holdingsOf(first));
      // The history keeps its shape: as many months of membership and as many switches.
      expect(shapeOf(second)).toEqual(shapeOf(first));
    }
  });
  it('gives each member its own stream: a member does not change when others are added', () => {
    const few = generate(7, 15);
    const many = generate(7, 40);
    const firstFifteen = (d: DemoData) => {
      const ids = new Set(d.memberships.filter((m) => m.memberId <= 15).map((m) => m.id));
      return {
        members: d.members.filter((m) => (m.id ?? 0) <= 15),
        memberships: d.memberships.filter((m) => ids.has(m.id)),
        transactions: d.transactions.filter((t) => ids.has(t.membershipId)),
      };
    };
    expect(firstFifteen(many)).toEqual(firstFifteen(few));
  });
  it('gives the same rows and ids when generated in chunks (the bulk loader)', () => {
    const options = { members: 40, seed: 11, today: TODAY };
    const merged: Record<string, unknown[]> = {};
    let chunks = 0;
    for (const chunk of generateDemoChunks(options, 7)) {
      chunks += 1;
      for (const [table, rows] of Object.entries(chunk)) (merged[table] ??= []).push(...rows);
    }
    expect(chunks).toBe(6);
    expect(merged).toEqual(generateDemoData(options));
  });

  it('holds what declared.ts declares for its members, whatever the seed', () => {
    for (const seed of [7, 4242, 20261122]) {
      const d = generate(seed, DECLARED_MEMBERS.length);
      for (const declared of DECLARED_MEMBERS) {
        const memberships = d.memberships.filter((m) => m.memberId === declared.number);
        expect(memberships.map((m) => m.isRestricted)).toEqual(
          declared.holdings.map((h) => h.restricted ?? false),
        );
        const covers = d.covers.filter((c) => c.memberId === declared.number);
        expect(covers.map((c) => c.header)).toEqual([
          ...(declared.lifeCoverCents ? ['Unapproved Life Cover'] : []),
          ...(declared.funeral ? ['Unapproved Funeral Cover'] : []),
        ]);
        const nominations = d.nominations.filter((n) => n.memberId === declared.number);
        const sharesOf = (holdingIndex: number) => {
          const nomination = nominations.find(
            (n) => n.membershipId === memberships[holdingIndex]?.id,
          );
          return d.beneficiaries
            .filter((b) => b.nominationId === nomination?.id)
            .map((b) => b.allocationBp / 100);
        };
        // The member's beneficiaries on the first open employer fund; a fund nominated on a
        // signed form holds its own.
        const open = declared.holdings.findIndex(
          (h) => !h.restricted && ['PF', 'PV', 'STAFF'].includes(h.kind),
        );
        expect(sharesOf(open)).toEqual(declared.beneficiaries ?? []);
        declared.holdings.forEach((holding, index) => {
          if (holding.formBeneficiaries) expect(sharesOf(index)).toEqual(holding.formBeneficiaries);
        });
        const externalFunds = d.externalFunds.filter((f) => f.memberId === declared.number);
        expect(externalFunds.map((f) => [f.productName, f.valueCents])).toEqual(
          (declared.externalFunds ?? []).map((f) => [f.productName, f.valueCents]),
        );
      }
    }
  });
  it('moves unit prices as their asset class does, and never lowers a money market price', () => {
    // Monthly volatility (month-end to month-end) of each group, as South African unit trusts of
    // the kind show it: shares 4–6 %, property more, multi-asset funds 1.5–3.5 %, bonds about
    // 1.5–2 %, income funds under 1 %; a money market fund grows smoothly and never falls.
    const ranges: Record<PortfolioGroup, [number, number]> = {
      saEquity: [0.035, 0.075],
      property: [0.045, 0.1],
      globalEquity: [0.03, 0.075],
      balanced: [0.015, 0.045],
      conservative: [0.008, 0.03],
      bond: [0.01, 0.03],
      income: [0.001, 0.012],
      moneyMarket: [0, 0.002],
    };
    for (const seed of [7, 4242, 20261122])
      for (const def of PORTFOLIOS) {
        const { rows } = generatePriceSeries(def, TODAY, 10 * 366, seed);
        const monthEnds = new Map<string, number>();
        for (const p of rows) monthEnds.set(p.priceDate.slice(0, 7), p.priceMicro);
        const values = [...monthEnds.values()];
        const moves = values.slice(1).map((v, i) => Math.log(v / (values[i] ?? v)));
        const mean = moves.reduce((a, b) => a + b, 0) / moves.length;
        const sd = Math.sqrt(moves.reduce((a, b) => a + (b - mean) ** 2, 0) / (moves.length - 1));
        const group = modelOf(def.code).group;
        const [low, high] = ranges[group];
        if (group === 'moneyMarket')
          rows.forEach((p, i) =>
            expect(p.priceMicro).toBeGreaterThanOrEqual(rows[i - 1]?.priceMicro ?? 0),
          );
        expect(sd, def.code).toBeGreaterThanOrEqual(low);
        expect(sd, def.code).toBeLessThanOrEqual(high);
      }
  });
});
