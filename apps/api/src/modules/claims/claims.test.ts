import type { ClaimDetails, ClaimSummary, PaymentLetter } from '@portal/contract/claims';
import { ESTIMATED_TAX_LABELS } from '@portal/domain/claim-tax-estimate';
import { ClaimType } from '@portal/domain/claims';
import { CLAIM_STEP_STANDARDS, expectedClaimSteps } from '@portal/domain/claim-service-standard';
import { addDays, todayInJohannesburg } from '@portal/domain/dates';
import { lumpSumTax } from '@portal/domain/lump-sum-tax';
import { retirementCashOptions } from '@portal/domain/retirement-rules';
import { addWorkingDays } from '@portal/domain/working-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { pdfRand, pdfText } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { CANNOT_CANCEL_MESSAGE } from './claims.service';

// spec 3 §7 claims calls: following claims of every type, their details and history, payment
// letters, and cancelling while the claim can still be cancelled.

let server: TestServer;
let institutional: Agent;
let hybrid: Agent;
let staff: Agent;

async function json<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status).toBe(status);
  return (await answer.json()) as T;
}

const claimsOf = async (agent: Agent) =>
  (await json<{ claims: ClaimSummary[] }>(agent.api('/api/Claims/GetMemberClaims'))).claims;
const detailsOf = async (agent: Agent, caseNo: string) =>
  (await json<{ claim: ClaimDetails }>(agent.api(`/api/Claims/GetClaimDetails?caseNo=${caseNo}`)))
    .claim;

beforeAll(async () => {
  server = await startTestServer();
  [institutional, hybrid, staff] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'hybrid@demo.local'),
    signIn(server, 'staff@demo.local'),
  ]);
});
afterAll(async () => server.close());

/** A submitted savings claim of the member's, as a claim made online a moment ago. */
async function submittedClaim(username: string): Promise<string> {
  const memberId = await memberIdOfUsername(server.db, username);
  const result = await server.db.execute(sql`
    with next as (select nextval(pg_get_serial_sequence('claims', 'id')) as id),
    made as (
      insert into claims (id, case_no, member_id, membership_id, claim_type, status, gross_cents, fee_cents, submitted_on)
      select next.id, 'CLM' || lpad(next.id::text, 8, '0'), ${memberId},
        (select id from memberships where member_id = ${memberId} order by id limit 1), 4, 'Submitted', 300000, 25000, ${TEST_TODAY}::date
      from next
      returning id, case_no
    ),
    event as (insert into claim_events (claim_id, status, at) select id, 'Submitted', now() from made)
    select case_no from made`);
  return (result as unknown as { rows: { case_no: string }[] }).rows[0]?.case_no ?? '';
}

describe('GET /api/Claims/GetMemberClaims and GetClaimDetails', () => {
  it('lists the member’s claims of every state, newest first, with their history', async () => {
    const claims = await claimsOf(institutional);
    const savings = claims.filter((c) => c.claimType === 4);
    expect(savings.map((c) => c.status)).toEqual(expect.arrayContaining(['Declined', 'Cancelled']));
    for (const claim of claims) {
      expect(claim.caseNo).toMatch(/^CLM\d{8}$/);
      expect(claim.claimTypeDescription).toBe('Savings withdrawal claim');
    }
    const dates = claims.map((c) => c.submittedDate ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);

    const declined = savings.find((c) => c.status === 'Declined');
    if (!declined) throw new Error('no declined claim');
    const details = await detailsOf(institutional, declined.caseNo);
    expect(details.declineReason).toMatch(/tax directive/);
    expect(details.history.map((h) => h.status)).toEqual([
      'Submitted',
      'DirectiveRequested',
      'Declined',
    ]);
    expect(details.canCancel).toBe(false);
    expect(details.bankAccount?.accountNumberMasked).toMatch(/^•••• \d{4}$/);
  });

  it('shows a paid claim whose fee, tax and net add up to the gross, as the fund paid it', async () => {
    const paid = (await claimsOf(hybrid)).find((c) => c.status === 'Paid');
    if (!paid) throw new Error('the hybrid member has no paid claim');
    const details = await detailsOf(hybrid, paid.caseNo);
    const cents = (rand: number | null) => Math.round((rand ?? 0) * 100);
    expect(cents(details.feeAmount) + cents(details.taxAmount) + cents(details.netAmount)).toBe(
      cents(details.grossAmount),
    );
    expect(details.taxAmount).toBeGreaterThan(0);
    expect(details.directiveNumber).toMatch(/^SIM\d{10}$/);
    expect(details.history.map((h) => h.status)).toEqual([
      'Submitted',
      'DirectiveRequested',
      'DirectiveIssued',
      'Paid',
    ]);
    // The fund paid the gross amount out of the savings pot on the payment date: the withdrawal
    // and the fee rows (the month's charges on the pot, if that day, are rows of their own).
    const rows = await server.db.execute(sql`
      select t.type, t.amount_cents::bigint as amount from transactions t
      join memberships m on m.id = t.membership_id
      where m.membership_number = ${details.membershipNumber} and t.tx_date = ${details.paidDate}::date
        and t.pot = 'savings' and t.type in ('withdrawal', 'fee')
        and t.name in ('Savings pot withdrawal', 'Savings withdrawal fee')`);
    const amounts = (rows as unknown as { rows: { type: string; amount: string }[] }).rows;
    expect(amounts.reduce((sum, row) => sum - Number(row.amount), 0)).toBe(
      cents(details.grossAmount),
    );
    expect(Number(amounts.find((row) => row.type === 'fee')?.amount)).toBe(
      -cents(details.feeAmount),
    );
  });

  it('gives a retirement claim waiting for its directive an estimated tax on the retirement table, and a savings claim none', async () => {
    const waiting = (await claimsOf(staff)).find(
      (c) => c.claimType === ClaimType.Retirement && c.status === 'DirectiveRequested',
    );
    if (!waiting?.submittedDate)
      throw new Error('the staff member has no retirement claim waiting');
    const details = await detailsOf(staff, waiting.caseNo);
    expect(details.taxAmount).toBeNull();
    // The staff member has been paid no earlier retirement, withdrawal or death lump sum here.
    const expected = lumpSumTax({
      kind: 'retirement',
      amountCents: Math.round(details.grossAmount * 100),
      accruedOn: waiting.submittedDate,
    });
    expect(details.estimatedTax).toEqual({
      amount: expected.taxCents / 100,
      label: ESTIMATED_TAX_LABELS.retirement,
    });
    const paid = (await claimsOf(hybrid)).find((c) => c.status === 'Paid');
    expect((await detailsOf(hybrid, paid?.caseNo ?? '')).estimatedTax).toBeNull();
  });

  it('splits a retirement claim into its cash lump sum and the part that buys an income, to the cent', async () => {
    const waiting = (await claimsOf(staff)).find(
      (c) => c.claimType === ClaimType.Retirement && c.status === 'DirectiveRequested',
    );
    if (!waiting?.submittedDate)
      throw new Error('the staff member has no retirement claim waiting');
    const details = await detailsOf(staff, waiting.caseNo);
    const split = details.retirementSplit;
    if (!split) throw new Error('no split on the retirement claim');
    const cents = (rand: number) => Math.round(rand * 100);
    expect(split.valuedOn).toBe(waiting.submittedDate);
    expect(split.cashLumpSum).toBe(details.grossAmount);
    expect(cents(split.cashLumpSum) + cents(split.buysIncome)).toBe(cents(split.fundValue));
    expect(
      cents(split.savingsComponent) +
        cents(split.vestedComponent) +
        cents(split.retirementComponent),
    ).toBe(cents(split.fundValue));
    // The fund's value is the one the IRR answers as its closing value for that day.
    const [irr] = (
      await json<{ internalRateOfReturn: { closingValue: number }[] }>(
        staff.api(`/api/Fund/GetFundDetails/${waiting.schemeNumber}/Irr`, {
          method: 'POST',
          json: { startDate: addDays(waiting.submittedDate, -30), endDate: waiting.submittedDate },
        }),
      )
    ).internalRateOfReturn;
    expect(split.fundValue).toBe(irr?.closingValue);
    // The most in cash: the savings component and a third of vested; none of retirement.
    const most = retirementCashOptions({
      savingsCents: cents(split.savingsComponent),
      vestedCents: cents(split.vestedComponent),
      retirementCents: cents(split.retirementComponent),
    });
    expect(cents(split.maximumCash)).toBe(most.maxCashCents);
    expect(split.isDeMinimis).toBe(false);
    expect(cents(split.cashLumpSum)).toBeLessThanOrEqual(most.maxCashCents);
    // A savings claim has no split.
    const paid = (await claimsOf(hybrid)).find((c) => c.status === 'Paid');
    expect((await detailsOf(hybrid, paid?.caseNo ?? '')).retirementSplit).toBeNull();
  });

  it('gives each step still to come its expected date on the service standard, and an ended claim none', async () => {
    const waiting = (await claimsOf(staff)).find((c) => c.status === 'DirectiveRequested');
    if (!waiting) throw new Error('the staff member has no claim waiting for its directive');
    const details = await detailsOf(staff, waiting.caseNo);
    const requested = details.history.find((step) => step.status === 'DirectiveRequested');
    if (!requested) throw new Error('no directive request in the history');
    const expected = expectedClaimSteps({
      status: details.status,
      reached: details.history.map((step) => ({
        status: step.status,
        on: todayInJohannesburg(new Date(step.at)),
      })),
      today: TEST_TODAY,
    });
    const steps = details.expectedSteps ?? [];
    expect(steps).toEqual(expected.map(({ workingDays: _days, ...step }) => step));
    expect(steps.map((step) => step.status)).toEqual(['DirectiveIssued', 'Paid']);
    const [directive, payment] = steps;
    expect(directive?.expectedDate).toBe(
      addWorkingDays(
        todayInJohannesburg(new Date(requested.at)),
        CLAIM_STEP_STANDARDS.DirectiveIssued.workingDays,
      ),
    );
    expect(directive?.standard).toBe('5 working days after the tax directive is requested');
    // Requested a month ago: the directive is late, and payment is expected from today on.
    expect(directive?.isLate).toBe(true);
    expect(payment?.expectedDate).toBe(
      addWorkingDays(TEST_TODAY, CLAIM_STEP_STANDARDS.Paid.workingDays),
    );
    const paid = (await claimsOf(hybrid)).find((c) => c.status === 'Paid');
    expect((await detailsOf(hybrid, paid?.caseNo ?? '')).expectedSteps).toEqual([]);
  });

  it('answers 404 for another member’s case number and 400 for one that is not text', async () => {
    const [theirs] = await claimsOf(institutional);
    if (!theirs) throw new Error('no claim');
    await json(hybrid.api(`/api/Claims/GetClaimDetails?caseNo=${theirs.caseNo}`), 404);
    await json(hybrid.api(`/api/Claims/GetPaymentLetters?caseNo=${theirs.caseNo}`), 404);
    await json(hybrid.api('/api/Claims/GetClaimDetails?caseNo=CLM99999999'), 404);
    await json(hybrid.api(`/api/Claims/GetClaimDetails?caseNo=${'9'.repeat(30)}`), 400);
  });
});

describe('GET /api/Claims/GetPaymentLetters', () => {
  it('gives a paid claim its letter, with the net amount and the account’s last four digits', async () => {
    const paid = (await claimsOf(hybrid)).find((c) => c.status === 'Paid');
    if (!paid) throw new Error('no paid claim');
    const details = await detailsOf(hybrid, paid.caseNo);
    const { paymentLetters } = await json<{ paymentLetters: PaymentLetter[] }>(
      hybrid.api(`/api/Claims/GetPaymentLetters?caseNo=${paid.caseNo}`),
    );
    expect(paymentLetters).toHaveLength(1);
    const [letter] = paymentLetters as [PaymentLetter];
    expect(letter.netAmount).toBe(details.netAmount);
    const file = await hybrid.api(`/api/PDF/DownloadMemberDocument?fileId=${letter.fileId}`);
    expect(file.status).toBe(200);
    const { text } = await pdfText(Buffer.from(await file.arrayBuffer()));
    expect(text).toContain(pdfRand(Math.round((details.netAmount ?? 0) * 100)));
    expect(text).toContain(pdfRand(Math.round(details.grossAmount * 100)));
    expect(text).toContain(details.directiveNumber ?? 'no directive');
    expect(text).toContain(details.bankAccount?.accountNumberMasked ?? 'no account');
    // Asked again: the same letter, not a second one.
    const again = await json<{ paymentLetters: PaymentLetter[] }>(
      hybrid.api(`/api/Claims/GetPaymentLetters?caseNo=${paid.caseNo}`),
    );
    expect(again.paymentLetters[0]?.fileId).toBe(letter.fileId);
    // It is among the member's documents, and nobody else's.
    const documents = await json<{ memberDocumentResponseList: { fileId: string }[] }>(
      hybrid.api('/api/PDF/GetMemberDocuments'),
    );
    expect(documents.memberDocumentResponseList.map((d) => d.fileId)).toContain(letter.fileId);
    await json(institutional.api(`/api/PDF/DownloadMemberDocument?fileId=${letter.fileId}`), 404);
  });

  it('has no letter for a claim that was not paid', async () => {
    const declined = (await claimsOf(institutional)).find((c) => c.status === 'Declined');
    const { paymentLetters } = await json<{ paymentLetters: PaymentLetter[] }>(
      institutional.api(`/api/Claims/GetPaymentLetters?caseNo=${declined?.caseNo ?? ''}`),
    );
    expect(paymentLetters).toEqual([]);
  });
});

describe('POST /api/Claims/cancelClaim', () => {
  const cancel = (agent: Agent, caseNo: string) =>
    agent.api('/api/Claims/cancelClaim', { method: 'POST', json: { caseNo } });

  it('cancels a submitted claim once, recording it in the history', async () => {
    const caseNo = await submittedClaim('institutional@demo.local');
    const answer = await json<{ claim: ClaimSummary }>(cancel(institutional, caseNo));
    expect(answer.claim).toMatchObject({ caseNo, status: 'Cancelled', canCancel: false });
    const details = await detailsOf(institutional, caseNo);
    expect(details.history.map((h) => h.status)).toEqual(['Submitted', 'Cancelled']);
    const again = await cancel(institutional, caseNo);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(CANNOT_CANCEL_MESSAGE);
  });

  it('refuses once the tax directive is requested, and another member’s claim', async () => {
    const waiting = (await claimsOf(staff)).find((c) => c.status === 'DirectiveRequested');
    if (!waiting) throw new Error('the staff member has no claim waiting for its directive');
    expect(waiting.canCancel).toBe(false);
    expect((await cancel(staff, waiting.caseNo)).status).toBe(409);
    expect((await detailsOf(staff, waiting.caseNo)).status).toBe('DirectiveRequested');

    const caseNo = await submittedClaim('institutional@demo.local');
    expect((await cancel(hybrid, caseNo)).status).toBe(404);
    expect((await detailsOf(institutional, caseNo)).status).toBe('Submitted');
  });

  it('keeps the status history append-only', async () => {
    await expect(server.db.execute(sql`update claim_events set note = 'x'`)).rejects.toThrow();
    await expect(server.db.execute(sql`delete from claim_events`)).rejects.toThrow();
  });
});
