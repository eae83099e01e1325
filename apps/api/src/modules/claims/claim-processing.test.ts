import type { ClaimDetails, PaymentLetter } from '@portal/contract/claims';
import type { MemberDocument } from '@portal/contract/documents';
import type { HistoricalTaxCertificatesResponse } from '@portal/contract/tax-certificates';
import type { InternalFund } from '@portal/contract/fund';
import type {
  FundDetailsResponse,
  TransactionDetailsResponse,
} from '@portal/contract/fund-details';
import { addDays, ageOn, taxYearOf, todayInJohannesburg } from '@portal/domain/dates';
import { formatRand, toCents, valueCents } from '@portal/domain/money';
import { luhnCheckDigit, parseSaId } from '@portal/domain/sa-id';
import { marginalTaxOnLumpSum, TAX_TABLES, taxYearLabel } from '@portal/domain/sa-income-tax';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { demoTaxpayerOf } from '../../db/seed/identity-records';
import { IdentityAnswer, validSaIdNumber } from '../../partners/identity/identity-service';
import { fundValueAt } from '../fund-details/fund-valuation';
import { createPdfRenderer, type PdfRenderer } from '../pdf/pdf-renderer';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { queuedMail } from '../../testing/mail';
import { pdfRand, pdfText } from '../../testing/pdf-text';
import { signIn, startTestServer, type TestServer } from '../../testing/server';
import { CLAIM_DECLINE_REASONS, DIRECTIVE_DECLINE_REASONS } from './claim-decline-reasons';
import {
  CLAIM_MAX_ATTEMPTS,
  createClaimProcessing,
  type ClaimProcessing,
} from './claim-processing';
import type { SavingsHolding } from './claim-processing.repository';
import { planSavingsSales } from './savings-pot-sales';

// The background processing of submitted savings claims (the claims issue): the whole way to
// Paid through the portal's own calls, each decline, a cancelled claim left alone, two processors
// paying once, a restart, and the tax on the higher of the declared and known income. The
// database is this file's own: paying claims changes funds that other tests read.

let database: Database;
let server: TestServer;
let renderer: PdfRenderer;

/** A two-pot fund of a demo member whose identity the identity service confirms. */
type TestFund = {
  memberId: number;
  username: string;
  idNumber: string;
  lastName: string;
  membershipId: number;
  membershipNumber: string;
  schemeNumber: string;
  savingsCents: number;
  /** The tax number SARS holds for the member (the demo's register), else a valid one. */
  taxNumber: string;
};
let funds: TestFund[];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const cents = (rand: number | null | undefined) => Math.round((rand ?? 0) * 100);

/** A tax number with SARS's check digit after these nine digits. */
const taxNumber = (nine: string) => `${nine}${luhnCheckDigit(nine)}`;
const VALID_TAX_NUMBER = taxNumber('012345678');
/** The SARS simulator's rule 2: digits 8–9 '00' → not registered. */
const UNREGISTERED_TAX_NUMBER = taxNumber('012345600');
/** The AVS simulator's rules: any other ending matches; 97 → name mismatch; 0000 → technical error. */
const MATCHING_ACCOUNT = '1234567890';
const NAME_MISMATCH_ACCOUNT = '1234567897';
const UNREACHABLE_ACCOUNT = '1234560000';

beforeAll(async () => {
  database = await privateTestDatabase('claim-processing');
  server = await startTestServer({ CLAIM_STEP_SECONDS: '0.2' }, { db: database.db });
  renderer = createPdfRenderer({ size: 1 });
  const candidates = rowsOf<{
    member_id: number;
    username: string;
    id_number: string;
    last_name: string;
    membership_id: number;
    membership_number: string;
    scheme_number: string;
    savings_cents: string;
  }>(
    await database.db.execute(sql`
      select m.id as member_id, a.username, m.id_number, m.last_name, ms.id as membership_id,
        ms.membership_number, p.scheme_number,
        (select coalesce(sum(round(s.units::numeric * pr.price_micro / 100000000)), 0)
          from (select distinct portfolio_id from positions where membership_id = ms.id) h
          cross join lateral (select x.units from positions x where x.membership_id = ms.id
            and x.portfolio_id = h.portfolio_id and x.bucket = 'savings' and x.as_of <= ${TEST_TODAY}::date
            order by x.as_of desc limit 1) s
          cross join lateral (select u.price_micro from unit_prices u where u.portfolio_id = h.portfolio_id
            and u.price_date <= ${TEST_TODAY}::date order by u.price_date desc limit 1) pr)::text as savings_cents
      from members m
      join accounts a on a.member_id = m.id
      join memberships ms on ms.member_id = m.id and not ms.is_restricted
      join products p on p.id = ms.product_id
      where m.id_number is not null and p.two_pot_indicator = 'Y'
        and p.product_type_category = 'Institutional'
      order by m.id, ms.id`),
  );
  funds = [];
  for (const row of candidates) {
    // One fund per member: a test that changes a member changes only its own fund's claims.
    if (funds.some((f) => f.memberId === Number(row.member_id))) continue;
    const idNumber = validSaIdNumber(row.id_number);
    if (!idNumber || Number(row.savings_cents) < 1_000_000) continue;
    const identity = await server.app.partners.identity.verify({
      idNumber,
      surname: row.last_name,
    });
    if (identity !== IdentityAnswer.Verified) continue;
    funds.push({
      memberId: Number(row.member_id),
      username: row.username,
      idNumber: row.id_number,
      lastName: row.last_name,
      membershipId: Number(row.membership_id),
      membershipNumber: row.membership_number,
      schemeNumber: row.scheme_number,
      savingsCents: Number(row.savings_cents),
      taxNumber: demoTaxpayerOf(row.username)?.taxNumber ?? VALID_TAX_NUMBER,
    });
  }
  if (funds.length < 5) throw new Error(`only ${funds.length} funds to claim from`);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await renderer?.close();
  await database?.close();
});

function fund(index: number): TestFund {
  const found = funds[index];
  if (!found) throw new Error(`no fund ${index}`);
  return found;
}

type ClaimInput = {
  amountCents: number;
  feeCents?: number;
  incomeCents?: number;
  taxNumber?: string;
  accountNumber?: string;
  /** Where a stopped server left the claim; its history is backdated by a minute a step. */
  status?: 'Submitted' | 'DirectiveRequested';
  /** How long ago the claim reached its status (seconds). */
  ago?: number;
  processing?: Record<string, unknown>;
};

/** A savings claim as the wizard submits it: the columns, the claim data and its history. */
async function submitClaim(target: TestFund, input: ClaimInput): Promise<string> {
  const feeCents = input.feeCents ?? 25_000;
  const accountNumber = input.accountNumber ?? MATCHING_ACCOUNT;
  const status = input.status ?? 'Submitted';
  const ago = input.ago ?? 0;
  const draft = {
    webTransactionNo: `WEB-${target.membershipId}-${Math.random().toString(36).slice(2)}`,
    amountCents: input.amountCents,
    annualTaxableIncomeCents: input.incomeCents ?? 30_000_000,
    taxNumber: input.taxNumber ?? target.taxNumber,
    banking: {
      bankName: 'Capitec',
      branchCode: '470010',
      accountType: 1,
      accountNumber,
      accountHolderName: target.lastName,
      verificationResult: 'MATCH',
      verifiedAt: new Date().toISOString(),
    },
    idNumber: target.idNumber,
    idVerifiedAt: new Date().toISOString(),
    kbaPassedAt: new Date().toISOString(),
    feeCents,
    estimatedTaxCents: null,
    estimatedNetCents: null,
    documentFileIds: [],
    ...(input.processing ? { processing: input.processing } : {}),
  };
  const steps = status === 'Submitted' ? ['Submitted'] : ['Submitted', 'DirectiveRequested'];
  const [made] = rowsOf<{ id: number; case_no: string }>(
    await database.db.execute(sql`
      with next as (select nextval(pg_get_serial_sequence('claims', 'id')) as id)
      insert into claims (id, case_no, member_id, membership_id, claim_type, status, gross_cents,
        fee_cents, bank_name, bank_branch_code, bank_account_type, bank_account_last4, submitted_on, draft)
      select next.id, 'CLM' || lpad(next.id::text, 8, '0'), ${target.memberId}, ${target.membershipId},
        4, ${status}, ${input.amountCents}, ${feeCents}, 'Capitec', '470010', 1, ${accountNumber.slice(-4)},
        ${TEST_TODAY}::date, ${JSON.stringify(draft)}::jsonb
      from next
      returning id, case_no`),
  );
  if (!made) throw new Error('no claim made');
  for (const [index, step] of steps.entries()) {
    const secondsAgo = ago + 60 * (steps.length - 1 - index);
    await database.db.execute(sql`
      insert into claim_events (claim_id, status, at)
      values (${made.id}, ${step}, now() - make_interval(secs => ${secondsAgo}))`);
  }
  return made.case_no;
}

type ClaimState = {
  id: number;
  status: string;
  tax_cents: string | null;
  net_cents: string | null;
  directive_number: string | null;
  decline_reason: string | null;
  paid_on: string | null;
  draft: Record<string, unknown>;
  history: string[];
};

async function claimState(caseNo: string): Promise<ClaimState> {
  const [claim] = rowsOf<Omit<ClaimState, 'history'>>(
    await database.db.execute(sql`
      select id, status, tax_cents::text, net_cents::text, directive_number, decline_reason,
        paid_on::text, draft from claims where case_no = ${caseNo}`),
  );
  if (!claim) throw new Error(`no claim ${caseNo}`);
  const events = rowsOf<{ status: string }>(
    await database.db.execute(
      sql`select status from claim_events where claim_id = ${claim.id} order by at, id`,
    ),
  );
  return { ...claim, history: events.map((e) => e.status) };
}

/** Waits for the server's own processing to bring the claim to one of `statuses`. */
async function until(caseNo: string, statuses: string[], timeoutMs = 20_000): Promise<ClaimState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await claimState(caseNo);
    if (statuses.includes(state.status)) return state;
    if (Date.now() > deadline)
      throw new Error(`${caseNo} stayed ${state.status} (${state.history.join(', ')})`);
    server.app.claimProcessing.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A processor of the test's own, as another server would run one; steps due at once. */
function anotherProcessor(): ClaimProcessing {
  return createClaimProcessing({
    db: database.db,
    config: {
      ...server.config,
      savingsClaims: { ...server.config.savingsClaims, stepMs: 0 },
    },
    partners: server.app.partners,
    renderer,
    today: () => TEST_TODAY,
    log: server.app.log,
  });
}

/** The savings pot's payment rows of a membership: how many, and their total. */
async function savingsPayments(membershipId: number) {
  const [row] = rowsOf<{ count: string; total: string }>(
    await database.db.execute(sql`
      select count(*)::text as count, coalesce(sum(amount_cents), 0)::text as total
      from transactions where membership_id = ${membershipId} and pot = 'savings'
        and name in ('Savings pot withdrawal', 'Savings withdrawal fee')`),
  );
  return { count: Number(row?.count ?? 0), totalCents: Number(row?.total ?? 0) };
}

async function json<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status).toBe(status);
  return (await answer.json()) as T;
}

describe('a submitted savings claim', () => {
  it('reaches Paid step by step, and the fund, letter and certificate all show the payment', async () => {
    const target = fund(0);
    const agent = await signIn(server, target.username);
    const fundValue = async () => {
      const { internalFunds } = await json<{ internalFunds: InternalFund[] }>(
        agent.api('/api/Fund/Internal'),
      );
      return cents(
        internalFunds.find((f) => f.membershipNumber === target.membershipNumber)?.currentValue,
      );
    };
    const savingsPot = async () =>
      cents(
        (
          await json<FundDetailsResponse>(
            agent.api(`/api/Fund/GetFundDetails/${target.schemeNumber}`),
          )
        ).overview.savings,
      );
    const window = `startDate=${addDays(TEST_TODAY, -10)}&endDate=${TEST_TODAY}`;
    const savingsRows = async () => {
      const answer = await json<TransactionDetailsResponse>(
        agent.api(`/api/Fund/GetFundDetails/${target.schemeNumber}/TransactionDetails?${window}`),
      );
      const rows = answer.transactionDetailsByYear.flatMap((y) =>
        y.monthYears.flatMap((m) => m.transactions),
      );
      const total = (name: string) =>
        rows.filter((row) => row.name === name).reduce((sum, row) => sum + cents(row.amount), 0);
      return { withdrawal: total('Savings pot withdrawal'), fee: total('Savings withdrawal fee') };
    };
    const [valueBefore, potBefore, rowsBefore] = [
      await fundValue(),
      await savingsPot(),
      await savingsRows(),
    ];
    // The value at the end of yesterday, as already shown: a payment made today never changes it.
    const yesterday = addDays(TEST_TODAY, -1);
    const valueYesterday = await fundValueAt(database.db, target.membershipId, yesterday);

    const caseNo = await submitClaim(target, { amountCents: 300_000 });
    server.app.claimProcessing.wake();
    const paid = await until(caseNo, ['Paid', 'Declined']);
    expect(paid.decline_reason).toBeNull();

    // Each step is told in the member's inbox, under the claim's case number, newest first (the
    // claim was written as submitted, without its notice).
    const inbox = await json<{ notices: { subject: string; reference: string | null }[] }>(
      agent.api(`/api/Inbox/GetNotices?search=${caseNo}`),
    );
    expect(inbox.notices.map((notice) => notice.subject).reverse()).toEqual([
      `Your savings withdrawal ${caseNo}: we asked SARS for a tax directive`,
      `Your savings withdrawal ${caseNo}: SARS issued the tax directive`,
      `Your savings withdrawal ${caseNo} was paid`,
    ]);
    expect(inbox.notices.every((notice) => notice.reference === caseNo)).toBe(true);

    const details = (
      await json<{ claim: ClaimDetails }>(agent.api(`/api/Claims/GetClaimDetails?caseNo=${caseNo}`))
    ).claim;
    expect(details.history.map((h) => h.status)).toEqual([
      'Submitted',
      'DirectiveRequested',
      'DirectiveIssued',
      'Paid',
    ]);
    // The pace: each step once the previous status is a step (0.2 s) old.
    const times = details.history.map((h) => Date.parse(h.at));
    for (let i = 1; i < times.length; i += 1)
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(150);
    expect(details.paidDate).toBe(TEST_TODAY);
    expect(details.directiveNumber).toMatch(/^SIM\d{10}$/);
    expect(details.grossAmount).toBe(3000);
    expect(details.feeAmount).toBe(250);
    expect(details.taxAmount).toBeGreaterThan(0);
    expect(cents(details.feeAmount) + cents(details.taxAmount) + cents(details.netAmount)).toBe(
      300_000,
    );
    expect(details.canCancel).toBe(false);
    // The member is told of the payment once, with the net amount.
    const paidMail = await queuedMail(database.db, target.memberId, 'withdrawal-paid');
    expect(paidMail).toHaveLength(1);
    expect(paidMail[0]?.subject).toBe(`Your savings withdrawal ${caseNo} was paid`);
    expect(paidMail[0]?.text).toContain(`We paid ${formatRand(cents(details.netAmount))} into`);
    // It links the claim's page and where its letter and certificate are (issue 46).
    expect(paidMail[0]?.text).toContain(`/claims/${caseNo}`);
    expect(paidMail[0]?.text).toContain('/statements-and-documents?tab=documents');
    expect(paidMail[0]?.text).toContain('/statements-and-documents?tab=tax-certificates');
    expect(paidMail[0]?.text).not.toContain('under Claims');

    // The fund paid the gross amount out of the savings pot: the fund's value falls by it to the
    // cent, the savings pot with it (its share of each portfolio's rounding aside).
    expect(await fundValue()).toBe(valueBefore - 300_000);
    expect(Math.abs(potBefore - 300_000 - (await savingsPot()))).toBeLessThanOrEqual(2);
    const rowsAfter = await savingsRows();
    expect(rowsAfter.withdrawal - rowsBefore.withdrawal).toBe(-275_000);
    expect(rowsAfter.fee - rowsBefore.fee).toBe(-25_000);
    // The payment's rows are dated the day it was paid (whether or not that day has a price), so
    // yesterday's value is what it was.
    const paymentDates = (await database.db.execute(sql`
      select distinct tx_date::text as tx_date from transactions
      where membership_id = ${target.membershipId}
        and name in ('Savings pot withdrawal', 'Savings withdrawal fee') and tx_date >= ${yesterday}::date`)) as unknown as {
      rows: { tx_date: string }[];
    };
    expect(paymentDates.rows.map((row) => row.tx_date)).toEqual([TEST_TODAY]);
    expect(await fundValueAt(database.db, target.membershipId, yesterday)).toBe(valueYesterday);

    // The payment letter, with the net amount.
    const { paymentLetters } = await json<{ paymentLetters: PaymentLetter[] }>(
      agent.api(`/api/Claims/GetPaymentLetters?caseNo=${caseNo}`),
    );
    expect(paymentLetters).toHaveLength(1);
    const letter = await agent.api(
      `/api/PDF/DownloadMemberDocument?fileId=${paymentLetters[0]?.fileId}`,
    );
    expect(letter.status).toBe(200);
    expect((await pdfText(Buffer.from(await letter.arrayBuffer()))).text).toContain(
      pdfRand(cents(details.netAmount)),
    );

    // The lump sum tax certificate among the member's documents, with every figure.
    const { memberDocumentResponseList: documents } = await json<{
      memberDocumentResponseList: MemberDocument[];
    }>(agent.api('/api/PDF/GetMemberDocuments'));
    const certificate = documents.find(
      (d) => d.documentType === 'tax-certificate' && d.documentName.includes(caseNo),
    );
    expect(certificate?.documentName).toBe(
      `Lump sum tax certificate ${taxYearLabel(TEST_TODAY)} – savings withdrawal ${caseNo}`,
    );
    expect(
      documents.some((d) => d.documentType === 'payment-letter' && d.fileName.includes(caseNo)),
    ).toBe(true);
    const file = await agent.api(`/api/PDF/DownloadMemberDocument?fileId=${certificate?.fileId}`);
    expect(file.status).toBe(200);
    const certificatePdf = Buffer.from(await file.arrayBuffer());
    const { text } = await pdfText(certificatePdf);
    for (const figure of [
      pdfRand(300_000),
      pdfRand(-25_000),
      pdfRand(275_000),
      pdfRand(-cents(details.taxAmount)),
      pdfRand(cents(details.netAmount)),
      details.directiveNumber ?? '-',
      taxYearLabel(TEST_TODAY),
    ])
      expect(text).toContain(figure);

    // Both from the moment it is paid, once each, dated the payment date; the letter under the
    // file id GetPaymentLetters gave.
    const ofClaim = documents.filter(
      (d) => d.documentName.includes(caseNo) || d.fileName.includes(caseNo),
    );
    expect(ofClaim.map((d) => d.documentType).sort()).toEqual([
      'payment-letter',
      'tax-certificate',
    ]);
    for (const document of ofClaim)
      expect(todayInJohannesburg(new Date(document.createdDate))).toBe(TEST_TODAY);
    expect(ofClaim.find((d) => d.documentType === 'payment-letter')?.fileId).toBe(
      paymentLetters[0]?.fileId,
    );
    // The certificate is in the Tax certificates tab's lists too, for the tax year of payment,
    // and downloads there as the same document.
    const { details: certificates } = await json<HistoricalTaxCertificatesResponse>(
      agent.api('/api/TaxCertificates/GetHistoricalTaxCertificates'),
    );
    const listed = certificates.filter((c) => c.lumpSum?.caseNo === caseNo);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      certificateType: 'LumpSum',
      taxYear: taxYearOf(TEST_TODAY).label,
      publishedDate: TEST_TODAY,
      lumpSum: {
        directiveNumber: details.directiveNumber,
        paidDate: TEST_TODAY,
        grossAmount: 3000,
        feeAmount: 250,
        netAmount: details.netAmount,
      },
    });
    const lumpSum = listed[0]?.lumpSum;
    expect(cents(lumpSum?.taxAmount) + cents(lumpSum?.taxDebtAmount)).toBe(
      cents(details.taxAmount),
    );
    const fromTab = await agent.api(`/api/TaxCertificates/DownloadPDF?id=${listed[0]?.id}`);
    expect(fromTab.status).toBe(200);
    expect(Buffer.from(await fromTab.arrayBuffer()).equals(certificatePdf)).toBe(true);
  });

  it('is declined with the reason in words: a tax number SARS refuses, a bank or identity mismatch', async () => {
    const [sarsTarget, bankTarget, identityTarget] = [fund(1), fund(1), fund(2)];
    const paymentsBefore = await savingsPayments(sarsTarget.membershipId);
    await database.db.execute(
      sql`update members set last_name = ${`Mismatch ${identityTarget.lastName}`} where id = ${identityTarget.memberId}`,
    );
    try {
      const [sarsCase, bankCase, identityCase] = [
        await submitClaim(sarsTarget, { amountCents: 250_000, taxNumber: UNREGISTERED_TAX_NUMBER }),
        await submitClaim(bankTarget, {
          amountCents: 250_000,
          accountNumber: NAME_MISMATCH_ACCOUNT,
        }),
        await submitClaim(identityTarget, { amountCents: 250_000 }),
      ];
      const [sars, bank, identity] = [
        await until(sarsCase, ['Declined', 'Paid']),
        await until(bankCase, ['Declined', 'Paid']),
        await until(identityCase, ['Declined', 'Paid']),
      ];
      expect(sars.history).toEqual(['Submitted', 'DirectiveRequested', 'Declined']);
      expect(sars.decline_reason).toBe(DIRECTIVE_DECLINE_REASONS['not-registered']);
      expect(sars.directive_number).toBeNull();
      expect(bank.history).toEqual(['Submitted', 'Declined']);
      expect(bank.decline_reason).toMatch(
        /^Your bank could not confirm the bank account on your claim: the account holder’s name is not yours\. Nothing was paid\. Please check/,
      );
      expect(identity.history).toEqual(['Submitted', 'Declined']);
      expect(identity.decline_reason).toBe(CLAIM_DECLINE_REASONS.identityMismatch);
      // The member is told why, in the claim page's words.
      const [told] = rowsOf<{ subject: string; lines: { text: string }[] }>(
        await database.db.execute(
          sql`select subject, lines from member_notices where reference = ${bankCase} and kind = 'withdrawal-step'`,
        ),
      );
      expect(told?.subject).toBe(`Your savings withdrawal ${bankCase}: it was declined`);
      expect(told?.lines[0]?.text).toBe(bank.decline_reason);
      // Nothing left the fund.
      expect(await savingsPayments(sarsTarget.membershipId)).toEqual(paymentsBefore);
    } finally {
      await database.db.execute(
        sql`update members set last_name = ${identityTarget.lastName} where id = ${identityTarget.memberId}`,
      );
    }
  });

  it('is never moved on once the member cancelled it, even in a race with the processing', async () => {
    const target = fund(3);
    const agent = await signIn(server, target.username);
    const cancel = (caseNo: string) =>
      agent.api('/api/Claims/cancelClaim', { method: 'POST', json: { caseNo } });

    const early = await submitClaim(target, { amountCents: 250_000 });
    expect((await cancel(early)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await anotherProcessor().runOnce();
    expect((await claimState(early)).history).toEqual(['Submitted', 'Cancelled']);

    // Due at once: the cancellation and the first step race for the claim's row.
    const raced = await submitClaim(target, { amountCents: 250_000, ago: 60 });
    const processor = anotherProcessor();
    const [answer] = await Promise.all([cancel(raced), processor.runOnce()]);
    await processor.close();
    const state = await claimState(raced);
    if (answer.status === 200) {
      expect(state.history).toEqual(['Submitted', 'Cancelled']);
    } else {
      expect(answer.status).toBe(409);
      expect(state.history.slice(0, 2)).toEqual(['Submitted', 'DirectiveRequested']);
      expect(state.history).not.toContain('Cancelled');
      await until(raced, ['Paid', 'Declined']);
    }
  });

  it('is paid once by two processors at once, continuing where a stopped server left it', async () => {
    const target = fund(4);
    const before = await savingsPayments(target.membershipId);
    const caseNo = await submitClaim(target, {
      amountCents: 250_000,
      status: 'DirectiveRequested',
      ago: 60,
    });
    const [first, second] = [anotherProcessor(), anotherProcessor()];
    for (let round = 0; round < 10 && (await claimState(caseNo)).status !== 'Paid'; round += 1)
      await Promise.all([first.runOnce(), second.runOnce()]);
    await Promise.all([first.close(), second.close()]);
    await until(caseNo, ['Paid']);
    await server.app.claimProcessing.runOnce();

    const state = await claimState(caseNo);
    expect(state.history).toEqual(['Submitted', 'DirectiveRequested', 'DirectiveIssued', 'Paid']);
    const after = await savingsPayments(target.membershipId);
    expect(after.totalCents - before.totalCents).toBe(-250_000);
    expect(after.count - before.count).toBeGreaterThanOrEqual(2);
    const documents = rowsOf<{ kind: string }>(
      await database.db.execute(sql`
        select kind from member_documents
        where member_id = ${target.memberId} and dedupe_key in (${`payment-letter:${state.id}`}, ${`lump-sum:${state.id}`})`),
    );
    expect(documents.map((d) => d.kind).sort()).toEqual(['payment-letter', 'tax-certificate']);
    expect(state.draft.processing).toEqual({ documents: 'issued' });
    // Paid once, told once.
    const told = await queuedMail(database.db, target.memberId, 'withdrawal-paid');
    expect(told.filter((m) => m.subject.includes(caseNo))).toHaveLength(1);
  });

  it('is taxed on the higher of the declared income and the income SARS knows', async () => {
    const target = fund(0);
    const [low, high] = [
      await submitClaim(target, { amountCents: 200_000, incomeCents: 0, ago: 60 }),
      await submitClaim(target, { amountCents: 200_000, incomeCents: 500_000_000, ago: 60 }),
    ];
    const processor = anotherProcessor();
    await processor.runOnce();
    await processor.close();
    const taxYear = taxYearLabel(TEST_TODAY);
    const table =
      TAX_TABLES.find((t) => t.taxYear === taxYear) ?? TAX_TABLES[TAX_TABLES.length - 1];
    if (!table) throw new Error('no tax tables');
    const id = parseSaId(target.idNumber);
    if (!id.valid) throw new Error('not an ID number');
    const age = ageOn(id.dateOfBirth, taxYearOf(table.from).end);
    const taxes: number[] = [];
    for (const [caseNo, declared] of [
      [low, 0],
      [high, 500_000_000],
    ] as const) {
      const state = await until(caseNo, ['DirectiveIssued', 'Paid']);
      const answer = await server.app.partners.sars.requestDirective({
        reference: caseNo,
        taxNumber: target.taxNumber,
        idNumber: target.idNumber,
        grossCents: toCents(175_000),
        declaredIncomeCents: toCents(declared),
        taxYear,
        requestedAt: new Date().toISOString(),
      });
      if (answer.status !== 'issued') throw new Error('no directive');
      const income = Math.max(declared, answer.knownIncomeCents);
      expect(answer.taxableIncomeUsedCents).toBe(income);
      const expected = marginalTaxOnLumpSum(income, 175_000, table, age);
      expect(Number(state.tax_cents)).toBe(expected);
      expect(Number(state.net_cents)).toBe(175_000 - expected);
      expect(state.directive_number).toBe(answer.directiveNumber);
      taxes.push(expected);
    }
    // The top bracket (45 %) applies to the high declared income.
    expect(taxes[1]).toBe(Math.round(175_000 * 0.45));
    expect(taxes[0]).toBeLessThan(taxes[1] ?? 0);
    await until(low, ['Paid']);
    await until(high, ['Paid']);
  });

  it('is declined without a payment when the savings pot no longer covers it', async () => {
    const target = fund(2);
    const before = await savingsPayments(target.membershipId);
    const caseNo = await submitClaim(target, {
      amountCents: target.savingsCents + 100_000,
      ago: 60,
    });
    const processor = anotherProcessor();
    await processor.runOnce();
    await processor.close();
    const state = await until(caseNo, ['Declined', 'Paid']);
    expect(state.history).toEqual([
      'Submitted',
      'DirectiveRequested',
      'DirectiveIssued',
      'Declined',
    ]);
    expect(state.decline_reason).toBe(CLAIM_DECLINE_REASONS.potShort);
    expect(state.paid_on).toBeNull();
    expect(await savingsPayments(target.membershipId)).toEqual(before);
  });

  it('waits for a partner that cannot be reached, then leaves the claim for an administrator', async () => {
    const target = fund(3);
    const caseNo = await submitClaim(target, {
      amountCents: 250_000,
      accountNumber: UNREACHABLE_ACCOUNT,
      ago: 60,
      processing: { attempts: CLAIM_MAX_ATTEMPTS - 1 },
    });
    const processor = anotherProcessor();
    await processor.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await processor.runOnce();
    await processor.close();
    const state = await claimState(caseNo);
    expect(state.status).toBe('Submitted');
    expect(state.history).toEqual(['Submitted']);
    expect((state.draft.processing as { attempts: number }).attempts).toBe(CLAIM_MAX_ATTEMPTS);
  });
});

describe('planSavingsSales', () => {
  const fundValue = (holdings: readonly SavingsHolding[]) =>
    holdings.reduce((sum, h) => sum + valueCents(h.totalUnits, h.priceMicro), 0);
  const savingsValue = (holdings: readonly SavingsHolding[]) =>
    holdings.reduce(
      (sum, h) =>
        sum +
        valueCents(h.totalUnits, h.priceMicro) -
        valueCents(h.totalUnits - h.savingsUnits, h.priceMicro),
      0,
    );
  const holdingArb = fc
    .record({
      portfolioId: fc.integer({ min: 1, max: 50 }),
      priceMicro: fc.integer({ min: 1_000_000, max: 99_999_999 }),
      otherUnits: fc.integer({ min: 0, max: 50_000_000 }),
      savingsUnits: fc.integer({ min: 0, max: 50_000_000 }),
    })
    .map((h): SavingsHolding => ({
      portfolioId: h.portfolioId,
      priceDate: '2026-11-25',
      priceMicro: h.priceMicro,
      totalUnits: h.otherUnits + h.savingsUnits,
      savingsUnits: h.savingsUnits,
    }));

  it('lowers the fund value by the amounts to the cent, from the savings units only', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(holdingArb, { minLength: 1, maxLength: 4, selector: (h) => h.portfolioId }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (holdings, share) => {
          const pot = savingsValue(holdings);
          const fee = Math.min(25_000, pot);
          const withdrawal = Math.floor((pot - fee) * share);
          // Paid on a Sunday, at Wednesday's prices: every row is dated the day it is paid.
          const plan = planSavingsSales(
            holdings,
            [
              { type: 'withdrawal', name: 'Savings pot withdrawal', amountCents: withdrawal },
              { type: 'fee', name: 'Savings withdrawal fee', amountCents: fee },
            ],
            '2026-11-29',
          );
          if (!plan.isEnough) throw new Error(`short by ${plan.shortfallCents}`);
          for (const sale of plan.sales) expect(sale.txDate).toBe('2026-11-29');
          const after = holdings.map((h) => {
            const sold = plan.sales
              .filter((sale) => sale.portfolioId === h.portfolioId)
              .reduce((sum, sale) => sum + sale.units, 0);
            expect(h.savingsUnits + sold).toBeGreaterThanOrEqual(0);
            return { ...h, totalUnits: h.totalUnits + sold, savingsUnits: h.savingsUnits + sold };
          });
          const paid = plan.sales.reduce((sum, sale) => sum + sale.amountCents, 0);
          expect(paid + withdrawal + fee).toBe(0);
          // Rounding of a whole pot may cost a cent a portfolio; any other amount is exact.
          expect(Math.abs(fundValue(holdings) + paid - fundValue(after))).toBeLessThanOrEqual(
            holdings.length,
          );
          if (withdrawal + fee < pot) expect(fundValue(after)).toBe(fundValue(holdings) + paid);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers the shortfall when the pot does not cover the amount', () => {
    const holding: SavingsHolding = {
      portfolioId: 1,
      priceDate: '2026-11-25',
      priceMicro: 12_345_678,
      totalUnits: 20_000_000,
      savingsUnits: 1_000_000,
    };
    const pot = savingsValue([holding]);
    expect(
      planSavingsSales(
        [holding],
        [{ type: 'withdrawal', name: 'Savings pot withdrawal', amountCents: pot + 10_000 }],
        '2026-11-25',
      ),
    ).toEqual({ isEnough: false, shortfallCents: 10_000 });
  });
});
