import { isAfter, isBefore } from './dates';
import { toCents, type Cents } from './money';

// spec 2 §3 and spec 3 §2.3: the five figures of the transaction summary. Transactions are signed
// from the fund's side (DESIGN §1a): contributions, transfers in and switch-ins positive;
// withdrawals, fees and switch-outs negative. The investment return is what is left, so that
//   opening + money in − money out + investment return = closing, to the cent.

export type TransactionSummary = {
  openingBalance: Cents;
  contributionsAndSwitches: Cents;
  withdrawalsFeesAndExpenses: Cents;
  investmentReturn: Cents;
  closingBalance: Cents;
};

export type DatedAmount = { date: string; amount: Cents | number };

/**
 * The summary of a window. With `startDate` and `endDate`, only transactions from start to end
 * inclusive count (DESIGN §1a; spec 2 §2: "only transactions within the selected period").
 */
export function transactionSummary(input: {
  openingValue: Cents | number;
  closingValue: Cents | number;
  transactions: readonly DatedAmount[];
  startDate?: string;
  endDate?: string;
}): TransactionSummary {
  const { openingValue, closingValue, transactions, startDate, endDate } = input;
  let moneyIn = 0;
  let moneyOut = 0;
  for (const { date, amount } of transactions) {
    if (startDate !== undefined && isBefore(date, startDate)) continue;
    if (endDate !== undefined && isAfter(date, endDate)) continue;
    if (amount > 0) moneyIn += amount;
    else moneyOut -= amount;
  }
  return {
    openingBalance: toCents(openingValue),
    contributionsAndSwitches: toCents(moneyIn),
    withdrawalsFeesAndExpenses: toCents(moneyOut),
    investmentReturn: toCents(closingValue - openingValue - moneyIn + moneyOut),
    closingBalance: toCents(closingValue),
  };
}
