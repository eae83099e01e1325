import { eq } from 'drizzle-orm';
import type { ReferralPayload } from '@portal/contract/referral';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, referralLeads } from '../../db/schema';
import { signIn, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const PATH = '/api/Campaigns/CreateReferralLead';

async function leadsOf(afGroupId: string): Promise<ReferralPayload[]> {
  const rows = await server.db
    .select({ payload: referralLeads.payload })
    .from(referralLeads)
    .innerJoin(members, eq(members.id, referralLeads.memberId))
    .where(eq(members.afGroupId, afGroupId));
  return rows.map((row) => row.payload as ReferralPayload);
}

describe('POST /api/Campaigns/CreateReferralLead', () => {
  it('stores a lead filled from the member’s own profile and fund, whatever the body says', async () => {
    const agent = await signIn(server, 'hybrid@demo.local');
    const before = await leadsOf('AF0000003');
    const response = await agent.api(PATH, {
      method: 'POST',
      json: {
        campaignType: 0,
        channel: 'Web',
        firstName: 'Somebody',
        lastName: 'Else',
        idNumber: '0000000000000',
        emailAddress: 'someone@else.example',
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const leads = await leadsOf('AF0000003');
    expect(leads).toHaveLength(before.length + 1);
    const lead = leads.at(-1);
    const profile = (await (await agent.api('/api/Profile/GetProfileDetails')).json()) as {
      profile: { idNumber: string; primaryContactNumber: string };
    };
    expect(lead).toMatchObject({
      campaignType: 0,
      channel: 'Web',
      firstName: 'Aisha',
      lastName: 'Patel',
      emailAddress: 'hybrid@demo.local',
      idNumber: profile.profile.idNumber,
      mobileNumber: profile.profile.primaryContactNumber,
      fundName: expect.stringContaining('Umbrella'),
      segmentation: '',
    });
    expect(lead?.memberJoinDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lead?.memberRetirementDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lead?.caseKeyNumber).toMatch(/^CK/);
  });

  it('keeps one lead per member and campaign: a repeat answers success and stores nothing', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    for (let i = 0; i < 3; i += 1) {
      const response = await agent.api(PATH, { method: 'POST', json: { campaignType: 0 } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
    }
    const rows = await server.db
      .select({ id: referralLeads.id, campaignType: referralLeads.campaignType })
      .from(referralLeads)
      .innerJoin(members, eq(members.id, referralLeads.memberId))
      .where(eq(members.afGroupId, 'AF0000001'));
    expect(rows).toEqual([{ id: expect.any(Number), campaignType: 0 }]);
  });

  it('accepts a call without a body', async () => {
    const agent = await signIn(server, 'retail@demo.local');
    const response = await agent.api(PATH, { method: 'POST' });
    expect(response.status).toBe(200);
    expect((await leadsOf('AF0000002')).at(-1)).toMatchObject({ firstName: 'Pieter' });
  });

  it('refuses a staff member with 403 and stores nothing', async () => {
    const agent = await signIn(server, 'staff@demo.local');
    const response = await agent.api(PATH, { method: 'POST', json: {} });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      message: 'Referrals are not available to staff members.',
    });
    expect(await leadsOf('AF0000004')).toEqual([]);
  });
});
