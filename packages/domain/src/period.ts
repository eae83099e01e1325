import { addDays, daysBetween, isAfter, isBefore } from './dates';
import type { CashFlow } from './xirr';

// "From A to B", one meaning for every figure of a period (DESIGN §1a "Money in a fund", §1e;
// docs/decisions/spec-readings.md): the opening value is the value at the end of the day before A,
// every transaction dated A to B inclusive is in the period, and the closing value is the value at
// the end of B. The fund IRR, the combined return of several funds, the transaction summary and a
// statement's reconciliation all take their flows from `periodFlows`, so they agree to the cent.
// The member's return is after charges: only money put in and paid out are flows (`movementOf`).

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

/** The kinds of transaction a fund books (DESIGN §1a). */
export const TRANSACTION_TYPES = [
  'contribution',
  'transfer_in',
  'switch_in',
  'withdrawal',
  'fee',
  'switch_out',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * The names of the fund's own charges' rows (`fee` transactions): the flat administration fee,
 * the asset-based fee, and the group risk premium that pays for the fund's cover.
 */
export const FEE_NAMES = {
  admin: 'Administration fee',
  asset: 'Asset-based administration fee',
  risk: 'Group risk benefit premium',
} as const;

/**
 * What a transaction is to the member's return (DESIGN §1e, docs/decisions/038-the-members-return-after-charges.md):
 * - 'paid-in': money the member (or the employer for the member) put in: contributions, transfers in;
 * - 'paid-out': money paid out to or for the member: withdrawals and claims (gross of the member's
 *   tax, net of the withdrawal fee), transfers out, annuity income;
 * - 'charge': a charge the member bears (administration and asset-based fees, risk premiums, the
 *   withdrawal fee): it stays inside the return, never a flow;
 * - 'switch': money moved between the fund's own portfolios or pots: neither in nor out.
 */
export type Movement = 'paid-in' | 'paid-out' | 'charge' | 'switch';

export function movementOf(type: TransactionType): Movement {
  switch (type) {
    case 'contribution':
    case 'transfer_in':
      return 'paid-in';
    case 'withdrawal':
      return 'paid-out';
    case 'fee':
      return 'charge';
    case 'switch_in':
    case 'switch_out':
      return 'switch';
  }
}

/** An amount on a date, signed from the fund's side (DESIGN §1a): money in positive. */
export type DatedAmount = { date: string; amount: number; type: TransactionType };

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
  /** Money put in (contributions, transfers in), added up. */
  moneyIn: number;
  /** Money paid out to or for the member (withdrawals, claims, annuity income), as a positive number. */
  moneyOut: number;
  /** The charges the member bore (fees, risk premiums, the withdrawal fee), as a positive number. */
  charges: number;
  /** Money switched into portfolios or pots of these funds, added up. */
  switchesIn: number;
  /** Money switched out of portfolios or pots of these funds, as a positive number. */
  switchesOut: number;
  /**
   * The member's investment return in rand, after every charge the member bears:
   * closing − opening − money in + money out − (switches in − switches out).
   */
  investmentReturn: number;
  /** What the portfolios earned before the fund's charges (after their own TER): return + charges. */
  growthBeforeCharges: number;
  /**
   * The member's flows for XIRR (spec 2 §2 IRR panel, DESIGN §1e): the opening value paid in at
   * the end of A − 1, each day's money put in and paid out with its sign turned (money the fund
   * received is money the member paid in; same-day amounts added together; charges and switches
   * are not flows), and the closing value received at the end of B; oldest first.
   */
  cashFlows: CashFlow[];
};

/** −amount, without a negative zero. */
function turned(amount: number): number {
  return amount === 0 ? 0 : -amount;
}

/**
 * The period from `from` to `to` of one or several funds taken together: the opening and closing
 * values added up, the transactions of the period, their money in and out, the charges, the
 * switches, and the member's flows. Transactions dated outside the period are left out, whatever
 * the caller read.
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

  const totals: Record<Movement, { in: number; out: number }> = {
    'paid-in': { in: 0, out: 0 },
    'paid-out': { in: 0, out: 0 },
    charge: { in: 0, out: 0 },
    switch: { in: 0, out: 0 },
  };
  const byDate = new Map<string, number>();
  for (const { date, amount, type } of transactions) {
    const movement = movementOf(type);
    if (amount > 0) totals[movement].in += amount;
    else totals[movement].out -= amount;
    if (movement === 'paid-in' || movement === 'paid-out')
      byDate.set(date, (byDate.get(date) ?? 0) + amount);
  }
  // A reversal (a contribution taken back, a fee refunded) nets within its own kind.
  const moneyIn = totals['paid-in'].in - totals['paid-in'].out;
  const moneyOut = totals['paid-out'].out - totals['paid-out'].in;
  const charges = totals.charge.out - totals.charge.in;
  const switchesIn = totals.switch.in;
  const switchesOut = totals.switch.out;
  const investmentReturn =
    closingValue - openingValue - moneyIn + moneyOut - switchesIn + switchesOut;
  return {
    ...period,
    openingValue,
    closingValue,
    transactions,
    moneyIn,
    moneyOut,
    charges,
    switchesIn,
    switchesOut,
    investmentReturn,
    growthBeforeCharges: investmentReturn + charges,
    cashFlows: [
      { date: period.openingDate, amount: turned(openingValue) },
      ...[...byDate]
        .filter(([, amount]) => amount !== 0)
        .map(([date, amount]) => ({ date, amount: turned(amount) })),
      { date: period.to, amount: closingValue },
    ],
  };
}
