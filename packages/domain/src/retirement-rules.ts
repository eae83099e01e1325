import { ageOn, isAfter, isBefore } from './dates';
import { lumpSumTax, type EarlierLumpSum, type LumpSumTaxResult } from './lump-sum-tax';
import { toCents, type Cents } from './money';

// What a member may take in cash at retirement and what must buy an annuity, by two-pot component
// (Income Tax Act s1: "pension fund", "retirement annuity fund", "vested component", "savings
// component", "retirement component"; reference sa-disclosure-and-rights.md "Two-pot at retirement").
//
// - Savings component: may be taken in full as a lump sum, taxed on the retirement table.
// - Vested component: paid by the fund's rules before 1 September 2024. At most one third in cash,
//   the rest buys an annuity; but a provident member's vested rights (money in a provident fund
//   before 1 March 2021 with its growth, and all of it for a member aged 55 or more on that day who
//   stayed in the same provident fund) may be taken in cash in full.
// - Retirement component: buys one or more annuities.
// - De minimis: where the retirement component together with two-thirds of the vested component
//   (its vested rights left out) is at most R 165 000, all of it may be taken in cash ("retirement
//   component" (d); "pension fund" and "retirement annuity fund" proviso (ii)(dd): "two-thirds of
//   the total value does not exceed R 165 000"). Before two-pot the same test read "the retirement
//   interest is at most R 247 500": two-thirds of R 247 500 is R 165 000, so a member with only a
//   vested component is answered alike by either.
// - On death the whole benefit may be paid as a lump sum (taxed on the retirement table in the
//   deceased's estate); these rules are for retirement.

/** The kinds of retirement fund a member may belong to. */
export type RetirementFundKind =
  'pension' | 'pensionPreservation' | 'provident' | 'providentPreservation' | 'retirementAnnuity';

export const RETIREMENT_FUND_KIND_NAMES: Record<RetirementFundKind, string> = {
  pension: 'Pension fund',
  pensionPreservation: 'Pension preservation fund',
  provident: 'Provident fund',
  providentPreservation: 'Provident preservation fund',
  retirementAnnuity: 'Retirement annuity fund',
};

/** The day two-pot began: contributions from it go one third to savings, two thirds to retirement. */
export const TWO_POT_START = '2024-09-01';
/** The day provident funds were harmonised with pension funds (the one-third rule for new money). */
export const PROVIDENT_HARMONISATION_DATE = '2021-03-01';
/** A provident member at least this old on {@link PROVIDENT_HARMONISATION_DATE} keeps vested rights. */
export const PROVIDENT_PROTECTED_AGE = 55;

/** De minimis since two-pot: the retirement component with two-thirds of vested, at most R 165 000. */
export const DE_MINIMIS_CENTS = toCents(165_000_00);
/**
 * The de minimis as written before two-pot (from 1 March 2016): a retirement interest of at most
 * R 247 500 may be taken in cash. The same test as {@link DE_MINIMIS_CENTS} on a vested component
 * alone (two-thirds of R 247 500 = R 165 000); kept for documents that quote it.
 */
export const PRE_TWO_POT_DE_MINIMIS_CENTS = toCents(247_500_00);

/**
 * A provident fund member who was 55 or older on 1 March 2021 and is still in the same provident
 * fund ("vested component" proviso (b)): their contributions stay in the vested component, all of
 * it may be taken in cash, and two-pot does not apply to them unless they opt in.
 */
export function isProtectedProvidentMember(input: {
  fundKind: RetirementFundKind;
  dateOfBirth: string;
  /** The day they joined this fund; when unknown, taken to be before 1 March 2021. */
  memberSince?: string | null;
}): boolean {
  if (input.fundKind !== 'provident') return false;
  if (input.memberSince && isAfter(input.memberSince, PROVIDENT_HARMONISATION_DATE)) return false;
  return ageOn(input.dateOfBirth, PROVIDENT_HARMONISATION_DATE) >= PROVIDENT_PROTECTED_AGE;
}

/**
 * Whether a membership is in two-pot (has savings and retirement components) on `on`: every
 * pension, pension preservation, provident, provident preservation and retirement annuity fund from
 * 1 September 2024, except a protected provident member ({@link isProtectedProvidentMember}) who
 * has not opted in. The reference names only provident fund members who stay in the same fund,
 * which is how the Act's "vested component" proviso (b) reads; provident preservation funds are in.
 */
export function isInTwoPot(input: {
  fundKind: RetirementFundKind;
  dateOfBirth: string;
  optedIn: boolean;
  memberSince?: string | null;
  /** The day asked about; without it, any day from 1 September 2024. */
  on?: string;
}): boolean {
  if (input.on !== undefined && isBefore(input.on, TWO_POT_START)) return false;
  return input.optedIn || !isProtectedProvidentMember(input);
}

/** A member's interest at retirement, by component, in cents. */
export type RetirementComponents = {
  readonly savingsCents: Cents | number;
  /** The whole vested component (for a member outside two-pot, the whole interest). */
  readonly vestedCents: Cents | number;
  /**
   * Of the vested component, what may be taken in cash in full: provident money before 1 March
   * 2021 with its growth, or all of it for a protected provident member. Never more than vested.
   */
  readonly vestedRightsCents?: Cents | number;
  readonly retirementCents: Cents | number;
};

export type ComponentOptions = {
  /** The most that may be taken in cash. */
  readonly maxCashCents: Cents;
  /** What must buy an annuity when the most is taken in cash. */
  readonly minAnnuityCents: Cents;
};

export type RetirementCashOptions = {
  readonly savings: ComponentOptions;
  /** The vested rights: all may be taken in cash. */
  readonly vestedRights: ComponentOptions;
  /** The rest of the vested component: one third in cash, unless de minimis. */
  readonly vested: ComponentOptions;
  readonly retirement: ComponentOptions;
  readonly totalCents: Cents;
  readonly maxCashCents: Cents;
  readonly minAnnuityCents: Cents;
  /** The retirement component plus two-thirds of the vested component less its vested rights. */
  readonly deMinimisTestCents: Cents;
  /** At most {@link DE_MINIMIS_CENTS}: all may be taken in cash. */
  readonly isDeMinimis: boolean;
};

function nonNegative(value: Cents | number | undefined): number {
  return Math.max(0, toCents(value ?? 0));
}

function options(maxCash: number, total: number): ComponentOptions {
  return { maxCashCents: toCents(maxCash), minAnnuityCents: toCents(total - maxCash) };
}

/**
 * The most a member may take in cash at retirement, component by component, and what must buy an
 * annuity. One third is rounded down to the cent, so the cash never passes a third. The de minimis
 * test is exact: 3 × retirement + 2 × vested (less vested rights) ≤ 3 × R 165 000.
 */
export function retirementCashOptions(components: RetirementComponents): RetirementCashOptions {
  const savings = nonNegative(components.savingsCents);
  const vestedAll = nonNegative(components.vestedCents);
  const vestedRights = Math.min(vestedAll, nonNegative(components.vestedRightsCents));
  const vested = vestedAll - vestedRights;
  const retirement = nonNegative(components.retirementCents);
  const isDeMinimis = 3 * retirement + 2 * vested <= 3 * DE_MINIMIS_CENTS;
  const result = {
    savings: options(savings, savings),
    vestedRights: options(vestedRights, vestedRights),
    vested: options(isDeMinimis ? vested : Math.floor(vested / 3), vested),
    retirement: options(isDeMinimis ? retirement : 0, retirement),
  };
  const maxCash =
    result.savings.maxCashCents +
    result.vestedRights.maxCashCents +
    result.vested.maxCashCents +
    result.retirement.maxCashCents;
  const total = savings + vestedAll + retirement;
  return {
    ...result,
    totalCents: toCents(total),
    maxCashCents: toCents(maxCash),
    minAnnuityCents: toCents(total - maxCash),
    deMinimisTestCents: toCents(retirement + Math.floor((2 * vested) / 3)),
    isDeMinimis,
  };
}

export type RetirementPayout = {
  readonly cashCents: Cents;
  readonly annuityCents: Cents;
  readonly tax: LumpSumTaxResult;
  /** The cash less its tax. */
  readonly netCashCents: Cents;
};

/**
 * A retirement with `cashCents` taken in cash (refused above the most allowed): the rest buys an
 * annuity, and the cash is one retirement lump sum, taxed on the retirement table with the earlier
 * lump sums that count. The annuity is taxed as income when paid, not here.
 */
export function retirementPayout(input: {
  components: RetirementComponents;
  cashCents: Cents | number;
  retiredOn: string;
  earlier?: readonly EarlierLumpSum[];
}): RetirementPayout {
  const allowed = retirementCashOptions(input.components);
  const cash = toCents(input.cashCents);
  if (cash < 0 || cash > allowed.maxCashCents)
    throw new RangeError(
      `Cash at retirement must be between 0 and ${allowed.maxCashCents} cents, not ${cash}`,
    );
  const tax = lumpSumTax({
    kind: 'retirement',
    amountCents: cash,
    accruedOn: input.retiredOn,
    earlier: input.earlier ?? [],
  });
  return {
    cashCents: cash,
    annuityCents: toCents(allowed.totalCents - cash),
    tax,
    netCashCents: tax.netCents,
  };
}
