import { toCents, type Cents } from '@portal/domain/money';
import { buildSaId, Citizenship, Gender, luhnCheckDigit } from '@portal/domain/sa-id';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createSarsDirectiveHttpClient,
  createSarsDirectiveService,
  createSarsDirectiveSimulator,
  derivedKnownIncomeCents,
  isIndividualTaxNumber,
  type ComputeLumpSumTax,
  type DirectiveRequest,
  type KnownTaxpayer,
} from './sars-directive-service';
import {
  addressWithNothingListening,
  loopbackProviders,
  reply,
} from '../../testing/partner-provider';

/** The provider's stand-in on the loopback: a real HTTP server, stopped after each test. */
const startProvider = loopbackProviders();

/** A valid individual's tax number from its first nine digits. */
function taxNumber(first9: string): string {
  return first9 + String(luhnCheckDigit(first9));
}

const ID = buildSaId({
  dateOfBirth: '1980-06-15',
  gender: Gender.Male,
  sequence: 1234, // stored as 6234: derived known income R120 000 + R1 000 × (6234 mod 400 = 234)
  citizenship: Citizenship.Citizen,
});
const TAX_NUMBER = taxNumber('012345678');

/** A stand-in for the tax tables: 18 % on top of an income up to R300 000, 36 % above. */
const calls: Parameters<ComputeLumpSumTax>[0][] = [];
const computeTax: ComputeLumpSumTax = (input) => {
  calls.push(input);
  return Math.round(input.lumpSumCents * (input.incomeCents > 300_000_00 ? 0.36 : 0.18));
};

function request(overrides: Partial<DirectiveRequest> = {}): DirectiveRequest {
  return {
    reference: 'CLAIM-1',
    taxNumber: TAX_NUMBER,
    idNumber: ID,
    grossCents: toCents(20_000_00),
    declaredIncomeCents: toCents(250_000_00),
    taxYear: '2025/26',
    requestedAt: '2025-10-01T09:30:00+02:00',
    ...overrides,
  };
}

function simulator(taxpayers?: ReadonlyMap<string, KnownTaxpayer>) {
  return createSarsDirectiveSimulator({ computeTax, ...(taxpayers ? { taxpayers } : {}) });
}

afterEach(() => {
  calls.length = 0;
});

describe('tax numbers', () => {
  it('accepts only an individual’s number with its Luhn check digit', () => {
    expect(isIndividualTaxNumber(TAX_NUMBER)).toBe(true);
    expect(isIndividualTaxNumber(taxNumber('312345678'))).toBe(true);
    expect(isIndividualTaxNumber(taxNumber('912345678'))).toBe(false); // a company
    expect(isIndividualTaxNumber(taxNumber('412345678'))).toBe(false);
    expect(
      isIndividualTaxNumber(
        TAX_NUMBER.slice(0, 9) + String((Number(TAX_NUMBER.charAt(9)) + 1) % 10),
      ),
    ).toBe(false);
    expect(isIndividualTaxNumber('0000000000')).toBe(false);
    expect(isIndividualTaxNumber('012345678')).toBe(false);
  });
});

describe('the SARS directive simulator', () => {
  it('issues a directive taxed on the higher of declared and derived known income', async () => {
    expect(derivedKnownIncomeCents(ID)).toBe(354_000_00);
    const answer = await simulator().requestDirective(request());
    expect(answer).toEqual({
      status: 'issued',
      directiveNumber: expect.stringMatching(/^SIM\d{10}$/),
      taxYear: '2025/26',
      issuedAt: '2025-10-01T09:30:00+02:00',
      grossCents: 20_000_00,
      declaredIncomeCents: 250_000_00,
      knownIncomeCents: 354_000_00,
      taxableIncomeUsedCents: 354_000_00,
      taxCents: 7_200_00,
      taxDebtCents: 0,
      netCents: 12_800_00,
    });
    expect(calls).toEqual([
      {
        incomeCents: 354_000_00,
        lumpSumCents: 20_000_00,
        taxYear: '2025/26',
        dateOfBirth: '1980-06-15',
      },
    ]);
  });

  it('uses the declared income when it is the higher', async () => {
    const answer = await simulator().requestDirective(
      request({ declaredIncomeCents: toCents(400_000_00) }),
    );
    expect(answer).toMatchObject({ status: 'issued', taxableIncomeUsedCents: 400_000_00 });
  });

  it('uses what the register knows, and deducts a tax debt up to what the tax leaves', async () => {
    const register = new Map<string, KnownTaxpayer>([
      [
        ID,
        {
          taxNumber: TAX_NUMBER,
          knownIncomeCents: toCents(100_000_00),
          taxDebtCents: toCents(5_000_00),
        },
      ],
    ]);
    await expect(simulator(register).requestDirective(request())).resolves.toMatchObject({
      status: 'issued',
      knownIncomeCents: 100_000_00,
      taxableIncomeUsedCents: 250_000_00,
      taxCents: 3_600_00,
      taxDebtCents: 5_000_00,
      netCents: 11_400_00,
    });
    const bigDebt = new Map<string, KnownTaxpayer>([[ID, { taxDebtCents: toCents(1_000_000_00) }]]);
    await expect(simulator(bigDebt).requestDirective(request())).resolves.toMatchObject({
      taxCents: 7_200_00,
      taxDebtCents: 12_800_00,
      netCents: 0,
    });
  });

  it.each([
    [taxNumber('012345600'), 'not-registered'],
    [taxNumber('012345601'), 'outstanding-returns'],
    [taxNumber('012345602'), 'court-or-maintenance-order'],
    [taxNumber('912345678'), 'invalid-tax-number'],
    ['12345', 'invalid-tax-number'],
  ])('declines tax number %s: %s', async (number, reason) => {
    await expect(simulator().requestDirective(request({ taxNumber: number }))).resolves.toEqual({
      status: 'declined',
      reason,
    });
    expect(calls).toEqual([]);
  });

  it('declines a tax number that is not the one SARS holds for the ID', async () => {
    const register = new Map<string, KnownTaxpayer>([[ID, { taxNumber: taxNumber('212345678') }]]);
    await expect(simulator(register).requestDirective(request())).resolves.toEqual({
      status: 'declined',
      reason: 'details-mismatch',
    });
  });

  it('answers the same directive number for the same reference, another for another', async () => {
    const service = simulator();
    const first = await service.requestDirective(request());
    const again = await service.requestDirective(
      request({ requestedAt: '2025-10-01T10:00:00+02:00' }),
    );
    const other = await service.requestDirective(request({ reference: 'CLAIM-2' }));
    if (first.status !== 'issued' || again.status !== 'issued' || other.status !== 'issued') {
      throw new Error('expected directives');
    }
    expect(again.directiveNumber).toBe(first.directiveNumber);
    expect(other.directiveNumber).not.toBe(first.directiveNumber);
  });

  it('never taxes more than the gross, whatever the tax function says', async () => {
    const greedy = createSarsDirectiveSimulator({ computeTax: () => 99_999_999_00 });
    await expect(greedy.requestDirective(request())).resolves.toMatchObject({
      taxCents: 20_000_00,
      netCents: 0,
    });
  });

  it('refuses requests the caller should have checked', async () => {
    const service = simulator();
    const badId = ID.slice(0, 12) + String((Number(ID.charAt(12)) + 1) % 10);
    await expect(service.requestDirective(request({ idNumber: badId }))).rejects.toThrow(
      RangeError,
    );
    await expect(service.requestDirective(request({ grossCents: 0 as Cents }))).rejects.toThrow(
      RangeError,
    );
    await expect(service.requestDirective(request({ taxYear: '2026' }))).rejects.toThrow(
      RangeError,
    );
    await expect(service.requestDirective(request({ reference: ' ' }))).rejects.toThrow(RangeError);
  });

  it('is the default when no provider address is configured', async () => {
    const service = createSarsDirectiveService({ computeTax });
    await expect(service.requestDirective(request())).resolves.toMatchObject({ status: 'issued' });
  });
});

describe('the SARS directive HTTP client', () => {
  it('posts the request as JSON and returns SARS’s answer', async () => {
    const received: unknown[] = [];
    const url = await startProvider((body, incoming, response) => {
      received.push({ method: incoming.method, path: incoming.url, body });
      reply(response, 200, { status: 'declined', reason: 'outstanding-returns' });
    });
    const service = createSarsDirectiveService({ url, computeTax });
    await expect(service.requestDirective(request())).resolves.toEqual({
      status: 'declined',
      reason: 'outstanding-returns',
    });
    expect(received).toEqual([{ method: 'POST', path: '/directives', body: request() }]);
    expect(calls).toEqual([]); // the provider computes its own tax
  });

  it('returns an issued directive as SARS gives it', async () => {
    const issued = {
      status: 'issued',
      directiveNumber: '4000123456789',
      taxYear: '2025/26',
      issuedAt: '2025-10-01T09:41:00+02:00',
      grossCents: 20_000_00,
      declaredIncomeCents: 250_000_00,
      knownIncomeCents: 260_000_00,
      taxableIncomeUsedCents: 260_000_00,
      taxCents: 5_200_00,
      taxDebtCents: 0,
      netCents: 14_800_00,
    };
    const url = await startProvider((_body, _incoming, response) => reply(response, 200, issued));
    await expect(
      createSarsDirectiveHttpClient({ url }).requestDirective(request()),
    ).resolves.toEqual(issued);
  });

  it('answers technical-error for an error status, an unreadable answer, a timeout or no server', async () => {
    const failing = await startProvider((_body, _incoming, response) => reply(response, 502, {}));
    const odd = await startProvider((_body, _incoming, response) =>
      reply(response, 200, { status: 'issued', directiveNumber: 'X', taxCents: 12.5 }),
    );
    const slow = await startProvider((_body, _incoming, response) => {
      setTimeout(
        () => reply(response, 200, { status: 'declined', reason: 'not-registered' }),
        2_000,
      );
    });
    const gone = await addressWithNothingListening();
    for (const url of [failing, odd, slow, gone]) {
      await expect(
        createSarsDirectiveHttpClient({ url, timeoutMs: 200 }).requestDirective(request()),
      ).resolves.toEqual({ status: 'technical-error' });
    }
  });
});
