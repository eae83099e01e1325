import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EducationType,
  GoalCategory,
  calculateInflatedAmount,
  datedGoalTargetCents,
  earliestGoalDate,
  educationAnnualCostCents,
  educationDurationYears,
  educationTargetCents,
  emergencyFundTargetCents,
  emergencyFundTargetMonth,
  goalHorizonMonths,
  inflatedTargetCents,
  inflatedTargetOverPaymentsCents,
  inTodaysMoneyCents,
  inflationFactor,
  monthlySavingCents,
} from './goals';
import { EducationTypeSchema, GoalCategorySchema } from './goal-forms';
import { toCents } from './money';

const c = toCents;

describe('constants', () => {
  it('numbers the goal categories as spec 3 §3', () => {
    expect(GoalCategory).toEqual({
      Unknown: 0,
      EmergencyFund: 1,
      Education: 2,
      Wedding: 3,
      Holiday: 4,
      JustSaving: 5,
    });
  });

  it.each([
    [EducationType.University, 4],
    [EducationType.PrivateHighSchool, 5],
    [EducationType.HighSchool, 5],
    [EducationType.PrivatePrimarySchool, 7],
    [EducationType.PrimarySchool, 7],
  ])('education type %d lasts %d years', (type, years) => {
    expect(educationDurationYears(type)).toBe(years);
  });

  it('refuses an unknown education type', () => {
    expect(() => educationDurationYears(9 as EducationType)).toThrow(RangeError);
  });
});

describe('inflated targets', () => {
  it.each([
    [100_000, 6, 12, 106_000],
    [100_000, 6, 0, 100_000],
    [100_000, 6, 24, 112_360],
    [100_000_000, 6, 6, 102_956_301],
    [99_999_999_900, 6, 120, 179_084_769_475],
    [100_000, 0, 36, 100_000],
  ])('%d cents at %d percent over %d months is %d', (amount, inflation, months, expected) => {
    expect(inflatedTargetCents(c(amount), inflation, months)).toBe(expected);
  });

  it('the emergency fund is 3 × income over 36 months at 6 %', () => {
    // 3 × R10 000 × 1.06³ = R35 730.48
    expect(emergencyFundTargetCents(c(1_000_000))).toBe(3_573_048);
    expect(emergencyFundTargetMonth('2026-11-21')).toBe('November 2029');
  });

  it.each([
    ['2026-03-05', '2026-09-05', 0, 6],
    ['2026-03-05', '2026-09-05', 4, 2],
    ['2026-03-05', '2026-09-04', 0, 5],
    ['2026-03-05', '2026-06-05', 4, 0],
    ['2026-03-05', '2030-03-05', 2, 46],
  ])('horizon from %s to %s, %d months before, is %d', (today, date, before, months) => {
    expect(goalHorizonMonths(today, date, before)).toBe(months);
  });

  it('a wedding in a year needing the money 2 months before grows over 10 months', () => {
    expect(datedGoalTargetCents(c(10_000_000), '2026-03-05', '2027-03-05', 2)).toBe(
      inflatedTargetCents(c(10_000_000), 6, 10),
    );
  });

  it('education sums one inflated payment per year at 7 %', () => {
    // R100 000 a year for 4 years from 12 months away: 100 000 × (1.07 + 1.07² + 1.07³ + 1.07⁴)
    expect(educationTargetCents(c(10_000_000), '2026-03-05', '2027-03-05', 4)).toBe(47_507_390);
    expect(inflatedTargetOverPaymentsCents(c(10_000_000), 7, 12, 1)).toBe(10_700_000);
  });

  it('education budget counts residence only with residence', () => {
    const expenses = {
      tuitionFees: c(5_000_000),
      residence: c(3_000_000),
      books: c(500_000),
      travel: c(200_000),
      aftercare: c(0),
    };
    expect(educationAnnualCostCents(expenses, true)).toBe(8_700_000);
    expect(educationAnnualCostCents(expenses, false)).toBe(5_700_000);
  });

  it('the target never shrinks as time grows and never falls below the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_900 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 15 }),
        (amount, months, inflation) => {
          const now = inflatedTargetCents(c(amount), inflation, months);
          expect(now).toBeGreaterThanOrEqual(amount);
          expect(inflatedTargetCents(c(amount), inflation, months + 1)).toBeGreaterThanOrEqual(now);
          expect(Number.isInteger(now)).toBe(true);
        },
      ),
    );
  });

  it('several payments equal the sum of single payments (within rounding)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 9 }),
        (amount, months, payments) => {
          const together = inflatedTargetOverPaymentsCents(c(amount), 7, months, payments);
          let apart = 0;
          for (let k = 0; k < payments; k += 1)
            apart += inflatedTargetCents(c(amount), 7, months + 12 * k);
          expect(Math.abs(together - apart)).toBeLessThanOrEqual(payments);
        },
      ),
    );
  });

  it('refuses zero payments', () => {
    expect(() => inflatedTargetOverPaymentsCents(c(100), 6, 12, 0)).toThrow(RangeError);
  });
});

describe("in today's money", () => {
  it.each([
    // amount ÷ (1 + inflation)^(months / 12), rounded to the cent.
    [100_000, 6, 12, 94_339.62], // 100 000 ÷ 1.06
    [100_000, 6, 24, 88_999.64], // 100 000 ÷ 1.1236
    [100_000, 6, 6, 97_128.59], // 100 000 ÷ √1.06
    [100_000, 6, 0, 100_000],
    [100_000, 0, 120, 100_000],
    [123_456.78, 7, 36, 100_777.51], // 123 456.78 ÷ 1.225043
    [347_415.14, 6, 299, 81_341.27], // 299 months ≈ 24.9 years: 1.06^24.92 ≈ 4.27
    [0.01, 6, 12, 0.01],
  ])('R%s in %s%% inflation over %s months: R%s today', (rand, inflation, months, expected) => {
    expect(inTodaysMoneyCents(c(Math.round(rand * 100)), inflation, months)).toBe(
      Math.round(expected * 100),
    );
  });

  it('undoes inflation to within a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_00 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 600 }),
        (amount, inflation, months) => {
          const future = inflatedTargetCents(c(amount), inflation, months);
          const today = inTodaysMoneyCents(future, inflation, months);
          expect(Math.abs(today - amount)).toBeLessThanOrEqual(1);
          expect(today).toBeLessThanOrEqual(future);
        },
      ),
    );
  });

  it('refuses a month count that is not whole or inflation of −100 % or less', () => {
    expect(() => inTodaysMoneyCents(c(100), 6, 1.5)).toThrow(RangeError);
    expect(() => inTodaysMoneyCents(c(100), 6, -1)).toThrow(RangeError);
    expect(() => inTodaysMoneyCents(c(100), -100, 12)).toThrow(RangeError);
  });
});

describe('monthlySavingCents', () => {
  it.each([
    [1_200_000, 0, 0, 12, 100_000],
    [1_200_000, 200_000, 0, 12, 83_333],
    [1_200_000, 2_000_000, 6, 12, 0],
    [1_200_000, 0, 6, 0, 1_200_000],
  ])(
    'target %d, deposit %d, inflation %d percent, %d months: %d a month',
    (target, deposit, inflation, months, expected) => {
      expect(monthlySavingCents(c(target), c(deposit), inflation, months)).toBe(expected);
    },
  );

  it('the monthly saving plus the grown deposit reaches the target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 1e11 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 480 }),
        (target, deposit, inflation, months) => {
          const monthly = monthlySavingCents(c(target), c(deposit), inflation, months);
          let reached = deposit * inflationFactor(inflation, months);
          for (let j = 1; j <= months; j += 1)
            reached += monthly * inflationFactor(inflation, months - j);
          if (monthly === 0) expect(reached).toBeGreaterThanOrEqual(target - 1e-6 * target);
          else
            expect(Math.abs(reached - target)).toBeLessThanOrEqual(
              months * inflationFactor(inflation, months),
            );
        },
      ),
    );
  });
});

describe('calculateInflatedAmount', () => {
  it.each([
    [
      {
        amount: c(1_000_000),
        timeHorizonMonths: 36,
        isTarget: false,
        goalType: GoalCategory.EmergencyFund,
      },
      3_573_048,
      6,
    ],
    [
      { amount: c(100_000), timeHorizonMonths: 12, isTarget: true, goalType: GoalCategory.Wedding },
      106_000,
      6,
    ],
    [
      {
        amount: c(10_000_000),
        timeHorizonMonths: 12,
        isTarget: true,
        goalType: GoalCategory.Education,
        noOfPayments: 4,
        inflationPercent: 7,
      },
      47_507_390,
      7,
    ],
    [
      { amount: c(100_000), timeHorizonMonths: -3, isTarget: true, goalType: GoalCategory.Holiday },
      100_000,
      6,
    ],
  ])('%j', (input, inflatedTargetAmount, percentage) => {
    expect(calculateInflatedAmount(input)).toEqual({ inflatedTargetAmount, percentage });
  });

  it('earliestGoalDate is six months ahead', () => {
    expect(earliestGoalDate('2026-08-31')).toBe('2027-02-28');
  });
});

describe('schemas', () => {
  it.each([
    [GoalCategorySchema, 5, true],
    [GoalCategorySchema, 6, false],
    [EducationTypeSchema, 1, true],
    [EducationTypeSchema, 0, false],
  ])('%#: %j valid %s', (schema, value, expected) => {
    expect(schema.safeParse(value).success).toBe(expected);
  });
});
