import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculationDate,
  fundValueOn,
  portfolioValueOn,
  priceOn,
  savingsSeed,
  splitContribution,
  unitsHeldOn,
  windowValues,
  type PortfolioHistory,
} from './fund-value';
import { transactionSummary } from './transaction-summary';

const equity: PortfolioHistory = {
  unitMovements: [
    { date: '2025-01-10', units: 1_000_000 }, // 100 units
    { date: '2025-02-10', units: 500_000 }, // 50 units
    { date: '2025-03-10', units: -200_000 }, // −20 units
  ],
  prices: [
    { date: '2025-01-10', priceMicro: 10_000_000 }, // R10
    { date: '2025-02-07', priceMicro: 11_000_000 }, // R11 (a Friday)
    { date: '2025-03-10', priceMicro: 12_345_678 },
  ],
};
const bond: PortfolioHistory = {
  unitMovements: [{ date: '2025-01-01', units: 10_000 }],
  prices: [{ date: '2025-01-01', priceMicro: 1_005_000 }],
};

describe('fund value', () => {
  it.each([
    ['2025-01-09', 0n, null, 0],
    ['2025-01-10', 1_000_000n, 10_000_000, 100_000],
    ['2025-02-09', 1_000_000n, 11_000_000, 110_000],
    ['2025-02-10', 1_500_000n, 11_000_000, 165_000],
    ['2025-03-10', 1_300_000n, 12_345_678, 160_494],
  ])('on %s', (date, units, price, value) => {
    expect(unitsHeldOn(equity, date)).toBe(units);
    expect(priceOn(equity, date)?.priceMicro ?? null).toBe(price);
    expect(portfolioValueOn(equity, date)).toBe(value);
  });

  it('sums portfolios, each rounded to the cent', () => {
    expect(fundValueOn([equity, bond], '2025-03-10')).toBe(160_494 + 101);
    expect(calculationDate([equity, bond])).toBe('2025-03-10');
    expect(calculationDate([])).toBeNull();
    // A payment on a Sunday, at Friday's price: the value on Sunday is after it.
    const paidOnSunday = {
      ...equity,
      unitMovements: [...equity.unitMovements, { date: '2025-03-16', units: -10_000 }],
    };
    expect(calculationDate([paidOnSunday, bond])).toBe('2025-03-16');
  });

  it('opens at the end of the day before the start and closes at the end of the end date', () => {
    expect(windowValues([equity], '2025-02-10', '2025-03-10')).toEqual({
      openingValue: 110_000,
      closingValue: 160_494,
    });
  });

  it('a window summary balances with values from the same history', () => {
    const { openingValue, closingValue } = windowValues([equity], '2025-02-01', '2025-03-31');
    const summary = transactionSummary({
      from: '2025-02-01',
      to: '2025-03-31',
      openingValue,
      closingValue,
      transactions: [{ date: '2025-02-10', amount: 55_000, type: 'contribution' }],
    });
    expect(summary.investmentReturn).toBe(closingValue - openingValue - 55_000);
  });
});

describe('two-pot', () => {
  it.each([
    [30_000, '2024-08-31', { vested: 30_000, savings: 0, retirement: 0 }],
    [30_000, '2024-09-01', { vested: 0, savings: 10_000, retirement: 20_000 }],
    [100, '2025-01-01', { vested: 0, savings: 33, retirement: 67 }],
    [200, '2025-01-01', { vested: 0, savings: 67, retirement: 133 }],
  ])('%d cents on %s', (amount, date, expected) => {
    expect(splitContribution(amount, date)).toEqual(expected);
  });

  it('the parts always sum to the contribution', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (amount) => {
        const { vested, savings, retirement } = splitContribution(amount, '2025-06-01');
        expect(vested + savings + retirement).toBe(amount);
      }),
    );
  });

  it.each([
    [0, 0],
    [-5, 0],
    [1_000_000, 100_000],
    [30_000_000, 3_000_000],
    [90_000_000, 3_000_000],
    [15, 2],
  ])('seed of %d cents vested is %d', (vested, seed) => {
    expect(savingsSeed(vested)).toBe(seed);
  });
});
