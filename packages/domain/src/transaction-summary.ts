import { toCents, type Cents } from './money';
import { periodFlows, type DatedAmount, type PeriodFlows } from './period';

// spec 2 §3 and spec 3 §2.3: the five figures of the transaction summary. Transactions are signed
// from the fund's side (DESIGN §1a). Money in is what was put in (contributions, transfers in);
// money out is what was paid to or for the member and the fund's charges (withdrawals, fees,
// premiums); a switch between the fund's portfolios or pots is neither (DESIGN §1e): its two legs
// net to nothing and are reported beside the five figures. The investment return is what the
// portfolios earned after their own charges (TER, "Investment Fees", which the money-out line
// excludes), so that
//   opening + money in − money out + investment return = closing, to the cent.
// The period is "from A to B" as every figure reads it (period.ts): opening at the end of A − 1,
// transactions A to B inclusive, closing at the end of B.

export type TransactionSummary = {
  openingBalance: Cents;
  contributionsAndSwitches: Cents;
  withdrawalsFeesAndExpenses: Cents;
  investmentReturn: Cents;
  closingBalance: Cents;
  /** Money moved between the fund's portfolios or pots in the period (each switch counted once). */
  switched: Cents;
};

/** The five figures of a period's flows (`periodFlows`). */
export function summaryOfPeriod(flows: PeriodFlows): TransactionSummary {
  return {
    openingBalance: toCents(flows.openingValue),
    // Switches net to nothing within a fund; whatever is left of them (never, for whole funds)
    // stays on the money-in line so the five figures still add up.
    contributionsAndSwitches: toCents(flows.moneyIn + flows.switchesIn - flows.switchesOut),
    withdrawalsFeesAndExpenses: toCents(flows.moneyOut + flows.charges),
    investmentReturn: toCents(flows.growthBeforeCharges),
    closingBalance: toCents(flows.closingValue),
    switched: toCents(Math.max(flows.switchesIn, flows.switchesOut)),
  };
}

/**
 * The summary of the period from `from` to `to`: only transactions from A to B inclusive count
 * (DESIGN §1a; spec 2 §2: "only transactions within the selected period").
 */
export function transactionSummary(input: {
  from: string;
  to: string;
  openingValue: Cents | number;
  closingValue: Cents | number;
  transactions: readonly DatedAmount[];
}): TransactionSummary {
  const { from, to, openingValue, closingValue, transactions } = input;
  return summaryOfPeriod(periodFlows(from, to, [{ openingValue, closingValue, transactions }]));
}
