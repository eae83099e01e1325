import type { InternalFund } from '@portal/contract/fund';
import type { InternalRateOfReturn } from '@portal/contract/fund-details';
import type { StatementItem, StatementsResponse } from '@portal/contract/statements';
import { addDays, addYears, daysBetween } from '@portal/domain/dates';
import { randFromCents } from '@portal/domain/money';
import { periodCheckMessages, reconciles } from '@portal/domain/statements';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../testing/database';
import { queuedMail } from '../../testing/mail';
import { memberIdOfUsername } from '../../testing/members';
import { pdfRand, pdfText } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { statementDataOf } from './statement-data';
import { findStatementMembership } from './statements.repository';

// spec 2 §7 PeriodCheck and GenerateRealTime: on-demand statements, rendered in the background;
// and the statement's figures against the IRR and transaction summary answers.

let server: TestServer;
let member: Agent;
let other: Agent;
let fund: InternalFund;
let theirFund: InternalFund;

async function fundsOf(agent: Agent): Promise<InternalFund[]> {
  return (
    (await (await agent.api('/api/Fund/Internal')).json()) as { internalFunds: InternalFund[] }
  ).internalFunds;
}

beforeAll(async () => {
  server = await startTestServer();
  [member, other] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'retail@demo.local'),
  ]);
  [fund] = (await fundsOf(member)) as [InternalFund];
  [theirFund] = (await fundsOf(other)) as [InternalFund];
});
afterAll(async () => server.close());

type FundDetails = {
  overview: { calculationDate: string };
  information: { member: { dateJoined: string } };
};

async function datesOf(agent: Agent, of: InternalFund) {
  const details = (await (
    await agent.api(`/api/Fund/GetFundDetails/${of.schemeNumber}`)
  ).json()) as FundDetails;
  return {
    dateJoined: details.information.member.dateJoined,
    latestPriceDate: details.overview.calculationDate,
  };
}

function periodQuery(of: InternalFund, fromDate: string, toDate: string): string {
  return new URLSearchParams({
    caseKey: of.caseKey,
    caseMemberKey: of.caseMemberKey,
    fromDate,
    toDate,
  }).toString();
}

describe('GET /api/Statements/PeriodCheck', () => {
  it('allows a period within membership and prices, and says why it refuses one', async () => {
    const { dateJoined, latestPriceDate } = await datesOf(member, fund);
    const check = async (from: string, to: string) =>
      (await (
        await member.api(`/api/Statements/PeriodCheck?${periodQuery(fund, from, to)}`)
      ).json()) as { isValid: boolean; field: string | null; message: string | null };

    expect(await check(addDays(latestPriceDate, -90), latestPriceDate)).toMatchObject({
      isValid: true,
      message: null,
    });
    expect(await check(addDays(dateJoined, -1), addDays(dateJoined, 30))).toEqual(
      expect.objectContaining({
        isValid: false,
        field: 'fromDate',
        message: periodCheckMessages.beforeJoined(dateJoined),
      }),
    );
    expect(await check(addDays(latestPriceDate, -10), addDays(latestPriceDate, 1))).toMatchObject({
      isValid: false,
      field: 'toDate',
      message: periodCheckMessages.afterPrices(latestPriceDate),
    });
    const from = addYears(latestPriceDate, -6);
    expect(await check(from, addYears(from, 5))).toMatchObject({
      isValid: false,
      message: periodCheckMessages.tooLong,
    });
  });

  it('answers 404 for another member’s fund and 400 for a date that is not one', async () => {
    const theirs = await member.api(
      `/api/Statements/PeriodCheck?${periodQuery(theirFund, '2025-01-01', '2025-02-01')}`,
    );
    expect(theirs.status).toBe(404);
    const bad = await member.api(
      `/api/Statements/PeriodCheck?${periodQuery(fund, '2025-02-30', '2025-03-01')}`,
    );
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/Statements/GenerateRealTime', () => {
  it('produces the statement in the background: Pending, then Completed, then downloadable', async () => {
    const { latestPriceDate } = await datesOf(member, fund);
    const from = addDays(latestPriceDate, -200);
    const query = periodQuery(fund, from, latestPriceDate);
    const first = await member.api(`/api/Statements/GenerateRealTime?${query}`);
    expect(first.status).toBe(200);
    const { statement } = (await first.json()) as { statement: StatementItem };
    expect(['Pending', 'InFlight', 'Completed']).toContain(statement.status);
    expect(statement.statementType).toBe('OnDemand');
    expect(statement.dataUploadSk).toMatch(/^[0-9a-f-]{36}$/);

    await server.app.statementJobs.idle();
    // Asking again answers the same statement, now Completed: no second statement.
    const again = (await (
      await member.api(`/api/Statements/GenerateRealTime?${query}`)
    ).json()) as { statement: StatementItem };
    expect(again.statement.dataUploadSk).toBe(statement.dataUploadSk);
    expect(again.statement.status).toBe('Completed');
    // The member is told it is ready (shared database: this statement's mail is the latest).
    const ready = await queuedMail(
      server.db,
      await memberIdOfUsername(server.db, 'institutional@demo.local'),
      'statement-ready',
    );
    expect(ready.at(-1)?.text).toContain(`for ${fund.fundName}, is ready to download`);
    expect(ready.at(-1)?.text).toContain(
      `Your statements: ${server.config.publicUrl}/statements-and-documents?tab=statements`,
    );

    const listed = (await (
      await member.api('/api/Statements?StatementTypes=OnDemand')
    ).json()) as StatementsResponse;
    expect(listed.details.filter((s) => s.dataUploadSk === statement.dataUploadSk)).toHaveLength(1);

    const pdf = await member.api(
      `/api/Statements/Download?DataUploadSk=${statement.dataUploadSk}&StatementUrl=${encodeURIComponent(statement.fileName)}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { text } = await pdfText(Buffer.from(await pdf.arrayBuffer()));

    const irr = (await (
      await member.api(`/api/Fund/GetFundDetails/${fund.schemeNumber}/Irr`, {
        method: 'POST',
        json: { startDate: from, endDate: latestPriceDate },
      })
    ).json()) as { internalRateOfReturn: InternalRateOfReturn[] };
    const closing = irr.internalRateOfReturn[0]?.closingValue ?? Number.NaN;
    expect(text).toContain('On-demand statement');
    expect(text).toContain(`Closing value on`);
    expect(text).toContain(pdfRand(Math.round(closing * 100)));

    // Another member can neither download it nor see it.
    expect(
      (await other.api(`/api/Statements/Download?DataUploadSk=${statement.dataUploadSk}`)).status,
    ).toBe(404);
    const theirs = (await (await other.api('/api/Statements')).json()) as StatementsResponse;
    expect(theirs.details.some((s) => s.dataUploadSk === statement.dataUploadSk)).toBe(false);
  });

  it('refuses a period the check refuses, with its message on the date, and records nothing', async () => {
    const { latestPriceDate } = await datesOf(member, fund);
    const before = await documentCount();
    const response = await member.api(
      `/api/Statements/GenerateRealTime?${periodQuery(fund, addDays(latestPriceDate, -5), addDays(latestPriceDate, 3))}`,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.toDate).toEqual([periodCheckMessages.afterPrices(latestPriceDate)]);
    expect(
      (
        await member.api(
          `/api/Statements/GenerateRealTime?${periodQuery(theirFund, '2025-01-01', '2025-02-01')}`,
        )
      ).status,
    ).toBe(404);
    expect(await documentCount()).toBe(before);
  });

  it('answers 409 while a statement is still being prepared, and 404 for an unknown id', async () => {
    const memberId = await memberIdOfUsername(server.db, 'institutional@demo.local');
    // Being rendered right now (InFlight, started a moment ago): not yet to be had.
    const fileId = await insertStatementDocument(memberId, 'InFlight', 'now()');
    const response = await member.api(`/api/Statements/Download?DataUploadSk=${fileId}`);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Your statement is still being prepared. Please try again in a moment.',
    );
    await server.app.statementJobs.idle();
    expect(
      (
        await member.api(
          '/api/Statements/Download?DataUploadSk=00000000-0000-4000-8000-000000000000',
        )
      ).status,
    ).toBe(404);
    expect((await member.api('/api/Statements/Download?DataUploadSk=not-a-uuid')).status).toBe(404);
  });

  it('takes up a statement left InFlight by a server that stopped', async () => {
    const memberId = await memberIdOfUsername(server.db, 'institutional@demo.local');
    const fileId = await insertStatementDocument(
      memberId,
      'InFlight',
      "now() - interval '10 minutes'",
    );
    server.app.statementJobs.wake();
    await server.app.statementJobs.idle();
    const download = await member.api(`/api/Statements/Download?DataUploadSk=${fileId}`);
    expect(download.status).toBe(200);
  });
});

async function documentCount(): Promise<number> {
  const result = await server.db.execute(sql`select count(*)::int as n from member_documents`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** A statement document as a stopped server (or a request a moment ago) left it. */
async function insertStatementDocument(
  memberId: number,
  status: 'InFlight',
  startedAt: string,
): Promise<string> {
  const membership = await server.db.query.memberships.findFirst({
    where: (m, { eq }) => eq(m.caseMemberKey, fund.caseMemberKey),
  });
  if (!membership) throw new Error('membership not found');
  const to = addDays(TEST_TODAY, -40);
  const from = addDays(to, -30 - Math.floor(Math.random() * 300));
  const result = await server.db.execute(sql`
    insert into member_documents (member_id, membership_id, kind, title, file_name, status, request, started_at)
    values (${memberId}, ${membership.id}, 'statement', 'On-demand statement', 'OnDemand.pdf', ${status},
      ${JSON.stringify({ membershipId: membership.id, from, to })}::jsonb, ${sql.raw(startedAt)})
    returning file_id::text as file_id`);
  return (result as unknown as { rows: { file_id: string }[] }).rows[0]?.file_id ?? '';
}

describe('a statement’s figures', () => {
  it('equal the IRR and transaction summary answers for any period in their window, and reconcile', async () => {
    const memberId = await memberIdOfUsername(server.db, 'institutional@demo.local');
    const funds = await fundsOf(member);
    const earliest = addYears(TEST_TODAY, -3);
    const span = daysBetween(earliest, TEST_TODAY);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: funds.length - 1 }),
        fc.integer({ min: 0, max: span }),
        fc.integer({ min: 0, max: span }),
        async (index, a, b) => {
          const of = funds[index] as InternalFund;
          const start = addDays(earliest, Math.min(a, b));
          const end = addDays(earliest, Math.max(a, b));
          const row = await server.db.query.memberships.findFirst({
            where: (m, { eq }) => eq(m.caseMemberKey, of.caseMemberKey),
          });
          const fundRow = await findStatementMembership(server.db, memberId, {
            membershipId: row?.id ?? -1,
          });
          if (!fundRow) throw new Error('fund not found');
          const data = await statementDataOf(server.db, memberId, fundRow, {
            type: 'OnDemand',
            start,
            end,
          });
          expect(reconciles(data.reconciliation)).toBe(true);
          const r = data.reconciliation;
          expect(
            data.pots.available + data.pots.notAvailable + data.pots.savings + data.pots.retirement,
          ).toBe(r.closingValue);

          const summary = (await (
            await member.api(
              `/api/Statements/TransactionSummary?${new URLSearchParams({
                dateFrom: start,
                dateTo: end,
                caseKey: of.caseKey,
                caseMemberKey: of.caseMemberKey,
              })}`,
            )
          ).json()) as Record<string, number>;
          expect(summary).toEqual({
            success: true,
            openingBalance: randFromCents(r.summary.openingBalance),
            contributionsAndSwitches: randFromCents(r.summary.contributionsAndSwitches),
            withdrawalsFeesAndExpenses: randFromCents(r.summary.withdrawalsFeesAndExpenses),
            investmentReturn: randFromCents(r.summary.investmentReturn),
            closingBalance: randFromCents(r.closingValue),
            switched: randFromCents(r.summary.switched),
          });
          const irr = (await (
            await member.api(`/api/Fund/GetFundDetails/${of.schemeNumber}/Irr`, {
              method: 'POST',
              json: { startDate: start, endDate: end },
            })
          ).json()) as { internalRateOfReturn: InternalRateOfReturn[] };
          expect(irr.internalRateOfReturn[0]).toMatchObject({
            openingValue: randFromCents(r.openingValue),
            closingValue: randFromCents(r.closingValue),
            // The statement's return line is the IRR panel's figure (DESIGN §1e).
            irrPct: r.memberReturn?.annualisedPct ?? null,
            periodReturnPct: r.memberReturn?.periodPct ?? null,
          });
        },
      ),
      { numRuns: 12 },
    );
  });
});
