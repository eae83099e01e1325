import { z } from 'zod';
import {
  addDays,
  ageOn,
  formatDisplayDate,
  isAfter,
  isBefore,
  taxYearOf,
  wholeMonthsBetween,
} from './dates';
import { divideRoundHalfAwayFromZero } from './decimal';
import { messages } from './messages';
import {
  CENTS_PER_RAND,
  centsFromRand,
  formatRand,
  randFromCents,
  toBasisPoints,
  toCents,
  type BasisPoints,
  type Cents,
} from './money';
import { marginalTaxOnLumpSum, taxTableFor } from './sa-income-tax';
import { decimalPlacesOf, readNumberInput } from './validators';

// The two-pot savings withdrawal claim (reference sa-tax-banking.md "Two-pot rules"; spec 3 §3
// claim draft, §5 messages, §9 constants): the amount a member may take, what it costs in fees and
// tax, what it might have grown to, and whether a claim may be started at all.

/** Reference "Two-pot rules": at least R2 000 before fees and tax (spec 3 §5 "min withdrawal"). */
export const SAVINGS_WITHDRAWAL_MINIMUM_CENTS = toCents(200_000);
/**
 * Reference "Two-pot rules": administrators charge a fee per withdrawal, taken from the amount,
 * for example R250 online (R350 on paper). The fee is configurable: callers pass it in.
 */
export const DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS = toCents(25_000);
/**
 * The growth assumed for "what it could grow to if left invested" (our choice; the sources are
 * silent): 10 % a year, nominal (before inflation and fees), compounded monthly.
 */
export const SAVINGS_GROWTH_ASSUMPTION_BP = toBasisPoints(1_000);

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
    if ('cents' in read && read.cents >= 0) return read.cents;
    context.addIssue({
      code: 'custom',
      message:
        'cents' in read
          ? messages.positiveNumber
          : randProblemMessage(read.problem, messages.taxableIncome, messages.invalidNumber),
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

export type SavingsWithdrawalEstimateInput = {
  readonly amountCents: Cents | number;
  readonly feeCents: Cents | number;
  readonly annualTaxableIncomeCents: Cents | number;
  readonly claimDate: string;
  readonly dateOfBirth: string;
  readonly normalRetirementDate: string;
  /** Annual nominal growth assumed; {@link SAVINGS_GROWTH_ASSUMPTION_BP} when not given. */
  readonly growthRateBp?: BasisPoints | number;
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
  readonly growthRateBp: BasisPoints;
  readonly monthsToRetirement: number;
  /** The whole amount grown at the assumed rate, monthly, to the normal retirement date. */
  readonly growthIfLeftInvestedCents: Cents;
  readonly assumptionText: string;
};

/**
 * The estimate shown before a member claims. The tax is on the amount after the fee (the fee is
 * taken from the amount before it is paid), added to the income the member declares; SARS's
 * directive may differ: it uses the higher of that and the income it knows, and takes any tax debt.
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
  const growthRateBp = toBasisPoints(input.growthRateBp ?? SAVINGS_GROWTH_ASSUMPTION_BP);
  const monthsToRetirement = Math.max(
    0,
    wholeMonthsBetween(input.claimDate, input.normalRetirementDate),
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
    growthRateBp,
    monthsToRetirement,
    growthIfLeftInvestedCents: compoundMonthly(amountCents, growthRateBp, monthsToRetirement),
    assumptionText: growthAssumptionText(growthRateBp, input.claimDate, input.normalRetirementDate),
  };
}

/**
 * `amountCents` grown for `months` at `annualRateBp` a year nominal, compounded monthly
 * (rate ÷ 12 each month), worked exactly in integers and rounded once, half away from zero.
 */
export function compoundMonthly(
  amountCents: Cents | number,
  annualRateBp: BasisPoints | number,
  months: number,
): Cents {
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`Not a month count: ${months}`);
  // 1 + r/12 with r in basis points is (120 000 + r) / 120 000.
  const denominator = 120_000n;
  const factor = denominator + BigInt(toBasisPoints(annualRateBp));
  if (factor < 0n) throw new RangeError(`Growth rate below −1 200 %: ${annualRateBp}`);
  const power = BigInt(months);
  return toCents(
    divideRoundHalfAwayFromZero(
      BigInt(toCents(amountCents)) * factor ** power,
      denominator ** power,
    ),
  );
}

function percentText(bp: number): string {
  return `${bp / 100}%`;
}

/** The assumption behind the growth figure, for the member, in full sentences. */
export function growthAssumptionText(
  growthRateBp: BasisPoints | number,
  claimDate: string,
  normalRetirementDate: string,
): string {
  if (!isAfter(normalRetirementDate, claimDate))
    return `Your normal retirement date (${formatDisplayDate(normalRetirementDate)}) is not after the claim date, so no growth is shown. The estimate is not a guarantee.`;
  return `If left invested, the amount is assumed to grow by ${percentText(growthRateBp)} a year before inflation, compounded monthly, from ${formatDisplayDate(claimDate)} until your normal retirement date of ${formatDisplayDate(normalRetirementDate)}. This is an estimate, not a guarantee: actual returns may be higher or lower.`;
}

export type SavingsClaimEligibilityInput = {
  readonly savingsPotCents: Cents | number;
  /** Dates of savings withdrawals from this contract; only those in today's tax year count. */
  readonly withdrawalsThisTaxYear: readonly string[];
  readonly hasClaimInProgress: boolean;
  /** A court order or a section 37D deduction holds the membership. */
  readonly isBlocked: boolean;
  readonly today: string;
};

export const SAVINGS_CLAIM_REFUSALS = [
  'blocked',
  'claim-in-progress',
  'already-withdrawn-this-tax-year',
  'pot-below-minimum',
] as const;
export type SavingsClaimRefusal = (typeof SAVINGS_CLAIM_REFUSALS)[number];

export type SavingsClaimEligibility =
  | { readonly isAllowed: true }
  | { readonly isAllowed: false; readonly code: SavingsClaimRefusal; readonly reason: string };

/**
 * Whether a member may start a savings withdrawal claim today (reference "Two-pot rules": at least
 * R2 000, once per tax year per contract; court and maintenance orders decline a claim). One reason
 * is given, the first of: a block, a claim in progress, a withdrawal this tax year, a small pot.
 */
export function savingsClaimEligibility(
  input: SavingsClaimEligibilityInput,
): SavingsClaimEligibility {
  const { today } = input;
  if (input.isBlocked)
    return refuse(
      'blocked',
      'There is a hold on your membership, such as a court order or a deduction the fund must make under section 37D of the Pension Funds Act, so you cannot make a savings withdrawal online. Please contact your fund administrator for help.',
    );
  if (input.hasClaimInProgress)
    return refuse(
      'claim-in-progress',
      'You already have a savings withdrawal claim in progress for this fund. You can make a new claim once that claim has been paid or cancelled.',
    );
  const taxYear = taxYearOf(today);
  const hasWithdrawn = input.withdrawalsThisTaxYear.some(
    (date) => !isBefore(date, taxYear.start) && !isAfter(date, taxYear.end),
  );
  if (hasWithdrawn)
    return refuse(
      'already-withdrawn-this-tax-year',
      `You have already made a savings withdrawal from this fund in this tax year (${formatDisplayDate(taxYear.start)} to ${formatDisplayDate(taxYear.end)}). Only one savings withdrawal is allowed per tax year, so you can make your next one from ${formatDisplayDate(addDays(taxYear.end, 1))}.`,
    );
  if (input.savingsPotCents < SAVINGS_WITHDRAWAL_MINIMUM_CENTS)
    return refuse(
      'pot-below-minimum',
      `Your savings pot balance of ${formatRand(Math.max(0, input.savingsPotCents))} is less than the minimum withdrawal of ${formatRand(SAVINGS_WITHDRAWAL_MINIMUM_CENTS)}, so you cannot make a savings withdrawal yet.`,
    );
  return { isAllowed: true };
}

function refuse(code: SavingsClaimRefusal, reason: string): SavingsClaimEligibility {
  return { isAllowed: false, code, reason };
}
