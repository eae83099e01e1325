import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClaimDetails as Claim, ClaimSummary } from '@portal/contract/claims';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { ClaimDetails } from './claim-details';
import { ClaimsList } from './claims-list';

// The claims pages' states: the list (loading, error, empty, data) and a claim's details
// (a declined claim's reason, a paid claim's letter, cancelling).

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

function aClaim(overrides: Partial<ClaimSummary> = {}): ClaimSummary {
  return {
    caseNo: 'CLM00000042',
    claimType: 4,
    claimTypeDescription: 'Savings withdrawal claim',
    status: 'Declined',
    statusDescription: 'Declined',
    fundName: 'AF Umbrella Pension Fund',
    schemeNumber: '100001',
    membershipNumber: '01000001',
    submittedDate: '2025-09-25',
    lastUpdated: '2025-09-27T09:00:00.000Z',
    grossAmount: 15000,
    netAmount: null,
    canCancel: false,
    ...overrides,
  };
}

function details(overrides: Partial<Claim> = {}): Claim {
  return {
    ...aClaim(),
    feeAmount: 250,
    taxAmount: null,
    estimatedTax: null,
    directiveNumber: null,
    declineReason: 'SARS could not issue a tax directive: the tax number does not match.',
    paidDate: null,
    savingsWithdrawal: null,
    retirementSplit: null,
    expectedSteps: [],
    bankAccount: { bankName: 'Capitec', accountType: 'Savings', accountNumberMasked: '•••• 1234' },
    documents: [],
    history: [
      {
        status: 'Submitted',
        statusDescription: 'Submitted',
        at: '2025-09-25T07:00:00.000Z',
        note: null,
      },
      {
        status: 'DirectiveRequested',
        statusDescription: 'Tax directive requested',
        at: '2025-09-26T07:00:00.000Z',
        note: null,
      },
      {
        status: 'Declined',
        statusDescription: 'Declined',
        at: '2025-09-27T07:00:00.000Z',
        note: null,
      },
    ],
    ...overrides,
  };
}

describe('ClaimsList', () => {
  it('lists each claim with its type, case number, date, status and amount', async () => {
    stubApi({ 'GET /api/Claims/GetMemberClaims': { success: true, claims: [aClaim()] } });
    renderWithProviders(<ClaimsList claimHref={(caseNo) => `/claims/${caseNo}`} />);
    const list = await screen.findByRole('list', { name: 'Your claims' });
    const link = within(list).getByRole('link', { name: 'Savings withdrawal claim' });
    expect(link.getAttribute('href')).toBe('/claims/CLM00000042');
    expect(within(list).getByText('Case CLM00000042 · submitted 25 Sep 2025')).toBeTruthy();
    expect(within(list).getByText('Declined')).toBeTruthy();
    expect(within(list).getByText('R 15 000.00')).toBeTruthy();
  });

  it('says when there are no claims, and when they cannot be loaded', async () => {
    stubApi({ 'GET /api/Claims/GetMemberClaims': { success: true, claims: [] } });
    const empty = renderWithProviders(<ClaimsList claimHref={() => '/'} />);
    expect(await screen.findByText('You have no claims yet.')).toBeTruthy();
    empty.unmount();
    stubApi({
      'GET /api/Claims/GetMemberClaims': () =>
        jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    });
    renderWithProviders(<ClaimsList claimHref={() => '/'} />);
    expect(
      await screen.findByText('Something went wrong fetching your claims. Please try again later.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('ClaimDetails', () => {
  it('shows why a claim was declined, its progress, and no Cancel', async () => {
    stubApi({ 'GET /api/Claims/GetClaimDetails': { success: true, claim: details() } });
    renderWithProviders(<ClaimDetails caseNo="CLM00000042" />);
    expect(await screen.findByText('Why the claim was declined')).toBeTruthy();
    expect(screen.getByText(/tax number does not match/)).toBeTruthy();
    const progress = screen.getByRole('region', { name: 'Progress' });
    // An ended claim: every step it reached is done, the last one the step that stopped it.
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Submitted, completed',
      'Tax directive requested, completed',
      'Declined, completed',
    ]);
    expect(steps.at(-1)?.getAttribute('data-stop')).toBe('true');
    expect(within(progress).queryByText('Still to come')).toBeNull();
    // A declined claim took no fee and paid nothing: no fee, net or payment lines.
    expect(screen.queryByText('Fee')).toBeNull();
    expect(screen.queryByText('Net amount')).toBeNull();
    expect(screen.queryByText('Paid into')).toBeNull();
    expect(screen.queryByText('Capitec •••• 1234')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel claim' })).toBeNull();
    // What to do next: a new savings withdrawal from its page, or a call quoting the case.
    const again = screen.getByRole('link', { name: 'start a new savings withdrawal' });
    expect(again.getAttribute('href')).toBe('/claims/savings-withdrawal/100001');
    const call = await screen.findByRole('link', { name: '0860 000 000' });
    expect(call.getAttribute('href')).toBe('tel:0860000000');
    expect(call.parentElement?.textContent).toContain('quote case CLM00000042');
  });

  it('lists a claim’s progress in date order, steps of one instant in the order a claim takes them', async () => {
    const sameInstant = '2025-09-25T07:00:00.000Z';
    stubApi({
      'GET /api/Claims/GetClaimDetails': {
        success: true,
        claim: details({
          status: 'Cancelled',
          statusDescription: 'Cancelled',
          declineReason: null,
          history: [
            { status: 'Cancelled', statusDescription: 'Cancelled', at: sameInstant, note: null },
            { status: 'Submitted', statusDescription: 'Submitted', at: sameInstant, note: null },
          ],
        }),
      },
    });
    renderWithProviders(<ClaimDetails caseNo="CLM00000042" />);
    const progress = await screen.findByRole('region', { name: 'Progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Submitted, completed',
      'Cancelled, completed',
    ]);
  });

  it('shows a retirement claim’s estimated tax with its label until the directive gives the tax', async () => {
    stubApi({
      'GET /api/Claims/GetClaimDetails': {
        success: true,
        claim: details({
          claimType: 1,
          claimTypeDescription: 'Retirement claim',
          status: 'DirectiveRequested',
          statusDescription: 'Tax directive requested',
          grossAmount: 1_000_000,
          feeAmount: null,
          declineReason: null,
          estimatedTax: {
            amount: 101_700,
            label: 'Estimate before SARS’s tax directive, on the retirement lump sum table',
          },
        }),
      },
    });
    renderWithProviders(<ClaimDetails caseNo="CLM00000042" />);
    expect(await screen.findByText('Estimated tax')).toBeTruthy();
    expect(screen.getByText('R 101 700.00')).toBeTruthy();
    expect(
      screen.getByText('Estimate before SARS’s tax directive, on the retirement lump sum table'),
    ).toBeTruthy();
    expect(screen.queryByText('Tax')).toBeNull();
  });

  it('tells a paid savings withdrawal in full: gross, fee, tax with its directive, net, the pot left and the next date', async () => {
    stubApi({
      'GET /api/Claims/GetClaimDetails': {
        success: true,
        claim: details({
          status: 'Paid',
          statusDescription: 'Paid',
          grossAmount: 56_585.19,
          feeAmount: 250,
          taxAmount: 20_341.9,
          netAmount: 35_993.29,
          directiveNumber: 'SIM1234567890',
          declineReason: null,
          paidDate: '2025-10-14',
          savingsWithdrawal: { savingsPotAfter: 12_345.67, nextWithdrawalFrom: '2026-03-01' },
        }),
      },
      'GET /api/Claims/GetPaymentLetters': { success: true, paymentLetters: [] },
    });
    renderWithProviders(<ClaimDetails caseNo="CLM00000042" />);
    expect(await screen.findByText('Savings pot left after it')).toBeTruthy();
    // Amounts are written with no-break spaces (an amount never breaks over two lines).
    const figure = (label: string) =>
      screen.getByText(label).nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
    expect(figure('Amount claimed (gross)')).toBe('R 56 585.19');
    expect(figure('Fee')).toBe('R 250.00');
    expect(figure('Tax withheld')).toBe('R 20 341.90');
    expect(figure('Net amount')).toBe('R 35 993.29');
    expect(figure('Tax directive')).toBe('SIM1234567890');
    expect(figure('Savings pot left after it')).toBe('R 12 345.67');
    expect(figure('Next savings withdrawal from')).toBe('1 Mar 2026');
    expect(
      screen.getByText(
        'R 56 585.19 claimed, less the R 250.00 withdrawal fee and R 20 341.90 tax withheld (SARS tax directive SIM1234567890): R 35 993.29 was paid to you on 14 Oct 2025.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /your next one can be from 1 Mar 2026, if your savings pot then holds at least R 2 000.00\./,
      ),
    ).toBeTruthy();
  });

  it('says when the claim is not the member’s, or does not exist', async () => {
    stubApi({
      'GET /api/Claims/GetClaimDetails': () =>
        jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found.' }, 404),
    });
    renderWithProviders(<ClaimDetails caseNo="CLM99999999" />);
    expect(await screen.findByText('We could not find this claim.')).toBeTruthy();
  });

  it('asks before cancelling, and shows the server’s reason when it is too late', async () => {
    const calls = stubApi({
      'GET /api/Claims/GetClaimDetails': {
        success: true,
        claim: details({
          status: 'Submitted',
          statusDescription: 'Submitted',
          canCancel: true,
          declineReason: null,
          history: [
            {
              status: 'Submitted',
              statusDescription: 'Submitted',
              at: '2025-09-25T07:00:00.000Z',
              note: null,
            },
          ],
        }),
      },
      'POST /api/Claims/cancelClaim': () =>
        jsonResponse(
          {
            success: false,
            code: 'CONFLICT',
            message:
              'This claim can no longer be cancelled: its tax directive has already been requested from SARS.',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClaimDetails caseNo="CLM00000042" />);
    const progress = await screen.findByRole('region', { name: 'Progress' });
    // The steps still to come are shown after the last one reached, which is the current one.
    expect(within(progress).getAllByText('Still to come')).toHaveLength(3);
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Submitted, current',
      'Tax directive requested, not started',
      'Tax directive issued, not started',
      'Paid, not started',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([
      'step',
      null,
      null,
      null,
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancel claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you want to cancel this claim?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel claim' }));
    expect(await screen.findByText(/can no longer be cancelled/)).toBeTruthy();
    const cancel = calls.find((call) => call.url === '/api/Claims/cancelClaim');
    expect(cancel?.body).toEqual({ caseNo: 'CLM00000042' });
  });
});
