import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedOf, projectRetirement, type ProjectionInputs } from './projection';
import {
  isNearRetirement,
  mayStartRetirementClaim,
  retirementOptions,
  retirementOptionsFrom,
} from './retirement-options';
import { incomeTax, taxTableFor } from './sa-income-tax';

const R = (rand: number) => Math.round(rand * 100);

/** A member retiring today at 65: the value at retirement is today's pots, so every figure is by hand. */
const retiringToday: ProjectionInputs = {
  today: '2026-12-01',
  dateOfBirth: '1961-12-01',
  retirementDate: '2026-12-01',
  kind: 'retirement',
  isTwoPot: true,
  pots: { savingsCents: R(300_000), vestedCents: R(900_000), retirementCents: R(1_200_000) },
  monthlyContributionCents: 0,
  contributionsGrow: false,
  contributionRoomCents: null,
  annualSalaryCents: null,
  expectedRealReturnBp: 300,
  cash: 'none',
  income: { kind: 'lifeAnnuity' },
};

describe('the five years before retirement', () => {
  it('start five years before the retirement date to the day', () => {
    expect(retirementOptionsFrom('2030-12-18')).toBe('2025-12-18');
    expect(isNearRetirement({ today: '2025-12-17', retirementDate: '2030-12-18' })).toBe(false);
    expect(isNearRetirement({ today: '2025-12-18', retirementDate: '2030-12-18' })).toBe(true);
    // Past the date and not yet retired: still shown.
    expect(isNearRetirement({ today: '2031-01-05', retirementDate: '2030-12-18' })).toBe(true);
  });

  it('from a retirement date on 29 February, start on 28 February five years before', () => {
    expect(retirementOptionsFrom('2032-02-29')).toBe('2027-02-28');
    expect(isNearRetirement({ today: '2027-02-27', retirementDate: '2032-02-29' })).toBe(false);
    expect(isNearRetirement({ today: '2027-02-28', retirementDate: '2032-02-29' })).toBe(true);
  });

  it('a retirement claim may be started from the 55th birthday', () => {
    expect(mayStartRetirementClaim({ dateOfBirth: '1971-12-02', today: '2026-12-01' })).toBe(false);
    expect(mayStartRetirementClaim({ dateOfBirth: '1971-12-01', today: '2026-12-01' })).toBe(true);
  });
});

describe('the options at retirement', () => {
  const options = retirementOptions(retiringToday);

  it('take the savings component and a third of the vested component as the most cash', () => {
    // R 300 000 + R 900 000 / 3 = R 600 000; on the retirement table 18 % of R 50 000 = R 9 000.
    expect(options.atRetirement.totalCents).toBe(R(2_400_000));
    expect(options.cash).toEqual({
      maxCashCents: R(600_000),
      taxCents: R(9_000),
      netCents: R(591_000),
      taxYear: '2026/27',
      isDeMinimis: false,
    });
  });

  it('illustrate a life annuity at the rate for 65 and a living annuity at 5 %, to the cent', () => {
    // The life annuity rate at 65 is 7.28 % a year: R 2 400 000 × 7.28 % ÷ 12 = R 14 560.
    expect(options.lifeAnnuity.noCash.monthlyIncomeCents).toBe(R(14_560));
    expect(options.lifeAnnuity.noCash.incomeRateBp).toBe(728);
    // After R 600 000 in cash, R 1 800 000 buys R 10 920 a month.
    expect(options.lifeAnnuity.mostCash.annuityCents).toBe(R(1_800_000));
    expect(options.lifeAnnuity.mostCash.monthlyIncomeCents).toBe(R(10_920));
    expect(options.lifeAnnuity.mostCash.cashTaxCents).toBe(R(9_000));
    expect(options.livingAnnuity.noCash.monthlyIncomeCents).toBe(R(10_000));
    expect(options.livingAnnuity.mostCash.monthlyIncomeCents).toBe(R(7_500));
    const { table } = taxTableFor('2026-12-01');
    const tax = Math.round(incomeTax(R(14_560) * 12, table, 65) / 12);
    expect(options.lifeAnnuity.noCash.monthlyTaxCents).toBe(tax);
    expect(options.lifeAnnuity.noCash.monthlyNetCents).toBe(R(14_560) - tax);
  });

  it('let all of it be taken in cash when the retirement component is under the de minimis', () => {
    const small = retirementOptions({
      ...retiringToday,
      pots: { savingsCents: R(20_000), vestedCents: R(60_000), retirementCents: R(100_000) },
    });
    expect(small.cash.isDeMinimis).toBe(true);
    expect(small.cash.maxCashCents).toBe(R(180_000));
    expect(small.cash.taxCents).toBe(0);
  });

  it('are the projection page’s own figures for the same choice, for any member', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.integer({ min: 250, max: 1_750 }),
        (monthsLeft, savings, vested, retirement, contribution, drawdownBp) => {
          const inputs: ProjectionInputs = {
            ...retiringToday,
            retirementDate: `20${String(26 + Math.floor((11 + monthsLeft) / 12)).padStart(2, '0')}-${String(((11 + monthsLeft) % 12) + 1).padStart(2, '0')}-01`,
            pots: {
              savingsCents: R(savings),
              vestedCents: R(vested),
              retirementCents: R(retirement),
            },
            monthlyContributionCents: R(contribution),
          };
          const shown = retirementOptions(inputs, drawdownBp);
          for (const cash of ['none', 'maximum'] as const) {
            const page = expectedOf(
              projectRetirement({ ...inputs, cash, income: { kind: 'livingAnnuity', drawdownBp } }),
            );
            const illustration =
              cash === 'none' ? shown.livingAnnuity.noCash : shown.livingAnnuity.mostCash;
            expect(illustration.monthlyIncomeCents).toBe(page.monthlyIncomeCents);
            expect(illustration.cashCents).toBe(page.cashCents);
            expect(illustration.cashTaxCents).toBe(page.cashTaxCents);
            expect(page.valueAtRetirementCents).toBe(shown.atRetirement.totalCents);
          }
          expect(shown.lifeAnnuity.mostCash.cashCents).toBe(shown.cash.maxCashCents);
          expect(shown.lifeAnnuity.mostCash.cashTaxCents).toBe(shown.cash.taxCents);
        },
      ),
      { numRuns: 150 },
    );
  });
});
