import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimAllowed } from '@portal/contract/claims';
import type { ClaimDraft } from '@portal/contract/savings-claim';
import { bankVerificationAdvice } from '@portal/domain/banks';
import type { Database } from '../../db/client';
import { members, partnerCalls, profileAudit } from '../../db/schema';
import { createBankVerificationSimulator } from '../../partners/bank-verification/bank-verification-service';
import { createIdentitySimulator } from '../../partners/identity/identity-service';
import { DEMO_KNOWN_PEOPLE } from '../../partners/partners';
import { privateTestDatabase } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { reply, startProvider, type Provider } from '../../testing/partner-provider';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { BANK_VERIFICATION_AUDIT_SOURCE } from '../savings-claim/bank-verification.service';
import { PARTNER_CALL_WINDOW_MS } from './partner-call-budget';
import { confirmationAsked, confirmDetails, withStepUp } from '../../testing/step-up';

// Paid partner calls: bank account verification (verifybankingdetails) and ID
// verification (TwoPot/IdVerification) at most a few per draft claim and per member in any 24
// hours, counted in the database so that parallel calls cannot pass the budget; and the bank's
// precise answer kept for the administrator's audit, never told to the member. The partners are
// stand-ins on the loopback that answer as the simulators do and count the calls that reach them.
// A database of its own: drafts are made here.

const PER_DRAFT = 3;
const PER_DAY = 5;
const PHONE = '0860 000 000';

/** The demo members of the API tests; each test takes one of its own (it uses up a budget). */
const CANDIDATES = [
  'institutional@demo.local',
  'retail@demo.local',
  'hybrid@demo.local',
  'staff@demo.local',
  ...Array.from(
    { length: 8 },
    (_, index) => `member${String(index + 5).padStart(4, '0')}@demo.local`,
  ),
];
/** Members with a South African ID number and a fund allowing a savings claim (a draft). */
const withDraft: string[] = [];
/** Members with a South African ID number and no draft needed. */
const withId: string[] = [];
let BANK_DRAFT = '';
let BANK_DAY = '';
let BANK_PARALLEL = '';
let ID_DRAFT = '';
let ID_DAY = '';
let ID_PARALLEL = '';

/** The AVS simulator's rules: ends 99 → the ID number does not match, 11 → not found, 13 → closed. */
const ACCOUNTS = {
  match: '62001234567',
  idMismatch: '62001234599',
  notFound: '62001234511',
  closed: '62001234513',
};

let database: Database;
let server: TestServer;
let avs: Provider;
let identity: Provider;
const agents = new Map<string, Agent>();
const memberIds = new Map<string, number>();
const idNumbers = new Map<string, string>();
/** The calls that reached each stand-in: by ID number. */
const bankCalls = new Map<string, number>();
const identityCalls = new Map<string, number>();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bump = (calls: Map<string, number>, key: string) => calls.set(key, (calls.get(key) ?? 0) + 1);

beforeAll(async () => {
  const bankSimulator = createBankVerificationSimulator();
  const identitySimulator = createIdentitySimulator({ knownPeople: DEMO_KNOWN_PEOPLE });
  // A little slow, as a partner is: calls made at once overlap while the partner answers.
  avs = await startProvider((body, _request, response) => {
    const input = body as Parameters<typeof bankSimulator.verify>[0];
    bump(bankCalls, input.idNumber);
    void pause(40)
      .then(() => bankSimulator.verify(input))
      .then((answer) => reply(response, 200, answer));
  });
  identity = await startProvider((body, _request, response) => {
    const input = body as Parameters<typeof identitySimulator.verify>[0];
    bump(identityCalls, input.idNumber);
    void pause(40)
      .then(() => identitySimulator.verify(input))
      .then((result) => reply(response, 200, { result }));
  });
  database = await privateTestDatabase('partner_calls');
  server = await startTestServer(
    {
      AVS_SERVICE_URL: avs.url,
      IDENTITY_SERVICE_URL: identity.url,
      BANK_VERIFICATIONS_PER_DRAFT: String(PER_DRAFT),
      BANK_VERIFICATIONS_PER_DAY: String(PER_DAY),
      ID_VERIFICATIONS_PER_DRAFT: String(PER_DRAFT),
      ID_VERIFICATIONS_PER_DAY: String(PER_DAY),
    },
    { db: database.db },
  );
  for (const username of CANDIDATES) {
    const id = await memberIdOfUsername(server.db, username);
    const [row] = await server.db
      .select({ identifierType: members.identifierType, idNumber: members.idNumber })
      .from(members)
      .where(eq(members.id, id));
    if (row?.identifierType !== 'ID' || !row.idNumber) continue;
    agents.set(username, await signIn(server, username));
    memberIds.set(username, id);
    idNumbers.set(username, row.idNumber);
    const { memberships } = await json<{ memberships: ClaimAllowed[] }>(
      agent(username).api('/api/Claims/CheckClaimAllowed'),
    );
    (memberships.some((m) => m.isAllowed) ? withDraft : withId).push(username);
  }
  const take = (list: string[]) => {
    const username = list.shift() ?? withDraft.shift();
    if (!username) throw new Error('not enough demo members with an SA ID number');
    return username;
  };
  BANK_DRAFT = take(withDraft);
  BANK_DAY = take(withDraft);
  BANK_PARALLEL = take(withDraft);
  ID_DRAFT = take(withDraft);
  ID_DAY = take(withId);
  ID_PARALLEL = take(withId);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
  await avs?.stop();
  await identity?.stop();
});

function agent(username: string): Agent {
  const found = agents.get(username);
  if (!found) throw new Error(`not signed in: ${username}`);
  return found;
}
function memberId(username: string): number {
  const found = memberIds.get(username);
  if (found === undefined) throw new Error(`no member ${username}`);
  return found;
}

async function json<T>(response: Promise<Response> | Response, status = 200): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text.slice(0, 400)).toBe(status);
  return JSON.parse(text) as T;
}

type ErrorAnswer = { success: false; code: string; message: string };
type BankAnswer = { result: string; isVerified: boolean; message: string; advice: string | null };

/** A new draft on the member's first fund that allows a savings claim. */
async function draftOf(username: string): Promise<ClaimDraft> {
  const { memberships } = await json<{ memberships: ClaimAllowed[] }>(
    agent(username).api('/api/Claims/CheckClaimAllowed'),
  );
  const fund = memberships.find((m) => m.isAllowed);
  if (!fund) throw new Error(`${username} has no fund allowing a savings claim`);
  const { draft } = await json<{ draft: ClaimDraft }>(
    agent(username).api('/api/Claims/processbymemberclaimv2', {
      method: 'POST',
      json: { schemeNumber: fund.schemeNumber, claimSubmissionType: 1, claim: {} },
    }),
  );
  return draft;
}

/** The verification as the page sends it (its step-up not yet confirmed). */
function verifyBankOnce(username: string, webTransactionNo: string, accountNumber: string) {
  return agent(username).api('/api/Claims/verifybankingdetails', {
    method: 'POST',
    json: {
      webTransactionNo,
      bankName: 'Absa',
      branchCode: '632005',
      accountType: 1,
      accountHolderName: 'A Member',
      accountNumber,
    },
  });
}

/** A verification confirmed at its step-up as the member does in the window. */
function verifyBank(username: string, webTransactionNo: string, accountNumber: string) {
  return withStepUp(agent(username), () =>
    verifyBankOnce(username, webTransactionNo, accountNumber),
  );
}

function verifyId(username: string, idNumber: string, webTransactionNo?: string) {
  return agent(username).api('/api/TwoPot/IdVerification', {
    method: 'POST',
    json: { idNumber, ...(webTransactionNo ? { webTransactionNo } : {}) },
  });
}

async function idNumberOfMember(username: string): Promise<string> {
  const found = idNumbers.get(username);
  if (!found) throw new Error(`no ID number for ${username}`);
  return Promise.resolve(found);
}

async function callsRecorded(username: string, partner: 'bank-verification' | 'id-verification') {
  return server.db
    .select()
    .from(partnerCalls)
    .where(and(eq(partnerCalls.memberId, memberId(username)), eq(partnerCalls.partner, partner)));
}

describe('bank account verification (verifybankingdetails)', () => {
  it('tells the member only "not verified, check the details"; the bank’s flags go to the audit', async () => {
    const { webTransactionNo } = await draftOf(BANK_DRAFT);
    const answers: BankAnswer[] = [];
    for (const account of [ACCOUNTS.idMismatch, ACCOUNTS.notFound, ACCOUNTS.closed]) {
      const response = await verifyBank(BANK_DRAFT, webTransactionNo, account);
      const text = await response.clone().text();
      expect(text).not.toMatch(
        /was not found|is closed|ID number does not match|accept payments|mismatchedFields/,
      );
      answers.push(await json<BankAnswer>(response));
    }
    // Account not found, closed, and another person's ID number: one and the same answer.
    const advice = bankVerificationAdvice['INFORMATION MISMATCH'];
    for (const answer of answers) {
      expect(answer).toEqual({
        success: true,
        result: 'INFORMATION MISMATCH',
        isVerified: false,
        message: advice.message,
        advice: advice.whatToDo,
      });
    }

    const audit = await server.db
      .select()
      .from(profileAudit)
      .where(
        and(
          eq(profileAudit.memberId, memberId(BANK_DRAFT)),
          eq(profileAudit.source, BANK_VERIFICATION_AUDIT_SOURCE),
        ),
      )
      .orderBy(profileAudit.id);
    expect(audit.map((row) => row.fields)).toEqual([
      ['idNumberMatches'],
      ['accountFound'],
      ['accountOpen', 'acceptsCredits'],
    ]);
    expect(audit[0]?.after).toMatchObject({
      webTransactionNo,
      result: 'INFORMATION MISMATCH',
      responseCode: '0000',
      accountNumberLast4: '4599',
      idNumberMatches: 'N',
      accountFound: 'Y',
      mismatches: 'the ID number does not match',
    });
    expect(audit[1]?.after).toMatchObject({ accountFound: 'N', accountNumberLast4: '4511' });
    expect(audit[2]?.after).toMatchObject({
      accountOpen: 'N',
      mismatches: 'the account is closed; the account does not accept payments',
    });
    // The account is kept by its last four digits only.
    expect(JSON.stringify(audit)).not.toContain(ACCOUNTS.idMismatch);
    expect(audit[0]?.actor).toMatch(/\w/);
  });

  it(`asks the bank at most ${PER_DRAFT} times for one draft, then asks the member to call`, async () => {
    // The draft of the test before has had its three calls.
    const { webTransactionNo } = await draftOf(BANK_DRAFT);
    const before = await callsRecorded(BANK_DRAFT, 'bank-verification');
    const idNumber = await idNumberOfMember(BANK_DRAFT);
    const reached = bankCalls.get(idNumber) ?? 0;
    const response = await verifyBank(BANK_DRAFT, webTransactionNo, ACCOUNTS.match);
    expect(response.headers.get('retry-after')).toBeNull();
    const refused = await json<ErrorAnswer>(response, 429);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.message).toBe(
      `You have tried to verify a bank account for this claim as many times as we allow online. Please call our contact centre on ${PHONE}, Monday to Friday 08:00 to 17:00, and we will help you with your claim.`,
    );
    // Nothing asked of the bank, nothing counted, the draft unchanged.
    expect(bankCalls.get(idNumber) ?? 0).toBe(reached);
    expect(await callsRecorded(BANK_DRAFT, 'bank-verification')).toHaveLength(before.length);
    expect(before).toHaveLength(PER_DRAFT);
    // Checks that ask nothing of the bank are still answered.
    const malformed = await json<{ fieldErrors: Record<string, string[]> }>(
      verifyBank(BANK_DRAFT, webTransactionNo, '12AB'),
      400,
    );
    expect(malformed.fieldErrors.accountNumber).toBeDefined();
  });

  it(`asks the bank at most ${PER_DAY} times a day for a member, over every draft`, async () => {
    const { webTransactionNo } = await draftOf(BANK_DAY);
    const id = memberId(BANK_DAY);
    const now = Date.now();
    // Calls for other drafts: three in the last 24 hours, and older ones that no longer count.
    await server.db.insert(partnerCalls).values([
      ...Array.from({ length: 6 }, () => ({
        memberId: id,
        partner: 'bank-verification' as const,
        claimId: null,
        at: new Date(now - PARTNER_CALL_WINDOW_MS - 60_000),
      })),
      { memberId: id, partner: 'bank-verification', claimId: null, at: new Date(now - 3_600_000) },
      { memberId: id, partner: 'bank-verification', claimId: null, at: new Date(now - 1_800_000) },
      { memberId: id, partner: 'bank-verification', claimId: null, at: new Date(now - 600_000) },
    ]);
    await json(verifyBank(BANK_DAY, webTransactionNo, ACCOUNTS.idMismatch));
    await json(verifyBank(BANK_DAY, webTransactionNo, ACCOUNTS.match));
    const response = await verifyBank(BANK_DAY, webTransactionNo, ACCOUNTS.match);
    const refused = await json<ErrorAnswer>(response, 429);
    expect(refused.message).toMatch(
      new RegExp(
        `^You have tried to verify a bank account as many times as we allow online in a day\\. Please call our contact centre on ${PHONE}, Monday to Friday 08:00 to 17:00, or try again after \\d\\d:\\d\\d on \\d+ \\w+ \\d{4}\\.$`,
      ),
    );
    // Free again when the oldest call of the 24 hours (an hour ago) leaves them: in 23 hours.
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(23 * 3600);
    expect(bankCalls.get(await idNumberOfMember(BANK_DAY))).toBe(2);
  });

  it('lets parallel calls pass the budget no more than one at a time', async () => {
    const { webTransactionNo } = await draftOf(BANK_PARALLEL);
    // Each verification is confirmed at a step-up of its own first (a confirmation holds once).
    const asked: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const answer = await verifyBankOnce(BANK_PARALLEL, webTransactionNo, ACCOUNTS.match);
      asked.push((await confirmationAsked(answer)) ?? '');
    }
    expect(new Set(asked).size).toBe(10);
    for (const confirmation of asked) await confirmDetails(agent(BANK_PARALLEL), confirmation);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        verifyBankOnce(BANK_PARALLEL, webTransactionNo, ACCOUNTS.match),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array.from({ length: PER_DRAFT }, () => 200),
      ...Array.from({ length: 10 - PER_DRAFT }, () => 429),
    ]);
    expect(bankCalls.get(await idNumberOfMember(BANK_PARALLEL))).toBe(PER_DRAFT);
    expect(await callsRecorded(BANK_PARALLEL, 'bank-verification')).toHaveLength(PER_DRAFT);
  });
});

describe('ID verification (TwoPot/IdVerification)', () => {
  it(`asks the identity service at most ${PER_DRAFT} times for one draft`, async () => {
    const { webTransactionNo } = await draftOf(ID_DRAFT);
    const idNumber = await idNumberOfMember(ID_DRAFT);
    for (let call = 0; call < PER_DRAFT; call += 1)
      await json(verifyId(ID_DRAFT, idNumber, webTransactionNo));
    const response = await verifyId(ID_DRAFT, idNumber, webTransactionNo);
    expect(response.headers.get('retry-after')).toBeNull();
    const refused = await json<ErrorAnswer>(response, 429);
    expect(refused.message).toBe(
      `You have tried to verify your ID number for this claim as many times as we allow online. Please call our contact centre on ${PHONE}, Monday to Friday 08:00 to 17:00, and we will help you with your claim.`,
    );
    expect(identityCalls.get(idNumber)).toBe(PER_DRAFT);
    // A number that is not the member's own is refused without asking, and not counted.
    await json(verifyId(ID_DRAFT, '8001015009087', webTransactionNo), 400);
    expect(await callsRecorded(ID_DRAFT, 'id-verification')).toHaveLength(PER_DRAFT);
    // Another member's draft is not found.
    await json(verifyId(ID_DAY, await idNumberOfMember(ID_DAY), webTransactionNo), 404);
  });

  it(`asks the identity service at most ${PER_DAY} times a day for a member`, async () => {
    const idNumber = await idNumberOfMember(ID_DAY);
    for (let call = 0; call < PER_DAY; call += 1) await json(verifyId(ID_DAY, idNumber));
    const response = await verifyId(ID_DAY, idNumber);
    const refused = await json<ErrorAnswer>(response, 429);
    expect(refused.message).toMatch(
      /^You have tried to verify your ID number as many times as we allow online in a day\. Please call our contact centre on /,
    );
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(24 * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(identityCalls.get(idNumber)).toBe(PER_DAY);
  });

  it('lets parallel calls pass the budget no more than one at a time', async () => {
    const idNumber = await idNumberOfMember(ID_PARALLEL);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => verifyId(ID_PARALLEL, idNumber)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array.from({ length: PER_DAY }, () => 200),
      ...Array.from({ length: 10 - PER_DAY }, () => 429),
    ]);
    expect(identityCalls.get(idNumber)).toBe(PER_DAY);
    expect(await callsRecorded(ID_PARALLEL, 'id-verification')).toHaveLength(PER_DAY);
  });
});
