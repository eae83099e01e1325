import { addYears, daysBetween, taxYearOf } from '@portal/domain/dates';
import { valueCents } from '@portal/domain/money';
import { lumpSumTaxForTaxYear, taxYearLabel } from '@portal/domain/sa-income-tax';
import {
  TAX_FREE_SAVINGS_PRODUCT_NAME,
  TFSA_LIFETIME_LIMIT_CENTS,
  tfsaAnnualLimit,
} from '@portal/domain/tax-certificates';
import { describe, expect, it } from 'vitest';
import { environmentToday } from '../../lib/clock';
import { ASSET_CLASSES, PORTFOLIOS } from './catalogue';
import { generateDemoData, type DemoData } from './generate';
import { FEE_NAMES, lastMonthlyDate } from './history';
import { monthlyShare } from './income';
import { MOBILE_PREFIXES, SA_PLACES } from './people';

// Would an administrator and an actuary believe the demo's fund book? Over the demo data of three
// seeds as of today (docs/decisions/019-demo-fund-book.md): contributions follow each member's
// salary and the fund's rates to the cent, fees are at a real scale, a tax-free savings account
// keeps to the law, paid claims are taxed on the income SARS's register knows, returns keep to
// their asset class's ranges, and personal details are South African.

const TODAY = environmentToday();
const SEEDS = [20261122, 7, 424242];
const MEMBERS = 40;

/** The latest price on or before each date, per portfolio. */
function priceBook(data: DemoData) {
  const byPortfolio = new Map<number, { date: string; price: number }[]>();
  for (const row of data.unitPrices) {
    const list = byPortfolio.get(row.portfolioId) ?? [];
    list.push({ date: row.priceDate, price: row.priceMicro });
    byPortfolio.set(row.portfolioId, list);
  }
  for (const list of byPortfolio.values()) list.sort((a, b) => (a.date < b.date ? -1 : 1));
  return (portfolioId: number, date: string): number => {
    const list = byPortfolio.get(portfolioId) ?? [];
    let low = 0;
    let high = list.length - 1;
    let found = 0;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const entry = list[mid];
      if (entry && entry.date <= date) {
        found = entry.price;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found;
  };
}

/** A fund's value at the end of a date: units held after that day's rows × the latest price. */
function fundValueOf(
  rows: DemoData['transactions'],
  priceOn: (portfolioId: number, date: string) => number,
  date: string,
): number {
  const units = new Map<number, number>();
  for (const row of rows)
    if (row.txDate <= date)
      units.set(row.portfolioId, (units.get(row.portfolioId) ?? 0) + row.units);
  let total = 0;
  for (const [portfolioId, held] of units) total += valueCents(held, priceOn(portfolioId, date));
  return total;
}

describe.each(SEEDS)('the demo fund book under seed %i', (seed) => {
  const data = generateDemoData({ members: MEMBERS, seed, today: TODAY });
  const priceOn = priceBook(data);
  const rowsOf = new Map<number, DemoData['transactions']>();
  for (const row of data.transactions) {
    const list = rowsOf.get(row.membershipId ?? 0) ?? [];
    list.push(row);
    rowsOf.set(row.membershipId ?? 0, list);
  }

  it('takes every contribution at exactly the fund’s rate of that month’s salary ÷ 12', () => {
    const salaryOn = new Map(
      data.salaryLedger.map((s) => [`${s.membershipId}|${s.date}`, s.annualSalaryCents]),
    );
    let checked = 0;
    for (const membership of data.memberships) {
      if (membership.memberContributionRateBp == null) continue;
      const totals = new Map<string, number>();
      for (const row of rowsOf.get(membership.id ?? 0) ?? []) {
        if (row.type !== 'contribution') continue;
        const who = row.name.startsWith('Member') ? 'member' : 'employer';
        const key = `${row.txDate}|${who}`;
        totals.set(key, (totals.get(key) ?? 0) + row.amountCents);
      }
      expect(totals.size).toBeGreaterThan(0);
      for (const [key, cents] of totals) {
        const [date = '', who] = key.split('|');
        const salary = salaryOn.get(`${membership.id}|${date}`);
        if (salary === undefined) throw new Error(`no salary for ${membership.id} on ${date}`);
        const rate =
          who === 'member'
            ? membership.memberContributionRateBp
            : (membership.employerContributionRateBp ?? 0);
        expect(cents, `${membership.id} ${key}`).toBe(monthlyShare(salary, rate));
        checked += 1;
      }
      // The Information tab's salary is the one the last contributions were taken on.
      const lastDate =
        [...totals.keys()]
          .map((k) => k.split('|')[0] ?? '')
          .sort()
          .at(-1) ?? '';
      if (membership.accountStatus === 'Active')
        expect(salaryOn.get(`${membership.id}|${lastDate}`)).toBe(
          membership.annualPensionableSalaryCents,
        );
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('charges explicit fees of 0.2 % to 2.5 % a year of the value of every fund over R50 000', () => {
    const last = lastMonthlyDate(TODAY);
    const yearAgo = addYears(last, -1);
    let checked = 0;
    for (const membership of data.memberships) {
      const rows = rowsOf.get(membership.id ?? 0) ?? [];
      const value = fundValueOf(rows, priceOn, last);
      if (value <= 5_000_000) continue;
      const feeRows = rows.filter(
        (r) =>
          r.type === 'fee' &&
          (r.name === FEE_NAMES.admin || r.name === FEE_NAMES.asset) &&
          r.txDate > yearAgo &&
          r.txDate <= last,
      );
      const fees = -feeRows.reduce((sum, r) => sum + r.amountCents, 0);
      // The fees against the fund's average value on the twelve dates they were charged.
      const dates = [...new Set(feeRows.map((r) => r.txDate))];
      if (dates.length < 12) continue;
      const average =
        dates.reduce((sum, date) => sum + fundValueOf(rows, priceOn, date), 0) / dates.length;
      const pct = (fees / average) * 100;
      expect(pct, `membership ${membership.id}`).toBeGreaterThanOrEqual(0.2);
      expect(pct, `membership ${membership.id}`).toBeLessThanOrEqual(2.5);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('keeps every tax-free savings account within the tax year’s limit and R500 000 a lifetime', () => {
    const tfsaProducts = new Set(
      data.products
        .filter((p) => p.fullProductName === TAX_FREE_SAVINGS_PRODUCT_NAME)
        .map((p) => p.id),
    );
    const accounts = data.memberships.filter((m) => tfsaProducts.has(m.productId));
    for (const account of accounts) {
      const byYear = new Map<string, number>();
      let lifetime = 0;
      for (const row of rowsOf.get(account.id ?? 0) ?? []) {
        if (row.type !== 'contribution' && row.type !== 'transfer_in') continue;
        const year = taxYearOf(row.txDate);
        byYear.set(year.start, (byYear.get(year.start) ?? 0) + row.amountCents);
        lifetime += row.amountCents;
      }
      for (const [start, cents] of byYear)
        expect(cents, `${account.id} ${start}`).toBeLessThanOrEqual(tfsaAnnualLimit({ start }));
      expect(lifetime).toBeLessThanOrEqual(TFSA_LIFETIME_LIMIT_CENTS);
    }
  });

  it('takes no contributions into a preservation fund', () => {
    const preservation = new Set(
      data.products.filter((p) => p.heading === 'Preservation Fund').map((p) => p.id),
    );
    for (const membership of data.memberships.filter((m) => preservation.has(m.productId)))
      expect(
        (rowsOf.get(membership.id ?? 0) ?? []).filter((r) => r.type === 'contribution'),
      ).toEqual([]);
  });

  it('taxes every paid claim on the income SARS’s register knows, with a SARS directive', () => {
    const paid = data.claims.filter((c) => c.status === 'Paid');
    const members = new Map(data.members.map((m) => [m.id, m]));
    for (const claim of paid) {
      const member = members.get(claim.memberId);
      const taxYear = taxYearLabel(claim.paidOn ?? '');
      const register = data.taxRegister.find(
        (r) => r.memberId === claim.memberId && r.taxYear === taxYear,
      );
      if (!member || !register) throw new Error(`claim ${claim.caseNo} has no register entry`);
      expect(register.idNumber).toBe(member.idNumber);
      const taxable = claim.grossCents - (claim.feeCents ?? 0);
      expect(claim.taxCents).toBe(
        lumpSumTaxForTaxYear({
          incomeCents: register.taxableIncomeCents,
          lumpSumCents: taxable,
          taxYear,
          dateOfBirth: member.dateOfBirth ?? '',
        }),
      );
      expect(claim.netCents).toBe(taxable - (claim.taxCents ?? 0));
      expect(claim.directiveNumber).toMatch(/^SIM\d{10}$/);
    }
  });

  it('tells one story of income: the register follows the Information tab’s salary', () => {
    const current = taxYearLabel(TODAY);
    const byMember = new Map<number, DemoData['memberships']>();
    for (const m of data.memberships)
      byMember.set(m.memberId, [...(byMember.get(m.memberId) ?? []), m]);
    let checked = 0;
    for (const [memberId, memberships] of byMember) {
      const funds = memberships.filter((m) => m.annualPensionableSalaryCents != null);
      // Members with one employer fund and nothing else: taxable income is the salary less the
      // member's own contributions (within a promotion's reach of today's salary).
      if (funds.length !== 1 || memberships.length !== 1) continue;
      const [fund] = funds;
      const register = data.taxRegister.find(
        (r) => r.memberId === memberId && r.taxYear === current,
      );
      if (!fund || !register) continue;
      const salary = fund.annualPensionableSalaryCents ?? 0;
      const expected = salary * (1 - (fund.memberContributionRateBp ?? 0) / 10_000);
      expect(Math.abs(register.taxableIncomeCents - expected) / expected).toBeLessThan(0.2);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('gives South African addresses and cell numbers, and each member one spouse', () => {
    const places = new Set(SA_PLACES.map((p) => `${p.suburb}|${p.city}|${p.postalCode}`));
    const mobile = new RegExp(`^27(${MOBILE_PREFIXES.join('|')})\\d{7}$`);
    for (const member of data.members) {
      expect(
        places.has(`${member.addressSuburb}|${member.addressCity}|${member.addressPostalCode}`),
      ).toBe(true);
      expect(member.primaryContactNumber).toMatch(mobile);
      if (member.recoveryContactNumber) expect(member.recoveryContactNumber).toMatch(mobile);
    }
    const nominationMember = new Map(data.nominations.map((n) => [n.id, n.memberId]));
    const spouses = new Map<number, Set<string>>();
    for (const b of data.beneficiaries) {
      expect(b.phoneNumber).toMatch(mobile);
      if (b.relationshipId !== 1) continue;
      const memberId = nominationMember.get(b.nominationId) ?? 0;
      const set = spouses.get(memberId) ?? new Set<string>();
      set.add(`${b.firstName} ${b.lastName} ${b.dateOfBirth}`);
      spouses.set(memberId, set);
    }
    const married = new Set(
      data.members.filter((m) => m.maritalStatus === 'Married').map((m) => m.id),
    );
    for (const [memberId, people] of spouses) {
      expect(people.size, `member ${memberId}`).toBe(1);
      expect(married.has(memberId)).toBe(true);
    }
  });

  it('keeps each portfolio’s ten-year return within its asset class’s range', () => {
    const latest = data.unitPrices.reduce((a, p) => (p.priceDate > a ? p.priceDate : a), '');
    const tenYearsAgo = addYears(latest, -10);
    for (const def of PORTFOLIOS) {
      const portfolio = data.portfolios.find((p) => p.code === def.code);
      if (!portfolio?.id) throw new Error(`no portfolio ${def.code}`);
      const years = daysBetween(tenYearsAgo, latest) / 365.25;
      const annual =
        ((priceOn(portfolio.id, latest) / priceOn(portfolio.id, tenYearsAgo)) ** (1 / years) - 1) *
        100;
      const range = ASSET_CLASSES[def.assetClass].tenYearReturnPct;
      expect(annual, def.code).toBeGreaterThanOrEqual(range.min);
      expect(annual, def.code).toBeLessThanOrEqual(range.max);
      expect(portfolio.totalExpenseRatioBp).toBe(def.terBp);
    }
  });
});
