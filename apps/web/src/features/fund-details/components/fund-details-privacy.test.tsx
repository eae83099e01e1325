import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT, HIDDEN_FIGURE } from '@/components/ui/money';
import { stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { aFundDetails, aTransaction, transactionsResponse } from '../testing/fixtures';
import { FundDetailsPage } from './fund-details-page';

// The header's privacy switch on the fund details page: the total, the pots, the portfolios, the
// transactions and the salary all show 'R •••••', and the units that would give an amount away
// go too. Nothing of the figures is left in the page.

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setAmountsHidden(false);
});

type Layout = Parameters<typeof FundDetailsPage>[0]['layoutFor'];
const institutional: Layout = () => ({
  sidePanel: null,
  showPots: true,
  isRetailView: false,
  beneficiaries: null,
  showServiceNotice: false,
  hub: null,
});

/** A rand amount as the portal writes it: 'R 1 234.56'. */
const RAND_AMOUNT = /R\s?\d/;

describe('fund details with amounts hidden', () => {
  it('shows no amount anywhere, in any tab or view', async () => {
    setAmountsHidden(true);
    stubApi({
      'GET /api/Fund/GetFundDetails/S1': aFundDetails(),
      'GET /api/Fund/GetFundDetails/S1/TransactionDetails': transactionsResponse([aTransaction()]),
    });
    const user = userEvent.setup();
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={institutional} />);

    await screen.findByRole('heading', { name: 'AF Umbrella Pension Fund' });
    const pots = screen.getByRole('list', { name: 'Two-pot components' });
    expect(within(pots).getByText(`Vested: ${HIDDEN_AMOUNT}`)).toBeTruthy();
    expect(within(pots).getByText(`Savings: ${HIDDEN_AMOUNT}`)).toBeTruthy();
    await screen.findByText('Member contribution');
    // The sections below the first view (their code loads apart) are drawn too.
    const portfolios = await screen.findByRole('table', { name: 'Portfolios' });
    expect(document.body.textContent).not.toMatch(RAND_AMOUNT);
    expect(document.body.textContent).not.toContain('12.3456');

    expect(within(portfolios).getAllByText(HIDDEN_AMOUNT)).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'Units' }));
    expect(within(portfolios).getByText(HIDDEN_FIGURE)).toBeTruthy();
    expect(within(portfolios).queryByText('3 321.1234')).toBeNull();
    // The unit price is the portfolio's public price, not the member's holding.
    expect(within(portfolios).getByText('45.123456')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Information' }));
    expect(await screen.findByText('Annual pensionable salary')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(RAND_AMOUNT);
    expect(document.body.textContent).not.toContain('480 000');
  });
});
