import type {
  ClaimAllowed,
  ClaimDetails,
  ClaimSummary,
  PaymentLetter,
} from '@portal/contract/claims';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import type { PortfolioSummary } from '@portal/contract/portfolio';
import type { ClaimDraft } from '@portal/contract/savings-claim';
import type { HistoricalTaxCertificatesResponse } from '@portal/contract/tax-certificates';
import { ClaimType, isClaimClosed } from '@portal/domain/claims';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { demoTaxpayerOf } from '../../db/seed/identity-records';
import { privateTestDatabase } from '../../testing/database';
import { passIdentityChecks } from '../../testing/identity-checks';
import { queuedMail } from '../../testing/mail';
import { memberIdOfUsername } from '../../testing/members';
import { pdfRand, pdfText } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { withStepUp } from '../../testing/step-up';
import { NO_SAVINGS_POT_MESSAGE } from './savings-claim-lookup';

// A retail product's savings withdrawal (claim type RetailSavings 5): the employer fund's wizard
// calls with the same checks and limits, on the member's own retail two-pot product only; the
// claim followed, paid, its payment letter and tax certificate, and every call about it answering
// 404 to another member. A database of its own: the claim is paid and the product's value falls.

const RETAIL = 'retail@demo.local';
const PRESERVATION = 'member0007@demo.local';
const OTHER = 'institutional@demo.local';
/** The income tax number SARS's simulator holds for the retail member (the demo's register). */
const TAX_NUMBER = demoTaxpayerOf(RETAIL)?.taxNumber ?? '';
/** The AVS simulator's rules (decision 016): this account matches. */
const MATCHING_ACCOUNT = '62001234567';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let database: Database;
let server: TestServer;
const agents = new Map<string, Agent>();

beforeAll(async () => {
  database = await privateTestDatabase('retail_savings_claim');
  // Submitted claims move on every fifth of a second: the claim is followed to Paid here.
  server = await startTestServer({ CLAIM_STEP_SECONDS: '0.2' }, { db: database.db });
  for (const username of [RETAIL, PRESERVATION, OTHER])
    agents.set(username, await signIn(server, username));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

function agent(username: string): Agent {
  const found = agents.get(username);
  if (!found) throw new Error(`not signed in: ${username}`);
  return found;
}

async function json<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text.slice(0, 400)).toBe(status);
  return JSON.parse(text) as T;
}

type ErrorAnswer = { success: false; code: string; message: string };

async function allowedOf(username: string): Promise<ClaimAllowed[]> {
  return (
    await json<{ memberships: ClaimAllowed[] }>(
      agent(username).api('/api/Claims/CheckClaimAllowed'),
    )
  ).memberships;
}

/** A save, or a submission confirmed at its step-up as the member does in the window. */
function process(username: string, body: Record<string, unknown>) {
  return withStepUp(agent(username), () =>
    agent(username).api('/api/Claims/processbymemberclaimv2', { method: 'POST', json: body }),
  );
}

async function save(username: string, body: Record<string, unknown>): Promise<ClaimDraft> {
  return (await json<{ draft: ClaimDraft }>(process(username, { claimSubmissionType: 1, ...body })))
    .draft;
}

function upload(username: string, webTransactionNo: string, documentTypeId: number) {
  const form = new FormData();
  form.set('webTransactionNo', webTransactionNo);
  form.set('documentTypeId', String(documentTypeId));
  form.set('file', new Blob([new Uint8Array(PDF)]), 'doc.pdf');
  return agent(username).api('/api/Claims/UploadDocument', { method: 'POST', body: form });
}

async function claimsOf(username: string): Promise<ClaimSummary[]> {
  return (
    await json<{ claims: ClaimSummary[] }>(agent(username).api('/api/Claims/GetMemberClaims'))
  ).claims;
}

async function claimDetails(username: string, caseNo: string): Promise<ClaimDetails> {
  return (
    await json<{ claim: ClaimDetails }>(
      agent(username).api(`/api/Claims/GetClaimDetails?caseNo=${caseNo}`),
    )
  ).claim;
}

/** The member's retail two-pot product: its CheckClaimAllowed answer. */
async function retailPot(username: string): Promise<ClaimAllowed> {
  const [pot] = await allowedOf(username);
  if (!pot) throw new Error(`${username} has no two-pot product`);
  return pot;
}

describe('a retail product’s savings pot', () => {
  it('is the figure of the product page and of My portfolio, to the cent; other products have none', async () => {
    for (const username of [RETAIL, PRESERVATION]) {
      const pots = await allowedOf(username);
      // The retirement annuity or preservation fund only: a tax-free savings account has no pot.
      expect(pots, username).toHaveLength(1);
      const pot = pots[0]!;
      const details = await json<FundDetailsResponse>(
        agent(username).api(`/api/Fund/GetFundDetails/${encodeURIComponent(pot.schemeNumber)}`),
      );
      expect(details.information.fund.productTypeCategory).toBe('Retail');
      expect(details.information.fund.twoPotIndicator).toBe('Y');
      expect(Math.round(details.overview.savings * 100)).toBe(Math.round(pot.savingsPot * 100));
      const { summary } = await json<{ summary: PortfolioSummary }>(
        agent(username).api('/api/Portfolio/GetPortfolioSummary'),
      );
      const fund = summary.internalFunds.find((f) => f.schemeNumber === pot.schemeNumber);
      expect(Math.round((fund?.savingsPot ?? 0) * 100)).toBe(Math.round(pot.savingsPot * 100));
      expect(fund?.canClaimSavings).toBe(pot.isAllowed);
      expect(pot.savingsPot).toBeGreaterThan(2000);
    }
    // A save on the retail member's tax-free savings account is refused: it has no savings pot.
    const internal = await json<{ internalFunds: { schemeNumber: string; isRetail?: boolean }[] }>(
      agent(RETAIL).api('/api/Fund/Internal'),
    );
    const pot = await retailPot(RETAIL);
    const other = internal.internalFunds.find((f) => f.schemeNumber !== pot.schemeNumber);
    if (!other) throw new Error('the retail member holds one product only');
    const refused = await json<ErrorAnswer>(
      process(RETAIL, { schemeNumber: other.schemeNumber, claimSubmissionType: 1, claim: {} }),
      409,
    );
    expect(refused.message).toBe(NO_SAVINGS_POT_MESSAGE);
  });
});

describe('a retail savings withdrawal', () => {
  let pot: ClaimAllowed;
  let draft: ClaimDraft;
  let caseNo: string;

  beforeAll(async () => {
    pot = await retailPot(RETAIL);
    expect(pot.isAllowed, pot.reason ?? '').toBe(true);
  });

  it('is a RetailSavings claim (type 5) with the employer fund’s limits', async () => {
    draft = await save(RETAIL, { schemeNumber: pot.schemeNumber, claim: { amount: 3000 } });
    expect(draft).toMatchObject({
      claimType: ClaimType.RetailSavings,
      claimStatus: 1,
      exitType: 11,
      paymentOptionCode: 'SC',
      membershipDetails: { schemeNumber: pot.schemeNumber, savingsPot: pot.savingsPot },
    });
    const listed = (await claimsOf(RETAIL)).find((c) => c.status === 'Draft');
    expect(listed).toMatchObject({ claimType: 5, schemeNumber: pot.schemeNumber });
    // Below the R2 000 minimum, and one cent above the savings pot: refused on the amount with
    // the limit in words, and the amount kept as it was.
    for (const [amount, message] of [
      [1999.99, /^Withdrawal amount must be at least R2[\s\u00a0]?000$/],
      [
        Math.round(pot.savingsPot * 100 + 1) / 100,
        /^Please enter a number less than or equal to R[\d\u00a0]+(\.\d\d)?$/,
      ],
    ] as const) {
      const answer = await save(RETAIL, {
        schemeNumber: pot.schemeNumber,
        webTransactionNo: draft.webTransactionNo,
        claim: { amount },
      });
      expect(answer.amount, String(amount)).toBe(3000);
      expect(answer.fieldErrors?.amount?.[0], String(amount)).toMatch(message);
    }
    const kept = await json<{ draft: ClaimDraft }>(
      agent(RETAIL).api(`/api/Claims/GetClaimDraft?schemeNumber=${pot.schemeNumber}`),
    );
    expect(kept.draft.amount).toBe(3000);
  });

  it('answers 404 to another member for the product, the draft and its documents, and changes nothing', async () => {
    const scheme = encodeURIComponent(pot.schemeNumber);
    for (const path of [
      `/api/Claims/CheckClaimAllowed?schemeNumber=${scheme}`,
      `/api/Claims/GetClaimDraft?schemeNumber=${scheme}`,
    ])
      await json(agent(OTHER).api(path), 404);
    // Saving on the retail product, or on the retail member's draft from the other's own fund.
    await json(
      process(OTHER, { schemeNumber: pot.schemeNumber, claimSubmissionType: 1, claim: {} }),
      404,
    );
    const [own] = (await allowedOf(OTHER)).filter((m) => m.isAllowed);
    if (!own) throw new Error('the other member has no fund allowing a claim');
    await json(
      process(OTHER, {
        schemeNumber: own.schemeNumber,
        webTransactionNo: draft.webTransactionNo,
        claimSubmissionType: 1,
        claim: { amount: 2500 },
      }),
      404,
    );
    await json(upload(OTHER, draft.webTransactionNo, 1), 404);
    expect((await claimsOf(OTHER)).some((c) => c.claimType === ClaimType.RetailSavings)).toBe(
      false,
    );
    const kept = await json<{ draft: ClaimDraft }>(
      agent(RETAIL).api(`/api/Claims/GetClaimDraft?schemeNumber=${scheme}`),
    );
    expect(kept.draft).toMatchObject({ amount: 3000, documents: [] });
  });

  it('is submitted at its step-up and mailed with a link to its page under the product', async () => {
    await passIdentityChecks(agent(RETAIL), RETAIL);
    await save(RETAIL, {
      schemeNumber: pot.schemeNumber,
      webTransactionNo: draft.webTransactionNo,
      claim: { amount: 2500, annualTaxableIncome: 420_000, taxNumber: TAX_NUMBER },
    });
    await json(
      withStepUp(agent(RETAIL), () =>
        agent(RETAIL).api('/api/Claims/verifybankingdetails', {
          method: 'POST',
          json: {
            webTransactionNo: draft.webTransactionNo,
            bankName: 'Absa',
            branchCode: '632005',
            accountType: 1,
            accountHolderName: 'P van der Merwe',
            accountNumber: MATCHING_ACCOUNT,
          },
        }),
      ),
    );
    for (const documentTypeId of [1, 2])
      await json(upload(RETAIL, draft.webTransactionNo, documentTypeId));
    const submitted = await json<{ draft: ClaimDraft }>(
      process(RETAIL, {
        schemeNumber: pot.schemeNumber,
        webTransactionNo: draft.webTransactionNo,
        claimSubmissionType: 2,
        idempotencyKey: `retail-${draft.webTransactionNo}`,
      }),
    );
    caseNo = submitted.draft.caseNo ?? '';
    expect(caseNo).toMatch(/^CLM\d{8}$/);
    expect(submitted.draft).toMatchObject({ claimType: 5, claimStatus: 2 });
    const memberId = await memberIdOfUsername(server.db, RETAIL);
    const [mail] = await queuedMail(server.db, memberId, 'withdrawal-submitted');
    const page = `${server.config.publicUrl}/fund-details/${encodeURIComponent(pot.schemeNumber)}/claims/${caseNo}`;
    expect(mail?.text).toContain(`Follow withdrawal ${caseNo}: ${page}`);
    expect(mail?.text).not.toContain(`${server.config.publicUrl}/claims/`);
  });

  it('is followed to Paid, with its payment letter and tax certificate; another member gets 404', async () => {
    let claim = await claimDetails(RETAIL, caseNo);
    for (let tries = 0; !isClaimClosed(claim.status) && tries < 400; tries += 1) {
      server.app.claimProcessing.wake();
      await new Promise((resolve) => setTimeout(resolve, 100));
      claim = await claimDetails(RETAIL, caseNo);
    }
    expect(claim, claim.declineReason ?? '').toMatchObject({
      status: 'Paid',
      claimType: 5,
      schemeNumber: pot.schemeNumber,
    });
    const net = Math.round((claim.netAmount ?? 0) * 100);
    expect(net).toBe(
      250_000 - Math.round((claim.feeAmount ?? 0) * 100) - Math.round((claim.taxAmount ?? 0) * 100),
    );

    // The payment letter (issued in the background just after payment) states the net amount.
    let letters: PaymentLetter[] = [];
    for (let tries = 0; letters.length === 0 && tries < 200; tries += 1) {
      server.app.claimProcessing.wake();
      await new Promise((resolve) => setTimeout(resolve, 100));
      letters = (
        await json<{ paymentLetters: PaymentLetter[] }>(
          agent(RETAIL).api(`/api/Claims/GetPaymentLetters?caseNo=${caseNo}`),
        )
      ).paymentLetters;
    }
    const [letter] = letters;
    if (!letter) throw new Error('no payment letter');
    const letterPath = `/api/PDF/DownloadMemberDocument?fileId=${encodeURIComponent(letter.fileId)}`;
    const letterPdf = Buffer.from(await (await agent(RETAIL).api(letterPath)).arrayBuffer());
    expect((await pdfText(letterPdf)).text).toContain(pdfRand(net));

    // Its lump sum tax certificate, listed with the product's, states the same figures.
    const { details } = await json<HistoricalTaxCertificatesResponse>(
      agent(RETAIL).api(
        `/api/TaxCertificates/GetHistoricalTaxCertificates?schemeNumber=${encodeURIComponent(pot.schemeNumber)}`,
      ),
    );
    const certificate = details.find((c) => c.lumpSum?.caseNo === caseNo);
    if (!certificate?.lumpSum) throw new Error('no tax certificate for the claim');
    expect(Math.round(certificate.lumpSum.netAmount * 100)).toBe(net);
    expect(certificate.lumpSum.incomeSourceCode).toBe('3926');
    const certificatePath = `/api/TaxCertificates/DownloadPDF?id=${encodeURIComponent(certificate.id)}`;
    const certificatePdf = await agent(RETAIL).api(certificatePath);
    expect(certificatePdf.status).toBe(200);
    const certificateText = (await pdfText(Buffer.from(await certificatePdf.arrayBuffer()))).text;
    expect(certificateText).toContain(caseNo);
    expect(certificateText).toContain(pdfRand(net));

    // Paid mail: the claim's page, where the letter and the certificate are.
    const memberId = await memberIdOfUsername(server.db, RETAIL);
    const [paid] = await queuedMail(server.db, memberId, 'withdrawal-paid');
    expect(paid?.text).toContain(
      `/fund-details/${encodeURIComponent(pot.schemeNumber)}/claims/${caseNo}`,
    );

    // Nothing of the claim answers another member.
    for (const path of [
      `/api/Claims/GetClaimDetails?caseNo=${caseNo}`,
      `/api/Claims/GetPaymentLetters?caseNo=${caseNo}`,
      letterPath,
      certificatePath,
    ])
      await json(agent(OTHER).api(path), 404);
    await json(
      agent(OTHER).api('/api/Claims/cancelClaim', { method: 'POST', json: { caseNo } }),
      404,
    );
    expect((await claimDetails(RETAIL, caseNo)).status).toBe('Paid');
  });

  it('allows no second withdrawal from the product in the tax year', async () => {
    const after = await retailPot(RETAIL);
    expect(after.isAllowed).toBe(false);
    expect(after.reason).toMatch(/tax year/);
    expect(Math.round(after.savingsPot * 100)).toBe(Math.round(pot.savingsPot * 100) - 250_000);
    const refused = await json<ErrorAnswer>(
      process(RETAIL, { schemeNumber: pot.schemeNumber, claimSubmissionType: 1, claim: {} }),
      409,
    );
    expect(refused.message).toBe(after.reason);
  });
});
