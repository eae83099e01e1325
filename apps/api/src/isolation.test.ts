import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@portal/domain/dates';
import { TEST_TODAY } from './testing/database';
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
  caseKey: string;
  caseMemberKey: string;
  udwId: string;
  proposalId: string;
  afGroupId: string;
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

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

type Funds = { internalFunds: { schemeNumber: string }[] };
type Details = {
  information: { fund: { caseKey: string; caseMemberKey: string } };
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
  theirs = {
    schemeNumber: fund.schemeNumber,
    caseKey: fund.details.information.fund.caseKey,
    caseMemberKey: fund.details.information.fund.caseMemberKey,
    udwId,
    proposalId: proposal.redirectUrl.split('/').at(-1) ?? '',
    afGroupId: nominations.value.person.afGroupId,
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
});
afterAll(async () => server.close());

/** A year of the portal's one clock: the windows the calls ask about, whatever day it is. */
const windowEnd = TEST_TODAY;
const windowStart = addMonths(TEST_TODAY, -12);

/** Each route with references: the calls one member makes with the other member's values. */
const CASES: Record<string, (them: OtherMember) => [string, RequestInit & { json?: unknown }][]> = {
  'GET /api/Fund/GetFundDetails/{schemeNumber}': (them) => [
    [`/api/Fund/GetFundDetails/${them.schemeNumber}`, {}],
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
  'GET /api/Udw/DownloadPortfolioDocument/{id}': (them) => [
    [`/api/Udw/DownloadPortfolioDocument/${them.udwId}`, {}],
  ],
  'GET /api/Goals/Proposal/{id}': (them) => [[`/api/Goals/Proposal/${them.proposalId}`, {}]],
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
  ],
};

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
      .filter((key) => !(key in CASES));
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
