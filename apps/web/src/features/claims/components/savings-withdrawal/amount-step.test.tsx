import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClaimDraft } from '@portal/contract/savings-claim';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { AmountStep } from './amount-step';
import { heldSalaryText } from './wizard-messages';

// Step 2 of the savings withdrawal: the annual taxable income starts with the salary the fund
// holds for the member, says where it came from, and stays the member's to change.

afterEach(() => vi.unstubAllGlobals());

const SALARY = 624_557;
const FUND = 'AF Pension Fund';
// Testing Library reads no-break spaces as spaces.
const HELD_SENTENCE = heldSalaryText('R 624 557.00', FUND);

function aDraft(overrides: Partial<ClaimDraft> = {}): ClaimDraft {
  return {
    webTransactionNo: 'WT0123456789ABCDEF',
    caseNo: null,
    isReadyForSubmission: false,
    claimStatus: 1,
    claimType: 4,
    claimTypeDescription: 'Savings withdrawal',
    exitType: 11,
    source: 3,
    target: 8,
    paymentOptionCode: 'SC',
    claimReceiptDate: null,
    dateLastContrib: null,
    membershipDetails: {
      schemeNumber: 'S1',
      fundName: FUND,
      membershipNumber: 'PF0000001',
      savingsPot: 12_000,
      normalRetirementDate: null,
    },
    amount: null,
    annualTaxableIncome: null,
    taxNumber: null,
    heldTaxNumber: null,
    heldAnnualSalary: SALARY,
    banking: null,
    documents: [],
    estimate: null,
    validations: {
      kbaPassed: true,
      idVerified: true,
      taxNumberValid: false,
      bankVerified: false,
      bankVerificationResult: null,
    },
    missingFields: ['amount', 'annualTaxableIncome'],
    changedFields: [],
    fieldErrors: {},
    ...overrides,
  };
}

function renderStep(draft: ClaimDraft) {
  renderWithProviders(<AmountStep draft={draft} onBack={vi.fn()} onContinue={vi.fn()} />);
  return screen.getByRole('textbox', { name: /Annual taxable income/ }) as HTMLInputElement;
}

describe('AmountStep income', () => {
  it('starts with the salary the fund holds, says so, and saves it with the amount', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/Claims/processbymemberclaimv2': {
        success: true,
        draft: aDraft({ amount: 2500, annualTaxableIncome: SALARY }),
      },
    });
    const income = renderStep(aDraft());
    expect(income.value).toBe('R\u00a0624\u00a0557.00');
    expect(screen.getByText(HELD_SENTENCE)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Withdrawal amount/ }), '2500');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        claim: { amount: '2500', annualTaxableIncome: String(SALARY) },
      }),
    );
  });

  it('lets the member change it, and then no longer says where it came from', async () => {
    const user = userEvent.setup();
    stubApi({});
    const income = renderStep(aDraft());
    await user.clear(income);
    await user.type(income, '700000');
    expect(income.value).toBe('700000');
    expect(screen.queryByText(HELD_SENTENCE)).toBeNull();
    expect(
      screen.getByText(
        'Your income for this tax year before this withdrawal, for example your salary',
      ),
    ).toBeTruthy();
  });

  it('keeps the income the draft already holds', () => {
    expect(renderStep(aDraft({ annualTaxableIncome: 300_000 })).value).toBe(
      'R\u00a0300\u00a0000.00',
    );
    expect(screen.queryByText(HELD_SENTENCE)).toBeNull();
  });

  it('starts empty when the fund holds no salary', () => {
    expect(renderStep(aDraft({ heldAnnualSalary: null })).value).toBe('');
  });
});
