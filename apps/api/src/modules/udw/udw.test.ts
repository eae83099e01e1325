import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import type { InternalFund } from '@portal/contract/fund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios } from '../../db/schema';
import { addMonths, formatDisplayDate, formatMonthYear } from '@portal/domain/dates';
import { lastPriceDate } from '../../db/seed/prices';
import { TEST_TODAY } from '../../testing/database';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

let server: TestServer;
let member: Agent;
let held: FundDetailsResponse['portfolios'];

beforeAll(async () => {
  server = await startTestServer();
  member = await signIn(server, 'institutional@demo.local');
  const funds = (
    (await (await member.api('/api/Fund/Internal')).json()) as { internalFunds: InternalFund[] }
  ).internalFunds;
  held = [];
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
  it('answers a real one-page fact sheet of a portfolio the member holds', async () => {
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
    expect(pages).toBe(1);
    expect(text).toContain(portfolio.name);
    const latest = lastPriceDate(TEST_TODAY);
    expect(text).toContain(`Portfolio fact sheet as at ${formatDisplayDate(latest)}`);
    expect(text).toContain('Month-end unit prices (last 12 months)');
    // The month-end rows end with the month before the latest price's.
    expect(text).toContain(formatMonthYear(addMonths(`${latest.slice(0, 8)}01`, -1)));
    expect(text).toContain('Since inception');
    expect(text).toContain(portfolio.unitPrice?.toFixed(6));
    expect(text).toContain('past performance is not necessarily a guide');
    expect(text).toContain('Page 1 of 1');
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
