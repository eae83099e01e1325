import type { ClaimAllowed, ClaimSummary } from '@portal/contract/claims';
import { taxYearOf } from '@portal/domain/dates';
import { luhnCheckDigit } from '@portal/domain/sa-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../testing/database';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

// spec 3 §7 CheckClaimAllowed and the two-pot look-ups and checks (the claims issue).

let server: TestServer;
const agents: Record<string, Agent> = {};

async function json<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status).toBe(status);
  return (await answer.json()) as T;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const username of [
    'institutional@demo.local',
    'hybrid@demo.local',
    'staff@demo.local',
    'member0011@demo.local',
  ])
    agents[username] = await signIn(server, username);
});
afterAll(async () => server.close());

function agent(username: string): Agent {
  const found = agents[username];
  if (!found) throw new Error(`not signed in: ${username}`);
  return found;
}

async function allowed(username: string): Promise<ClaimAllowed[]> {
  return (
    await json<{ memberships: ClaimAllowed[] }>(
      agent(username).api('/api/Claims/CheckClaimAllowed'),
    )
  ).memberships;
}

describe('GET /api/Claims/CheckClaimAllowed', () => {
  it.each(['institutional@demo.local', 'hybrid@demo.local', 'staff@demo.local'])(
    '%s: each two-pot fund by the rules, from the same savings pot as the fund details',
    async (username) => {
      const who = agent(username);
      const memberships = await allowed(username);
      expect(memberships.length).toBeGreaterThan(0);
      const claims = (
        await json<{ claims: ClaimSummary[] }>(who.api('/api/Claims/GetMemberClaims'))
      ).claims;
      const taxYear = taxYearOf(TEST_TODAY);
      for (const fund of memberships) {
        const details = await json<{ overview: { savings: number } }>(
          who.api(`/api/Fund/GetFundDetails/${fund.schemeNumber}`),
        );
        expect(fund.savingsPot).toBe(details.overview.savings);
        expect(fund.maximumAmount).toBe(Math.max(0, details.overview.savings));
        expect(fund.minimumAmount).toBe(2000);
        const ofFund = claims.filter((c) => c.schemeNumber === fund.schemeNumber);
        const inProgress = ofFund.filter((c) =>
          ['Submitted', 'DirectiveRequested', 'DirectiveIssued'].includes(c.status),
        );
        // A retirement, withdrawal or death claim pays out the savings pot with the rest.
        const exitClaim = inProgress.find((c) => [0, 1, 2].includes(c.claimType));
        const savingsClaim = inProgress.find((c) => c.claimType === 4 || c.claimType === 5);
        const paidDates = await Promise.all(
          ofFund
            .filter((c) => c.status === 'Paid' && (c.claimType === 4 || c.claimType === 5))
            .map(
              async (c) =>
                (
                  await json<{ claim: { paidDate: string | null } }>(
                    who.api(`/api/Claims/GetClaimDetails?caseNo=${c.caseNo}`),
                  )
                ).claim.paidDate ?? '',
            ),
        );
        const withdrawnThisYear = paidDates.some(
          (date) => date >= taxYear.start && date <= taxYear.end,
        );
        const expected = exitClaim
          ? 'exit-claim-in-progress'
          : savingsClaim
            ? 'claim-in-progress'
            : withdrawnThisYear
              ? 'already-withdrawn-this-tax-year'
              : details.overview.savings < 2000
                ? 'pot-below-minimum'
                : null;
        expect(fund.refusal, fund.fundName).toBe(expected);
        expect(fund.isAllowed).toBe(expected === null);
        expect(fund.reason === null).toBe(expected === null);
        // The claim that blocks is named in the reason by its case number.
        const blocking = exitClaim ?? savingsClaim;
        expect(fund.blockingCaseNo ?? null).toBe(blocking?.caseNo ?? null);
        if (blocking) expect(fund.reason).toContain(blocking.caseNo);
      }
    },
  );

  it('refuses a fund held by a section 37D deduction, saying so', async () => {
    const memberships = await allowed('member0011@demo.local');
    const held = memberships.find((m) => m.refusal === 'blocked');
    expect(held?.isAllowed).toBe(false);
    expect(held?.reason).toMatch(/section 37D/);
  });

  it('names the staff member’s retirement claim in progress, not a savings claim', async () => {
    const [staffFund] = await allowed('staff@demo.local');
    const claims = (
      await json<{ claims: ClaimSummary[] }>(
        agent('staff@demo.local').api('/api/Claims/GetMemberClaims'),
      )
    ).claims;
    const retirement = claims.find(
      (c) => c.claimType === 1 && c.schemeNumber === staffFund?.schemeNumber,
    );
    expect(retirement?.status).toBe('DirectiveRequested');
    expect(staffFund?.refusal).toBe('exit-claim-in-progress');
    expect(staffFund?.blockingCaseNo).toBe(retirement?.caseNo);
    expect(staffFund?.reason).toBe(
      `Your retirement claim ${retirement?.caseNo} on this fund is in progress. It pays out your whole benefit in the fund, your savings pot included, so you cannot make a separate savings withdrawal from this fund.`,
    );
    expect(staffFund?.reason).not.toMatch(/savings withdrawal claim in progress/);
  });

  it('checks one fund by its scheme number, and answers 404 for another member’s', async () => {
    const [mine] = await allowed('institutional@demo.local');
    if (!mine) throw new Error('no fund');
    const one = await json<{ memberships: ClaimAllowed[] }>(
      agent('institutional@demo.local').api(
        `/api/Claims/CheckClaimAllowed?schemeNumber=${mine.schemeNumber}`,
      ),
    );
    expect(one.memberships).toEqual([mine]);
    const [theirs] = await allowed('staff@demo.local');
    await json(
      agent('institutional@demo.local').api(
        `/api/Claims/CheckClaimAllowed?schemeNumber=${theirs?.schemeNumber ?? ''}`,
      ),
      404,
    );
  });
});

describe('the two-pot look-ups and checks', () => {
  const member = () => agent('institutional@demo.local');

  it('lists the banks with their universal branch codes and the account types', async () => {
    const answer = await json<{
      banks: { name: string; branchCode: string }[];
      accountTypes: { code: number; name: string }[];
    }>(member().api('/api/TwoPot/BankBranchCodes'));
    expect(answer.banks).toEqual(
      expect.arrayContaining([
        { name: 'Absa', branchCode: '632005' },
        { name: 'Capitec', branchCode: '470010' },
        { name: 'Standard Bank', branchCode: '051001' },
      ]),
    );
    expect(answer.banks).toHaveLength(10);
    expect(answer.accountTypes).toEqual([
      { code: 1, name: 'Cheque' },
      { code: 2, name: 'Savings' },
    ]);
  });

  it('checks a tax number: ten digits, a valid first digit and its Luhn check digit', async () => {
    const body = '012345678';
    const valid = `${body}${luhnCheckDigit(body)}`;
    const check = (taxNumber: string) =>
      json<{ isValid: boolean; message: string | null }>(
        member().api(`/api/TwoPot/TaxNumberValidation?taxNumber=${taxNumber}`),
      );
    expect(await check(valid)).toMatchObject({ isValid: true, message: null });
    const wrongDigit = `${body}${(luhnCheckDigit(body) + 1) % 10}`;
    expect((await check(wrongDigit)).isValid).toBe(false);
    expect((await check('0000000000')).isValid).toBe(false);
    expect((await check('512345678' + luhnCheckDigit('512345678'))).message).toMatch(
      /start with 0, 1, 2, 3 or 9/,
    );
    expect((await check('12345')).message).toMatch(/10 digits/);
  });

  it('checks an ID number and gives its date of birth', async () => {
    const body = '800101500908';
    const id = `${body}${luhnCheckDigit(body)}`;
    expect(await json(member().api(`/api/TwoPot/IdNumberValidation?idNumber=${id}`))).toMatchObject(
      { isValid: true, dateOfBirth: '1980-01-01' },
    );
    const bad = await json<{ isValid: boolean; message: string }>(
      member().api('/api/TwoPot/IdNumberValidation?idNumber=8001015009080'),
    );
    expect(bad.isValid).toBe(false);
    expect(bad.message).toBeTruthy();
  });

  it('checks a bank account’s format, refusing a foreign account for this claim', async () => {
    const check = (query: string) =>
      json<{ isValid: boolean; fieldErrors: Record<string, string[]> }>(
        member().api(`/api/TwoPot/BankDetailsValidation?${query}`),
      );
    expect(await check('accountNumber=1234567890&accountType=1&branchCode=632005')).toEqual({
      success: true,
      isValid: true,
      fieldErrors: {},
    });
    const foreign = await check('accountNumber=1234567890&accountType=7&branchCode=632005');
    expect(foreign.isValid).toBe(false);
    expect(foreign.fieldErrors.accountType?.[0]).toMatch(/South African cheque or savings/);
    const wrong = await check('accountNumber=12ab&accountType=2&branchCode=999999');
    expect(Object.keys(wrong.fieldErrors).sort()).toEqual(['accountNumber', 'branchCode']);
  });

  it('lists the document types a savings claim takes', async () => {
    const answer = await json<{ documentTypes: { name: string; isRequired: boolean }[] }>(
      member().api('/api/TwoPot/GetDocumentTypes'),
    );
    expect(answer.documentTypes.filter((t) => t.isRequired).map((t) => t.name)).toEqual([
      'Copy of your ID',
      'Proof of bank account',
    ]);
  });

  it('answers only a signed-in member', async () => {
    const response = await server.app.inject({
      url: '/api/TwoPot/BankBranchCodes',
      headers: { apikey: server.config.apiKey },
    });
    expect(response.statusCode).toBe(401);
  });
});
