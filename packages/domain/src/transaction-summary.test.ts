import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES } from './period';
import { transactionSummary } from './transaction-summary';

describe('transactionSummary', () => {
  it.each([
    [
      'contributions, a switch and fees: the switch is neither money in nor money out',
      {
        from: '2025-04-01',
        to: '2025-06-30',
        openingValue: 10_000_000,
        closingValue: 11_050_000,
        transactions: [
          { date: '2025-04-01', amount: 200_000, type: 'contribution' as const },
          { date: '2025-05-01', amount: -50_000, type: 'switch_out' as const },
          { date: '2025-05-01', amount: 50_000, type: 'switch_in' as const },
          { date: '2025-06-01', amount: -1_234, type: 'fee' as const },
        ],
      },
      {
        openingBalance: 10_000_000,
        contributionsAndSwitches: 200_000,
        withdrawalsFeesAndExpenses: 1_234,
        investmentReturn: 851_234,
        closingBalance: 11_050_000,
        switched: 50_000,
      },
    ],
    [
      'a loss with no transactions',
      {
        from: '2025-04-01',
        to: '2025-06-30',
        openingValue: 500_000,
        closingValue: 450_001,
        transactions: [],
      },
      {
        openingBalance: 500_000,
        contributionsAndSwitches: 0,
        withdrawalsFeesAndExpenses: 0,
        investmentReturn: -49_999,
        closingBalance: 450_001,
        switched: 0,
      },
    ],
    [
      'only the window counts, both ends included',
      {
        openingValue: 0,
        closingValue: 300,
        from: '2025-03-01',
        to: '2025-03-31',
        transactions: [
          { date: '2025-02-28', amount: 1000, type: 'contribution' as const },
          { date: '2025-03-01', amount: 100, type: 'contribution' as const },
          { date: '2025-03-31', amount: 200, type: 'transfer_in' as const },
          { date: '2025-04-01', amount: -5000, type: 'withdrawal' as const },
        ],
      },
      {
        openingBalance: 0,
        contributionsAndSwitches: 300,
        withdrawalsFeesAndExpenses: 0,
        investmentReturn: 0,
        closingBalance: 300,
        switched: 0,
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(transactionSummary(input)).toEqual(expected);
  });

  it('opening + money in − money out + return = closing, to the cent', () => {
    const cents = fc.integer({ min: -1e11, max: 1e11 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(
          fc.record({
            date: fc.constant('2025-06-01'),
            amount: cents,
            type: fc.constantFrom(...TRANSACTION_TYPES),
          }),
          { maxLength: 50 },
        ),
        (openingValue, closingValue, transactions) => {
          const summary = transactionSummary({
            from: '2025-06-01',
            to: '2025-06-01',
            openingValue,
            closingValue,
            transactions,
          });
          expect(
            summary.openingBalance +
              summary.contributionsAndSwitches -
              summary.withdrawalsFeesAndExpenses +
              summary.investmentReturn,
          ).toBe(summary.closingBalance);
          expect(summary.contributionsAndSwitches - summary.withdrawalsFeesAndExpenses).toBe(
            transactions.reduce((sum, transaction) => sum + transaction.amount, 0),
          );
        },
      ),
    );
  });

  it('refuses fractions of a cent', () => {
    expect(() =>
      transactionSummary({
        from: '2025-06-01',
        to: '2025-06-30',
        openingValue: 0.5,
        closingValue: 0,
        transactions: [],
      }),
    ).toThrow(RangeError);
  });
});
