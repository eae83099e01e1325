import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HistoricalTaxCertificatesResponse,
  TaxCertificate,
} from '@portal/contract/tax-certificates';
import { addDays, formatDisplayDate, taxYearOf } from '@portal/domain/dates';
import { randFromCents } from '@portal/domain/money';
import { taxYearLabel } from '@portal/domain/sa-income-tax';
import { publishedTaxYears } from '@portal/domain/tax-certificates';
import type { Database } from '../../db/client';
import { fundIdentityOf } from '../../fund-identity';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { pdfRand } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { download, getJson, pdfText } from './tax-certificates.fixtures';

// Tax certificates as SARS defines them (docs/decisions/043): the lump sum certificate's IRP5
// fields, a discretionary plan's IT3(b) and IT3(c), and the RA and IT3(s) certificates dated on
// their publication whatever the day of the download. Every figure is checked against what the
// test reads from the database itself, and each PDF is read back for its new lines with the
// values the API lists. The database is this file's own: downloads keep documents.

const BASE = '/api/TaxCertificates';
const HYBRID_TAX_NUMBER = '0382146751';
/** A day long after the test's today: a certificate first downloaded then keeps its date. */
const MUCH_LATER = addDays(TEST_TODAY, 400);

let database: Database;
let server: TestServer;
let hybrid: Agent;
let retail: Agent;

type Rows<T> = { rows: T[] };

async function certificatesOf(agent: Agent): Promise<TaxCertificate[]> {
  const { status, body } = await getJson<HistoricalTaxCertificatesResponse>(
    agent,
    `${BASE}/GetHistoricalTaxCertificates`,
  );
  expect(status).toBe(200);
  return body.details;
}

async function textOf(agent: Agent, id: string): Promise<{ text: string; pdf: Buffer }> {
  const answer = await download(agent, id);
  expect(answer.status).toBe(200);
  expect(answer.type).toContain('application/pdf');
  return { text: (await pdfText(answer.pdf)).text, pdf: answer.pdf };
}

beforeAll(async () => {
  database = await privateTestDatabase('sars_certificates');
  server = await startTestServer({}, { db: database.db });
  [hybrid, retail] = await Promise.all([
    signIn(server, 'hybrid@demo.local'),
    signIn(server, 'retail@demo.local'),
  ]);
}, 180_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('the lump sum certificate with an IRP5’s fields', () => {
  it('lists and prints the source codes, the PAYE reference, the tax number and the period, reconciling to the cent', async () => {
    const claims = (await database.db.execute(sql`
      select c.id, c.case_no, c.paid_on::text as paid_on, c.gross_cents::text as gross,
        coalesce(c.fee_cents, 0)::text as fee, coalesce(c.tax_cents, 0)::text as tax,
        c.net_cents::text as net, c.directive_number, p.fund_name
      from claims c join memberships m on m.id = c.membership_id
      join products p on p.id = m.product_id
      join accounts a on a.member_id = c.member_id
      where a.username = 'hybrid@demo.local' and c.status = 'Paid' and c.claim_type = 4
      order by c.paid_on desc limit 1`)) as unknown as Rows<{
      id: number;
      case_no: string;
      paid_on: string;
      gross: string;
      fee: string;
      tax: string;
      net: string;
      directive_number: string;
      fund_name: string;
    }>;
    const claim = claims.rows[0];
    if (!claim) throw new Error('the hybrid member has no paid savings withdrawal');
    // The member gave their tax number on the claim (as a claim taken by the portal keeps it).
    await database.db.execute(sql`
      update claims set draft = coalesce(draft, '{}'::jsonb) || ${JSON.stringify({ taxNumber: HYBRID_TAX_NUMBER })}::jsonb
      where id = ${claim.id}`);
    const [gross, fee, tax, net] = [claim.gross, claim.fee, claim.tax, claim.net].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(gross - fee - tax).toBe(net);
    const identity = fundIdentityOf(claim.fund_name);

    const listed = (await certificatesOf(hybrid)).find((c) => c.lumpSum?.caseNo === claim.case_no);
    if (!listed?.lumpSum) throw new Error('the claim’s certificate is not listed');
    expect(listed.sarsSourceCode).toBe('3926');
    expect(listed.lumpSum).toMatchObject({
      incomeSourceCode: '3926',
      taxSourceCode: '4102',
      payeReference: identity.fund.payeReference,
      taxReference: HYBRID_TAX_NUMBER,
      directiveNumber: claim.directive_number,
      grossAmount: randFromCents(gross),
      feeAmount: randFromCents(fee),
      taxAmount: randFromCents(tax),
      netAmount: randFromCents(net),
    });

    const { text } = await textOf(hybrid, listed.id);
    const taxYear = taxYearOf(claim.paid_on);
    const paid = formatDisplayDate(claim.paid_on);
    for (const line of [
      'Lump sum tax certificate (IRP5)',
      `PAYE reference number ${listed.lumpSum.payeReference}`,
      `Income tax reference number ${HYBRID_TAX_NUMBER}`,
      `Employer ${claim.fund_name}`,
      `${taxYearLabel(claim.paid_on)}: ${formatDisplayDate(taxYear.start)} to ${formatDisplayDate(taxYear.end)}`,
      `Period of the payment ${paid} to ${paid}`,
      `SARS tax directive number ${claim.directive_number}`,
      `3926 Savings withdrawal benefit (amount withdrawn) ${pdfRand(gross)}`,
      `4102 Less: income tax withheld (SARS directive ${claim.directive_number}) ${pdfRand(-tax)}`,
      `Net amount paid to you ${pdfRand(net)}`,
      `under source code 3926 and the tax under code 4102`,
      `FSCA registration number ${identity.fund.fscaRegistrationNumber}`,
      `SARS approval number ${identity.fund.sarsApprovalNumber}`,
      `Date issued: ${paid}`,
    ])
      expect(text).toContain(line);
  }, 120_000);
});

describe('a discretionary plan’s IT3(b) and IT3(c)', () => {
  it('is listed for every ended tax year, with proceeds equal to the year’s disposals and dated 1 March', async () => {
    const plans = (await database.db.execute(sql`
      select m.id, m.date_joined::text as joined, m.membership_number
      from memberships m join products p on p.id = m.product_id
      join accounts a on a.member_id = m.member_id
      where a.username = 'hybrid@demo.local' and p.full_product_name = 'AF Investment Plan'`)) as unknown as Rows<{
      id: number;
      joined: string;
      membership_number: string;
    }>;
    const plan = plans.rows[0];
    if (!plan) throw new Error('the hybrid member has no investment plan');
    const years = publishedTaxYears(plan.joined, TEST_TODAY);
    expect(years.length).toBeGreaterThanOrEqual(3);

    const listed = (await certificatesOf(hybrid)).filter(
      (c) =>
        c.certificateType === 'InvestmentIncome' && c.membershipNumber === plan.membership_number,
    );
    expect(listed.map((c) => c.taxYear).sort()).toEqual(years.map((y) => y.label).sort());
    let disposalsSeen = 0;
    for (const year of years) {
      const certificate = listed.find((c) => c.taxYear === year.label);
      const figures = certificate?.investmentIncome;
      if (!certificate || !figures) throw new Error(`no IT3(b) for ${year.label}`);
      expect(certificate.publishedDate).toBe(addDays(year.end, 1));
      // The proceeds are the year's disposals (withdrawals, fees, switches out), read directly.
      const sums = (await database.db.execute(sql`
        select coalesce(-sum(amount_cents), 0)::text as proceeds, count(*)::int as n
        from transactions where membership_id = ${plan.id}
          and type in ('withdrawal', 'fee', 'switch_out')
          and tx_date between ${year.start}::date and ${year.end}::date`)) as unknown as Rows<{
        proceeds: string;
        n: number;
      }>;
      expect(figures.proceedsAmount).toBe(randFromCents(Number(sums.rows[0]?.proceeds ?? 0)));
      expect(figures.disposals).toBe(Number(sums.rows[0]?.n ?? 0));
      // Gains less losses are the proceeds less the base cost, to the cent.
      expect(Math.round((figures.gainAmount - figures.lossAmount) * 100)).toBe(
        Math.round((figures.proceedsAmount - figures.baseCostAmount) * 100),
      );
      expect(figures.interestAmount).toBe(0);
      disposalsSeen += figures.disposals;
    }
    expect(disposalsSeen).toBeGreaterThan(0);
  }, 120_000);

  it('prints the income and gains under their codes, the provider and the publication date, and is kept as issued', async () => {
    const certificate = (await certificatesOf(hybrid)).find(
      (c) => c.certificateType === 'InvestmentIncome' && (c.investmentIncome?.disposals ?? 0) > 0,
    );
    const figures = certificate?.investmentIncome;
    if (!certificate || !figures) throw new Error('no IT3(b) with disposals');
    const cents = (rand: number) => Math.round(rand * 100);
    const { text, pdf } = await textOf(hybrid, certificate.id);
    const identity = fundIdentityOf(certificate.productName, false);
    for (const line of [
      'Tax certificate IT3(b) and IT3(c)',
      `4201 Local interest ${pdfRand(cents(figures.interestAmount))}`,
      `Foreign dividends ${pdfRand(cents(figures.foreignDividendsAmount))}`,
      `Total for the tax year ${figures.disposals} ${pdfRand(cents(figures.proceedsAmount))} ${pdfRand(cents(figures.baseCostAmount))} ${pdfRand(cents(figures.proceedsAmount - figures.baseCostAmount))}`,
      `4250 Capital gain (local) ${pdfRand(cents(figures.gainAmount))}`,
      `4251 Capital loss (local) ${pdfRand(cents(figures.lossAmount))}`,
      `Issued by ${identity.fund.provider ?? ''}`,
      // The tax number the member gave on their paid claim (the first test's).
      `Income tax reference number ${HYBRID_TAX_NUMBER}`,
      `Date issued: ${formatDisplayDate(certificate.publishedDate)}`,
    ])
      expect(text).toContain(line);

    // Kept as issued: a download on a much later day is the same document.
    const later = await startTestServer({ PORTAL_TODAY: MUCH_LATER }, { db: database.db });
    try {
      const again = await download(await signIn(later, 'hybrid@demo.local'), certificate.id);
      expect(Buffer.compare(again.pdf, pdf)).toBe(0);
    } finally {
      await later.close();
    }
    // Another member cannot download it.
    expect((await download(retail, certificate.id)).status).toBe(404);
  }, 120_000);
});

describe('RA (4006) and IT3(s) certificates dated on their publication', () => {
  it('prints the publication date, the fund’s numbers and the tax number, whatever the download day', async () => {
    // First downloaded long after the day: the certificate is still dated 1 March of its year.
    const later = await startTestServer({ PORTAL_TODAY: MUCH_LATER }, { db: database.db });
    try {
      const agent = await signIn(later, 'retail@demo.local');
      const all = await certificatesOf(agent);
      for (const type of ['RetirementAnnuityContributions', 'TaxFreeSavings'] as const) {
        const oldest = all
          .filter((c) => c.certificateType === type)
          .sort((a, b) => a.taxYear.localeCompare(b.taxYear))[0];
        if (!oldest) throw new Error(`the retail member has no ${type} certificate`);
        expect(oldest.publishedDate).toBe(addDays(oldest.taxYearEnd, 1));
        const { text, pdf } = await textOf(agent, oldest.id);
        expect(text).toContain(`Date issued: ${formatDisplayDate(oldest.publishedDate)}`);
        expect(text).not.toContain(`Date issued: ${formatDisplayDate(MUCH_LATER)}`);
        expect(text).toContain('Income tax reference number');
        const identity = fundIdentityOf(oldest.productName, type !== 'TaxFreeSavings');
        if (type === 'RetirementAnnuityContributions') {
          expect(text).toContain(
            `FSCA registration number ${identity.fund.fscaRegistrationNumber}`,
          );
          expect(text).toContain(`SARS approval number ${identity.fund.sarsApprovalNumber}`);
          expect(text).toContain(
            `4006 Retirement annuity fund contributions ${pdfRand(Math.round((oldest.totalContributions ?? 0) * 100))}`,
          );
        } else {
          expect(text).toContain(`Issued by ${identity.fund.provider ?? ''}`);
        }
        // The same bytes on the test's today.
        const again = await download(retail, oldest.id);
        expect(Buffer.compare(again.pdf, pdf)).toBe(0);
      }
    } finally {
      await later.close();
    }
  }, 120_000);
});
