import { screen, within } from '@testing-library/react';
import type { ClaimDetails as Claim } from '@portal/contract/claims';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { ClaimDetails } from './claim-details';

// A retirement claim's page: the cash lump sum and the part that buys an income, and the expected
// date of each step still to come, as the server answers them.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The staff member's retirement claim as the server answers it, waiting for its directive. */
function retirementClaim(): Claim {
  return {
    caseNo: 'CLM00000042',
    fundName: 'AF Staff Pension Fund',
    schemeNumber: '100009',
    membershipNumber: '09000001',
    lastUpdated: '2026-10-31T08:00:00.000Z',
    netAmount: null,
    taxAmount: null,
    estimatedTax: null,
    directiveNumber: null,
    paidDate: null,
    savingsWithdrawal: null,
    bankAccount: { bankName: 'Capitec', accountType: 'Savings', accountNumberMasked: '•••• 1234' },
    documents: [],
    claimType: 1,
    claimTypeDescription: 'Retirement claim',
    status: 'DirectiveRequested',
    statusDescription: 'Tax directive requested',
    submittedDate: '2026-10-30',
    grossAmount: 450_000,
    feeAmount: null,
    declineReason: null,
    canCancel: false,
    history: [
      {
        status: 'Submitted',
        statusDescription: 'Submitted',
        at: '2026-10-30T07:00:00.000Z',
        note: null,
      },
      {
        status: 'DirectiveRequested',
        statusDescription: 'Tax directive requested',
        at: '2026-10-31T08:00:00.000Z',
        note: null,
      },
    ],
    retirementSplit: {
      valuedOn: '2026-10-30',
      fundValue: 1_352_417.86,
      savingsComponent: 48_210.11,
      vestedComponent: 1_206_001.5,
      retirementComponent: 98_206.25,
      cashLumpSum: 450_000,
      buysIncome: 902_417.86,
      maximumCash: 450_210.61,
      isDeMinimis: false,
    },
    expectedSteps: [
      {
        status: 'DirectiveIssued',
        statusDescription: 'Tax directive issued',
        expectedDate: '2026-11-06',
        standard: '5 working days after the tax directive is requested',
        isLate: true,
      },
      {
        status: 'Paid',
        statusDescription: 'Paid',
        expectedDate: '2026-12-02',
        standard: '3 working days after the tax directive is issued',
        isLate: false,
      },
    ],
  };
}

describe('ClaimDetails of a retirement claim', () => {
  it('says which part is cash and which buys an income, with the fund they come from', async () => {
    stubApi({ 'GET /api/Claims/GetClaimDetails': { success: true, claim: retirementClaim() } });
    renderWithProviders(<ClaimDetails caseNo="CLM00000042" />);
    const split = await screen.findByRole('region', { name: 'Cash and income at retirement' });
    const figure = (label: string) =>
      within(split)
        .getByText(label)
        .parentElement?.textContent?.replace(label, '')
        .replace(/\u00a0/g, ' ');
    expect(figure('Your fund’s value at the end of 30 Oct 2026, the day you claimed')).toBe(
      'R 1 352 417.86',
    );
    expect(figure('Cash lump sum you claimed (before tax)')).toBe('R 450 000.00');
    expect(figure('Buys your retirement income (the fund’s value less the cash)')).toBe(
      'R 902 417.86',
    );
    expect(figure('The most the rules allow you to take in cash')).toBe('R 450 210.61');
    expect(
      within(split).getByText(
        /all of your savings component of R 48 210\.11 and one third of your vested component of R 1 206 001\.50; the other two thirds of the vested component and all of your retirement component of R 98 206\.25 buy an income\./,
      ),
    ).toBeTruthy();
  });

  it('gives each step still to come an expected date, says it is one, and which is late', async () => {
    stubApi({ 'GET /api/Claims/GetClaimDetails': { success: true, claim: retirementClaim() } });
    renderWithProviders(<ClaimDetails caseNo="CLM00000042" />);
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(within(next).getByText(/are expected dates, not promises/)).toBeTruthy();
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tax directive issued: expected by 6 Nov 2026 (5 working days after the tax directive is requested). This step is later than our service standard.',
      'Paid: expected by 2 Dec 2026 (3 working days after the tax directive is issued).',
    ]);
    const call = await within(next).findByRole('link', { name: '0860 000 000' });
    expect(call.getAttribute('href')).toBe('tel:0860000000');
    expect(within(next).getByText(/quote case CLM00000042/)).toBeTruthy();
  });

  it('shows neither for a declined savings claim', async () => {
    const declined: Claim = {
      ...retirementClaim(),
      claimType: 4,
      claimTypeDescription: 'Savings withdrawal claim',
      status: 'Declined',
      statusDescription: 'Declined',
      declineReason: 'SARS could not issue a tax directive: the tax number does not match.',
      retirementSplit: null,
      expectedSteps: [],
    };
    stubApi({ 'GET /api/Claims/GetClaimDetails': { success: true, claim: declined } });
    renderWithProviders(<ClaimDetails caseNo="CLM00000042" />);
    await screen.findByText('Why the claim was declined');
    expect(screen.queryByRole('region', { name: 'Cash and income at retirement' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What happens next' })).toBeNull();
  });
});
