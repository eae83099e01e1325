import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addMonths } from '@portal/domain/dates';
import { COUNSELLING_MATERIAL_VERSION } from '@portal/domain/leaving-service';
import { RETIREMENT_COUNSELLING_VERSION } from '@portal/domain/retirement-options';
import { issueTestDocument, type TestDocument } from './modules/documents/documents.fixtures';
import { openTestDraft, type TestDraft } from './modules/savings-claim/savings-claim.fixtures';
import {
  accounts,
  memberNotices,
  messageThreads,
  passkeys,
  secondFactors,
  sessions,
  signInAttempts,
} from './db/schema';
import { insertNotice } from './modules/inbox/inbox.repository';
import { noticeOf } from './modules/inbox/notice-content';
import { TEST_TODAY } from './testing/database';
import { kbaQuestionsOf } from './testing/identity-checks';
import { memberIdOfUsername } from './testing/members';
import {
  Agent,
  DEMO_PASSWORD,
  signIn,
  signInForm,
  startTestServer,
  submitSignIn,
  type TestServer,
} from './testing/server';
import { codeAt, formPost, turnOnTwoStep } from './testing/two-step';
import { providerRoutes } from './testing/routes';

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
  'reference',
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
  /** A switch instruction of theirs, pending (GET/POST /api/Switch/Instructions). */
  switchInstructionId: number;
  /** A notice in their inbox, unread (POST /api/Inbox/MarkRead). */
  noticeId: number;
  /** A message thread of theirs to the fund and its attachment (/api/Messages/*). */
  message: { reference: string; fileId: string };
  /** A complaint of theirs, answered and not yet responded to (/api/Complaints/*). */
  complaint: string;
  /** A data archive of theirs, ready to download (/api/MyData/*). */
  dataArchive: string;
  /** A request of theirs to correct a detail, not yet answered (/api/Privacy/GetCorrection). */
  correction: string;
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

/** A pending switch instruction on the other member's fund, as the switch's step-up leaves it. */
/** A notice kept in the member's inbox, unread: its id. */
async function unreadNoticeOf(username: string): Promise<number> {
  const memberId = await memberIdOfUsername(server.db, username);
  await insertNotice(
    server.db,
    memberId,
    noticeOf({ kind: 'switch-refused', fundName: 'Their fund', reason: 'Closed.' }, 'Portal'),
  );
  const rows = await server.db
    .select({ id: memberNotices.id })
    .from(memberNotices)
    .where(and(eq(memberNotices.memberId, memberId), isNull(memberNotices.readAt)))
    .orderBy(desc(memberNotices.id))
    .limit(1);
  return rows[0]?.id ?? 0;
}

/** A message of theirs to the fund with an attachment (a one-page PDF). */
async function messageThreadOf(agent: Agent): Promise<{ reference: string; fileId: string }> {
  const form = messageForm({ topic: 'other', subject: 'Their question', body: 'Theirs.' });
  form.append('attachment', new Blob([MATRIX_PDF]), 'theirs.pdf');
  const { thread } = await json<{
    thread: { reference: string; messages: { attachments: { fileId: string }[] }[] };
  }>(agent.api('/api/Messages/StartThread', { method: 'POST', body: form }));
  return {
    reference: thread.reference,
    fileId: thread.messages[0]?.attachments[0]?.fileId ?? '',
  };
}

/**
 * A complaint of theirs about their fund, left unanswered past the fund's days (so its owner may
 * download its escalation pack, whose first day is kept from before): its reference.
 */
async function complaintOf(agent: Agent, schemeNumber: string): Promise<string> {
  const form = messageForm({
    schemeNumber,
    category: 'service',
    body: 'Their complaint.',
    remedy: 'Theirs.',
  });
  const { complaint } = await json<{ complaint: { reference: string } }>(
    agent.api('/api/Complaints/Lodge', { method: 'POST', body: form }),
  );
  await server.db.execute(
    sql`update message_threads set reply_due_at = null where reference = ${complaint.reference}`,
  );
  await server.db.execute(sql`update complaints set lodged_on = lodged_on - 31,
    reply_due_on = reply_due_on - 31, pack_issued_on = lodged_on where thread_id =
    (select id from message_threads where reference = ${complaint.reference})`);
  return complaint.reference;
}

/** A data archive of theirs, prepared (its id). */
async function dataArchiveOf(agent: Agent): Promise<string> {
  const { archive } = await json<{ archive: { id: string } }>(
    agent.api('/api/MyData/RequestArchive', { method: 'POST', json: {} }),
  );
  await server.app.dataArchives.runOnce();
  return archive.id;
}

const MATRIX_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A request of theirs to correct their date of birth, with its document, left unanswered. */
async function correctionOf(agent: Agent): Promise<string> {
  const form = messageForm({ detail: 'dateOfBirth', value: '1900-01-01', reason: 'Theirs.' });
  form.append('attachment', new Blob([MATRIX_PDF]), 'theirs.pdf');
  const { correction } = await json<{ correction: { reference: string } }>(
    agent.api('/api/Privacy/RequestCorrection', { method: 'POST', body: form }),
  );
  await server.db.execute(
    sql`update message_threads set reply_due_at = null where reference = ${correction.reference}`,
  );
  return correction.reference;
}

function messageForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

async function pendingSwitchOf(schemeNumber: string): Promise<number> {
  const memberId = await memberIdOfUsername(server.db, 'hybrid@demo.local');
  const result = await server.db.execute(sql`
    insert into switch_instructions (member_id, membership_id, scope, targets, cut_off_at, trade_date)
    select m.member_id, m.id, 'contributions',
      (select coalesce(jsonb_agg(jsonb_build_object('portfolioId', mp.portfolio_id,
        'allocationBp', mp.contribution_allocation_bp)), '[]'::jsonb)
        from membership_portfolios mp where mp.membership_id = m.id),
      now() + interval '1 day', current_date + 2
    from memberships m join products p on p.id = m.product_id
    where p.scheme_number = ${schemeNumber} and m.member_id = ${memberId}
    order by m.id limit 1
    returning id`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0);
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
  // The matrix reads the other member's whole state after each of its cases: more calls a minute
  // than a member makes, which the rate limit (its own test) would refuse.
  server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
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
    switchInstructionId: await pendingSwitchOf(fund.schemeNumber),
    noticeId: await unreadNoticeOf('hybrid@demo.local'),
    message: await messageThreadOf(other),
    complaint: await complaintOf(other, fund.schemeNumber),
    dataArchive: await dataArchiveOf(other),
    correction: await correctionOf(other),
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
  if (theirs)
    await server.db
      .delete(messageThreads)
      .where(eq(messageThreads.reference, theirs.message.reference));
  await theirs?.document.remove();
  await theirs?.draft.remove();
  await server.close();
});

/** A year of the portal's one clock: the windows the calls ask about, whatever day it is. */
const windowEnd = TEST_TODAY;
const windowStart = addMonths(TEST_TODAY, -12);

/** A switch of a fund into one portfolio (the matrix needs the shape, not the portfolio). */
function switchRequest(schemeNumber: string) {
  return { schemeNumber, scope: 'value', targets: [{ portfolioCode: 'AFBAL', allocation: 100 }] };
}

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
  'GET /api/Fund/GetFundDetails/{schemeNumber}/Contributions': (them) => [
    [`/api/Fund/GetFundDetails/${them.schemeNumber}/Contributions`, {}],
  ],
  'GET /api/Projection/{schemeNumber}': (them) => [
    [`/api/Projection/${them.schemeNumber}`, {}],
    [`/api/Projection/${them.schemeNumber}?retirementAge=60&cash=maximum&drawdownRate=5`, {}],
  ],
  'GET /api/Fund/Costs/{schemeNumber}': (them) => [[`/api/Fund/Costs/${them.schemeNumber}`, {}]],
  'GET /api/Fund/Costs/{schemeNumber}/Pdf': (them) => [
    [`/api/Fund/Costs/${them.schemeNumber}/Pdf`, {}],
  ],
  'GET /api/Fund/Identity/{schemeNumber}': (them) => [
    [`/api/Fund/Identity/${them.schemeNumber}`, {}],
  ],
  'GET /api/Switch/Options/{schemeNumber}': (them) => [
    [`/api/Switch/Options/${them.schemeNumber}`, {}],
  ],
  'POST /api/Switch/Preview': (them) => [
    ['/api/Switch/Preview', { method: 'POST', json: switchRequest(them.schemeNumber) }],
  ],
  'POST /api/Switch/Instructions': (them) => [
    ['/api/Switch/Instructions', { method: 'POST', json: switchRequest(them.schemeNumber) }],
  ],
  'POST /api/Inbox/MarkRead': (them) => [
    ['/api/Inbox/MarkRead', { method: 'POST', json: { id: them.noticeId } }],
  ],
  'GET /api/Messages/GetThread': (them) => [
    [`/api/Messages/GetThread?reference=${them.message.reference}`, {}],
  ],
  'GET /api/Messages/DownloadAttachment': (them) => [
    [`/api/Messages/DownloadAttachment?fileId=${them.message.fileId}`, {}],
  ],
  'POST /api/Messages/Reply': (them) => [
    [
      `/api/Messages/Reply?reference=${them.message.reference}`,
      { method: 'POST', body: messageForm({ body: 'Taken over.' }) },
    ],
  ],
  'GET /api/LeavingService/GetOptions': (them) => [
    [`/api/LeavingService/GetOptions?schemeNumber=${them.schemeNumber}`, {}],
  ],
  'GET /api/LeavingService/GetTransferRequests': (them) => [
    [`/api/LeavingService/GetTransferRequests?schemeNumber=${them.schemeNumber}`, {}],
  ],
  'POST /api/LeavingService/AcknowledgeCounselling': (them) => [
    [
      '/api/LeavingService/AcknowledgeCounselling',
      {
        method: 'POST',
        json: { schemeNumber: them.schemeNumber, materialVersion: COUNSELLING_MATERIAL_VERSION },
      },
    ],
  ],
  'GET /api/Retirement/GetOptions': (them) => [
    [`/api/Retirement/GetOptions?schemeNumber=${them.schemeNumber}`, {}],
  ],
  'POST /api/Retirement/AcknowledgeCounselling': (them) => [
    [
      '/api/Retirement/AcknowledgeCounselling',
      {
        method: 'POST',
        json: { schemeNumber: them.schemeNumber, materialVersion: RETIREMENT_COUNSELLING_VERSION },
      },
    ],
  ],
  'POST /api/Retirement/StartClaim': (them) => [
    [
      '/api/Retirement/StartClaim',
      {
        method: 'POST',
        json: { schemeNumber: them.schemeNumber, cash: 'maximum', annuity: 'lifeAnnuity' },
      },
    ],
  ],
  'POST /api/LeavingService/RequestTransfer': (them) => [
    [
      '/api/LeavingService/RequestTransfer',
      {
        method: 'POST',
        json: {
          schemeNumber: them.schemeNumber,
          receivingFundName: 'Taken Over Preservation Fund',
          receivingFundRegistration: '12/8/35478',
          receivingFundType: 'PreservationFund',
        },
      },
    ],
  ],
  'GET /api/Complaints/GetComplaint': (them) => [
    [`/api/Complaints/GetComplaint?reference=${them.complaint}`, {}],
  ],
  'POST /api/Complaints/RespondToAnswer': (them) => [
    [
      '/api/Complaints/RespondToAnswer',
      { method: 'POST', json: { reference: them.complaint, satisfied: false, reason: 'Taken.' } },
    ],
  ],
  'GET /api/Privacy/GetCorrection': (them) => [
    [`/api/Privacy/GetCorrection?reference=${them.correction}`, {}],
  ],
  'GET /api/Complaints/DownloadEscalationPack': (them) => [
    [`/api/Complaints/DownloadEscalationPack?reference=${them.complaint}`, {}],
  ],
  'GET /api/MyData/DownloadArchive': (them) => [
    [`/api/MyData/DownloadArchive?id=${them.dataArchive}`, {}],
  ],
  'POST /api/Messages/CloseThread': (them) => [
    ['/api/Messages/CloseThread', { method: 'POST', json: { reference: them.message.reference } }],
  ],
  'POST /api/Switch/Instructions/{id}/Cancel': (them) => [
    [`/api/Switch/Instructions/${them.switchInstructionId}/Cancel`, { method: 'POST' }],
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
  // Their fund is not paid-up: its options are a 409 to its owner (leaving-service.test.ts calls
  // a paid-up fund of another member's).
  if (key === 'GET /api/LeavingService/GetOptions') return false;
  // Their fund may be further than five years from retirement: a 409 to its owner
  // (retirement-options.test.ts calls a fund of another member's near retirement).
  if (key === 'GET /api/Retirement/GetOptions') return false;
  if (key.startsWith('GET ') || key.endsWith('/Irr')) return true;
  return key.includes('RetirementSavingsNOBPDF') && them.nomination.nominationTypeId === 2;
}

/** What of theirs a case must leave as it was: their nominations and their message thread. */
async function theirDataOf(them: OtherMember) {
  return {
    nominations: await json<Nominations>(other.api('/api/Nomination')),
    thread: await json(other.api(`/api/Messages/GetThread?reference=${them.message.reference}`)),
    complaint: await json(other.api(`/api/Complaints/GetComplaint?reference=${them.complaint}`)),
    transfers: await json(
      other.api(`/api/LeavingService/GetTransferRequests?schemeNumber=${them.schemeNumber}`),
    ),
    dataArchives: await json(other.api('/api/MyData/GetArchives')),
    correction: await json(other.api(`/api/Privacy/GetCorrection?reference=${them.correction}`)),
    claims: await json(other.api('/api/Claims/GetMemberClaims')),
  };
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
      const before = await theirDataOf(theirs);
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
      expect(await theirDataOf(theirs)).toEqual(before);
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

// The provider's pages (the account pages under /idp, the sign-in under /interaction) are listed
// from the server's router as well. Each route by which a member sees or changes how they sign in
// (their sessions, passkeys, two-step sign-in, password, a sign-in in progress) has a case: the
// member's browser asks with the other member's values, and the answer shows nothing of theirs
// and changes nothing of theirs. A route added without a case or a named reason fails the test.

/** The other member's sign-in: a passkey, two-step sign-in on, and codes to finish a sign-in with. */
type TheirSignIn = {
  username: string;
  memberId: number;
  afGroupId: string;
  familyName: string;
  passkey: { credentialId: string; name: string };
  /** Their two-step sign-in key, as the app holds it. */
  secret: string;
  /** The recovery codes shown to them when they turned it on. */
  recoveryCodes: string[];
};
type Call = [string, RequestInit & { json?: unknown }, number];

const STRONG = 'velvet tractor unwise harbour';
/** The signed-in member of the matrix (`member`), by the username they sign in with. */
const MEMBER_USERNAME = 'institutional@demo.local';

/**
 * The account pages' cases: the member, signed in, asks with the other member's values (their
 * passkey, their code) or changes their own account; each call's status is the one it must get.
 */
const ACCOUNT_CASES: Record<string, (them: TheirSignIn) => Call[] | Promise<Call[]>> = {
  'GET /idp/account': () => [['/idp/account', {}, 200]],
  'POST /idp/account/sessions/sign-out-others': () => [
    ['/idp/account/sessions/sign-out-others', formPost({}), 303],
  ],
  'GET /idp/account/password': () => [['/idp/account/password', {}, 200]],
  // A real change of the member's own password: it ends the member's other sessions, not theirs.
  'POST /idp/account/password': () => [
    [
      '/idp/account/password',
      formPost({ current: DEMO_PASSWORD, password: STRONG, confirm: STRONG }),
      303,
    ],
  ],
  'GET /idp/account/passkeys/new': () => [['/idp/account/passkeys/new', {}, 200]],
  // The options to add a passkey name the member's own passkeys to leave out, never theirs.
  'POST /idp/account/passkeys/options': () => [
    [
      '/idp/account/passkeys/options',
      { method: 'POST', json: { name: 'Mallory’s laptop', password: DEMO_PASSWORD } },
      200,
    ],
  ],
  // Their passkey's id in an answer of the member's: not added to the member, not taken from them.
  'POST /idp/account/passkeys': (them) => [
    [
      '/idp/account/passkeys',
      {
        method: 'POST',
        json: {
          name: 'Taken over',
          response: {
            id: them.passkey.credentialId,
            rawId: them.passkey.credentialId,
            type: 'public-key',
            clientExtensionResults: {},
            response: { clientDataJSON: 'e30', attestationObject: 'oA' },
          },
        },
      },
      400,
    ],
  ],
  'GET /idp/account/passkeys/remove': (them) => [
    [`/idp/account/passkeys/remove?id=${encodeURIComponent(them.passkey.credentialId)}`, {}, 303],
  ],
  'POST /idp/account/passkeys/remove': (them) => [
    [
      '/idp/account/passkeys/remove',
      formPost({ id: them.passkey.credentialId, password: DEMO_PASSWORD }),
      303,
    ],
  ],
  // The member's own set-up page, with a key of its own, not theirs.
  'GET /idp/account/two-step': () => [['/idp/account/two-step', {}, 200]],
  // A right code of their app with the member's password: it turns nothing on for either.
  'POST /idp/account/two-step': async (them) => [
    [
      '/idp/account/two-step',
      formPost({ code: await codeAt(them.secret), password: DEMO_PASSWORD }),
      400,
    ],
  ],
  // The member has none to turn off; theirs stays on.
  'POST /idp/account/two-step/off': () => [
    ['/idp/account/two-step/off', formPost({ password: DEMO_PASSWORD }), 303],
  ],
};

/**
 * The sign-in's cases: the other member's browser has given their password and is asked for the
 * code on interaction `uid`; the member's browser, signed in, goes to that sign-in's addresses
 * (with the member's own username and password, and a recovery code of theirs). The provider
 * knows an interaction by the browser's cookie, not its address: each is refused.
 */
const SIGN_IN_CASES: Record<string, (them: TheirSignIn, uid: string) => Call[]> = {
  'GET /interaction/:uid': (_them, uid) => [[`/interaction/${uid}`, {}, 400]],
  'POST /interaction/:uid/login': (_them, uid) => [
    [`/interaction/${uid}/login`, signInForm(MEMBER_USERNAME, DEMO_PASSWORD), 400],
  ],
  'POST /interaction/:uid/continue': (_them, uid) => [
    [`/interaction/${uid}/continue`, formPost({}), 400],
  ],
  'GET /interaction/:uid/second-step': (_them, uid) => [
    [`/interaction/${uid}/second-step`, {}, 400],
  ],
  'POST /interaction/:uid/second-step': (them, uid) => [
    [`/interaction/${uid}/second-step`, formPost({ code: them.recoveryCodes.at(-1) ?? '' }), 400],
  ],
  'POST /interaction/:uid/passkey/options': (_them, uid) => [
    [`/interaction/${uid}/passkey/options`, { method: 'POST', json: {} }, 400],
  ],
  'POST /interaction/:uid/passkey': (them, uid) => [
    [
      `/interaction/${uid}/passkey`,
      {
        method: 'POST',
        json: {
          response: {
            id: them.passkey.credentialId,
            rawId: them.passkey.credentialId,
            type: 'public-key',
            clientExtensionResults: {},
            response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
          },
        },
      },
      400,
    ],
  ],
};

/** The provider's routes with no case, and why none of them can show or change a member's data. */
const NOT_A_MEMBERS: Record<string, string> = {
  'GET /interaction-assets/webauthn.js': 'a script file, the same for everyone',
  'GET /interaction-assets/passkeys.js': 'a script file, the same for everyone',
  'GET /interaction-assets/autosubmit.js': 'a script file, the same for everyone',
  'GET /interaction-assets/pages.css': 'the pages’ stylesheet, the same for everyone',
  // The demo mailbox shows every message the embedded catcher kept, to anyone, by design; it is
  // not served when the portal sends real mail (SMTP_URL).
  'GET /idp/mailbox': 'the demo mailbox: all caught mail, for anyone, only without SMTP_URL',
  'GET /idp/mailbox/:id': 'the demo mailbox: all caught mail, for anyone, only without SMTP_URL',
  // "Forgot password?" answers alike for every username, and its link goes to the owner's
  // address only; the link alone names the account it resets (account.test.ts).
  'GET /idp/forgot-password': 'for anyone, signed in or not: names no member’s data',
  'POST /idp/forgot-password':
    'the same answer for every username; the link is mailed to the owner',
  'GET /idp/reset-password': 'reached only by the link mailed to the owner',
  'POST /idp/reset-password': 'reached only by the link mailed to the owner',
  // A new email address is confirmed (or the change cancelled) by the link mailed to the new
  // (or the old) address, signed in or not: the link's token alone names the change it acts on,
  // whoever's browser opens it (email-change.test.ts).
  'GET /email-address/confirm': 'reached only by the link mailed to the new address',
  'POST /email-address/confirm': 'acts only on the change the mailed link’s token names',
  'GET /email-address/cancel': 'reached only by the link mailed to the old address',
  'POST /email-address/cancel': 'acts only on the change the mailed link’s token names',
};

describe('the isolation matrix: the provider’s pages', () => {
  let them: TheirSignIn;
  /** The member's password as the seed made it: a case changes it, and it is put back after. */
  let memberPasswordHash: string;
  let myMemberId: number;

  beforeAll(async () => {
    const username = 'hybrid@demo.local';
    const memberId = await memberIdOfUsername(server.db, username);
    myMemberId = await memberIdOfUsername(server.db, MEMBER_USERNAME);
    memberPasswordHash = (await passwordHashOf(myMemberId)) ?? '';
    const session = await json<{ user: { familyName: string } }>(other.api('/auth/session'));
    const passkey = { credentialId: 'their-matrix-passkey', name: 'Their tablet' };
    await server.db.insert(passkeys).values({ ...passkey, memberId, publicKey: 'AQID' });
    // Two-step sign-in turned on by them, on their account page, as a member does.
    const { secret, recoveryCodes } = await turnOnTwoStep(server, username);
    them = {
      username,
      memberId,
      afGroupId: theirs.afGroupId,
      familyName: session.user.familyName,
      passkey,
      secret,
      recoveryCodes,
    };
  });
  afterEach(async () => {
    await server.db
      .update(accounts)
      .set({ passwordHash: memberPasswordHash })
      .where(eq(accounts.memberId, myMemberId));
  });
  afterAll(async () => {
    // The shared database as it was: their passkey and two-step sign-in gone, the member's
    // unfinished set-up and the wrong code it counted forgotten.
    if (!them) return;
    await server.db.delete(passkeys).where(eq(passkeys.credentialId, them.passkey.credentialId));
    await server.db
      .delete(secondFactors)
      .where(inArray(secondFactors.memberId, [them.memberId, myMemberId]));
    await server.db.delete(signInAttempts).where(eq(signInAttempts.username, MEMBER_USERNAME));
  });

  async function passwordHashOf(memberId: number) {
    const [row] = await server.db
      .select({ hash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.memberId, memberId));
    return row?.hash;
  }

  /** All of the other member's that a case must leave as it was. */
  async function accountOf(subject: TheirSignIn) {
    const keys = await server.db
      .select({
        credentialId: passkeys.credentialId,
        name: passkeys.name,
        publicKey: passkeys.publicKey,
        counter: passkeys.counter,
      })
      .from(passkeys)
      .where(eq(passkeys.memberId, subject.memberId))
      .orderBy(asc(passkeys.credentialId));
    const [factor] = await server.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.memberId, subject.memberId));
    const live = await server.db
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(eq(sessions.afGroupId, subject.afGroupId))
      .orderBy(asc(sessions.idHash));
    return { password: await passwordHashOf(subject.memberId), keys, factor, sessions: live };
  }

  /** What of theirs no answer to the member may contain. */
  function theirMarks(subject: TheirSignIn): string[] {
    return [
      subject.username,
      subject.familyName,
      subject.passkey.credentialId,
      subject.passkey.name,
      subject.secret,
      subject.secret.replace(/(.{4})/g, '$1 ').trim(),
      ...subject.recoveryCodes,
    ];
  }

  /**
   * The member's calls, sent from the portal's own pages (its Origin): each answered with its
   * status, nothing of theirs shown, and never onward to a finished sign-in.
   */
  async function expectNothingOfTheirs(
    browser: Agent,
    key: string,
    calls: Call[],
    subject: TheirSignIn,
  ) {
    expect(calls.length).toBeGreaterThan(0);
    for (const [url, init, status] of calls) {
      const response = await browser.request(url, {
        ...init,
        headers: { origin: browser.origin, ...Object.fromEntries(new Headers(init.headers)) },
      });
      expect(response.status, `${key} → ${url}`).toBe(status);
      const text = await response.text();
      for (const mark of theirMarks(subject)) expect(text, `${key} → ${url}`).not.toContain(mark);
      expect(response.headers.get('location') ?? '').not.toMatch(/\/idp\/auth|\/auth\/callback/);
    }
  }

  it('has a case, or a reason, for every route of the provider’s pages', () => {
    const routes = providerRoutes(server.app);
    // The route table was read: the passkey removal is among it.
    expect(routes).toContain('POST /idp/account/passkeys/remove');
    const named = new Set([
      ...Object.keys(ACCOUNT_CASES),
      ...Object.keys(SIGN_IN_CASES),
      ...Object.keys(NOT_A_MEMBERS),
    ]);
    expect(routes.filter((route) => !named.has(route))).toEqual([]);
    // Nor is a route named that the server no longer has.
    expect([...named].filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('show and end only the signed-in member’s own sessions', async () => {
    const second = await signIn(server, MEMBER_USERNAME);
    const page = await (await member.request('/idp/account')).text();
    expect(page).toContain('Where you are signed in');
    // The other member's name is nowhere on the page.
    expect(page).not.toContain(them.familyName);

    const done = await member.request('/idp/account/sessions/sign-out-others', formPost({}));
    expect(done.status).toBe(303);
    const sessionOf = async (agent: Agent) =>
      json<{ authenticated: boolean }>(agent.api('/auth/session'));
    expect(await sessionOf(second)).toMatchObject({ authenticated: false });
    expect(await sessionOf(member)).toMatchObject({ authenticated: true });
    expect(await sessionOf(other)).toMatchObject({ authenticated: true });
  });

  it.each(Object.keys(ACCOUNT_CASES))(
    '%s: nothing of another member’s shown, nothing of theirs changed',
    async (key) => {
      const before = await accountOf(them);
      const calls = (await ACCOUNT_CASES[key]?.(them)) ?? [];
      await expectNothingOfTheirs(member, key, calls, them);
      expect(await accountOf(them)).toEqual(before);
      // Their passkey is not on the member's account page either.
      expect(await (await member.request('/idp/account')).text()).not.toContain(them.passkey.name);
    },
  );

  it.each(Object.keys(SIGN_IN_CASES))(
    '%s: another member’s sign-in neither shown nor finished from the member’s browser',
    async (key) => {
      // Their browser, past the password, is asked for the code.
      const theirBrowser = new Agent(server);
      const start = await theirBrowser.navigate('/auth/login');
      const atCode = await submitSignIn(theirBrowser, start.url, them.username, DEMO_PASSWORD);
      const uid = /\/interaction\/([\w-]+)\/second-step$/.exec(atCode.url)?.[1] ?? '';
      expect(uid, atCode.url).not.toBe('');
      const before = await accountOf(them);

      // The member's browser: its cookies but those of its own sign-ins' addresses (a browser
      // sends those only there).
      const memberBrowser = new Agent(server);
      for (const [name, value] of member.cookies)
        if (!name.startsWith('_interaction')) memberBrowser.cookies.set(name, value);
      await expectNothingOfTheirs(memberBrowser, key, SIGN_IN_CASES[key]?.(them, uid) ?? [], them);
      expect(await accountOf(them)).toEqual(before);

      // Their own sign-in is still theirs to finish, as them (with one of their recovery codes).
      const code = them.recoveryCodes[Object.keys(SIGN_IN_CASES).indexOf(key)] ?? '';
      const done = await theirBrowser.navigate(atCode.url, formPost({ code }));
      expect(done.url).toBe(`${server.url}/loading`);
      const session = await json<{ user?: { familyName: string } }>(
        theirBrowser.api('/auth/session'),
      );
      expect(session.user?.familyName).toBe(them.familyName);
    },
  );
});
