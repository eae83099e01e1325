import { addMonths, addYears, ageOn, isAfter, isBefore, taxYearOf } from './dates';
import { divideRoundHalfAwayFromZero } from './decimal';
import { FULL_SHARE, formatPercent, toCents, type BasisPoints, type Cents } from './money';
import {
  TAX_TABLES,
  incomeTax,
  taxTableFor,
  taxYearLabel,
  taxYearStart,
  type TaxTable,
} from './sa-income-tax';

// A living annuity bought with retirement money (reference sa-disclosure-and-rights.md "Two-pot at
// retirement": drawdown 2.5 %–17.5 % of the value a year, chosen on each anniversary).
//
// - The member chooses a drawdown rate on each anniversary of the start date (the start date is the
//   first); the rate holds for that annuity year. The monthly income is the value on the
//   anniversary × the rate ÷ 12, rounded half away from zero to the cent, and stays fixed until the
//   next anniversary, however the value moves.
// - It may start from age 55 (retirement from a retirement annuity fund, and the usual early
//   retirement age of the other funds), or earlier on retirement through ill health.
// - PAYE on the income (Fourth Schedule), by the annualised method: the year's income is the
//   month's income × 12; the tax on it, less the rebates for the member's age on the last day of
//   the tax year, is the tax table's (sa-income-tax.ts, to the cent); a twelfth of it is the
//   month's PAYE, the cents disregarded as SARS's deduction tables do, so PAYE is whole rand.
//   A directive from SARS prescribing another rate (for members with more than one income) is not
//   modelled here.

/** The lowest and highest drawdown a year, in basis points of the value on the anniversary. */
export const MIN_DRAWDOWN_BP = 250 as BasisPoints;
export const MAX_DRAWDOWN_BP = 1_750 as BasisPoints;
/** The youngest age at which a living annuity may start, except on retirement through ill health. */
export const LIVING_ANNUITY_MIN_AGE = 55;
export const MONTHS_PER_YEAR = 12;

/** A drawdown rate a member may choose: a whole number of basis points from 2.5 % to 17.5 %. */
export function isValidDrawdownRate(rateBp: number): rateBp is BasisPoints {
  return Number.isInteger(rateBp) && rateBp >= MIN_DRAWDOWN_BP && rateBp <= MAX_DRAWDOWN_BP;
}

/** Why a drawdown rate is refused, in the member's words; null when it may be chosen. */
export function drawdownRateError(rateBp: number): string | null {
  if (isValidDrawdownRate(rateBp)) return null;
  return `Choose an income of ${formatPercent(MIN_DRAWDOWN_BP)} to ${formatPercent(MAX_DRAWDOWN_BP)} of your investment a year.`;
}

/** Whether a living annuity may start on `on`: from age 55, or earlier on ill-health retirement. */
export function mayStartLivingAnnuity(input: {
  dateOfBirth: string;
  on: string;
  illHealth?: boolean;
}): boolean {
  return input.illHealth === true || ageOn(input.dateOfBirth, input.on) >= LIVING_ANNUITY_MIN_AGE;
}

/** The annuity year holding `date`: its number (0 from the start date) and its first and next day. */
export function annuityYearOf(
  startDate: string,
  date: string,
): { index: number; anniversary: string; nextAnniversary: string } {
  if (isBefore(date, startDate))
    throw new RangeError(`${date} is before the annuity started on ${startDate}`);
  let index = Number(date.slice(0, 4)) - Number(startDate.slice(0, 4));
  while (index > 0 && isBefore(date, addYears(startDate, index))) index -= 1;
  return {
    index,
    anniversary: addYears(startDate, index),
    nextAnniversary: addYears(startDate, index + 1),
  };
}

/** The monthly income for a year: value on the anniversary × rate ÷ 12, to the cent. */
export function monthlyIncomeCents(valueCents: Cents | number, rateBp: number): Cents {
  if (!isValidDrawdownRate(rateBp))
    throw new RangeError(`A drawdown rate is 250 to 1 750 basis points, not ${rateBp}`);
  const value = BigInt(Math.max(0, toCents(valueCents)));
  return toCents(
    divideRoundHalfAwayFromZero(
      value * BigInt(rateBp),
      BigInt(FULL_SHARE) * BigInt(MONTHS_PER_YEAR),
    ),
  );
}

/** The member's choice on an anniversary: the value that day and the rate for the year ahead. */
export type DrawdownElection = {
  /** The anniversary (the start date for the first year). */
  readonly anniversary: string;
  readonly valueCents: Cents | number;
  readonly rateBp: number;
};

export type AnnuityPayment = {
  readonly paidOn: string;
  /** The annuity year (0 from the start date). */
  readonly annuityYear: number;
  readonly grossCents: Cents;
};

/**
 * The monthly payments from `from` to `to` (inclusive): one a month on the start date's day (the
 * month's last day in a shorter month), each the monthly income of its annuity year's election.
 * An annuity year without an election is refused: the member chooses on each anniversary.
 */
export function annuityPayments(input: {
  startDate: string;
  elections: readonly DrawdownElection[];
  from: string;
  to: string;
}): AnnuityPayment[] {
  const byAnniversary = new Map(input.elections.map((e) => [e.anniversary, e]));
  const payments: AnnuityPayment[] = [];
  for (let month = 0; ; month += 1) {
    const paidOn = addMonths(input.startDate, month);
    if (isAfter(paidOn, input.to)) break;
    if (isBefore(paidOn, input.from)) continue;
    const year = annuityYearOf(input.startDate, paidOn);
    const election = byAnniversary.get(year.anniversary);
    if (election === undefined)
      throw new RangeError(`No drawdown chosen for the annuity year from ${year.anniversary}`);
    payments.push({
      paidOn,
      annuityYear: year.index,
      grossCents: monthlyIncomeCents(election.valueCents, election.rateBp),
    });
  }
  return payments;
}

export type MonthlyPaye = {
  readonly payeCents: Cents;
  /** The month's income × 12. */
  readonly annualIncomeCents: Cents;
  /** The tax on the annual income after rebates, to the cent. */
  readonly annualTaxCents: Cents;
  /** The age on the last day of the tax year, which sets the rebates. */
  readonly ageForRebates: number;
  /** The tax year whose table was used, and whether a nearer year's table stood in for it. */
  readonly usedTaxYear: string;
  readonly taxYearOfDate: string;
  readonly isLatestAvailable: boolean;
  readonly isEarliestAvailable: boolean;
};

/**
 * PAYE on one month's annuity income paid on `paidOn`, by the annualised method: the tax table of
 * the tax year holding `paidOn` on the income × 12, less the rebates for the age on the year's last
 * day, ÷ 12 with the cents disregarded (whole rand).
 */
export function monthlyPaye(input: {
  monthlyIncomeCents: Cents | number;
  dateOfBirth: string;
  paidOn: string;
  tables?: readonly TaxTable[];
}): MonthlyPaye {
  const choice = taxTableFor(input.paidOn, input.tables ?? TAX_TABLES);
  const ageForRebates = ageOn(input.dateOfBirth, taxYearOf(input.paidOn).end);
  const annualIncomeCents = toCents(
    Math.max(0, toCents(input.monthlyIncomeCents)) * MONTHS_PER_YEAR,
  );
  const annualTaxCents = incomeTax(annualIncomeCents, choice.table, ageForRebates);
  const wholeRand = Math.floor(annualTaxCents / (MONTHS_PER_YEAR * 100));
  return {
    payeCents: toCents(wholeRand * 100),
    annualIncomeCents,
    annualTaxCents,
    ageForRebates,
    usedTaxYear: choice.usedTaxYear,
    taxYearOfDate: choice.taxYearOfDate,
    isLatestAvailable: choice.isLatestAvailable,
    isEarliestAvailable: choice.isEarliestAvailable,
  };
}

export type Irp5Line = AnnuityPayment & { readonly payeCents: Cents; readonly netCents: Cents };

export type Irp5YearTotals = {
  /** As SARS writes it: '2026/27'. */
  readonly taxYear: string;
  readonly grossCents: Cents;
  readonly payeCents: Cents;
  readonly netCents: Cents;
  /** The payments of the year with their PAYE, oldest first. */
  readonly lines: readonly Irp5Line[];
};

/**
 * The year's figures for the member's IRP5 from the annuity: the payments made in the tax year
 * `taxYear` ('2026/27'), each with its PAYE (monthlyPaye), and their totals: gross income, PAYE
 * and the net paid.
 */
export function irp5YearTotals(input: {
  payments: readonly AnnuityPayment[];
  dateOfBirth: string;
  taxYear: string;
  tables?: readonly TaxTable[];
}): Irp5YearTotals {
  const start = taxYearStart(input.taxYear);
  const lines = input.payments
    .filter((payment) => taxYearLabel(payment.paidOn) === taxYearLabel(start))
    .toSorted((a, b) => (a.paidOn < b.paidOn ? -1 : a.paidOn > b.paidOn ? 1 : 0))
    .map((payment): Irp5Line => {
      const { payeCents } = monthlyPaye({
        monthlyIncomeCents: payment.grossCents,
        dateOfBirth: input.dateOfBirth,
        paidOn: payment.paidOn,
        ...(input.tables ? { tables: input.tables } : {}),
      });
      return { ...payment, payeCents, netCents: toCents(payment.grossCents - payeCents) };
    });
  const grossCents = toCents(lines.reduce((total, line) => total + line.grossCents, 0));
  const payeCents = toCents(lines.reduce((total, line) => total + line.payeCents, 0));
  return {
    taxYear: taxYearLabel(start),
    grossCents,
    payeCents,
    netCents: toCents(grossCents - payeCents),
    lines,
  };
}
