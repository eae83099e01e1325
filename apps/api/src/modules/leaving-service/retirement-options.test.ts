import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetails } from '@portal/contract/claims';
import type { InboxNotice } from '@portal/contract/inbox';
import type { FundProjection } from '@portal/contract/projection';
import {
  RETIREMENT_MESSAGES,
  type RetirementClaimSummary,
  type RetirementOptions,
} from '@portal/contract/retirement-options';
import { ClaimType } from '@portal/domain/claims';
import { addYears } from '@portal/domain/dates';
import { lumpSumTax } from '@portal/domain/lump-sum-tax';
import { RETIREMENT_COUNSELLING_VERSION } from '@portal/domain/retirement-options';
import type { Database } from '../../db/client';
import {
  claims,
  counsellingAcknowledgements,
  mailOutbox,
  members,
  memberships,
  products,
} from '../../db/schema';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

// Retirement (issue 49 point 5; Regulation 39), on the real server and database: within five
// years of the normal retirement date a member sees the fund's annuity strategy, the most cash
// with its tax on the retirement table, and a life and a living annuity illustrated, every figure
// the retirement projection's own to the cent; a retirement claim is started only after the
// counselling acknowledgement, once however many starts arrive together, from the 55th birthday;
// further from retirement the options are a 409 in words; another member's scheme a 404.

const NEAR = 'member0011@demo.local';
const YOUNG = 'member0008@demo.local';
const FAR = 'member0009@demo.local';
const OTHER = 'member0010@demo.local';

let database: Database;
let server: TestServer;
const agents = new Map<string, Agent>();
const schemes = new Map<string, string>();

async function agent(username: string): Promise<Agent> {
  const known = agents.get(username);
  if (known) return known;
  const signedIn = await signIn(server, username);
  agents.set(username, signedIn);
  return signedIn;
}

const get = async (username: string, path: string) => (await agent(username)).api(path);
const post = async (username: string, path: string, body: unknown) =>
  (await agent(username)).api(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

/** Sets the member's date of birth and every membership's normal retirement date. */
async function placeMember(username: string, age: number, yearsToRetirement: number) {
  const memberId = await memberIdOfUsername(database.db, username);
  await database.db
    .update(members)
    .set({ dateOfBirth: addYears(TEST_TODAY, -age) })
    .where(eq(members.id, memberId));
  await database.db
    .update(memberships)
    .set({ normalRetirementDate: addYears(TEST_TODAY, yearsToRetirement) })
    .where(eq(memberships.memberId, memberId));
}

/** The member's first fund whose options answer (a retirement fund), or the first 409's words. */
async function retirementSchemeOf(username: string): Promise<string> {
  const memberId = await memberIdOfUsername(server.db, username);
  const rows = await server.db
    .select({ schemeNumber: products.schemeNumber })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(memberships.id);
  for (const { schemeNumber } of rows) {
    const response = await get(username, `/api/Retirement/GetOptions?schemeNumber=${schemeNumber}`);
    if (response.status === 200) return schemeNumber;
  }
  throw new Error(`${username} has no retirement fund near retirement`);
}

async function optionsOf(username: string): Promise<RetirementOptions> {
  const scheme = schemes.get(username);
  const response = await get(username, `/api/Retirement/GetOptions?schemeNumber=${scheme}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { options: RetirementOptions }).options;
}

async function expectedScenario(username: string, query: string) {
  const response = await get(username, `/api/Projection/${schemes.get(username)}?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { projection: FundProjection }).projection.scenarios[1];
}

const cents = (rand: number) => Math.round(rand * 100);

beforeAll(async () => {
  database = await privateTestDatabase('retirement-options');
  await placeMember(NEAR, 62, 3);
  await placeMember(YOUNG, 52, 3);
  await placeMember(FAR, 50, 15);
  server = await startTestServer({}, { db: database.db });
  schemes.set(NEAR, await retirementSchemeOf(NEAR));
  schemes.set(YOUNG, await retirementSchemeOf(YOUNG));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('a member’s options at retirement', () => {
  it('are the retirement projection’s own figures, to the cent, with the cash taxed on the retirement table', async () => {
    const options = await optionsOf(NEAR);
    expect(options.retirementDate).toBe(addYears(TEST_TODAY, 3));
    expect(options.retirementAge).toBe(65);
    expect(options.optionsFrom).toBe(addYears(TEST_TODAY, -2));
    expect(options.mayStartClaim).toBe(true);

    const byChoice = (annuity: string, cash: string) =>
      options.illustrations.find((shown) => shown.annuity === annuity && shown.cash === cash);
    const pairs = [
      ['lifeAnnuity', 'none', 'cash=none'],
      ['lifeAnnuity', 'maximum', 'cash=maximum'],
      ['livingAnnuity', 'none', 'cash=none&drawdownRate=5'],
      ['livingAnnuity', 'maximum', 'cash=maximum&drawdownRate=5'],
    ] as const;
    for (const [annuity, cash, query] of pairs) {
      const page = await expectedScenario(NEAR, query);
      const shown = byChoice(annuity, cash);
      expect(shown, `${annuity} ${cash}`).toMatchObject({
        cashAmount: page.cash,
        cashTax: page.cashTax,
        annuityValue: page.annuity,
        monthlyIncome: page.monthlyIncome,
        monthlyTax: page.monthlyIncomeTax,
      });
      expect(cents(shown?.monthlyNet ?? 0)).toBe(
        cents(page.monthlyIncome ?? 0) - cents(page.monthlyIncomeTax ?? 0),
      );
      expect(options.atRetirement.totalValue).toBe(page.valueAtRetirement);
    }
    expect(byChoice('livingAnnuity', 'none')?.incomeRate).toBe(5);
    expect(options.drawdownRate).toBe(5);

    // The most cash: the savings component and a third of the vested component at retirement.
    const { atRetirement, cash } = options;
    expect(cents(cash.maxCash)).toBe(
      cents(atRetirement.savingsComponent) + Math.floor(cents(atRetirement.vestedComponent) / 3),
    );
    const tax = lumpSumTax({
      kind: 'retirement',
      amountCents: cents(cash.maxCash),
      accruedOn: options.valueDate,
    });
    expect(cents(cash.taxAmount)).toBe(tax.taxCents);
    expect(cents(cash.netAmount)).toBe(cents(cash.maxCash) - tax.taxCents);
    expect(byChoice('lifeAnnuity', 'maximum')?.cashAmount).toBe(cash.maxCash);

    expect(options.annuityStrategy?.annuities.map((annuity) => annuity.name)).toEqual([
      'The fund’s living annuity',
      'An inflation-linked life annuity',
    ]);
    expect(options.counselling).toEqual({
      materialVersion: RETIREMENT_COUNSELLING_VERSION,
      acknowledgedOn: null,
    });
    expect(options.retirementClaim).toBeNull();
  });

  it('starts a retirement claim only after the counselling, once however many starts come together', async () => {
    const schemeNumber = schemes.get(NEAR);
    const start = { schemeNumber, cash: 'maximum', annuity: 'livingAnnuity' };
    const first = await post(NEAR, '/api/Retirement/StartClaim', start);
    expect(first.status).toBe(409);
    expect(((await first.json()) as { message: string }).message).toBe(
      RETIREMENT_MESSAGES.counsellingFirst,
    );
    const memberId = await memberIdOfUsername(server.db, NEAR);
    const retirementClaims = () =>
      server.db
        .select({ n: count() })
        .from(claims)
        .where(and(eq(claims.memberId, memberId), eq(claims.claimType, ClaimType.Retirement)));
    const before = await retirementClaims();

    const stale = await post(NEAR, '/api/Retirement/AcknowledgeCounselling', {
      schemeNumber,
      materialVersion: 'retirement/2020-01-01',
    });
    expect(stale.status).toBe(409);
    const acknowledged = await post(NEAR, '/api/Retirement/AcknowledgeCounselling', {
      schemeNumber,
      materialVersion: RETIREMENT_COUNSELLING_VERSION,
    });
    expect(acknowledged.status).toBe(200);
    expect(((await acknowledged.json()) as { counselling: unknown }).counselling).toEqual({
      materialVersion: RETIREMENT_COUNSELLING_VERSION,
      acknowledgedOn: TEST_TODAY,
    });

    const badChoice = await post(NEAR, '/api/Retirement/StartClaim', { ...start, cash: 'all' });
    expect(badChoice.status).toBe(400);
    expect(await badChoice.text()).toContain(RETIREMENT_MESSAGES.cash);
    expect(await retirementClaims()).toEqual(before);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(NEAR, '/api/Retirement/StartClaim', start)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const taken = answers.find((answer) => answer.status === 200);
    const { claim } = (await taken?.json()) as { claim: RetirementClaimSummary };
    expect(claim).toMatchObject({
      status: 'Submitted',
      submittedOn: TEST_TODAY,
      claimPath: `/claims/${claim.caseNo}`,
    });
    const refused = answers.find((answer) => answer.status === 409);
    expect(((await refused?.json()) as { message: string }).message).toBe(
      RETIREMENT_MESSAGES.claimOpen,
    );
    expect((await retirementClaims())[0]?.n).toBe((before[0]?.n ?? 0) + 1);

    // The claim's page values the fund on the day: the cash chosen is the most the rules allow.
    const details = await get(NEAR, `/api/Claims/GetClaimDetails?caseNo=${claim.caseNo}`);
    expect(details.status).toBe(200);
    const { claim: shown } = (await details.json()) as { claim: ClaimDetails };
    expect(shown.claimType).toBe(ClaimType.Retirement);
    expect(shown.retirementSplit?.cashLumpSum).toBe(shown.retirementSplit?.maximumCash);

    const options = await optionsOf(NEAR);
    expect(options.retirementClaim?.caseNo).toBe(claim.caseNo);
    expect(options.counselling.acknowledgedOn).toBe(TEST_TODAY);

    const inbox = (await (await get(NEAR, '/api/Inbox/GetNotices?category=claims')).json()) as {
      notices: InboxNotice[];
    };
    const told = inbox.notices.filter((notice) => notice.reference === claim.caseNo);
    expect(told.map((notice) => notice.subject)).toEqual([
      `We received your retirement claim ${claim.caseNo}`,
    ]);
    expect(told[0]?.lines.some((line) => line.link === `/claims/${claim.caseNo}`)).toBe(true);
    const mail = await server.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.memberId, memberId), eq(mailOutbox.kind, 'retirement-claim-started')),
      );
    expect(mail).toHaveLength(1);
  });

  it('shows the options before 55 but starts no claim until the 55th birthday', async () => {
    const options = await optionsOf(YOUNG);
    expect(options.mayStartClaim).toBe(false);
    expect(options.earliestClaimDate).toBe(addYears(TEST_TODAY, 3));
    const schemeNumber = schemes.get(YOUNG);
    await post(YOUNG, '/api/Retirement/AcknowledgeCounselling', {
      schemeNumber,
      materialVersion: RETIREMENT_COUNSELLING_VERSION,
    });
    const start = await post(YOUNG, '/api/Retirement/StartClaim', {
      schemeNumber,
      cash: 'none',
      annuity: 'lifeAnnuity',
    });
    expect(start.status).toBe(409);
    expect(((await start.json()) as { message: string }).message).toBe(
      RETIREMENT_MESSAGES.tooYoung,
    );
  });

  it('answers 409 in words more than five years from retirement', async () => {
    const memberId = await memberIdOfUsername(server.db, FAR);
    const rows = await server.db
      .select({ schemeNumber: products.schemeNumber })
      .from(memberships)
      .innerJoin(products, eq(products.id, memberships.productId))
      .where(eq(memberships.memberId, memberId));
    const messages = new Set<string>();
    for (const { schemeNumber } of rows) {
      const response = await get(FAR, `/api/Retirement/GetOptions?schemeNumber=${schemeNumber}`);
      expect(response.status).toBe(409);
      messages.add(((await response.json()) as { message: string }).message);
    }
    expect(messages).toContain(RETIREMENT_MESSAGES.notNear);
  });

  it('answers another member’s scheme number with 404 and changes nothing', async () => {
    const schemeNumber = schemes.get(YOUNG);
    const otherId = await memberIdOfUsername(server.db, OTHER);
    const youngId = await memberIdOfUsername(server.db, YOUNG);
    const counted = async () => ({
      claims: await server.db
        .select({ n: count() })
        .from(claims)
        .where(inArray(claims.memberId, [otherId, youngId])),
      acknowledgements: await server.db.select({ n: count() }).from(counsellingAcknowledgements),
    });
    const before = await counted();
    for (const response of [
      await get(OTHER, `/api/Retirement/GetOptions?schemeNumber=${schemeNumber}`),
      await post(OTHER, '/api/Retirement/AcknowledgeCounselling', {
        schemeNumber,
        materialVersion: RETIREMENT_COUNSELLING_VERSION,
      }),
      await post(OTHER, '/api/Retirement/StartClaim', {
        schemeNumber,
        cash: 'maximum',
        annuity: 'lifeAnnuity',
      }),
    ])
      expect(response.status).toBe(404);
    expect(await counted()).toEqual(before);
  });
});
