import { addYears, ageOn, compareDates, wholeMonthsBetween } from './dates';

// The Effective Annual Cost of one member's savings (ASISA's standard on Effective Annual Cost;
// docs/decisions/040-effective-annual-cost.md): four components, investment management, advice,
// administration and other, each a percentage a year of the value with VAT included, over terms of
// 1, 3, 5 and 10 years, and to age 55 for a retirement annuity whose member is younger. Charges
// stated as percentages count as they are; a flat rand fee (and a termination charge) counts as
// the reduction in yield it makes on the member's own value and contributions, grown at the
// standard's assumed 6 % a year before charges. Money in integer cents, rates in basis points.

/** The growth a year the standard assumes before any charge, basis points. */
export const EAC_ASSUMED_GROWTH_BP = 600;

/** The terms in years the standard discloses. */
export const EAC_TERM_YEARS = [1, 3, 5, 10] as const;

/** The age the standard's extra term for a retirement annuity runs to. */
export const EAC_RETIREMENT_AGE = 55;

export type EacComponent = 'investmentManagement' | 'advice' | 'administration' | 'other';
export const EAC_COMPONENTS: readonly EacComponent[] = [
  'investmentManagement',
  'advice',
  'administration',
  'other',
];

/** One portfolio the member holds, weighted by its value (or by allocation when nothing is held). */
export type EacHolding = {
  readonly weight: number;
  /** Total expense ratio, basis points a year. */
  readonly terBp: number;
  /** Transaction costs, basis points a year. */
  readonly tcBp: number;
};

export type EacInputs = {
  /** The member's value today. */
  readonly valueCents: number;
  /** The contribution paid in at the start of each month (0 for none). */
  readonly monthlyContributionCents: number;
  readonly holdings: readonly EacHolding[];
  /** The flat administration fee a month, VAT included (0 for none). */
  readonly adminFeeCents: number;
  /** The administration fee never passes this many basis points a year of the value (null: no cap). */
  readonly adminFeeCapBp: number | null;
  /** The asset-based fee, basis points a year of the value, VAT included. */
  readonly assetFeeBp: number;
  /** The advice fee, basis points a year (0 where no adviser is paid). */
  readonly adviceFeeBp: number;
  /** A charge reasonably foreseen on leaving at the end of any term (0 for none). */
  readonly terminationChargeCents: number;
};

export type EacTerm = {
  /** The term's label in words, e.g. "1 year" or "To age 55 (23 years 4 months)". */
  readonly label: string;
  readonly months: number;
  /** Whether this is the retirement annuity's term to age 55. */
  readonly toAge55: boolean;
};

export type EacFigures = Readonly<Record<EacComponent, number>> & { readonly totalBp: number };

export type EacRow = { readonly term: EacTerm; readonly figures: EacFigures };

/** The steps behind one term's administration figure (the decision record's worked example). */
export type FlatFeeYield = {
  /** The value at the end of the term without the flat fee (and termination charge). */
  readonly withoutFeeCents: number;
  /** The value at the end of the term after the flat fee. */
  readonly withFeeCents: number;
  /** The fees taken over the term. */
  readonly feesCents: number;
  /** The yields a year (percent, unrounded) each end value gives on the same money in. */
  readonly yieldWithoutFee: number;
  readonly yieldWithFee: number;
  /** Their difference in basis points, rounded to a whole basis point (2 decimals of a percent). */
  readonly reductionBp: number;
};

/** The monthly rate equal to a rate a year (compounded monthly to the same yearly growth). */
function monthlyRateOf(annualPercent: number): number {
  return (1 + annualPercent / 100) ** (1 / 12) - 1;
}

/**
 * The member's value month by month: the contribution in at the start of each month, then the
 * month's fee on that value (the lesser of the flat fee and the cap, as the fund takes it), then
 * the month's growth, each step to the cent; the termination charge at the end.
 */
export function projectValueCents(
  inputs: Pick<
    EacInputs,
    | 'valueCents'
    | 'monthlyContributionCents'
    | 'adminFeeCents'
    | 'adminFeeCapBp'
    | 'terminationChargeCents'
  >,
  months: number,
  annualGrowthPercent: number,
): { valueCents: number; feesCents: number } {
  const growth = monthlyRateOf(annualGrowthPercent);
  let value = inputs.valueCents;
  let fees = 0;
  for (let month = 0; month < months; month += 1) {
    value += inputs.monthlyContributionCents;
    const cap =
      inputs.adminFeeCapBp === null
        ? Number.POSITIVE_INFINITY
        : Math.round((value * inputs.adminFeeCapBp) / 120_000);
    const fee = Math.max(0, Math.min(inputs.adminFeeCents, cap, value));
    value -= fee;
    fees += fee;
    value = Math.round(value * (1 + growth));
  }
  const termination = Math.min(inputs.terminationChargeCents, value);
  return { valueCents: value - termination, feesCents: fees + termination };
}

/** The same money in (value now, contributions monthly) grown without any charge, unrounded. */
function grownWithoutCharges(
  valueCents: number,
  monthlyContributionCents: number,
  months: number,
  annualPercent: number,
): number {
  const growth = monthlyRateOf(annualPercent);
  let value = valueCents;
  for (let month = 0; month < months; month += 1)
    value = (value + monthlyContributionCents) * (1 + growth);
  return value;
}

/**
 * The yield a year (percent) at which the money in grows, without charges, to `endCents` over
 * `months`: bisection to well below a hundredth of a basis point.
 */
export function yieldOf(
  valueCents: number,
  monthlyContributionCents: number,
  months: number,
  endCents: number,
): number {
  let low = -99;
  let high = 100;
  for (let step = 0; step < 200 && high - low > 1e-9; step += 1) {
    const middle = (low + high) / 2;
    if (grownWithoutCharges(valueCents, monthlyContributionCents, months, middle) < endCents)
      low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The reduction in yield the flat fee (or the termination charge) makes over `months`: the value
 * projected at the assumed growth with and without it, each solved for its yield a year.
 */
export function flatFeeYield(
  inputs: Pick<
    EacInputs,
    | 'valueCents'
    | 'monthlyContributionCents'
    | 'adminFeeCents'
    | 'adminFeeCapBp'
    | 'terminationChargeCents'
  >,
  months: number,
): FlatFeeYield {
  const growth = EAC_ASSUMED_GROWTH_BP / 100;
  const without = projectValueCents(
    { ...inputs, adminFeeCents: 0, terminationChargeCents: 0 },
    months,
    growth,
  );
  const withFee = projectValueCents(inputs, months, growth);
  const solve = (endCents: number) =>
    yieldOf(inputs.valueCents, inputs.monthlyContributionCents, months, endCents);
  const yieldWithoutFee = solve(without.valueCents);
  const yieldWithFee = solve(withFee.valueCents);
  return {
    withoutFeeCents: without.valueCents,
    withFeeCents: withFee.valueCents,
    feesCents: withFee.feesCents,
    yieldWithoutFee,
    yieldWithFee,
    reductionBp: Math.max(0, Math.round((yieldWithoutFee - yieldWithFee) * 100)),
  };
}

/** The value-weighted total investment charge (TER + TC) of the holdings, basis points. */
export function weightedTicBp(holdings: readonly EacHolding[]): number {
  const total = holdings.reduce((sum, h) => sum + Math.max(0, h.weight), 0);
  if (total <= 0) return 0;
  const weighted = holdings.reduce((sum, h) => sum + Math.max(0, h.weight) * (h.terBp + h.tcBp), 0);
  return Math.round(weighted / total);
}

/** The terms disclosed: 1, 3, 5 and 10 years, and to age 55 for a younger retirement annuity member. */
export function eacTerms(input: {
  readonly isRetirementAnnuity: boolean;
  readonly dateOfBirth: string | null;
  readonly today: string;
}): EacTerm[] {
  const terms: EacTerm[] = EAC_TERM_YEARS.map((years) => ({
    label: years === 1 ? '1 year' : `${years} years`,
    months: years * 12,
    toAge55: false,
  }));
  const { dateOfBirth, today } = input;
  if (
    input.isRetirementAnnuity &&
    dateOfBirth !== null &&
    ageOn(dateOfBirth, today) < EAC_RETIREMENT_AGE
  ) {
    const birthday = addYears(dateOfBirth, EAC_RETIREMENT_AGE);
    const months = Math.max(1, wholeMonthsBetween(today, birthday));
    if (compareDates(birthday, today) > 0)
      terms.push({
        label: `To age ${EAC_RETIREMENT_AGE} (${durationWords(months)})`,
        months,
        toAge55: true,
      });
  }
  return terms;
}

function durationWords(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'month' : 'months'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** Whether there is anything to cost: money held or money coming in, and a portfolio it is in. */
export function hasEac(
  inputs: Pick<EacInputs, 'valueCents' | 'monthlyContributionCents' | 'holdings'>,
): boolean {
  return (
    (inputs.valueCents > 0 || inputs.monthlyContributionCents > 0) &&
    inputs.holdings.some((h) => h.weight > 0)
  );
}

/** The step the standard discloses in: one decimal of a percent, 10 basis points. */
export const EAC_DISCLOSED_STEP_BP = 10;

/** A component as the standard discloses it: to one decimal of a percent (half away from zero). */
export function disclosedBp(bp: number): number {
  return Math.round(bp / EAC_DISCLOSED_STEP_BP) * EAC_DISCLOSED_STEP_BP;
}

/**
 * One term's four components and their total in basis points, each component disclosed to one
 * decimal of a percent (a multiple of 10 bp) and the total their sum, so the table adds up.
 */
export function eacOf(inputs: EacInputs, months: number): EacFigures {
  const investmentManagement = disclosedBp(weightedTicBp(inputs.holdings));
  const advice = disclosedBp(Math.max(0, inputs.adviceFeeBp));
  const administration = disclosedBp(
    Math.max(0, inputs.assetFeeBp) +
      (inputs.adminFeeCents > 0
        ? flatFeeYield({ ...inputs, terminationChargeCents: 0 }, months).reductionBp
        : 0),
  );
  const other = disclosedBp(
    inputs.terminationChargeCents > 0
      ? flatFeeYield({ ...inputs, adminFeeCents: 0 }, months).reductionBp
      : 0,
  );
  return {
    investmentManagement,
    advice,
    administration,
    other,
    totalBp: investmentManagement + advice + administration + other,
  };
}

/** Every term's figures. */
export function eacTable(inputs: EacInputs, terms: readonly EacTerm[]): EacRow[] {
  return terms.map((term) => ({ term, figures: eacOf(inputs, term.months) }));
}

/** Whether the "other" row is disclosed: only when some term's figure is not zero (the standard). */
export function showsOther(rows: readonly EacRow[]): boolean {
  return rows.some((row) => row.figures.other > 0);
}

/** An EAC figure (a percent) as the standard discloses it: '1.3 %', '0.0 %'. */
export function eacPercentText(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toFixed(1)} %`;
}
