import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetails, PaymentLetter } from '@portal/contract/claims';
import type { StatementsResponse } from '@portal/contract/statements';
import { addDays, formatDisplayDate, taxYearOf } from '@portal/domain/dates';
import { centsFromRand } from '@portal/domain/money';
import { buildTaxNumber } from '@portal/domain/tax-number';
import type { Database } from '../../db/client';
import { fundIdentityOf, identityLines } from '../../fund-identity';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { asReadFromPdf, pdfRand, pdfText } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { createPdfRenderer } from '../pdf/pdf-renderer';
import { statementDataOf } from '../statements/statement-data';
import { statementDocument } from '../statements/statement.document';
import { findStatementMembership } from '../statements/statements.repository';

// A paid savings withdrawal told in full (issue 45 "Withdrawals told in full") in the three places
// a member reads it: the claim's page (GetClaimDetails), its payment letter and the quarterly and
// annual statements whose period holds it. Each reads back gross, fee, tax with the directive
// number, net, the savings pot left after it and the earliest next withdrawal, the same values as
// the API's answer; the figures add up (gross − fee − tax = net) and agree with the fund's
// transactions to the cent. The database is this file's own: downloads keep documents.

let database: Database;
let server: TestServer;
let hybrid: Agent;

type PaidClaim = {
  username: string;
  caseNo: string;
  membershipId: number;
  membershipNumber: string;
  /** The fund as its identity names it (products.fund_name). */
  fundName: string;
  paidOn: string;
  grossCents: number;
  feeCents: number;
  taxCents: number;
  netCents: number;
  directiveNumber: string;
};
/** The hybrid member's latest savings withdrawal, and its page's answer. */
let claim: PaidClaim;
let details: ClaimDetails;
let member: { title: string | null; firstName: string; lastName: string; address: string[] };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function json<T>(path: string, agent = hybrid): Promise<T> {
  const response = await agent.api(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A PDF's text with every run of white space one space, as a member reads it. */
async function readBack(pdf: Buffer): Promise<string> {
  return (await pdfText(pdf)).text.replace(/\s+/g, ' ');
}

async function pdfOf(path: string, agent = hybrid): Promise<Buffer> {
  const response = await agent.api(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
}

/** The latest paid savings withdrawal of a member (or of anyone), paid on or before `until`. */
async function paidSavingsClaim(
  options: { username?: string; until?: string } = {},
): Promise<PaidClaim | undefined> {
  const [row] = rowsOf<Record<string, string | number>>(
    await database.db.execute(sql`
      select a.username, c.case_no, c.membership_id, ms.membership_number, p.fund_name,
        c.paid_on::text as paid_on, c.gross_cents::text as gross, c.fee_cents::text as fee,
        c.tax_cents::text as tax, c.net_cents::text as net, c.directive_number
      from claims c
      join accounts a on a.member_id = c.member_id
      join memberships ms on ms.id = c.membership_id
      join products p on p.id = ms.product_id
      where c.status = 'Paid' and c.claim_type in (4, 5)
        and (${options.username ?? null}::text is null or a.username = ${options.username ?? null}::text)
        and (${options.until ?? null}::date is null or c.paid_on <= ${options.until ?? null}::date)
      order by c.paid_on desc, c.id limit 1`),
  );
  return (
    row && {
      username: String(row.username),
      caseNo: String(row.case_no),
      membershipId: Number(row.membership_id),
      membershipNumber: String(row.membership_number),
      fundName: String(row.fund_name),
      paidOn: String(row.paid_on),
      grossCents: Number(row.gross),
      feeCents: Number(row.fee),
      taxCents: Number(row.tax),
      netCents: Number(row.net),
      directiveNumber: String(row.directive_number),
    }
  );
}

async function detailsOf(target: PaidClaim, agent: Agent): Promise<ClaimDetails> {
  return (
    await json<{ claim: ClaimDetails }>(
      `/api/Claims/GetClaimDetails?caseNo=${target.caseNo}`,
      agent,
    )
  ).claim;
}

/** The lines every telling of the withdrawal carries, as the PDF reads them. */
function toldLines(target: PaidClaim, answer: ClaimDetails): string[] {
  const told = answer.savingsWithdrawal;
  if (!told) throw new Error('the claim is not told as a savings withdrawal');
  return [
    pdfRand(target.grossCents),
    `Less: withdrawal fee ${pdfRand(-target.feeCents)}`,
    `Less: income tax withheld (SARS tax directive ${target.directiveNumber}) ${pdfRand(-target.taxCents)}`,
    `Net amount paid to you ${pdfRand(target.netCents)}`,
    `Savings pot left after this withdrawal, on ${formatDisplayDate(target.paidOn)} ${pdfRand(centsFromRand(told.savingsPotAfter))}`,
    `Earliest date of your next savings withdrawal ${formatDisplayDate(told.nextWithdrawalFrom)}`,
  ];
}

beforeAll(async () => {
  database = await privateTestDatabase('savings_withdrawal_told');
  server = await startTestServer({}, { db: database.db });
  hybrid = await signIn(server, 'hybrid@demo.local');
  const found = await paidSavingsClaim({ username: 'hybrid@demo.local' });
  if (!found) throw new Error('the hybrid member has no paid savings withdrawal');
  claim = found;
  const [person] = rowsOf<Record<string, string | null>>(
    await database.db.execute(sql`
      select m.title, m.first_name, m.last_name, m.address_street, m.address_suburb,
        m.address_city
      from members m join accounts a on a.member_id = m.id
      where a.username = 'hybrid@demo.local'`),
  );
  if (!person) throw new Error('no hybrid member');
  member = {
    title: person.title ?? null,
    firstName: String(person.first_name),
    lastName: String(person.last_name),
    address: [person.address_street, person.address_suburb, person.address_city].flatMap((line) =>
      line ? [line] : [],
    ),
  };
  details = await detailsOf(claim, hybrid);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('the claim’s page (GetClaimDetails)', () => {
  it('answers the stored figures, which add up to the cent, with the pot left and the next date', () => {
    expect(details).toMatchObject({
      grossAmount: claim.grossCents / 100,
      feeAmount: claim.feeCents / 100,
      taxAmount: claim.taxCents / 100,
      netAmount: claim.netCents / 100,
      directiveNumber: claim.directiveNumber,
      paidDate: claim.paidOn,
    });
    expect(claim.grossCents - claim.feeCents - claim.taxCents).toBe(claim.netCents);
    // Once a tax year: the next tax year's 1 March.
    expect(details.savingsWithdrawal?.nextWithdrawalFrom).toBe(
      addDays(taxYearOf(claim.paidOn).end, 1),
    );
    expect(details.savingsWithdrawal?.nextWithdrawalFrom.slice(5)).toBe('03-01');
    expect(details.savingsWithdrawal?.savingsPotAfter).toBeGreaterThanOrEqual(0);
  });

  it('agrees with the transactions: the amount after the fee and the fee left the savings pot that day', async () => {
    const [sums] = rowsOf<{ withdrawn: string; fee: string }>(
      await database.db.execute(sql`
        select coalesce(sum(amount_cents) filter (where name = 'Savings pot withdrawal'), 0)::text as withdrawn,
          coalesce(sum(amount_cents) filter (where name = 'Savings withdrawal fee'), 0)::text as fee
        from transactions
        where membership_id = ${claim.membershipId} and tx_date = ${claim.paidOn}::date
          and pot = 'savings'`),
    );
    expect(Number(sums?.withdrawn)).toBe(-(claim.grossCents - claim.feeCents));
    expect(Number(sums?.fee)).toBe(-claim.feeCents);
  });

  it('tells no other claim as a savings withdrawal', async () => {
    const { claims } = await json<{ claims: { caseNo: string; claimType: number }[] }>(
      '/api/Claims/GetMemberClaims',
    );
    for (const other of claims.filter((c) => c.claimType !== 4 && c.claimType !== 5)) {
      const answer = await json<{ claim: ClaimDetails }>(
        `/api/Claims/GetClaimDetails?caseNo=${other.caseNo}`,
      );
      expect(answer.claim.savingsWithdrawal).toBeNull();
    }
  });
});

describe('the payment letter', () => {
  let text: string;
  /** The income tax number the fund holds for the member (SARS's register's; issue 45). */
  const taxNumber = '0382146751';
  /** Another valid number the member gave with the claim: the letter prints the one held. */
  const givenTaxNumber = buildTaxNumber('1', '23456789');
  beforeAll(async () => {
    const [held] = rowsOf<{ tax: string | null }>(
      await database.db.execute(sql`
        select m.income_tax_number as tax from members m join accounts a on a.member_id = m.id
        where a.username = 'hybrid@demo.local'`),
    );
    expect(held?.tax).toBe(taxNumber);
    await database.db.execute(
      sql`update claims set draft = ${JSON.stringify({ taxNumber: givenTaxNumber })}::jsonb where case_no = ${claim.caseNo}`,
    );
    const { paymentLetters } = await json<{ paymentLetters: PaymentLetter[] }>(
      `/api/Claims/GetPaymentLetters?caseNo=${claim.caseNo}`,
    );
    const [letter] = paymentLetters;
    if (!letter) throw new Error('no payment letter');
    text = await readBack(
      await pdfOf(`/api/PDF/DownloadMemberDocument?fileId=${encodeURIComponent(letter.fileId)}`),
    );
  });

  it('tells the withdrawal in full with the values the claim’s page answers', () => {
    for (const line of toldLines(claim, details)) expect(text).toContain(line);
    expect(text).toContain(`Amount claimed (gross) ${pdfRand(claim.grossCents)}`);
  });

  it('is on the fund’s letterhead, dated the payment date, to the member by title and name at their address', () => {
    const name = [member.title, member.firstName, member.lastName].filter(Boolean).join(' ');
    expect(member.title).toBeTruthy();
    expect(text).toContain(`Dear ${name}`);
    expect(text).toContain(`Member ${name}`);
    for (const line of member.address) expect(text).toContain(asReadFromPdf(line));
    expect(text).toContain(`Income tax reference number ${taxNumber}`);
    expect(text).not.toContain(givenTaxNumber);
    expect(text).toContain(`Payment date ${formatDisplayDate(claim.paidOn)}`);
    // The letterhead: the fund, its FSCA and SARS numbers and its administrator.
    for (const line of identityLines(fundIdentityOf(claim.fundName))) expect(text).toContain(line);
    expect(text).toContain('FSCA registration number');
  });

  it('ends with the complaints route: the fund, then its ombud', () => {
    expect(text).toContain('Questions and complaints');
    expect(text).toContain('Pension Funds Adjudicator');
    expect(text).toContain(`quote case ${claim.caseNo}`);
  });
});

describe('the statements whose period holds it', () => {
  /** The published statement of `type` of the claim's fund whose period holds its payment. */
  async function statementText(
    target: PaidClaim,
    type: 'Quarterly' | 'Annual',
    agent: Agent,
  ): Promise<string> {
    const query = new URLSearchParams({
      StatementTypes: type,
      'TimeInterval.FromDate': target.paidOn,
      'TimeInterval.ToDate': addDays(target.paidOn, 366),
    });
    const found: StatementsResponse['details'] = [];
    for (let page = 1; page <= 10; page += 1) {
      query.set('PageNumber', String(page));
      const answer = await json<StatementsResponse>(`/api/Statements?${query}`, agent);
      found.push(...answer.details);
      if (page >= answer.totalPages) break;
    }
    const statement = found.find(
      (s) =>
        s.membershipNumber === target.membershipNumber &&
        s.fromDate <= target.paidOn &&
        target.paidOn <= s.toDate,
    );
    if (!statement) throw new Error(`no ${type} statement holds ${target.paidOn}`);
    return readBack(
      await pdfOf(
        `/api/Statements/DownloadStatement?identifier=${encodeURIComponent(statement.statementId)}&name=${encodeURIComponent(statement.fileName)}`,
        agent,
      ),
    );
  }

  function expectToldIn(text: string, target: PaidClaim, answer: ClaimDetails) {
    expect(text).toContain(
      `Amount withdrawn from your savings pot (gross) ${pdfRand(target.grossCents)}`,
    );
    for (const line of toldLines(target, answer)) expect(text).toContain(line);
    expect(text).toContain(`case ${target.caseNo}`);
    // How it stands in the reconciliation: after the fee among the withdrawals.
    expect(text).toContain(
      `${pdfRand(target.grossCents - target.feeCents)} (the amount after the fee, before tax)`,
    );
    for (const line of identityLines(fundIdentityOf(target.fundName))) expect(text).toContain(line);
    expect(text).toContain('Questions and complaints');
    expect(text).toContain('Pension Funds Adjudicator');
  }

  it('the quarterly statement tells it in full, on the fund’s letterhead, and ends with the complaints route', async () => {
    expectToldIn(await statementText(claim, 'Quarterly', hybrid), claim, details);
  });

  it('the annual statement of the tax year holding it tells it in full', async () => {
    // The test data's withdrawals are all in the tax year running now, whose annual statement is
    // not published yet: the statement of that tax year to date is drawn as the annual one is.
    const taxYear = taxYearOf(claim.paidOn);
    const period = {
      type: 'Annual' as const,
      start: taxYear.start,
      end: taxYear.end < TEST_TODAY ? taxYear.end : TEST_TODAY,
    };
    const [owner] = rowsOf<{ member_id: number }>(
      await database.db.execute(
        sql`select member_id from memberships where id = ${claim.membershipId}`,
      ),
    );
    const memberId = Number(owner?.member_id);
    const fund = await findStatementMembership(database.db, memberId, {
      membershipId: claim.membershipId,
    });
    if (!fund) throw new Error('no membership');
    const data = await statementDataOf(database.db, memberId, fund, period);
    expect(data.savingsWithdrawals?.map((w) => w.caseNo)).toEqual([claim.caseNo]);
    const { definition, footer } = statementDocument(data, {
      portalName: 'Member portal',
      generatedOn: period.end,
    });
    const renderer = createPdfRenderer({ size: 1 });
    try {
      const text = await readBack(await renderer.render(definition, footer));
      expect(text).toContain('Annual benefit statement');
      expectToldIn(text, claim, details);
    } finally {
      await renderer.close();
    }
  });
});
