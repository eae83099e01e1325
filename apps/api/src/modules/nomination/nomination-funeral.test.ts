import { addYears } from '@portal/domain/dates';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nominationAudit } from '../../db/schema';
import { signIn, startTestServer, type TestServer } from '../../testing/server';
import {
  idBeneficiary,
  nominationOf,
  passportBeneficiary,
  post,
  reference,
  reread,
  today,
} from './nomination.fixtures';

// Funeral cover journeys (spec 1 §4: Add, Replace, Swap, Edit; never Delete) and the funeral
// form's age rule (spec 1 §2.7). member0006's funeral nomination is changed here; member0012's
// is only ever refused. Both start with one beneficiary.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('funeral nominations', () => {
  it('replaces every funeral beneficiary, then swaps the order of two', async () => {
    const agent = await signIn(server, 'member0006@demo.local');
    const start = await nominationOf(agent, 1);
    expect(start.beneficiaries).toHaveLength(1);

    const replaced = await post(agent, '/api/Nomination/replace', {
      membership: reference(start),
      beneficiaries: [idBeneficiary(50), passportBeneficiary(50)],
      consent: true,
    });
    expect(replaced).toEqual({ status: 200, body: { success: true, version: start.version + 1 } });
    const two = await reread(agent, start);
    expect(two.beneficiaries.map((b) => [b.nomineeIdentifier, b.firstName, b.allocation])).toEqual([
      [1, 'Lerato', 50],
      [2, 'Tendai', 50],
    ]);
    // Replacing rows nominates new people.
    expect(two.beneficiaries.map((b) => b.personId)).not.toContain(
      start.beneficiaries[0]?.personId,
    );

    const swapped = await post(agent, '/api/Nomination/swap', {
      membership: reference(two),
      nomineeIdentifiers: [2, 1],
    });
    expect(swapped).toEqual({ status: 200, body: { success: true, version: start.version + 2 } });
    const after = await reread(agent, two);
    expect(after.beneficiaries.map((b) => [b.nomineeIdentifier, b.firstName])).toEqual([
      [1, 'Tendai'],
      [2, 'Lerato'],
    ]);
    // Everything else about the rows is kept, the people they name too.
    expect(after.beneficiaries[0]).toMatchObject({
      passportNumber: 'ZN1234567',
      allocation: 50,
      dateCreated: two.beneficiaries[1]?.dateCreated,
      personId: two.beneficiaries[1]?.personId,
    });
    expect(after.beneficiaries[1]?.personId).toBe(two.beneficiaries[0]?.personId);

    // A swap against the version before it is stale; a swap of a row that is not there is 404.
    expect(
      (
        await post(agent, '/api/Nomination/swap', {
          membership: reference(two),
          nomineeIdentifiers: [1, 2],
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await post(agent, '/api/Nomination/swap', {
          membership: reference(after),
          nomineeIdentifiers: [1, 3],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await post(agent, '/api/Nomination/swap', {
          membership: reference(after),
          nomineeIdentifiers: [1, 1],
        })
      ).status,
    ).toBe(400);

    const audit = await server.db
      .select()
      .from(nominationAudit)
      .where(and(eq(nominationAudit.nominationId, start.membership.id)))
      .orderBy(asc(nominationAudit.id));
    expect(audit.map((a) => [a.action, a.versionBefore, a.versionAfter])).toEqual([
      ['replace', start.version, start.version + 1],
      ['swap', start.version + 1, start.version + 2],
    ]);
    expect((audit[0]?.before as unknown[]).length).toBe(1);
    expect((audit[1]?.after as { firstName: string }[]).map((r) => r.firstName)).toEqual([
      'Tendai',
      'Lerato',
    ]);
  });

  it('refuses a funeral beneficiary under 18 and a Delete of a funeral row, changing nothing', async () => {
    const agent = await signIn(server, 'member0012@demo.local');
    const before = await nominationOf(agent, 1);
    const child = idBeneficiary(100, { dateOfBirth: addYears(today, -10) });

    const young = await post(agent, '/api/Nomination/replace', {
      membership: reference(before),
      beneficiaries: [child],
      consent: true,
    });
    expect(young.status).toBe(400);
    expect(young.body.fieldErrors).toEqual({
      'beneficiaries.0.dateOfBirth': ['Beneficiary must be at least 18 years of age'],
    });

    const deleted = await post(agent, '/api/Nomination/processNomination', {
      membership: reference(before),
      beneficiaries: [
        { action: 'Delete', nomineeIdentifier: 1 },
        { action: 'Insert', ...idBeneficiary(100) },
      ],
      consent: true,
    });
    expect(deleted.status).toBe(400);
    expect(deleted.body.fieldErrors).toEqual({
      'beneficiaries.0.action': ['A funeral beneficiary cannot be deleted. Replace it instead.'],
    });

    const noConsent = await post(agent, '/api/Nomination/replace', {
      membership: reference(before),
      beneficiaries: [idBeneficiary(100)],
      consent: false,
    });
    expect(noConsent.status).toBe(400);
    expect(await reread(agent, before)).toEqual(before);
  });

  it('lets a retirement nomination hold a child (the age rule is the funeral form’s only)', async () => {
    const agent = await signIn(server, 'member0006@demo.local');
    const retirement = await nominationOf(agent, 2);
    const answer = await post(agent, '/api/Nomination/replace', {
      membership: reference(retirement),
      beneficiaries: [idBeneficiary(100, { dateOfBirth: addYears(today, -10) })],
      consent: true,
    });
    expect(answer.status).toBe(200);
  });
});
