import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { SavingsWithdrawalWizard } from './savings-withdrawal-wizard';

// The savings withdrawal at an address whose fund is not the member's (or does not exist): the
// answer is said as soon as the server gives it, never an outline that waits for ever.

afterEach(() => vi.unstubAllGlobals());

const notFound = () =>
  jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);

describe('SavingsWithdrawalWizard', () => {
  it('says an unknown fund cannot be found, with the way back to the claims', async () => {
    stubApi({
      'GET /api/Claims/CheckClaimAllowed': notFound,
      'GET /api/Claims/GetClaimDraft': notFound,
    });
    renderWithProviders(
      <SavingsWithdrawalWizard
        schemeNumber="NOPE"
        place={{ kind: 'claims', href: '/claims' }}
        onSubmitted={vi.fn()}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We could not find this fund' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Loading your claim')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your claims' }).getAttribute('href')).toBe(
      '/claims',
    );
  });

  it('on a retail product’s page, says so and leads back to the product', async () => {
    stubApi({
      'GET /api/Claims/CheckClaimAllowed': notFound,
      'GET /api/Claims/GetClaimDraft': notFound,
    });
    renderWithProviders(
      <SavingsWithdrawalWizard
        schemeNumber="NOPE"
        place={{ kind: 'product', href: '/fund-details/NOPE' }}
        onSubmitted={vi.fn()}
      />,
    );
    expect(
      await screen.findByText(
        'None of your products has this number. Start a savings withdrawal from your product’s page, or from the savings pot on My portfolio.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your product' }).getAttribute('href')).toBe(
      '/fund-details/NOPE',
    );
    expect(screen.queryByRole('link', { name: 'Back to your claims' })).toBeNull();
  });

  it('says the claim could not be fetched when only one call fails, without waiting', async () => {
    stubApi({
      'GET /api/Claims/CheckClaimAllowed': () =>
        jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
      'GET /api/Claims/GetClaimDraft': { success: true, draft: null },
    });
    renderWithProviders(
      <SavingsWithdrawalWizard
        schemeNumber="S1"
        place={{ kind: 'claims', href: '/claims' }}
        onSubmitted={vi.fn()}
      />,
    );
    expect(
      await screen.findByText('Something went wrong fetching your claim. Please try again later.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
