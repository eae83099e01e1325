import { z } from 'zod';
import { messages } from './messages';
import { CENTS_PER_RAND, centsFromRand, type Cents } from './money';
import { decimalPlacesOf, readNumberInput } from './number-input';
import {
  MAX_ANNUAL_TAXABLE_INCOME_CENTS,
  maxWithdrawalMessage,
  savingsWithdrawalAmountProblem,
  savingsWithdrawalFieldLabels,
} from './savings-withdrawal';

// The savings withdrawal's form schemas (spec 3 §5), apart from its rules (savings-withdrawal.ts):
// a page that shows a claim or an estimate formats with the rules and loads no schema library.

type RandProblem = 'blank' | 'not-number' | 'decimals' | 'too-large';
type RandInput = { readonly cents: Cents } | { readonly problem: RandProblem };

/** Beyond this many rand the cents would no longer be exact integers. */
const LARGEST_RAND_INPUT = Math.floor(Number.MAX_SAFE_INTEGER / CENTS_PER_RAND);

/** A typed rand amount ('R 12 000.50', 12000.5) read to cents, or why it cannot be. */
function readRandInput(value: unknown): RandInput {
  const number = readNumberInput(value);
  if (number === undefined) return { problem: 'blank' };
  if (!Number.isFinite(number)) return { problem: 'not-number' };
  // spec 3 §5: currency inputs take digits and a decimal point; cents are the finest amount.
  if (decimalPlacesOf(typeof value === 'string' ? value.replace(/[\sR]/gi, '') : value) > 2)
    return { problem: 'decimals' };
  if (Math.abs(number) > LARGEST_RAND_INPUT) return { problem: 'too-large' };
  return { cents: centsFromRand(number) };
}

/** The message for a typed amount that is not a usable number of rand. */
function randProblemMessage(problem: RandProblem, blank: string, tooLarge: string): string {
  switch (problem) {
    case 'blank':
      return blank;
    case 'too-large':
      return tooLarge;
    case 'decimals':
      return messages.maxDecimalPlaces(2);
    case 'not-number':
      return messages.invalidNumber;
  }
}

/** spec 3 §5: the withdrawal amount field, in rand as typed, out in cents. */
export function savingsWithdrawalAmountSchema(potCents: Cents | number) {
  return z.unknown().transform((value, context): Cents => {
    const read = readRandInput(value);
    const problem =
      'cents' in read
        ? savingsWithdrawalAmountProblem(read.cents, potCents)
        : randProblemMessage(
            read.problem,
            messages.required(savingsWithdrawalFieldLabels.amount),
            maxWithdrawalMessage(potCents),
          );
    if ('cents' in read && problem === null) return read.cents;
    context.addIssue({ code: 'custom', message: problem ?? messages.invalidNumber });
    return z.NEVER;
  });
}

/**
 * spec 3 §5 "income": the member's annual taxable income, needed for the tax estimate (SARS taxes
 * the withdrawal on top of it). Missing: 'Please ensure that the taxable income field is
 * populated.'; 0 is allowed (a member may earn nothing else); below 0 is refused.
 */
export function annualTaxableIncomeSchema() {
  return z.unknown().transform((value, context): Cents => {
    const read = readRandInput(value);
    if ('cents' in read && read.cents >= 0 && read.cents <= MAX_ANNUAL_TAXABLE_INCOME_CENTS)
      return read.cents;
    context.addIssue({
      code: 'custom',
      message:
        'cents' in read
          ? read.cents < 0
            ? messages.positiveNumber
            : messages.maxRand(MAX_ANNUAL_TAXABLE_INCOME_CENTS / CENTS_PER_RAND)
          : randProblemMessage(
              read.problem,
              messages.taxableIncome,
              messages.maxRand(MAX_ANNUAL_TAXABLE_INCOME_CENTS / CENTS_PER_RAND),
            ),
    });
    return z.NEVER;
  });
}

/** The savings withdrawal form: amount and annual taxable income, both out in cents. */
export function savingsWithdrawalFormSchema(potCents: Cents | number) {
  return z.object({
    amount: savingsWithdrawalAmountSchema(potCents),
    annualTaxableIncome: annualTaxableIncomeSchema(),
  });
}
export type SavingsWithdrawalForm = z.output<ReturnType<typeof savingsWithdrawalFormSchema>>;
