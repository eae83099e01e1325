import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addMonths } from '@portal/domain/dates';
import { issueTestDocument, type TestDocument } from './modules/documents/documents.fixtures';
import { openTestDraft, type TestDraft } from './modules/savings-claim/savings-claim.fixtures';
import { members, passkeys } from './db/schema';
import { TEST_TODAY } from './testing/database';
import { kbaQuestionsOf } from './testing/identity-checks';
import { type Agent, signIn, startTestServer, type TestServer } from './testing/server';

// The isolation matrix: every /api route that takes a reference to a member's data (a scheme
// number, an id, a case key or case member key, a file or document) is listed from the server's
// own route table (its OpenAPI document) and called by one member with another member's values:
// 404, and the other member's data unchanged. A route added without a case here fails the test.

/** Names that refer to a member's data, wherever they appear (path, query or body). */
const REFERENCE_NAMES = new Set([
  'schemeNumber',
  'id',
  'caseKey',
  'caseMemberKey',
  'caseMbrKey',
  'afGroupId',
  'nomineeIdentifiers',
  'filename',
  'fileId',
  'refNum3',
  'identifier',
  'DataUploadSk',
  'requestId',
  'caseNo',
  'webTransactionNo',
  'fundId',
  'fundid',
]);

type Operation = { method: string; path: string; references: string[] };
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content?: Record<string, { schema?: unknown }> };
      }
    >
  >;
};

/** Property names anywhere in a JSON schema. */
function propertyNames(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const names: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      names.push(...Object.keys(value));
    }
    names.push(...propertyNames(value));
  }
  return names;
}

function operationsWithReferences(spec: OpenApi): Operation[] {
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      if (!path.startsWith('/api/')) return [];
      const names = [
        ...(operation.parameters ?? []).map((parameter) => parameter.name),
        ...propertyNames(operation.requestBody),
      ];
      const references = [...new Set(names.filter((name) => REFERENCE_NAMES.has(name)))];
      return references.length > 0 ? [{ method: method.toUpperCase(), path, references }] : [];
    }),
  );
}

type OtherMember = {
  schemeNumber: string;
  /** The source system of that scheme (the AFGroupID service names both). */
  sourceSystemName: string;
  caseKey: string;
  caseMemberKey: string;
  udwId: string;
  proposalId: string;
  /** One of their certificates (GET /api/TaxCertificates/GetMembershipCertificates). */
  certificateId: string;
  /** A published statement of theirs, and an on-demand one (its document id). */
  statementId: string;
  onDemandStatementId: string;
  /** A claim of theirs (hybrid: a paid savings claim). */
  caseNo: string;
  afGroupId: string;
  /** A document of theirs (fileId) and its fund's membership number (refNum3). */
  document: TestDocument;
  /** A savings claim draft of theirs (webTransactionNo). */
  draft: TestDraft;
  /** An attempt of theirs at the security questions, asked and not yet answered. */
  kbaRequestId: string;
  /** A fund of theirs held elsewhere (hybrid: a seeded unit trust). */
  externalFundId: string;
  nomination: {
    caseMbrKey: string;
    nominationTypeId: number;
    version: number;
    nomineeIdentifiers: [number, number];
  };
};

let server: TestServer;
let member: Agent;
let other: Agent;
let theirs: OtherMember;
/** A fund of the signed-in member's own (a body that names their fund and the other's draft). */
let mySchemeNumber: string;

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

type Funds = { internalFunds: { schemeNumber: string }[] };
type Details = {
  information: { fund: { caseKey: string; caseMemberKey: string; sourceSystemName: string } };
  portfolios: { udwID: string }[];
};
type Nominations = {
  value: {
    person: { afGroupId: string };
    productNominations: {
      caseMbrKey: string;
      nominationTypeId: number;
      version: number;
      membership: { isRestricted: boolean };
      beneficiaries: { nomineeIdentifier: number }[];
    }[];
  };
};

/** The id of the member's first membership certificate (an employer fund's). */
/** The other member's statements: a published one and an on-demand one, made and rendered. */
async function statementsOf(
  agent: Agent,
  fund: { caseKey: string; caseMemberKey: string },
): Promise<{ statementId: string; onDemandStatementId: string }> {
  const published = await json<{ latestDetails: { statementId: string }[] }>(
    agent.api('/api/Statements/LatestStatementsDetails'),
  );
  const onDemand = await json<{ statement: { dataUploadSk: string } }>(
    agent.api(`/api/Statements/GenerateRealTime?${statementPeriod(fund)}`),
  );
  await server.app.statementJobs.idle();
  return {
    statementId: published.latestDetails[0]?.statementId ?? '',
    onDemandStatementId: onDemand.statement.dataUploadSk,
  };
}

/** The other member's scheme with its own source system (only the scheme is theirs). */
function schemeAndSource(them: Pick<OtherMember, 'schemeNumber' | 'sourceSystemName'>): string {
  return new URLSearchParams({
    schemeNumber: them.schemeNumber,
    sourceSystemName: them.sourceSystemName,
  }).toString();
}

/** A period of the portal's one clock that every demo fund can be stated for. */
function statementPeriod(fund: { caseKey: string; caseMemberKey: string }): string {
  return new URLSearchParams({
    caseKey: fund.caseKey,
    caseMemberKey: fund.caseMemberKey,
    fromDate: addMonths(TEST_TODAY, -6),
    toDate: addMonths(TEST_TODAY, -3),
  }).toString();
}

async function certificateIdOf(agent: Agent): Promise<string> {
  const answer = await json<{ membershipCertificates: { id: string }[] }>(
    agent.api('/api/TaxCertificates/GetMembershipCertificates'),
  );
  const id = answer.membershipCertificates[0]?.id;
  if (!id) throw new Error('the other member needs a membership certificate');
  return id;
}

async function detailsOf(agent: Agent): Promise<{ schemeNumber: string; details: Details }[]> {
  const funds = await json<Funds>(agent.api('/api/Fund/Internal'));
  return Promise.all(
    funds.internalFunds.map(async ({ schemeNumber }) => ({
      schemeNumber,
      details: await json<Details>(agent.api(`/api/Fund/GetFundDetails/${schemeNumber}`)),
    })),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  member = await signIn(server, 'institutional@demo.local');
  other = await signIn(server, 'hybrid@demo.local');
  const mine = await detailsOf(member);
  const myUdw = new Set(mine.flatMap(({ details }) => details.portfolios.map((p) => p.udwID)));
  const myFunds = new Set(mine.map(({ schemeNumber }) => schemeNumber));
  const [fund] = (await detailsOf(other)).filter(({ schemeNumber }) => !myFunds.has(schemeNumber));
  const udwId = (await detailsOf(other))
    .flatMap(({ details }) => details.portfolios.map((p) => p.udwID))
    .find((id) => !myUdw.has(id));
  const nominations = await json<Nominations>(other.api('/api/Nomination'));
  const nomination = nominations.value.productNominations.find(
    (n) => !n.membership.isRestricted && n.beneficiaries.length > 0,
  );
  const proposal = await json<{ redirectUrl: string }>(
    other.api('/api/Goals/CreateProposal', {
      method: 'POST',
      json: {
        goalCategory: 1,
        goalName: 'Rainy day',
        isTarget: false,
        income: 15000,
        startingDeposit: 1000,
        adjustedTargetAmount: 1,
        timeHorizonMonths: 2,
      },
    }),
  );
  if (!fund || !udwId || !nomination || !proposal.redirectUrl) {
    throw new Error(
      `the other member needs a fund, a portfolio, a nomination and a proposal of their own: ${JSON.stringify(proposal)}`,
    );
  }
  const [first, second] = nomination.beneficiaries;
  mySchemeNumber = [...myFunds][0] ?? '';
  theirs = {
    schemeNumber: fund.schemeNumber,
    sourceSystemName: fund.details.information.fund.sourceSystemName,
    caseKey: fund.details.information.fund.caseKey,
    caseMemberKey: fund.details.information.fund.caseMemberKey,
    udwId,
    proposalId: proposal.redirectUrl.split('/').at(-1) ?? '',
    afGroupId: nominations.value.person.afGroupId,
    certificateId: await certificateIdOf(other),
    ...(await statementsOf(other, fund.details.information.fund)),
    caseNo:
      (await json<{ claims: { caseNo: string }[] }>(other.api('/api/Claims/GetMemberClaims')))
        .claims[0]?.caseNo ?? '',
    document: await issueTestDocument(
      server.db,
      nominations.value.person.afGroupId,
      fund.schemeNumber,
      'Isolation matrix letter',
    ),
    draft: await openTestDraft(server.db, nominations.value.person.afGroupId, fund.schemeNumber),
    kbaRequestId: (await kbaQuestionsOf(other)).requestId,
    externalFundId:
      (await json<{ externalFunds: { fundId: string }[] }>(other.api('/api/Fund/GetExternalFunds')))
        .externalFunds[0]?.fundId ?? '',
    nomination: {
      caseMbrKey: nomination.caseMbrKey,
      nominationTypeId: nomination.nominationTypeId,
      version: nomination.version,
      nomineeIdentifiers: [
        first?.nomineeIdentifier ?? 1,
        second?.nomineeIdentifier ?? (first?.nomineeIdentifier ?? 1) + 1,
      ],
    },
  };
  if (!theirs.externalFundId) throw new Error('the other member needs an external fund');
});
afterAll(async () => {
  await theirs?.document.remove();
  await theirs?.draft.remove();
  await server.close();
});

/** A year of the portal's one clock: the windows the calls ask about, whatever day it is. */
const windowEnd = TEST_TODAY;
const windowStart = addMonths(TEST_TODAY, -12);

/** Each route with references: the calls one member makes with the other member's values. */
const CASES: Record<string, (them: OtherMember) => [string, RequestInit & { json?: unknown }][]> = {
  'GET /api/TaxCertificates/DownloadPDF': (them) => [
    [`/api/TaxCertificates/DownloadPDF?id=${them.certificateId}`, {}],
  ],
  'GET /api/TaxCertificates/GetHistoricalTaxCertificates': (them) => [
    [`/api/TaxCertificates/GetHistoricalTaxCertificates?schemeNumber=${them.schemeNumber}`, {}],
  ],
  'GET /api/Fund/GetFundDetails/{schemeNumber}': (them) => [
    [`/api/Fund/GetFundDetails/${them.schemeNumber}`, {}],
  ],
  'GET /api/Fund/GetGlacierInfo/{schemeNumber}': (them) => [
    [`/api/Fund/GetGlacierInfo/${them.schemeNumber}`, {}],
  ],
  'GET /api/AFGroupID/GetAFGroupID': (them) => [
    [`/api/AFGroupID/GetAFGroupID?${schemeAndSource(them)}`, {}],
  ],
  'GET /api/AFGroupID/GetSVOPRecord': (them) => [
    [`/api/AFGroupID/GetSVOPRecord?${schemeAndSource(them)}`, {}],
  ],
  'POST /api/AFGroupID/ClearSVOPRecordCache': (them) => [
    [`/api/AFGroupID/ClearSVOPRecordCache?${schemeAndSource(them)}`, { method: 'POST' }],
  ],
  'GET /api/Fund/GetFundDetails/{schemeNumber}/TransactionDetails': (them) => [
    [`/api/Fund/GetFundDetails/${them.schemeNumber}/TransactionDetails`, {}],
  ],
  'POST /api/Fund/GetFundDetails/{schemeNumber}/Irr': (them) => [
    [
      `/api/Fund/GetFundDetails/${them.schemeNumber}/Irr`,
      { method: 'POST', json: { startDate: windowStart, endDate: windowEnd } },
    ],
  ],
  'GET /api/Statements/TransactionSummary': (them) => [
    [
      `/api/Statements/TransactionSummary?dateFrom=${windowStart}&dateTo=${windowEnd}&caseKey=${them.caseKey}&caseMemberKey=${them.caseMemberKey}`,
      {},
    ],
  ],
  'GET /api/Statements/PeriodCheck': (them) => [
    [`/api/Statements/PeriodCheck?${statementPeriod(them)}`, {}],
  ],
  'GET /api/Statements/GenerateRealTime': (them) => [
    [`/api/Statements/GenerateRealTime?${statementPeriod(them)}`, {}],
  ],
  'GET /api/Statements/DownloadStatement': (them) => [
    [`/api/Statements/DownloadStatement?identifier=${encodeURIComponent(them.statementId)}`, {}],
  ],
  'GET /api/Statements/Download': (them) => [
    [`/api/Statements/Download?DataUploadSk=${them.onDemandStatementId}`, {}],
  ],
  'GET /api/Claims/CheckClaimAllowed': (them) => [
    [`/api/Claims/CheckClaimAllowed?schemeNumber=${them.schemeNumber}`, {}],
  ],
  'GET /api/Claims/GetClaimDetails': (them) => [
    [`/api/Claims/GetClaimDetails?caseNo=${them.caseNo}`, {}],
  ],
  'GET /api/Claims/GetPaymentLetters': (them) => [
    [`/api/Claims/GetPaymentLetters?caseNo=${them.caseNo}`, {}],
  ],
  'POST /api/Claims/cancelClaim': (them) => [
    ['/api/Claims/cancelClaim', { method: 'POST', json: { caseNo: them.caseNo } }],
  ],
  'POST /api/Claims/processbymemberclaim': (them) =>
    processCases(them, '/api/Claims/processbymemberclaim'),
  'POST /api/Claims/processbymemberclaimv2': (them) =>
    processCases(them, '/api/Claims/processbymemberclaimv2'),
  'GET /api/Claims/GetClaimDraft': (them) => [
    [`/api/Claims/GetClaimDraft?schemeNumber=${them.schemeNumber}`, {}],
  ],
  'POST /api/Claims/verifybankingdetails': (them) => [
    [
      '/api/Claims/verifybankingdetails',
      {
        method: 'POST',
        json: {
          webTransactionNo: them.draft.webTransactionNo,
          bankName: 'Absa',
          branchCode: '632005',
          accountType: 1,
          accountNumber: '62001234567',
          accountHolderName: 'Mallory Intruder',
        },
      },
    ],
  ],
  'POST /api/TwoPot/IdVerification': (them) => [
    [
      '/api/TwoPot/IdVerification',
      {
        method: 'POST',
        json: { idNumber: '8001015009087', webTransactionNo: them.draft.webTransactionNo },
      },
    ],
  ],
  'GET /api/KBA/GetQuestions': (them) => [
    [`/api/KBA/GetQuestions?requestId=${them.kbaRequestId}`, {}],
  ],
  'POST /api/KBA/PostAnswers': (them) => [
    [
      `/api/KBA/PostAnswers?afGroupId=${them.afGroupId}`,
      { method: 'POST', json: { requestId: them.kbaRequestId, answers: [] } },
    ],
  ],
  'DELETE /api/Documents/DeleteDocument': (them) => [
    [`/api/Documents/DeleteDocument?fileId=${them.document.fileId}`, { method: 'DELETE' }],
  ],
  'GET /api/Udw/DownloadPortfolioDocument/{id}': (them) => [
    [`/api/Udw/DownloadPortfolioDocument/${them.udwId}`, {}],
  ],
  'GET /api/Goals/Proposal/{id}': (them) => [[`/api/Goals/Proposal/${them.proposalId}`, {}]],
  'PUT /api/Fund/UpdateExternalFund': (them) => [
    [
      '/api/Fund/UpdateExternalFund',
      {
        method: 'PUT',
        json: {
          fundId: them.externalFundId,
          providerId: 1,
          productTypeId: 7,
          productName: 'Taken over',
          value: 1,
          valueDate: windowStart,
        },
      },
    ],
  ],
  'DELETE /api/Fund/DeleteExternalFund': (them) => [
    [`/api/Fund/DeleteExternalFund?fundid=${them.externalFundId}`, { method: 'DELETE' }],
  ],
  'POST /api/Nomination/processNomination': (them) => [
    [
      '/api/Nomination/processNomination',
      {
        method: 'POST',
        json: {
          membership: them.nomination,
          beneficiaries: [
            { action: 'Delete', nomineeIdentifier: them.nomination.nomineeIdentifiers[0] },
          ],
          consent: true,
        },
      },
    ],
  ],
  'POST /api/Nomination/replace': (them) => [
    [
      '/api/Nomination/replace',
      {
        method: 'POST',
        json: {
          membership: them.nomination,
          beneficiaries: [
            {
              beneficiaryTypeId: 1,
              titleId: 1,
              relationshipId: 1,
              firstName: 'Mallory',
              lastName: 'Intruder',
              dateOfBirth: '1990-01-01',
              identityNumber: '9001015009087',
              allocation: 100,
            },
          ],
          consent: true,
        },
      },
    ],
  ],
  'POST /api/Nomination/swap': (them) => [
    [
      '/api/Nomination/swap',
      {
        method: 'POST',
        json: {
          membership: them.nomination,
          nomineeIdentifiers: them.nomination.nomineeIdentifiers,
        },
      },
    ],
  ],
  'POST /api/Pdf/GenerateRetirementSavingsNOBPDF': (them) => [
    ['/api/Pdf/GenerateRetirementSavingsNOBPDF', { method: 'POST', json: pdfBody(them) }],
  ],
  'POST /api/Pdf/GenerateUnapprovedFuneralNOBPDF': (them) => [
    ['/api/Pdf/GenerateUnapprovedFuneralNOBPDF', { method: 'POST', json: pdfBody(them) }],
  ],
  'POST /api/Pdf/GenerateUnapprovedLumpSumNOBPDF': (them) => [
    ['/api/Pdf/GenerateUnapprovedLumpSumNOBPDF', { method: 'POST', json: pdfBody(them) }],
  ],
  'GET /api/PDF/DownloadTemplate': (them) => [
    [
      `/api/PDF/DownloadTemplate?filename=NominationOfBeneficiaries.pdf&schemeNumber=${them.schemeNumber}`,
      {},
    ],
    [
      `/api/PDF/DownloadTemplate?filename=StaffSavingsPotWithdrawalForm.pdf&schemeNumber=${them.schemeNumber}`,
      {},
    ],
  ],
  'GET /api/PDF/DownloadMemberDocument': (them) => [
    [`/api/PDF/DownloadMemberDocument?fileId=${them.document.fileId}`, {}],
  ],
};

/**
 * Routes where a reference filters a list (spec 1 §7 GetMemberDocuments' refNum3): another
 * member's value is not an error but matches none of their data, so the answer is an empty list.
 */
const FILTER_CASES: Record<string, (them: OtherMember) => string> = {
  'GET /api/PDF/GetMemberDocuments': (them) =>
    `/api/PDF/GetMemberDocuments?refNum3=${encodeURIComponent(them.document.membershipNumber)}`,
};

/** Saving a claim on the other member's fund, and saving the other member's draft. */
function processCases(
  them: OtherMember,
  path: string,
): [string, RequestInit & { json?: unknown }][] {
  const save = (body: Record<string, unknown>): RequestInit & { json?: unknown } => ({
    method: 'POST',
    json: { claimSubmissionType: 1, claim: { amount: 2000 }, ...body },
  });
  return [
    [path, save({ schemeNumber: them.schemeNumber })],
    [path, save({ schemeNumber: mySchemeNumber, webTransactionNo: them.draft.webTransactionNo })],
    [
      path,
      save({
        schemeNumber: mySchemeNumber,
        webTransactionNo: them.draft.webTransactionNo,
        claimSubmissionType: 2,
        idempotencyKey: 'isolation-0001',
      }),
    ],
  ];
}

/** A report of the other member's nomination (each route names its own nomination type). */
function pdfBody(them: OtherMember) {
  return { caseMbrKey: them.nomination.caseMbrKey };
}

/** The cases whose first call also works for the owner (so their 404 is the isolation's). */
function ownerCanCall(key: string, them: OtherMember): boolean {
  if (key.startsWith('GET ') || key.endsWith('/Irr')) return true;
  return key.includes('RetirementSavingsNOBPDF') && them.nomination.nominationTypeId === 2;
}

describe('the isolation matrix', () => {
  it('has a case for every route of the route table that takes a reference', () => {
    const operations = operationsWithReferences(server.app.swagger() as OpenApi);
    expect(operations.length).toBeGreaterThanOrEqual(13);
    const missing = operations
      .map((operation) => `${operation.method} ${operation.path}`)
      .filter((key) => !(key in CASES) && !(key in FILTER_CASES));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(CASES))(
    '%s: 404 with another member’s values, nothing changed',
    async (key) => {
      const before = await json<Nominations>(other.api('/api/Nomination'));
      const calls = CASES[key]?.(theirs) ?? [];
      expect(calls.length).toBeGreaterThan(0);
      for (const [url, init] of calls) {
        const response = await member.api(url, init);
        expect(response.status, `${key} → ${url}`).toBe(404);
        expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
      // The same values as the owner: found (the case is not 404 for some other reason).
      const [ownUrl, ownInit] = calls[0] ?? ['', {}];
      if (ownerCanCall(key, theirs)) {
        const own = await other.api(ownUrl, ownInit);
        expect(own.status, `${key} as the owner`).toBe(200);
      }
      expect(await json<Nominations>(other.api('/api/Nomination'))).toEqual(before);
    },
  );
});

describe('the isolation matrix: references that filter a list', () => {
  it.each(Object.keys(FILTER_CASES))('%s: none of another member’s data', async (key) => {
    const url = FILTER_CASES[key]?.(theirs) ?? '';
    const response = await member.api(url);
    expect(response.status, url).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(theirs.document.fileId);
    expect(JSON.parse(text)).toEqual({ success: true, memberDocumentResponseList: [] });
    // The owner with the same value: their document is found.
    const own = await other.api(url);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(theirs.document.fileId);
  });
});

describe('the isolation matrix: the provider’s account pages', () => {
  it('show and end only the signed-in member’s own sessions', async () => {
    const second = await signIn(server, 'institutional@demo.local');
    const page = await (await member.request('/idp/account')).text();
    expect(page).toContain('Where you are signed in');
    // The other member's name is nowhere on the page.
    const { user } = await json<{ user: { givenName: string; familyName: string } }>(
      other.api('/auth/session'),
    );
    expect(page).not.toContain(user.familyName);

    const done = await member.request('/idp/account/sessions/sign-out-others', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(done.status).toBe(303);
    const sessionOf = async (agent: Agent) =>
      json<{ authenticated: boolean }>(agent.api('/auth/session'));
    expect(await sessionOf(second)).toMatchObject({ authenticated: false });
    expect(await sessionOf(member)).toMatchObject({ authenticated: true });
    expect(await sessionOf(other)).toMatchObject({ authenticated: true });
  });

  it('neither show nor remove another member’s passkey', async () => {
    const theirId =
      (
        await server.db
          .select({ id: members.id })
          .from(members)
          .where(eq(members.afGroupId, 'AF0000003'))
      )[0]?.id ?? 0;
    await server.db.insert(passkeys).values({
      credentialId: 'their-passkey',
      memberId: theirId,
      publicKey: 'AQID',
      name: 'Their phone',
    });
    try {
      const page = await member.request('/idp/account/passkeys/remove?id=their-passkey');
      expect(page.status).toBe(303);
      expect(await (await member.request('/idp/account')).text()).not.toContain('Their phone');
      const removal = await member.request('/idp/account/passkeys/remove', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: 'their-passkey', password: 'Demo-1234' }).toString(),
      });
      expect(removal.status).toBe(303);
      const left = await server.db
        .select()
        .from(passkeys)
        .where(eq(passkeys.credentialId, 'their-passkey'));
      expect(left).toHaveLength(1);
    } finally {
      await server.db.delete(passkeys).where(eq(passkeys.credentialId, 'their-passkey'));
    }
  });
});
