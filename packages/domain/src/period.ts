import { addDays, daysBetween, isAfter, isBefore } from './dates';
import type { CashFlow } from './xirr';

// "From A to B", one meaning for every figure of a period (DESIGN §1a "Money in a fund";
// docs/decisions/spec-readings.md): the opening value is the value at the end of the day before A,
// every transaction dated A to B inclusive is in the period, and the closing value is the value at
// the end of B. The fund IRR, the combined return of several funds, the transaction summary and a
// statement's reconciliation all take their flows from `periodFlows`, so they agree to the cent.

export type Period = {
  /** A: the first day whose transactions count. */
  from: string;
  /** B: the last day whose transactions count; the closing value is at its end. */
  to: string;
  /** A − 1: the opening value is the value at the end of this day. */
  openingDate: string;
  /** Days from the opening (end of A − 1) to the closing (end of B), XIRR's span: B − A + 1. */
  days: number;
};

/** The dates of the period from `from` to `to` (From not after To). */
export function periodOf(from: string, to: string): Period {
  const openingDate = addDays(from, -1);
  return { from, to, openingDate, days: daysBetween(openingDate, to) };
}

/** Whether a transaction dated `date` is in the period: from A to B, both included. */
export function isInPeriod(date: string, period: Pick<Period, 'from' | 'to'>): boolean {
  return !isBefore(date, period.from) && !isAfter(date, period.to);
}

/** An amount on a date, signed from the fund's side (DESIGN §1a): money in positive. */
export type DatedAmount = { date: string; amount: number };

/** One fund over a period: its opening and closing values and its transactions (any dates). */
export type FundInPeriod<T extends DatedAmount = DatedAmount> = {
  openingValue: number;
  closingValue: number;
  transactions: readonly T[];
};

export type PeriodFlows<T extends DatedAmount = DatedAmount> = Period & {
  /** All the funds' opening values together. */
  openingValue: number;
  /** All the funds' closing values together. */
  closingValue: number;
  /** Every fund's transactions dated A to B inclusive, oldest first (same day: as given). */
  transactions: T[];
  /** The transactions' money in (positive amounts), added up. */
  moneyIn: number;
  /** The transactions' money out (negative amounts), added up as a positive number. */
  moneyOut: number;
  /** closing − opening − money in + money out: what the markets added over the period. */
  investmentReturn: number;
  /**
   * The investor's flows for XIRR (spec 2 §2 IRR panel): the opening value paid in at the end of
   * A − 1, each day's transactions with their sign turned (money the fund received is money the
   * member paid in; same-day amounts added together), and the closing value received at the end
   * of B; oldest first.
   */
  cashFlows: CashFlow[];
};

/** −amount, without a negative zero. */
function turned(amount: number): number {
  return amount === 0 ? 0 : -amount;
}

/**
 * The period from `from` to `to` of one or several funds taken together: the opening and closing
 * values added up, the transactions of the period, their money in and out, and the investor's
 * flows. Transactions dated outside the period are left out, whatever the caller read.
 */
export function periodFlows<T extends DatedAmount>(
  from: string,
  to: string,
  funds: readonly FundInPeriod<T>[],
): PeriodFlows<T> {
  const period = periodOf(from, to);
  let openingValue = 0;
  let closingValue = 0;
  const transactions: T[] = [];
  for (const fund of funds) {
    openingValue += fund.openingValue;
    closingValue += fund.closingValue;
    for (const transaction of fund.transactions)
      if (isInPeriod(transaction.date, period)) transactions.push(transaction);
  }
  // A stable sort keeps each day's rows in the order the funds gave them.
  transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  let moneyIn = 0;
  let moneyOut = 0;
  const byDate = new Map<string, number>();
  for (const { date, amount } of transactions) {
    if (amount > 0) moneyIn += amount;
    else moneyOut -= amount;
    byDate.set(date, (byDate.get(date) ?? 0) + amount);
  }
  return {
    ...period,
    openingValue,
    closingValue,
    transactions,
    moneyIn,
    moneyOut,
    investmentReturn: closingValue - openingValue - moneyIn + moneyOut,
    cashFlows: [
      { date: period.openingDate, amount: turned(openingValue) },
      ...[...byDate].map(([date, amount]) => ({ date, amount: turned(amount) })),
      { date: period.to, amount: closingValue },
    ],
  };
}
