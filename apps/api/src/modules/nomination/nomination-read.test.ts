import type { NominationResponse, ValueSet } from '@portal/contract/nomination';
import { parseSaId } from '@portal/domain/sa-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function nominationsOf(username: string): Promise<NominationResponse['value']> {
  const agent = await signIn(server, username);
  const response = await agent.api('/api/Nomination');
  expect(response.status).toBe(200);
  const body = (await response.json()) as NominationResponse;
  expect(body.success).toBe(true);
  return body.value;
}

describe('GET /api/Nomination', () => {
  it('lists the institutional member’s retirement, life cover and funeral nominations', async () => {
    const { person, productNominations } = await nominationsOf('institutional@demo.local');
    expect(person).toMatchObject({
      firstName: 'Thandiwe',
      lastName: 'Nkosi',
      afGroupId: 'AF0000001',
      email: 'institutional@demo.local',
    });
    expect(productNominations.map((n) => [n.nominationTypeId, n.membership.isRestricted])).toEqual([
      [2, false],
      [2, true],
      [3, false],
      [1, false],
    ]);
    const [retirement, restricted, life, funeral] = productNominations;
    expect(retirement).toMatchObject({
      nominationTypeId: 2,
      sourceSystemName: 'UMBRELLA',
      membership: { isApproved: true, isRestricted: false, nominationTypeId: 2 },
    });
    expect(retirement?.caseMbrKey).toBe(retirement?.membership.caseMbrKey);
    expect(retirement?.key).toBe(retirement?.membership.productName);
    expect(retirement?.version).toBeGreaterThanOrEqual(1);
    expect(restricted?.beneficiaries).toEqual([]);
    expect(life).toMatchObject({
      key: 'Unapproved Life Cover',
      membership: { isApproved: false },
      beneficiaries: [],
    });
    expect(funeral?.key).toBe('Unapproved Funeral Cover');
    expect(funeral?.beneficiaries).toHaveLength(1);
  });

  it('gives every stored beneficiary field, the display shape and rows in nominee order', async () => {
    const { productNominations } = await nominationsOf('institutional@demo.local');
    const rows = productNominations[0]?.beneficiaries ?? [];
    expect(rows.map((b) => [b.nomineeIdentifier, b.allocation])).toEqual([
      [1, 60],
      [2, 40],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        name: row.firstName,
        surname: row.lastName,
        beneficiaryIndex: row.nomineeIdentifier,
        idNumber: row.identityNumber ?? row.passportNumber,
        nominationTypeId: 2,
        lastModifiedBy: 'AF0000001',
      });
      expect(row.relationship).not.toBe('');
      expect(['Dependant', 'Nominee', 'Beneficiary']).toContain(row.type);
      expect(row.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(row.dateModified)).not.toBeNaN();
      if (row.identityNumber) {
        const id = parseSaId(row.identityNumber);
        expect(id.valid && id.dateOfBirth).toBe(row.dateOfBirth);
      } else {
        expect(row.passportNumber).toMatch(/^[A-Z0-9]{8,9}$/);
        expect(row.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('answers the hybrid and staff members’ own nominations, and none for a retail member', async () => {
    const hybrid = await nominationsOf('hybrid@demo.local');
    expect(hybrid.productNominations.map((n) => n.beneficiaries.map((b) => b.allocation))).toEqual([
      [100],
    ]);
    const staff = await nominationsOf('staff@demo.local');
    expect(staff.productNominations[0]).toMatchObject({ sourceSystemName: 'STAFF' });
    expect(staff.productNominations[0]?.beneficiaries.map((b) => b.allocation)).toEqual([50, 50]);
    expect(staff.productNominations[1]?.nominationTypeId).toBe(3);
    const retail = await nominationsOf('retail@demo.local');
    expect(retail.productNominations).toEqual([]);
    expect(retail.person.lastName).toBe('van der Merwe');
  });

  it('needs a signed-in member', async () => {
    const response = await fetch(`${server.url}/api/Nomination`, {
      headers: { apikey: server.config.apiKey },
    });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/Nomination/valuesets/all', () => {
  it('answers the six lookups with {id, name, type} values', async () => {
    const agent = await signIn(server, 'retail@demo.local');
    const response = await agent.api('/api/Nomination/valuesets/all');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; value: { result: ValueSet[] } };
    expect(body.success).toBe(true);
    const byType = Object.fromEntries(
      body.value.result.map((set) => [set.type, set.values.map((v) => v.name)]),
    );
    expect(Object.keys(byType)).toEqual([
      'titles',
      'relationship',
      'beneficiarytype',
      'nominationtype',
      'actions',
      'gender',
    ]);
    expect(byType.beneficiarytype).toEqual(['Dependant', 'Nominee', 'Beneficiary']);
    expect(byType.actions).toEqual(['Insert', 'Update', 'Delete']);
    expect(body.value.result.find((s) => s.type === 'nominationtype')?.values).toEqual([
      { id: 1, name: 'Funeral', type: 'nominationtype' },
      { id: 2, name: 'Retirement', type: 'nominationtype' },
      { id: 3, name: 'LifeCover', type: 'nominationtype' },
    ]);
    expect(byType.titles).toContain('Mr');
    expect(byType.gender).toEqual(['Female', 'Male']);
  });
});
