import {
  addDays,
  addYears,
  compareDates,
  formatDisplayDate,
  formatIsoDate,
  isAfter,
  isBefore,
  isValidIsoDate,
  parseIsoDate,
  taxYearOf,
  daysInMonth,
} from './dates';
import { toCents, type Cents } from './money';
import { periodFlows, TRANSACTION_TYPES, type TransactionType } from './period';
import { periodReturn, ratePercent, xirr } from './xirr';
import { summaryOfPeriod, type TransactionSummary } from './transaction-summary';

// Statements (spec 2 §7, spec 3 §7): which statements a membership has, the on-demand period
// check, and the investment reconciliation every statement prints. Its five summary figures are
// the transaction summary's own (DESIGN §1a), so a statement agrees with the IRR panel and the
// transaction summary for the same fund and dates.

export const STATEMENT_TYPES = ['Annual', 'Quarterly', 'OnDemand'] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];

/** How each statement type is named to the member. */
export const STATEMENT_TYPE_NAMES: Record<StatementType, string> = {
  Annual: 'Annual benefit statement',
  Quarterly: 'Quarterly statement',
  OnDemand: 'On-demand statement',
};

/** An on-demand statement covers at most five years. */
export const ON_DEMAND_MAX_YEARS = 5;

export type StatementPeriod = { type: StatementType; start: string; end: string };

function lastDayOf(year: number, month: number): string {
  return formatIsoDate({ year, month, day: daysInMonth(year, month) });
}

/** The quarter (ending May, August, November or February) holding `date`. */
export function quarterOf(date: string): { start: string; end: string } {
  const { year, month } = parseIsoDate(date);
  // Quarters start in March, June, September and December.
  const startMonth = month >= 3 ? month - ((month - 3) % 3) : 12;
  const startYear = month >= 3 ? year : year - 1;
  const endMonth = ((startMonth + 1) % 12) + 1;
  const endYear = endMonth < startMonth ? startYear + 1 : startYear;
  return {
    start: formatIsoDate({ year: startYear, month: startMonth, day: 1 }),
    end: lastDayOf(endYear, endMonth),
  };
}

/**
 * The statements a membership has been published (newest first): an annual benefit statement for
 * each completed tax year of membership (1 March to the end of February) and a quarterly statement
 * for each completed quarter (ending May, August, November and February). A period is completed
 * once its end is before today and prices are known up to its end (its closing value can no longer
 * change). The first period of each type starts on the date joined.
 */
export function publishedStatementPeriods(input: {
  dateJoined: string;
  latestPriceDate: string | null;
  today: string;
}): StatementPeriod[] {
  const { dateJoined, latestPriceDate, today } = input;
  if (latestPriceDate === null) return [];
  const isCompleted = (end: string) => isBefore(end, today) && !isAfter(end, latestPriceDate);
  const periods: StatementPeriod[] = [];
  for (const [type, periodOf] of [
    ['Annual', taxYearOf],
    ['Quarterly', quarterOf],
  ] as const) {
    let period = periodOf(dateJoined);
    while (isCompleted(period.end)) {
      periods.push({
        type,
        start: isAfter(dateJoined, period.start) ? dateJoined : period.start,
        end: period.end,
      });
      period = periodOf(addDays(period.end, 1));
    }
  }
  return periods.sort(
    (a, b) => compareDates(b.end, a.end) || (a.type === b.type ? 0 : a.type === 'Annual' ? -1 : 1),
  );
}

/** Whether `period` is one of the membership's published statements. */
export function isPublishedPeriod(
  period: StatementPeriod,
  input: Parameters<typeof publishedStatementPeriods>[0],
): boolean {
  return publishedStatementPeriods(input).some(
    (p) => p.type === period.type && p.start === period.start && p.end === period.end,
  );
}

export const periodCheckMessages = {
  invalidDate: (label: string) => `${label} must be a valid date`,
  order: 'From date must be before to date.',
  beforeJoined: (dateJoined: string) =>
    `A statement cannot start before you joined the fund on ${formatDisplayDate(dateJoined)}.`,
  afterPrices: (latestPriceDate: string) =>
    `A statement cannot end after ${formatDisplayDate(latestPriceDate)}, the latest date for which prices are available.`,
  noPrices: 'This fund has no prices yet, so a statement cannot be produced.',
  tooLong: `A statement can cover at most ${ON_DEMAND_MAX_YEARS} years. Please choose a shorter period.`,
} as const;

export type PeriodCheck =
  { isValid: true } | { isValid: false; field: 'from' | 'to'; message: string };

/**
 * spec 2 §7 PeriodCheck: whether an on-demand statement can be produced for a fund and period:
 * not before the member joined, not after the latest price date, From not after To, and at most
 * five years long (to the day before the same date five years on).
 */
export function checkStatementPeriod(input: {
  from: string;
  to: string;
  dateJoined: string;
  latestPriceDate: string | null;
}): PeriodCheck {
  const { from, to, dateJoined, latestPriceDate } = input;
  if (!isValidIsoDate(from))
    return { isValid: false, field: 'from', message: periodCheckMessages.invalidDate('From date') };
  if (!isValidIsoDate(to))
    return { isValid: false, field: 'to', message: periodCheckMessages.invalidDate('To date') };
  if (isAfter(from, to))
    return { isValid: false, field: 'from', message: periodCheckMessages.order };
  if (isBefore(from, dateJoined))
    return { isValid: false, field: 'from', message: periodCheckMessages.beforeJoined(dateJoined) };
  if (latestPriceDate === null)
    return { isValid: false, field: 'to', message: periodCheckMessages.noPrices };
  if (isAfter(to, latestPriceDate))
    return {
      isValid: false,
      field: 'to',
      message: periodCheckMessages.afterPrices(latestPriceDate),
    };
  if (!isBefore(to, addYears(from, ON_DEMAND_MAX_YEARS)))
    return { isValid: false, field: 'to', message: periodCheckMessages.tooLong };
  return { isValid: true };
}

export const STATEMENT_TRANSACTION_TYPES = TRANSACTION_TYPES;
export type StatementTransactionType = TransactionType;

export type StatementTransaction = {
  date: string;
  type: StatementTransactionType;
  name: string;
  /** Signed from the fund's side (DESIGN §1a). */
  amount: Cents | number;
};

/**
 * Who paid a contribution. The administrator's rows name the payer ('Employer contribution',
 * 'Member contribution', a retail debit order); only an employer's rows say so.
 */
export function contributorOf(name: string): 'member' | 'employer' {
  return /^employer\b/i.test(name.trim()) ? 'employer' : 'member';
}

/**
 * The investment reconciliation of a statement, in cents:
 *   opening + contributions + transfers in + switches in − withdrawals − fees − switches out
 *   + investment return = closing,
 * exactly, with the summary's five figures (the transaction summary of the same period: the
 * opening value at the end of the day before `from`, the rows dated `from` to `to` inclusive, the
 * closing value at the end of `to`; rows outside it are left out).
 * Switches move money between the fund's portfolios; both legs are shown so that every row of the
 * period is accounted for.
 */
export type StatementReconciliation = {
  openingValue: Cents;
  contributions: Cents;
  memberContributions: Cents;
  employerContributions: Cents;
  transfersIn: Cents;
  switchesIn: Cents;
  withdrawals: Cents;
  fees: Cents;
  switchesOut: Cents;
  investmentReturn: Cents;
  closingValue: Cents;
  summary: TransactionSummary;
  /**
   * The member's return over the period after every charge the member bears (DESIGN §1e): the
   * IRR panel's figure for the same dates, annualised and over the period, in percent with two
   * decimals; null where the flows have no single rate.
   */
  memberReturn: { annualisedPct: number; periodPct: number } | null;
};

export function statementReconciliation(input: {
  /** The period's first day: the opening value is at the end of the day before it. */
  from: string;
  /** The period's last day: the closing value is at its end. */
  to: string;
  openingValue: Cents | number;
  closingValue: Cents | number;
  transactions: readonly StatementTransaction[];
}): StatementReconciliation {
  const flows = periodFlows(input.from, input.to, [input]);
  const totals: Record<StatementTransactionType, number> = {
    contribution: 0,
    transfer_in: 0,
    switch_in: 0,
    withdrawal: 0,
    fee: 0,
    switch_out: 0,
  };
  let employer = 0;
  for (const row of flows.transactions) {
    totals[row.type] += row.amount;
    if (row.type === 'contribution' && contributorOf(row.name) === 'employer')
      employer += row.amount;
  }
  const summary = summaryOfPeriod(flows);
  const rate = xirr(flows.cashFlows);
  return {
    openingValue: toCents(input.openingValue),
    contributions: toCents(totals.contribution),
    memberContributions: toCents(totals.contribution - employer),
    employerContributions: toCents(employer),
    transfersIn: toCents(totals.transfer_in),
    switchesIn: toCents(totals.switch_in),
    // Money out is shown as positive amounts taken away.
    withdrawals: toCents(-totals.withdrawal),
    fees: toCents(-totals.fee),
    switchesOut: toCents(-totals.switch_out),
    investmentReturn: summary.investmentReturn,
    closingValue: toCents(input.closingValue),
    summary,
    memberReturn:
      rate.kind === 'rate'
        ? {
            annualisedPct: ratePercent(rate.rate),
            periodPct: ratePercent(periodReturn(rate.rate, flows.days)),
          }
        : null,
  };
}

/** Whether the reconciliation's identity holds to the cent. */
export function reconciles(r: StatementReconciliation): boolean {
  return (
    r.openingValue +
      r.contributions +
      r.transfersIn +
      r.switchesIn -
      r.withdrawals -
      r.fees -
      r.switchesOut +
      r.investmentReturn ===
    r.closingValue
  );
}

/** The year a statement is filed under (the year its period ends in). */
export function statementYear(period: Pick<StatementPeriod, 'end'>): number {
  return parseIsoDate(period.end).year;
}

/** A statement's name as the member sees it, e.g. 'Annual benefit statement 1 Mar 2025 – 28 Feb 2026'. */
export function statementName(period: StatementPeriod): string {
  return `${STATEMENT_TYPE_NAMES[period.type]} ${formatDisplayDate(period.start)} – ${formatDisplayDate(period.end)}`;
}
