import { transactionSummaryMinDate } from '@portal/domain/date-ranges';
import { addDays, addMonths, addYears, daysBetween, taxYearOf } from '@portal/domain/dates';
import { centsFromRand, valueCents } from '@portal/domain/money';
import { periodReturn, ratePercent, xirr } from '@portal/domain/xirr';
import type {
  FundDetailsResponse,
  InternalRateOfReturn,
  TransactionDetailsResponse,
} from '@portal/contract/fund-details';
import type { InternalFund } from '@portal/contract/fund';
import type { TransactionSummaryResponse } from '@portal/contract/statements';
import { returnOf } from '@portal/domain/portfolio';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, memberships, products, transactions, unitPrices } from '../../db/schema';
import { contributionDueDate } from '../../db/seed/employer-payments';
import { monthlyDates } from '../../db/seed/history';
import { TEST_TODAY } from '../../testing/database';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { combinedReturnOf } from '../portfolio/portfolio.service';
import { statementDataOf } from '../statements/statement-data';
import { findStatementMembership } from '../statements/statements.repository';

// Every figure of the fund details page, the IRR and the transaction summary, recomputed here
// from the raw transactions and unit prices (DESIGN §1a) for every fund of every test member; and
// for random periods "from A to B" (opening at the end of A − 1, transactions A to B, closing at
// the end of B), the IRR, the transaction summary, a statement and My portfolio's combined return
// all read the same period.

type Tx = typeof transactions.$inferSelect;
type Price = { date: string; priceMicro: number };

let server: TestServer;
let txByMembership: Map<number, Tx[]>;
let pricesByPortfolio: Map<number, Price[]>;

beforeAll(async () => {
  server = await startTestServer();
  txByMembership = new Map();
  for (const row of await server.db.select().from(transactions)) {
    const list = txByMembership.get(row.membershipId) ?? [];
    list.push(row);
    txByMembership.set(row.membershipId, list);
  }
  pricesByPortfolio = new Map();
  for (const row of await server.db.select().from(unitPrices)) {
    const list = pricesByPortfolio.get(row.portfolioId) ?? [];
    list.push({ date: row.priceDate, priceMicro: row.priceMicro });
    pricesByPortfolio.set(row.portfolioId, list);
  }
  for (const list of pricesByPortfolio.values()) list.sort((a, b) => (a.date < b.date ? -1 : 1));
});
afterAll(async () => server.close());

function latestPrice(portfolioId: number, date: string): Price | undefined {
  return (pricesByPortfolio.get(portfolioId) ?? []).filter((p) => p.date <= date).at(-1);
}

/** Units held per portfolio (and per pot bucket) at the end of `date`. */
function unitsAt(membershipId: number, date: string) {
  const byPortfolio = new Map<number, Map<string, number>>();
  for (const tx of txByMembership.get(membershipId) ?? []) {
    if (tx.txDate > date) continue;
    const buckets = byPortfolio.get(tx.portfolioId) ?? new Map<string, number>();
    const bucket = tx.pot === 'vested' ? (tx.vestedStatus ?? '') : tx.pot;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + tx.units);
    byPortfolio.set(tx.portfolioId, buckets);
  }
  return byPortfolio;
}

/** DESIGN §1a: Σ over portfolios of units after the day's transactions × latest price, per portfolio rounded. */
function valueAt(membershipId: number, date: string): number {
  let total = 0;
  for (const [portfolioId, buckets] of unitsAt(membershipId, date)) {
    const units = [...buckets.values()].reduce((a, b) => a + b, 0);
    total += valueCents(units, latestPrice(portfolioId, date)?.priceMicro ?? 0);
  }
  return total;
}

function windowOf(membershipId: number, start: string, end: string) {
  const rows = (txByMembership.get(membershipId) ?? []).filter(
    (tx) => tx.txDate >= start && tx.txDate <= end,
  );
  const opening = valueAt(membershipId, addDays(start, -1));
  const closing = valueAt(membershipId, end);
  const sumOf = (types: readonly Tx['type'][]) =>
    rows.filter((r) => types.includes(r.type)).reduce((s, r) => s + r.amountCents, 0);
  // The member's return is after charges (DESIGN §1e): the flows are the contributions, the
  // transfers in and the payments alone; no fee, premium or switch row is one.
  const memberRows = rows.filter((r) =>
    ['contribution', 'transfer_in', 'withdrawal'].includes(r.type),
  );
  // The transaction summary's money in and money out: switches are neither.
  const moneyIn = sumOf(['contribution', 'transfer_in']);
  const moneyOut = 0 - sumOf(['withdrawal', 'fee']);
  const switchesIn = sumOf(['switch_in']);
  // "From A to B": the opening value is paid in at the end of the day before the start.
  const flows = [
    { date: addDays(start, -1), amount: -opening },
    ...memberRows.map((r) => ({ date: r.txDate, amount: -r.amountCents })),
    { date: end, amount: closing },
  ];
  return { rows, opening, closing, moneyIn, moneyOut, switchesIn, flows, rate: xirr(flows) };
}

const cents = (rand: number) => centsFromRand(rand);

// Windows placed by today (the portal's one clock): the fund's rows fall monthly on the 25th.
// The monthly date before the latest (the 25th, or the business day before it).
const PREVIOUS_MONTHLY = monthlyDates(TEST_TODAY, 2)[0] ?? '';
const TAX_YEAR_START = taxYearOf(addMonths(TEST_TODAY, -2)).start;
const WINDOWS: Record<string, readonly [string, string]> = {
  'the last 3 months': [addMonths(TEST_TODAY, -3), TEST_TODAY],
  'the last 12 months': [addMonths(TEST_TODAY, -12), TEST_TODAY],
  'a window shorter than a month': [addDays(PREVIOUS_MONTHLY, -5), addDays(PREVIOUS_MONTHLY, 6)],
  // After a monthly date and up to its contributions' due date: an employer that pays late pays
  // at least three days after it (employer-payments.ts), and nothing else falls between.
  'a window with no transactions': [
    addDays(PREVIOUS_MONTHLY, 1),
    contributionDueDate(PREVIOUS_MONTHLY),
  ],
  'a window straddling a tax year’s first day': [
    addDays(TAX_YEAR_START, -14),
    addDays(TAX_YEAR_START, 30),
  ],
  // The two-pot start, while it lies within the summary's three years (spec 2 §9).
  ...(transactionSummaryMinDate(TEST_TODAY) <= '2024-08-15'
    ? { 'a window straddling 1 Sep 2024': ['2024-08-15', '2024-09-30'] as const }
    : {}),
};

type Fund = {
  username: string;
  memberId: number;
  membershipId: number;
  schemeNumber: string;
  caseKey: string;
  caseMemberKey: string;
};

async function allFunds(): Promise<Fund[]> {
  const [accountRows, membershipRows, productRows] = await Promise.all([
    server.db.select().from(accounts),
    server.db.select().from(memberships),
    server.db.select().from(products),
  ]);
  return membershipRows.map((m) => {
    const product = productRows.find((p) => p.id === m.productId);
    return {
      username: accountRows.find((a) => a.memberId === m.memberId)?.username ?? '',
      memberId: m.memberId,
      membershipId: m.id,
      schemeNumber: product?.schemeNumber ?? '',
      caseKey: product?.caseKey ?? '',
      caseMemberKey: m.caseMemberKey,
    };
  });
}

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}

describe('fund figures recomputed from the raw transactions and unit prices', () => {
  it('covers every fund of every member in the test database', async () => {
    const funds = await allFunds();
    const usernames = new Set(funds.map((f) => f.username));
    expect(usernames.size).toBe(12);
    expect(funds.every((f) => f.username !== '' && f.schemeNumber !== '')).toBe(true);
  });

  it('answers every window’s opening, closing, IRR, summary and list to the cent', async () => {
    const funds = await allFunds();
    const agents = new Map<string, Agent>();
    let checkedWindows = 0;
    let withTransactions = 0;
    for (const fund of funds) {
      const agent = agents.get(fund.username) ?? (await signIn(server, fund.username));
      agents.set(fund.username, agent);
      const base = `/api/Fund/GetFundDetails/${fund.schemeNumber}`;
      for (const [label, [start, end]] of Object.entries(WINDOWS)) {
        const expected = windowOf(fund.membershipId, start, end);
        const context = `${fund.username} ${fund.schemeNumber} ${label}`;

        const irr = (
          await json<{ internalRateOfReturn: InternalRateOfReturn[] }>(
            agent.api(`${base}/Irr`, { method: 'POST', json: { startDate: start, endDate: end } }),
          )
        ).internalRateOfReturn[0];
        expect(cents(irr?.openingValue ?? -1), context).toBe(expected.opening);
        expect(cents(irr?.closingValue ?? -1), context).toBe(expected.closing);
        expect(irr?.irrStatus, context).toBe(expected.rate.kind);
        expect(irr?.irrPct, context).toBe(
          expected.rate.kind === 'rate' ? ratePercent(expected.rate.rate) : null,
        );
        expect(irr?.periodReturnPct, context).toBe(
          expected.rate.kind === 'rate'
            ? ratePercent(periodReturn(expected.rate.rate, daysBetween(addDays(start, -1), end)))
            : null,
        );
        expect(irr?.calcEndDate).toBe(end);

        const query = new URLSearchParams({
          dateFrom: start,
          dateTo: end,
          caseKey: fund.caseKey,
          caseMemberKey: fund.caseMemberKey,
        });
        const summary = await json<TransactionSummaryResponse>(
          agent.api(`/api/Statements/TransactionSummary?${query}`),
        );
        expect(summary.success).toBe(true);
        expect(cents(summary.openingBalance), context).toBe(expected.opening);
        expect(cents(summary.closingBalance), context).toBe(expected.closing);
        expect(cents(summary.contributionsAndSwitches), context).toBe(expected.moneyIn);
        expect(cents(summary.withdrawalsFeesAndExpenses), context).toBe(expected.moneyOut);
        expect(cents(summary.investmentReturn), context).toBe(
          expected.closing - expected.opening - expected.moneyIn + expected.moneyOut,
        );

        const list = await json<TransactionDetailsResponse>(
          agent.api(`${base}/TransactionDetails?startDate=${start}&endDate=${end}`),
        );
        const listed = list.transactionDetailsByYear.flatMap((y) =>
          y.monthYears.flatMap((m) => m.transactions),
        );
        expect(listed).toHaveLength(expected.rows.length);
        const listedIn = listed
          .filter((t) => t.amount > 0)
          .reduce((s, t) => s + cents(t.amount), 0);
        expect(listedIn, context).toBe(
          cents(summary.contributionsAndSwitches) + expected.switchesIn,
        );
        const dates = listed.map((t) => t.date);
        expect(dates).toEqual([...dates].sort().reverse());
        if (label === 'a window with no transactions') expect(expected.rows).toHaveLength(0);
        if (expected.rows.length > 0) withTransactions += 1;
        checkedWindows += 1;
      }
    }
    expect(checkedWindows).toBe(funds.length * Object.keys(WINDOWS).length);
    expect(withTransactions).toBeGreaterThan(funds.length * 3);
  });

  it('has no rate before a fund’s first transaction (no transactions and no value)', async () => {
    const fund = (await allFunds())[0];
    if (!fund) throw new Error('no fund');
    const first = (txByMembership.get(fund.membershipId) ?? []).map((tx) => tx.txDate).sort()[0];
    if (!first) throw new Error('no transactions');
    const agent = await signIn(server, fund.username);
    const [irr] = (
      await json<{ internalRateOfReturn: InternalRateOfReturn[] }>(
        agent.api(`/api/Fund/GetFundDetails/${fund.schemeNumber}/Irr`, {
          method: 'POST',
          json: { startDate: addYears(first, -1), endDate: addDays(first, -1) },
        }),
      )
    ).internalRateOfReturn;
    expect(irr).toMatchObject({
      irrStatus: 'unavailable',
      irrPct: null,
      periodReturnPct: null,
      openingValue: 0,
      closingValue: 0,
    });
  });

  it('values the overview at the calculation date, with the pots adding up to the total', async () => {
    const funds = await allFunds();
    const agents = new Map<string, Agent>();
    for (const fund of funds) {
      const agent = agents.get(fund.username) ?? (await signIn(server, fund.username));
      agents.set(fund.username, agent);
      const details = await json<FundDetailsResponse>(
        agent.api(`/api/Fund/GetFundDetails/${fund.schemeNumber}`),
      );
      const { overview, portfolios } = details;
      const context = `${fund.username} ${fund.schemeNumber}`;
      const traded = new Set(
        (txByMembership.get(fund.membershipId) ?? []).map((t) => t.portfolioId),
      );
      const calculationDate = [...traded]
        .map((id) => pricesByPortfolio.get(id)?.at(-1)?.date ?? '')
        .sort()
        .at(-1);
      expect(overview.calculationDate, context).toBe(calculationDate);
      const date = overview.calculationDate ?? '';
      const total = cents(overview.totalValue);
      expect(total, context).toBe(valueAt(fund.membershipId, date));
      const vested = cents(overview.available) + cents(overview.notAvailable);
      expect(vested + cents(overview.savings) + cents(overview.retirement), context).toBe(total);
      expect(
        portfolios.reduce((s, p) => s + cents(p.fundCredit), 0),
        context,
      ).toBe(total);

      // Each pot is within a cent per portfolio of its exact value (units × price, unrounded).
      const exact = new Map<string, bigint>();
      for (const [portfolioId, buckets] of unitsAt(fund.membershipId, date)) {
        const price = BigInt(latestPrice(portfolioId, date)?.priceMicro ?? 0);
        for (const [bucket, units] of buckets)
          exact.set(bucket, (exact.get(bucket) ?? 0n) + BigInt(units) * price);
      }
      const pots = {
        available: overview.available,
        notAvailable: overview.notAvailable,
        savings: overview.savings,
        retirement: overview.retirement,
      };
      for (const [bucket, rand] of Object.entries(pots)) {
        const difference = BigInt(cents(rand)) * 10n ** 8n - (exact.get(bucket) ?? 0n);
        const limit = BigInt(portfolios.length) * 10n ** 8n;
        expect(difference <= limit && difference >= -limit, `${context} ${bucket}`).toBe(true);
      }

      const internal = await json<{ internalFunds: InternalFund[] }>(
        agent.api('/api/Fund/Internal'),
      );
      const same = internal.internalFunds.find((f) => f.schemeNumber === fund.schemeNumber);
      expect(same?.currentValue, context).toBe(overview.totalValue);
    }
  });
});

// Random periods within the transaction summary's three years up to today. Many start or end on
// a monthly transaction date (the 25th) or the day after it, where reading the period's first
// day wrongly shows.
const EARLIEST = transactionSummaryMinDate(TEST_TODAY);
const SPAN = daysBetween(EARLIEST, TEST_TODAY);
const monthlyOffsets = monthlyDates(TEST_TODAY, 40)
  .map((date) => daysBetween(EARLIEST, date))
  .filter((offset) => offset >= 1 && offset < SPAN);
const dayOffset = fc.oneof(
  fc.integer({ min: 0, max: SPAN }),
  fc.constantFrom(...monthlyOffsets),
  fc.constantFrom(...monthlyOffsets).map((offset) => offset + 1),
);
const periods = fc.tuple(dayOffset, dayOffset).map(([a, b]) => ({
  start: addDays(EARLIEST, Math.min(a, b)),
  end: addDays(EARLIEST, Math.max(a, b)),
}));

function fundsByMember(list: readonly Fund[]): Map<number, Fund[]> {
  const byMember = new Map<number, Fund[]>();
  for (const fund of list)
    byMember.set(fund.memberId, [...(byMember.get(fund.memberId) ?? []), fund]);
  return byMember;
}

async function irrOf(agent: Agent, fund: Fund, start: string, end: string) {
  const answer = await json<{ internalRateOfReturn: InternalRateOfReturn[] }>(
    agent.api(`/api/Fund/GetFundDetails/${fund.schemeNumber}/Irr`, {
      method: 'POST',
      json: { startDate: start, endDate: end },
    }),
  );
  const irr = answer.internalRateOfReturn[0];
  if (!irr) throw new Error('no IRR');
  return irr;
}

describe('one meaning of a period, for any period', () => {
  let funds: Fund[];
  const agents = new Map<string, Agent>();
  async function agentOf(username: string): Promise<Agent> {
    const agent = agents.get(username) ?? (await signIn(server, username));
    agents.set(username, agent);
    return agent;
  }
  beforeAll(async () => {
    funds = await allFunds();
  });

  it('gives the IRR, the transaction summary and a statement the same figures, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: funds.length - 1 }),
        periods,
        async (index, { start, end }) => {
          const fund = funds[index] as Fund;
          const context = `${fund.username} ${fund.schemeNumber} ${start} to ${end}`;
          const expected = windowOf(fund.membershipId, start, end);
          const agent = await agentOf(fund.username);

          const irr = await irrOf(agent, fund, start, end);
          expect(cents(irr.openingValue), context).toBe(expected.opening);
          expect(cents(irr.closingValue), context).toBe(expected.closing);
          expect(irr.irrStatus, context).toBe(expected.rate.kind);
          expect(irr.irrPct, context).toBe(
            expected.rate.kind === 'rate' ? ratePercent(expected.rate.rate) : null,
          );

          const query = new URLSearchParams({
            dateFrom: start,
            dateTo: end,
            caseKey: fund.caseKey,
            caseMemberKey: fund.caseMemberKey,
          });
          const summary = await json<TransactionSummaryResponse>(
            agent.api(`/api/Statements/TransactionSummary?${query}`),
          );
          const figures = {
            opening: expected.opening,
            moneyIn: expected.moneyIn,
            moneyOut: expected.moneyOut,
            investmentReturn:
              expected.closing - expected.opening - expected.moneyIn + expected.moneyOut,
            closing: expected.closing,
          };
          expect(
            {
              opening: cents(summary.openingBalance),
              moneyIn: cents(summary.contributionsAndSwitches),
              moneyOut: cents(summary.withdrawalsFeesAndExpenses),
              investmentReturn: cents(summary.investmentReturn),
              closing: cents(summary.closingBalance),
            },
            context,
          ).toEqual(figures);

          const row = await findStatementMembership(server.db, fund.memberId, {
            membershipId: fund.membershipId,
          });
          if (!row) throw new Error(`no statement membership for ${context}`);
          const { reconciliation: r } = await statementDataOf(server.db, fund.memberId, row, {
            type: 'OnDemand',
            start,
            end,
          });
          expect(
            {
              opening: r.openingValue,
              moneyIn: r.contributions + r.transfersIn + r.switchesIn - r.switchesOut,
              moneyOut: r.withdrawals + r.fees,
              investmentReturn: r.investmentReturn,
              closing: r.closingValue,
            },
            context,
          ).toEqual(figures);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('gives a member with one fund a combined return equal to that fund’s IRR', async () => {
    const byMember = fundsByMember(funds);
    const single = [...byMember.values()].filter((list) => list.length === 1).map(([f]) => f);
    expect(single.length).toBeGreaterThan(0);
    let rated = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...single), periods, async (fund, { start, end }) => {
        if (!fund) throw new Error('no fund');
        const context = `${fund.username} ${start} to ${end}`;
        const irr = await irrOf(await agentOf(fund.username), fund, start, end);
        const combined = await combinedReturnOf(server.db, fund.memberId, start, end);
        expect(combined, context).toMatchObject({
          status: irr.irrStatus === 'rate' ? 'ok' : irr.irrStatus,
          irrPct: irr.irrPct,
          from: start,
          to: end,
        });
        if (combined.status === 'ok') rated += 1;
      }),
      { numRuns: 30 },
    );
    // Not only periods without a rate.
    expect(rated).toBeGreaterThan(0);
  });

  it('gives a member with several funds the XIRR of the union of their flows', async () => {
    const byMember = fundsByMember(funds);
    const several = [...byMember.values()].filter((list) => list.length > 1);
    expect(several.length).toBeGreaterThan(0);
    let rated = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...several), periods, async (own, { start, end }) => {
        const memberId = own[0]?.memberId ?? -1;
        const union = own.flatMap((fund) => windowOf(fund.membershipId, start, end).flows);
        const combined = await combinedReturnOf(server.db, memberId, start, end);
        expect(combined, `${own[0]?.username} ${start} to ${end}`).toEqual({
          ...returnOf(xirr(union)),
          from: start,
          to: end,
        });
        if (combined.status === 'ok') rated += 1;
      }),
      { numRuns: 30 },
    );
    expect(rated).toBeGreaterThan(0);
  });
});
