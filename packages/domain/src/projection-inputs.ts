import { addYears, isAfter, wholeMonthsBetween } from './dates';
import { FULL_SHARE } from './money';
import {
  ANNUITY_RATE_BP,
  ASSET_CLASSES,
  DEFAULT_DRAWDOWN_BP,
  DEFAULT_RETIREMENT_AGE,
  REAL_RETURN_BP,
  RETIREMENT_AGE_RANGE,
  type AssetMix,
} from './projection-assumptions';

// The projection's inputs and results (projection.ts projects them), and the rates, ages and dates
// they are built from: the mix's real return, the member's return after charges, the retirement
// date and the annuity rate at an age.

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

export function total(pots: ProjectionPots): number {
  return pots.savingsCents + pots.vestedCents + pots.retirementCents;
}

/** The default income choice: a CPI-linked life annuity. */
export const DEFAULT_INCOME: IncomeChoice = { kind: 'lifeAnnuity' };
export const DEFAULT_LIVING_ANNUITY: IncomeChoice = {
  kind: 'livingAnnuity',
  drawdownBp: DEFAULT_DRAWDOWN_BP,
};
