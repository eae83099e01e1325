import { describe, expect, it } from 'vitest';
import { aboutMonthlyIncome, aboutValue, projectionSummary } from './projection-summary';

// The projection in one sentence: an income with its share of the salary and the target, an
// income without a salary, and a savings product's value at its date.

const NBSP = '\u00a0';

describe('projectionSummary', () => {
  it('gives the income a month, its share of the salary and the target', () => {
    expect(
      projectionSummary({
        kind: 'retirement',
        retirementDate: '2051-03-14',
        valueAtRetirement: 4_120_000,
        monthlyIncome: 16_876.42,
        replacement: 49.61,
        targetReplacement: 75,
      }),
    ).toBe(
      `About R${NBSP}16${NBSP}880 a month in today's money, 50% of your salary; the target is 75%.`,
    );
  });

  it('says the fund does not hold the salary and leaves out the percentage without one', () => {
    const text = projectionSummary({
      kind: 'retirement',
      retirementDate: '2051-03-14',
      valueAtRetirement: 2_000_000,
      monthlyIncome: 9_204.99,
      replacement: null,
      targetReplacement: 75,
    });
    expect(text).toBe(
      `About R${NBSP}9${NBSP}200 a month in today's money. The fund does not hold your salary, so we cannot show it as a share of your salary.`,
    );
    expect(text).not.toContain('%');
  });

  it('gives a savings product its value by the date', () => {
    expect(
      projectionSummary({
        kind: 'savings',
        retirementDate: '2046-07-01',
        valueAtRetirement: 411_623.5,
        monthlyIncome: null,
        replacement: null,
        targetReplacement: 75,
      }),
    ).toBe(`About R${NBSP}412${NBSP}000 by July 2046 in today's money.`);
  });

  it('writes no amount with amounts hidden', () => {
    const text = projectionSummary(
      {
        kind: 'retirement',
        retirementDate: '2051-03-14',
        valueAtRetirement: 4_120_000,
        monthlyIncome: 16_876.42,
        replacement: 49.61,
        targetReplacement: 75,
      },
      { isHidden: true },
    );
    expect(text).toBe(
      "About R ••••• a month in today's money, 50% of your salary; the target is 75%.",
    );
  });
});

describe('about', () => {
  it('rounds an income to the nearest R 10 and a value to the nearest R 1 000', () => {
    expect(aboutMonthlyIncome(16_874.99)).toBe(`R${NBSP}16${NBSP}870`);
    expect(aboutMonthlyIncome(16_875)).toBe(`R${NBSP}16${NBSP}880`);
    expect(aboutValue(1_234_499)).toBe(`R${NBSP}1${NBSP}234${NBSP}000`);
    expect(aboutValue(0)).toBe(`R${NBSP}0`);
  });
});
