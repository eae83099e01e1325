import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANKS,
  BANK_ACCOUNT_TYPES,
  BANK_VERIFICATION_RESULTS,
  BankAccountFormSchema,
  BankVerificationResultSchema,
  bankByBranchCode,
  bankVerificationAdvice,
  validateBankAccount,
} from './banks';

const capitec = { accountNumber: '1234567890', accountType: 2, branchCode: '470010' };

describe('BANKS', () => {
  it.each([
    ['Absa', '632005'],
    ['Capitec', '470010'],
    ['FNB', '250655'],
    ['Nedbank', '198765'],
    ['Standard Bank', '051001'],
    ['Investec', '580105'],
    ['African Bank', '430000'],
    ['TymeBank', '678910'],
    ['Discovery Bank', '679000'],
    ['Bidvest Bank', '462005'],
  ])('%s has universal branch code %s', (name, code) => {
    expect(bankByBranchCode(code)?.name).toBe(name);
  });

  it('holds ten banks with six-digit codes, each code once', () => {
    expect(BANKS).toHaveLength(10);
    expect(new Set(BANKS.map((bank) => bank.branchCode)).size).toBe(10);
    for (const bank of BANKS) expect(bank.branchCode).toMatch(/^\d{6}$/);
  });

  it('keeps the leading zero of Standard Bank and knows no other code', () => {
    expect(bankByBranchCode('51001')).toBeUndefined();
    expect(bankByBranchCode('123456')).toBeUndefined();
  });

  it('has the account types of spec 3 §3', () => {
    expect(BANK_ACCOUNT_TYPES).toEqual({ Cheque: 1, Savings: 2, Foreign: 7 });
  });
});

describe('validateBankAccount', () => {
  it.each([
    ['Capitec savings', capitec, { bankName: 'Capitec', accountType: 2 }],
    [
      'Standard Bank cheque, 9 digits, type as text',
      { accountNumber: ' 012345678 ', accountType: '1', branchCode: '051001' },
      { bankName: 'Standard Bank', accountType: 1, accountNumber: '012345678' },
    ],
    ['6 digits', { ...capitec, accountNumber: '123456' }, { accountNumber: '123456' }],
    ['11 digits', { ...capitec, accountNumber: '62000000001' }, { accountNumber: '62000000001' }],
  ])('accepts %s', (_name, input, expected) => {
    const result = validateBankAccount(input);
    expect(result.isValid).toBe(true);
    if (result.isValid) expect(result.account).toMatchObject(expected);
  });

  it.each([
    [
      'blank account number',
      { accountNumber: '' },
      { accountNumber: 'Account number is required' },
    ],
    [
      'missing account number',
      { accountNumber: null },
      { accountNumber: 'Account number is required' },
    ],
    [
      'letters',
      { accountNumber: '12345A7890' },
      { accountNumber: 'Account number must contain only digits' },
    ],
    [
      'inner spaces',
      { accountNumber: '1234 567 890' },
      { accountNumber: 'Account number must contain only digits' },
    ],
    [
      '5 digits',
      { accountNumber: '12345' },
      { accountNumber: 'Account number must be between 6 and 11 digits' },
    ],
    [
      '12 digits',
      { accountNumber: '123456789012' },
      { accountNumber: 'Account number must be between 6 and 11 digits' },
    ],
    ['no account type', { accountType: undefined }, { accountType: 'Account type is required' }],
    ['blank account type', { accountType: '' }, { accountType: 'Account type is required' }],
    [
      'foreign account',
      { accountType: 7 },
      {
        accountType:
          'A savings withdrawal can only be paid into a South African cheque or savings account. Please choose Cheque or Savings.',
      },
    ],
    [
      'transmission account (AVS 03, not a type here)',
      { accountType: 3 },
      { accountType: 'Please select a valid Account type from the dropdown list' },
    ],
    ['no branch code', { branchCode: '' }, { branchCode: 'Bank is required' }],
    [
      'unknown branch code',
      { branchCode: '999999' },
      { branchCode: 'Please select a valid Bank from the dropdown list' },
    ],
    [
      'everything wrong at once',
      { accountNumber: 'x', accountType: 7, branchCode: '1' },
      {
        accountNumber: 'Account number must contain only digits',
        accountType:
          'A savings withdrawal can only be paid into a South African cheque or savings account. Please choose Cheque or Savings.',
        branchCode: 'Please select a valid Bank from the dropdown list',
      },
    ],
  ])('refuses %s', (_name, change, fieldErrors) => {
    expect(validateBankAccount({ ...capitec, ...change })).toEqual({ isValid: false, fieldErrors });
  });

  it('accepts every 6 to 11 digit number at every bank as cheque or savings (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{6,11}$/),
        fc.constantFrom(...BANKS),
        fc.constantFrom(1, 2),
        (accountNumber, bank, accountType) => {
          const result = validateBankAccount({
            accountNumber,
            accountType,
            branchCode: bank.branchCode,
          });
          expect(result).toEqual({
            isValid: true,
            account: {
              accountNumber,
              accountType,
              branchCode: bank.branchCode,
              bankName: bank.name,
            },
          });
        },
      ),
    );
  });
});

describe('BankAccountFormSchema', () => {
  it('gives the checked account', () => {
    expect(BankAccountFormSchema.parse(capitec)).toEqual({ ...capitec, bankName: 'Capitec' });
  });

  it('puts each message on its field', () => {
    const result = BankAccountFormSchema.safeParse({
      ...capitec,
      accountNumber: '1',
      branchCode: null,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['accountNumber', 'Account number must be between 6 and 11 digits'],
      ['branchCode', 'Bank is required'],
    ]);
  });
});

describe('bank verification results', () => {
  it('knows the four results of spec 3 §3 and nothing else', () => {
    expect(BANK_VERIFICATION_RESULTS).toEqual([
      'MATCH',
      'INFORMATION MISMATCH',
      'NON-PARTICIPATING BANK',
      'TECHNICAL ERROR',
    ]);
    expect(BankVerificationResultSchema.safeParse('MISMATCH').success).toBe(false);
  });

  it('lets only a match continue', () => {
    expect(
      BANK_VERIFICATION_RESULTS.filter((result) => bankVerificationAdvice[result].canContinue),
    ).toEqual(['MATCH']);
  });

  it.each(BANK_VERIFICATION_RESULTS)(
    '%s has a message and a next step in full sentences',
    (result) => {
      const { message, whatToDo } = bankVerificationAdvice[result];
      for (const text of [message, whatToDo]) {
        expect(text).toMatch(/^[A-Z].*\.$/);
        expect(text.length).toBeGreaterThan(30);
      }
    },
  );
});
