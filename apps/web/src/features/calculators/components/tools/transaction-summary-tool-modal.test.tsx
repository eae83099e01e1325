import { TransactionSummaryResponseSchema } from '@portal/contract/statements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { aFund } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { TransactionSummaryToolModal } from './transaction-summary-tool-modal';

const PENSION = aFund({
  schemeNumber: 'S1',
  fullproductname: 'Anchor Pension Fund',
  caseKey: 'CK1',
  caseMemberKey: 'CM1',
});
const PROVIDENT = aFund({
  schemeNumber: 'S2',
  fullproductname: 'Anchor Provident Fund',
  caseKey: 'CK2',
  caseMemberKey: 'CM2',
});
const RETAIL = aFund({
  schemeNumber: 'R3',
  fullproductname: 'AF Investment Plan',
  productTypeCategory: 'Retail',
  isRetail: true,
});

const summary = TransactionSummaryResponseSchema.parse({
  success: true,
  openingBalance: 100000,
  contributionsAndSwitches: 12000,
  withdrawalsFeesAndExpenses: 1500.25,
  investmentReturn: 8000.5,
  closingBalance: 118500.25,
  switched: 0,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TransactionSummaryToolModal', () => {
  it('lists the institutional products with the first chosen, then summarises the chosen one', async () => {
    const calls = stubApi({ 'GET /api/Statements/TransactionSummary': summary });
    const user = userEvent.setup();
    renderWithProviders(
      <TransactionSummaryToolModal
        opened
        onClose={() => {}}
        funds={{ status: 'success', funds: [PENSION, RETAIL, PROVIDENT] }}
      />,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Transaction Summary' });
    const select = within(dialog).getByRole('combobox', { name: 'Select a product' });
    // As in the IRR tool, the first product is chosen once the funds are known; nothing is asked
    // until Calculate.
    expect(select).toHaveProperty('value', 'Anchor Pension Fund');
    expect(within(dialog).getByRole('textbox', { name: /From/ })).toHaveProperty('disabled', false);
    expect(
      within(dialog).getByRole('button', { name: 'Calculate' }).getAttribute('aria-disabled'),
    ).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/Statements'))).toBe(false);
    expect(
      within(dialog).getByText('Only transactions within the selected period are reflected.'),
    ).toBeTruthy();

    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Anchor Pension Fund',
      'Anchor Provident Fund',
    ]);
    await user.click(screen.getByRole('option', { name: 'Anchor Provident Fund' }));

    const calculate = within(dialog).getByRole('button', { name: 'Calculate' });
    await waitFor(() => expect(select).toHaveProperty('value', 'Anchor Provident Fund'));
    await user.click(calculate);
    const table = await within(dialog).findByRole('table', { name: 'Transaction summary' });
    expect(within(table).getByText('R 118 500.25')).toBeTruthy();
    const query = new URL(calls.find((c) => c.url.startsWith('/api/Statements'))!.url, 'http://x')
      .searchParams;
    expect(query.get('caseKey')).toBe('CK2');
    expect(query.get('caseMemberKey')).toBe('CM2');
    // The summary of the tools page has no IRR information box.
    expect(within(dialog).queryByRole('button', { name: 'Use IRR calculator' })).toBeNull();
  });

  it('keeps Calculate waiting while From is after To', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(
      <TransactionSummaryToolModal
        opened
        onClose={() => {}}
        funds={{ status: 'success', funds: [PENSION] }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Summary' });

    const from = within(dialog).getByRole('textbox', { name: /From/ });
    const to = within(dialog).getByRole('textbox', { name: /To/ });
    await user.clear(to);
    await user.type(to, '01/03/2025');
    await user.clear(from);
    await user.type(from, '05/03/2025');
    await user.tab();
    expect(await within(dialog).findByText('From date must be before To date.')).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Calculate' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('offers no product and keeps the dates and Calculate disabled without an institutional one', async () => {
    stubApi({});
    renderWithProviders(
      <TransactionSummaryToolModal
        opened
        onClose={() => {}}
        funds={{ status: 'success', funds: [RETAIL] }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Summary' });
    const select = within(dialog).getByRole('combobox', { name: 'Select a product' });
    expect(select.getAttribute('placeholder')).toBe('Select a fund');
    expect(select).toHaveProperty('value', '');
    expect(within(dialog).getByRole('textbox', { name: /From/ })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Calculate' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
