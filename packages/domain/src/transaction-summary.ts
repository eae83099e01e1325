import { toCents, type Cents } from './money';
import { periodFlows, type DatedAmount, type PeriodFlows } from './period';

// spec 2 §3 and spec 3 §2.3: the five figures of the transaction summary. Transactions are signed
// from the fund's side (DESIGN §1a): contributions, transfers in and switch-ins positive;
// withdrawals, fees and switch-outs negative. The investment return is what is left, so that
//   opening + money in − money out + investment return = closing, to the cent.
// The period is "from A to B" as every figure reads it (period.ts): opening at the end of A − 1,
// transactions A to B inclusive, closing at the end of B.

export type TransactionSummary = {
  openingBalance: Cents;
  contributionsAndSwitches: Cents;
  withdrawalsFeesAndExpenses: Cents;
  investmentReturn: Cents;
  closingBalance: Cents;
};

/** The five figures of a period's flows (`periodFlows`). */
export function summaryOfPeriod(flows: PeriodFlows): TransactionSummary {
  return {
    openingBalance: toCents(flows.openingValue),
    contributionsAndSwitches: toCents(flows.moneyIn),
    withdrawalsFeesAndExpenses: toCents(flows.moneyOut),
    investmentReturn: toCents(flows.investmentReturn),
    closingBalance: toCents(flows.closingValue),
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
