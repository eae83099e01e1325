import { parseSaId } from '@portal/domain/sa-id';
import { isValidTaxNumber } from '@portal/domain/tax-number';
import { describe, expect, it } from 'vitest';
import { environmentToday } from '../../lib/clock';
import { DECLARED_MEMBERS, FIXED_MEMBERS } from './declared';
import { generateDemoData } from './generate';
import {
  DEMO_TAXPAYERS,
  declaredKbaRecords,
  demoTaxpayerOf,
  kbaRecordsOf,
  PREVIOUS_EMPLOYERS,
  PREVIOUS_SUBURBS,
  TRANSFER_FUNDS,
} from './identity-records';

// What the demo says about identities outside what the portal shows: the records the security
// questions are drawn from, and the partners' registers of the named members.

const TODAY = environmentToday();

describe('the identity records of the demo data', () => {
  it('give the named members the same names, dates of birth and ID numbers under every seed', () => {
    for (const seed of [7, 4242, 20261122]) {
      const data = generateDemoData({ members: 4, seed, today: TODAY });
      for (const fixed of Object.values(FIXED_MEMBERS)) {
        const member = data.members.find((row) => row.id === fixed.number);
        expect(member).toMatchObject({
          firstName: fixed.firstName,
          lastName: fixed.lastName,
          dateOfBirth: fixed.dateOfBirth,
          idNumber: fixed.idNumber,
          identifierType: 'ID',
        });
        const parsed = parseSaId(fixed.idNumber);
        expect(parsed).toMatchObject({ valid: true, dateOfBirth: fixed.dateOfBirth });
        // Outside the identity simulator's special ranges (sequence within the half below 200).
        expect(Number(fixed.idNumber.slice(6, 10)) % 5000).toBeGreaterThanOrEqual(200);
      }
    }
  });

  it('hold fixed security records for the declared members and drawn ones for the rest', () => {
    // Past the declared members (1 to 20), so that some are drawn.
    const a = generateDemoData({ members: 24, seed: 7, today: TODAY });
    const b = generateDemoData({ members: 24, seed: 8, today: TODAY });
    expect(a.kbaRecords).toHaveLength(24);
    for (const declared of DECLARED_MEMBERS) {
      const records = declaredKbaRecords(declared.username);
      expect(records).toBeDefined();
      expect(a.kbaRecords.find((row) => row.memberId === declared.number)).toEqual({
        memberId: declared.number,
        ...records,
      });
      expect(b.kbaRecords.find((row) => row.memberId === declared.number)).toEqual(
        a.kbaRecords.find((row) => row.memberId === declared.number),
      );
    }
    const declaredNumbers = new Set(DECLARED_MEMBERS.map((declared) => declared.number));
    const drawn = (data: typeof a) =>
      data.kbaRecords.filter((row) => !declaredNumbers.has(row.memberId));
    expect(drawn(a).length).toBeGreaterThan(0);
    expect(drawn(a)).not.toEqual(drawn(b));
    for (const row of a.kbaRecords) {
      expect(PREVIOUS_EMPLOYERS).toContain(row.previousEmployer);
      expect(PREVIOUS_SUBURBS).toContain(row.previousSuburb);
      expect(TRANSFER_FUNDS).toContain(row.transferredFromFund);
      expect(row.previousCellLastFour).toMatch(/^\d{4}$/);
      expect(row.previousPostalCode).toMatch(/^\d{4}$/);
    }
    expect(kbaRecordsOf(7, 15)).toEqual(kbaRecordsOf(7, 15));
    expect(declaredKbaRecords('nobody@demo.local')).toBeUndefined();
  });

  it('register the named members with SARS under valid, distinct tax numbers', () => {
    expect(DEMO_TAXPAYERS.map((taxpayer) => taxpayer.username).sort()).toEqual(
      Object.values(FIXED_MEMBERS)
        .map((fixed) => fixed.username)
        .sort(),
    );
    for (const taxpayer of DEMO_TAXPAYERS) {
      expect(isValidTaxNumber(taxpayer.taxNumber)).toBe(true);
      // Digits 8–9 other than the simulator's decline codes 00, 01 and 02.
      expect(['00', '01', '02']).not.toContain(taxpayer.taxNumber.slice(7, 9));
    }
    expect(new Set(DEMO_TAXPAYERS.map((taxpayer) => taxpayer.taxNumber)).size).toBe(4);
    expect(demoTaxpayerOf('institutional@demo.local')).toMatchObject({
      idNumber: FIXED_MEMBERS.institutional.idNumber,
      surname: 'Nkosi',
    });
  });
});
