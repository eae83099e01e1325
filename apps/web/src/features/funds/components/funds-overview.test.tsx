import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aFund } from '@/testing/fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '@/testing/render';
import { internalFundsQueryKey } from '../api/get-internal-funds';
import { FundsOverview } from './funds-overview';

afterEach(() => {
  vi.unstubAllGlobals();
});

function seededClient(internalFunds: ReturnType<typeof aFund>[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(internalFundsQueryKey, { success: true, internalFunds });
  return queryClient;
}

describe('FundsOverview', () => {
  it('lists each fund with its membership number, value and value date', () => {
    const queryClient = seededClient([
      aFund(),
      aFund({
        schemeNumber: 'S2002',
        membershipNumber: 'R-778899',
        fullproductname: 'Baobab Retirement Annuity',
        productTypeCategory: 'Retail',
        currentValue: 85000.5,
        calculationDate: '2024-09-01',
      }),
    ]);

    renderWithProviders(<FundsOverview />, { queryClient });

    expect(screen.getByRole('heading', { level: 2, name: 'Your funds' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    const first = screen.getByRole('article', { name: 'Anchor Retirement Fund' });
    expect(within(first).getByText('Membership number')).toBeTruthy();
    expect(within(first).getByText('M-123456')).toBeTruthy();
    expect(within(first).getByText('R 1 234 567.89')).toBeTruthy();
    expect(within(first).getByText('Value at 31 May 2025')).toBeTruthy();

    const second = screen.getByRole('article', { name: 'Baobab Retirement Annuity' });
    expect(within(second).getByText('R-778899')).toBeTruthy();
    expect(within(second).getByText('R 85 000.50')).toBeTruthy();
    expect(within(second).getByText('Value at 1 Sep 2024')).toBeTruthy();
  });

  it('links each fund to its details page when the route gives an address, and not otherwise', () => {
    const queryClient = seededClient([aFund({ schemeNumber: 'S1001' })]);
    const { unmount } = renderWithProviders(
      <FundsOverview fundHref={(fund) => `/fund-details/${fund.schemeNumber}`} />,
      { queryClient },
    );
    const link = screen.getByRole('link', { name: 'Anchor Retirement Fund' });
    expect(link.getAttribute('href')).toBe('/fund-details/S1001');
    unmount();
    renderWithProviders(<FundsOverview />, { queryClient: seededClient([aFund()]) });
    expect(screen.queryByRole('link', { name: 'Anchor Retirement Fund' })).toBeNull();
  });

  it('leaves out the value date when the fund has none', () => {
    const queryClient = seededClient([aFund({ calculationDate: null })]);

    renderWithProviders(<FundsOverview />, { queryClient });

    expect(screen.queryByText(/^Value at/)).toBeNull();
  });

  it('says so when the member has no funds', () => {
    renderWithProviders(<FundsOverview />, { queryClient: seededClient([]) });

    expect(screen.getByText('You have no funds with us yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows loading skeletons while the funds load', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));

    renderWithProviders(<FundsOverview />);

    expect(screen.getByRole('status').textContent).toBe('Loading your funds');
  });

  it('shows the overview error when the server answers success:false', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(jsonResponse({ success: false, internalFunds: [] })),
    );

    renderWithProviders(<FundsOverview />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Something went wrong uploading your Fund overview. Please try logging in later.',
    );
  });
});
