import { z } from 'zod';
import { messages } from './messages';

// Banks and accounts for paying a claim. Reference sa-tax-banking.md "Banks": the universal
// branch codes; spec 3 §3: bank account types Cheque 1, Savings 2, Foreign 7, and the bank
// verification results INFORMATION MISMATCH, TECHNICAL ERROR, NON-PARTICIPATING BANK, MATCH.

/** Reference sa-tax-banking.md: the main banks and their universal branch codes. */
export const BANKS = [
  { name: 'Absa', branchCode: '632005' },
  { name: 'African Bank', branchCode: '430000' },
  { name: 'Bidvest Bank', branchCode: '462005' },
  { name: 'Capitec', branchCode: '470010' },
  { name: 'Discovery Bank', branchCode: '679000' },
  { name: 'FNB', branchCode: '250655' },
  { name: 'Investec', branchCode: '580105' },
  { name: 'Nedbank', branchCode: '198765' },
  { name: 'Standard Bank', branchCode: '051001' },
  { name: 'TymeBank', branchCode: '678910' },
] as const;
export type Bank = (typeof BANKS)[number];
export type BranchCode = Bank['branchCode'];

export function bankByBranchCode(branchCode: string): Bank | undefined {
  return BANKS.find((bank) => bank.branchCode === branchCode.trim());
}

/** spec 3 §3: bank account types. */
export const BANK_ACCOUNT_TYPES = { Cheque: 1, Savings: 2, Foreign: 7 } as const;
export type BankAccountTypeName = keyof typeof BANK_ACCOUNT_TYPES;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[BankAccountTypeName];

/**
 * A savings withdrawal is paid into a South African account the bank verification service can
 * check (reference: AVS knows cheque/current and savings accounts), so Foreign is refused.
 */
export const SAVINGS_CLAIM_ACCOUNT_TYPES: readonly BankAccountType[] = [
  BANK_ACCOUNT_TYPES.Cheque,
  BANK_ACCOUNT_TYPES.Savings,
];

/**
 * Account number length (our choice; the sources give no rule beyond "digits"): at most 11, the
 * width of the account number in the ACB (BankservAfrica) payment record; at least 6, a floor below
 * the account numbers the listed banks issue, so that no real number is refused here. Whether the
 * account exists is the verification service's answer, not this check's.
 */
export const ACCOUNT_NUMBER_MIN_DIGITS = 6;
export const ACCOUNT_NUMBER_MAX_DIGITS = 11;

/** The branch code is picked by choosing the bank, so its messages name the Bank field. */
export const bankFieldLabels = {
  accountNumber: 'Account number',
  accountType: 'Account type',
  branchCode: 'Bank',
} as const;

export const bankMessages = {
  accountNumberRequired: messages.required(bankFieldLabels.accountNumber),
  accountNumberDigits: messages.length(bankFieldLabels.accountNumber, 'contain only digits'),
  accountNumberLength: messages.length(
    bankFieldLabels.accountNumber,
    `be between ${ACCOUNT_NUMBER_MIN_DIGITS} and ${ACCOUNT_NUMBER_MAX_DIGITS} digits`,
  ),
  accountTypeRequired: messages.required(bankFieldLabels.accountType),
  accountTypeUnknown: messages.selectOption(bankFieldLabels.accountType),
  foreignAccount:
    'A savings withdrawal can only be paid into a South African cheque or savings account. Please choose Cheque or Savings.',
  branchCodeRequired: messages.required(bankFieldLabels.branchCode),
  branchCodeUnknown: messages.selectOption(bankFieldLabels.branchCode),
} as const;

export type BankAccountInput = {
  readonly accountNumber?: string | null | undefined;
  /** The type id (1, 2, 7), as a number or the text a select gives ('1'). */
  readonly accountType?: number | string | null | undefined;
  readonly branchCode?: string | null | undefined;
};

export type BankAccount = {
  readonly accountNumber: string;
  readonly accountType: BankAccountType;
  readonly branchCode: BranchCode;
  readonly bankName: Bank['name'];
};

export type BankAccountFieldErrors = Partial<Record<keyof BankAccountInput, string>>;

export type BankAccountResult =
  | { readonly isValid: true; readonly account: BankAccount }
  | { readonly isValid: false; readonly fieldErrors: BankAccountFieldErrors };

/** Checks the account for a savings withdrawal claim, giving one message per field at fault. */
export function validateBankAccount(input: BankAccountInput): BankAccountResult {
  const fieldErrors: BankAccountFieldErrors = {};

  const accountNumber = (input.accountNumber ?? '').trim();
  if (accountNumber === '') fieldErrors.accountNumber = bankMessages.accountNumberRequired;
  else if (!/^\d+$/.test(accountNumber))
    fieldErrors.accountNumber = bankMessages.accountNumberDigits;
  else if (
    accountNumber.length < ACCOUNT_NUMBER_MIN_DIGITS ||
    accountNumber.length > ACCOUNT_NUMBER_MAX_DIGITS
  )
    fieldErrors.accountNumber = bankMessages.accountNumberLength;

  const accountType = readAccountType(input.accountType);
  if (accountType === 'blank') fieldErrors.accountType = bankMessages.accountTypeRequired;
  else if (accountType === BANK_ACCOUNT_TYPES.Foreign)
    fieldErrors.accountType = bankMessages.foreignAccount;
  else if (accountType === 'unknown') fieldErrors.accountType = bankMessages.accountTypeUnknown;

  const branchCode = (input.branchCode ?? '').trim();
  const bank = bankByBranchCode(branchCode);
  if (branchCode === '') fieldErrors.branchCode = bankMessages.branchCodeRequired;
  else if (bank === undefined) fieldErrors.branchCode = bankMessages.branchCodeUnknown;

  if (
    Object.keys(fieldErrors).length > 0 ||
    bank === undefined ||
    typeof accountType !== 'number' ||
    !SAVINGS_CLAIM_ACCOUNT_TYPES.includes(accountType)
  )
    return { isValid: false, fieldErrors };
  return {
    isValid: true,
    account: { accountNumber, accountType, branchCode: bank.branchCode, bankName: bank.name },
  };
}

function readAccountType(
  value: number | string | null | undefined,
): BankAccountType | 'blank' | 'unknown' {
  if (value === null || value === undefined) return 'blank';
  const text = String(value).trim();
  if (text === '') return 'blank';
  const known = Object.values(BANK_ACCOUNT_TYPES).find((id) => String(id) === text);
  return known ?? 'unknown';
}

/** The bank account form: each field's first problem on that field, the checked account out. */
export const BankAccountFormSchema = z
  .object({
    accountNumber: z.string().nullish(),
    accountType: z.union([z.number(), z.string()]).nullish(),
    branchCode: z.string().nullish(),
  })
  .transform((value, context) => {
    const result = validateBankAccount(value);
    if (result.isValid) return result.account;
    for (const [field, message] of Object.entries(result.fieldErrors))
      context.addIssue({ code: 'custom', message, path: [field] });
    return z.NEVER;
  });

/** spec 3 §3: the results the bank verification call gives. */
export const BANK_VERIFICATION_RESULTS = [
  'MATCH',
  'INFORMATION MISMATCH',
  'NON-PARTICIPATING BANK',
  'TECHNICAL ERROR',
] as const;
export const BankVerificationResultSchema = z.enum(BANK_VERIFICATION_RESULTS);
export type BankVerificationResult = z.infer<typeof BankVerificationResultSchema>;

export type BankVerificationAdvice = {
  /** The claim may go on with this account. */
  readonly canContinue: boolean;
  /** What happened, for the member. */
  readonly message: string;
  /** What the member can do next. */
  readonly whatToDo: string;
};

/**
 * What each verification result means to the member (spec 3 §3 names the results only; the wording
 * is ours, written out in full sentences as DESIGN §5 asks for paraphrased texts). Reference
 * sa-tax-banking.md: some banks answer only between 03:30 and midnight.
 */
export const bankVerificationAdvice: Readonly<
  Record<BankVerificationResult, BankVerificationAdvice>
> = {
  MATCH: {
    canContinue: true,
    message: 'Your bank account details have been verified with your bank.',
    whatToDo: 'You can continue with your claim. The money will be paid into this account.',
  },
  'INFORMATION MISMATCH': {
    canContinue: false,
    message:
      "Your bank could not confirm these account details. The account number, account type or bank, or the account holder's name or ID number, does not match your bank's records.",
    whatToDo:
      'Please check the account number, account type and bank, and make sure the account is open and in your own name, then try again. If the details are correct, ask your bank to confirm them, or use another account in your name.',
  },
  'NON-PARTICIPATING BANK': {
    canContinue: false,
    message:
      'Your bank does not take part in the online bank account verification service, so we could not verify this account online.',
    whatToDo:
      'Please use an account in your name at one of the participating banks, or contact your fund administrator to send proof of your bank account, such as a stamped bank confirmation letter.',
  },
  'TECHNICAL ERROR': {
    canContinue: false,
    message:
      'We could not verify your bank account right now because of a technical problem at your bank or at the verification service.',
    whatToDo:
      'Please try again in a few minutes. Some banks only answer between 03:30 and midnight, so if it is late at night, try again in the morning. If the problem continues, contact your fund administrator.',
  },
};
