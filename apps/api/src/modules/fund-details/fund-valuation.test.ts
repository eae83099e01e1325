import fc from 'fast-check';
import { valueCents } from '@portal/domain/money';
import { describe, expect, it } from 'vitest';
import { bucketOf, splitPortfolioValue, type PotBucket } from './fund-valuation';

describe('splitPortfolioValue', () => {
  it('gives the cents left by rounding to the pots with the largest fractions', () => {
    // 1.0000 unit at R 0.333333: each pot is worth 0.3333 cents exactly; the portfolio 1.3333 → 1.
    const units = new Map<PotBucket, number>([
      ['available', 10_000],
      ['notAvailable', 10_000],
      ['savings', 10_000],
      ['retirement', 10_000],
    ]);
    const pots = splitPortfolioValue(units, 3_333);
    expect(pots).toEqual({ available: 1, notAvailable: 0, savings: 0, retirement: 0 });
    expect(valueCents(40_000, 3_333)).toBe(1);
  });

  it('always adds up to the portfolio’s value, each pot within a cent of its exact value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000_000 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 1, max: 500_000_000 }),
        (amounts, price) => {
          const buckets = ['available', 'notAvailable', 'savings', 'retirement'] as const;
          const units = new Map<PotBucket, number>(buckets.map((b, i) => [b, amounts[i] ?? 0]));
          const pots = splitPortfolioValue(units, price);
          const total = amounts.reduce((sum, u) => sum + u, 0);
          expect(Object.values(pots).reduce((sum, c) => sum + c, 0)).toBe(valueCents(total, price));
          for (const bucket of buckets) {
            const exact = BigInt(units.get(bucket) ?? 0) * BigInt(price);
            const difference = BigInt(pots[bucket]) * 10n ** 8n - exact;
            expect(difference > -(10n ** 8n) && difference < 10n ** 8n).toBe(true);
          }
        },
      ),
    );
  });

  it('reads vested money as available or notAvailable', () => {
    expect(bucketOf({ pot: 'vested', vestedStatus: 'notAvailable' })).toBe('notAvailable');
    expect(bucketOf({ pot: 'vested', vestedStatus: 'available' })).toBe('available');
    expect(bucketOf({ pot: 'savings', vestedStatus: null })).toBe('savings');
  });
});
