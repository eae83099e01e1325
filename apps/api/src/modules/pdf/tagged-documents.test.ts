import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimSummary, PaymentLetter } from '@portal/contract/claims';
import type { InternalFund } from '@portal/contract/fund';
import type { MemberDocumentsResponse } from '@portal/contract/documents';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import {
  STAFF_SAVINGS_WITHDRAWAL_FORM_TEMPLATE,
  type NominationPdfResponse,
} from '@portal/contract/pdf';
import type { StatementItem, StatementsResponse } from '@portal/contract/statements';
import type {
  HistoricalTaxCertificatesResponse,
  MembershipCertificatesResponse,
  PaidUpCertificatesResponse,
  TaxCertificate,
} from '@portal/contract/tax-certificates';
import { addDays, addMonths } from '@portal/domain/dates';
import { STAFF_SOURCE_SYSTEM } from '@portal/domain/member';
import type { Database } from '../../db/client';
import { members, memberships, products, transactions } from '../../db/schema';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { declareLivingAnnuity } from '../../testing/living-annuity';
import { checkTaggedPdf, textInStructureOrder } from '../../testing/pdf-structure';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { nominationOf } from '../nomination/nomination.fixtures';
import { completeTestSwitch } from '../switches/switches.fixtures';

// Every kind of document a member can download, held to PDF/UA-1 (ISO 14289-1): each is fetched
// through the real API as the web app asks for it, checked for the tagged structure, the
// South African English language and the document title, and read in structure order, which
// always opens with the document's H1 heading. The database is this file's own: downloading a
// certificate or a claim's letter keeps it among the member's documents, and one member is made
// paid-up for the paid-up certificate.

let database: Database;
let server: TestServer;
let institutional: Agent;
let retail: Agent;
let hybrid: Agent;
let staff: Agent;
let paidUp: Agent;

async function json<T>(agent: Agent, path: string): Promise<T> {
  const response = await agent.api(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The PDF file a download answers. */
async function pdfFile(response: Promise<Response>): Promise<Buffer> {
  const answer = await response;
  expect(answer.status, answer.url).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await answer.arrayBuffer());
}

async function fundsOf(agent: Agent): Promise<InternalFund[]> {
  return (await json<{ internalFunds: InternalFund[] }>(agent, '/api/Fund/Internal')).internalFunds;
}

/** One of the three beneficiary reports of the institutional member's seeded nominations. */
async function nominationReport(path: string, nominationTypeId: 1 | 2 | 3): Promise<Buffer> {
  const { caseMbrKey } = await nominationOf(institutional, nominationTypeId);
  const response = await institutional.api(path, { method: 'POST', json: { caseMbrKey } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as NominationPdfResponse;
  expect(body.success).toBe(true);
  return Buffer.from(body.value.pdfData, 'base64');
}

/** A published statement of the institutional member's, the latest of its type. */
async function publishedStatement(type: 'Annual' | 'Quarterly'): Promise<Buffer> {
  const { latestDetails } = await json<StatementsResponse>(institutional, '/api/Statements');
  const statement = latestDetails.find((s) => s.statementType === type);
  if (!statement) throw new Error(`the member has no ${type} statement`);
  return pdfFile(
    institutional.api(
      `/api/Statements/DownloadStatement?identifier=${encodeURIComponent(statement.statementId)}&name=${encodeURIComponent(statement.fileName)}`,
    ),
  );
}

/** An on-demand statement of the last 200 priced days, downloaded once it has been produced. */
async function onDemandStatement(): Promise<Buffer> {
  const [fund] = await fundsOf(institutional);
  if (!fund) throw new Error('the member has no fund');
  const details = await json<{ overview: { calculationDate: string } }>(
    institutional,
    `/api/Fund/GetFundDetails/${fund.schemeNumber}`,
  );
  const latestPriceDate = details.overview.calculationDate;
  const query = new URLSearchParams({
    caseKey: fund.caseKey,
    caseMemberKey: fund.caseMemberKey,
    fromDate: addDays(latestPriceDate, -200),
    toDate: latestPriceDate,
  });
  const { statement } = await json<{ statement: StatementItem }>(
    institutional,
    `/api/Statements/GenerateRealTime?${query}`,
  );
  await server.app.statementJobs.idle();
  return pdfFile(
    institutional.api(
      `/api/Statements/Download?DataUploadSk=${statement.dataUploadSk}&StatementUrl=${encodeURIComponent(statement.fileName)}`,
    ),
  );
}

async function certificate(agent: Agent, id: string): Promise<Buffer> {
  return pdfFile(agent.api(`/api/TaxCertificates/DownloadPDF?${new URLSearchParams({ id })}`));
}

/** The member's newest published tax certificate of a type. */
async function taxCertificate(
  agent: Agent,
  matches: (candidate: TaxCertificate) => boolean,
): Promise<Buffer> {
  const { details } = await json<HistoricalTaxCertificatesResponse>(
    agent,
    '/api/TaxCertificates/GetHistoricalTaxCertificates',
  );
  const found = details.find(matches);
  if (!found) throw new Error('the member has no such tax certificate');
  return certificate(agent, found.id);
}

/** The hybrid member's paid claim (the demo's, paid by the administrator). */
async function paidClaim(): Promise<ClaimSummary> {
  const { claims } = await json<{ claims: ClaimSummary[] }>(hybrid, '/api/Claims/GetMemberClaims');
  const paid = claims.find((c) => c.status === 'Paid');
  if (!paid) throw new Error('the hybrid member has no paid claim');
  return paid;
}

type DocumentKind = { name: string; obtain: () => Promise<Buffer> };

const DOCUMENTS: DocumentKind[] = [
  {
    name: 'the approved retirement savings nomination report',
    obtain: () => nominationReport('/api/Pdf/GenerateRetirementSavingsNOBPDF', 2),
  },
  {
    name: 'the unapproved lump sum death benefit nomination report',
    obtain: () => nominationReport('/api/Pdf/GenerateUnapprovedLumpSumNOBPDF', 3),
  },
  {
    name: 'the unapproved funeral benefit nomination report',
    obtain: () => nominationReport('/api/Pdf/GenerateUnapprovedFuneralNOBPDF', 1),
  },
  {
    name: 'the printable Nomination of Beneficiaries form',
    obtain: async () => {
      const [fund] = await fundsOf(institutional);
      return pdfFile(
        institutional.api(
          `/api/PDF/DownloadTemplate?filename=NominationOfBeneficiaries.pdf&schemeNumber=${fund?.schemeNumber}`,
        ),
      );
    },
  },
  {
    name: 'a restricted fund’s Nomination of Beneficiaries form, its current beneficiaries printed',
    obtain: async () => {
      const member = await signIn(server, 'member0009@demo.local');
      const fund = (await fundsOf(member)).find((f) => f.isRestricted);
      expect(fund).toBeDefined();
      return pdfFile(
        member.api(
          `/api/PDF/DownloadTemplate?filename=NominationOfBeneficiaries.pdf&schemeNumber=${fund?.schemeNumber}`,
        ),
      );
    },
  },
  {
    name: 'the staff savings pot withdrawal form',
    obtain: async () => {
      const funds = await fundsOf(staff);
      expect(funds.some((f) => f.sourceSystemName === STAFF_SOURCE_SYSTEM)).toBe(true);
      return pdfFile(
        staff.api(`/api/PDF/DownloadTemplate?filename=${STAFF_SAVINGS_WITHDRAWAL_FORM_TEMPLATE}`),
      );
    },
  },
  { name: 'an annual benefit statement', obtain: () => publishedStatement('Annual') },
  { name: 'a quarterly statement', obtain: () => publishedStatement('Quarterly') },
  { name: 'an on-demand statement', obtain: onDemandStatement },
  {
    name: 'a retirement annuity contribution certificate (4006)',
    obtain: () =>
      taxCertificate(retail, (c) => c.certificateType === 'RetirementAnnuityContributions'),
  },
  {
    name: 'a tax-free investment certificate (IT3(s))',
    obtain: () => taxCertificate(retail, (c) => c.certificateType === 'TaxFreeSavings'),
  },
  {
    name: 'a membership certificate',
    obtain: async () => {
      const { membershipCertificates } = await json<MembershipCertificatesResponse>(
        institutional,
        '/api/TaxCertificates/GetMembershipCertificates',
      );
      const [first] = membershipCertificates;
      if (!first) throw new Error('the member has no membership certificate');
      return certificate(institutional, first.id);
    },
  },
  {
    name: 'a paid-up membership certificate',
    obtain: async () => {
      const { paidUpCertificates } = await json<PaidUpCertificatesResponse>(
        paidUp,
        '/api/TaxCertificates/GetPaidUpMembershipCertificates',
      );
      const [first] = paidUpCertificates;
      if (!first) throw new Error('the member has no paid-up certificate');
      return certificate(paidUp, first.id);
    },
  },
  {
    name: 'a paid claim’s lump sum tax certificate',
    obtain: async () => {
      const { caseNo } = await paidClaim();
      return taxCertificate(hybrid, (c) => c.lumpSum?.caseNo === caseNo);
    },
  },
  {
    name: 'a living annuity’s IRP5',
    obtain: async () => {
      // A living annuity declared in this book, paying income for the last two tax years.
      const { memberId } = await declareLivingAnnuity(
        database.db,
        {
          startDate: `${addMonths(TEST_TODAY, -30).slice(0, 8)}15`,
          transferInCents: 300_000_000,
          monthlyIncomeCents: [1_000_000, 1_050_000, 1_102_550],
          membershipNumber: 'LA9900002',
        },
        TEST_TODAY,
      );
      const found = (await database.db.execute(
        sql`select username from accounts where member_id = ${memberId}`,
      )) as unknown as { rows: { username: string }[] };
      const username = found.rows[0]?.username;
      if (!username) throw new Error('the annuitant has no account');
      const annuitant = await signIn(server, username);
      return taxCertificate(annuitant, (c) => c.certificateType === 'AnnuityIncome');
    },
  },
  {
    name: 'a discretionary plan’s IT3(b) and IT3(c)',
    obtain: () => taxCertificate(hybrid, (c) => c.certificateType === 'InvestmentIncome'),
  },
  {
    name: 'a paid claim’s payment letter',
    obtain: async () => {
      const { caseNo } = await paidClaim();
      const { paymentLetters } = await json<{ paymentLetters: PaymentLetter[] }>(
        hybrid,
        `/api/Claims/GetPaymentLetters?caseNo=${caseNo}`,
      );
      const [letter] = paymentLetters;
      if (!letter) throw new Error('the paid claim has no payment letter');
      return pdfFile(hybrid.api(`/api/PDF/DownloadMemberDocument?fileId=${letter.fileId}`));
    },
  },
  {
    name: 'a portfolio fact sheet',
    obtain: async () => {
      const [fund] = await fundsOf(institutional);
      const { portfolios } = await json<FundDetailsResponse>(
        institutional,
        `/api/Fund/GetFundDetails/${fund?.schemeNumber}`,
      );
      const [portfolio] = portfolios;
      if (!portfolio) throw new Error('the member holds no portfolio');
      const answer = await json<{ success: boolean; fileStream: string }>(
        institutional,
        `/api/Udw/DownloadPortfolioDocument/${portfolio.udwID}`,
      );
      expect(answer.success).toBe(true);
      return Buffer.from(answer.fileStream, 'base64');
    },
  },
  {
    name: 'an Effective Annual Cost disclosure',
    obtain: async () => {
      const [fund] = await fundsOf(institutional);
      return pdfFile(institutional.api(`/api/Fund/Costs/${fund?.schemeNumber}/Pdf`));
    },
  },
  {
    name: 'a switch confirmation letter',
    obtain: async () => {
      const id = await completeTestSwitch(server, 'institutional@demo.local');
      const { memberDocumentResponseList } = await json<MemberDocumentsResponse>(
        institutional,
        '/api/PDF/GetMemberDocuments',
      );
      const letter = memberDocumentResponseList.find(
        (d) => d.documentName === `Switch confirmation ${id}`,
      );
      if (!letter) throw new Error('the done switch has no confirmation letter');
      return pdfFile(institutional.api(`/api/PDF/DownloadMemberDocument?fileId=${letter.fileId}`));
    },
  },
];

beforeAll(async () => {
  database = await privateTestDatabase('tagged_documents');
  const { db } = database;
  // Member 5 left its employer 8 months ago: no rows after that, so its fund is paid-up.
  const [fund] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .innerJoin(members, eq(members.id, memberships.memberId))
    .where(
      and(
        eq(members.afGroupId, 'AF0000005'),
        eq(products.fullProductName, 'AF Umbrella Pension Fund'),
      ),
    )
    .orderBy(memberships.id);
  if (!fund) throw new Error('AF0000005 holds no AF Umbrella Pension Fund');
  await db
    .delete(transactions)
    .where(
      and(
        eq(transactions.membershipId, fund.id),
        gt(transactions.txDate, addMonths(TEST_TODAY, -8)),
      ),
    );
  server = await startTestServer({}, { db });
  [institutional, retail, hybrid, staff, paidUp] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'retail@demo.local'),
    signIn(server, 'hybrid@demo.local'),
    signIn(server, 'staff@demo.local'),
    signIn(server, 'member0005@demo.local'),
  ]);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('every kind of document is tagged PDF/UA-1', () => {
  it.each(DOCUMENTS)(
    '$name passes the PDF/UA-1 checks in en-ZA and opens with its H1 heading',
    async ({ obtain }) => {
      const pdf = await obtain();
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const [report, lines] = await Promise.all([
        checkTaggedPdf(pdf, { language: 'en-ZA' }),
        textInStructureOrder(pdf),
      ]);
      expect(report.problems).toEqual([]);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines[0], lines.slice(0, 4).join(' | ')).toMatch(/^H1 /);
    },
  );
});
