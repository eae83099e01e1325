import { addYears } from '@portal/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Each test changes a nomination of its own generated member (the fixed demo members stay as
// seeded for other tests): member0005 and member0011's first retirement nominations start empty.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const PROCESS = '/api/Nomination/processNomination';

describe('POST /api/Nomination/processNomination', () => {
  it('adds, updates and deletes beneficiaries, renumbering them and raising the version', async () => {
    const agent = await signIn(server, 'member0005@demo.local');
    const start = await nominationOf(agent, 2);
    expect(start.beneficiaries).toEqual([]);

    // Add two beneficiaries, one with an SA ID and one with a passport, 60/40.
    const added = await post(agent, PROCESS, {
      person: { afGroupId: 'AF0000005' },
      membership: reference(start),
      beneficiaries: [
        { action: 'Insert', ...idBeneficiary(60) },
        { action: 'Insert', ...passportBeneficiary(40) },
      ],
      consent: true,
    });
    expect(added).toEqual({ status: 200, body: { success: true, version: start.version + 1 } });
    const two = await reread(agent, start);
    expect(two.version).toBe(start.version + 1);
    expect(two.beneficiaries).toMatchObject([
      {
        nomineeIdentifier: 1,
        firstName: 'Lerato',
        allocation: 60,
        genderId: 1,
        gender: 'Female',
        relationship: 'Child',
        type: 'Dependant',
        phoneNumber: '27821234567',
        countryCode: '27',
        passportNumber: null,
        lastModifiedBy: 'AF0000005',
      },
      {
        nomineeIdentifier: 2,
        firstName: 'Tendai',
        allocation: 40,
        identityNumber: null,
        passportNumber: 'ZN1234567',
        idNumber: 'ZN1234567',
        country: 'Zimbabwe',
        phoneNumber: '263771234567',
        genderId: null,
        email: null,
      },
    ]);

    // Add a third while rebalancing the others: 40 / 40 / 20.
    const third = await post(agent, PROCESS, {
      membership: reference(two),
      beneficiaries: [
        { action: 'Update', nomineeIdentifier: 1, ...idBeneficiary(40, { firstName: 'Lerato' }) },
        { action: 'Update', nomineeIdentifier: 2, ...passportBeneficiary(40) },
        { action: 'Insert', ...idBeneficiary(20, { firstName: 'Naledi' }) },
      ],
      consent: true,
    });
    expect(third.status).toBe(200);
    const three = await reread(agent, two);
    expect(
      three.beneficiaries.map((b) => [b.nomineeIdentifier, b.firstName, b.allocation]),
    ).toEqual([
      [1, 'Lerato', 40],
      [2, 'Tendai', 40],
      [3, 'Naledi', 20],
    ]);
    // An updated row keeps the day it was created, and the person it names; a new row is a new one.
    expect(three.beneficiaries[0]?.dateCreated).toBe(two.beneficiaries[0]?.dateCreated);
    expect(three.beneficiaries.slice(0, 2).map((b) => b.personId)).toEqual(
      two.beneficiaries.map((b) => b.personId),
    );
    expect(two.beneficiaries.map((b) => b.personId)).not.toContain(
      three.beneficiaries[2]?.personId,
    );

    // Update one row's name and share, delete the first: the rest are renumbered from 1.
    const deleted = await post(agent, PROCESS, {
      membership: reference(three),
      beneficiaries: [
        { action: 'Delete', nomineeIdentifier: 1 },
        { action: 'Update', nomineeIdentifier: 3, ...idBeneficiary(60, { firstName: 'Naledi' }) },
      ],
      consent: true,
    });
    expect(deleted.status).toBe(200);
    const final = await reread(agent, three);
    expect(final.version).toBe(start.version + 3);
    expect(
      final.beneficiaries.map((b) => [b.nomineeIdentifier, b.firstName, b.allocation]),
    ).toEqual([
      [1, 'Tendai', 40],
      [2, 'Naledi', 60],
    ]);
    // Renumbered rows are still the same people.
    expect(final.beneficiaries.map((b) => b.personId)).toEqual(
      three.beneficiaries.slice(1).map((b) => b.personId),
    );
  });
});

describe('POST /api/Nomination/processNomination refuses bad input and changes nothing', () => {
  async function refused(json: (n: Awaited<ReturnType<typeof nominationOf>>) => unknown) {
    const agent = await signIn(server, 'member0011@demo.local');
    const before = await nominationOf(agent, 2);
    const answer = await post(agent, PROCESS, json(before));
    expect(await reread(agent, before)).toEqual(before);
    return answer;
  }
  const insert = (...rows: object[]) => rows.map((row) => ({ action: 'Insert', ...row }));

  it('a total other than 100 %', async () => {
    const answer = await refused((n) => ({
      membership: reference(n),
      beneficiaries: insert(idBeneficiary(50), passportBeneficiary(40)),
      consent: true,
    }));
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      beneficiaries: [
        'You have assigned 90% of the available 100%. Please increase some of the values or add a new beneficiary',
      ],
    });
  });

  it('a zero share', async () => {
    const answer = await refused((n) => ({
      membership: reference(n),
      beneficiaries: insert(idBeneficiary(100), passportBeneficiary(0)),
      consent: true,
    }));
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors?.['beneficiaries.1.allocation']).toEqual([
      'Share percentage must be more than 0',
    ]);
  });

  it('an ID number that does not match the date of birth', async () => {
    const answer = await refused((n) => ({
      membership: reference(n),
      beneficiaries: insert(
        idBeneficiary(100, {
          dateOfBirth: '1986-04-13',
          identityNumber: idBeneficiary(0).identityNumber,
        }),
        {},
      ),
      consent: true,
    }));
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toMatchObject({
      'beneficiaries.0.dateOfBirth': ['The date of birth does not match the ID number'],
      'beneficiaries.0.identityNumber': ['The ID number does not match the date of birth'],
      'beneficiaries.1.firstName': ['First name is required'],
    });
  });

  it('no consent, a future date of birth, an unknown title and more than 2 decimals', async () => {
    const answer = await refused((n) => ({
      membership: reference(n),
      beneficiaries: insert(
        idBeneficiary(33.333, { titleId: 99 }),
        passportBeneficiary(66.667, {
          dateOfBirth: addYears(today, 1),
          phoneNumber: '',
          email: '',
        }),
      ),
      consent: false,
    }));
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toMatchObject({
      consent: ['Please tick the consent box to confirm the declarations.'],
      'beneficiaries.0.allocation': ['up to 2 decimal places'],
      'beneficiaries.0.titleId': ['Please select a valid Title from the dropdown list'],
      'beneficiaries.1.dateOfBirth': ['Selection cannot be a future date.'],
      'beneficiaries.1.email': ['One of the fields is required'],
    });
  });

  it('a malformed body answers 400 with field errors', async () => {
    const answer = await refused((n) => ({
      membership: { ...reference(n), nominationTypeId: 7 },
      beneficiaries: [{ action: 'Upsert' }],
      consent: 'yes',
    }));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['membership.nominationTypeId', 'beneficiaries.0.action', 'consent']),
    );
  });

  it('an Update or Delete of a row that is not on the nomination answers 404', async () => {
    const answer = await refused((n) => ({
      membership: reference(n),
      beneficiaries: [{ action: 'Delete', nomineeIdentifier: 7 }],
      consent: true,
    }));
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
  });
});
