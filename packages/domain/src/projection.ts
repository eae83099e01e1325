import { ageOn } from './dates';
import { monthlyIncomeCents } from './living-annuity';
import { lumpSumTax } from './lump-sum-tax';
import { FULL_SHARE, toCents } from './money';
import {
  REAL_SALARY_GROWTH_BP,
  SCENARIO_SPREAD_BP,
  TARGET_REPLACEMENT_BP,
} from './projection-assumptions';
import { retirementCashOptions } from './retirement-rules';
import { incomeTax, taxTableFor } from './sa-income-tax';
import {
  SCENARIOS,
  annuityRateBp,
  monthlyRate,
  monthsToRetirement,
  retirementDateAt,
  total,
  type CashChoice,
  type IncomeChoice,
  type Projection,
  type ProjectionInputs,
  type ProjectionPots,
  type Scenario,
  type ScenarioResult,
} from './projection-inputs';
export * from './projection-inputs';

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
