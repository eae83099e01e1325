import { describe, expect, it } from 'vitest';
import {
  AvsAccountType,
  avsAccountTypeOf,
  AvsResponseCode,
  BankVerificationResult,
  createBankVerificationHttpClient,
  createBankVerificationService,
  createBankVerificationSimulator,
  type BankVerificationAnswer,
  type BankVerificationInput,
} from './bank-verification-service';
import {
  addressWithNothingListening,
  loopbackProviders,
  reply,
} from '../../testing/partner-provider';

/** The provider's stand-in on the loopback: a real HTTP server, stopped after each test. */
const startProvider = loopbackProviders();

function input(accountNumber: string): BankVerificationInput {
  return {
    accountNumber,
    accountType: AvsAccountType.Cheque,
    branchCode: '632005',
    idNumber: '8504120123088',
    initials: 'T',
    surname: 'Nkosi',
  };
}

const YES = {
  accountFound: 'Y',
  accountOpen: 'Y',
  acceptsCredits: 'Y',
  idNumberMatches: 'Y',
  initialsMatch: 'Y',
  nameMatches: 'Y',
  accountTypeMatches: 'Y',
} as const;
const UNKNOWN = {
  accountFound: 'U',
  accountOpen: 'U',
  acceptsCredits: 'U',
  idNumberMatches: 'U',
  initialsMatch: 'U',
  nameMatches: 'U',
  accountTypeMatches: 'U',
} as const;

describe('the AVS simulator', () => {
  const simulator = createBankVerificationSimulator();

  it.each<[string, BankVerificationAnswer]>([
    ['4071234567', { result: 'MATCH', fields: YES, responseCode: '0000' }],
    ['1234560000', { result: 'TECHNICAL ERROR', fields: UNKNOWN, responseCode: 'AB05' }],
    ['9123456789', { result: 'NON-PARTICIPATING BANK', fields: UNKNOWN, responseCode: 'AG03' }],
    // Rule 1 comes before rule 2: a non-participating number that ends in 0000 still times out.
    ['9123450000', { result: 'TECHNICAL ERROR', fields: UNKNOWN, responseCode: 'AB05' }],
    [
      '4071234511',
      {
        result: 'INFORMATION MISMATCH',
        fields: { ...UNKNOWN, accountFound: 'N' },
        responseCode: '0000',
      },
    ],
    [
      '4071234513',
      {
        result: 'INFORMATION MISMATCH',
        fields: { ...YES, accountOpen: 'N', acceptsCredits: 'N' },
        responseCode: '0000',
      },
    ],
    [
      '4071234596',
      {
        result: 'INFORMATION MISMATCH',
        fields: { ...YES, accountTypeMatches: 'N' },
        responseCode: '0000',
      },
    ],
    [
      '4071234597',
      {
        result: 'INFORMATION MISMATCH',
        fields: { ...YES, nameMatches: 'N' },
        responseCode: '0000',
      },
    ],
    [
      '4071234598',
      {
        result: 'INFORMATION MISMATCH',
        fields: { ...YES, initialsMatch: 'N' },
        responseCode: '0000',
      },
    ],
    [
      '4071234599',
      {
        result: 'INFORMATION MISMATCH',
        fields: { ...YES, idNumberMatches: 'N' },
        responseCode: '0000',
      },
    ],
  ])('answers account %s as the rules say', async (accountNumber, answer) => {
    await expect(simulator.verify(input(accountNumber))).resolves.toEqual(answer);
  });

  it('answers the same way every time, and a caller cannot change the next answer', async () => {
    const first = await simulator.verify(input('4071234567'));
    first.fields.nameMatches = 'N';
    await expect(simulator.verify(input('4071234567'))).resolves.toEqual({
      result: 'MATCH',
      fields: YES,
      responseCode: '0000',
    });
  });

  it('is the default when no provider address is configured', async () => {
    await expect(
      createBankVerificationService().verify(input('4071234599')),
    ).resolves.toMatchObject({
      result: BankVerificationResult.InformationMismatch,
    });
  });

  it('maps the portal’s account types to AVS types; a foreign account has none', () => {
    expect(avsAccountTypeOf(1)).toBe('01');
    expect(avsAccountTypeOf(2)).toBe('02');
    expect(avsAccountTypeOf(7)).toBeNull();
  });
});

describe('the AVS HTTP client', () => {
  it('posts the account details as JSON and returns the bank’s answer', async () => {
    const received: unknown[] = [];
    const answer = {
      result: 'INFORMATION MISMATCH',
      fields: { ...YES, initialsMatch: 'N' },
      responseCode: '0000',
    };
    const url = await startProvider((body, request, response) => {
      received.push({ method: request.method, path: request.url, body });
      reply(response, 200, answer);
    });
    const service = createBankVerificationService({ url });
    await expect(service.verify(input('4071234567'))).resolves.toEqual(answer);
    expect(received).toEqual([{ method: 'POST', path: '/verify', body: input('4071234567') }]);
  });

  it('answers TECHNICAL ERROR AB05 when the bank does not answer in time', async () => {
    const slow = await startProvider((_body, _request, response) => {
      setTimeout(() => reply(response, 200, { result: 'MATCH' }), 2_000);
    });
    await expect(
      createBankVerificationHttpClient({ url: slow, timeoutMs: 100 }).verify(input('4071234567')),
    ).resolves.toEqual({ result: 'TECHNICAL ERROR', fields: UNKNOWN, responseCode: 'AB05' });
  });

  it('answers TECHNICAL ERROR FF10 for an error status, an unreadable answer or no server', async () => {
    const failing = await startProvider((_body, _request, response) => reply(response, 500, {}));
    const odd = await startProvider((_body, _request, response) =>
      reply(response, 200, { result: 'MATCH', fields: YES, responseCode: 'ZZ99' }),
    );
    const gone = await addressWithNothingListening();
    const warnings: unknown[] = [];
    const log = { warn: (details: Record<string, unknown>) => warnings.push(details) };
    for (const url of [failing, odd, gone]) {
      await expect(
        createBankVerificationHttpClient({ url, log }).verify(input('4071234567')),
      ).resolves.toEqual({
        result: BankVerificationResult.TechnicalError,
        fields: UNKNOWN,
        responseCode: AvsResponseCode.BankSystemError,
      });
    }
    expect(warnings).toHaveLength(3);
  });
});
