import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentLetter } from '@portal/contract/claims';
import type { MemberDocument, MemberDocumentsResponse } from '@portal/contract/documents';
import type {
  HistoricalTaxCertificatesResponse,
  LatestTaxCertificatesResponse,
  PublishedDocumentDetailsResponse,
  TaxCertificate,
  TaxCertificatesCountResponse,
} from '@portal/contract/tax-certificates';
import { addDays, formatDisplayDate, taxYearOf, todayInJohannesburg } from '@portal/domain/dates';
import { randFromCents } from '@portal/domain/money';
import type { Database } from '../../db/client';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { issueDocument } from '../documents/documents.repository';
import { pdfRand } from '../../testing/pdf-text';
import { download, getJson, pdfText } from '../tax-certificates/tax-certificates.fixtures';

// Every paid claim's papers where a member looks for them: its payment letter among the member's
// documents and its lump sum tax certificate in the tax certificates, dated the payment date, for
// the demo's paid claims too (written straight into the claims table, with no document made). The
// database is this file's own: the documents are made here on their first download.

let database: Database;
let server: TestServer;
let hybrid: Agent;
let institutional: Agent;

/** A paid claim as the claims table holds it, read by the test itself. */
type PaidClaim = {
  id: number;
  memberId: number;
  caseNo: string;
  paidOn: string;
  grossCents: number;
  feeCents: number;
  taxCents: number;
  netCents: number;
  directiveNumber: string;
  membershipNumber: string;
  productName: string;
};
let claim: PaidClaim;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A paid claim of the member signing in as `username`: the latest, or the one `caseNo`. */
async function paidClaimOf(username: string, caseNo?: string): Promise<PaidClaim> {
  const [row] = rowsOf<Record<string, string | number>>(
    await database.db.execute(sql`
      select c.id, c.member_id, c.case_no, c.paid_on::text as paid_on, c.gross_cents::text as gross,
        c.fee_cents::text as fee, c.tax_cents::text as tax, c.net_cents::text as net,
        c.directive_number, ms.membership_number, p.full_product_name
      from claims c
      join accounts a on a.member_id = c.member_id
      join memberships ms on ms.id = c.membership_id
      join products p on p.id = ms.product_id
      where a.username = ${username} and c.status = 'Paid'
        and (${caseNo ?? null}::text is null or c.case_no = ${caseNo ?? null}::text)
      order by c.paid_on desc, c.id limit 1`),
  );
  if (!row) throw new Error(`${username} has no paid claim`);
  return {
    id: Number(row.id),
    memberId: Number(row.member_id),
    caseNo: String(row.case_no),
    paidOn: String(row.paid_on),
    grossCents: Number(row.gross),
    feeCents: Number(row.fee),
    taxCents: Number(row.tax),
    netCents: Number(row.net),
    directiveNumber: String(row.directive_number),
    membershipNumber: String(row.membership_number),
    productName: String(row.full_product_name),
  };
}

/**
 * A paid savings claim written straight into the claims table, as the administrator's (and the
 * demo generator's) are: no claim data, no document.
 */
async function insertPaidClaim(username: string, paidOn: string): Promise<PaidClaim> {
  const [made] = rowsOf<{ case_no: string }>(
    await database.db.execute(sql`
      with next as (select nextval(pg_get_serial_sequence('claims', 'id')) as id),
      fund as (
        select ms.member_id, ms.id from memberships ms join accounts a on a.member_id = ms.member_id
        where a.username = ${username} order by ms.id limit 1)
      insert into claims (id, case_no, member_id, membership_id, claim_type, status, gross_cents,
        fee_cents, tax_cents, net_cents, directive_number, bank_name, bank_branch_code,
        bank_account_type, bank_account_last4, submitted_on, paid_on)
      select next.id, 'CLM' || lpad(next.id::text, 8, '0'), fund.member_id, fund.id, 4, 'Paid',
        1234567, 25000, 301234, 908333, 'SIM1234567890', 'Capitec', '470010', 1, '4321',
        ${paidOn}::date - 6, ${paidOn}::date
      from next, fund
      returning case_no`),
  );
  if (!made) throw new Error('no claim made');
  return paidClaimOf(username, made.case_no);
}

/** The documents kept for a claim (its letter and certificate, once made). */
async function keptDocumentsOf(target: PaidClaim) {
  return rowsOf<{ kind: string; file_id: string }>(
    await database.db.execute(sql`
      select kind, file_id::text from member_documents
      where member_id = ${target.memberId}
        and dedupe_key in (${`payment-letter:${target.id}`}, ${`lump-sum:${target.id}`})
      order by kind`),
  );
}

async function documentsOf(agent: Agent): Promise<MemberDocument[]> {
  const { status, body } = await getJson<MemberDocumentsResponse>(
    agent,
    '/api/PDF/GetMemberDocuments',
  );
  expect(status).toBe(200);
  return body.memberDocumentResponseList;
}

/** The documents of `target` among the member's, by case number in their names. */
async function claimDocumentsOf(agent: Agent, target: PaidClaim): Promise<MemberDocument[]> {
  return (await documentsOf(agent)).filter(
    (d) => d.documentName.includes(target.caseNo) || d.fileName.includes(target.caseNo),
  );
}

async function lumpSumCertificateOf(agent: Agent, target: PaidClaim): Promise<TaxCertificate> {
  const { body } = await getJson<HistoricalTaxCertificatesResponse>(
    agent,
    '/api/TaxCertificates/GetHistoricalTaxCertificates',
  );
  const found = body.details.filter((c) => c.lumpSum?.caseNo === target.caseNo);
  expect(found).toHaveLength(1);
  return found[0] as TaxCertificate;
}

async function memberFile(agent: Agent, fileId: string) {
  const response = await agent.api(
    `/api/PDF/DownloadMemberDocument?fileId=${encodeURIComponent(fileId)}`,
  );
  return { status: response.status, content: Buffer.from(await response.arrayBuffer()) };
}

/** The South African calendar date of a timestamp. */
const dateOf = (timestamp: string) => todayInJohannesburg(new Date(timestamp));

beforeAll(async () => {
  database = await privateTestDatabase('claim_documents');
  server = await startTestServer({}, { db: database.db });
  [hybrid, institutional] = await Promise.all([
    signIn(server, 'hybrid@demo.local'),
    signIn(server, 'institutional@demo.local'),
  ]);
  claim = await paidClaimOf('hybrid@demo.local');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('a paid claim the demo wrote straight into the claims table', () => {
  it('has no document made for it yet', async () => {
    expect(await keptDocumentsOf(claim)).toEqual([]);
  });

  it('shows its payment letter and lump sum certificate among the documents, dated the payment date, once each', async () => {
    const documents = await claimDocumentsOf(hybrid, claim);
    expect(documents.map((d) => d.documentType).sort()).toEqual([
      'payment-letter',
      'tax-certificate',
    ]);
    for (const document of documents) {
      expect(document).toMatchObject({
        status: 'Completed',
        refNum3: claim.membershipNumber,
        productName: claim.productName,
        contentType: 'application/pdf',
      });
      expect(dateOf(document.createdDate)).toBe(claim.paidOn);
      expect(dateOf(document.completedDate ?? '')).toBe(claim.paidOn);
    }
    // Filtered by the claim's fund, they are there; by another fund of the member's, not.
    const { body } = await getJson<MemberDocumentsResponse>(
      hybrid,
      `/api/PDF/GetMemberDocuments?refNum3=${claim.membershipNumber}`,
    );
    expect(
      body.memberDocumentResponseList.filter((d) => d.documentName.includes(claim.caseNo)),
    ).toHaveLength(2);
  });

  it('shows its lump sum certificate in the tax certificates for the tax year of payment', async () => {
    const taxYear = taxYearOf(claim.paidOn);
    const certificate = await lumpSumCertificateOf(hybrid, claim);
    expect(certificate).toMatchObject({
      certificateType: 'LumpSum',
      documentType: 'Lump sum tax certificate',
      taxYear: taxYear.label,
      taxYearStart: taxYear.start,
      taxYearEnd: taxYear.end,
      publishedDate: claim.paidOn,
      membershipNumber: claim.membershipNumber,
      productName: claim.productName,
      totalContributions: null,
      lumpSum: {
        caseNo: claim.caseNo,
        directiveNumber: claim.directiveNumber,
        paidDate: claim.paidOn,
        grossAmount: randFromCents(claim.grossCents),
        feeAmount: randFromCents(claim.feeCents),
        taxAmount: randFromCents(claim.taxCents),
        taxDebtAmount: 0,
        netAmount: randFromCents(claim.netCents),
      },
    });
    // The same certificate by its tax year, as the latest of its fund, counted and published.
    const byYear = await getJson<HistoricalTaxCertificatesResponse>(
      hybrid,
      `/api/TaxCertificates/GetHistoricalTaxCertificates?taxYear=${taxYear.label}`,
    );
    expect(byYear.body.details.map((c) => c.id)).toContain(certificate.id);
    expect(byYear.body.yearOptions).toContain(taxYear.label);
    expect(byYear.body.products.map((p) => p.productName)).toContain(claim.productName);
    const latest = await getJson<LatestTaxCertificatesResponse>(
      hybrid,
      '/api/TaxCertificates/LatestTaxCertificatesDetails',
    );
    expect(latest.body.latestDetails.map((c) => c.id)).toContain(certificate.id);
    const all = await getJson<HistoricalTaxCertificatesResponse>(
      hybrid,
      '/api/TaxCertificates/GetHistoricalTaxCertificates',
    );
    const count = await getJson<TaxCertificatesCountResponse>(hybrid, '/api/TaxCertificates/Count');
    expect(count.body.count).toBe(all.body.details.length);
    expect(count.body.count).toBeGreaterThan(0);
    const published = await getJson<PublishedDocumentDetailsResponse>(
      hybrid,
      '/api/TaxCertificates/GetPublishedDocumentDetails',
    );
    expect(published.body.publishedDocuments.find((d) => d.id === certificate.id)).toMatchObject({
      documentType: 'LumpSum',
      taxYear: taxYear.label,
      publishedDate: claim.paidOn,
      fileName: certificate.fileName,
    });
  });

  it('answers another member 404 for its letter, its certificate and its certificate id, and makes nothing', async () => {
    const documents = await claimDocumentsOf(hybrid, claim);
    const certificate = await lumpSumCertificateOf(hybrid, claim);
    for (const document of documents)
      expect((await memberFile(institutional, document.fileId)).status).toBe(404);
    expect((await download(institutional, certificate.id)).status).toBe(404);
    expect(await claimDocumentsOf(institutional, claim)).toEqual([]);
    const theirs = await getJson<HistoricalTaxCertificatesResponse>(
      institutional,
      '/api/TaxCertificates/GetHistoricalTaxCertificates',
    );
    expect(theirs.body.details.some((c) => c.lumpSum?.caseNo === claim.caseNo)).toBe(false);
    expect(await keptDocumentsOf(claim)).toEqual([]);
  });

  it('downloads the certificate with the directive number, gross, fee, tax and net, issued on the payment date', async () => {
    const certificate = await lumpSumCertificateOf(hybrid, claim);
    const answer = await download(hybrid, certificate.id);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.disposition).toContain(`attachment; filename="${certificate.fileName}"`);
    const { text } = await pdfText(answer.pdf);
    const taxYear = taxYearOf(claim.paidOn);
    const sarsYear = `${Number(taxYear.label) - 1}/${taxYear.label.slice(2)}`;
    for (const figure of [
      'Lump sum tax certificate',
      `SARS tax directive number ${claim.directiveNumber}`,
      `Claim (case number) ${claim.caseNo}`,
      `${pdfRand(claim.grossCents)}`,
      `Less: administration fee ${pdfRand(-claim.feeCents)}`,
      `${pdfRand(claim.grossCents - claim.feeCents)}`,
      `(SARS directive ${claim.directiveNumber}) ${pdfRand(-claim.taxCents)}`,
      `Net amount paid to you ${pdfRand(claim.netCents)}`,
      `Payment date ${formatDisplayDate(claim.paidOn)}`,
      `Date issued: ${formatDisplayDate(claim.paidOn)}`,
      `${sarsYear}: ${formatDisplayDate(taxYear.start)} to ${formatDisplayDate(taxYear.end)}`,
      claim.membershipNumber,
      'Aisha Patel',
    ])
      expect(text).toContain(figure);

    // The same document the member's documents list, kept once under the file id listed.
    const listed = (await claimDocumentsOf(hybrid, claim)).find(
      (d) => d.documentType === 'tax-certificate',
    );
    if (!listed) throw new Error('the certificate is listed');
    const file = await memberFile(hybrid, listed.fileId);
    expect(file.status).toBe(200);
    expect(file.content.equals(answer.pdf)).toBe(true);
    expect((await download(hybrid, certificate.id)).pdf.equals(answer.pdf)).toBe(true);
    expect(await keptDocumentsOf(claim)).toEqual([
      { kind: 'tax-certificate', file_id: listed.fileId },
    ]);
    const after = await claimDocumentsOf(hybrid, claim);
    expect(after).toHaveLength(2);
    const kept = after.filter((d) => d.documentType === 'tax-certificate');
    expect(kept).toHaveLength(1);
    expect(kept[0]?.fileId).toBe(listed.fileId);
    expect(dateOf(kept[0]?.createdDate ?? '')).toBe(claim.paidOn);
  });

  it('downloads the payment letter GetPaymentLetters names, then lists it once as made', async () => {
    const listed = (await claimDocumentsOf(hybrid, claim)).find(
      (d) => d.documentType === 'payment-letter',
    );
    if (!listed) throw new Error('the letter is listed');
    const { body } = await getJson<{ paymentLetters: PaymentLetter[] }>(
      hybrid,
      `/api/Claims/GetPaymentLetters?caseNo=${claim.caseNo}`,
    );
    expect(body.paymentLetters).toEqual([
      {
        fileId: listed.fileId,
        fileName: listed.fileName,
        title: listed.documentName,
        paymentDate: claim.paidOn,
        netAmount: randFromCents(claim.netCents),
      },
    ]);
    const first = await memberFile(hybrid, listed.fileId);
    expect(first.status).toBe(200);
    const { text } = await pdfText(first.content);
    for (const figure of [
      'Payment letter',
      claim.caseNo,
      pdfRand(claim.grossCents),
      pdfRand(-claim.feeCents),
      `SARS tax directive ${claim.directiveNumber}`,
      pdfRand(-claim.taxCents),
      pdfRand(claim.netCents),
      `Payment date ${formatDisplayDate(claim.paidOn)}`,
    ])
      expect(text).toContain(figure);
    expect((await memberFile(hybrid, listed.fileId)).content.equals(first.content)).toBe(true);
    const after = await claimDocumentsOf(hybrid, claim);
    expect(after.filter((d) => d.documentType === 'payment-letter')).toEqual([listed]);
    expect((await keptDocumentsOf(claim)).map((d) => d.kind)).toEqual([
      'payment-letter',
      'tax-certificate',
    ]);
    // Still none of another member's.
    expect((await memberFile(institutional, listed.fileId)).status).toBe(404);
  });
});

describe('a paid claim whose letter was made before it was listed from the claim', () => {
  it('lists the letter made (its own file id), never a second one from the claim', async () => {
    const other = await insertPaidClaim('institutional@demo.local', addDays(TEST_TODAY, -40));
    const agent = institutional;
    const before = await claimDocumentsOf(agent, other);
    expect(before).toHaveLength(2);
    const made = await issueDocument(server.db, {
      memberId: other.memberId,
      membershipId: null,
      kind: 'payment-letter',
      title: `Payment letter – Savings withdrawal claim ${other.caseNo}`,
      fileName: `PaymentLetter_${other.caseNo}.pdf`,
      dedupeKey: `payment-letter:${other.id}`,
      content: Buffer.from('%PDF-1.4\n% a letter opened before\n%%EOF\n'),
    });
    const letters = (await claimDocumentsOf(agent, other)).filter(
      (d) => d.documentType === 'payment-letter',
    );
    expect(letters.map((d) => d.fileId)).toEqual([made.fileId]);
    expect(dateOf(letters[0]?.createdDate ?? '')).toBe(other.paidOn);
    const derived = before.find((d) => d.documentType === 'payment-letter')?.fileId ?? '';
    expect(derived).not.toBe(made.fileId);
    // Its bytes stay the ones made; the id once listed still answers them.
    for (const fileId of [made.fileId, derived])
      expect((await memberFile(agent, fileId)).content.toString()).toContain('opened before');
  });
});
