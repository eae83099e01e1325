import { addYears, ageOn, isAfter, wholeMonthsBetween } from './dates';
import { monthlyIncomeCents } from './living-annuity';
import { lumpSumTax } from './lump-sum-tax';
import { FULL_SHARE, toCents } from './money';
import {
  ANNUITY_RATE_BP,
  ASSET_CLASSES,
  DEFAULT_DRAWDOWN_BP,
  DEFAULT_RETIREMENT_AGE,
  REAL_RETURN_BP,
  REAL_SALARY_GROWTH_BP,
  RETIREMENT_AGE_RANGE,
  SCENARIO_SPREAD_BP,
  TARGET_REPLACEMENT_BP,
  type AssetMix,
} from './projection-assumptions';
import { retirementCashOptions } from './retirement-rules';
import { incomeTax, taxTableFor } from './sa-income-tax';

// The portal's one retirement projection (DESIGN §1e; docs/decisions/039-one-projection.md): from
// the member's own figures, in today's money, month by month to retirement, then the cash at
// retirement and the income the rest buys. Pure: every page, statement and calculator calls it
// with the inputs the API answers, so the same inputs give the same rand everywhere.
//
//   value_n = value_0 · (1+r)^n + Σ_{k=1..n} c · (1+g)^(k−1) · (1+r)^(n−k)
//
// with r and g the monthly real return and real salary growth ((1 + yearly)^(1/12) − 1), c this
// month's contribution, n the whole months to the retirement date. Each pot is projected alone:
// contributions to a two-pot product go one third to the savings pot and two thirds to the
// retirement pot; the vested pot only grows.

/** A retirement product buys an income at retirement; a savings product is projected in value only. */
export type ProjectionKind = 'retirement' | 'savings';

export type CashChoice = 'none' | 'savings' | 'maximum';
export const CASH_CHOICES: readonly CashChoice[] = ['none', 'savings', 'maximum'];
export const CASH_CHOICE_NAMES: Record<CashChoice, string> = {
  none: 'No cash: all of it buys an income',
  savings: 'The savings pot in cash',
  maximum: 'The most allowed in cash (the savings pot and one third of the rest)',
};

export type IncomeChoice =
  | { readonly kind: 'lifeAnnuity' }
  | { readonly kind: 'livingAnnuity'; readonly drawdownBp: number };

export type ProjectionPots = {
  readonly savingsCents: number;
  /** The vested pot; for a product outside two-pot (or a savings product) its whole value. */
  readonly vestedCents: number;
  readonly retirementCents: number;
};

export type ProjectionInputs = {
  /** The day the projection starts from (the fund's calculation date). */
  readonly today: string;
  readonly dateOfBirth: string;
  readonly retirementDate: string;
  readonly kind: ProjectionKind;
  /** Contributions split one third to the savings pot, two thirds to the retirement pot. */
  readonly isTwoPot: boolean;
  readonly pots: ProjectionPots;
  /** This month's contribution into the fund, in cents (after the risk premium). */
  readonly monthlyContributionCents: number;
  /** Contributions rise with salary ({@link REAL_SALARY_GROWTH_BP}); otherwise level in today's money. */
  readonly contributionsGrow: boolean;
  /** The most that may still be contributed in all (a tax-free account's lifetime room), or null. */
  readonly contributionRoomCents: number | null;
  /** The member's annual salary today, or null when the fund holds none. */
  readonly annualSalaryCents: number | null;
  /** The expected real return a year after the portfolio's and the member's charges. */
  readonly expectedRealReturnBp: number;
  readonly cash: CashChoice;
  readonly income: IncomeChoice;
};

export type Scenario = 'lower' | 'expected' | 'higher';
export const SCENARIOS: readonly Scenario[] = ['lower', 'expected', 'higher'];
export const SCENARIO_NAMES: Record<Scenario, string> = {
  lower: 'Lower returns',
  expected: 'Expected returns',
  higher: 'Higher returns',
};

export type ScenarioResult = {
  readonly scenario: Scenario;
  readonly realReturnBp: number;
  /** Each pot at the retirement date, in today's money. */
  readonly pots: ProjectionPots;
  readonly valueAtRetirementCents: number;
  readonly cashCents: number;
  readonly cashTaxCents: number;
  readonly annuityCents: number;
  /** The first month's income before tax, in today's money; null for a savings product. */
  readonly monthlyIncomeCents: number | null;
  /** The income's tax a month if it were the member's only income; null for a savings product. */
  readonly monthlyIncomeTaxCents: number | null;
  /** The income a year as a share of the final salary; null without a salary. */
  readonly replacementBp: number | null;
  /** The value at each whole year from today and at retirement. */
  readonly path: readonly { readonly month: number; readonly valueCents: number }[];
};

export type Projection = {
  readonly inputs: ProjectionInputs;
  readonly months: number;
  readonly retirementAge: number;
  /** The life annuity's rate for the age, or the living annuity's drawdown, a year. */
  readonly incomeRateBp: number | null;
  /** The salary in the last month before retirement, a year, in today's money. */
  readonly finalAnnualSalaryCents: number | null;
  /** The target income a month ({@link TARGET_REPLACEMENT_BP} of the final salary). */
  readonly targetMonthlyIncomeCents: number | null;
  readonly scenarios: readonly [ScenarioResult, ScenarioResult, ScenarioResult];
};

/** A yearly rate in basis points as the monthly rate compounding to it. */
export function monthlyRate(yearlyBp: number): number {
  return (1 + yearlyBp / FULL_SHARE) ** (1 / 12) - 1;
}

/** A portfolio's expected real return before charges: its asset classes' returns by weight. */
export function mixRealReturnBp(mix: AssetMix): number {
  let sum = 0;
  for (const assetClass of ASSET_CLASSES)
    sum += (mix[assetClass] ?? 0) * REAL_RETURN_BP.value[assetClass];
  return Math.round(sum / FULL_SHARE);
}

export type Holding = {
  /** The holding's value, or its share of contributions where the member holds nothing yet. */
  readonly weight: number;
  readonly mix: AssetMix;
  readonly terBp: number;
  /**
   * Transaction costs, basis points a year; with the TER the total investment charge (TIC), which
   * the unit prices deduct.
   */
  readonly tcBp: number;
};

export type MemberReturn = {
  /** The mix's expected real return before any charges. */
  readonly grossRealReturnBp: number;
  /** The portfolios' total expense ratios (TER), by weight. */
  readonly terBp: number;
  /** The portfolios' transaction costs (TC), by weight: the unit prices deduct both. */
  readonly tcBp: number;
  /** The fund's charges to the member a year (administration and asset-based fees). */
  readonly chargesBp: number;
  /** What the projection grows at: gross − TER − TC − charges. */
  readonly netRealReturnBp: number;
};

/** The member's expected real return after charges, each part to the basis point. */
export function memberReturn(holdings: readonly Holding[], chargesBp: number): MemberReturn {
  const total = holdings.reduce((sum, holding) => sum + Math.max(0, holding.weight), 0);
  const weighted = (of: (holding: Holding) => number) =>
    total === 0
      ? 0
      : Math.round(
          holdings.reduce((sum, holding) => sum + Math.max(0, holding.weight) * of(holding), 0) /
            total,
        );
  const grossRealReturnBp = weighted((holding) => mixRealReturnBp(holding.mix));
  const terBp = weighted((holding) => holding.terBp);
  const tcBp = weighted((holding) => holding.tcBp);
  return {
    grossRealReturnBp,
    terBp,
    tcBp,
    chargesBp,
    netRealReturnBp: grossRealReturnBp - terBp - tcBp - chargesBp,
  };
}

/** The fund's charges a year as a share of the value: last year's fees ÷ the value, basis points. */
export function chargesBpOf(feesLastYearCents: number, valueCents: number): number {
  if (valueCents <= 0) return 0;
  return Math.round((Math.max(0, feesLastYearCents) * FULL_SHARE) / valueCents);
}

/** The retirement date at an age: the birthday that year. */
export function retirementDateAt(dateOfBirth: string, age: number): string {
  return addYears(dateOfBirth, age);
}

/** The retirement date a product without a normal retirement date uses. */
export function defaultRetirementDate(dateOfBirth: string): string {
  return retirementDateAt(dateOfBirth, DEFAULT_RETIREMENT_AGE.value);
}

/** The CPI-linked life annuity's rate for an age (the table's ends for ages outside it). */
export function annuityRateBp(age: number): number {
  const clamped = Math.min(RETIREMENT_AGE_RANGE.max, Math.max(RETIREMENT_AGE_RANGE.min, age));
  const rate = ANNUITY_RATE_BP.value[clamped];
  if (rate === undefined) throw new RangeError(`No annuity rate for age ${clamped}`);
  return rate;
}

/** Whole months from the start to the retirement date; none once it is reached. */
export function monthsToRetirement(inputs: Pick<ProjectionInputs, 'today' | 'retirementDate'>) {
  return isAfter(inputs.retirementDate, inputs.today)
    ? Math.max(0, wholeMonthsBetween(inputs.today, inputs.retirementDate))
    : 0;
}

/**
 * The contributions of months 1..n in today's money: c · (1+g)^(k−1), stopping once the room
 * (when there is a limit) is used up.
 */
function contributionSchedule(inputs: ProjectionInputs, n: number): number[] {
  const g = inputs.contributionsGrow ? monthlyRate(REAL_SALARY_GROWTH_BP.value) : 0;
  const schedule: number[] = [];
  let room = inputs.contributionRoomCents ?? Number.POSITIVE_INFINITY;
  for (let k = 1; k <= n; k += 1) {
    const due = Math.max(0, inputs.monthlyContributionCents) * (1 + g) ** (k - 1);
    const paid = Math.min(due, Math.max(0, room));
    room -= paid;
    schedule.push(paid);
  }
  return schedule;
}

/** (1 + r)^j for j = 0..n, each raised on its own (the same doubles as `(1 + r) ** j`). */
function powersOf(r: number, n: number): number[] {
  return Array.from({ length: n + 1 }, (_, j) => (1 + r) ** j);
}

/**
 * A value and contributions `share` of the schedule, after m months at the monthly rate whose
 * powers `growth` holds (not rounded).
 */
function grown(
  value0: number,
  schedule: readonly number[],
  share: number,
  growth: readonly number[],
  m: number,
) {
  let value = value0 * (growth[m] ?? 0);
  for (let k = 1; k <= m; k += 1) value += share * (schedule[k - 1] ?? 0) * (growth[m - k] ?? 0);
  return value;
}

function potsAfter(
  inputs: ProjectionInputs,
  schedule: readonly number[],
  growth: readonly number[],
  m: number,
): ProjectionPots {
  const { pots } = inputs;
  const toSavings = inputs.isTwoPot ? 1 / 3 : 0;
  const toRetirement = inputs.isTwoPot ? 2 / 3 : 0;
  const toVested = inputs.isTwoPot ? 0 : 1;
  return {
    savingsCents: Math.round(grown(pots.savingsCents, schedule, toSavings, growth, m)),
    vestedCents: Math.round(grown(pots.vestedCents, schedule, toVested, growth, m)),
    retirementCents: Math.round(grown(pots.retirementCents, schedule, toRetirement, growth, m)),
  };
}

function total(pots: ProjectionPots): number {
  return pots.savingsCents + pots.vestedCents + pots.retirementCents;
}

/** The cash a choice takes from the pots at retirement (never more than the rules allow). */
export function cashAtRetirementCents(pots: ProjectionPots, choice: CashChoice): number {
  if (choice === 'none') return 0;
  const options = retirementCashOptions(pots);
  if (choice === 'savings') return Math.min(pots.savingsCents, options.maxCashCents);
  return options.maxCashCents;
}

/** The whole projection: three scenarios, each to the cent, in today's money. */
export function projectRetirement(inputs: ProjectionInputs): Projection {
  const months = monthsToRetirement(inputs);
  const retirementAge = ageOn(inputs.dateOfBirth, inputs.retirementDate);
  const schedule = contributionSchedule(inputs, months);
  const isRetirement = inputs.kind === 'retirement';
  const incomeRateBp = !isRetirement
    ? null
    : inputs.income.kind === 'lifeAnnuity'
      ? annuityRateBp(retirementAge)
      : inputs.income.drawdownBp;
  const g = monthlyRate(REAL_SALARY_GROWTH_BP.value);
  const finalAnnualSalaryCents =
    inputs.annualSalaryCents === null
      ? null
      : Math.round(inputs.annualSalaryCents * (1 + g) ** Math.max(0, months - 1));
  const targetMonthlyIncomeCents =
    finalAnnualSalaryCents === null || !isRetirement
      ? null
      : Math.round((finalAnnualSalaryCents * TARGET_REPLACEMENT_BP.value) / FULL_SHARE / 12);
  const { table } = taxTableFor(inputs.today);
  const yearMarks = Array.from({ length: Math.floor(months / 12) + 1 }, (_, j) => j * 12);
  if (yearMarks[yearMarks.length - 1] !== months) yearMarks.push(months);

  const scenario = (name: Scenario): ScenarioResult => {
    const offset = name === 'lower' ? -1 : name === 'higher' ? 1 : 0;
    const realReturnBp = inputs.expectedRealReturnBp + offset * SCENARIO_SPREAD_BP.value;
    const growth = powersOf(monthlyRate(realReturnBp), months);
    const pots = potsAfter(inputs, schedule, growth, months);
    const valueAtRetirementCents = total(pots);
    const path = yearMarks.map((month) => ({
      month,
      valueCents:
        month === months
          ? valueAtRetirementCents
          : total(potsAfter(inputs, schedule, growth, month)),
    }));
    if (!isRetirement || incomeRateBp === null)
      return {
        scenario: name,
        realReturnBp,
        pots,
        valueAtRetirementCents,
        cashCents: 0,
        cashTaxCents: 0,
        annuityCents: 0,
        monthlyIncomeCents: null,
        monthlyIncomeTaxCents: null,
        replacementBp: null,
        path,
      };
    const cashCents = cashAtRetirementCents(pots, inputs.cash);
    const cashTaxCents =
      cashCents === 0
        ? 0
        : lumpSumTax({ kind: 'retirement', amountCents: cashCents, accruedOn: inputs.today })
            .taxCents;
    const annuityCents = valueAtRetirementCents - cashCents;
    const monthlyIncome = monthlyIncomeCents(annuityCents, incomeRateBp);
    const monthlyIncomeTaxCents = Math.round(
      incomeTax(monthlyIncome * 12, table, retirementAge) / 12,
    );
    return {
      scenario: name,
      realReturnBp,
      pots,
      valueAtRetirementCents,
      cashCents,
      cashTaxCents,
      annuityCents,
      monthlyIncomeCents: monthlyIncome,
      monthlyIncomeTaxCents,
      replacementBp:
        finalAnnualSalaryCents === null || finalAnnualSalaryCents === 0
          ? null
          : Math.round((monthlyIncome * 12 * FULL_SHARE) / finalAnnualSalaryCents),
      path,
    };
  };
  return {
    inputs,
    months,
    retirementAge,
    incomeRateBp,
    finalAnnualSalaryCents,
    targetMonthlyIncomeCents,
    scenarios: [scenario('lower'), scenario('expected'), scenario('higher')],
  };
}

export function expectedOf(projection: Projection): ScenarioResult {
  return projection.scenarios[1];
}

/** What a member may change in the calculator; anything left out stays as it is. */
export type WhatIf = {
  readonly extraMonthlyContributionCents?: number;
  readonly monthlyContributionCents?: number;
  readonly retirementAge?: number;
  readonly expectedRealReturnBp?: number;
  readonly cash?: CashChoice;
  readonly income?: IncomeChoice;
};

/** The inputs with a member's changes. */
export function withWhatIf(inputs: ProjectionInputs, change: WhatIf): ProjectionInputs {
  const base = change.monthlyContributionCents ?? inputs.monthlyContributionCents;
  return {
    ...inputs,
    monthlyContributionCents: base + (change.extraMonthlyContributionCents ?? 0),
    retirementDate:
      change.retirementAge === undefined
        ? inputs.retirementDate
        : retirementDateAt(inputs.dateOfBirth, change.retirementAge),
    expectedRealReturnBp: change.expectedRealReturnBp ?? inputs.expectedRealReturnBp,
    cash: change.cash ?? inputs.cash,
    income: change.income ?? inputs.income,
  };
}

export type SaveMoreWorkLongerCell = {
  readonly extraMonthlyContributionCents: number;
  readonly extraYears: number;
  readonly monthlyIncomeCents: number;
  readonly replacementBp: number | null;
};

/**
 * The save-more / work-longer table: the expected income with each extra monthly contribution
 * (rows) and each number of years retired later (columns), from the same projection.
 */
export function saveMoreWorkLonger(
  inputs: ProjectionInputs,
  extras: readonly number[],
  extraYears: readonly number[],
): SaveMoreWorkLongerCell[][] {
  const age = ageOn(inputs.dateOfBirth, inputs.retirementDate);
  return extras.map((extra) =>
    extraYears.map((years) => {
      const expected = expectedOf(
        projectRetirement(
          withWhatIf(inputs, {
            extraMonthlyContributionCents: extra,
            retirementAge: age + years,
          }),
        ),
      );
      return {
        extraMonthlyContributionCents: extra,
        extraYears: years,
        monthlyIncomeCents: expected.monthlyIncomeCents ?? 0,
        replacementBp: expected.replacementBp,
      };
    }),
  );
}

export type WithdrawalCost = {
  /** The savings pot taken now (before the fee and tax). */
  readonly grossCents: number;
  /** The value at retirement given up, in today's money (expected returns). */
  readonly valueGivenUpCents: number;
  /** The income a month given up, in today's money (expected returns); null for no income. */
  readonly monthlyIncomeGivenUpCents: number | null;
  readonly before: ScenarioResult;
  readonly after: ScenarioResult;
};

/** What taking `grossCents` from the savings pot now costs at retirement, from the same projection. */
export function savingsWithdrawalCost(
  inputs: ProjectionInputs,
  grossCents: number,
): WithdrawalCost {
  const taken = Math.min(Math.max(0, grossCents), inputs.pots.savingsCents);
  const before = expectedOf(projectRetirement(inputs));
  const after = expectedOf(
    projectRetirement({
      ...inputs,
      pots: { ...inputs.pots, savingsCents: inputs.pots.savingsCents - taken },
    }),
  );
  return {
    grossCents: toCents(taken),
    valueGivenUpCents: before.valueAtRetirementCents - after.valueAtRetirementCents,
    monthlyIncomeGivenUpCents:
      before.monthlyIncomeCents === null || after.monthlyIncomeCents === null
        ? null
        : before.monthlyIncomeCents - after.monthlyIncomeCents,
    before,
    after,
  };
}

/** The default income choice: a CPI-linked life annuity. */
export const DEFAULT_INCOME: IncomeChoice = { kind: 'lifeAnnuity' };
export const DEFAULT_LIVING_ANNUITY: IncomeChoice = {
  kind: 'livingAnnuity',
  drawdownBp: DEFAULT_DRAWDOWN_BP,
};

/** The member's total over several funds, scenario by scenario. */
export type ProjectionTotal = {
  readonly scenarios: readonly {
    readonly scenario: Scenario;
    readonly valueAtRetirementCents: number;
    /** The funds' incomes together; null when none of them pays one. */
    readonly monthlyIncomeCents: number | null;
    /** The incomes a year as a share of the final salaries of the funds that hold one. */
    readonly replacementBp: number | null;
  }[];
  readonly finalAnnualSalaryCents: number | null;
  readonly targetMonthlyIncomeCents: number | null;
};

/** Adds up several funds' projections, scenario by scenario (the member's total). */
export function totalOf(projections: readonly Projection[]): ProjectionTotal {
  const withIncome = projections.filter((projection) => projection.incomeRateBp !== null);
  const salaries = withIncome.filter((projection) => projection.finalAnnualSalaryCents !== null);
  const finalAnnualSalaryCents =
    salaries.length === 0
      ? null
      : salaries.reduce((sum, projection) => sum + (projection.finalAnnualSalaryCents ?? 0), 0);
  return {
    scenarios: SCENARIOS.map((scenario, index) => {
      const income = withIncome.reduce(
        (sum, projection) => sum + (projection.scenarios[index]?.monthlyIncomeCents ?? 0),
        0,
      );
      return {
        scenario,
        valueAtRetirementCents: projections.reduce(
          (sum, projection) => sum + (projection.scenarios[index]?.valueAtRetirementCents ?? 0),
          0,
        ),
        monthlyIncomeCents: withIncome.length === 0 ? null : income,
        replacementBp:
          finalAnnualSalaryCents === null || finalAnnualSalaryCents === 0
            ? null
            : Math.round((income * 12 * FULL_SHARE) / finalAnnualSalaryCents),
      };
    }),
    finalAnnualSalaryCents,
    targetMonthlyIncomeCents:
      finalAnnualSalaryCents === null
        ? null
        : Math.round((finalAnnualSalaryCents * TARGET_REPLACEMENT_BP.value) / FULL_SHARE / 12),
  };
}
