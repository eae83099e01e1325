import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { InternalFund } from '@portal/contract/fund';
import type {
  ExternalFund,
  FundSummaryItem,
  PortfolioHistory,
  PortfolioSummary,
} from '@portal/contract/portfolio';
import { addDays, addMonths, addYears, daysBetween } from '@portal/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, memberships, transactions } from '../../db/schema';
import { TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { type Agent, signIn, startTestServer, type TestServer } from '../../testing/server';
import { combinedReturnOf } from './portfolio.service';

// My portfolio (the portfolio issue): the summary's figures are the other pages' figures to the
// cent, its breakdowns add up to its totals, the history ends on today's values, and the combined
// return agrees with an independent solution of the same flows. Members read here are changed by
// no API test: institutional (two funds, two external funds, covers) and retail (RA and TFSA).

let server: TestServer;
let institutional: Agent;
let retail: Agent;

beforeAll(async () => {
  server = await startTestServer();
  [institutional, retail] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'retail@demo.local'),
  ]);
});
afterAll(async () => server.close());

async function get<T>(agent: Agent, path: string, init: RequestInit & { json?: unknown } = {}) {
  const response = await agent.api(path, init);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const cents = (rand: number) => Math.round(rand * 100);
const sumCents = (values: readonly number[]) => values.reduce((sum, v) => sum + cents(v), 0);

type FundDetails = {
  overview: { totalValue: number; savings: number };
  portfolios: { name: string; fundCredit: number }[];
};
type Irr = { irrStatus: string; irrPct: number | null; openingValue: number };

async function pageFigures(agent: Agent) {
  const [{ internalFunds }, { externalFunds }, claims] = await Promise.all([
    get<{ internalFunds: InternalFund[] }>(agent, '/api/Fund/Internal'),
    get<{ externalFunds: ExternalFund[] }>(agent, '/api/Fund/GetExternalFunds'),
    get<{ memberships: { schemeNumber: string; savingsPot: number; isAllowed: boolean }[] }>(
      agent,
      '/api/Claims/CheckClaimAllowed',
    ),
  ]);
  const details = await Promise.all(
    internalFunds.map((fund) =>
      get<FundDetails>(agent, `/api/Fund/GetFundDetails/${fund.schemeNumber}`),
    ),
  );
  return { internalFunds, externalFunds, claims: claims.memberships, details };
}

describe('GET /api/Portfolio/GetPortfolioSummary', () => {
  it('totals the internal funds as the dashboard and fund details show them, plus the external funds', async () => {
    const { summary } = await get<{ summary: PortfolioSummary }>(
      institutional,
      '/api/Portfolio/GetPortfolioSummary',
    );
    const page = await pageFigures(institutional);
    expect(summary.asOf).toBe(TEST_TODAY);
    expect(summary.internalFunds.map((f) => [f.schemeNumber, f.value])).toEqual(
      page.internalFunds.map((f) => [f.schemeNumber, f.currentValue]),
    );
    page.details.forEach((details, i) =>
      expect(details.overview.totalValue).toBe(page.internalFunds[i]?.currentValue),
    );
    const internal = sumCents(page.internalFunds.map((f) => f.currentValue));
    const external = sumCents(page.externalFunds.map((f) => f.value));
    expect(external).toBeGreaterThan(0);
    expect(cents(summary.totals.internal)).toBe(internal);
    expect(cents(summary.totals.external)).toBe(external);
    expect(cents(summary.totals.total)).toBe(internal + external);

    // The seeded external funds, newest first, with the age of their stated values.
    expect(summary.externalFunds.map((f) => [f.productName, f.category, f.valueAgeDays])).toEqual([
      ['EasyEquities Tax-Free Savings', 'Discretionary', 10],
      ['Allan Gray Retirement Annuity', 'Retirement', 45],
    ]);
    expect(summary.externalFunds.map((f) => f.fundId)).toEqual(
      page.externalFunds.map((f) => f.fundId),
    );
    // Cover is shown apart and is in no total.
    expect(summary.covers).toContainEqual({
      name: expect.any(String),
      kind: 'Life cover',
      amount: 1_500_000,
    });
    expect(summary.covers.map((c) => c.kind)).toContain('Funeral cover');
  });

  it('breaks the totals down by product, product type and portfolio, each to the cent and 100 %', async () => {
    for (const agent of [institutional, retail]) {
      const { summary } = await get<{ summary: PortfolioSummary }>(
        agent,
        '/api/Portfolio/GetPortfolioSummary',
      );
      const page = await pageFigures(agent);
      const { byProduct, byProductType, byPortfolio } = summary.allocation;
      expect(sumCents(byProduct.map((s) => s.value))).toBe(cents(summary.totals.total));
      expect(sumCents(byProductType.map((s) => s.value))).toBe(cents(summary.totals.total));
      expect(sumCents(byPortfolio.map((s) => s.value))).toBe(cents(summary.totals.internal));
      for (const slices of [byProduct, byProductType, byPortfolio])
        expect(sumCents(slices.map((s) => s.percentage))).toBe(10_000);

      // By portfolio: the fund details' portfolio values (fundCredit) added up by name.
      const expected = new Map<string, number>();
      for (const details of page.details)
        for (const portfolio of details.portfolios)
          expected.set(
            portfolio.name,
            (expected.get(portfolio.name) ?? 0) + cents(portfolio.fundCredit),
          );
      for (const [name, value] of [...expected]) if (value === 0) expected.delete(name);
      expect(new Map(byPortfolio.map((s) => [s.label, cents(s.value)]))).toEqual(expected);

      // By product type: each fund's category.
      const retirement = [
        ...summary.internalFunds.filter((f) => f.category === 'Retirement').map((f) => f.value),
        ...summary.externalFunds.filter((f) => f.category === 'Retirement').map((f) => f.value),
      ];
      expect(cents(byProductType.find((s) => s.label === 'Retirement')?.value ?? 0)).toBe(
        sumCents(retirement),
      );
    }
    const { summary } = await get<{ summary: PortfolioSummary }>(
      retail,
      '/api/Portfolio/GetPortfolioSummary',
    );
    expect(summary.internalFunds.map((f) => [f.name, f.category])).toEqual([
      ['AF Retirement Annuity', 'Retirement'],
      ['AF Tax Free Savings Account', 'Discretionary'],
    ]);
    expect(summary.externalFunds).toEqual([]);
  });

  it('gives each fund the fund details’ 12-month IRR and CheckClaimAllowed’s savings pot', async () => {
    const { summary } = await get<{ summary: PortfolioSummary }>(
      institutional,
      '/api/Portfolio/GetPortfolioSummary',
    );
    const page = await pageFigures(institutional);
    const from = addMonths(TEST_TODAY, -12);
    for (const fund of summary.internalFunds) {
      const { internalRateOfReturn } = await get<{ internalRateOfReturn: Irr[] }>(
        institutional,
        `/api/Fund/GetFundDetails/${fund.schemeNumber}/Irr`,
        { method: 'POST', json: { startDate: from, endDate: TEST_TODAY } },
      );
      const irr = internalRateOfReturn[0];
      expect(fund.irr12Months).toMatchObject({
        status: irr?.irrStatus === 'rate' ? 'ok' : irr?.irrStatus,
        irrPct: irr?.irrPct,
        from,
        to: TEST_TODAY,
      });
      const claim = page.claims.find((c) => c.schemeNumber === fund.schemeNumber);
      expect(fund.savingsPot).toBe(claim?.savingsPot ?? null);
      expect(fund.canClaimSavings).toBe(claim?.isAllowed ?? false);
    }
    expect(cents(summary.savingsPot.total)).toBe(sumCents(page.claims.map((c) => c.savingsPot)));
    expect(summary.savingsPot.claimableSchemeNumbers).toEqual(
      page.claims.filter((c) => c.isAllowed).map((c) => c.schemeNumber),
    );
    page.details.forEach((details, i) =>
      expect(details.overview.savings).toBe(summary.internalFunds[i]?.savingsPot ?? 0),
    );
  });
});

/** The annual rate at which the flows' present value is 0, by plain bisection (actual/365). */
function bisectRate(flows: readonly { date: string; amount: number }[]): number {
  const first = flows[0]?.date ?? '';
  const npv = (rate: number) =>
    flows.reduce(
      (sum, flow) => sum + flow.amount / (1 + rate) ** (daysBetween(first, flow.date) / 365),
      0,
    );
  let low = -0.99;
  let high = 10;
  expect(Math.sign(npv(low))).not.toBe(Math.sign(npv(high)));
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (Math.sign(npv(mid)) === Math.sign(npv(low))) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

describe('GET /api/Portfolio/GetPortfolioHistory', () => {
  it('values every fund monthly from the positions, ending on today’s dashboard values', async () => {
    const { history } = await get<{ history: PortfolioHistory }>(
      institutional,
      '/api/Portfolio/GetPortfolioHistory?years=1',
    );
    const { internalFunds } = await get<{ internalFunds: InternalFund[] }>(
      institutional,
      '/api/Fund/Internal',
    );
    const from = addYears(TEST_TODAY, -1);
    expect(history).toMatchObject({ years: 1, from, to: TEST_TODAY });
    // From A to B: the first point is the opening, the values at the end of the day before A.
    expect(history.points[0]?.date).toBe(addDays(from, -1));
    expect(history.points.at(-1)?.date).toBe(TEST_TODAY);
    expect(history.points.length).toBeGreaterThanOrEqual(13);
    const last = history.points.at(-1);
    for (const fund of internalFunds)
      expect(last?.funds[fund.schemeNumber], fund.schemeNumber).toBe(fund.currentValue);
    expect(cents(last?.value ?? 0)).toBe(sumCents(internalFunds.map((f) => f.currentValue)));

    // Each point: the funds add up to its value; growth is value − opening − net contributions.
    const opening = cents(history.points[0]?.value ?? 0);
    for (const point of history.points) {
      expect(sumCents(Object.values(point.funds))).toBe(cents(point.value));
      expect(cents(point.growth)).toBe(
        cents(point.value) - opening - cents(point.netContributions),
      );
    }
    expect(history.points[0]?.netContributions).toBe(0);
    expect(history.points[0]?.growth).toBe(0);

    // The opening value is each fund's opening value in the fund details IRR of the same window.
    let openingFromIrr = 0;
    for (const fund of internalFunds) {
      const { internalRateOfReturn } = await get<{ internalRateOfReturn: Irr[] }>(
        institutional,
        `/api/Fund/GetFundDetails/${fund.schemeNumber}/Irr`,
        { method: 'POST', json: { startDate: from, endDate: TEST_TODAY } },
      );
      openingFromIrr += cents(internalRateOfReturn[0]?.openingValue ?? 0);
    }
    expect(opening).toBe(openingFromIrr);

    // Net contributions: the money put in and paid out from the start up to each point, read from
    // the rows (DESIGN §1e: charges stay inside the growth, switches are neither).
    const rows = await server.db
      .select({ date: transactions.txDate, amount: transactions.amountCents })
      .from(transactions)
      .innerJoin(memberships, eq(memberships.id, transactions.membershipId))
      .where(
        and(
          eq(memberships.memberId, 1),
          gte(transactions.txDate, from),
          lte(transactions.txDate, TEST_TODAY),
          inArray(transactions.type, ['contribution', 'transfer_in', 'withdrawal']),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    for (const point of history.points)
      expect(cents(point.netContributions)).toBe(
        rows.filter((r) => r.date <= point.date).reduce((s, r) => s + r.amount, 0),
      );

    // The combined return: the same flows solved independently.
    const flows = [
      { date: addDays(from, -1), amount: -opening },
      ...rows.map((r) => ({ date: r.date, amount: -r.amount })),
      { date: TEST_TODAY, amount: cents(last?.value ?? 0) },
    ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    expect(history.combinedReturn).toMatchObject({
      status: 'ok',
      from,
      to: TEST_TODAY,
      message: null,
    });
    // irrPct is rounded to 2 decimals: within half a hundredth of the exact rate.
    expect(
      Math.abs((history.combinedReturn.irrPct ?? Number.NaN) - bisectRate(flows) * 100),
    ).toBeLessThanOrEqual(0.005 + 1e-9);
  });

  it('answers each window with the combined return of the same period, which for one fund is its IRR', async () => {
    // A member with exactly one fund, read from the rows.
    const counts = new Map<number, number>();
    for (const row of await server.db.select().from(memberships))
      counts.set(row.memberId, (counts.get(row.memberId) ?? 0) + 1);
    const singleId = [...counts].find(([, count]) => count === 1)?.[0];
    const account = (await server.db.select().from(accounts)).find((a) => a.memberId === singleId);
    if (singleId === undefined || !account) throw new Error('no member with one fund');
    const single = await signIn(server, account.username);
    for (const years of [1, 3]) {
      const { history } = await get<{ history: PortfolioHistory }>(
        single,
        `/api/Portfolio/GetPortfolioHistory?years=${years}`,
      );
      expect(history.funds).toHaveLength(1);
      const { internalRateOfReturn } = await get<{ internalRateOfReturn: Irr[] }>(
        single,
        `/api/Fund/GetFundDetails/${history.funds[0]?.schemeNumber}/Irr`,
        { method: 'POST', json: { startDate: history.from, endDate: history.to } },
      );
      const irr = internalRateOfReturn[0];
      expect(history.combinedReturn, `${years} years`).toMatchObject({
        status: irr?.irrStatus === 'rate' ? 'ok' : irr?.irrStatus,
        irrPct: irr?.irrPct,
      });
      expect(cents(history.points[0]?.value ?? -1)).toBe(cents(irr?.openingValue ?? 0));
      // One fund: its own return over the window is the whole's.
      expect(history.funds[0]?.periodReturn).toEqual(history.combinedReturn);
    }
    // The institutional member's two funds: the history's return is the service's for the window,
    // and each fund's return over the same window is its fund details' IRR for those dates.
    const { history } = await get<{ history: PortfolioHistory }>(
      institutional,
      '/api/Portfolio/GetPortfolioHistory?years=3',
    );
    const memberId = await memberIdOfUsername(server.db, 'institutional@demo.local');
    expect(history.combinedReturn).toEqual(
      await combinedReturnOf(server.db, memberId, history.from, history.to),
    );
    expect(history.funds.length).toBeGreaterThan(1);
    for (const fund of history.funds) {
      const { internalRateOfReturn } = await get<{ internalRateOfReturn: Irr[] }>(
        institutional,
        `/api/Fund/GetFundDetails/${fund.schemeNumber}/Irr`,
        { method: 'POST', json: { startDate: history.from, endDate: history.to } },
      );
      const irr = internalRateOfReturn[0];
      expect(fund.periodReturn, fund.schemeNumber).toMatchObject({
        status: irr?.irrStatus === 'rate' ? 'ok' : irr?.irrStatus,
        irrPct: irr?.irrPct,
        from: history.from,
        to: history.to,
      });
    }
  });

  it('reaches back 3 and 5 years, and refuses another window', async () => {
    for (const years of [3, 5]) {
      const { history } = await get<{ history: PortfolioHistory }>(
        retail,
        `/api/Portfolio/GetPortfolioHistory?Years=${years}`,
      );
      expect(history.points.length).toBeGreaterThanOrEqual(12 * years);
      expect(history.points[0]?.date).toBe(addDays(addYears(TEST_TODAY, -years), -1));
      expect(history.funds.map((f) => f.name)).toEqual([
        'AF Retirement Annuity',
        'AF Tax Free Savings Account',
      ]);
    }
    for (const bad of ['2', 'ten', '']) {
      const response = await retail.api(`/api/Portfolio/GetPortfolioHistory?years=${bad}`);
      expect(response.status).toBe(400);
    }
  });
});

describe('the fund summaries', () => {
  it('answers GetInternalFundSummary as /api/Fund/Internal', async () => {
    const internal = await get<unknown>(institutional, '/api/Fund/Internal');
    expect(await get<unknown>(institutional, '/api/Fund/GetInternalFundSummary')).toEqual(internal);
  });

  it('answers GetFundSummary with the spec 2 fields for the session’s member, whatever the query names', async () => {
    const { internalFunds } = await get<{ internalFunds: InternalFund[] }>(
      institutional,
      '/api/Fund/Internal',
    );
    const own = await get<{ success: boolean; fundSummary: FundSummaryItem[] }>(
      institutional,
      '/api/Fund/GetFundSummary',
    );
    expect(own.success).toBe(true);
    expect(own.fundSummary.map((f) => f.schemeNumber)).toEqual(
      internalFunds.map((f) => f.schemeNumber),
    );
    expect(own.fundSummary[0]).toMatchObject({
      ...internalFunds[0],
      lastContributionRate: 17.5,
      billGroup: expect.stringMatching(/^BG\d$/),
      payrollRef: expect.stringMatching(/^PR\d{4}$/),
      schemeNumberRef: `S${internalFunds[0]?.schemeNumber}`,
    });
    const asked = await get<{ fundSummary: FundSummaryItem[] }>(
      institutional,
      '/api/Fund/GetFundSummary?AFGroupID=AF0000003&samAccount=hybrid',
    );
    expect(asked).toEqual(own);
  });
});
