import type {
  FundDetailsResponse,
  InternalRateOfReturn,
  TransactionDetailsResponse,
} from '@portal/contract/fund-details';
import type { BeneficiariesDetailsResponse } from '@portal/contract/nomination';
import type { FundProjection } from '@portal/contract/projection';
import type { StatementItem, StatementsResponse } from '@portal/contract/statements';
import { addDays, addYears, ageOn, formatDisplayDate, taxYearOf } from '@portal/domain/dates';
import { centsFromRand } from '@portal/domain/money';
import { FEE_NAMES } from '@portal/domain/period';
import { SAVINGS_WITHDRAWAL_MINIMUM_CENTS } from '@portal/domain/savings-withdrawal';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { asReadFromPdf, pdfRand, pdfText } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { createPdfRenderer } from '../pdf/pdf-renderer';
import { chargesOf, statementDataOf } from './statement-data';
import { SECTION_37C_REMINDER, statementDocument } from './statement.document';
import { findStatementMembership, statementMembershipsOf } from './statements.repository';
import { publicationDateOf, publishedStatementPdf } from './statements.service';

// The annual benefit statement a member expects (issue 45), read back from the PDF of the hybrid
// member's umbrella pension fund: its sections in the order members read them, each new line with
// the API's own values (fund details' Information tab and cover, the beneficiaries' answer, the
// IRR, the fund's transactions, the projection), and its date its publication's whatever the day
// it is downloaded. The database is this file's own: downloads keep documents.

let database: Database;
let server: TestServer;
let hybrid: Agent;
let memberId: number;
const renderer = createPdfRenderer({ size: 1 });

const FUND = 'AF Umbrella Pension Fund';
/** The latest tax year ended before today. */
const LAST_TAX_YEAR = (({ start, end }) => ({ start, end }))(taxYearOf(addYears(TEST_TODAY, -1)));

beforeAll(async () => {
  database = await privateTestDatabase('annual-statement');
  server = await startTestServer({}, { db: database.db });
  hybrid = await signIn(server, 'hybrid@demo.local');
  memberId = await memberIdOfUsername(server.db, 'hybrid@demo.local');
}, 180_000);
afterAll(async () => {
  await renderer.close();
  await server.close();
  await database.close();
});

async function json<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const response = await hybrid.api(path, init);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A PDF's text with every run of white space one space, as a member reads it. */
async function readBack(pdf: Buffer): Promise<string> {
  return (await pdfText(pdf)).text.replace(/\s+/g, ' ');
}

/** A sentence as it reads back (no-break spaces as spaces, runs of white space as one). */
const plain = (text: string) => asReadFromPdf(text).replace(/\s+/g, ' ');
const rand = (value: number) => pdfRand(centsFromRand(value));
const percent = (value: number) => `${value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)} %`;

async function annualStatements(): Promise<StatementItem[]> {
  const answer = await json<StatementsResponse>(
    `/api/Statements?${new URLSearchParams([
      ['StatementTypes', 'Annual'],
      ['FundNames', FUND],
    ])}`,
  );
  return answer.details.filter((s) => s.statementType === 'Annual' && s.fundName === FUND);
}

async function download(statement: StatementItem): Promise<Buffer> {
  const response = await hybrid.api(
    `/api/Statements/DownloadStatement?identifier=${encodeURIComponent(statement.statementId)}&name=${encodeURIComponent(statement.fileName)}`,
  );
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('the annual benefit statement', () => {
  it('tells who and which fund, its worth, return, charges, cover, beneficiaries, pots, projection, EAC and complaints, in that order, with the API’s values', async () => {
    const [latest] = await annualStatements();
    if (!latest) throw new Error('no annual statement');
    const text = await readBack(await download(latest));
    const scheme = latest.schemeNumber;
    const [details, nomination, beneficiaries, irr, transactions] = await Promise.all([
      json<FundDetailsResponse>(`/api/Fund/GetFundDetails/${scheme}`),
      json<{ value: { person: { dateOfBirth: string } } }>('/api/Nomination'),
      json<BeneficiariesDetailsResponse>('/api/beneficiaries/GetBeneficiariesDetails'),
      json<{ internalRateOfReturn: InternalRateOfReturn[] }>(
        `/api/Fund/GetFundDetails/${scheme}/Irr`,
        { method: 'POST', json: { startDate: latest.fromDate, endDate: latest.toDate } },
      ).then((answer) => answer.internalRateOfReturn[0] as InternalRateOfReturn),
      json<TransactionDetailsResponse>(
        `/api/Fund/GetFundDetails/${scheme}/TransactionDetails?startDate=${latest.fromDate}&endDate=${latest.toDate}`,
      ),
    ]);
    const info = details.information;

    // 1. Who and which fund.
    const dob = nomination.value.person.dateOfBirth;
    expect(text).toContain(`Date of birth ${formatDisplayDate(dob)}`);
    expect(text).toContain(`Membership number ${info.member.memberNumber}`);
    expect(text).toContain(`Date joined the fund ${formatDisplayDate(info.member.dateJoined)}`);
    const nrd = info.member.normalRetirementDate;
    if (!nrd) throw new Error('no normal retirement date');
    expect(text).toContain(
      `Normal retirement date ${formatDisplayDate(nrd)} (age ${ageOn(dob, nrd)})`,
    );
    expect(text).toContain(`Fund ${info.fund.fullProductName}`);
    expect(text).toContain(`Employer ${info.fund.employerName ?? ''}`);
    const salary = info.member.annualPensionableSalary;
    const memberRate = info.member.memberContributionRate;
    const employerRate = info.member.employerContributionRate;
    if (salary === null || memberRate === null || employerRate === null)
      throw new Error('no salary or rates');
    expect(text).toContain(`Annual pensionable salary ${rand(salary)}`);
    expect(text).toContain(
      `Your contribution rate ${memberRate.toFixed(2)} % of your pensionable salary`,
    );
    expect(text).toContain(
      `Your employer’s contribution rate ${employerRate.toFixed(2)} % of your pensionable salary`,
    );

    // 3. The return after charges: the IRR panel's for the same dates.
    if (irr.irrPct === null || irr.periodReturnPct === null) throw new Error('no IRR');
    expect(text).toContain(
      `Over the period (${formatDisplayDate(latest.fromDate)} to ${formatDisplayDate(latest.toDate)}) ${percent(irr.periodReturnPct)}`,
    );
    expect(text).toContain(`A year, on average (annualised) ${percent(irr.irrPct)}`);
    // The charges: the fund's fee rows of the period by kind, and as a share of the average value.
    const rows = transactions.transactionDetailsByYear.flatMap((year) =>
      year.monthYears.flatMap((month) => month.transactions),
    );
    const feeOf = (name: string) =>
      -rows
        .filter((row) => row.name === name)
        .reduce((sum, row) => sum + centsFromRand(row.amount), 0);
    const average = Math.round(
      (centsFromRand(irr.openingValue) + centsFromRand(irr.closingValue)) / 2,
    );
    const pctOf = (cents: number) => percent(Math.round((cents / average) * 10_000) / 100);
    const admin = feeOf(FEE_NAMES.admin);
    const asset = feeOf(FEE_NAMES.asset);
    const risk = feeOf(FEE_NAMES.risk);
    expect(admin).toBeGreaterThan(0);
    expect(text).toContain(`Administration fees ${pdfRand(admin)} ${pctOf(admin)}`);
    if (asset > 0) expect(text).toContain(`Asset-based fees ${pdfRand(asset)} ${pctOf(asset)}`);
    expect(text).toContain(
      `Group risk premiums (your insured benefits) ${pdfRand(risk)} ${pctOf(risk)}`,
    );
    const allFees = -rows
      .filter((row) => row.amount < 0 && /fee|premium/i.test(row.name))
      .reduce((sum, row) => sum + centsFromRand(row.amount), 0);
    expect(text).toContain(`Total charges ${pdfRand(allFees)} ${pctOf(allFees)}`);
    expect(text).toContain(`your fund’s average value in the year, ${pdfRand(average)}`);

    // 4. The insured benefits (fund details' cover) and the beneficiaries (their answer).
    const cover = details.cover;
    if (!cover) throw new Error('no group cover');
    for (const benefit of cover.benefits)
      expect(text).toContain(`${benefit.label} (${benefit.basis}) ${rand(benefit.amount)}`);
    const own = beneficiaries.beneficiariesDetails.find(
      (n) => n.nominationType === 'Retirement' && n.schemeNumber === scheme,
    );
    if (!own || own.beneficiaries.length === 0) throw new Error('no nomination');
    for (const b of own.beneficiaries)
      expect(text).toContain(
        `${b.name} ${b.surname} ${b.relationship || '—'} ${percent(b.allocation)}`,
      );
    expect(text).toContain(plain(SECTION_37C_REMINDER));

    // 5. The two-pot components at the period's end and their rules.
    expect(text).toContain(
      `at least ${pdfRand(SAVINGS_WITHDRAWAL_MINIMUM_CENTS)}. A withdrawal is taxed at your marginal rate`,
    );
    expect(text).toContain(`charges a fee of ${pdfRand(server.config.savingsClaims.feeCents)}`);
    expect(text).toContain('Retirement component: you can take it only when you retire');

    // 6. The projection, from the fund on the period's end.
    expect(text).toContain(`Projected from your fund on ${formatDisplayDate(latest.toDate)}`);
    // 7. The EAC, and the umbrella fund's reminder.
    expect(text).toContain('you may ask the fund for your own Effective Annual Cost');
    expect(text).toContain('since 1 October 2020');

    // The sections in the order members read them.
    const order = [
      'You and your fund',
      'Investment reconciliation',
      'Switches between portfolios or pots',
      'Your return after charges',
      'What you paid in charges in the year',
      'Group cover',
      'Your beneficiaries',
      `Two-pot components on ${formatDisplayDate(latest.toDate)}`,
      'Your projected retirement income',
      'What your savings cost you: Effective Annual Cost',
      'Questions and complaints',
    ];
    const positions = order.map((heading) => text.indexOf(heading));
    expect(
      positions.every((p) => p >= 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // 9. Dated on its publication, the day after the period.
    expect(text).toContain(`Produced on ${formatDisplayDate(addDays(latest.toDate, 1))}`);
  });

  it('is dated on its publication whatever the day it is first or later downloaded', async () => {
    const annuals = await annualStatements();
    const older = annuals.at(-1);
    if (!older || annuals.length < 2) throw new Error('no older annual statement');
    const context = (today: string) => ({
      today,
      portalName: 'AF Connect',
      render: (definition: unknown, footer: unknown) =>
        renderer.render(definition as Record<string, unknown>, footer),
    });
    // First drawn two years from now, then downloaded again on another day: one date, its own.
    const first = await publishedStatementPdf(
      server.db,
      memberId,
      older.statementId,
      context(addYears(TEST_TODAY, 2)),
    );
    const published = formatDisplayDate(publicationDateOf({ end: older.toDate }));
    expect(publicationDateOf({ end: older.toDate })).toBe(addDays(older.toDate, 1));
    const text = await readBack(first.content);
    expect(text).toContain(`Produced on ${published}`);
    expect(text).not.toContain(`Produced on ${formatDisplayDate(addYears(TEST_TODAY, 2))}`);
    const again = await publishedStatementPdf(
      server.db,
      memberId,
      older.statementId,
      context(addDays(TEST_TODAY, 40)),
    );
    expect(again.content.equals(first.content)).toBe(true);
    expect(await readBack(await download(older))).toContain(`Produced on ${published}`);
  });

  it('projects as the portal does: an on-demand statement to the fund’s latest figures gives GET /api/Projection’s income', async () => {
    const [latest] = await annualStatements();
    if (!latest) throw new Error('no annual statement');
    const details = await json<FundDetailsResponse>(
      `/api/Fund/GetFundDetails/${latest.schemeNumber}`,
    );
    const end = details.overview.calculationDate;
    if (!end) throw new Error('no calculation date');
    const { projection } = await json<{ projection: FundProjection }>(
      `/api/Projection/${latest.schemeNumber}`,
    );
    const fund = await findStatementMembership(server.db, memberId, {
      caseMemberKey: details.information.fund.caseMemberKey,
    });
    if (!fund) throw new Error('no membership');
    const data = await statementDataOf(server.db, memberId, fund, {
      type: 'OnDemand',
      start: addYears(end, -1),
      end,
    });
    expect(data.projection).toEqual(projection);
    const { definition, footer } = statementDocument(data, {
      portalName: 'AF Connect',
      generatedOn: TEST_TODAY,
    });
    const text = await readBack(await renderer.render(definition, footer));
    const [, expected] = projection.scenarios;
    expect(expected.monthlyIncome).not.toBeNull();
    expect(text).toContain(
      `Projected from your fund on ${formatDisplayDate(end)}: with expected returns, your fund may pay you about ${rand(expected.monthlyIncome ?? 0)} a month in today's money from ${formatDisplayDate(projection.inputs.retirementDate)} (age ${projection.retirementAge})`,
    );
    // An on-demand statement is dated the day it was produced.
    expect(text).toContain(`Produced on ${formatDisplayDate(TEST_TODAY)}`);
  });

  it('lists the life cover’s insured amount and beneficiaries as the beneficiaries’ answer gives them', async () => {
    const institutional = await signIn(server, 'institutional@demo.local');
    const institutionalId = await memberIdOfUsername(server.db, 'institutional@demo.local');
    const answer = (await (
      await institutional.api('/api/beneficiaries/GetBeneficiariesDetails')
    ).json()) as BeneficiariesDetailsResponse;
    let withLifeCover = 0;
    for (const fund of await statementMembershipsOf(server.db, institutionalId)) {
      const data = await statementDataOf(server.db, institutionalId, fund, {
        type: 'Annual',
        ...LAST_TAX_YEAR,
      });
      const { definition, footer } = statementDocument(data, {
        portalName: 'AF Connect',
        generatedOn: addDays(LAST_TAX_YEAR.end, 1),
      });
      const text = await readBack(await renderer.render(definition, footer));
      const own = answer.beneficiariesDetails.find(
        (n) => n.nominationType === 'Retirement' && n.caseMbrKey === fund.caseMemberKey,
      );
      for (const b of own?.beneficiaries ?? [])
        expect(text).toContain(
          `${b.name} ${b.surname} ${b.relationship || '—'} ${percent(b.allocation)}`,
        );
      const life = answer.beneficiariesDetails.find(
        (n) => n.nominationType === 'GLA' && n.productCaseKey === fund.caseKey,
      );
      if (!data.covers.lifeCover) continue;
      withLifeCover += 1;
      expect(text).toContain(`Insured amount ${pdfRand(data.covers.lifeCover.amountCents)}`);
      if (!life || life.beneficiaries.length === 0)
        expect(text).toContain('You have not nominated anyone for your unapproved life cover.');
      else {
        expect(text).toContain('Nominated for your unapproved life cover');
        for (const b of life.beneficiaries)
          expect(text).toContain(
            `${b.name} ${b.surname} ${b.relationship || '—'} ${percent(b.allocation)}`,
          );
      }
    }
    expect(withLifeCover).toBeGreaterThan(0);
  });

  it('tells each charge by kind, switch and withdrawal fees too, adding up to the reconciliation’s fees', async () => {
    const row = (name: string, cents: number, type = 'fee') => ({ type, name, amountCents: cents });
    const charges = chargesOf(
      [
        row('Member contribution', 100_000, 'contribution'),
        row(FEE_NAMES.admin, -5_000),
        row('Switch out', -40_000, 'switch_out'),
        row('Switch in', 40_000, 'switch_in'),
        row('Switch fee', -15_000),
        row(FEE_NAMES.risk, -2_500),
        row('Savings withdrawal fee', -25_000),
        row(FEE_NAMES.admin, -5_000),
      ] as never,
      1_000_000,
      1_200_000,
    );
    expect(charges.lines).toEqual([
      { label: 'Administration fees', cents: 10_000, pct: 0.91 },
      { label: 'Group risk premiums (your insured benefits)', cents: 2_500, pct: 0.23 },
      { label: 'Savings withdrawal fees', cents: 25_000, pct: 2.27 },
      { label: 'Switch fees', cents: 15_000, pct: 1.36 },
    ]);
    expect(charges.total).toBe(52_500);
    expect(charges.averageValue).toBe(1_100_000);
    expect(charges.totalPct).toBe(4.77);
    // Every statement's charges add up to its reconciliation's fees to the cent.
    for (const fund of await statementMembershipsOf(server.db, memberId)) {
      const data = await statementDataOf(server.db, memberId, fund, {
        type: 'Annual',
        ...LAST_TAX_YEAR,
      });
      expect(data.charges?.total).toBe(data.reconciliation.fees);
    }
  });

  it('gives a paid-up member’s salary and rates as the last that applied, until contributions stopped', async () => {
    // The test book has no paid-up member: one of another member's employer funds (this file's
    // own database) becomes paid-up in the middle of the year, as the seed makes one.
    const stopped = addDays(LAST_TAX_YEAR.start, 91);
    const result = (await server.db.execute(sql`
      update memberships m set account_status = 'Paid-up', master_member_status = 'Paid-up member',
        account_status_effective_date = ${stopped}::date
      where m.id = (
        select m2.id from memberships m2 join products p on p.id = m2.product_id
        where p.product_type_category = 'Institutional' and m2.member_id <> ${memberId}
          and m2.annual_pensionable_salary_cents is not null
        order by m2.id desc limit 1)
      returning m.member_id, m.id as membership_id, m.account_status_effective_date::text as stopped,
        m.annual_pensionable_salary_cents::text as salary`)) as unknown as {
      rows: {
        member_id: number | string;
        membership_id: number | string;
        stopped: string;
        salary: string;
      }[];
    };
    const row = result.rows[0];
    if (!row) throw new Error('no employer fund to make paid-up');
    const fund = await findStatementMembership(server.db, Number(row.member_id), {
      membershipId: Number(row.membership_id),
    });
    if (!fund) throw new Error('no membership');
    const data = await statementDataOf(server.db, Number(row.member_id), fund, {
      type: 'Annual',
      ...LAST_TAX_YEAR,
    });
    const { definition, footer } = statementDocument(data, {
      portalName: 'AF Connect',
      generatedOn: addDays(LAST_TAX_YEAR.end, 1),
    });
    const text = await readBack(await renderer.render(definition, footer));
    expect(text).toContain(`Last annual pensionable salary ${pdfRand(Number(row.salary))}`);
    expect(text).toContain(
      `of your pensionable salary (until contributions stopped on ${formatDisplayDate(row.stopped)})`,
    );
  });
});
