import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import { retirementClaimSplit } from './retirement-claim';

const c = toCents;

describe('retirementClaimSplit', () => {
  it('splits the fund into the cash claimed and the part that buys an income, to the cent', () => {
    const split = retirementClaimSplit({
      components: {
        savingsCents: c(6_500_012),
        vestedCents: c(100_000_000),
        retirementCents: c(20_862_210),
      },
      cashCents: c(45_000_000),
    });
    expect(split).toEqual({
      fundValueCents: 127_362_222,
      savingsCents: 6_500_012,
      vestedCents: 100_000_000,
      retirementCents: 20_862_210,
      cashCents: 45_000_000,
      incomeCents: 82_362_222,
      // All of savings and a third of vested (rounded down), none of retirement.
      maxCashCents: 6_500_012 + 33_333_333,
      minIncomeCents: 127_362_222 - 39_833_345,
      isDeMinimis: false,
      isWithinRules: false,
    });
  });

  it('lets a small fund be taken in cash in full (de minimis)', () => {
    const split = retirementClaimSplit({
      components: {
        savingsCents: c(1_000_000),
        vestedCents: c(9_000_000),
        retirementCents: c(5_000_000),
      },
      cashCents: c(15_000_000),
    });
    expect(split.isDeMinimis).toBe(true);
    expect(split.maxCashCents).toBe(15_000_000);
    expect(split.incomeCents).toBe(0);
    expect(split.isWithinRules).toBe(true);
  });

  it('always adds cash and income up to the fund value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 4e10 }),
        (savings, vested, retirement, cash) => {
          const split = retirementClaimSplit({
            components: {
              savingsCents: c(savings),
              vestedCents: c(vested),
              retirementCents: c(retirement),
            },
            cashCents: c(cash),
          });
          expect(split.cashCents + split.incomeCents).toBe(split.fundValueCents);
          expect(split.savingsCents + split.vestedCents + split.retirementCents).toBe(
            split.fundValueCents,
          );
          expect(split.maxCashCents + split.minIncomeCents).toBe(split.fundValueCents);
          expect(split.isWithinRules).toBe(cash <= split.maxCashCents);
        },
      ),
    );
  });
});
