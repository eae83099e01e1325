import type { InternalPoliciesResponse } from '@portal/contract/policies';
import { parseFuneralCoverAmounts } from '@portal/domain/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function policiesOf(username: string): Promise<InternalPoliciesResponse> {
  const agent = await signIn(server, username);
  const response = await agent.api('/api/Fund/GetInternalPolicies');
  expect(response.status).toBe(200);
  return (await response.json()) as InternalPoliciesResponse;
}

describe('GET /api/Fund/GetInternalPolicies', () => {
  it('answers the life cover amount in rand and the funeral amounts as the spec’s label list', async () => {
    const body = await policiesOf('institutional@demo.local');
    expect(body.success).toBe(true);
    const [life, funeral] = body.nobCovers;
    expect(life).toMatchObject({
      header: 'Unapproved Life Cover',
      amount: 1_500_000,
      sourceSystemName: 'UMBRELLA',
      caseMemberKey: expect.stringMatching(/^CVR/),
    });
    expect(funeral?.header).toBe('Unapproved Funeral Cover');
    expect(funeral?.amount).toBe(
      'Main member:30000.00,Spouse:30000.00,14 to 21:15000.00,6 to 13:10000.00,1 to 5:5000.00',
    );
    expect(Object.fromEntries(parseFuneralCoverAmounts(String(funeral?.amount)))).toEqual({
      'Main member': 3_000_000,
      Spouse: 3_000_000,
      'Children aged 14 to 21': 1_500_000,
      'Children aged 6 to 13': 1_000_000,
      'Children aged 1 to 5': 500_000,
    });
    for (const cover of body.nobCovers) {
      expect(cover.fundName).not.toBe('');
      expect(cover.memberNumber).not.toBe('');
      expect(cover.caseKey).not.toBe('');
    }
  });

  it('answers only the member’s own covers (none for a retail member)', async () => {
    expect((await policiesOf('retail@demo.local')).nobCovers).toEqual([]);
    const staff = await policiesOf('staff@demo.local');
    expect(staff.nobCovers.map((c) => [c.header, c.amount])).toEqual([
      ['Unapproved Life Cover', 900_000],
    ]);
  });
});

describe('the policies of GET /api/Fund/GetInternalPolicies', () => {
  it('describes each cover as a policy: product id, number, name and its cover in rand', async () => {
    const body = await policiesOf('institutional@demo.local');
    expect(body.policies).toHaveLength(body.nobCovers.length);
    const [life, funeral] = body.policies;
    expect(life).toMatchObject({
      policyType: 'Life cover',
      header: 'Unapproved Life Cover',
      coverAmount: 1_500_000,
      sourceSystemName: 'UMBRELLA',
    });
    // A funeral policy's cover is the main member's; the other lives' amounts are in nobCovers.
    expect(funeral).toMatchObject({
      policyType: 'Funeral cover',
      header: 'Unapproved Funeral Cover',
      coverAmount: 30_000,
    });
    body.policies.forEach((policy, index) => {
      const cover = body.nobCovers[index];
      expect(policy.productGuid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect([
        policy.caseKey,
        policy.caseMemberKey,
        policy.policyNumber,
        policy.productName,
      ]).toEqual([cover?.caseKey, cover?.caseMemberKey, cover?.memberNumber, cover?.fundName]);
    });
  });

  it('gives each policy its own product id, the one its nomination carries', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    const policies = (
      (await (await agent.api('/api/Fund/GetInternalPolicies')).json()) as InternalPoliciesResponse
    ).policies;
    const nominations = (await (await agent.api('/api/Nomination')).json()) as {
      value: { productNominations: { caseMbrKey: string; membership: { productGuid: string } }[] };
    };
    expect(new Set(policies.map((p) => p.productGuid)).size).toBe(policies.length);
    for (const policy of policies) {
      const nomination = nominations.value.productNominations.find(
        (n) => n.caseMbrKey === policy.caseMemberKey,
      );
      expect(nomination?.membership.productGuid).toBe(policy.productGuid);
    }
    expect((await policiesOf('retail@demo.local')).policies).toEqual([]);
  });
});
