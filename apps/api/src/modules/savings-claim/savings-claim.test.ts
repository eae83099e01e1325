import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimAllowed, ClaimDetails, ClaimSummary } from '@portal/contract/claims';
import type { Profile } from '@portal/contract/profile';
import type { ClaimDraft, UploadedDocument } from '@portal/contract/savings-claim';
import { bankMessages } from '@portal/domain/banks';
import { inputsFromWire, type FundProjection } from '@portal/contract/projection';
import { formatRand, randFromCents } from '@portal/domain/money';
import { savingsWithdrawalCostAtRetirement } from '@portal/domain/savings-withdrawal';
import { taxYearLabel } from '@portal/domain/sa-income-tax';
import type { Database } from '../../db/client';
import { members, stepUpConfirmations } from '../../db/schema';
import { NOT_THE_SIGNED_IN_MEMBER } from '../../idp/pages';
import { escapeHtml } from '../../lib/html';
import { privateTestDatabase } from '../../testing/database';
import { passIdentityChecks } from '../../testing/identity-checks';
import { queuedMail } from '../../testing/mail';
import { memberIdOfUsername } from '../../testing/members';
import {
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type Agent,
  type TestServer,
} from '../../testing/server';
import {
  confirmationAsked,
  confirmationPage,
  confirmDetails,
  withStepUp,
} from '../../testing/step-up';
import {
  NOT_A_CLAIM_DOCUMENT_MESSAGE,
  SUBMITTED_DOCUMENT_MESSAGE,
  uploadMessages,
} from './claim-documents.service';
import { CLAIM_NOT_DRAFT_MESSAGE } from './savings-claim.service';

// The savings withdrawal wizard's API (the claims issue; spec 3 §7 processbymemberclaim(v2),
// verifybankingdetails, the claim's documents): drafts, refusals, bank verification through the
// simulator's account-number rules (decision 016), uploads judged by content, and a submission
// that makes one claim however often it is sent. A database of its own: claims are submitted and
// documents uploaded here. The claims' background steps are set a day apart, so they stay put.

const INSTITUTIONAL = 'institutional@demo.local';
const RACER = 'member0005@demo.local';
const FAILING = 'member0012@demo.local';
const BLOCKED = 'member0011@demo.local';
const OTHER = 'hybrid@demo.local';

/** A valid income tax reference number (ten digits, Luhn check digit). */
const TAX_NUMBER = '0123456782';
/** The AVS simulator's rules (decision 016): ends 99 → ID number mismatch, and so on. */
const ACCOUNTS = {
  match: '62001234567',
  idMismatch: '62001234599',
  notFound: '62001234511',
  closed: '62001234513',
  technical: '62001230000',
  nonParticipating: '92001234567',
};

/** A small, well-formed PDF and a 1×1 PNG. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let database: Database;
let server: TestServer;
const agents = new Map<string, Agent>();

beforeAll(async () => {
  database = await privateTestDatabase('savings_claim');
  // The partner calls' budgets (partner-calls.test.ts proves them) are wide here: these tests ask
  // the bank about many accounts on one draft.
  server = await startTestServer(
    {
      CLAIM_STEP_SECONDS: '86400',
      BANK_VERIFICATIONS_PER_DRAFT: '100',
      BANK_VERIFICATIONS_PER_DAY: '100',
      ID_VERIFICATIONS_PER_DRAFT: '100',
      ID_VERIFICATIONS_PER_DAY: '100',
    },
    { db: database.db },
  );
  for (const username of [INSTITUTIONAL, RACER, FAILING, BLOCKED, OTHER])
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

type ErrorAnswer = {
  success: false;
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
};

/** The member's first fund that allows a savings claim today. */
async function allowedFund(username: string): Promise<ClaimAllowed> {
  const { memberships } = await json<{ memberships: ClaimAllowed[] }>(
    agent(username).api('/api/Claims/CheckClaimAllowed'),
  );
  const fund = memberships.find((m) => m.isAllowed);
  if (!fund) throw new Error(`${username} has no fund allowing a savings claim`);
  return fund;
}

/** A save, or a submission confirmed at its step-up as the member does in the window. */
function process(
  username: string,
  body: Record<string, unknown>,
  path = '/api/Claims/processbymemberclaimv2',
) {
  return withStepUp(agent(username), () =>
    agent(username).api(path, { method: 'POST', json: body }),
  );
}

async function save(username: string, body: Record<string, unknown>): Promise<ClaimDraft> {
  return (await json<{ draft: ClaimDraft }>(process(username, { claimSubmissionType: 1, ...body })))
    .draft;
}

/** A bank account verified for the draft, confirmed at its step-up as the member does. */
function verifyBank(username: string, webTransactionNo: string, account: Record<string, unknown>) {
  return withStepUp(agent(username), () =>
    agent(username).api('/api/Claims/verifybankingdetails', {
      method: 'POST',
      json: {
        webTransactionNo,
        bankName: 'Absa',
        branchCode: '632005',
        accountType: 1,
        accountHolderName: 'A Member',
        ...account,
      },
    }),
  );
}

function upload(
  username: string,
  fields: { webTransactionNo: string; documentTypeId: number },
  content: Buffer,
  fileName: string,
) {
  const form = new FormData();
  form.set('webTransactionNo', fields.webTransactionNo);
  form.set('documentTypeId', String(fields.documentTypeId));
  form.set('file', new Blob([new Uint8Array(content)]), fileName);
  return agent(username).api('/api/Claims/UploadDocument', { method: 'POST', body: form });
}

async function claimsOf(username: string): Promise<ClaimSummary[]> {
  return (
    await json<{ claims: ClaimSummary[] }>(agent(username).api('/api/Claims/GetMemberClaims'))
  ).claims;
}

/** A draft with every step done but the submission: identity, answers, bank and documents. */
async function readyDraft(username: string): Promise<ClaimDraft> {
  const fund = await allowedFund(username);
  await passIdentityChecks(agent(username), username);
  const draft = await save(username, {
    schemeNumber: fund.schemeNumber,
    claim: { amount: 2500, annualTaxableIncome: 250_000, taxNumber: TAX_NUMBER },
  });
  await json(verifyBank(username, draft.webTransactionNo, { accountNumber: ACCOUNTS.match }));
  for (const documentTypeId of [1, 2])
    await json(
      upload(
        username,
        { webTransactionNo: draft.webTransactionNo, documentTypeId },
        PDF,
        'doc.pdf',
      ),
    );
  const ready = await save(username, {
    schemeNumber: fund.schemeNumber,
    webTransactionNo: draft.webTransactionNo,
  });
  expect(ready).toMatchObject({ isReadyForSubmission: true, missingFields: [] });
  return ready;
}

describe('saving a draft (processbymemberclaim, processbymemberclaimv2)', () => {
  let fund: ClaimAllowed;
  let draft: ClaimDraft;

  beforeAll(async () => {
    fund = await allowedFund(INSTITUTIONAL);
  });

  it('makes one draft on the first save, with every step still missing', async () => {
    expect(
      (
        await json<{ draft: ClaimDraft | null }>(
          agent(INSTITUTIONAL).api(`/api/Claims/GetClaimDraft?schemeNumber=${fund.schemeNumber}`),
        )
      ).draft,
    ).toBeNull();
    draft = await save(INSTITUTIONAL, { schemeNumber: fund.schemeNumber, claim: { amount: 3000 } });
    expect(draft).toMatchObject({
      caseNo: null,
      claimStatus: 1,
      claimType: 4,
      exitType: 11,
      source: 3,
      target: 8,
      paymentOptionCode: 'SC',
      amount: 3000,
      isReadyForSubmission: false,
      changedFields: ['amount'],
      membershipDetails: { schemeNumber: fund.schemeNumber, savingsPot: fund.savingsPot },
    });
    expect(draft.webTransactionNo).toMatch(/^WT[0-9A-F]{16}$/);
    expect(draft.missingFields).toEqual([
      'kba',
      'idVerification',
      'annualTaxableIncome',
      'taxNumber',
      'banking',
      'documentType1',
      'documentType2',
    ]);
    expect(draft.estimate).toBeNull();

    // A second "first save" (the older call's name) answers the same draft.
    const again = await json<{ draft: ClaimDraft }>(
      process(
        INSTITUTIONAL,
        { schemeNumber: fund.schemeNumber, claimSubmissionType: 1, claim: {} },
        '/api/Claims/processbymemberclaim',
      ),
    );
    expect(again.draft.webTransactionNo).toBe(draft.webTransactionNo);
    expect(again.draft.changedFields).toEqual([]);
    const drafts = (await claimsOf(INSTITUTIONAL)).filter((c) => c.status === 'Draft');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ submittedDate: null, grossAmount: 3000 });
  });

  it('keeps fields left out, shows the estimate with the SARS disclaimer, and resumes', async () => {
    const saved = await save(INSTITUTIONAL, {
      schemeNumber: fund.schemeNumber,
      webTransactionNo: draft.webTransactionNo,
      claim: { annualTaxableIncome: 'R 300 000', taxNumber: '0123 456 782' },
    });
    expect(saved).toMatchObject({
      amount: 3000,
      annualTaxableIncome: 300_000,
      taxNumber: TAX_NUMBER,
      changedFields: ['annualTaxableIncome', 'taxNumber'],
      validations: { taxNumberValid: true, bankVerified: false },
    });
    expect(saved.missingFields).not.toContain('taxNumber');
    const estimate = saved.estimate;
    if (!estimate) throw new Error('no estimate');
    expect(estimate.grossAmount).toBe(3000);
    expect(estimate.feeAmount).toBe(250);
    expect(Math.round((estimate.grossAmount - estimate.feeAmount - estimate.taxAmount) * 100)).toBe(
      Math.round(estimate.netAmount * 100),
    );
    // R300 000 a year is in the 26 % bracket of both tables kept.
    expect(estimate.marginalRatePct).toBe(26);
    expect(estimate.taxAmount).toBeCloseTo(2750 * 0.26, 2);
    expect(estimate.disclaimer).toMatch(/SARS decides the final tax/);
    expect(estimate.disclaimer).toMatch(/tax debt/);
    expect(estimate.taxTableNote === null).toBe(
      estimate.taxTableYear === taxYearLabel(server.config.today ?? ''),
    );
    // DESIGN §1e: the cost at retirement is the member's one projection of the fund, with and
    // without the amount: the same figures GET /api/Projection/{schemeNumber}'s inputs give.
    const answer = await json<{ projection: FundProjection | null }>(
      agent(INSTITUTIONAL).api(`/api/Projection/${fund.schemeNumber}`),
    );
    if (!answer.projection) throw new Error('the fund is not projected');
    const inputs = inputsFromWire(answer.projection.inputs);
    const cost = savingsWithdrawalCostAtRetirement(inputs, 300_000);
    expect(cost.valueGivenUpCents).toBeGreaterThan(300_000);
    expect(cost.monthlyIncomeGivenUpCents).toBeGreaterThan(0);
    expect(estimate.costAtRetirement).toEqual({
      monthlyIncomeGivenUp: randFromCents(cost.monthlyIncomeGivenUpCents ?? 0),
      valueGivenUp: randFromCents(cost.valueGivenUpCents),
      retirementDate: answer.projection.inputs.retirementDate,
      expectedRealReturn: answer.projection.inputs.expectedRealReturn,
    });
    // The figures kept for earlier clients are the same projection's: in today's money, and in
    // the money of the retirement date after the inflation GET /api/Config gives.
    const config = await json<{ constants: { inflationPercent: number } }>(
      agent(INSTITUTIONAL).api('/api/Config'),
    );
    expect(estimate.inflationPercent).toBe(config.constants.inflationPercent);
    expect(estimate.projectedValueInTodaysMoney).toBe(randFromCents(cost.valueGivenUpCents));
    expect(estimate.projectedValueAtRetirement).toBe(randFromCents(cost.valueGivenUpThenCents));
    expect(estimate.projectedValueAtRetirement!).toBeGreaterThan(
      estimate.projectedValueInTodaysMoney!,
    );
    expect(estimate.growthAssumption).toContain(
      `Today's money allows for prices rising by ${config.constants.inflationPercent}% a year`,
    );
    expect(estimate.growthAssumption).not.toContain('10%');

    const resumed = await json<{ draft: ClaimDraft }>(
      agent(INSTITUTIONAL).api(`/api/Claims/GetClaimDraft?schemeNumber=${fund.schemeNumber}`),
    );
    expect(resumed.draft).toMatchObject({
      webTransactionNo: draft.webTransactionNo,
      amount: 3000,
      annualTaxableIncome: 300_000,
      changedFields: [],
    });
  });

  it.each([
    [{ amount: 1999.99 }, 'amount', 'Withdrawal amount must be at least R2\u00a0000'],
    [
      { annualTaxableIncome: '' },
      'annualTaxableIncome',
      'Please ensure that the taxable income field is populated.',
    ],
    [{ taxNumber: '0123456789' }, 'taxNumber', 'Please enter a valid tax number'],
  ])('refuses %j in fieldErrors and keeps nothing of that save', async (claim, field, message) => {
    const answer = await save(INSTITUTIONAL, {
      schemeNumber: fund.schemeNumber,
      webTransactionNo: draft.webTransactionNo,
      claim: { ...claim, amount: (claim as { amount?: number }).amount ?? 2500 },
    });
    expect(answer.fieldErrors).toEqual({ [field]: [message] });
    expect(answer).toMatchObject({ changedFields: [], amount: 3000 });
    const kept = await save(INSTITUTIONAL, {
      schemeNumber: fund.schemeNumber,
      webTransactionNo: draft.webTransactionNo,
    });
    expect(kept).toMatchObject({
      amount: 3000,
      annualTaxableIncome: 300_000,
      taxNumber: TAX_NUMBER,
    });
  });

  it('refuses more than the savings pot with its balance in the message', async () => {
    const answer = await save(INSTITUTIONAL, {
      schemeNumber: fund.schemeNumber,
      webTransactionNo: draft.webTransactionNo,
      // One cent more than the pot, kept to two decimals (a float sum can carry a third).
      claim: { amount: Math.round(fund.savingsPot * 100 + 1) / 100 },
    });
    expect(answer.amount).toBe(3000);
    expect(answer.fieldErrors?.amount?.[0]).toMatch(
      /^Please enter a number less than or equal to R[\d\u00a0]+(\.\d\d)?$/,
    );
  });

  it('refuses a first save where CheckClaimAllowed refuses, with its reason in words', async () => {
    const { memberships } = await json<{ memberships: ClaimAllowed[] }>(
      agent(BLOCKED).api('/api/Claims/CheckClaimAllowed'),
    );
    const blocked = memberships.find((m) => m.refusal === 'blocked');
    if (!blocked) throw new Error(`${BLOCKED} has no blocked fund`);
    const answer = await json<ErrorAnswer>(
      process(BLOCKED, { schemeNumber: blocked.schemeNumber, claimSubmissionType: 1, claim: {} }),
      409,
    );
    expect(answer.message).toBe(blocked.reason);
    expect((await claimsOf(BLOCKED)).some((c) => c.status === 'Draft')).toBe(false);
  });

  it('makes one draft when first saves race', async () => {
    const racer = await allowedFund(RACER);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        json<{ draft: ClaimDraft }>(
          process(RACER, { schemeNumber: racer.schemeNumber, claimSubmissionType: 1, claim: {} }),
        ),
      ),
    );
    expect(new Set(answers.map((a) => a.draft.webTransactionNo)).size).toBe(1);
    expect((await claimsOf(RACER)).filter((c) => c.status === 'Draft')).toHaveLength(1);
  });

  it('answers 404 for another member’s fund or draft, and changes nothing', async () => {
    const other = agent(OTHER);
    const schemesOf = async (who: Agent) =>
      (
        await json<{ internalFunds: { schemeNumber: string }[] }>(who.api('/api/Fund/Internal'))
      ).internalFunds.map((f) => f.schemeNumber);
    const theirs = new Set(await schemesOf(other));
    const onlyMine = (await schemesOf(agent(INSTITUTIONAL))).find((s) => !theirs.has(s));
    if (!onlyMine) throw new Error('no fund of the institutional member’s alone');
    await json(other.api(`/api/Claims/GetClaimDraft?schemeNumber=${onlyMine}`), 404);
    await json(
      process(OTHER, { schemeNumber: onlyMine, claimSubmissionType: 1, claim: { amount: 2000 } }),
      404,
    );
    const theirOwn = (
      await json<{ memberships: ClaimAllowed[] }>(other.api('/api/Claims/CheckClaimAllowed'))
    ).memberships[0];
    await json(
      process(OTHER, {
        schemeNumber: theirOwn?.schemeNumber ?? fund.schemeNumber,
        webTransactionNo: draft.webTransactionNo,
        claimSubmissionType: 1,
        claim: { amount: 2000 },
      }),
      404,
    );
    await json(verifyBank(OTHER, draft.webTransactionNo, { accountNumber: ACCOUNTS.match }), 404);
    await json(
      upload(OTHER, { webTransactionNo: draft.webTransactionNo, documentTypeId: 1 }, PDF, 'id.pdf'),
      404,
    );
    const mine = await save(INSTITUTIONAL, {
      schemeNumber: fund.schemeNumber,
      webTransactionNo: draft.webTransactionNo,
    });
    expect(mine).toMatchObject({ amount: 3000, banking: null, documents: [] });
  });
});

describe('verifybankingdetails', () => {
  let fund: ClaimAllowed;
  let webTransactionNo: string;

  beforeAll(async () => {
    fund = await allowedFund(INSTITUTIONAL);
    webTransactionNo = (await save(INSTITUTIONAL, { schemeNumber: fund.schemeNumber }))
      .webTransactionNo;
  });

  type BankAnswer = {
    result: string;
    isVerified: boolean;
    message: string;
    advice: string | null;
  };

  it.each([
    ['idMismatch', 'INFORMATION MISMATCH'],
    ['notFound', 'INFORMATION MISMATCH'],
    ['closed', 'INFORMATION MISMATCH'],
    ['technical', 'TECHNICAL ERROR'],
    ['nonParticipating', 'NON-PARTICIPATING BANK'],
  ] as const)(
    '%s: %s with its message and what to do, banking still missing',
    async (key, result) => {
      const answer = await json<BankAnswer>(
        verifyBank(INSTITUTIONAL, webTransactionNo, { accountNumber: ACCOUNTS[key] }),
      );
      // Which of the bank's checks failed is the administrator's (partner-calls.test.ts).
      expect(Object.keys(answer).sort()).toEqual([
        'advice',
        'isVerified',
        'message',
        'result',
        'success',
      ]);
      expect(answer).toMatchObject({ result, isVerified: false });
      expect(answer.message.length).toBeGreaterThan(20);
      expect(answer.advice).toMatch(/\w+/);
      const draft = await save(INSTITUTIONAL, {
        schemeNumber: fund.schemeNumber,
        webTransactionNo,
      });
      expect(draft.missingFields).toContain('banking');
      expect(draft.validations.bankVerificationResult).toBe(result);
    },
  );

  it('MATCH completes the banking step; the answers show the account masked', async () => {
    const answer = await json<BankAnswer>(
      verifyBank(INSTITUTIONAL, webTransactionNo, {
        accountNumber: ACCOUNTS.match,
        bankName: 'Absa',
        // Kept as it reads: no soft hyphen, no right-to-left override.
        accountHolderName: 'A\u00AD Member\u202E',
      }),
    );
    expect(answer).toMatchObject({ result: 'MATCH', isVerified: true, advice: null });
    const draft = await save(INSTITUTIONAL, { schemeNumber: fund.schemeNumber, webTransactionNo });
    expect(draft.missingFields).not.toContain('banking');
    expect(draft.banking).toEqual({
      bankName: 'Absa',
      branchCode: '632005',
      accountType: 1,
      accountNumberMasked: '•••• 4567',
      accountHolderName: 'A Member',
    });
    expect(JSON.stringify(draft)).not.toContain(ACCOUNTS.match);
  });

  it('refuses a foreign account, an unknown branch and a malformed number before asking the bank', async () => {
    const foreign = await json<ErrorAnswer>(
      verifyBank(INSTITUTIONAL, webTransactionNo, {
        accountNumber: ACCOUNTS.match,
        accountType: 7,
      }),
      400,
    );
    expect(foreign.fieldErrors?.accountType).toEqual([bankMessages.foreignAccount]);
    const branch = await json<ErrorAnswer>(
      verifyBank(INSTITUTIONAL, webTransactionNo, {
        accountNumber: ACCOUNTS.match,
        branchCode: '123456',
      }),
      400,
    );
    expect(branch.fieldErrors?.branchCode).toEqual([bankMessages.branchCodeUnknown]);
    const number = await json<ErrorAnswer>(
      verifyBank(INSTITUTIONAL, webTransactionNo, { accountNumber: '12AB' }),
      400,
    );
    expect(number.fieldErrors?.accountNumber).toEqual([bankMessages.accountNumberDigits]);
    // The verified account is still the one on the draft.
    const draft = await save(INSTITUTIONAL, { schemeNumber: fund.schemeNumber, webTransactionNo });
    expect(draft.validations.bankVerificationResult).toBe('MATCH');
  });
});

describe('supporting documents (UploadDocument, DeleteDocument)', () => {
  let webTransactionNo: string;
  let schemeNumber: string;

  beforeAll(async () => {
    schemeNumber = (await allowedFund(INSTITUTIONAL)).schemeNumber;
    webTransactionNo = (await save(INSTITUTIONAL, { schemeNumber })).webTransactionNo;
  });

  it('keeps a PDF, lists it on the draft and among the member’s documents, and downloads it', async () => {
    const { document } = await json<{ document: UploadedDocument }>(
      upload(INSTITUTIONAL, { webTransactionNo, documentTypeId: 1 }, PDF, 'C:\\scans\\my id.pdf'),
    );
    expect(document).toMatchObject({
      fileName: 'my id.pdf',
      documentTypeId: 1,
      documentTypeName: 'Copy of your ID',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    const draft = await save(INSTITUTIONAL, { schemeNumber, webTransactionNo });
    expect(draft.documents.map((d) => d.fileId)).toEqual([document.fileId]);
    expect(draft.missingFields).not.toContain('documentType1');
    expect(draft.missingFields).toContain('documentType2');

    const list = await json<{
      memberDocumentResponseList: { fileId: string; documentType: string; contentType: string }[];
    }>(agent(INSTITUTIONAL).api('/api/PDF/GetMemberDocuments'));
    expect(list.memberDocumentResponseList.find((d) => d.fileId === document.fileId)).toMatchObject(
      {
        documentType: 'upload',
        contentType: 'application/pdf',
      },
    );
    const file = await agent(INSTITUTIONAL).api(
      `/api/PDF/DownloadMemberDocument?fileId=${document.fileId}`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    await json(agent(OTHER).api(`/api/PDF/DownloadMemberDocument?fileId=${document.fileId}`), 404);
  });

  it('judges by content, not by name: a PNG named .pdf stays a PNG; text named .pdf is refused', async () => {
    const { document } = await json<{ document: UploadedDocument }>(
      upload(INSTITUTIONAL, { webTransactionNo, documentTypeId: 2 }, PNG, 'statement.pdf'),
    );
    expect(document).toMatchObject({ contentType: 'image/png', fileName: 'statement.png' });
    const file = await agent(INSTITUTIONAL).api(
      `/api/PDF/DownloadMemberDocument?fileId=${document.fileId}`,
    );
    expect(file.headers.get('content-type')).toMatch(/^image\/png/);

    const lying = await json<ErrorAnswer>(
      upload(
        INSTITUTIONAL,
        { webTransactionNo, documentTypeId: 3 },
        Buffer.from('just some text, not a PDF'),
        'letter.pdf',
      ),
      400,
    );
    expect(lying.message).toMatch(/^Upload failed! Only PDF, JPEG or PNG/);
    const empty = await json<ErrorAnswer>(
      upload(INSTITUTIONAL, { webTransactionNo, documentTypeId: 3 }, Buffer.alloc(0), 'empty.pdf'),
      400,
    );
    expect(empty.message).toMatch(/^Upload failed! The file is empty/);
  });

  it('refuses a file over 5 MB and an unknown document type', async () => {
    const large = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await json<ErrorAnswer>(
      upload(INSTITUTIONAL, { webTransactionNo, documentTypeId: 3 }, large, 'big.pdf'),
      400,
    );
    expect(answer.message).toMatch(/^Upload failed! The file is larger than 5 MB/);
    await json(upload(INSTITUTIONAL, { webTransactionNo, documentTypeId: 9 }, PDF, 'x.pdf'), 400);
    const json400 = await agent(INSTITUTIONAL).api('/api/Claims/UploadDocument', {
      method: 'POST',
      json: { webTransactionNo },
    });
    expect(json400.status).toBe(400);
    const draft = await save(INSTITUTIONAL, { schemeNumber, webTransactionNo });
    expect(draft.documents).toHaveLength(2);
  });

  it('answers malformed uploads with 400 in the error model and keeps nothing', async () => {
    const before = (await save(INSTITUTIONAL, { schemeNumber, webTransactionNo })).documents.length;
    /** A multipart body as written, with its boundary in the content type. */
    const raw = (boundary: string, body: string) =>
      agent(INSTITUTIONAL).api('/api/Claims/UploadDocument', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
    const part = (boundary: string, name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const filePart = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${PDF.toString('latin1')}\r\n`;
    const b = 'formboundary7MA4YWxkTrZu0gW';
    const cases = [
      // A NUL inside a field.
      part(b, 'webTransactionNo', `${webTransactionNo}\u0000`) +
        part(b, 'documentTypeId', '1') +
        filePart(b) +
        `--${b}--\r\n`,
      // A body whose closing boundary never comes.
      part(b, 'webTransactionNo', webTransactionNo) + part(b, 'documentTypeId', '1') + filePart(b),
    ];
    for (const body of cases) {
      const answer = await json<ErrorAnswer>(raw(b, body), 400);
      expect(answer).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      expect(answer.message).toMatch(/^Upload failed!/);
    }
    // A boundary of 300 characters.
    const long = 'x'.repeat(300);
    const answer = await json<ErrorAnswer>(
      raw(
        long,
        part(long, 'webTransactionNo', webTransactionNo) + filePart(long) + `--${long}--\r\n`,
      ),
      400,
    );
    expect(answer.message).toMatch(/^Upload failed!/);
    const after = (await save(INSTITUTIONAL, { schemeNumber, webTransactionNo })).documents.length;
    expect(after).toBe(before);
  });

  it('keeps and serves a file name without format characters: no right-to-left override', async () => {
    // U+202E would draw 'fdp.exe.pdf' reversed, so the name would read as a PDF's (UAX #9).
    const { document } = await json<{ document: UploadedDocument }>(
      upload(INSTITUTIONAL, { webTransactionNo, documentTypeId: 3 }, PDF, '\u202Efdp.exe.pdf'),
    );
    expect(document.fileName).toBe('fdp.exe.pdf');
    const draft = await save(INSTITUTIONAL, { schemeNumber, webTransactionNo });
    expect(draft.documents.find((d) => d.fileId === document.fileId)?.fileName).toBe('fdp.exe.pdf');
    const stored = await server.db.execute(
      sql`select file_name from member_documents where file_id = ${document.fileId}`,
    );
    expect((stored as unknown as { rows: { file_name: string }[] }).rows[0]?.file_name).toBe(
      'fdp.exe.pdf',
    );
    const file = await agent(INSTITUTIONAL).api(
      `/api/PDF/DownloadMemberDocument?fileId=${document.fileId}`,
    );
    expect(file.status).toBe(200);
    const disposition = file.headers.get('content-disposition') ?? '';
    expect(decodeURIComponent(disposition)).not.toMatch(/[\p{Cf}]/u);
    expect(disposition).toContain(`filename*=UTF-8''fdp.exe.pdf`);
    await json(
      agent(INSTITUTIONAL).api(`/api/Documents/DeleteDocument?fileId=${document.fileId}`, {
        method: 'DELETE',
      }),
    );

    // A name kept before format characters were taken out is served without them too.
    const memberId = await memberIdOfUsername(server.db, INSTITUTIONAL);
    const kept = await server.db.execute(sql`
      insert into member_documents (member_id, kind, title, file_name, status, content)
      values (${memberId}, 'letter', 'A letter', ${'\u202Efdp.exe.pdf'}, 'Completed', ${PDF})
      returning file_id`);
    const fileId = (kept as unknown as { rows: { file_id: string }[] }).rows[0]?.file_id ?? '';
    const old = await agent(INSTITUTIONAL).api(`/api/PDF/DownloadMemberDocument?fileId=${fileId}`);
    expect(old.status).toBe(200);
    const oldDisposition = old.headers.get('content-disposition') ?? '';
    expect(decodeURIComponent(oldDisposition)).not.toMatch(/[\p{Cf}]/u);
    expect(oldDisposition).toContain(`filename*=UTF-8''fdp.exe.pdf`);
    await server.db.execute(sql`delete from member_documents where file_id = ${fileId}`);
  });

  it('deletes the member’s own upload from the draft and the documents; others’ answer 404', async () => {
    const { document } = await json<{ document: UploadedDocument }>(
      upload(INSTITUTIONAL, { webTransactionNo, documentTypeId: 3 }, PDF, 'other.pdf'),
    );
    await json(
      agent(OTHER).api(`/api/Documents/DeleteDocument?fileId=${document.fileId}`, {
        method: 'DELETE',
      }),
      404,
    );
    await json(
      agent(INSTITUTIONAL).api(`/api/Documents/DeleteDocument?fileId=${document.fileId}`, {
        method: 'DELETE',
      }),
    );
    const draft = await save(INSTITUTIONAL, { schemeNumber, webTransactionNo });
    expect(draft.documents.map((d) => d.fileId)).not.toContain(document.fileId);
    await json(
      agent(INSTITUTIONAL).api(`/api/PDF/DownloadMemberDocument?fileId=${document.fileId}`),
      404,
    );
    await json(
      agent(INSTITUTIONAL).api(`/api/Documents/DeleteDocument?fileId=${document.fileId}`, {
        method: 'DELETE',
      }),
      404,
    );
  });

  it('refuses to delete a document the fund issued', async () => {
    const memberId = await memberIdOfUsername(server.db, OTHER);
    const letter = await server.db.execute(sql`
      insert into member_documents (member_id, kind, title, file_name, status, content)
      values (${memberId}, 'letter', 'A letter', 'letter.pdf', 'Completed', ${PDF})
      returning file_id`);
    const fileId = (letter as unknown as { rows: { file_id: string }[] }).rows[0]?.file_id ?? '';
    const answer = await json<ErrorAnswer>(
      agent(OTHER).api(`/api/Documents/DeleteDocument?fileId=${fileId}`, { method: 'DELETE' }),
      409,
    );
    expect(answer.message).toBe(NOT_A_CLAIM_DOCUMENT_MESSAGE);
  });
});

/** The income tax number the fund holds for the member (issue 45). */
async function heldTaxNumberOf(username: string): Promise<string | null> {
  const memberId = await memberIdOfUsername(server.db, username);
  const [member] = await server.db
    .select({ taxNumber: members.incomeTaxNumber })
    .from(members)
    .where(eq(members.id, memberId));
  return member?.taxNumber ?? null;
}

async function profileOf(username: string): Promise<Profile> {
  return (await json<{ profile: Profile }>(agent(username).api('/api/Profile/GetProfileDetails')))
    .profile;
}

/** The fund holds no tax number for the member (a member the fund never had one for). */
async function forgetTaxNumber(username: string): Promise<void> {
  const memberId = await memberIdOfUsername(server.db, username);
  await server.db.update(members).set({ incomeTaxNumber: null }).where(eq(members.id, memberId));
}

describe('submitting the claim', () => {
  it('refuses a draft that is not ready, saying what is missing', async () => {
    const fund = await allowedFund(INSTITUTIONAL);
    const draft = await save(INSTITUTIONAL, { schemeNumber: fund.schemeNumber });
    const answer = await json<ErrorAnswer>(
      process(INSTITUTIONAL, {
        schemeNumber: fund.schemeNumber,
        webTransactionNo: draft.webTransactionNo,
        claimSubmissionType: 2,
        idempotencyKey: 'not-ready-0001',
      }),
      400,
    );
    expect(answer.message).toMatch(/^Your claim is not ready to submit yet\. Please /);
    expect(Object.keys(answer.fieldErrors ?? {})).toEqual(draft.missingFields);
    expect((await claimsOf(INSTITUTIONAL)).some((c) => c.status === 'Submitted')).toBe(false);
  });

  it('makes one claim with a case number, listed at once; a retry with the key answers it', async () => {
    const ready = await readyDraft(INSTITUTIONAL);
    // The tax number step starts with the number the fund holds (SARS's register's for this
    // named member); the member gave another for this claim.
    expect(ready.heldTaxNumber).toBe('0147293658');
    expect(ready.taxNumber).toBe(TAX_NUMBER);
    const body = {
      schemeNumber: ready.membershipDetails.schemeNumber,
      webTransactionNo: ready.webTransactionNo,
      claimSubmissionType: 2,
      idempotencyKey: 'submit-key-0001',
    };
    const { draft } = await json<{ draft: ClaimDraft }>(process(INSTITUTIONAL, body));
    expect(draft).toMatchObject({ claimStatus: 2, isReadyForSubmission: false, amount: 2500 });
    expect(draft.caseNo).toMatch(/^CLM\d{8}$/);
    expect(draft.claimReceiptDate).toBe(server.config.today);
    // The number held is not overwritten by the one given: the claim keeps it as given.
    expect(draft).toMatchObject({ taxNumber: TAX_NUMBER, heldTaxNumber: null });
    expect(await heldTaxNumberOf(INSTITUTIONAL)).toBe('0147293658');
    // The submitted claim keeps its cost at retirement, worked from the savings pot before it.
    const cost = draft.estimate?.costAtRetirement;
    expect(cost?.valueGivenUp).toBeGreaterThan(2500);
    expect(cost?.monthlyIncomeGivenUp).toBeGreaterThan(0);

    const listed = (await claimsOf(INSTITUTIONAL)).find((c) => c.caseNo === draft.caseNo);
    expect(listed).toMatchObject({ status: 'Submitted', grossAmount: 2500, canCancel: true });
    const details = await json<{ claim: ClaimDetails }>(
      agent(INSTITUTIONAL).api(`/api/Claims/GetClaimDetails?caseNo=${draft.caseNo}`),
    );
    expect(details.claim).toMatchObject({
      feeAmount: 250,
      bankAccount: { bankName: 'Absa', accountNumberMasked: '•••• 4567' },
    });
    expect(details.claim.history.map((h) => h.status)).toEqual(['Submitted']);

    // The retry with the key, the older call, and a repeat without the key: the same claim.
    const retry = await json<{ draft: ClaimDraft }>(
      process(INSTITUTIONAL, body, '/api/Claims/processbymemberclaim'),
    );
    expect(retry.draft.caseNo).toBe(draft.caseNo);
    const repeat = await json<{ draft: ClaimDraft }>(
      process(INSTITUTIONAL, { ...body, idempotencyKey: 'submit-key-0002' }),
    );
    expect(repeat.draft.caseNo).toBe(draft.caseNo);
    expect((await claimsOf(INSTITUTIONAL)).filter((c) => c.status === 'Submitted')).toHaveLength(1);
    // One email for the one submission, with the amount asked for.
    const told = await queuedMail(
      server.db,
      await memberIdOfUsername(server.db, INSTITUTIONAL),
      'withdrawal-submitted',
    );
    expect(told.filter((m) => m.subject.includes(draft.caseNo ?? '-'))).toHaveLength(1);
    expect(told.at(-1)?.text).toContain(`withdrawal of ${formatRand(250_000)} before tax`);
    // It links the claim's own page (issue 46).
    expect(told.at(-1)?.text).toContain(`${server.config.publicUrl}/claims/${draft.caseNo ?? '-'}`);
    // Where the money goes is told as a security notice of its own: the bank and the last four
    // digits, never the whole number.
    const memberId = await memberIdOfUsername(server.db, INSTITUTIONAL);
    const bank = (await queuedMail(server.db, memberId, 'bank-details-given')).filter((m) =>
      m.subject.includes(draft.caseNo ?? '-'),
    );
    expect(bank).toHaveLength(1);
    expect(bank[0]?.text).toContain('the Absa account ending 4567');
    expect(bank[0]?.text).not.toContain(ACCOUNTS.match);
    expect(bank[0]?.text).toContain(`${server.config.publicUrl}/claims/${draft.caseNo ?? '-'}`);
    // Each document uploaded for it was told, with the withdrawal's steps to see it.
    const uploads = (await queuedMail(server.db, memberId, 'document-received')).filter((m) =>
      m.subject.includes(draft.caseNo ?? '-'),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(draft.documents.length);
    expect(uploads.at(-1)?.text).toMatch(/you uploaded .+ \(.+\) for your savings withdrawal/);
    expect(uploads.at(-1)?.text).toContain(
      `${server.config.publicUrl}/claims/savings-withdrawal/${draft.membershipDetails.schemeNumber}`,
    );

    // The draft is gone: a submitted claim cannot be saved or its documents deleted.
    const saveAfter = await json<ErrorAnswer>(
      process(INSTITUTIONAL, { ...body, claimSubmissionType: 1 }),
      409,
    );
    expect(saveAfter.message).toBe(CLAIM_NOT_DRAFT_MESSAGE);
    const fileId = draft.documents[0]?.fileId ?? '';
    const deleting = await json<ErrorAnswer>(
      agent(INSTITUTIONAL).api(`/api/Documents/DeleteDocument?fileId=${fileId}`, {
        method: 'DELETE',
      }),
      409,
    );
    expect(deleting.message).toBe(SUBMITTED_DOCUMENT_MESSAGE);
    // A claim in progress: no new draft on that fund.
    const { memberships } = await json<{ memberships: ClaimAllowed[] }>(
      agent(INSTITUTIONAL).api(`/api/Claims/CheckClaimAllowed?schemeNumber=${body.schemeNumber}`),
    );
    const refused = await json<ErrorAnswer>(
      process(INSTITUTIONAL, {
        schemeNumber: body.schemeNumber,
        claimSubmissionType: 1,
        claim: {},
      }),
      409,
    );
    expect(refused.message).toBe(memberships[0]?.reason);
  });

  it('makes one claim when several submits race', async () => {
    // A member the fund holds no tax number for: the submitted claim records the one given.
    await forgetTaxNumber(RACER);
    expect((await profileOf(RACER)).incomeTaxNumber).toBeNull();
    const ready = await readyDraft(RACER);
    expect(ready.heldTaxNumber).toBeNull();
    const submit = (idempotencyKey?: string) =>
      agent(RACER).api('/api/Claims/processbymemberclaimv2', {
        method: 'POST',
        json: {
          schemeNumber: ready.membershipDetails.schemeNumber,
          webTransactionNo: ready.webTransactionNo,
          claimSubmissionType: 2,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        },
      });
    // The member confirmed these details once (one window for the presses that asked).
    const confirmation = await confirmationAsked(await submit('race-key-0000'));
    expect(confirmation).toBeDefined();
    await confirmDetails(agent(RACER), confirmation ?? '');
    const answers = await Promise.all(
      ['race-key-0001', 'race-key-0002', 'race-key-0001', undefined].map((idempotencyKey) =>
        json<{ draft: ClaimDraft }>(submit(idempotencyKey)),
      ),
    );
    expect(new Set(answers.map((a) => a.draft.caseNo)).size).toBe(1);
    const claims = await claimsOf(RACER);
    expect(claims.filter((c) => c.status === 'Submitted')).toHaveLength(1);
    expect(claims.filter((c) => c.status === 'Draft')).toHaveLength(0);
    // Recorded once, on the member, with its audit entry (issue 45); the profile answers it.
    expect(await heldTaxNumberOf(RACER)).toBe(TAX_NUMBER);
    expect((await profileOf(RACER)).incomeTaxNumber).toBe(TAX_NUMBER);
    const audit = await server.db.execute(sql`
      select actor, fields, before, after from profile_audit
      where member_id = ${await memberIdOfUsername(server.db, RACER)}
        and source = 'SubmitSavingsClaim'`);
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      {
        actor: expect.stringMatching(/^AF\d+$/) as unknown,
        fields: ['incomeTaxNumber'],
        before: {},
        after: { incomeTaxNumber: TAX_NUMBER },
      },
    ]);
  });

  it('leaves no half claim when the submission fails half way', async () => {
    await forgetTaxNumber(FAILING);
    const ready = await readyDraft(FAILING);
    const memberId = await memberIdOfUsername(server.db, FAILING);
    const before = await server.db.execute(
      sql`select status, version, draft, case_no from claims where member_id = ${memberId} and status = 'Draft'`,
    );
    await server.db.execute(sql`
      create function savings_claim_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'history unavailable'; end $$`);
    await server.db.execute(sql`
      create trigger savings_claim_test_fail before insert on claim_events
      for each row execute function savings_claim_test_fail()`);
    try {
      const body = {
        schemeNumber: ready.membershipDetails.schemeNumber,
        webTransactionNo: ready.webTransactionNo,
        claimSubmissionType: 2,
        idempotencyKey: 'failing-key-0001',
      };
      await json<ErrorAnswer>(process(FAILING, body), 500);
    } finally {
      await server.db.execute(sql`drop trigger savings_claim_test_fail on claim_events`);
      await server.db.execute(sql`drop function savings_claim_test_fail()`);
    }
    const after = await server.db.execute(
      sql`select status, version, draft, case_no from claims where member_id = ${memberId} and status = 'Draft'`,
    );
    expect((after as unknown as { rows: unknown[] }).rows).toEqual(
      (before as unknown as { rows: unknown[] }).rows,
    );
    const claims = await claimsOf(FAILING);
    expect(claims.some((c) => c.status === 'Submitted')).toBe(false);
    const keyed = await server.db.execute(
      sql`select count(*)::int as n from claims where member_id = ${memberId} and idempotency_key is not null`,
    );
    expect((keyed as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // Nor a tax number recorded on the member.
    expect(await heldTaxNumberOf(FAILING)).toBeNull();
  });
});

describe('uploads per member per day (UPLOADS_PER_MEMBER_PER_DAY, UPLOAD_MB_PER_MEMBER_PER_DAY)', () => {
  // A server of its own on this database with small daily bounds (4 uploads, 1 MB) that keeps a
  // cancelled claim's documents 0 days. Its members upload nowhere else in this file.
  const CYCLER = 'member0006@demo.local';
  const PARALLEL = 'member0009@demo.local';
  const HEAVY = 'member0010@demo.local';
  const PER_DAY = 4;
  const BYTES_PER_DAY = 1024 * 1024;
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer(
      {
        CLAIM_STEP_SECONDS: '86400',
        UPLOADS_PER_MEMBER_PER_DAY: String(PER_DAY),
        UPLOAD_MB_PER_MEMBER_PER_DAY: '1',
        CANCELLED_CLAIM_DOCUMENT_RETENTION_DAYS: '0',
      },
      { db: database.db },
    );
    for (const username of [CYCLER, PARALLEL, HEAVY])
      agents.set(username, await signIn(limited, username));
  }, 60_000);
  afterAll(async () => limited?.close());

  /** The member's uploads kept among their documents. */
  async function uploadsOf(username: string): Promise<{ fileId: string; sizeBytes: number }[]> {
    const memberId = await memberIdOfUsername(server.db, username);
    const result = await server.db.execute(
      sql`select file_id::text as "fileId", octet_length(content) as "sizeBytes"
          from member_documents where member_id = ${memberId} and kind = 'upload'`,
    );
    return (result as unknown as { rows: { fileId: string; sizeBytes: number }[] }).rows;
  }

  async function cancelDraft(username: string): Promise<void> {
    const draft = (await claimsOf(username)).find((claim) => claim.status === 'Draft');
    if (!draft) throw new Error(`${username} has no draft`);
    await json(
      agent(username).api('/api/Claims/cancelClaim', {
        method: 'POST',
        json: { caseNo: draft.caseNo },
      }),
    );
  }

  /** A PDF of about `bytes` bytes (judged by its content: a PDF header, then padding). */
  function pdfOf(bytes: number): Buffer {
    return Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);
  }

  let cancelledWebTransactionNo: string;
  let currentWebTransactionNo: string;

  it('counts uploads across cancelled claims: cancelling and starting again gives no new allowance', async () => {
    const { schemeNumber } = await allowedFund(CYCLER);
    const first = await save(CYCLER, { schemeNumber });
    cancelledWebTransactionNo = first.webTransactionNo;
    for (const documentTypeId of [1, 2])
      await json(
        upload(CYCLER, { webTransactionNo: first.webTransactionNo, documentTypeId }, PDF, 'a.pdf'),
      );
    await cancelDraft(CYCLER);
    const second = await save(CYCLER, { schemeNumber });
    expect(second.webTransactionNo).not.toBe(first.webTransactionNo);
    currentWebTransactionNo = second.webTransactionNo;
    for (const documentTypeId of [1, 2])
      await json(
        upload(CYCLER, { webTransactionNo: second.webTransactionNo, documentTypeId }, PDF, 'b.pdf'),
      );

    // The fifth of the day: refused until tomorrow in Johannesburg, and nothing kept.
    const before = await uploadsOf(CYCLER);
    const refused = await upload(
      CYCLER,
      { webTransactionNo: second.webTransactionNo, documentTypeId: 3 },
      PDF,
      'c.pdf',
    );
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: uploadMessages.tooManyToday(PER_DAY),
    });
    expect(await uploadsOf(CYCLER)).toEqual(before);
    const draft = await save(CYCLER, { schemeNumber, webTransactionNo: second.webTransactionNo });
    expect(draft.documents).toHaveLength(2);
  });

  it('lets no more than the day’s uploads through when they race, over two claims', async () => {
    const { memberships } = await json<{ memberships: ClaimAllowed[] }>(
      agent(PARALLEL).api('/api/Claims/CheckClaimAllowed'),
    );
    const funds = memberships.filter((m) => m.isAllowed);
    expect(funds.length).toBeGreaterThanOrEqual(1);
    const drafts = await Promise.all(
      funds.slice(0, 2).map(({ schemeNumber }) => save(PARALLEL, { schemeNumber })),
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        upload(
          PARALLEL,
          {
            webTransactionNo: drafts[i % drafts.length]?.webTransactionNo ?? '',
            documentTypeId: 1 + (i % 3),
          },
          PDF,
          `race-${i}.pdf`,
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    expect(await uploadsOf(PARALLEL)).toHaveLength(PER_DAY);
  });

  it('bounds the day’s bytes too: a file that would pass them is refused, a smaller one still fits', async () => {
    const { schemeNumber } = await allowedFund(HEAVY);
    const { webTransactionNo } = await save(HEAVY, { schemeNumber });
    const large = pdfOf(700 * 1024);
    await json(upload(HEAVY, { webTransactionNo, documentTypeId: 1 }, large, 'scan-1.pdf'));
    const refused = await json<ErrorAnswer>(
      upload(HEAVY, { webTransactionNo, documentTypeId: 2 }, large, 'scan-2.pdf'),
      429,
    );
    expect(refused.message).toBe(uploadMessages.tooManyBytesToday(BYTES_PER_DAY));
    expect(refused.message).toContain('at most 1 MB of documents a day');
    await json(upload(HEAVY, { webTransactionNo, documentTypeId: 2 }, pdfOf(200 * 1024), 's.pdf'));
    const kept = await uploadsOf(HEAVY);
    expect(kept).toHaveLength(2);
    expect(kept.reduce((sum, d) => sum + Number(d.sizeBytes), 0)).toBeLessThanOrEqual(
      BYTES_PER_DAY,
    );
  });

  it('deletes a cancelled claim’s documents after the retention, and they still count today', async () => {
    const memberId = await memberIdOfUsername(server.db, CYCLER);
    const documentsOf = async (webTransactionNo: string) =>
      (
        (await server.db.execute(
          sql`select file_id from member_documents where member_id = ${memberId}
              and kind = 'upload' and request ->> 'webTransactionNo' = ${webTransactionNo}`,
        )) as unknown as { rows: unknown[] }
      ).rows.length;
    expect(await documentsOf(cancelledWebTransactionNo)).toBe(2);
    // Cancelled within the retention (30 days by default): kept.
    await server.app.quotaSweep.runOnce();
    expect(await documentsOf(cancelledWebTransactionNo)).toBe(2);
    // Past the retention (the limited server keeps them 0 days): deleted; the open draft's kept.
    const swept = await limited.app.quotaSweep.runOnce();
    expect(swept.documents).toBeGreaterThanOrEqual(2);
    expect(await documentsOf(cancelledWebTransactionNo)).toBe(0);
    expect(await documentsOf(currentWebTransactionNo)).toBe(2);
    // Deleted documents were still uploaded today: the day's bound stands.
    const again = await upload(
      CYCLER,
      { webTransactionNo: currentWebTransactionNo, documentTypeId: 3 },
      PDF,
      'd.pdf',
    );
    expect(again.status).toBe(429);
  });
});

describe('confirmations bound to what they confirm', () => {
  const CONFIRMER = 'member0007@demo.local';
  /** The draft the bank-account confirmations are asked on. */
  let blockedDraft = '';

  beforeAll(async () => {
    agents.set(CONFIRMER, await signIn(server, CONFIRMER));
  });

  /** A submission sent as the page sends it, without the step-up the test helpers add. */
  function submitOnce(member: Agent, draft: ClaimDraft) {
    return member.api('/api/Claims/processbymemberclaimv2', {
      method: 'POST',
      json: {
        schemeNumber: draft.membershipDetails.schemeNumber,
        webTransactionNo: draft.webTransactionNo,
        claimSubmissionType: 2,
      },
    });
  }

  async function detailsHashOf(confirmation: string): Promise<string> {
    const [row] = await server.db
      .select({ hash: stepUpConfirmations.detailsHash })
      .from(stepUpConfirmations)
      .where(eq(stepUpConfirmations.id, confirmation));
    return row?.hash ?? '';
  }

  it('show the fund, the gross amount and the masked account, and hold for those details only', async () => {
    const member = agent(CONFIRMER);
    const ready = await readyDraft(CONFIRMER);
    const asked = await submitOnce(member, ready);
    expect(asked.status).toBe(403);
    const body = (await asked.json()) as ErrorAnswer & { confirmation?: string };
    expect(body).toMatchObject({ success: false, code: 'STEP_UP_REQUIRED' });
    const first = body.confirmation ?? '';
    expect(first).toMatch(/^[\w-]{24}$/);

    // The provider's own page shows what is being confirmed; never the whole account number.
    const { html } = await confirmationPage(member, first);
    expect(html).toContain('What you are confirming');
    expect(html).toContain(escapeHtml(ready.membershipDetails.fundName));
    expect(html).toContain(formatRand(250_000));
    expect(html).toContain('Absa account ••••\u00a04567');
    expect(html).not.toContain(ACCOUNTS.match);
    // With a passkey, the challenge it signs carries the hash of these details.
    const passkeyOptions = (await (
      await member.request(`${(await confirmationPage(member, first)).url}/passkey/options`, {
        method: 'POST',
        json: {},
      })
    ).json()) as { options: { challenge: string } };
    const challenge = Buffer.from(passkeyOptions.options.challenge, 'base64url');
    expect(challenge).toHaveLength(48);
    expect(challenge.subarray(16).toString('base64url')).toBe(await detailsHashOf(first));
    await confirmDetails(member, first);

    // The amount changed after confirming: asked again, for the new amount.
    await save(CONFIRMER, {
      schemeNumber: ready.membershipDetails.schemeNumber,
      webTransactionNo: ready.webTransactionNo,
      claim: { amount: 2100 },
    });
    const again = await submitOnce(member, ready);
    expect(again.status).toBe(403);
    const second = ((await again.json()) as { confirmation?: string }).confirmation ?? '';
    expect(second).not.toBe(first);
    expect((await confirmationPage(member, second)).html).toContain(formatRand(210_000));
    expect((await claimsOf(CONFIRMER)).some((c) => c.status === 'Submitted')).toBe(false);

    // Confirmed in another session of the member (another browser): not this session's.
    const elsewhere = await signIn(server, CONFIRMER);
    const theirs = await confirmationAsked(await submitOnce(elsewhere, ready));
    await confirmDetails(elsewhere, theirs ?? '');
    expect((await submitOnce(member, ready)).status).toBe(403);

    // Confirmed here, for these details: submitted, and the confirmation is used up.
    await confirmDetails(member, second);
    const done = await json<{ draft: ClaimDraft }>(submitOnce(member, ready));
    expect(done.draft).toMatchObject({ claimStatus: 2, amount: 2100 });
    const [used] = await server.db
      .select({ usedAt: stepUpConfirmations.usedAt })
      .from(stepUpConfirmations)
      .where(eq(stepUpConfirmations.id, second));
    expect(used?.usedAt).toBeInstanceOf(Date);
  });

  it('hold for one bank account once, and not past the step-up minutes', async () => {
    const member = agent(BLOCKED);
    await passIdentityChecks(member, BLOCKED);
    const fund = await allowedFund(BLOCKED);
    const draft = await save(BLOCKED, {
      schemeNumber: fund.schemeNumber,
      claim: { amount: 2200 },
    });
    blockedDraft = draft.webTransactionNo;
    const verify = (accountNumber: string) =>
      member.api('/api/Claims/verifybankingdetails', {
        method: 'POST',
        json: {
          webTransactionNo: draft.webTransactionNo,
          bankName: 'Absa',
          branchCode: '632005',
          accountType: 1,
          accountHolderName: 'A Member',
          accountNumber,
        },
      });
    const confirmation = (await confirmationAsked(await verify(ACCOUNTS.match))) ?? '';
    const { html } = await confirmationPage(member, confirmation);
    expect(html).toContain('The bank account for your savings withdrawal');
    expect(html).toContain(formatRand(220_000));
    await confirmDetails(member, confirmation);
    // Another account than the one confirmed: asked again, the bank not asked.
    expect(await confirmationAsked(await verify(ACCOUNTS.idMismatch))).toBeDefined();
    expect((await verify(ACCOUNTS.match)).status).toBe(200);
    // Once: the same account again is asked for again.
    const next = (await confirmationAsked(await verify(ACCOUNTS.match))) ?? '';
    expect(next).not.toBe('');
    await confirmDetails(member, next);
    // Confirmed longer ago than STEP_UP_MINUTES: asked again.
    await server.db
      .update(stepUpConfirmations)
      .set({ confirmedAt: sql`now() - interval '6 minutes'` })
      .where(eq(stepUpConfirmations.id, next));
    expect(await confirmationAsked(await verify(ACCOUNTS.match))).toBeDefined();
  });

  it('are not confirmed by another member’s password, which the page says', async () => {
    const owner = agent(BLOCKED);
    const confirmation =
      (await confirmationAsked(
        await owner.api('/api/Claims/verifybankingdetails', {
          method: 'POST',
          json: {
            webTransactionNo: blockedDraft,
            bankName: 'Absa',
            branchCode: '632005',
            accountType: 1,
            accountHolderName: 'A Member',
            accountNumber: ACCOUNTS.match,
          },
        }),
      )) ?? '';
    expect(confirmation).not.toBe('');
    const { url } = await confirmationPage(owner, confirmation);
    const refused = await owner.navigate(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: RACER, password: DEMO_PASSWORD }).toString(),
    });
    expect(refused.response.status).toBe(403);
    expect(await refused.response.text()).toContain(escapeHtml(NOT_THE_SIGNED_IN_MEMBER));

    // Another member opening this confirmation sees none of its details, and their own
    // confirmation there confirms nothing of it.
    const stranger = agent(OTHER);
    const theirs = await confirmationPage(stranger, confirmation);
    expect(theirs.html).not.toContain('What you are confirming');
    expect(theirs.html).not.toContain('••••');
    await confirmDetails(stranger, confirmation);
    const [row] = await server.db
      .select({ seenAt: stepUpConfirmations.seenAt, confirmedAt: stepUpConfirmations.confirmedAt })
      .from(stepUpConfirmations)
      .where(eq(stepUpConfirmations.id, confirmation));
    expect(row).toEqual({ seenAt: null, confirmedAt: null });
  });
});
