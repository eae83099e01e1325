import { dayNumber } from '@portal/domain/dates';
import { parseSaId } from '@portal/domain/sa-id';
import { describe, expect, it } from 'vitest';
import { environmentToday } from '../../lib/clock';
import { ASSET_CLASSES, PORTFOLIOS } from './catalogue';
import { DECLARED_MEMBERS } from './declared';
import { generateDemoData, type DemoData } from './generate';
import { generatePriceSeries } from './prices';
import { streamOf } from './random';
import { TWO_POT_START } from './history';

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
    nominations: data.nominations,
    beneficiaries: data.beneficiaries.map((b) => without(b, ['dateCreated', 'dateModified'])),
  };
}

/** Per membership: how many months have rows and how many switches, dates left out. */
function shapeOf(data: DemoData) {
  return data.memberships.map((m) => {
    const rows = data.transactions.filter((t) => t.membershipId === m.id);
    return {
      months: new Set(rows.map((t) => t.txDate.slice(0, 7))).size,
      switches: rows.filter((t) => t.name === 'Switch in').length,
    };
  });
}

describe('demo data generator', () => {
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

  it('holds what declared.ts declares for members 1 to 12, whatever the seed', () => {
    for (const seed of [7, 4242, 20261122]) {
      const d = generate(seed, 12);
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
        const first = nominations.find((n) =>
          memberships.some((m) => m.id === n.membershipId && !m.isRestricted),
        );
        const shares = d.beneficiaries
          .filter((b) => b.nominationId === first?.id)
          .map((b) => b.allocationBp / 100);
        expect(shares).toEqual(declared.beneficiaries ?? []);
      }
    }
  });

  it('gives every member a valid SA ID number matching the date of birth, or a passport', () => {
    for (const member of data.members) {
      if (member.identifierType === 'ID') {
        const parsed = parseSaId(member.idNumber ?? '');
        expect(parsed.valid, member.idNumber ?? '').toBe(true);
        if (parsed.valid) {
          expect(parsed.dateOfBirth).toBe(member.dateOfBirth);
          expect(parsed.gender).toBe(member.gender === 'Female' ? 'female' : 'male');
        }
      } else {
        expect(member.passportNumber).toMatch(/^[A-Z0-9]{8,9}$/);
      }
      expect(member.primaryContactNumber).toMatch(/^27[6-8]\d{8}$/);
    }
  });

  it('keeps 3 to 10 years of history per fund, with shared price series', () => {
    expect(data.portfolios.length).toBeLessThan(40);
    for (const membership of data.memberships) {
      const years = (dayNumber(TODAY) - dayNumber(membership.dateJoined)) / 365.25;
      expect(years).toBeGreaterThanOrEqual(2.8);
      expect(years).toBeLessThanOrEqual(10.2);
    }
  });

  it('moves unit prices as their asset class does, and never lowers a money market price', () => {
    for (const seed of [7, 4242, 20261122])
      for (const def of PORTFOLIOS) {
        const { rows } = generatePriceSeries(
          def,
          TODAY,
          10 * 366,
          streamOf(seed, 'prices', def.code),
        );
        // Month-end to month-end moves over the whole history.
        const monthEnds = new Map<string, number>();
        for (const p of rows) monthEnds.set(p.priceDate.slice(0, 7), p.priceMicro);
        const values = [...monthEnds.values()];
        const moves = values.slice(1).map((v, i) => Math.log(v / (values[i] ?? v)));
        const mean = moves.reduce((a, b) => a + b, 0) / moves.length;
        const sd = Math.sqrt(moves.reduce((a, b) => a + (b - mean) ** 2, 0) / (moves.length - 1));
        const target = ASSET_CLASSES[def.assetClass].monthlyVolatility;
        if (target === 0) {
          rows.forEach((p, i) =>
            expect(p.priceMicro).toBeGreaterThanOrEqual(rows[i - 1]?.priceMicro ?? 0),
          );
          expect(sd).toBeLessThan(0.002);
        } else {
          expect(sd, def.code).toBeGreaterThan(target * 0.75);
          expect(sd, def.code).toBeLessThan(target * 1.25);
        }
        if (def.assetClass === 'balanced' || def.assetClass === 'conservative')
          expect(Math.max(...moves.map(Math.abs)), def.code).toBeLessThan(0.1);
      }
  });

  it('prices up to today, on weekdays', () => {
    const latest = data.unitPrices.reduce((a, p) => (p.priceDate > a ? p.priceDate : a), '');
    expect(dayNumber(TODAY) - dayNumber(latest)).toBeLessThanOrEqual(2);
    expect(latest <= TODAY).toBe(true);
  });

  it('signs amounts from the fund’s side and prices every row at the unit price of its date', () => {
    for (const tx of data.transactions) {
      const inflow = ['contribution', 'transfer_in', 'switch_in'].includes(tx.type);
      expect(Math.sign(tx.amountCents) === (inflow ? 1 : -1) || tx.amountCents === 0).toBe(true);
      expect(Math.sign(tx.units) === Math.sign(tx.amountCents) || tx.units === 0).toBe(true);
      expect(tx.unitPriceMicro).toBeGreaterThan(0);
    }
  });

  it('splits contributions one third savings, two thirds retirement from 1 Sep 2024, naming the pot', () => {
    const after = data.transactions.filter(
      (t) => t.type === 'contribution' && t.txDate >= TWO_POT_START,
    );
    const twoPot = after.filter((t) => t.pot !== 'vested');
    expect(twoPot.length).toBeGreaterThan(0);
    const byKey = new Map<string, { savings: number; retirement: number }>();
    for (const t of twoPot) {
      expect(t.name).toMatch(t.pot === 'savings' ? / \(savings\)$/ : / \(retirement\)$/);
      const key = `${t.membershipId}|${t.txDate}|${t.name.replace(/ \(\w+\)$/, '')}`;
      const entry = byKey.get(key) ?? { savings: 0, retirement: 0 };
      if (t.pot === 'savings') entry.savings += t.amountCents;
      else entry.retirement += t.amountCents;
      byKey.set(key, entry);
    }
    for (const { savings, retirement } of byKey.values()) {
      expect(Math.abs(savings - (savings + retirement) / 3)).toBeLessThanOrEqual(1);
    }
    const vested = data.transactions.filter((t) => t.type === 'contribution' && t.pot === 'vested');
    for (const t of vested) expect(t.name).not.toMatch(/\((savings|retirement)\)$/);
  });

  it('seeds the savings pot with 10 % of vested, at most R30 000, as a pair of rows that cancel', () => {
    const seeding = data.transactions.filter((t) => t.name.startsWith('Savings pot seeding'));
    expect(seeding.length).toBeGreaterThan(0);
    const byMembership = new Map<number, number>();
    for (const t of seeding) {
      expect(t.txDate).toBe(TWO_POT_START);
      byMembership.set(
        t.membershipId ?? 0,
        (byMembership.get(t.membershipId ?? 0) ?? 0) + t.amountCents,
      );
      if (t.amountCents > 0) expect(t.amountCents).toBeLessThanOrEqual(3_000_000);
    }
    for (const net of byMembership.values()) expect(net).toBe(0);
  });

  it('nominates beneficiaries whose shares add up to exactly 100 %', () => {
    const totals = new Map<number, number>();
    for (const b of data.beneficiaries)
      totals.set(b.nominationId, (totals.get(b.nominationId) ?? 0) + b.allocationBp);
    expect(totals.size).toBeGreaterThan(0);
    for (const total of totals.values()) expect(total).toBe(10_000);
  });
});
