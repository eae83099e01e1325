import { parseSaId } from '@portal/domain/sa-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@portal/contract/profile';
import { demoTaxpayerOf } from '../../db/seed/identity-records';
import { signIn, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function profileOf(username: string): Promise<Profile> {
  const agent = await signIn(server, username);
  const response = await agent.api('/api/Profile/GetProfileDetails');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { success: boolean; profile: Profile };
  expect(body.success).toBe(true);
  return body.profile;
}

describe('GET /api/Profile/GetProfileDetails', () => {
  it.each([
    ['institutional@demo.local', 'Institutional', 'Thandiwe', 'Nkosi'],
    ['retail@demo.local', 'Retail', 'Pieter', 'van der Merwe'],
    ['hybrid@demo.local', 'Hybrid', 'Aisha', 'Patel'],
    ['staff@demo.local', 'Institutional', 'Sipho', 'Dlamini'],
  ])(
    'answers %s’s own profile with the user type derived from the products (%s)',
    async (username, userType, firstName, lastName) => {
      const profile = await profileOf(username);
      expect(profile).toMatchObject({
        userType,
        firstName,
        lastName,
        primaryEmailAddress: username,
        identifierType: 'ID',
      });
      const id = parseSaId(profile.idNumber ?? '');
      expect(id.valid).toBe(true);
      if (id.valid) expect(id.dateOfBirth).toBe(profile.dateOfBirth);
      expect(profile.primaryContactNumber).toMatch(/^27[6-8]\d{8}$/);
      expect(profile.address.country).toBe('South Africa');
      // The income tax number the fund holds: SARS's register's for the named members (issue 45).
      expect(profile.incomeTaxNumber).toBe(demoTaxpayerOf(username)?.taxNumber);
    },
  );
});
