import { addMonths, monthYearInYears, wholeMonthsBetween } from './dates';
import { roundHalfAwayFromZero, toCents, type Cents } from './money';

// The goal calculators of spec 3 §2.5–2.9 and §9 (and the emergency fund panel of spec 2 §9).
// Amounts are cents; each calculation rounds once, at the end, half away from zero.

/** spec 3 §3: goal categories. */
export const GoalCategory = {
  Unknown: 0,
  EmergencyFund: 1,
  Education: 2,
  Wedding: 3,
  Holiday: 4,
  JustSaving: 5,
} as const;
export type GoalCategory = (typeof GoalCategory)[keyof typeof GoalCategory];

/** spec 3 §2.7: education types with their estimated duration in years. */
export const EducationType = {
  University: 1,
  PrivateHighSchool: 2,
  HighSchool: 3,
  PrivatePrimarySchool: 4,
  PrimarySchool: 5,
} as const;
export type EducationType = (typeof EducationType)[keyof typeof EducationType];

export const EDUCATION_TYPES: readonly {
  id: EducationType;
  name: string;
  durationYears: number;
}[] = [
  { id: EducationType.University, name: 'University', durationYears: 4 },
  { id: EducationType.PrivateHighSchool, name: 'Private high school', durationYears: 5 },
  { id: EducationType.HighSchool, name: 'High school', durationYears: 5 },
  { id: EducationType.PrivatePrimarySchool, name: 'Private primary school', durationYears: 7 },
  { id: EducationType.PrimarySchool, name: 'Primary school', durationYears: 7 },
];

/** spec 3 §9 business constants. */
export const INFLATION_PERCENT = 6;
export const EDUCATION_INFLATION_PERCENT = 7;
export const GOAL_AMOUNT_MIN = 1000;
export const GOAL_AMOUNT_MAX = 999_999_999;
export const STARTING_DEPOSIT_MIN = 100;
export const GOAL_NAME_MIN = 2;
export const GOAL_NAME_MAX = 30;
export const GOAL_DATE_MIN_MONTHS_AHEAD = 6;
/** spec 3 §2.5: 'When do you need the money?' options 0 to 4 months before the date. */
export const WHEN_NEED_MONEY_OPTIONS = [0, 1, 2, 3, 4] as const;
export const EDUCATION_DURATION_MIN = 1;
export const EDUCATION_DURATION_MAX = 9;
/** spec 3 §9: the emergency fund is 3 months' income over 36 months, 1 payment, inflation 6. */
export const EMERGENCY_MONTHS_OF_INCOME = 3;
export const EMERGENCY_HORIZON_MONTHS = 36;
export const LEAD_SOURCE = 'AFConnect';

/** spec 3 §2.7: choosing a type sets the duration. */
export function educationDurationYears(type: EducationType): number {
  const found = EDUCATION_TYPES.find((entry) => entry.id === type);
  if (found === undefined) throw new RangeError(`Unknown education type ${type}`);
  return found.durationYears;
}

/** The first date a wedding, holiday or education start may be (spec 3 §5: six months ahead). */
export function earliestGoalDate(today: string): string {
  return addMonths(today, GOAL_DATE_MIN_MONTHS_AHEAD);
}

/** (1 + percent/100)^(months/12), the growth of money with annual inflation over `months`. */
export function inflationFactor(inflationPercent: number, months: number): number {
  return (1 + inflationPercent / 100) ** (months / 12);
}

/** spec 3 §2.5 ff: amount × (1 + inflation)^(months / 12), rounded to the cent. */
export function inflatedTargetCents(
  amount: Cents,
  inflationPercent: number,
  months: number,
): Cents {
  return roundCents(amount * inflationFactor(inflationPercent, months));
}

/**
 * What `amount`, `months` from now, is worth in today's money with annual inflation:
 * amount ÷ (1 + inflation)^(months / 12), rounded to the cent (the inverse of
 * {@link inflatedTargetCents}). It says what a future amount would buy at today's prices.
 */
export function inTodaysMoneyCents(
  amount: Cents | number,
  inflationPercent: number,
  months: number,
): Cents {
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`Not a month count: ${months}`);
  if (!(inflationPercent > -100))
    throw new RangeError(`Inflation at or below −100 %: ${inflationPercent}`);
  return roundCents(amount / inflationFactor(inflationPercent, months));
}

/**
 * The target over several payments, each inflated to when it is paid (a year apart):
 * Σₖ₌₀ⁿ⁻¹ amount × (1 + i)^((m + 12k) / 12), each payment rounded to the cent before they are
 * added, so that the yearly amounts of {@link yearlyPaymentsCents} add up to it exactly. One
 * payment is {@link inflatedTargetCents}.
 */
export function inflatedTargetOverPaymentsCents(
  amount: Cents,
  inflationPercent: number,
  monthsUntilFirst: number,
  payments: number,
): Cents {
  if (!Number.isInteger(payments) || payments < 1)
    throw new RangeError(`Payments must be 1 or more, got ${payments}`);
  let total = 0;
  for (let k = 0; k < payments; k += 1)
    total += inflatedTargetCents(amount, inflationPercent, monthsUntilFirst + 12 * k);
  return toCents(total);
}

/** One yearly payment of a goal paid over several years (a year of study). */
export type YearlyPayment = {
  /** 1 for the first year. */
  year: number;
  /** The day it is paid: the start date, then a year apart. */
  date: string;
  /** Months from today to `date`. */
  months: number;
  /** A year's cost in today's money inflated to `date`: amount × (1 + i)^(months / 12). */
  cents: Cents;
};

/**
 * spec 3 §2.7, §9: each year's payment of a goal paid yearly from `startDate` (education: one per
 * year of study), a year's cost in today's money inflated at the annual rate to the year it is
 * paid, so each year costs (1 + i) times the year before. They add up to
 * {@link inflatedTargetOverPaymentsCents} exactly.
 */
export function yearlyPaymentsCents(input: {
  amount: Cents;
  inflationPercent: number;
  monthsUntilFirst: number;
  payments: number;
  startDate: string;
}): YearlyPayment[] {
  const { amount, inflationPercent, monthsUntilFirst, payments, startDate } = input;
  if (!Number.isInteger(payments) || payments < 1)
    throw new RangeError(`Payments must be 1 or more, got ${payments}`);
  const first = Math.max(0, monthsUntilFirst);
  return Array.from({ length: payments }, (_, k) => ({
    year: k + 1,
    date: addMonths(startDate, 12 * k),
    months: first + 12 * k,
    cents: inflatedTargetCents(amount, inflationPercent, first + 12 * k),
  }));
}

/** spec 3 §2.6, §9: 3 × monthly income, inflated at 6 % over 36 months. */
export function emergencyFundTargetCents(
  monthlyIncome: Cents,
  inflationPercent = INFLATION_PERCENT,
): Cents {
  return inflatedTargetCents(
    toCents(monthlyIncome * EMERGENCY_MONTHS_OF_INCOME),
    inflationPercent,
    EMERGENCY_HORIZON_MONTHS,
  );
}

/** spec 2 §9, spec 3 §2.6: the emergency fund's result date, today plus 3 years as month and year. */
export function emergencyFundTargetMonth(today: string): string {
  return monthYearInYears(today, EMERGENCY_HORIZON_MONTHS / 12);
}

/**
 * spec 3 §9 wedding and holiday: the time horizon is the whole months from today to the date minus
 * the months before it the money is needed, never below 0.
 */
export function goalHorizonMonths(today: string, goalDate: string, monthsBefore: number): number {
  return Math.max(0, wholeMonthsBetween(today, goalDate) - monthsBefore);
}

/** Wedding or holiday target: the amount inflated at 6 % over the horizon, one payment. */
export function datedGoalTargetCents(
  amount: Cents,
  today: string,
  goalDate: string,
  monthsBefore: number,
  inflationPercent = INFLATION_PERCENT,
): Cents {
  return inflatedTargetCents(
    amount,
    inflationPercent,
    goalHorizonMonths(today, goalDate, monthsBefore),
  );
}

export type EducationExpenses = {
  tuitionFees: Cents;
  residence: Cents;
  books: Cents;
  travel: Cents;
  aftercare: Cents;
};

/**
 * spec 3 §2.7: a year's budget is the sum of the expense items. Residence counts only when the
 * with-residence flag is on (our reading: the flag decides whether residence is part of the plan).
 */
export function educationAnnualCostCents(
  expenses: EducationExpenses,
  withResidence: boolean,
): Cents {
  const { tuitionFees, residence, books, travel, aftercare } = expenses;
  return toCents(tuitionFees + (withResidence ? residence : 0) + books + travel + aftercare);
}

/**
 * spec 3 §9 education: one payment per year of the duration, each year's cost inflated at 7 % to
 * the year it is paid; m = whole months from today to the start date, n = years:
 * Σₖ₌₀ⁿ⁻¹ amount × 1.07^((m + 12k) / 12).
 */
export function educationTargetCents(
  annualCost: Cents,
  today: string,
  startDate: string,
  durationYears: number,
  inflationPercent = EDUCATION_INFLATION_PERCENT,
): Cents {
  const months = Math.max(0, wholeMonthsBetween(today, startDate));
  return inflatedTargetOverPaymentsCents(annualCost, inflationPercent, months, durationYears);
}

/**
 * The monthly amount to save to reach `target` in `months` when the savings grow with inflation:
 * max(0, target − deposit × (1 + i)^(m/12)) ÷ Σⱼ₌₁ᵐ (1 + i)^((m − j)/12), i the annual rate.
 * The once-off deposit does not change the target, only what is left to save. With no months
 * left the whole shortfall is due now.
 */
export function monthlySavingCents(
  target: Cents,
  startingDeposit: Cents,
  inflationPercent: number,
  months: number,
): Cents {
  const shortfall = Math.max(
    0,
    target - startingDeposit * inflationFactor(inflationPercent, months),
  );
  if (months <= 0) return roundCents(shortfall);
  let growth = 0;
  for (let j = 1; j <= months; j += 1) growth += inflationFactor(inflationPercent, months - j);
  return roundCents(shortfall / growth);
}

/** One point of {@link goalTargetSeries}: the amount needed on `date`, `months` from today. */
export type GoalTargetPoint = { months: number; date: string; cents: Cents };

/**
 * The amount a goal needs over time, for the calculators' result chart: from the goal's cost in
 * today's money at m = 0 (`base` × `payments`, `base` being a year's cost when there are several
 * yearly payments) to the inflated target Σₖ₌₀ⁿ⁻¹ base × (1 + i)^((M + 12k) / 12) at the horizon M.
 * Each payment grows smoothly from its cost today to its inflated amount, base × (1 + i)^(e · m / M)
 * with e = (M + 12k) / 12, so one payment is base × (1 + i)^(m / 12). Monthly points up to two
 * years, then one a year; the horizon is always the last point, dated `endDate` when given (the
 * goal's own date, which whole months may fall short of by some days). With no months left the one
 * point is the target.
 */
export function goalTargetSeries(input: {
  base: Cents;
  inflationPercent: number;
  months: number;
  today: string;
  payments?: number;
  endDate?: string;
}): GoalTargetPoint[] {
  const { base, inflationPercent, today, payments = 1, endDate } = input;
  const months = Math.max(0, Math.floor(input.months));
  const step = months <= 24 ? 1 : 12;
  const points: GoalTargetPoint[] = [];
  for (let m = 0; m <= months; m += step) points.push(pointAt(m));
  if (points.at(-1)?.months !== months) points.push(pointAt(months));
  const last = points.at(-1);
  if (last && months > 0 && endDate !== undefined) last.date = endDate;
  return points;

  function pointAt(m: number): GoalTargetPoint {
    return { months: m, date: addMonths(today, m), cents: amountAt(m) };
  }

  function amountAt(m: number): Cents {
    // The horizon is the calculated target itself.
    if (m === months) return inflatedTargetOverPaymentsCents(base, inflationPercent, m, payments);
    // Each payment rounded to the cent as the target rounds it, so the series never falls.
    let total = 0;
    for (let k = 0; k < payments; k += 1)
      total += roundCents(
        base * inflationFactor(inflationPercent, ((months + 12 * k) * m) / months),
      );
    return toCents(total);
  }
}

/**
 * The CalculateInflatedAmount call (spec 2 §7, spec 3 §7): query TimeHorizonMonths, IsTarget,
 * GoalType, Amount, StartingDeposit, NoOfPayments (default 1), InflationPercent (default 6).
 * Our reading of IsTarget (not shown): false means Amount is a monthly income (the emergency
 * fund), and the target is 3 × Amount; otherwise Amount is the target. StartingDeposit does not
 * reduce the target. Answers the inflated target and the percentage used.
 */
export function calculateInflatedAmount(input: {
  amount: Cents;
  timeHorizonMonths: number;
  isTarget: boolean;
  goalType: GoalCategory;
  noOfPayments?: number;
  inflationPercent?: number;
}): { inflatedTargetAmount: Cents; percentage: number } {
  const {
    amount,
    timeHorizonMonths,
    isTarget,
    goalType,
    noOfPayments = 1,
    inflationPercent = INFLATION_PERCENT,
  } = input;
  const base =
    !isTarget && goalType === GoalCategory.EmergencyFund
      ? toCents(amount * EMERGENCY_MONTHS_OF_INCOME)
      : amount;
  return {
    inflatedTargetAmount: inflatedTargetOverPaymentsCents(
      base,
      inflationPercent,
      Math.max(0, timeHorizonMonths),
      noOfPayments,
    ),
    percentage: inflationPercent,
  };
}

function roundCents(value: number): Cents {
  return toCents(roundHalfAwayFromZero(value, 0));
}
