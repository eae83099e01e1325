import type {
  FundDetailsResponse,
  InternalRateOfReturn,
  TransactionDetailsResponse,
} from '@portal/contract/fund-details';
import type { InternalFund } from '@portal/contract/fund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, signIn, startTestServer, type TestServer } from '../../testing/server';
import { addDays, addMonths, formatMonthYear } from '@portal/domain/dates';
import { lastMonthlyDate } from '../../db/seed/history';
import { lastPriceDate } from '../../db/seed/prices';
import { TEST_TODAY } from '../../testing/database';

let server: TestServer;
let institutional: Agent;
let retail: Agent;
let ownScheme: string;
let retailScheme: string;

beforeAll(async () => {
  server = await startTestServer();
  [institutional, retail] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'retail@demo.local'),
  ]);
  ownScheme = (await fundsOf(institutional))[0]?.schemeNumber ?? '';
  retailScheme = (await fundsOf(retail))[0]?.schemeNumber ?? '';
});
afterAll(async () => server.close());

async function fundsOf(agent: Agent): Promise<InternalFund[]> {
  const response = await agent.api('/api/Fund/Internal');
  return ((await response.json()) as { internalFunds: InternalFund[] }).internalFunds;
}

async function body<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

type ErrorAnswer = {
  success: false;
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
};

describe('GET /api/Fund/GetFundDetails/{schemeNumber}', () => {
  it('answers the overview, the member and fund information and the portfolios', async () => {
    const details = await body<FundDetailsResponse>(
      await institutional.api(`/api/Fund/GetFundDetails/${ownScheme}`),
    );
    expect(details).toMatchObject({ success: true, portfolioSuccess: true });
    expect(details.overview).toMatchObject({ nobIndicator: 'Y', isCustomView: false });
    expect(details.overview.totalValue).toBeGreaterThan(0);
    expect(details.overview.calculationDate).toBe(lastPriceDate(TEST_TODAY));
    expect(details.information.member.schemeNumber).toBe(ownScheme);
    expect(details.information.member.memberContributionRate).toBe(7.5);
    expect(details.information.fund).toMatchObject({
      schemeNumber: ownScheme,
      productTypeCategory: 'Institutional',
      twoPotIndicator: 'Y',
    });
    expect(details.information.fund.caseMemberKey).toMatch(/^CMK/);
    // A two-pot fund has money in the savings and retirement pots since 1 Sep 2024.
    expect(details.overview.savings).toBeGreaterThan(0);
    expect(details.overview.retirement).toBeGreaterThan(0);
    expect(details.portfolios.length).toBeGreaterThan(0);
    const allocation = details.portfolios.reduce((sum, p) => sum + p.contributionAllocation, 0);
    expect(allocation).toBeCloseTo(100, 2);
    for (const portfolio of details.portfolios) {
      expect(portfolio.udwID).toMatch(/^UDW-/);
      expect(portfolio.exchangeRate).toBeGreaterThan(0);
      expect(Number.isInteger(Math.round(portfolio.units * 10_000))).toBe(true);
    }
  });

  it('shows a retail product’s beneficiaries indicator only where it takes a nomination', async () => {
    // A retirement annuity (online) and a preservation fund (a signed form) take one (decision
    // 044); a discretionary plan or a tax-free account pays the estate.
    const funds = await fundsOf(retail);
    expect(funds.length).toBeGreaterThan(0);
    for (const fund of funds) {
      const details = await body<FundDetailsResponse>(
        await retail.api(`/api/Fund/GetFundDetails/${fund.schemeNumber}`),
      );
      const takesNomination = /Retirement Annuity|Preservation/.test(fund.fullproductname);
      expect(details.overview.nobIndicator).toBe(takesNomination ? 'Y' : 'N');
      expect(details.information.fund.isRetail).toBe(true);
    }
  });

  it('answers 404 for a scheme the member does not hold, and for an unknown one', async () => {
    for (const path of [
      `/api/Fund/GetFundDetails/${retailScheme}`,
      `/api/Fund/GetFundDetails/${retailScheme}/TransactionDetails`,
      '/api/Fund/GetFundDetails/999999',
    ]) {
      const answer = await body<ErrorAnswer>(await institutional.api(path), 404);
      expect(answer).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const irr = await institutional.api(`/api/Fund/GetFundDetails/${retailScheme}/Irr`, {
      method: 'POST',
      json: { startDate: '2026-01-01', endDate: '2026-06-30' },
    });
    expect(irr.status).toBe(404);
  });

  it('needs a signed-in member', async () => {
    const anonymous = new Agent(server);
    expect((await anonymous.api(`/api/Fund/GetFundDetails/${ownScheme}`)).status).toBe(401);
  });
});

describe('GET /api/Fund/GetFundDetails/{schemeNumber}/TransactionDetails', () => {
  const path = () => `/api/Fund/GetFundDetails/${ownScheme}/TransactionDetails`;

  it('defaults to the last 3 months, newest first, grouped by year and month', async () => {
    const list = await body<TransactionDetailsResponse>(await institutional.api(path()));
    const startDate = addMonths(TEST_TODAY, -3);
    expect(list).toMatchObject({ success: true, startDate, endDate: TEST_TODAY });
    // The fund's rows fall monthly on the 25th: the months whose 25th lies in the window.
    const latest = lastMonthlyDate(TEST_TODAY);
    const months = [0, 1, 2, 3]
      .map((back) => addMonths(latest, -back))
      .filter((date) => date >= startDate);
    expect(list.transactionDetailsByYear.map((y) => y.year)).toEqual([
      ...new Set(months.map((date) => Number(date.slice(0, 4)))),
    ]);
    expect(
      list.transactionDetailsByYear.flatMap((y) => y.monthYears.map((m) => m.monthYear)),
    ).toEqual(months.map(formatMonthYear));
    const first = list.transactionDetailsByYear[0]?.monthYears[0]?.transactions[0];
    expect(first).toMatchObject({ date: latest });
    expect(first?.unitPrice).toBeGreaterThan(0);
  });

  it('follows the clock for "today", and a missing start is 3 months before the end', async () => {
    const list = await body<TransactionDetailsResponse>(
      await institutional.api(`${path()}?endDate=2025-06-30`),
    );
    expect(list).toMatchObject({ startDate: '2025-03-30', endDate: '2025-06-30' });
    const previous = server.config.today;
    server.config.today = '2026-04-01';
    try {
      const moved = await body<TransactionDetailsResponse>(await institutional.api(path()));
      expect(moved).toMatchObject({ startDate: '2026-01-01', endDate: '2026-04-01' });
    } finally {
      server.config.today = previous;
    }
  });

  it('lists a switch as two rows on one date, signed from the fund’s side', async () => {
    const list = await body<TransactionDetailsResponse>(
      await institutional.api(`${path()}?startDate=2024-09-01&endDate=2024-09-01`),
    );
    const rows = list.transactionDetailsByYear.flatMap((y) =>
      y.monthYears.flatMap((m) => m.transactions),
    );
    const out = rows.find((row) => row.name === 'Savings pot seeding from vested');
    const into = rows.find((row) => row.name === 'Savings pot seeding');
    expect(out?.amount).toBeLessThan(0);
    expect(out?.units).toBeLessThan(0);
    expect(out?.pot).toBe('vested');
    expect(into).toMatchObject({ date: '2024-09-01', pot: 'savings' });
    expect(into?.amount).toBe(-(out?.amount ?? 0));
  });

  it('matches query names in any case', async () => {
    const list = await body<TransactionDetailsResponse>(
      await institutional.api(`${path()}?STARTDATE=2026-01-01&EndDate=2026-01-31`),
    );
    expect(list).toMatchObject({ startDate: '2026-01-01', endDate: '2026-01-31' });
  });

  it('refuses From after To with the spec’s message', async () => {
    const answer = await body<ErrorAnswer>(
      await institutional.api(`${path()}?startDate=2026-02-01&endDate=2026-01-31`),
      400,
    );
    expect(answer.message).toBe('From date must be before to date.');
    expect(answer.fieldErrors).toEqual({ startDate: ['From date must be before to date.'] });
  });

  it('refuses a date that is not a calendar date', async () => {
    const answer = await body<ErrorAnswer>(
      await institutional.api(`${path()}?startDate=2026-02-30`),
      400,
    );
    expect(Object.keys(answer.fieldErrors ?? {})).toEqual(['startDate']);
  });
});

describe('POST /api/Fund/GetFundDetails/{schemeNumber}/Irr', () => {
  const irr = (json: unknown) =>
    institutional.api(`/api/Fund/GetFundDetails/${ownScheme}/Irr`, { method: 'POST', json });

  it('answers the annualised rate, the period return and the window’s values', async () => {
    const answer = await body<{ success: boolean; internalRateOfReturn: InternalRateOfReturn[] }>(
      // 364 days before today to today: opening at the end of the day before, 365 days of growth.
      await irr({ startDate: addDays(TEST_TODAY, -364), endDate: TEST_TODAY }),
    );
    expect(answer.success).toBe(true);
    const [result] = answer.internalRateOfReturn;
    expect(result).toMatchObject({
      irrStatus: 'rate',
      calcStartDate: addDays(TEST_TODAY, -364),
      calcEndDate: TEST_TODAY,
    });
    // 365 days: the period return is the annual rate.
    expect(result?.periodReturnPct).toBe(result?.irrPct);
  });

  it('refuses an end date after today, and a start after the end (spec 2 §5)', async () => {
    const future = await body<ErrorAnswer>(
      await irr({ startDate: addMonths(TEST_TODAY, -6), endDate: addDays(TEST_TODAY, 1) }),
      400,
    );
    expect(future.fieldErrors).toEqual({ endDate: ['Selection cannot be a future date.'] });
    const order = await body<ErrorAnswer>(
      await irr({ startDate: '2026-03-01', endDate: '2026-02-01' }),
      400,
    );
    expect(order.message).toBe('From date must be before To date.');
    expect(order.fieldErrors).toEqual({ startDate: ['From date must be before To date.'] });
    const missing = await body<ErrorAnswer>(await irr({ startDate: '2026-03-01' }), 400);
    expect(Object.keys(missing.fieldErrors ?? {})).toEqual(['endDate']);
  });
});

describe('GET /api/Fund/GetGlacierInfo/:schemeNumber', () => {
  type GlacierInfo = {
    success: boolean;
    glacierInfo: { schemeNumber: string; heading: string; isGlacierProduct: boolean };
  };

  it('says a plan is Glacier by its heading (spec 3 §3), for each of the member’s funds', async () => {
    const answers = await Promise.all(
      [institutional, retail].map(async (agent) =>
        Promise.all(
          (await fundsOf(agent)).map(async (fund) => ({
            fund,
            info: await body<GlacierInfo>(
              await agent.api(`/api/Fund/GetGlacierInfo/${fund.schemeNumber}`),
            ),
          })),
        ),
      ),
    );
    const all = answers.flat();
    for (const { fund, info } of all) {
      expect(info.glacierInfo).toMatchObject({
        schemeNumber: fund.schemeNumber,
        heading: fund.heading,
        isGlacierProduct: [
          'Discretionary Saving',
          'Post Retirement',
          'Tax Free Savings Account',
        ].includes(fund.heading),
      });
    }
    // Both answers occur: the retail member holds Glacier plans, the employer funds are not.
    expect(all.some(({ info }) => info.glacierInfo.isGlacierProduct)).toBe(true);
    expect(all.some(({ info }) => !info.glacierInfo.isGlacierProduct)).toBe(true);
  });

  it('answers 404 for a scheme the member does not hold', async () => {
    await body(await institutional.api(`/api/Fund/GetGlacierInfo/${retailScheme}`), 404);
    await body(await retail.api('/api/Fund/GetGlacierInfo/NO-SUCH-SCHEME'), 404);
  });
});
