import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  datedGoalTargetCents,
  educationTargetCents,
  emergencyFundTargetCents,
  goalTargetSeries,
  inflatedTargetCents,
  inflatedTargetOverPaymentsCents,
  yearlyPaymentsCents,
} from './goals';
import { toCents } from './money';

// The goal calculators' yearly payments (education) and the result chart's series.

const c = toCents;

describe('yearlyPaymentsCents', () => {
  it('inflates a year of study to its own year: 7 % more each year, adding up to the target', () => {
    // R 70 000 a year for 4 years from Jan 2035, 98 months after Nov 2026.
    const years = yearlyPaymentsCents({
      amount: c(7_000_000),
      inflationPercent: 7,
      monthsUntilFirst: 98,
      payments: 4,
      startDate: '2035-01-29',
    });
    expect(years.map((year) => year.date)).toEqual([
      '2035-01-29',
      '2036-01-29',
      '2037-01-29',
      '2038-01-29',
    ]);
    expect(years[0]?.cents).toBe(Math.round(7_000_000 * 1.07 ** (98 / 12)));
    for (let k = 1; k < years.length; k += 1)
      expect(Math.abs(years[k]!.cents - years[k - 1]!.cents * 1.07)).toBeLessThanOrEqual(1);
    expect(years.reduce((sum, year) => sum + year.cents, 0)).toBe(
      educationTargetCents(c(7_000_000), '2026-11-29', '2035-01-29', 4),
    );
  });

  it('adds up to the target to the cent for any budget, rate, horizon and duration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 9 }),
        (amount, inflation, months, payments) => {
          const years = yearlyPaymentsCents({
            amount: c(amount),
            inflationPercent: inflation,
            monthsUntilFirst: months,
            payments,
            startDate: '2030-01-15',
          });
          expect(years).toHaveLength(payments);
          expect(years.reduce((sum, year) => sum + year.cents, 0)).toBe(
            inflatedTargetOverPaymentsCents(c(amount), inflation, months, payments),
          );
        },
      ),
    );
  });
});

describe('goalTargetSeries', () => {
  it('grows a one-payment goal monthly from today to its target', () => {
    const series = goalTargetSeries({
      base: c(10_000_000),
      inflationPercent: 6,
      months: 10,
      today: '2026-03-05',
    });
    expect(series).toHaveLength(11);
    expect(series[0]).toEqual({ months: 0, date: '2026-03-05', cents: 10_000_000 });
    expect(series.at(-1)).toEqual({
      months: 10,
      date: '2027-01-05',
      cents: datedGoalTargetCents(c(10_000_000), '2026-03-05', '2027-03-05', 2),
    });
  });

  it('shows the emergency fund yearly, ending on its target', () => {
    const series = goalTargetSeries({
      base: c(3_000_000),
      inflationPercent: 6,
      months: 36,
      today: '2026-11-21',
    });
    expect(series.map((point) => point.months)).toEqual([0, 12, 24, 36]);
    expect(series.map((point) => point.date)).toEqual([
      '2026-11-21',
      '2027-11-21',
      '2028-11-21',
      '2029-11-21',
    ]);
    expect(series.at(-1)?.cents).toBe(emergencyFundTargetCents(c(1_000_000)));
  });

  it('ends education on the sum of its yearly payments, the horizon added when off the year', () => {
    const series = goalTargetSeries({
      base: c(10_000_000),
      inflationPercent: 7,
      months: 30,
      today: '2026-03-05',
      payments: 4,
    });
    expect(series.map((point) => point.months)).toEqual([0, 12, 24, 30]);
    expect(series.at(-1)?.cents).toBe(
      educationTargetCents(c(10_000_000), '2026-03-05', '2028-09-05', 4),
    );
  });

  it('starts education at the target in today’s money: a year’s budget × the years', () => {
    const series = goalTargetSeries({
      base: c(7_300_000),
      inflationPercent: 7,
      months: 15,
      today: '2026-11-21',
      payments: 3,
      endDate: '2028-02-01',
    });
    expect(series[0]).toEqual({ months: 0, date: '2026-11-21', cents: 21_900_000 });
    expect(series.at(-1)).toEqual({
      months: 15,
      date: '2028-02-01',
      cents: educationTargetCents(c(7_300_000), '2026-11-21', '2028-02-21', 3),
    });
  });

  it('has the target as its one point when several payments start now', () => {
    expect(
      goalTargetSeries({
        base: c(100_000),
        inflationPercent: 7,
        months: 0,
        today: '2026-03-05',
        payments: 2,
      }),
    ).toEqual([
      {
        months: 0,
        date: '2026-03-05',
        cents: inflatedTargetOverPaymentsCents(c(100_000), 7, 0, 2),
      },
    ]);
  });

  it('dates the last point on the goal date when given', () => {
    const series = goalTargetSeries({
      base: c(100_000),
      inflationPercent: 6,
      months: 6,
      today: '2026-11-22',
      endDate: '2027-06-01',
    });
    expect(series.at(-1)).toEqual({
      months: 6,
      date: '2027-06-01',
      cents: inflatedTargetCents(c(100_000), 6, 6),
    });
    expect(series[0]?.date).toBe('2026-11-22');
  });

  it('has a single point when the money is needed now', () => {
    expect(
      goalTargetSeries({ base: c(100_000), inflationPercent: 6, months: 0, today: '2026-03-05' }),
    ).toEqual([{ months: 0, date: '2026-03-05', cents: 100_000 }]);
  });

  it('starts in today’s money, never falls and ends on the target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 9 }),
        (base, inflation, months, payments) => {
          const series = goalTargetSeries({
            base: c(base),
            inflationPercent: inflation,
            months,
            today: '2026-03-05',
            payments,
          });
          expect(series.at(-1)?.months).toBe(months);
          expect(series.at(-1)?.cents).toBe(
            inflatedTargetOverPaymentsCents(c(base), inflation, months, payments),
          );
          if (months > 0) expect(series[0]?.cents).toBe(base * payments);
          for (let index = 1; index < series.length; index += 1)
            expect(series[index]!.cents).toBeGreaterThanOrEqual(series[index - 1]!.cents);
        },
      ),
    );
  });
});
