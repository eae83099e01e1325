import type { InternalFund } from '@portal/contract/fund';
import type { StatementItem, StatementsResponse } from '@portal/contract/statements';
import { STATEMENTS_PAGE_SIZE } from '@portal/contract/statements';
import { publishedStatementPeriods } from '@portal/domain/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { pdfRand, pdfText } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { currentValuesOf } from '../fund/fund.repository';
import { statementMembershipsOf } from './statements.repository';

// spec 2 §7 / spec 3 §7: listing, filtering, paging and downloading published statements.

let server: TestServer;
let member: Agent;
let other: Agent;
let memberId: number;

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}

function statements(agent: Agent, query: [string, string][] = []): Promise<Response> {
  return agent.api(`/api/Statements?${new URLSearchParams(query)}`);
}

beforeAll(async () => {
  server = await startTestServer();
  [member, other] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'hybrid@demo.local'),
  ]);
  memberId = await memberIdOfUsername(server.db, 'institutional@demo.local');
});
afterAll(async () => server.close());

/** The statements the member has been published, worked out independently from the data. */
async function expectedPublished(): Promise<{ fundName: string; type: string; end: string }[]> {
  const [funds, values] = await Promise.all([
    statementMembershipsOf(server.db, memberId),
    currentValuesOf(server.db, memberId),
  ]);
  return funds.flatMap((fund) =>
    publishedStatementPeriods({
      dateJoined: fund.dateJoined,
      latestPriceDate:
        values.find((v) => v.membershipId === fund.membershipId)?.calculationDate ?? null,
      today: TEST_TODAY,
    }).map((p) => ({ fundName: fund.fullProductName, type: p.type, end: p.end })),
  );
}

describe('GET /api/Statements', () => {
  it('lists every published statement of every fund, newest first, a page at a time', async () => {
    const expected = await expectedPublished();
    // On-demand statements other tests asked for are listed too; these are the published ones.
    const published: [string, string][] = [
      ['StatementTypes', 'Annual'],
      ['StatementTypes', 'Quarterly'],
    ];
    const first = await json<StatementsResponse>(statements(member, published));
    expect(first.success).toBe(true);
    expect(first.totalCount).toBe(expected.length);
    expect(first.pageSize).toBe(STATEMENTS_PAGE_SIZE);
    expect(first.details).toHaveLength(Math.min(STATEMENTS_PAGE_SIZE, expected.length));
    expect(first.totalPages).toBe(Math.ceil(expected.length / STATEMENTS_PAGE_SIZE));
    const all: StatementItem[] = [];
    for (let page = 1; page <= first.totalPages; page += 1) {
      const answer = await json<StatementsResponse>(
        statements(member, [...published, ['PageNumber', `${page}`]]),
      );
      all.push(...answer.details);
    }
    expect(all.map((s) => `${s.fundName}|${s.statementType}|${s.toDate}`).sort()).toEqual(
      expected.map((s) => `${s.fundName}|${s.type}|${s.end}`).sort(),
    );
    const ends = all.map((s) => s.toDate);
    expect([...ends].sort().reverse()).toEqual(ends);
    expect(all.every((s) => s.status === 'Completed' && s.dataUploadSk === null)).toBe(true);
    // Beyond the last page: an empty page, not an error.
    const beyond = await json<StatementsResponse>(
      statements(member, [...published, ['PageNumber', `${first.totalPages + 1}`]]),
    );
    expect(beyond.details).toEqual([]);
  });

  it('gives each fund its latest annual and quarterly statement, and the filters on offer', async () => {
    const answer = await json<StatementsResponse>(statements(member));
    const funds = new Set(answer.latestDetails.map((s) => s.fundName));
    expect(answer.latestDetails).toHaveLength(funds.size * 2);
    for (const latest of answer.latestDetails) {
      const newer = (await expectedPublished()).filter(
        (s) =>
          s.fundName === latest.fundName &&
          s.type === latest.statementType &&
          s.end > latest.toDate,
      );
      expect(newer).toEqual([]);
    }
    expect(answer.fundNames.sort()).toEqual([...funds].sort());
    expect(answer.statementTypes.map((t) => t.name).slice(0, 2)).toEqual([
      'Annual benefit statement',
      'Quarterly statement',
    ]);
    expect(answer.yearOptions.years.length).toBeLessThanOrEqual(5);
    expect([...answer.yearOptions.years].sort().reverse()).toEqual(answer.yearOptions.years);
  });

  it('filters by years, with Older, fund name, type (repeated, in any case) and dates', async () => {
    const all = await json<StatementsResponse>(statements(member));
    const [year] = all.yearOptions.years;
    const byYear = await json<StatementsResponse>(statements(member, [['Years', `${year}`]]));
    expect(byYear.totalCount).toBeGreaterThan(0);
    expect(byYear.details.every((s) => s.year === year)).toBe(true);

    const fundName = all.fundNames[0] ?? '';
    const byFund = await json<StatementsResponse>(
      statements(member, [
        ['fundnames', fundName],
        ['STATEMENTTYPES', 'Quarterly statement'],
      ]),
    );
    expect(byFund.totalCount).toBeGreaterThan(0);
    expect(
      byFund.details.every((s) => s.fundName === fundName && s.statementType === 'Quarterly'),
    ).toBe(true);

    const both = await json<StatementsResponse>(
      statements(member, [
        ['StatementTypes', 'Annual'],
        ['StatementTypes', 'Quarterly'],
      ]),
    );
    const onDemand = await json<StatementsResponse>(
      statements(member, [['StatementTypes', 'OnDemand']]),
    );
    expect(both.totalCount + onDemand.totalCount).toBe(all.totalCount);

    const dated = await json<StatementsResponse>(
      statements(member, [
        ['TimeInterval.FromDate', `${year}-01-01`],
        ['TimeInterval.ToDate', `${year}-12-31`],
      ]),
    );
    expect(dated.totalCount).toBe(byYear.totalCount);

    const older = await json<StatementsResponse>(statements(member, [['IncludeOlder', 'true']]));
    const oldest = Math.min(...all.yearOptions.years);
    expect(older.details.every((s) => s.year < oldest)).toBe(true);
    expect(older.totalCount > 0).toBe(all.yearOptions.hasOlder);
  });

  it('answers no statements when nothing matches', async () => {
    const none = await json<StatementsResponse>(statements(member, [['Years', '1999']]));
    expect(none.details).toEqual([]);
    expect(none.totalCount).toBe(0);
    // The filters on offer do not shrink with the filter.
    expect(none.fundNames.length).toBeGreaterThan(0);
  });

  it('refuses bad filters with a message on the field', async () => {
    for (const [name, value, field] of [
      ['Years', 'abc', 'Years'],
      ['PageNumber', '0', 'PageNumber'],
      ['StatementTypes', 'Monthly', 'StatementTypes'],
      ['TimeInterval.FromDate', '2026-02-30', 'TimeInterval.FromDate'],
      ['IncludeOlder', 'maybe', 'IncludeOlder'],
    ] as const) {
      const response = await statements(member, [[name, value]]);
      expect(response.status, name).toBe(400);
      const body = (await response.json()) as { fieldErrors?: Record<string, string[]> };
      expect(Object.keys(body.fieldErrors ?? {}).join(), name).toContain(field);
    }
  });
});

describe('the other statements calls', () => {
  it('counts the latest statements and lists them alone', async () => {
    const all = await json<StatementsResponse>(statements(member));
    const count = await json<{ countFilter: { latestCount: number; totalCount: number }[] }>(
      member.api('/api/Statements/Count'),
    );
    expect(count.countFilter[0]).toEqual({
      latestCount: all.latestDetails.length,
      totalCount: all.totalCount,
    });
    const latest = await json<{ latestDetails: StatementItem[] }>(
      member.api('/api/Statements/LatestStatementsDetails'),
    );
    expect(latest.latestDetails).toEqual(all.latestDetails);
    const history = await json<{ details: StatementItem[]; totalCount: number }>(
      member.api('/api/Statements/GetHistoricalStatements?PageNumber=1'),
    );
    expect(history.details).toEqual(all.details);
  });
});

describe('GET /api/Statements/DownloadStatement', () => {
  async function download(
    agent: Agent,
    statement: Pick<StatementItem, 'statementId' | 'fileName'>,
  ) {
    return agent.api(
      `/api/Statements/DownloadStatement?identifier=${encodeURIComponent(statement.statementId)}&name=${encodeURIComponent(statement.fileName)}`,
    );
  }

  it('sends the statement, whose closing value is the transaction summary’s to the cent', async () => {
    const all = await json<StatementsResponse>(statements(member));
    const quarterly = all.latestDetails.find((s) => s.statementType === 'Quarterly');
    if (!quarterly) throw new Error('no quarterly statement');
    const response = await download(member, quarterly);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('content-disposition')).toContain(quarterly.fileName);
    const { text } = await pdfText(Buffer.from(await response.arrayBuffer()));

    const funds = (
      (await (await member.api('/api/Fund/Internal')).json()) as { internalFunds: InternalFund[] }
    ).internalFunds;
    const fund = funds.find((f) => f.schemeNumber === quarterly.schemeNumber);
    if (!fund) throw new Error('fund not found');
    const summary = await json<{ openingBalance: number; closingBalance: number }>(
      member.api(
        `/api/Statements/TransactionSummary?${new URLSearchParams({
          dateFrom: quarterly.fromDate,
          dateTo: quarterly.toDate,
          caseKey: fund.caseKey,
          caseMemberKey: fund.caseMemberKey,
        })}`,
      ),
    );
    const rand = (value: number) => pdfRand(Math.round(value * 100));
    expect(text).toContain('Quarterly statement');
    expect(text).toContain(fund.refNum2 ?? quarterly.membershipNumber);
    expect(text).toMatch(
      new RegExp(`Closing value on [^\\n]*${escape(rand(summary.closingBalance))}`),
    );
    expect(text).toContain(rand(summary.openingBalance));
    expect(text).toContain('Investment reconciliation');
    expect(text).toContain('Two-pot components');
    expect(text).toContain('How the figures are defined');
    // The same statement again: the same figures.
    const again = await pdfText(
      Buffer.from(await (await download(member, quarterly)).arrayBuffer()),
    );
    expect(again.text).toBe(text);
  });

  it('answers 404 for another member’s statement, a made-up period and nonsense', async () => {
    const theirs = await json<StatementsResponse>(statements(other));
    const their = theirs.latestDetails[0];
    if (!their) throw new Error('the other member has no statement');
    expect((await download(member, their)).status).toBe(404);
    expect((await download(other, their)).status).toBe(200);

    const mine = (await json<StatementsResponse>(statements(member))).latestDetails[0];
    if (!mine) throw new Error('no statement');
    const [key] = Buffer.from(mine.statementId, 'base64url').toString('utf8').split('|');
    for (const made of [
      `${key}|Annual|2000-03-01|2001-02-28`,
      `${key}|Quarterly|${TEST_TODAY}|${TEST_TODAY}`,
      `${key}|OnDemand|${mine.fromDate}|${mine.toDate}`,
      'nonsense',
    ]) {
      const statementId = Buffer.from(made, 'utf8').toString('base64url');
      expect((await download(member, { statementId, fileName: 'x.pdf' })).status, made).toBe(404);
    }
    expect((await download(member, { statementId: '%%%', fileName: 'x.pdf' })).status).toBe(404);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
