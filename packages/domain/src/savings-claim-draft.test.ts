import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import {
  applyDraftInput,
  draftMissingFields,
  marginalRatePercent,
  maskAccountNumber,
  notReadyMessage,
  taxTableNote,
  type DraftAnswers,
  type DraftFacts,
} from './savings-claim-draft';

const R = (rand: number) => toCents(Math.round(rand * 100));
const EMPTY: DraftAnswers = { amountCents: null, annualTaxableIncomeCents: null, taxNumber: null };
const POT = R(15_000);
const VALID_TAX_NUMBER = '0123456782';
const REQUIRED = [
  { id: 1, name: 'Copy of your ID' },
  { id: 2, name: 'Proof of bank account' },
];

describe('a save of the draft', () => {
  it('keeps what it checked, in cents and digits, and says what changed', () => {
    const result = applyDraftInput(
      EMPTY,
      { amount: 'R 12 000.50', annualTaxableIncome: 350000, taxNumber: '0123 456 782' },
      POT,
    );
    expect(result).toEqual({
      isValid: true,
      answers: {
        amountCents: 1_200_050,
        annualTaxableIncomeCents: 35_000_000,
        taxNumber: VALID_TAX_NUMBER,
      },
      changedFields: ['amount', 'annualTaxableIncome', 'taxNumber'],
    });
  });

  it('keeps a field left out, clears one sent as null, and lists only real changes', () => {
    const saved = {
      amountCents: R(5_000),
      annualTaxableIncomeCents: R(200_000),
      taxNumber: VALID_TAX_NUMBER,
    };
    expect(applyDraftInput(saved, { amount: 5000, taxNumber: null }, POT)).toEqual({
      isValid: true,
      answers: { ...saved, taxNumber: null },
      changedFields: ['taxNumber'],
    });
  });

  it.each([
    [{ amount: 1999.99 }, 'amount', 'Withdrawal amount must be at least R2\u00a0000'],
    [{ amount: 15_000.01 }, 'amount', 'Please enter a number less than or equal to R15\u00a0000'],
    [
      { annualTaxableIncome: '' },
      'annualTaxableIncome',
      'Please ensure that the taxable income field is populated.',
    ],
    [{ taxNumber: '4123456789' }, 'taxNumber', 'Tax number must start with 0, 1, 2, 3 or 9'],
    [{ taxNumber: '0123456789' }, 'taxNumber', 'Please enter a valid tax number'],
  ])('refuses %j with the spec’s message', (input, field, message) => {
    expect(applyDraftInput(EMPTY, input, POT)).toEqual({
      isValid: false,
      fieldErrors: { [field]: [message] },
    });
  });

  it('refuses the whole save when one field is wrong: nothing of it applies', () => {
    const result = applyDraftInput(EMPTY, { amount: 3000, taxNumber: '123' }, POT);
    expect(result.isValid).toBe(false);
    expect('answers' in result).toBe(false);
  });
});

describe('what is still missing', () => {
  const complete: DraftFacts = {
    amountCents: R(3_000),
    annualTaxableIncomeCents: R(240_000),
    taxNumber: VALID_TAX_NUMBER,
    kbaPassed: true,
    idVerified: true,
    bankVerificationResult: 'MATCH',
    savingsPotCents: POT,
    uploadedDocumentTypeIds: [2, 1, 3],
    requiredDocumentTypes: REQUIRED,
  };

  it('is nothing once every step is done', () => {
    expect(draftMissingFields(complete)).toEqual([]);
  });

  it('is every step, in the wizard’s order, for a new draft', () => {
    const missing = draftMissingFields({
      ...complete,
      ...EMPTY,
      kbaPassed: false,
      idVerified: false,
      bankVerificationResult: null,
      uploadedDocumentTypeIds: [3],
    });
    expect(missing).toEqual([
      'kba',
      'idVerification',
      'amount',
      'annualTaxableIncome',
      'taxNumber',
      'banking',
      'documentType1',
      'documentType2',
    ]);
    expect(notReadyMessage(missing, REQUIRED)).toBe(
      'Your claim is not ready to submit yet. Please answer the security questions, verify your ID number, enter the amount you want to withdraw, enter your annual taxable income, enter a valid income tax number, enter bank account details that your bank has verified, upload your copy of your ID and upload your proof of bank account.',
    );
  });

  it('counts a bank account only on MATCH, and a saved amount only while the pot still holds it', () => {
    for (const result of [
      'INFORMATION MISMATCH',
      'NON-PARTICIPATING BANK',
      'TECHNICAL ERROR',
    ] as const)
      expect(draftMissingFields({ ...complete, bankVerificationResult: result })).toEqual([
        'banking',
      ]);
    expect(draftMissingFields({ ...complete, savingsPotCents: R(2_999.99) })).toEqual(['amount']);
    expect(notReadyMessage(['banking'])).toBe(
      'Your claim is not ready to submit yet. Please enter bank account details that your bank has verified.',
    );
  });
});

describe('how the draft is shown', () => {
  it('masks an account number to its last four digits', () => {
    expect(maskAccountNumber('62001234567')).toBe('•••• 4567');
  });

  it('says which year’s table stood in when the claim’s year has none', () => {
    expect(
      taxTableNote({
        isLatestTableFallback: false,
        taxYearOfClaim: '2026/27',
        taxTableUsed: '2026/27',
      }),
    ).toBeNull();
    expect(
      taxTableNote({
        isLatestTableFallback: true,
        taxYearOfClaim: '2027/28',
        taxTableUsed: '2026/27',
      }),
    ).toBe(
      'SARS has not yet published the tax tables for the 2027/28 tax year, so this estimate uses the 2026/27 tax tables.',
    );
  });

  // 2026/27 brackets: 18 % to R245 100, then 26 %; 2025/26: 18 % to R237 100, then 26 %.
  it.each([
    ['2026-06-01', 240_000, 4_750, 18],
    ['2026-06-01', 245_000, 4_750, 26],
    ['2025-06-01', 236_000, 4_750, 26],
    ['2026-06-01', 0, 1_750, 0],
  ])('on %s, income R%i and R%i after the fee: %i %%', (date, income, taxable, rate) => {
    // The tax itself only decides whether there is any (0 below the threshold).
    const tax = rate === 0 ? 0 : 1;
    expect(marginalRatePercent(R(income), R(taxable), tax, date)).toBe(rate);
  });
});
