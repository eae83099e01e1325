import { z } from 'zod';
import type { Cents } from './money';
import {
  readAnnualTaxableIncome,
  readWithdrawalAmount,
  type TypedAmount,
} from './savings-withdrawal';

// The savings withdrawal's form schemas (spec 3 §5), apart from its rules (savings-withdrawal.ts,
// which reads the typed amounts): a page that shows a claim or an estimate, or checks the amounts
// as they are typed, loads no schema library.

/** A zod field for a typed amount, read by `read` (savings-withdrawal.ts), out in cents. */
function typedAmount(read: (value: unknown) => TypedAmount) {
  return z.unknown().transform((value, context): Cents => {
    const reading = read(value);
    if ('cents' in reading) return reading.cents;
    context.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  });
}

/** spec 3 §5: the withdrawal amount field, in rand as typed, out in cents. */
export function savingsWithdrawalAmountSchema(potCents: Cents | number) {
  return typedAmount((value) => readWithdrawalAmount(value, potCents));
}

/** spec 3 §5 "income": the annual taxable income field (readAnnualTaxableIncome), out in cents. */
export function annualTaxableIncomeSchema() {
  return typedAmount(readAnnualTaxableIncome);
}

/** The savings withdrawal form: amount and annual taxable income, both out in cents. */
export function savingsWithdrawalFormSchema(potCents: Cents | number) {
  return z.object({
    amount: savingsWithdrawalAmountSchema(potCents),
    annualTaxableIncome: annualTaxableIncomeSchema(),
  });
}
export type SavingsWithdrawalForm = z.output<ReturnType<typeof savingsWithdrawalFormSchema>>;
