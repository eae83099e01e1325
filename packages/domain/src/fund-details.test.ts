import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fundSidePanel,
  groupTransactionsByMonth,
  hasBeneficiariesTab,
  hasProductSavingsWithdrawals,
  isRetailView,
  showsPots,
  transactionsTotalCents,
  vestedCents,
} from './fund-details';
import type { UserType } from './member';

const retail = { productTypeCategory: 'Retail', twoPotIndicator: 'N' };
const retailTwoPot = { productTypeCategory: 'Retail', twoPotIndicator: true };
const institutional = { productTypeCategory: 'Institutional' };

describe('fund details rules', () => {
  it.each([
    ['Retail', institutional, 'emergency-fund'],
    ['Retail', retail, 'emergency-fund'],
    ['Hybrid', retail, 'emergency-fund'],
    ['Hybrid', retailTwoPot, 'irr'],
    ['Hybrid', institutional, 'transaction-summary'],
    ['Institutional', institutional, 'transaction-summary'],
    ['Institutional', { productTypeCategory: null }, 'transaction-summary'],
  ] as const)('%s on %j shows %s', (userType, fund, panel) => {
    expect(fundSidePanel(userType as UserType, fund)).toBe(panel);
  });

  it.each([
    ['Retail', institutional, true],
    ['Institutional', retail, true],
    ['Institutional', institutional, false],
  ] as const)('retail view for %s on %j: %s', (userType, fund, expected) => {
    expect(isRetailView(userType as UserType, fund)).toBe(expected);
  });

  it.each([
    ['Y', true, true],
    ['y', true, true],
    ['N', true, false],
    ['Y', false, false],
    [null, true, false],
  ])('nobIndicator %j with the feature %s: %s', (indicator, feature, expected) => {
    expect(hasBeneficiariesTab(indicator, feature)).toBe(expected);
  });

  it.each([
    // [retail view of the fund, custom view, fund, pots shown]
    [false, false, institutional, true],
    [true, false, retail, false],
    [true, true, retail, true],
    // A retail two-pot product shows its pots: its savings pot is withdrawn from on its page.
    [true, false, retailTwoPot, true],
    [true, false, { productTypeCategory: 'Retail', twoPotIndicator: 'Y' }, true],
    // An employer fund seen in the retail view keeps the single total.
    [true, false, { productTypeCategory: 'Institutional', twoPotIndicator: 'Y' }, false],
  ] as const)('retail view %s, custom view %s, %j: pots shown %s', (view, custom, fund, shown) => {
    expect(showsPots(view, custom, fund)).toBe(shown);
  });

  it.each([
    [retailTwoPot, true],
    [retail, false],
    [{ productTypeCategory: 'Institutional', twoPotIndicator: 'Y' }, false],
  ] as const)('savings withdrawals on the product page of %j: %s', (fund, expected) => {
    expect(hasProductSavingsWithdrawals(fund)).toBe(expected);
  });

  it('vested is available plus not available', () => {
    expect(vestedCents(150_000, 25_050)).toBe(175_050);
  });
});

describe('groupTransactionsByMonth', () => {
  it('groups newest first by year and month and shows three a month', () => {
    const rows = [
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-02-10',
      '2025-12-31T10:00:00',
    ].map((date) => ({ date }));
    expect(groupTransactionsByMonth(rows)).toEqual([
      {
        year: '2026',
        months: [
          {
            monthYear: 'March 2026',
            shown: [{ date: '2026-03-04' }, { date: '2026-03-03' }, { date: '2026-03-02' }],
            hiddenCount: 1,
            items: [
              { date: '2026-03-04' },
              { date: '2026-03-03' },
              { date: '2026-03-02' },
              { date: '2026-03-01' },
            ],
          },
          {
            monthYear: 'February 2026',
            shown: [{ date: '2026-02-10' }],
            hiddenCount: 0,
            items: [{ date: '2026-02-10' }],
          },
        ],
      },
      {
        year: '2025',
        months: [
          {
            monthYear: 'December 2025',
            shown: [{ date: '2025-12-31T10:00:00' }],
            hiddenCount: 0,
            items: [{ date: '2025-12-31T10:00:00' }],
          },
        ],
      },
    ]);
    expect(groupTransactionsByMonth([])).toEqual([]);
  });
});

describe('transactionsTotalCents', () => {
  it('adds a month’s signed amounts to the cent, without float drift', () => {
    expect(
      transactionsTotalCents([{ amount: 650.58 }, { amount: 650.58 }, { amount: -120.35 }]),
    ).toBe(118_081);
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    expect(transactionsTotalCents([{ amount: 0.1 }, { amount: 0.2 }])).toBe(30);
    expect(transactionsTotalCents([])).toBe(0);
  });

  it('equals the sum of the rows’ cents for any amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e10, max: 1e10 }), { maxLength: 40 }), (cents) => {
        const rows = cents.map((value) => ({ amount: value / 100 }));
        expect(transactionsTotalCents(rows)).toBe(cents.reduce((sum, value) => sum + value, 0));
      }),
    );
  });
});
