import type { InternalFund } from '@portal/contract/fund';
import type { FundIdentityResponse } from '@portal/contract/fund-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FUND_IDENTITIES } from '../../fund-identity';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

// GET /api/Fund/Identity/{schemeNumber} (DESIGN §1e): the identity of one of the member's own
// funds as the "Your fund" panel shows it, from the one configuration every document prints.

let server: TestServer;
let institutional: Agent;
let retail: Agent;

beforeAll(async () => {
  server = await startTestServer();
  [institutional, retail] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'retail@demo.local'),
  ]);
});
afterAll(async () => server.close());

async function fundsOf(agent: Agent): Promise<InternalFund[]> {
  const answer = await agent.api('/api/Fund/Internal');
  return ((await answer.json()) as { internalFunds: InternalFund[] }).internalFunds;
}

async function identityOf(agent: Agent, schemeNumber: string): Promise<FundIdentityResponse> {
  const answer = await agent.api(`/api/Fund/Identity/${schemeNumber}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return (await answer.json()) as FundIdentityResponse;
}

const { administrator, ombuds } = DEMO_FUND_IDENTITIES;

describe('GET /api/Fund/Identity/{schemeNumber}', () => {
  it('answers a retirement fund’s numbers, principal officer, administrator, contacts and the Adjudicator', async () => {
    const [fund] = await fundsOf(institutional);
    if (!fund) throw new Error('the institutional member has no fund');
    const { identity } = await identityOf(institutional, fund.schemeNumber);
    const configured = DEMO_FUND_IDENTITIES.funds.find((f) => f.fundName === fund.fundName);
    expect(identity).toEqual({
      schemeNumber: fund.schemeNumber,
      fundName: fund.fundName,
      kind: 'Retirement fund',
      fscaRegistrationNumber: configured?.fscaRegistrationNumber,
      sarsApprovalNumber: configured?.sarsApprovalNumber,
      principalOfficer: configured?.principalOfficer,
      provider: null,
      administrator: {
        name: administrator.name,
        section13bNumber: administrator.section13bNumber,
        fspNumber: administrator.fspNumber,
      },
      contactCentre: {
        ...administrator.contactCentre,
        hours: administrator.contactCentre.hours,
        website: administrator.contactCentre.website,
      },
      complaints: { ...administrator.complaints, hours: null, website: null },
      ombud: { ...ombuds.pfa, hours: null },
    });
    expect(identity.complaints.answerWithinDays).toBe(30);
    expect(identity.ombud.name).toBe('Office of the Pension Funds Adjudicator');
  });

  it('answers a product’s provider and the ombud for financial services, without fund numbers', async () => {
    const funds = await fundsOf(retail);
    const plan = funds.find((f) => f.fundName === 'AF Tax Free Savings Account');
    if (!plan) throw new Error('the retail member has no tax-free savings account');
    const { identity } = await identityOf(retail, plan.schemeNumber);
    expect(identity).toMatchObject({
      kind: 'Product',
      fscaRegistrationNumber: null,
      sarsApprovalNumber: null,
      principalOfficer: null,
      provider: expect.stringContaining('FSP 45121'),
      ombud: { name: 'National Financial Ombud Scheme South Africa' },
    });
  });

  it('answers 404 for a scheme the member does not hold, and 401 without a session', async () => {
    const [theirs] = await fundsOf(retail);
    const mine = new Set((await fundsOf(institutional)).map((f) => f.schemeNumber));
    expect(mine.has(theirs!.schemeNumber)).toBe(false);
    for (const scheme of [theirs!.schemeNumber, 'NO-SUCH-SCHEME']) {
      const answer = await institutional.api(`/api/Fund/Identity/${scheme}`);
      expect(answer.status).toBe(404);
    }
    const anonymous = await server.app.inject({
      method: 'GET',
      url: `/api/Fund/Identity/${theirs!.schemeNumber}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
