import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HistoricalTaxCertificatesResponse,
  PublishedDocumentDetailsResponse,
  TaxCertificate,
  TaxCertificatesCountResponse,
} from '@portal/contract/tax-certificates';
import { addDays, addMonths, formatDisplayDate, taxYearOf } from '@portal/domain/dates';
import { annuityYearOf, irp5YearTotals, type AnnuityPayment } from '@portal/domain/living-annuity';
import { randFromCents, toCents } from '@portal/domain/money';
import { taxYearLabel } from '@portal/domain/sa-income-tax';
import type { Database } from '../../db/client';
import { fundIdentityOf } from '../../fund-identity';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { declareLivingAnnuity } from '../../testing/living-annuity';
import { pdfRand } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { statementDataOf } from '../statements/statement-data';
import { findStatementMembership } from '../statements/statements.repository';
import { download, getJson, pdfText } from './tax-certificates.fixtures';

// A living annuity's IRP5 on the real server, in a book large enough to hold living annuities. The
// figures are checked against the domain's irp5YearTotals over the income rows read straight from
// the database, and against the annuity's statement for the same tax year.

const BASE = '/api/TaxCertificates';
const LAST_ENDED = taxYearOf(addDays(taxYearOf(TEST_TODAY).start, -1));
const CURRENT = taxYearOf(TEST_TODAY);

/**
 * A living annuity the test declares in its own book (testing/living-annuity.ts): bought 30 months
 * before today on the 15th with a transfer in of R3 000 000.
 */
const DECLARED = {
  startDate: `${addMonths(TEST_TODAY, -30).slice(0, 8)}15`,
  transferInCents: 300_000_000,
  monthlyIncomeCents: [1_000_000, 1_050_000, 1_102_550],
  membershipNumber: 'LA9900001',
};

type Annuity = {
  memberId: number;
  membershipId: number;
  username: string;
  dateOfBirth: string;
  startDate: string;
  idNumber: string | null;
  firstName: string;
  lastName: string;
  membershipNumber: string;
};

let database: Database;
let server: TestServer;
let annuities: Annuity[];
let declared: Annuity;

type Rows<T> = { rows: T[] };

beforeAll(async () => {
  database = await privateTestDatabase('irp5', { members: 60 });
  server = await startTestServer({}, { db: database.db });
  await declareLivingAnnuity(server.db, DECLARED, TEST_TODAY);
  const result = (await server.db.execute(sql`
    select m.member_id, m.id as membership_id, a.username, mb.date_of_birth::text as dob,
      coalesce(m.pension_service_commencement_date, m.date_joined)::text as start_date,
      mb.id_number, mb.first_name, mb.last_name, m.membership_number
    from memberships m
    join products p on p.id = m.product_id
    join members mb on mb.id = m.member_id
    join accounts a on a.member_id = m.member_id
    where p.heading = 'Post Retirement'
    order by m.id`)) as unknown as Rows<{
    member_id: number | string;
    membership_id: number | string;
    username: string;
    dob: string;
    start_date: string;
    id_number: string | null;
    first_name: string;
    last_name: string;
    membership_number: string;
  }>;
  annuities = result.rows.map((row) => ({
    memberId: Number(row.member_id),
    membershipId: Number(row.membership_id),
    username: row.username,
    dateOfBirth: row.dob,
    startDate: row.start_date,
    idNumber: row.id_number,
    firstName: row.first_name,
    lastName: row.last_name,
    membershipNumber: row.membership_number,
  }));
  const found = annuities.find((a) => a.membershipNumber === DECLARED.membershipNumber);
  if (!found) throw new Error('the declared annuity is not in the book');
  declared = found;
}, 180_000);
afterAll(async () => {
  await server.close();
  await database.close();
});

/** The annuity's income payments read from its rows: each day's income withdrawals together. */
async function paymentsOf(annuity: Annuity, upTo: string): Promise<AnnuityPayment[]> {
  const result = (await server.db.execute(sql`
    select tx_date::text as paid_on, (-sum(amount_cents))::text as gross
    from transactions
    where membership_id = ${annuity.membershipId} and type = 'withdrawal'
      and name = 'Annuity income payment' and tx_date <= ${upTo}::date
    group by tx_date order by tx_date`)) as unknown as Rows<{ paid_on: string; gross: string }>;
  return result.rows.map((row) => ({
    paidOn: row.paid_on,
    annuityYear: annuityYearOf(annuity.startDate, row.paid_on).index,
    grossCents: toCents(Number(row.gross)),
  }));
}

/** The member's IRP5s as the historical list gives them. */
async function irp5sOf(agent: Agent): Promise<TaxCertificate[]> {
  const { status, body } = await getJson<HistoricalTaxCertificatesResponse>(
    agent,
    `${BASE}/GetHistoricalTaxCertificates`,
  );
  expect(status).toBe(200);
  return body.details.filter((c) => c.certificateType === 'AnnuityIncome');
}

/** The tax years (labelled by their end, '2026') of the payments, that have ended by today. */
function endedYearsOf(payments: readonly AnnuityPayment[]): string[] {
  const labels = new Set(payments.map((p) => taxYearOf(p.paidOn).label));
  return [...labels].filter((label) => taxYearOf(`${label}-02-01`).end < TEST_TODAY);
}

describe('a living annuity’s IRP5', () => {
  it('is listed for each ended tax year with income, with the year’s irp5YearTotals', async () => {
    let listed = 0;
    // The declared annuity and up to seven of the book's own.
    const chosen = [declared, ...annuities.filter((a) => a !== declared).slice(0, 7)];
    for (const annuity of chosen) {
      const payments = await paymentsOf(annuity, LAST_ENDED.end);
      const years = endedYearsOf(payments);
      if (years.length === 0) continue;
      const agent = await signIn(server, annuity.username);
      const mine = (await irp5sOf(agent)).filter(
        (c) => c.membershipNumber === annuity.membershipNumber,
      );
      expect(mine.map((c) => c.taxYear).sort()).toEqual([...years].sort());
      // A tax year still running has none.
      expect(mine.some((c) => c.taxYear === CURRENT.label)).toBe(false);
      for (const certificate of mine) {
        const totals = irp5YearTotals({
          payments,
          dateOfBirth: annuity.dateOfBirth,
          taxYear: taxYearLabel(certificate.taxYearStart),
        });
        expect(certificate.sarsSourceCode).toBe('3615');
        expect(certificate.publishedDate).toBe(addDays(certificate.taxYearEnd, 1));
        expect(certificate.annuityIncome).toEqual({
          incomeSourceCode: '3615',
          payeSourceCode: '4102',
          firstPaymentDate: totals.lines[0]?.paidOn,
          lastPaymentDate: totals.lines.at(-1)?.paidOn,
          payments: totals.lines.length,
          grossAmount: randFromCents(totals.grossCents),
          payeAmount: randFromCents(totals.payeCents),
          netAmount: randFromCents(totals.netCents),
        });
        listed += 1;
      }
      const count = await getJson<TaxCertificatesCountResponse>(agent, `${BASE}/Count`);
      const all = await getJson<HistoricalTaxCertificatesResponse>(
        agent,
        `${BASE}/GetHistoricalTaxCertificates`,
      );
      expect(count.body.count).toBe(all.body.details.length);
      const published = await getJson<PublishedDocumentDetailsResponse>(
        agent,
        `${BASE}/GetPublishedDocumentDetails`,
      );
      for (const certificate of mine)
        expect(published.body.publishedDocuments).toContainEqual(
          expect.objectContaining({
            id: certificate.id,
            documentType: 'AnnuityIncome',
            fileName: certificate.fileName,
          }),
        );
    }
    // The declared annuity paid in the last two tax years that ended.
    expect(listed).toBeGreaterThanOrEqual(2);
  }, 180_000);

  it('prints the member, the employer, codes 3615 and 4102 and each payment, and agrees with the statement', async () => {
    const annuity = declared;
    const agent = await signIn(server, annuity.username);
    const certificate = (await irp5sOf(agent)).find(
      (c) => c.membershipNumber === annuity.membershipNumber && c.taxYear === LAST_ENDED.label,
    );
    if (!certificate) throw new Error('no IRP5 for the last ended tax year');
    const payments = await paymentsOf(annuity, LAST_ENDED.end);
    const totals = irp5YearTotals({
      payments,
      dateOfBirth: annuity.dateOfBirth,
      taxYear: taxYearLabel(LAST_ENDED.start),
    });

    // As declared: a payment each month of the year, the income of the annuity year it fell in.
    expect(totals.lines).toHaveLength(12);
    expect(totals.grossCents).toBe(
      totals.lines.reduce(
        (sum, line) =>
          sum +
          (DECLARED.monthlyIncomeCents[annuityYearOf(DECLARED.startDate, line.paidOn).index] ?? 0),
        0,
      ),
    );
    expect(totals.payeCents).toBeGreaterThan(0);
    // The member's tax number: the one the fund holds (issue 45), else one given with a claim.
    const held = (await server.db.execute(sql`
      select income_tax_number as tax_number from members
      where id = ${annuity.memberId} and income_tax_number is not null
      union all
      (select draft->>'taxNumber' from claims
      where member_id = ${annuity.memberId} and status not in ('Draft', 'Declined')
        and draft->>'taxNumber' ~ '^[0-3][0-9]{9}$'
      order by created_at desc, id desc limit 1)`)) as unknown as Rows<{ tax_number: string }>;

    const first = await download(agent, certificate.id);
    expect(first.status).toBe(200);
    expect(first.type).toContain('application/pdf');
    const { text } = await pdfText(first.pdf);
    expect(text).toContain(`${annuity.firstName} ${annuity.lastName}`);
    if (annuity.idNumber) expect(text).toContain(annuity.idNumber);
    // The fund's PAYE reference number from its identity, and its letterhead.
    const identity = fundIdentityOf(certificate.productName, false);
    expect(identity.fund.payeReference).toMatch(/^7\d{9}$/);
    expect(text).toContain(`PAYE reference number ${identity.fund.payeReference}`);
    expect(text).toContain(identity.administrator.name);
    const taxNumber = held.rows[0]?.tax_number;
    expect(text).toContain(`Income tax reference number ${taxNumber ?? 'Not known to the fund'}`);
    expect(text).toContain(annuity.membershipNumber);
    expect(text).toContain(totals.taxYear);
    expect(text).toContain(
      `${formatDisplayDate(LAST_ENDED.start)} to ${formatDisplayDate(LAST_ENDED.end)}`,
    );
    expect(text).toContain('3615');
    expect(text).toContain('4102');
    for (const amount of [totals.grossCents, totals.payeCents, totals.netCents])
      expect(text).toContain(pdfRand(amount));
    for (const line of totals.lines) {
      expect(text).toContain(
        `${formatDisplayDate(line.paidOn)} ${pdfRand(line.grossCents)} ${pdfRand(line.payeCents)} ${pdfRand(line.netCents)}`,
      );
    }
    // Dated on its publication, the day after the tax year, not on the download day.
    expect(text).toContain(`Date issued: ${formatDisplayDate(addDays(LAST_ENDED.end, 1))}`);

    // The annuity's statement over the same tax year shows the same income, PAYE and net.
    const row = await findStatementMembership(server.db, annuity.memberId, {
      membershipId: annuity.membershipId,
    });
    if (!row) throw new Error('no statement membership');
    const statement = await statementDataOf(server.db, annuity.memberId, row, {
      type: 'OnDemand',
      start: LAST_ENDED.start,
      end: LAST_ENDED.end,
    });
    expect(statement.annuity?.gross).toBe(totals.grossCents);
    expect(statement.annuity?.paye).toBe(totals.payeCents);
    expect(statement.annuity?.net).toBe(totals.netCents);
    expect(statement.annuity?.payments.map((p) => [p.date, p.gross, p.paye])).toEqual(
      totals.lines.map((l) => [l.paidOn, l.grossCents, l.payeCents]),
    );

    // Issued once: a later download, even on a later day, is the same document.
    const later = await startTestServer(
      { PORTAL_TODAY: addDays(TEST_TODAY, 40) },
      { db: server.db },
    );
    try {
      const again = await download(await signIn(later, annuity.username), certificate.id);
      expect(again.status).toBe(200);
      expect(Buffer.compare(again.pdf, first.pdf)).toBe(0);
    } finally {
      await later.close();
    }
  }, 120_000);

  it('is not another member’s to list or download (404)', async () => {
    const annuity = declared;
    const owner = await signIn(server, annuity.username);
    const [certificate] = await irp5sOf(owner);
    if (!certificate) throw new Error('no IRP5');
    const other = await signIn(
      server,
      annuity.username === 'retail@demo.local' ? 'institutional@demo.local' : 'retail@demo.local',
    );
    expect((await irp5sOf(other)).some((c) => c.id === certificate.id)).toBe(false);
    const answer = await download(other, certificate.id);
    expect(answer.status).toBe(404);
    expect(answer.pdf.toString('utf8')).not.toContain('%PDF');
  }, 60_000);
});
