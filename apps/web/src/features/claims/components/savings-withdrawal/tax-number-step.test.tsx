import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClaimDraft } from '@portal/contract/savings-claim';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { TaxNumberStep } from './tax-number-step';
import { wizardText } from './wizard-messages';

// Step 3 of the savings withdrawal (issue 45): the tax number starts with the one the fund holds
// for the member, said so, and the member may change it for this claim.

afterEach(() => vi.unstubAllGlobals());

const HELD = '0147293658';
const OTHER = '0001339050';

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
      fundName: 'AF Pension Fund',
      membershipNumber: 'PF0000001',
      savingsPot: 12_000,
      normalRetirementDate: null,
    },
    amount: 2500,
    annualTaxableIncome: 250_000,
    taxNumber: null,
    heldTaxNumber: HELD,
    heldAnnualSalary: null,
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
    missingFields: ['taxNumber'],
    changedFields: [],
    fieldErrors: {},
    ...overrides,
  };
}

function renderStep(draft: ClaimDraft, onContinue = vi.fn()) {
  renderWithProviders(<TaxNumberStep draft={draft} onBack={vi.fn()} onContinue={onContinue} />);
  return screen.getByRole('textbox', { name: /Income tax number/ }) as HTMLInputElement;
}

describe('TaxNumberStep', () => {
  it('starts with the number the fund holds, says so, and saves it on Continue', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const calls = stubApi({
      'POST /api/Claims/processbymemberclaimv2': {
        success: true,
        draft: aDraft({ taxNumber: HELD }),
      },
    });
    const input = renderStep(aDraft(), onContinue);
    expect(input.value).toBe(HELD);
    expect(screen.getByText(wizardText.taxNumberHeld)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      claim: { taxNumber: HELD },
    });
  });

  it('lets the member change it for this claim, and then no longer says it is the one held', async () => {
    const user = userEvent.setup();
    stubApi({});
    const input = renderStep(aDraft());
    await user.clear(input);
    await user.type(input, OTHER);
    expect(input.value).toBe(OTHER);
    expect(screen.queryByText(wizardText.taxNumberHeld)).toBeNull();
  });

  it('keeps the number the draft already has over the one held', () => {
    stubApi({});
    expect(renderStep(aDraft({ taxNumber: OTHER })).value).toBe(OTHER);
  });

  it('starts empty when the fund holds none', () => {
    stubApi({});
    expect(renderStep(aDraft({ heldTaxNumber: null })).value).toBe('');
    expect(screen.queryByText(wizardText.taxNumberHeld)).toBeNull();
  });
});
