import { addMonths, dayNumber, taxYearOf } from '@portal/domain/dates';
import { paidUpSince } from '@portal/domain/tax-certificates';
import { parseSaId } from '@portal/domain/sa-id';
import { validateTaxNumber } from '@portal/domain/tax-number';
import { describe, expect, it } from 'vitest';
import { environmentToday } from '../../lib/clock';
import { DECLARED_MEMBERS } from './declared';
import { generateDemoData } from './generate';
import { DEMO_TAXPAYERS } from './identity-records';
import { lastMonthlyDate, monthlyDates, TWO_POT_START } from './history';

const TODAY = environmentToday();

function generate(seed: number, members = 30, today = TODAY) {
  return generateDemoData({ members, seed, today });
}

describe('demo data generator', () => {
  const data = generate(7);

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

  it('gives most members a valid income tax number, the named sign-ins SARS register’s, and a few none', () => {
    const numbers = data.members.map((member) => member.incomeTaxNumber ?? null);
    const held = numbers.filter((number): number is string => number !== null);
    for (const number of held) {
      expect(validateTaxNumber(number), number).toEqual({ isValid: true, taxNumber: number });
      // An individual's number, one the SARS simulator does not decline by its digits 8–9.
      expect(number).toMatch(/^[0-3]\d{6}(?!0[0-2])\d{2}\d$/);
    }
    expect(held.length).toBeGreaterThan(data.members.length / 2);
    expect(new Set(held).size).toBe(held.length);
    for (const taxpayer of DEMO_TAXPAYERS) {
      const member = data.members.find((m) => m.idNumber === taxpayer.idNumber);
      expect(member?.incomeTaxNumber, taxpayer.username).toBe(taxpayer.taxNumber);
    }
    // Declared without one (the savings withdrawal journey's member), and some drawn without.
    const none = DECLARED_MEMBERS.filter((m) => m.incomeTaxNumber === 'none').map((m) => m.number);
    expect(none.length).toBeGreaterThan(0);
    for (const number of none) expect(data.members[number - 1]?.incomeTaxNumber).toBeNull();
    const bigger = generate(7, 120);
    const drawnNone = bigger.members.filter(
      (m) => m.incomeTaxNumber === null && !none.includes(m.id ?? 0),
    );
    expect(drawnNone.length).toBeGreaterThan(0);
  });

  it('keeps 3 to 10 years of history per fund, with shared price series', () => {
    expect(data.portfolios.length).toBeLessThan(40);
    for (const membership of data.memberships) {
      const years = (dayNumber(TODAY) - dayNumber(membership.dateJoined)) / 365.25;
      expect(years).toBeGreaterThanOrEqual(2.8);
      expect(years).toBeLessThanOrEqual(10.2);
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

  it('declares member 14 paid-up: no contributions for 8 months, fees still taken', () => {
    const membership = data.memberships.find((m) => m.memberId === 14);
    if (!membership) throw new Error('member 14 has no membership');
    const rows = data.transactions.filter((t) => t.membershipId === membership.id);
    const contributions = rows.filter((t) => t.type === 'contribution').map((t) => t.txDate);
    const last = contributions.reduce((a, b) => (b > a ? b : a), '');
    const monthly = lastMonthlyDate(TODAY);
    // The last month due is eight monthly dates before the last (each the 25th or the business
    // day before it); its contributions arrived on that date, or late before the next one.
    const [lastDue = '', nextMonthly = ''] = monthlyDates(TODAY, 9);
    const schedule = data.contributionSchedule.filter((d) => d.membershipId === membership.id);
    expect(
      schedule
        .map((d) => d.month)
        .sort()
        .at(-1),
    ).toBe(`${lastDue.slice(0, 7)}-01`);
    expect(last >= lastDue && last < nextMonthly, `${last} in [${lastDue}, ${nextMonthly})`).toBe(
      true,
    );
    expect(rows.some((t) => t.type === 'fee' && t.txDate === monthly)).toBe(true);
    expect(membership.masterMemberStatus).toBe('Paid-up member');
    expect(membership.accountStatusEffectiveDate).toBe(addMonths(monthly, -7));
    expect(
      paidUpSince({
        productTypeCategory: 'Institutional',
        masterMemberStatus: null,
        dateJoined: membership.dateJoined,
        lastContributionDate: last,
        asAt: TODAY,
      }),
    ).toBe(last);
    // Every other member contributes to the last monthly date.
    const active = data.memberships.filter(
      (m) => m.memberId !== 14 && m.masterMemberStatus === 'Active contributing member',
    );
    expect(active.length).toBeGreaterThan(0);
  });

  it('makes each savings withdrawal a paid claim: fee, tax and net add up to what left the pot', () => {
    const paid = data.claims.filter((c) => c.status === 'Paid');
    expect(paid.length).toBeGreaterThan(0);
    for (const claim of paid) {
      const rows = data.transactions.filter(
        (t) =>
          t.membershipId === claim.membershipId &&
          t.txDate === claim.paidOn &&
          t.pot === 'savings' &&
          (t.name === 'Savings pot withdrawal' || t.name === 'Savings withdrawal fee'),
      );
      expect(rows.reduce((sum, t) => sum - t.amountCents, 0)).toBe(claim.grossCents);
      expect((claim.feeCents ?? 0) + (claim.taxCents ?? 0) + (claim.netCents ?? 0)).toBe(
        claim.grossCents,
      );
      expect(claim.taxCents).toBeGreaterThanOrEqual(0);
      const events = data.claimEvents.filter((e) => e.claimId === claim.id);
      expect(events.map((e) => e.status)).toEqual([
        'Submitted',
        'DirectiveRequested',
        'DirectiveIssued',
        'Paid',
      ]);
    }
    // Once a tax year per contract.
    const perYear = new Set(
      paid.map((c) => `${c.membershipId}|${taxYearOf(c.paidOn ?? '').label}`),
    );
    expect(perYear.size).toBe(paid.length);
  });

  it('holds the declared claims: declined and cancelled, one waiting, one paid', () => {
    const statusesOf = (memberId: number) =>
      data.claims.filter((c) => c.memberId === memberId).map((c) => c.status);
    expect(statusesOf(1)).toEqual(expect.arrayContaining(['Declined', 'Cancelled']));
    expect(statusesOf(3)).toContain('Paid');
    expect(statusesOf(4)).toContain('DirectiveRequested');
    const ids = data.claims.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('nominates beneficiaries whose shares add up to exactly 100 %', () => {
    const totals = new Map<number, number>();
    for (const b of data.beneficiaries)
      totals.set(b.nominationId, (totals.get(b.nominationId) ?? 0) + b.allocationBp);
    expect(totals.size).toBeGreaterThan(0);
    for (const total of totals.values()) expect(total).toBe(10_000);
  });
});
