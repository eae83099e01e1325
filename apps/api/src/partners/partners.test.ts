import { describe, expect, it } from 'vitest';
import { toCents } from '@portal/domain/money';
import { DEMO_TAXPAYERS } from '../db/seed/identity-records';
import { IdentityAnswer, validSaIdNumber } from './identity/identity-service';
import { createPartners } from './partners';

// The partners as the server builds them (createPartners from its settings): the simulators know
// the demo's named members and answer everyone else by their documented rules.

const config = {
  partners: {
    identityUrl: undefined,
    kbaUrl: undefined,
    avsUrl: undefined,
    sarsDirectiveUrl: undefined,
    investmentHubUrl: undefined,
    smsGatewayUrl: undefined,
    contributionScheduleUrl: undefined,
  },
};

function validId(idNumber: string) {
  const valid = validSaIdNumber(idNumber);
  if (valid === null) throw new Error(`invalid ID ${idNumber}`);
  return valid;
}

describe('createPartners', () => {
  const partners = createPartners({ config });

  it('lets the identity simulator know the named members under their own surnames', async () => {
    for (const person of DEMO_TAXPAYERS) {
      const idNumber = validId(person.idNumber);
      await expect(partners.identity.verify({ idNumber, surname: person.surname })).resolves.toBe(
        IdentityAnswer.Verified,
      );
      await expect(partners.identity.verify({ idNumber, surname: 'Mokoena' })).resolves.toBe(
        IdentityAnswer.Mismatch,
      );
    }
  });

  it('lets the SARS simulator know the named members’ tax numbers and the register’s income', async () => {
    const [person] = DEMO_TAXPAYERS;
    if (!person) throw new Error('no demo taxpayer');
    // The register of incomes (the demo's table tax_register_incomes) by ID number and tax year.
    const registered = toCents(61_234_500);
    const asked: string[] = [];
    const partners = createPartners({
      config,
      knownIncomeOf: async (idNumber, taxYear) => {
        asked.push(`${idNumber}|${taxYear}`);
        return idNumber === person.idNumber && taxYear === '2026/27' ? registered : undefined;
      },
    });
    const request = {
      reference: 'CLM00000001',
      idNumber: person.idNumber,
      grossCents: toCents(1_000_000),
      declaredIncomeCents: toCents(30_000_000),
      taxYear: '2026/27',
      requestedAt: '2026-11-22T10:00:00.000Z',
    };
    const issued = await partners.sars.requestDirective({
      ...request,
      taxNumber: person.taxNumber,
    });
    expect(issued).toMatchObject({
      status: 'issued',
      knownIncomeCents: registered,
      taxableIncomeUsedCents: registered,
    });
    expect(asked).toContain(`${person.idNumber}|2026/27`);
    const other = DEMO_TAXPAYERS[1]?.taxNumber ?? '';
    await expect(partners.sars.requestDirective({ ...request, taxNumber: other })).resolves.toEqual(
      { status: 'declined', reason: 'details-mismatch' },
    );
  });

  it('takes the registers it is given instead', async () => {
    const [person] = DEMO_TAXPAYERS;
    if (!person) throw new Error('no demo taxpayer');
    const empty = createPartners({ config, knownPeople: new Map(), taxpayers: new Map() });
    await expect(
      empty.identity.verify({ idNumber: validId(person.idNumber), surname: 'Mokoena' }),
    ).resolves.toBe(IdentityAnswer.Verified);
  });
});
