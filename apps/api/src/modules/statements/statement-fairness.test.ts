import type { InternalFund } from '@portal/contract/fund';
import {
  onDemandStatementsBusyMessage,
  type StatementItem,
  type StatementsResponse,
} from '@portal/contract/statements';
import { addDays } from '@portal/domain/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { createStatementJobs } from './statement-jobs';

// Issue 26 §3, fair background work: a member has at most a few on-demand statements waiting
// (checked atomically), the statement queue takes members in turn, and a published statement is
// rendered once and then served from the stored bytes. The server's own background work is
// stopped, so that statements stay Pending until the test has them rendered and nothing else
// renders meanwhile.

const LIMIT = 3;
let server: TestServer;
let member: Agent;
let other: Agent;
let memberId: number;
let otherId: number;
let fund: InternalFund;
let theirFund: InternalFund;
let latestPriceDate: string;

async function firstFundOf(agent: Agent): Promise<InternalFund> {
  const body = (await (await agent.api('/api/Fund/Internal')).json()) as {
    internalFunds: InternalFund[];
  };
  const [first] = body.internalFunds;
  if (!first) throw new Error('the member has no fund');
  return first;
}

function generate(agent: Agent, of: InternalFund, fromDate: string, toDate: string) {
  const query = new URLSearchParams({
    caseKey: of.caseKey,
    caseMemberKey: of.caseMemberKey,
    fromDate,
    toDate,
  });
  return agent.api(`/api/Statements/GenerateRealTime?${query}`);
}

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function openStatementsOf(id: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(sql`
    select count(*)::int as n from member_documents
    where member_id = ${id} and kind = 'statement' and status in ('Pending', 'InFlight')`);
  return row?.n ?? 0;
}

beforeAll(async () => {
  server = await startTestServer({ ON_DEMAND_STATEMENTS_PENDING_PER_MEMBER: String(LIMIT) });
  await server.app.statementJobs.close();
  await server.app.claimProcessing.close();
  [member, other] = await Promise.all([
    signIn(server, 'hybrid@demo.local'),
    signIn(server, 'retail@demo.local'),
  ]);
  [memberId, otherId] = await Promise.all([
    memberIdOfUsername(server.db, 'hybrid@demo.local'),
    memberIdOfUsername(server.db, 'retail@demo.local'),
  ]);
  [fund, theirFund] = await Promise.all([firstFundOf(member), firstFundOf(other)]);
  const details = (await (
    await member.api(`/api/Fund/GetFundDetails/${fund.schemeNumber}`)
  ).json()) as { overview: { calculationDate: string } };
  latestPriceDate = details.overview.calculationDate;
  // The two members start with no statements of earlier tests (the worker's database is shared).
  await server.db.execute(sql`
    delete from member_documents
    where member_id in (${memberId}, ${otherId}) and kind = 'statement'`);
});
afterAll(async () => server.close());

describe('on-demand statements per member', () => {
  it('accepts at most the limit waiting at once, even asked for in parallel; then 429 with Retry-After', async () => {
    const periods = Array.from({ length: 8 }, (_, i) => addDays(latestPriceDate, -60 - i));
    const answers = await Promise.all(
      periods.map((from) => generate(member, fund, from, latestPriceDate)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(periods.length - LIMIT);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await answer.json()).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: onDemandStatementsBusyMessage(LIMIT),
      });
    }
    expect(await openStatementsOf(memberId)).toBe(LIMIT);

    // Following a statement already asked for is never refused, and asks for nothing new.
    const index = statuses.indexOf(200);
    const accepted = (await answers[index]?.json()) as { statement: StatementItem };
    const again = await generate(member, fund, periods[index] ?? '', latestPriceDate);
    expect(again.status).toBe(200);
    const repeated = (await again.json()) as { statement: StatementItem };
    expect(repeated.statement.dataUploadSk).toBe(accepted.statement.dataUploadSk);
    expect(repeated.statement.status).toBe('Pending');
    expect(await openStatementsOf(memberId)).toBe(LIMIT);

    // Another member's first statement is not held back by this member's limit.
    const theirs = await generate(
      other,
      theirFund,
      addDays(TEST_TODAY, -400),
      addDays(TEST_TODAY, -40),
    );
    expect(theirs.status).toBe(200);
  });

  it('takes members in turn: another member’s first statement is done before this member’s backlog', async () => {
    // The member's maximum and the other member's one are waiting (the test above).
    const waiting = await rowsOf<{ member_id: number }>(sql`
      select member_id from member_documents
      where member_id in (${memberId}, ${otherId}) and kind = 'statement' and status = 'Pending'
      order by created_at, id`);
    expect(waiting.map((row) => row.member_id)).toEqual([memberId, memberId, memberId, otherId]);

    const jobs = createStatementJobs({
      db: server.db,
      renderer: server.app.pdfRenderer.background,
      portalName: server.config.portalName,
      today: () => TEST_TODAY,
      log: server.app.log,
    });
    jobs.wake();
    await jobs.idle();
    await jobs.close();

    const done = await rowsOf<{ member_id: number; status: string }>(sql`
      select member_id, status from member_documents
      where member_id in (${memberId}, ${otherId}) and kind = 'statement'
      order by completed_at, id`);
    expect(done.every((row) => row.status === 'Completed')).toBe(true);
    // In order of completion: the member's first, the other member's only one, then the rest of
    // the member's (first come, first served would have finished the other member's last).
    expect(done.map((row) => row.member_id)).toEqual([memberId, otherId, memberId, memberId]);
  });
});

describe('a published statement', () => {
  async function download(statement: Pick<StatementItem, 'statementId' | 'fileName'>) {
    const response = await member.api(
      `/api/Statements/DownloadStatement?identifier=${encodeURIComponent(statement.statementId)}&name=${encodeURIComponent(statement.fileName)}`,
    );
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  it('is rendered on its first download only; every download sends the same stored bytes', async () => {
    const listed = (await (await member.api('/api/Statements')).json()) as StatementsResponse;
    const annual = listed.latestDetails.find((s) => s.statementType === 'Annual');
    if (!annual) throw new Error('no annual statement');
    const rendered = () => server.app.pdfRenderer.stats().rendered;

    const before = rendered();
    const first = await download(annual);
    expect(rendered() - before).toBe(1);
    const again = await Promise.all([download(annual), download(annual), download(annual)]);
    expect(rendered() - before).toBe(1);
    for (const bytes of again) expect(bytes.equals(first)).toBe(true);

    const stored = await rowsOf<{
      content: Buffer | Uint8Array;
      status: string;
      file_name: string;
    }>(
      sql`select content, status, file_name from member_documents
        where member_id = ${memberId} and dedupe_key like 'published-statement:%'`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.status).toBe('Completed');
    expect(stored[0]?.file_name).toBe(annual.fileName);
    expect(Buffer.from(stored[0]?.content ?? []).equals(first)).toBe(true);

    // Kept as a document, it is still listed once, as the published statement it is.
    const after = (await (await member.api('/api/Statements')).json()) as StatementsResponse;
    expect(after.totalCount).toBe(listed.totalCount);
    expect(after.details.filter((s) => s.fileName === annual.fileName)).toHaveLength(1);
  });
});
