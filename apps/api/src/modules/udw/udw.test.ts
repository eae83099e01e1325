import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { FundDetailsResponse, PortfolioKeyFactsResponse } from '@portal/contract/fund-details';
import { eq, sql } from 'drizzle-orm';
import type { InternalFund } from '@portal/contract/fund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioBenchmarkLevels, portfolios, portfolioTopHoldings } from '../../db/schema';
import { addMonths, formatDisplayDate, formatMonthYear } from '@portal/domain/dates';
import { lastPriceDate } from '../../db/seed/prices';
import { TEST_TODAY } from '../../testing/database';
import { fundIdentityOf } from '../../fund-identity';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

let server: TestServer;
let member: Agent;
let held: FundDetailsResponse['portfolios'];
/** The fund of the member's first membership: the fund its first portfolio is held through. */
let firstFundName: string;

beforeAll(async () => {
  server = await startTestServer();
  member = await signIn(server, 'institutional@demo.local');
  const funds = (
    (await (await member.api('/api/Fund/Internal')).json()) as { internalFunds: InternalFund[] }
  ).internalFunds;
  held = [];
  firstFundName = funds[0]?.fundName ?? '';
  for (const fund of funds) {
    const response = await member.api(`/api/Fund/GetFundDetails/${fund.schemeNumber}`);
    held.push(...((await response.json()) as FundDetailsResponse).portfolios);
  }
});
afterAll(async () => server.close());

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: bytes, verbosity: 0 }).promise;
  let text = '';
  for (let index = 1; index <= pdf.numPages; index += 1) {
    const content = await (await pdf.getPage(index)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  return { pages: pdf.numPages, text };
}

type Download = { success: boolean; fileStream: string; fileName: string };

describe('GET /api/Udw/DownloadPortfolioDocument/{id}', () => {
  it('answers a real two-page fact sheet of a portfolio the member holds', async () => {
    const portfolio = held[0];
    if (!portfolio) throw new Error('the member holds no portfolio');
    const response = await member.api(`/api/Udw/DownloadPortfolioDocument/${portfolio.udwID}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Download;
    expect(answer.success).toBe(true);
    expect(answer.fileName).toMatch(/ fact sheet\.pdf$/);
    const bytes = Buffer.from(answer.fileStream, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(new Uint8Array(bytes));
    expect(pages).toBe(2);
    expect(text).toContain(portfolio.name);
    const latest = lastPriceDate(TEST_TODAY);
    expect(text).toContain(
      `Portfolio fact sheet (minimum disclosure document) as at ${formatDisplayDate(latest)}`,
    );
    expect(text).toContain('Month-end unit prices (last 12 months)');
    // The month-end rows end with the month before the latest price's.
    expect(text).toContain(formatMonthYear(addMonths(`${latest.slice(0, 8)}01`, -1)));
    expect(text).toContain('Since the first price');
    expect(text).toContain(portfolio.unitPrice?.toFixed(6));
    expect(text).toContain('past performance is not necessarily a guide');
    expect(text).toContain('Page 1 of 2');
    // The letterhead of the fund the member holds it through, and its registration (DESIGN §1e).
    const flat = text.replace(/\s+/g, ' ');
    const { fund, administrator } = fundIdentityOf(firstFundName);
    expect(flat).toContain(fund.fundName);
    expect(flat).toContain(`FSCA registration number ${fund.fscaRegistrationNumber}`);
    expect(flat).toContain(`FSCA ${fund.fscaRegistrationNumber}`);
    expect(flat).toContain(`Administered by ${administrator.name}`);
  });

  it('is a minimum disclosure document: particulars, charges, risk, holdings and the benchmark', async () => {
    const portfolio = held.find((p) => p.name === 'AF Balanced Fund') ?? held[0];
    if (!portfolio) throw new Error('the member holds no portfolio');
    const [row] = await server.db
      .select()
      .from(portfolios)
      .where(eq(portfolios.udwId, portfolio.udwID));
    if (!row) throw new Error('no portfolio row');
    const holdings = await server.db
      .select()
      .from(portfolioTopHoldings)
      .where(eq(portfolioTopHoldings.portfolioId, row.id))
      .orderBy(portfolioTopHoldings.position);
    const answer = (await (
      await member.api(`/api/Udw/DownloadPortfolioDocument/${portfolio.udwID}`)
    ).json()) as Download;
    const { text } = await pdfText(new Uint8Array(Buffer.from(answer.fileStream, 'base64')));
    const flat = text.replace(/\s+/g, ' ');
    for (const wanted of [
      'Returns against the benchmark',
      'Allocation by asset class',
      'Top 10 holdings',
      'Risk profile',
      'Total investment charge (TIC)',
      'Regulation 28',
      '10 years',
      'A higher TER does not necessarily mean a poor return',
      row.asisaCategory ?? 'no category',
      row.manager ?? 'no manager',
      holdings[0]?.name ?? 'no holdings',
      formatDisplayDate(row.inceptionDate ?? ''),
      `${(((row.totalExpenseRatioBp ?? 0) + (row.transactionCostsBp ?? 0)) / 100).toFixed(2)} %`,
    ])
      expect(flat, wanted).toContain(wanted);
    // The benchmark's name is long: the table may wrap it over lines.
    expect(flat.replace(/ /g, '')).toContain((row.benchmarkName ?? 'none').replace(/ /g, ''));
  });

  it('renders several fact sheets at once', async () => {
    const answers = await Promise.all(
      held.map((p) => member.api(`/api/Udw/DownloadPortfolioDocument/${p.udwID}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(held.map(() => 200));
    const names = await Promise.all(
      answers.map(async (a) => ((await a.json()) as Download).fileName),
    );
    expect(new Set(names).size).toBe(new Set(held.map((p) => p.name)).size);
  });

  it('answers 404 for a portfolio the member does not hold, and for an unknown id', async () => {
    const all = await server.db.select().from(portfolios);
    const heldIds = new Set(held.map((p) => p.udwID));
    const notHeld = all.find((p) => !heldIds.has(p.udwId));
    if (!notHeld) throw new Error('every portfolio is held');
    for (const id of [notHeld.udwId, 'UDW-NOPE']) {
      const response = await member.api(`/api/Udw/DownloadPortfolioDocument/${id}`);
      expect(response.status).toBe(404);
    }
  });
});

/** The month-end figure of a portfolio's prices: its latest price on or before the date, in SQL. */
async function priceOnOrBefore(portfolioId: number, date: string): Promise<number | null> {
  const result = (await server.db.execute(
    sql`select price_micro from unit_prices where portfolio_id = ${portfolioId}
        and price_date <= ${date} order by price_date desc limit 1`,
  )) as unknown as { rows: { price_micro: string | number }[] };
  const price = result.rows[0]?.price_micro;
  return price === undefined ? null : Number(price);
}

describe('GET /api/Udw/PortfolioKeyFacts', () => {
  it('answers the key facts of every portfolio the member holds, returns recomputed from the stored rows', async () => {
    const response = await member.api('/api/Udw/PortfolioKeyFacts');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as PortfolioKeyFactsResponse;
    expect(new Set(answer.portfolios.map((p) => p.udwID))).toEqual(
      new Set(held.map((p) => p.udwID)),
    );
    for (const facts of answer.portfolios) {
      const [row] = await server.db
        .select()
        .from(portfolios)
        .where(eq(portfolios.udwId, facts.udwID));
      if (!row) throw new Error(`no portfolio ${facts.udwID}`);
      expect(facts.asisaCategory).toBe(row.asisaCategory);
      expect(facts.regulation28Compliant).toBe(row.regulation28Compliant);
      expect(facts.totalInvestmentCharge).toBeCloseTo(
        ((row.totalExpenseRatioBp ?? 0) + (row.transactionCostsBp ?? 0)) / 100,
        10,
      );
      expect(facts.riskMeaning.length).toBeGreaterThan(40);
      expect(facts.assetMix.reduce((sum, r) => sum + r.share, 0)).toBeCloseTo(100, 6);
      expect(facts.topHoldings).toHaveLength(10);

      // The returns, from the stored month-end levels and daily prices, independently.
      const levels = await server.db
        .select()
        .from(portfolioBenchmarkLevels)
        .where(eq(portfolioBenchmarkLevels.portfolioId, row.id))
        .orderBy(portfolioBenchmarkLevels.monthEnd);
      const latestPrice = lastPriceDate(TEST_TODAY);
      const end = levels.filter((l) => l.monthEnd <= latestPrice).pop();
      if (!end) throw new Error('no benchmark level');
      expect(facts.returnsAsAt).toBe(end.monthEnd);
      const endPrice = await priceOnOrBefore(row.id, end.monthEnd);
      expect(facts.returns.map((r) => r.years)).toEqual([1, 3, 5, 10]);
      for (const period of facts.returns) {
        const month = `${Number(end.monthEnd.slice(0, 4)) - period.years}${end.monthEnd.slice(4, 7)}`;
        const start = levels.find((l) => l.monthEnd.startsWith(month));
        const startPrice = start ? await priceOnOrBefore(row.id, start.monthEnd) : null;
        if (!start || startPrice === null || endPrice === null) {
          expect(period).toMatchObject({ fromDate: null, portfolio: null, benchmark: null });
          continue;
        }
        const yearly = (growth: number) => (growth ** (1 / period.years) - 1) * 100;
        expect(period.fromDate).toBe(start.monthEnd);
        expect(period.portfolio).toBeCloseTo(yearly(endPrice / startPrice), 2);
        expect(period.benchmark).toBeCloseTo(yearly(end.levelMicro / start.levelMicro), 2);
      }
    }
  });

  it('answers a change to a portfolio’s particulars at once, though the answer is kept', async () => {
    const first = (await (
      await member.api('/api/Udw/PortfolioKeyFacts')
    ).json()) as PortfolioKeyFactsResponse;
    const [facts] = first.portfolios;
    if (!facts) throw new Error('the member holds no portfolio');
    try {
      await server.db
        .update(portfolios)
        .set({ asisaCategory: 'South African – Multi Asset – Low Equity (restated)' })
        .where(eq(portfolios.udwId, facts.udwID));
      const again = (await (
        await member.api('/api/Udw/PortfolioKeyFacts')
      ).json()) as PortfolioKeyFactsResponse;
      expect(again.portfolios.find((p) => p.udwID === facts.udwID)?.asisaCategory).toBe(
        'South African – Multi Asset – Low Equity (restated)',
      );
    } finally {
      await server.db
        .update(portfolios)
        .set({ asisaCategory: facts.asisaCategory })
        .where(eq(portfolios.udwId, facts.udwID));
    }
  });
});
