import type { InternalRateOfReturn } from '@portal/contract/fund-details';
import { randFromCents } from '@portal/domain/money';
import { periodFlows } from '@portal/domain/period';
import { periodReturn, ratePercent, xirr } from '@portal/domain/xirr';
import type { FundWindow } from './fund-valuation';

/**
 * spec 2 §2 IRR panel, DESIGN §1a and §1e: the member's annualised return after charges over the
 * period from the start to the end date (domain `periodFlows`: the opening value paid in at the
 * end of the day before the start date, the money put in and paid out dated start to end with its
 * sign turned — charges and switches are not flows — and the closing value received at the end of
 * the end date), solved by the domain's XIRR. The period
 * return is that rate over the same span (the day before the start to the end date), not
 * annualised.
 */
export function internalRateOfReturn(
  window: Omit<FundWindow, 'transactions'> & {
    /** The window's transactions, or each day's total (XIRR adds a day's amounts together). */
    transactions: readonly Pick<
      FundWindow['transactions'][number],
      'date' | 'type' | 'amountCents'
    >[];
  },
): InternalRateOfReturn {
  const { startDate, endDate, openingValue, closingValue } = window;
  const period = periodFlows(startDate, endDate, [
    {
      openingValue,
      closingValue,
      transactions: window.transactions.map((row) => ({
        date: row.date,
        type: row.type,
        amount: row.amountCents,
      })),
    },
  ]);
  const result = xirr(period.cashFlows);
  const base = {
    openingValue: randFromCents(openingValue),
    closingValue: randFromCents(closingValue),
    calcStartDate: startDate,
    calcEndDate: endDate,
  };
  if (result.kind !== 'rate') {
    // No transactions and no value: 'unavailable'; several rates fit the flows: 'ambiguous'.
    // Neither has one percentage to show.
    return { ...base, irrStatus: result.kind, irrPct: null, periodReturnPct: null };
  }
  return {
    ...base,
    irrStatus: 'rate',
    irrPct: ratePercent(result.rate),
    periodReturnPct: ratePercent(periodReturn(result.rate, period.days)),
  };
}
