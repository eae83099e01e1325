import { ageOn, formatDisplayDate, taxYearOf } from './dates';
import { inflatedTargetCents } from './goals';
import { messages } from './messages';
import {
  CENTS_PER_RAND,
  centsFromRand,
  percentFromBasisPoints,
  randFromCents,
  toCents,
  type Cents,
} from './money';
import { decimalPlacesOf, readNumberInput } from './number-input';
import { SAVINGS_WITHDRAWAL_MINIMUM_CENTS } from './savings-withdrawal-limits';
import { monthsToRetirement, savingsWithdrawalCost, type ProjectionInputs } from './projection';
import { CPI_BP } from './projection-assumptions';
import { marginalTaxOnLumpSum, taxTableFor } from './sa-income-tax';

// The two-pot savings withdrawal claim (reference sa-tax-banking.md "Two-pot rules"; spec 3 §3
// claim draft, §5 messages, §9 constants): the amount a member may take, what it costs in fees and
// tax now, and what it costs at retirement (the one projection's figure). Whether a claim may be started at all:
// savings-claim-eligibility.ts.

// The limits are a module of their own, which a claim's page reads without the estimate's
// projection; they are offered here with the rest of the rules.
export {
  DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS,
  SAVINGS_WITHDRAWAL_MINIMUM_CENTS,
} from './savings-withdrawal-limits';

export const savingsWithdrawalFieldLabels = {
  amount: 'Withdrawal amount',
  annualTaxableIncome: 'Annual taxable income',
} as const;

/**
 * spec 3 §5 "max exceeded": 'Please enter a number less than or equal to R{amount}' with the pot
 * balance. Numbers in messages use space thousands (spec-readings "Numbers in messages"); a balance
 * with cents shows both decimals ('R12 345.50'), which the shared template would write as '.5'.
 */
export function maxWithdrawalMessage(potCents: Cents | number): string {
  const text = messages.maxRand(randFromCents(potCents));
  return potCents % CENTS_PER_RAND !== 0 && potCents % 10 === 0 ? `${text}0` : text;
}

/** The amount's problem in cents against the rules, or null: minimum R2 000, at most the pot. */
export function savingsWithdrawalAmountProblem(
  amountCents: Cents | number,
  potCents: Cents | number,
): string | null {
  if (amountCents < SAVINGS_WITHDRAWAL_MINIMUM_CENTS)
    return messages.minWithdrawal(randFromCents(SAVINGS_WITHDRAWAL_MINIMUM_CENTS));
  if (amountCents > potCents) return maxWithdrawalMessage(potCents);
  return null;
}

/**
 * The largest annual taxable income the estimate takes: R100 million a year, far above any
 * member's (the top tax bracket starts below R2 million), so a typing slip cannot reach the tax
 * tables with a number no one earns.
 */
export const MAX_ANNUAL_TAXABLE_INCOME_CENTS = 100_000_000_00;

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

/** What a typed amount reads as: its cents, or the message that says why it cannot be used. */
export type TypedAmount = { readonly cents: Cents } | { readonly message: string };

/** spec 3 §5: the withdrawal amount field, in rand as typed: its cents, or its message. */
export function readWithdrawalAmount(value: unknown, potCents: Cents | number): TypedAmount {
  const read = readRandInput(value);
  const problem =
    'cents' in read
      ? savingsWithdrawalAmountProblem(read.cents, potCents)
      : randProblemMessage(
          read.problem,
          messages.required(savingsWithdrawalFieldLabels.amount),
          maxWithdrawalMessage(potCents),
        );
  if ('cents' in read && problem === null) return { cents: read.cents };
  return { message: problem ?? messages.invalidNumber };
}

/**
 * spec 3 §5 "income": the member's annual taxable income, needed for the tax estimate (SARS taxes
 * the withdrawal on top of it). Missing: 'Please ensure that the taxable income field is
 * populated.'; 0 is allowed (a member may earn nothing else); below 0 is refused.
 */
export function readAnnualTaxableIncome(value: unknown): TypedAmount {
  const read = readRandInput(value);
  if ('cents' in read && read.cents >= 0 && read.cents <= MAX_ANNUAL_TAXABLE_INCOME_CENTS)
    return { cents: read.cents };
  return {
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
  };
}

export type SavingsWithdrawalEstimateInput = {
  readonly amountCents: Cents | number;
  readonly feeCents: Cents | number;
  readonly annualTaxableIncomeCents: Cents | number;
  readonly claimDate: string;
  readonly dateOfBirth: string;
};

export type SavingsWithdrawalEstimate = {
  readonly amountCents: Cents;
  /** The fee taken from the amount (never more than the amount). */
  readonly feeCents: Cents;
  /** Amount less the fee: what is added to the year's taxable income. */
  readonly taxableAmountCents: Cents;
  /** Marginal tax on the taxable amount, from the table of the claim date's tax year. */
  readonly taxCents: Cents;
  /** What reaches the member's bank account: amount − fee − tax. */
  readonly netCents: Cents;
  /** The tax year whose table was used ('2026/27'). */
  readonly taxTableUsed: string;
  /** The tax year of the claim date ('2027/28'). */
  readonly taxYearOfClaim: string;
  /** The claim date's tax year has no table yet: the latest table stands in. */
  readonly isLatestTableFallback: boolean;
  /** Age on the last day of the claim's tax year (Income Tax Act s6(2): rebates by age). */
  readonly ageForRebates: number;
};

/**
 * The cash estimate shown before a member claims. The tax is on the amount after the fee (the fee
 * is taken from the amount before it is paid), added to the income the member declares; SARS's
 * directive may differ: it uses the higher of that and the income it knows, and takes any tax
 * debt. What the withdrawal costs at retirement is the one projection's
 * ({@link savingsWithdrawalCostAtRetirement}), never a growth rate of its own (DESIGN §1e).
 */
export function savingsWithdrawalEstimate(
  input: SavingsWithdrawalEstimateInput,
): SavingsWithdrawalEstimate {
  const amountCents = toCents(input.amountCents);
  if (amountCents < 0) throw new RangeError(`Negative withdrawal amount: ${amountCents}`);
  if (input.feeCents < 0) throw new RangeError(`Negative fee: ${input.feeCents}`);
  const feeCents = toCents(Math.min(input.feeCents, amountCents));
  const taxableAmountCents = toCents(amountCents - feeCents);
  const choice = taxTableFor(input.claimDate);
  const ageForRebates = ageOn(input.dateOfBirth, taxYearOf(input.claimDate).end);
  const taxCents = marginalTaxOnLumpSum(
    Math.max(0, input.annualTaxableIncomeCents),
    taxableAmountCents,
    choice.table,
    ageForRebates,
  );
  return {
    amountCents,
    feeCents,
    taxableAmountCents,
    taxCents,
    netCents: toCents(taxableAmountCents - taxCents),
    taxTableUsed: choice.usedTaxYear,
    taxYearOfClaim: choice.taxYearOfDate,
    isLatestTableFallback: choice.isLatestAvailable,
    ageForRebates,
  };
}

export type SavingsWithdrawalCostAtRetirement = {
  /** The income a month given up, in today's money (expected returns); null for no income. */
  readonly monthlyIncomeGivenUpCents: Cents | null;
  /** The value at retirement given up, in today's money (expected returns). */
  readonly valueGivenUpCents: Cents;
  /** The same value in the money of the retirement date (prices rising by {@link CPI_BP}). */
  readonly valueGivenUpThenCents: Cents;
  readonly retirementDate: string;
  readonly monthsToRetirement: number;
  /** The expected real return a year after charges the projection grows at, basis points. */
  readonly expectedRealReturnBp: number;
  /** The inflation a year behind "today's money", in percent. */
  readonly inflationPercent: number;
};

/**
 * What taking `grossCents` from the savings pot now costs at retirement: the member's own
 * projection with and without it (DESIGN §1e "One projection": the withdrawal's cost is the same
 * projection the dashboard and the calculators show), expected returns, in today's money.
 */
export function savingsWithdrawalCostAtRetirement(
  inputs: ProjectionInputs,
  grossCents: Cents | number,
): SavingsWithdrawalCostAtRetirement {
  const cost = savingsWithdrawalCost(inputs, grossCents);
  const months = monthsToRetirement(inputs);
  const inflationPercent = CPI_BP.value / 100;
  return {
    monthlyIncomeGivenUpCents:
      cost.monthlyIncomeGivenUpCents === null ? null : toCents(cost.monthlyIncomeGivenUpCents),
    valueGivenUpCents: toCents(cost.valueGivenUpCents),
    valueGivenUpThenCents: inflatedTargetCents(
      toCents(cost.valueGivenUpCents),
      inflationPercent,
      months,
    ),
    retirementDate: inputs.retirementDate,
    monthsToRetirement: months,
    expectedRealReturnBp: inputs.expectedRealReturnBp,
    inflationPercent,
  };
}

/**
 * The cost at retirement in words, with its amounts already written (so that a hidden amount stays
 * hidden): the income a month given up and the savings at retirement given up, in today's money.
 */
export function savingsWithdrawalCostText(amounts: {
  readonly monthlyIncomeGivenUp: string | null;
  readonly valueGivenUp: string;
}): string {
  if (amounts.monthlyIncomeGivenUp === null)
    return `This withdrawal lowers your savings at retirement by about ${amounts.valueGivenUp} in today's money (expected returns).`;
  return `This withdrawal lowers your retirement income by about ${amounts.monthlyIncomeGivenUp} a month in today's money (expected returns), and your savings at retirement by ${amounts.valueGivenUp}.`;
}

/** How the cost at retirement is worked out, for the member, in full sentences. */
export function savingsWithdrawalCostBasis(
  cost: Pick<
    SavingsWithdrawalCostAtRetirement,
    'retirementDate' | 'monthsToRetirement' | 'expectedRealReturnBp' | 'inflationPercent'
  >,
): string {
  if (cost.monthsToRetirement === 0)
    return `Your retirement date (${formatDisplayDate(cost.retirementDate)}) is not after today, so the amount would not grow before you retire. This is an estimate, not a guarantee.`;
  return `Worked out with the same projection as your retirement income: the amount left in your savings pot growing by ${percentText(cost.expectedRealReturnBp)} a year above inflation after charges (expected returns) until you retire on ${formatDisplayDate(cost.retirementDate)}. Today's money allows for prices rising by ${percentText(cost.inflationPercent * 100)} a year. This is an estimate, not a guarantee: actual returns and inflation may be higher or lower.`;
}

function percentText(bp: number): string {
  return `${bp / 100}%`;
}

/**
 * The estimate's disclaimer (the claims issue, step 2): SARS decides the final tax in its tax
 * directive and deducts any tax the member owes it.
 */
export const SAVINGS_ESTIMATE_DISCLAIMER =
  'This is an estimate. SARS decides the final tax when it issues the tax directive for your claim: it uses the higher of the income you declared and the income it knows of, and it deducts any tax debt you owe SARS from the payment. The amount paid to you may therefore differ.';

/** Said when the claim's tax year has no SARS table yet and an earlier year's table was used. */
export function taxTableNote(estimate: {
  readonly isLatestTableFallback: boolean;
  readonly taxYearOfClaim: string;
  readonly taxTableUsed: string;
}): string | null {
  if (!estimate.isLatestTableFallback) return null;
  return `SARS has not yet published the tax tables for the ${estimate.taxYearOfClaim} tax year, so this estimate uses the ${estimate.taxTableUsed} tax tables.`;
}

/**
 * The marginal rate on the withdrawal, as a percentage: the rate of the tax bracket its last rand
 * falls in (income plus the amount after the fee), or 0 when the withdrawal attracts no tax.
 */
export function marginalRatePercent(
  annualTaxableIncomeCents: Cents | number,
  taxableAmountCents: Cents | number,
  taxCents: Cents | number,
  claimDate: string,
): number {
  if (taxCents <= 0 || taxableAmountCents <= 0) return 0;
  const top = Math.max(0, annualTaxableIncomeCents) + taxableAmountCents;
  const { table } = taxTableFor(claimDate);
  const bracket = [...table.brackets].reverse().find((b) => top > b.aboveCents);
  if (bracket === undefined) return 0;
  return percentFromBasisPoints(bracket.rateBp);
}
