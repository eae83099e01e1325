import type { InternalRateOfReturn } from '@portal/contract/fund-details';
import { daysBetween } from '@portal/domain/dates';
import { randFromCents } from '@portal/domain/money';
import { fundCashFlows, periodReturn, ratePercent, xirr } from '@portal/domain/xirr';
import type { FundWindow } from './fund-valuation';

/**
 * spec 2 §2 IRR panel, DESIGN §1a: the annualised rate of the investor's flows over the window —
 * the opening value paid in on the start date, each transaction with its sign turned (a
 * contribution, positive for the fund, is money the member paid in), and the closing value
 * received on the end date — solved by the domain's XIRR. The period return is that rate over
 * the window's days (start to end date, XIRR's span), not annualised.
 */
export function internalRateOfReturn(window: FundWindow): InternalRateOfReturn {
  const { startDate, endDate, openingValue, closingValue } = window;
  const flows = fundCashFlows({
    startDate,
    endDate,
    openingValue,
    closingValue,
    transactions: window.transactions.map((row) => ({ date: row.date, amount: row.amountCents })),
  });
  const result = xirr(flows);
  const base = {
    openingValue: randFromCents(openingValue),
    closingValue: randFromCents(closingValue),
    calcStartDate: startDate,
    calcEndDate: endDate,
  };
  if (result.kind !== 'rate') {
    // No transactions and no value (or a window too short for a rate): 'unavailable'; several
    // rates fit the flows: 'ambiguous'. Neither has one percentage to show.
    return { ...base, irrStatus: result.kind, irrPct: null, periodReturnPct: null };
  }
  return {
    ...base,
    irrStatus: 'rate',
    irrPct: ratePercent(result.rate),
    periodReturnPct: ratePercent(periodReturn(result.rate, daysBetween(startDate, endDate))),
  };
}
