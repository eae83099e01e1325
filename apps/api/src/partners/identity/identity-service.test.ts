import { buildSaId, Citizenship, Gender } from '@portal/domain/sa-id';
import { describe, expect, it } from 'vitest';
import {
  comparableSurname,
  createIdentityHttpClient,
  createIdentityService,
  createIdentitySimulator,
  IdentityAnswer,
  validSaIdNumber,
  type ValidSaIdNumber,
} from './identity-service';
import {
  addressWithNothingListening,
  loopbackProviders,
  reply,
} from '../../testing/partner-provider';

/** The provider's stand-in on the loopback: a real HTTP server, stopped after each test. */
const startProvider = loopbackProviders();

/** A valid ID whose sequence within the gender's half is `sequence`. */
function idWithSequence(sequence: number, gender: Gender = Gender.Female): ValidSaIdNumber {
  const id = buildSaId({
    dateOfBirth: '1985-04-12',
    gender,
    sequence,
    citizenship: Citizenship.Citizen,
  });
  const valid = validSaIdNumber(id);
  if (valid === null) throw new Error(`built an invalid ID ${id}`);
  return valid;
}

describe('validSaIdNumber', () => {
  it('lets through only IDs with a real date and a right check digit', () => {
    const id = idWithSequence(1234);
    expect(validSaIdNumber(id)).toBe(id);
    const wrongCheckDigit = id.slice(0, 12) + String((Number(id.charAt(12)) + 1) % 10);
    expect(validSaIdNumber(wrongCheckDigit)).toBeNull();
    expect(validSaIdNumber('8513125012089')).toBeNull(); // month 13
    expect(validSaIdNumber('85041250120')).toBeNull();
  });
});

describe('the identity simulator', () => {
  const simulator = createIdentitySimulator();

  it.each([
    [0, Gender.Female, IdentityAnswer.NotIssued],
    [99, Gender.Male, IdentityAnswer.NotIssued],
    [100, Gender.Female, IdentityAnswer.Deceased],
    [149, Gender.Male, IdentityAnswer.Deceased],
    [150, Gender.Female, IdentityAnswer.NotYetVerified],
    [199, Gender.Male, IdentityAnswer.NotYetVerified],
    [200, Gender.Female, IdentityAnswer.Verified],
    [4999, Gender.Male, IdentityAnswer.Verified],
  ])('answers sequence %i (%s) with %s', async (sequence, gender, answer) => {
    await expect(
      simulator.verify({ idNumber: idWithSequence(sequence, gender), surname: 'Dlamini' }),
    ).resolves.toBe(answer);
  });

  it('answers a surname starting with "Mismatch" with an ID and surname mismatch', async () => {
    const idNumber = idWithSequence(2000);
    await expect(simulator.verify({ idNumber, surname: 'mismatch-Dlamini' })).resolves.toBe(
      IdentityAnswer.Mismatch,
    );
    await expect(simulator.verify({ idNumber, surname: 'Dlamini' })).resolves.toBe(
      IdentityAnswer.Verified,
    );
  });

  it('verifies a known person only under their own surname, whatever their sequence', async () => {
    const thandiwe = idWithSequence(42); // would be 'not issued' if she were unknown
    const known = createIdentitySimulator({ knownPeople: new Map([[thandiwe, 'Nkosi']]) });
    await expect(known.verify({ idNumber: thandiwe, surname: ' NKOSI ' })).resolves.toBe(
      IdentityAnswer.Verified,
    );
    await expect(known.verify({ idNumber: thandiwe, surname: 'Dlamini' })).resolves.toBe(
      IdentityAnswer.Mismatch,
    );
  });

  it('compares surnames as a registry would', () => {
    expect(comparableSurname('van der Merwe')).toBe(comparableSurname('Van  Der Merwe'));
    expect(comparableSurname('Müller')).toBe(comparableSurname('Muller'));
    expect(comparableSurname("O'Brien")).toBe(comparableSurname('OBrien'));
    expect(comparableSurname('Smith-Jones')).toBe(comparableSurname('Smith Jones'));
    expect(comparableSurname('Nkosi')).not.toBe(comparableSurname('Nkosa'));
  });

  it('refuses an invalid ID instead of sending it on', async () => {
    const id = idWithSequence(2000);
    const invalid = (id.slice(0, 12) + String((Number(id.charAt(12)) + 1) % 10)) as ValidSaIdNumber;
    await expect(simulator.verify({ idNumber: invalid, surname: 'Dlamini' })).rejects.toThrow(
      RangeError,
    );
  });

  it('is the default when no provider address is configured', async () => {
    const service = createIdentityService({});
    await expect(service.verify({ idNumber: idWithSequence(7), surname: 'X' })).resolves.toBe(
      IdentityAnswer.NotIssued,
    );
  });
});

describe('the identity HTTP client', () => {
  const idNumber = idWithSequence(3000);

  it('posts the ID number and surname as JSON and returns the provider’s answer', async () => {
    const received: unknown[] = [];
    const url = await startProvider((body, request, response) => {
      received.push({
        method: request.method,
        path: request.url,
        type: request.headers['content-type'],
        body,
      });
      reply(response, 200, { result: 'deceased' });
    });
    const service = createIdentityService({ url: `${url}/` });
    await expect(service.verify({ idNumber, surname: 'Nkosi' })).resolves.toBe(
      IdentityAnswer.Deceased,
    );
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/verify',
        type: 'application/json',
        body: { idNumber, surname: 'Nkosi' },
      },
    ]);
  });

  it('answers technical-error for an error status, an unknown answer or a timeout', async () => {
    const failing = await startProvider((_body, _request, response) => reply(response, 503, {}));
    const odd = await startProvider((_body, _request, response) =>
      reply(response, 200, { result: 'probably-fine' }),
    );
    const notJson = await startProvider((_body, _request, response) =>
      reply(response, 200, '<html>'),
    );
    const slow = await startProvider((_body, _request, response) => {
      setTimeout(() => reply(response, 200, { result: 'verified' }), 2_000);
    });
    const warnings: unknown[] = [];
    const log = { warn: (details: Record<string, unknown>) => warnings.push(details) };
    for (const url of [failing, odd, notJson]) {
      await expect(
        createIdentityHttpClient({ url, log }).verify({ idNumber, surname: 'Nkosi' }),
      ).resolves.toBe(IdentityAnswer.TechnicalError);
    }
    await expect(
      createIdentityHttpClient({ url: slow, timeoutMs: 100 }).verify({ idNumber, surname: 'N' }),
    ).resolves.toBe(IdentityAnswer.TechnicalError);
    expect(warnings).toHaveLength(3);
  });

  it('answers technical-error when nothing listens at the address', async () => {
    const url = await addressWithNothingListening();
    await expect(
      createIdentityHttpClient({ url }).verify({ idNumber, surname: 'Nkosi' }),
    ).resolves.toBe(IdentityAnswer.TechnicalError);
  });
});
