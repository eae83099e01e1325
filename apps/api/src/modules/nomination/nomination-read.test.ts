import type {
  BeneficiariesDetailsResponse,
  NominationResponse,
  ValueSet,
} from '@portal/contract/nomination';
import { parseSaId } from '@portal/domain/sa-id';
import { sql } from 'drizzle-orm';
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

  it('answers the hybrid and staff members’ own nominations, and the retail member’s annuity', async () => {
    const hybrid = await nominationsOf('hybrid@demo.local');
    expect(hybrid.productNominations.map((n) => n.beneficiaries.map((b) => b.allocation))).toEqual([
      [100],
    ]);
    const staff = await nominationsOf('staff@demo.local');
    expect(staff.productNominations[0]).toMatchObject({ sourceSystemName: 'STAFF' });
    expect(staff.productNominations[0]?.beneficiaries.map((b) => b.allocation)).toEqual([50, 50]);
    expect(staff.productNominations[1]?.nominationTypeId).toBe(3);
    // The retirement annuity takes an online nomination (the savings account none).
    const retail = await nominationsOf('retail@demo.local');
    expect(
      retail.productNominations.map((n) => [
        n.key,
        n.membership.nominationChannel,
        n.beneficiaries,
      ]),
    ).toEqual([['AF Retirement Annuity', 'online', []]]);
    expect(retail.person.lastName).toBe('van der Merwe');
  });

  it('needs a signed-in member', async () => {
    const response = await fetch(`${server.url}/api/Nomination`, {
      headers: { apikey: server.config.apiKey },
    });
    expect(response.status).toBe(401);
  });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('product and person ids (spec 1 §3 Membership productGuid, Beneficiary personId)', () => {
  it('gives each membership its product’s id and each beneficiary a person id of its own', async () => {
    const { productNominations } = await nominationsOf('institutional@demo.local');
    const guids = productNominations.map((n) => n.membership.productGuid);
    for (const guid of guids) expect(guid).toMatch(UUID);
    expect(new Set(guids).size).toBe(guids.length);
    const people = productNominations.flatMap((n) => n.beneficiaries.map((b) => b.personId));
    expect(people.length).toBeGreaterThan(1);
    for (const personId of people) expect(personId).toMatch(UUID);
    expect(new Set(people).size).toBe(people.length);
  });

  it('gives two members of the same product (scheme) the same product id', async () => {
    // Two members with a retirement nomination on the same scheme, from the seeded data.
    const [pair] = (
      (await server.db.execute(sql`
        select p.scheme_number as "schemeNumber", array_agg(a.username order by a.username) as usernames
        from nominations n
        join memberships m on m.id = n.membership_id
        join products p on p.id = m.product_id
        join accounts a on a.member_id = m.member_id
        group by p.scheme_number
        having count(*) >= 2
        order by p.scheme_number
        limit 1`)) as unknown as { rows: { schemeNumber: string; usernames: string[] }[] }
    ).rows;
    const [first = '', second = ''] = pair?.usernames ?? [];
    const guidOf = async (username: string) => {
      const { productNominations } = await nominationsOf(username);
      return productNominations.find((n) => n.membership.schemeNumber === pair?.schemeNumber)
        ?.membership.productGuid;
    };
    const [a, b] = await Promise.all([guidOf(first), guidOf(second)]);
    expect(a).toMatch(UUID);
    expect(b).toBe(a);
    // Another scheme of the first member's has another id.
    const { productNominations } = await nominationsOf(first);
    const elsewhere = productNominations.filter(
      (n) => n.membership.schemeNumber !== pair?.schemeNumber,
    );
    for (const n of elsewhere) expect(n.membership.productGuid).not.toBe(a);
  });
});

describe('GET /api/beneficiaries/GetBeneficiariesDetails', () => {
  async function detailsOf(username: string) {
    const agent = await signIn(server, username);
    const [details, nominations] = await Promise.all([
      agent.api('/api/beneficiaries/GetBeneficiariesDetails'),
      agent.api('/api/Nomination'),
    ]);
    expect(details.status).toBe(200);
    return {
      details: (await details.json()) as BeneficiariesDetailsResponse,
      nominations: ((await nominations.json()) as NominationResponse).value.productNominations,
    };
  }

  it('answers every product’s beneficiaries in one list, as GET /Nomination has them', async () => {
    const { details, nominations } = await detailsOf('institutional@demo.local');
    expect(details.success).toBe(true);
    expect(details.beneficiariesDetails.map((d) => [d.key, d.nominationType])).toEqual(
      nominations.map((n) => [
        n.key,
        { 1: 'Funeral', 2: 'Retirement', 3: 'GLA' }[n.nominationTypeId],
      ]),
    );
    details.beneficiariesDetails.forEach((product, index) => {
      const nomination = nominations[index];
      expect(product).toMatchObject({
        productGuid: nomination?.membership.productGuid,
        productName: nomination?.membership.productName,
        caseMbrKey: nomination?.caseMbrKey,
        membershipNumber: nomination?.membership.membershipNumber,
        schemeNumber: nomination?.membership.schemeNumber,
      });
      expect(product.beneficiaries).toEqual(
        (nomination?.beneficiaries ?? []).map((b) => ({
          personId: b.personId,
          nomineeIdentifier: b.nomineeIdentifier,
          beneficiaryIndex: b.beneficiaryIndex,
          name: b.name,
          surname: b.surname,
          allocation: b.allocation,
          relationship: b.relationship,
          type: b.type,
          idNumber: b.idNumber,
          dateOfBirth: b.dateOfBirth,
        })),
      );
    });
    // The allocations' sum, to the cent of a percent: 60 + 40 on the first fund, none where empty.
    expect(details.beneficiariesDetails.map((d) => d.totalAllocation)).toEqual(
      nominations.map((n) =>
        n.beneficiaries.reduce((total, b) => Math.round((total + b.allocation) * 100) / 100, 0),
      ),
    );
    expect(details.beneficiariesDetails[0]?.totalAllocation).toBe(100);
  });

  it('answers only the member’s own (the retail member’s annuity) and needs a session', async () => {
    const retail = await detailsOf('retail@demo.local');
    expect(retail.details.beneficiariesDetails.map((d) => [d.key, d.beneficiaries])).toEqual([
      ['AF Retirement Annuity', []],
    ]);
    const staff = await detailsOf('staff@demo.local');
    expect(staff.details.beneficiariesDetails[0]?.beneficiaries.map((b) => b.allocation)).toEqual([
      50, 50,
    ]);
    const response = await fetch(`${server.url}/api/beneficiaries/GetBeneficiariesDetails`, {
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
