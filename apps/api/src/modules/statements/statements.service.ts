import type { TransactionSummaryResponse } from '@portal/contract/statements';
import { transactionSummaryFormSchema } from '@portal/domain/date-ranges';
import { isValidIsoDate, todayInJohannesburg } from '@portal/domain/dates';
import { randFromCents } from '@portal/domain/money';
import { transactionSummary } from '@portal/domain/transaction-summary';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { parseOrBadRequest } from '../../lib/validation';
import { fundWindow } from '../fund-details/fund-valuation';
import { findMembershipIdByCaseKeys } from './statements.repository';

/** spec 2 §3: dateFrom and dateTo are ISO strings; a timestamp is its Johannesburg calendar date. */
export function calendarDateOf(value: string): string {
  return isValidIsoDate(value) ? value : todayInJohannesburg(new Date(value));
}

/**
 * spec 2 §2, §3, §5, spec 3 §2.3: the five figures of a window, by the domain's transaction
 * summary over the same opening and closing values as the IRR (DESIGN §1a). Dates must lie
 * between three years ago and today, From not after To (400 with the domain's messages); the
 * case keys must be the member's own (404).
 */
export async function transactionSummaryOf(
  db: Db,
  memberId: number,
  query: { dateFrom: string; dateTo: string; caseKey: string; caseMemberKey: string },
  today: string,
): Promise<TransactionSummaryResponse> {
  const { dateFrom, dateTo } = parseOrBadRequest(transactionSummaryFormSchema(today), {
    dateFrom: calendarDateOf(query.dateFrom),
    dateTo: calendarDateOf(query.dateTo),
  });
  const membershipId = await findMembershipIdByCaseKeys(
    db,
    memberId,
    query.caseKey,
    query.caseMemberKey,
  );
  if (membershipId === undefined) throw notFound();
  const window = await fundWindow(db, membershipId, dateFrom, dateTo);
  const summary = transactionSummary({
    openingValue: window.openingValue,
    closingValue: window.closingValue,
    transactions: window.transactions.map((row) => ({ date: row.date, amount: row.amountCents })),
    startDate: dateFrom,
    endDate: dateTo,
  });
  return {
    success: true,
    openingBalance: randFromCents(summary.openingBalance),
    contributionsAndSwitches: randFromCents(summary.contributionsAndSwitches),
    withdrawalsFeesAndExpenses: randFromCents(summary.withdrawalsFeesAndExpenses),
    investmentReturn: randFromCents(summary.investmentReturn),
    closingBalance: randFromCents(summary.closingBalance),
  };
}
