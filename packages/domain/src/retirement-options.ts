import { ageOn } from './dates';
import { LIVING_ANNUITY_MIN_AGE } from './living-annuity';
import { lumpSumTax } from './lump-sum-tax';
import { toCents, type Cents } from './money';
import { cashAtRetirementCents, expectedOf, projectRetirement } from './projection';
import { DEFAULT_DRAWDOWN_BP } from './projection-assumptions';
import type {
  CashChoice,
  IncomeChoice,
  ProjectionInputs,
  ProjectionPots,
} from './projection-inputs';
import { retirementCashOptions } from './retirement-rules';
export {
  isNearRetirement,
  RETIREMENT_OPTIONS_YEARS,
  retirementOptionsFrom,
} from './retirement-window';

// A member's options at retirement (issue 49 point 5; Regulation 39; reference
// sa-disclosure-and-rights.md "Two-pot at retirement"; docs/decisions/052-retirement-options.md).
// Within five years of the normal retirement date the member sees, from the portal's one projection
// (DESIGN §1e) in today's money with expected returns:
// - the cash lump sum the rules allow (all of the savings component, a third of the vested
//   component; the de minimis lets all of it be taken when the retirement component is small), its
//   tax on the retirement lump-sum table and what is left after tax;
// - what a life annuity and a living annuity would pay a month, before and after tax, with no cash
//   taken and with the most cash taken.
// Every figure is projectRetirement's own on the same inputs with that cash and income chosen, so
// the retirement projection page shows the same rand for the same choice.

/** The youngest age a retirement claim may be started at (the rules' early retirement age). */
export const EARLIEST_RETIREMENT_AGE = LIVING_ANNUITY_MIN_AGE;

/**
 * The version of the retirement counselling material a member confirms reading; raised when its
 * words change. Kept beside the leaving-service material's versions, so it names its kind.
 */
export const RETIREMENT_COUNSELLING_VERSION = 'retirement/2026-12-01';

/** Whether a retirement claim may be started on `today`: from the early retirement age. */
export function mayStartRetirementClaim(input: { dateOfBirth: string; today: string }): boolean {
  return ageOn(input.dateOfBirth, input.today) >= EARLIEST_RETIREMENT_AGE;
}

/** The annuities a member may buy with what is not taken in cash. */
export type AnnuityKind = 'lifeAnnuity' | 'livingAnnuity';
export const ANNUITY_KINDS: readonly AnnuityKind[] = ['lifeAnnuity', 'livingAnnuity'];
export const ANNUITY_KIND_NAMES: Record<AnnuityKind, string> = {
  lifeAnnuity: 'A life annuity',
  livingAnnuity: 'A living annuity',
};

/** One illustration: a choice of cash and of income, in today's money, expected returns. */
export type IncomeIllustration = {
  readonly cash: CashChoice;
  readonly cashCents: number;
  readonly cashTaxCents: number;
  /** What buys the income: the value at retirement less the cash. */
  readonly annuityCents: number;
  /** The income's rate a year: the life annuity's rate at the age, or the drawdown chosen. */
  readonly incomeRateBp: number;
  readonly monthlyIncomeCents: number;
  readonly monthlyTaxCents: number;
  readonly monthlyNetCents: number;
};

export type RetirementOptions = {
  readonly retirementDate: string;
  readonly retirementAge: number;
  /** The fund's value at the retirement date by component and in all (today's money). */
  readonly atRetirement: ProjectionPots & { readonly totalCents: number };
  /** The most cash the rules allow at retirement and its tax on the retirement table. */
  readonly cash: {
    readonly maxCashCents: number;
    readonly taxCents: Cents;
    readonly netCents: Cents;
    /** The tax year whose retirement lump-sum table is used ('2026/27'). */
    readonly taxYear: string;
    /** All of it may be taken in cash (the retirement component is under the de minimis). */
    readonly isDeMinimis: boolean;
  };
  readonly lifeAnnuity: {
    readonly noCash: IncomeIllustration;
    readonly mostCash: IncomeIllustration;
  };
  readonly livingAnnuity: {
    readonly noCash: IncomeIllustration;
    readonly mostCash: IncomeIllustration;
  };
};

function illustrate(
  inputs: ProjectionInputs,
  cash: CashChoice,
  income: IncomeChoice,
): IncomeIllustration {
  const projection = projectRetirement({ ...inputs, kind: 'retirement', cash, income });
  const expected = expectedOf(projection);
  const monthlyIncomeCents = expected.monthlyIncomeCents ?? 0;
  const monthlyTaxCents = expected.monthlyIncomeTaxCents ?? 0;
  return {
    cash,
    cashCents: expected.cashCents,
    cashTaxCents: expected.cashTaxCents,
    annuityCents: expected.annuityCents,
    incomeRateBp: projection.incomeRateBp ?? 0,
    monthlyIncomeCents,
    monthlyTaxCents,
    monthlyNetCents: monthlyIncomeCents - monthlyTaxCents,
  };
}

/** The options at retirement from the fund's projection inputs (those of the projection page). */
export function retirementOptions(
  inputs: ProjectionInputs,
  drawdownBp: number = DEFAULT_DRAWDOWN_BP,
): RetirementOptions {
  const life: IncomeChoice = { kind: 'lifeAnnuity' };
  const living: IncomeChoice = { kind: 'livingAnnuity', drawdownBp };
  const projection = projectRetirement({
    ...inputs,
    kind: 'retirement',
    cash: 'none',
    income: life,
  });
  const { pots } = expectedOf(projection);
  const totalCents = pots.savingsCents + pots.vestedCents + pots.retirementCents;
  const maxCashCents = cashAtRetirementCents(pots, 'maximum');
  const tax = lumpSumTax({
    kind: 'retirement',
    amountCents: maxCashCents,
    accruedOn: inputs.today,
  });
  return {
    retirementDate: inputs.retirementDate,
    retirementAge: projection.retirementAge,
    atRetirement: { ...pots, totalCents },
    cash: {
      maxCashCents,
      taxCents: tax.taxCents,
      netCents: toCents(maxCashCents - tax.taxCents),
      taxYear: tax.taxYearOfDate,
      isDeMinimis: retirementCashOptions(pots).isDeMinimis,
    },
    lifeAnnuity: {
      noCash: illustrate(inputs, 'none', life),
      mostCash: illustrate(inputs, 'maximum', life),
    },
    livingAnnuity: {
      noCash: illustrate(inputs, 'none', living),
      mostCash: illustrate(inputs, 'maximum', living),
    },
  };
}
