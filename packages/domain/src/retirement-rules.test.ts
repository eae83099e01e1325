import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import {
  DE_MINIMIS_CENTS,
  PRE_TWO_POT_DE_MINIMIS_CENTS,
  isInTwoPot,
  isProtectedProvidentMember,
  retirementCashOptions,
  retirementPayout,
} from './retirement-rules';

const R = (rand: number) => toCents(Math.round(rand * 100));

describe('isProtectedProvidentMember and isInTwoPot', () => {
  it.each([
    // 55 on 1 March 2021 exactly (born 1 March 1966): protected, outside two-pot unless opted in.
    ['provident', '1966-03-01', false, null, true, false],
    ['provident', '1966-03-01', true, null, true, true],
    ['provident', '1950-07-12', false, '1990-01-01', true, false],
    // A day short of 55 on 1 March 2021: in two-pot.
    ['provident', '1966-03-02', false, null, false, true],
    // Joined the provident fund after 1 March 2021: not the same fund, so in two-pot.
    ['provident', '1960-01-01', false, '2021-03-02', false, true],
    ['provident', '1960-01-01', false, '2021-03-01', true, false],
    // Other kinds of fund are in two-pot whatever the age.
    ['providentPreservation', '1955-01-01', false, null, false, true],
    ['pension', '1955-01-01', false, null, false, true],
    ['pensionPreservation', '1955-01-01', false, null, false, true],
    ['retirementAnnuity', '1955-01-01', false, null, false, true],
  ] as const)(
    '%s, born %s, opted in %s, member since %s: protected %s, in two-pot %s',
    (fundKind, dateOfBirth, optedIn, memberSince, isProtected, inTwoPot) => {
      expect(isProtectedProvidentMember({ fundKind, dateOfBirth, memberSince })).toBe(isProtected);
      expect(isInTwoPot({ fundKind, dateOfBirth, optedIn, memberSince })).toBe(inTwoPot);
    },
  );

  it('no one is in two-pot before 1 September 2024', () => {
    const member = { fundKind: 'pension' as const, dateOfBirth: '1980-01-01', optedIn: false };
    expect(isInTwoPot({ ...member, on: '2024-08-31' })).toBe(false);
    expect(isInTwoPot({ ...member, on: '2024-09-01' })).toBe(true);
  });
});

describe('retirementCashOptions', () => {
  it('a two-pot pension member above the de minimis: savings in full, a third of vested, retirement none', () => {
    const result = retirementCashOptions({
      savingsCents: R(60_000),
      vestedCents: R(900_000),
      retirementCents: R(240_000),
    });
    // Test: 240 000 + 2/3 × 900 000 = 840 000 > 165 000.
    expect(result.isDeMinimis).toBe(false);
    expect(result.deMinimisTestCents).toBe(R(840_000));
    expect(result.savings).toEqual({ maxCashCents: R(60_000), minAnnuityCents: 0 });
    expect(result.vested).toEqual({ maxCashCents: R(300_000), minAnnuityCents: R(600_000) });
    expect(result.retirement).toEqual({ maxCashCents: 0, minAnnuityCents: R(240_000) });
    expect(result.totalCents).toBe(R(1_200_000));
    expect(result.maxCashCents).toBe(R(360_000));
    expect(result.minAnnuityCents).toBe(R(840_000));
  });

  it('under the de minimis (R 60 000 + 2/3 × R 150 000 = R 160 000): all in cash', () => {
    const result = retirementCashOptions({
      savingsCents: R(20_000),
      vestedCents: R(150_000),
      retirementCents: R(60_000),
    });
    expect(result.deMinimisTestCents).toBe(R(160_000));
    expect(result.isDeMinimis).toBe(true);
    expect(result.maxCashCents).toBe(R(230_000));
    expect(result.minAnnuityCents).toBe(0);
  });

  it('exactly at the de minimis is still de minimis; a cent more is not', () => {
    expect(
      retirementCashOptions({ savingsCents: 0, vestedCents: 0, retirementCents: DE_MINIMIS_CENTS })
        .isDeMinimis,
    ).toBe(true);
    expect(
      retirementCashOptions({
        savingsCents: 0,
        vestedCents: 0,
        retirementCents: DE_MINIMIS_CENTS + 1,
      }).isDeMinimis,
    ).toBe(false);
  });

  it('a vested component alone is answered by R 247 500 as before two-pot', () => {
    expect(PRE_TWO_POT_DE_MINIMIS_CENTS * 2).toBe(DE_MINIMIS_CENTS * 3);
    const at = (vested: number) =>
      retirementCashOptions({ savingsCents: 0, vestedCents: vested, retirementCents: 0 });
    expect(at(PRE_TWO_POT_DE_MINIMIS_CENTS).isDeMinimis).toBe(true);
    expect(at(PRE_TWO_POT_DE_MINIMIS_CENTS + 1).isDeMinimis).toBe(false);
    // Above it: one third, rounded down to the cent (R 247 500.01 / 3 = R 82 500.003…).
    expect(at(PRE_TWO_POT_DE_MINIMIS_CENTS + 1).vested.maxCashCents).toBe(8_250_000);
  });

  it('a provident member’s vested rights may all be taken in cash and stay out of the de minimis test', () => {
    const result = retirementCashOptions({
      savingsCents: R(10_000),
      vestedCents: R(1_000_000),
      vestedRightsCents: R(700_000),
      retirementCents: R(90_000),
    });
    // Test: 90 000 + 2/3 × 300 000 = 290 000.
    expect(result.deMinimisTestCents).toBe(R(290_000));
    expect(result.isDeMinimis).toBe(false);
    expect(result.vestedRights.maxCashCents).toBe(R(700_000));
    expect(result.vested).toEqual({ maxCashCents: R(100_000), minAnnuityCents: R(200_000) });
    expect(result.maxCashCents).toBe(R(810_000));
    expect(result.minAnnuityCents).toBe(R(290_000));
  });

  it('a protected provident member outside two-pot: all vested rights, all cash', () => {
    const result = retirementCashOptions({
      savingsCents: 0,
      vestedCents: R(2_500_000),
      vestedRightsCents: R(2_500_000),
      retirementCents: 0,
    });
    expect(result.maxCashCents).toBe(R(2_500_000));
    expect(result.minAnnuityCents).toBe(0);
  });

  it('vested rights above the vested component are capped at it', () => {
    const result = retirementCashOptions({
      savingsCents: 0,
      vestedCents: R(100),
      vestedRightsCents: R(500),
      retirementCents: 0,
    });
    expect(result.vestedRights.maxCashCents).toBe(R(100));
    expect(result.totalCents).toBe(R(100));
  });

  const amount = fc.integer({ min: 0, max: 2_000_000_000 });
  it('cash and annuity add up to the total, and cash is never more than savings, vested rights, a third of the rest and nothing of retirement unless de minimis (property)', () => {
    fc.assert(
      fc.property(amount, amount, amount, amount, (savings, vested, rights, retirement) => {
        const result = retirementCashOptions({
          savingsCents: savings,
          vestedCents: vested,
          vestedRightsCents: rights,
          retirementCents: retirement,
        });
        expect(result.maxCashCents + result.minAnnuityCents).toBe(savings + vested + retirement);
        expect(result.minAnnuityCents).toBeGreaterThanOrEqual(0);
        const cappedRights = Math.min(rights, vested);
        if (!result.isDeMinimis) {
          expect(3 * result.vested.maxCashCents).toBeLessThanOrEqual(vested - cappedRights);
          expect(result.retirement.maxCashCents).toBe(0);
          expect(result.deMinimisTestCents).toBeGreaterThanOrEqual(DE_MINIMIS_CENTS);
        } else {
          expect(result.minAnnuityCents).toBe(0);
        }
      }),
    );
  });
});

describe('retirementPayout', () => {
  it('takes the savings and a third of vested in cash, taxed as one retirement lump sum', () => {
    const payout = retirementPayout({
      components: { savingsCents: R(60_000), vestedCents: R(900_000), retirementCents: R(240_000) },
      cashCents: R(360_000),
      retiredOn: '2026-11-29',
      earlier: [{ kind: 'withdrawal', accruedOn: '2012-05-31', amountCents: R(300_000) }],
    });
    // Retirement table: table(660 000) − table(300 000) = 18 % × 110 000 − 0 = 19 800.
    expect(payout.tax.taxCents).toBe(R(19_800));
    expect(payout.netCashCents).toBe(R(340_200));
    expect(payout.annuityCents).toBe(R(840_000));
  });

  it('refuses more cash than allowed, or less than nothing', () => {
    const components = {
      savingsCents: R(60_000),
      vestedCents: R(900_000),
      retirementCents: R(240_000),
    };
    expect(() =>
      retirementPayout({ components, cashCents: R(360_000) + 1, retiredOn: '2026-11-29' }),
    ).toThrow(RangeError);
    expect(() => retirementPayout({ components, cashCents: -1, retiredOn: '2026-11-29' })).toThrow(
      RangeError,
    );
  });

  it('taking no cash buys an annuity with everything, untaxed as a lump sum', () => {
    const payout = retirementPayout({
      components: { savingsCents: R(1), vestedCents: R(2), retirementCents: R(3) },
      cashCents: 0,
      retiredOn: '2026-11-29',
    });
    expect(payout.tax.taxCents).toBe(0);
    expect(payout.annuityCents).toBe(R(6));
  });
});
