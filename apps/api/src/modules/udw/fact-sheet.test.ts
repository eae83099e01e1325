import { addDays } from '@portal/domain/dates';
import { describe, expect, it } from 'vitest';
import {
  benchmarkComparison,
  factSheetFigures,
  factSheetParticulars,
  latestOnOrBefore,
  riskMeaningOf,
  riskRatingOf,
  type PricePoint,
} from './fact-sheet';
import { factSheetFileName } from './udw.service';

/** A price on every day from `from`, growing by `daily` (a fraction) a day. */
function series(from: string, days: number, start: number, daily: number): PricePoint[] {
  return Array.from({ length: days }, (_, i) => ({
    date: addDays(from, i),
    priceMicro: Math.round(start * (1 + daily) ** i),
  }));
}

describe('factSheetFigures', () => {
  it('computes the performance and the month-end prices from the price series', () => {
    const prices = [
      { date: '2022-01-03', priceMicro: 10_000_000 },
      { date: '2025-11-20', priceMicro: 12_000_000 },
      { date: '2026-10-30', priceMicro: 13_000_000 },
      { date: '2026-11-20', priceMicro: 15_000_000 },
    ];
    const figures = factSheetFigures(prices);
    expect(figures?.latest).toEqual({ date: '2026-11-20', priceMicro: 15_000_000 });
    expect(figures?.performance).toEqual([
      { label: '1 year', fromDate: '2025-11-20', cumulativePct: 25, annualisedPct: 25 },
      // The latest price on or before 20 Nov 2023 is 3 Jan 2022's: annualised over its 1 782 days.
      { label: '3 years', fromDate: '2022-01-03', cumulativePct: 50, annualisedPct: 8.66 },
      {
        label: 'Since the first price',
        fromDate: '2022-01-03',
        cumulativePct: 50,
        annualisedPct: 8.66,
      },
    ]);
    // The last 12 month ends before November 2026, newest first.
    expect(figures?.monthEnds.map((m) => m.monthYear)).toEqual([
      'October 2026',
      'September 2026',
      'August 2026',
      'July 2026',
      'June 2026',
      'May 2026',
      'April 2026',
      'March 2026',
      'February 2026',
      'January 2026',
      'December 2025',
      'November 2025',
    ]);
    expect(figures?.monthEnds[0]).toEqual({
      monthYear: 'October 2026',
      date: '2026-10-30',
      priceMicro: 13_000_000,
      changePct: 8.33,
    });
    expect(figures?.monthEnds[1]?.changePct).toBe(0);
  });

  it('shows n/a for periods longer than the series and no annualising under a year', () => {
    const figures = factSheetFigures(series('2026-06-01', 100, 1_000_000, 0.001));
    expect(figures?.performance[0]).toMatchObject({ fromDate: null, cumulativePct: null });
    expect(figures?.performance[2]?.annualisedPct).toBeNull();
    expect(figures?.monthEnds.map((m) => m.monthYear)).toEqual([
      'August 2026',
      'July 2026',
      'June 2026',
    ]);
    expect(factSheetFigures([])).toBeNull();
  });

  it('rates risk from the volatility of the last three years', () => {
    const calm = factSheetFigures(series('2023-01-01', 1400, 1_000_000, 0.0002));
    expect(calm?.volatilityPct).toBe(0);
    expect(calm?.riskRating).toBe('Low');
    expect(riskRatingOf(11)).toBe('Moderate to high');
    expect(riskRatingOf(null)).toBe('Not rated');
  });

  it('finds the latest price on or before a date', () => {
    const prices = series('2026-01-01', 10, 1_000_000, 0);
    expect(latestOnOrBefore(prices, '2025-12-31')).toBeNull();
    expect(latestOnOrBefore(prices, '2026-01-05')?.date).toBe('2026-01-05');
    expect(latestOnOrBefore(prices, '2027-01-01')?.date).toBe('2026-01-10');
  });

  it('compares whole years to the latest month end with the benchmark, "not yet" past the history', () => {
    // Prices from 15 Mar 2021 to 20 Nov 2026; levels at four month ends.
    const prices = [
      { date: '2021-03-15', priceMicro: 1_000_000 },
      { date: '2021-10-29', priceMicro: 1_100_000 },
      { date: '2023-10-31', priceMicro: 1_331_000 },
      { date: '2025-10-31', priceMicro: 1_500_000 },
      { date: '2026-10-30', priceMicro: 1_650_000 },
      { date: '2026-11-20', priceMicro: 9_999_999 },
    ];
    const levels = [
      { monthEnd: '2016-10-31', levelMicro: 50_000_000 },
      { monthEnd: '2021-10-29', levelMicro: 100_000_000 },
      { monthEnd: '2023-10-31', levelMicro: 110_000_000 },
      { monthEnd: '2025-10-31', levelMicro: 120_000_000 },
      { monthEnd: '2026-10-30', levelMicro: 126_000_000 },
    ];
    const comparison = benchmarkComparison(prices, levels);
    expect(comparison?.asAt).toBe('2026-10-30');
    expect(comparison?.rows).toEqual([
      { label: '1 year', years: 1, fromDate: '2025-10-31', portfolioPct: 10, benchmarkPct: 5 },
      // 1.65 / 1.331 over 3 years: 7.42 % a year; 126 / 110: 4.63 %.
      {
        label: '3 years',
        years: 3,
        fromDate: '2023-10-31',
        portfolioPct: 7.42,
        benchmarkPct: 4.63,
      },
      // 1.65 / 1.1 over 5 years: 8.45 %; 126 / 100: 4.73 %.
      {
        label: '5 years',
        years: 5,
        fromDate: '2021-10-29',
        portfolioPct: 8.45,
        benchmarkPct: 4.73,
      },
      // The benchmark goes back 10 years but the prices do not.
      { label: '10 years', years: 10, fromDate: null, portfolioPct: null, benchmarkPct: null },
    ]);
    expect(benchmarkComparison(prices, [])).toBeNull();
    expect(factSheetFigures(prices, levels)?.benchmark).toEqual(comparison);
  });

  it('states the charges, the mix largest first and what the risk rating means', () => {
    const particulars = factSheetParticulars(
      {
        asisaCategory: 'South African – Multi Asset – High Equity',
        benchmarkName: '60 % FTSE/JSE All Share, 40 % FTSE/JSE All Bond',
        manager: 'A manager',
        regulation28Compliant: true,
        inceptionDate: '2001-01-01',
        totalExpenseRatioBp: 110,
        transactionCostsBp: 14,
      },
      [
        { assetClass: 'bonds', shareBp: 4000 },
        { assetClass: 'saEquity', shareBp: 6000 },
      ],
      [
        { position: 2, name: 'B', shareBp: 300 },
        { position: 1, name: 'A', shareBp: 500 },
      ],
    );
    expect(particulars.ticBp).toBe(124);
    expect(particulars.assetMix.map((row) => row.name)).toEqual([
      'South African shares',
      'South African bonds',
    ]);
    expect(particulars.topHoldings.map((row) => row.name)).toEqual(['A', 'B']);
    expect(riskMeaningOf('High')).toMatch(/seven years/);
    expect(riskMeaningOf('Something else')).toMatch(/three years of unit prices/);
  });

  it('names the file after the portfolio', () => {
    expect(factSheetFileName('AF Shari’ah Balanced Fund')).toBe(
      'AF Shariah Balanced Fund fact sheet.pdf',
    );
  });
});
