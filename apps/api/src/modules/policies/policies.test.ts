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
    expect(body.policies).toEqual([]);
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
