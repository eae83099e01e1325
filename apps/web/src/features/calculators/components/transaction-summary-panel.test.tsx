import { TransactionSummaryResponseSchema } from '@portal/contract/statements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { isWaiting } from './goal-calculators/goal-calculator-stubs';
import { TransactionSummaryPanel } from './transaction-summary-panel';

const PATH = 'GET /api/Statements/TransactionSummary';
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

function renderPanel() {
  return renderWithProviders(
    <TransactionSummaryPanel schemeNumber="S1" caseKey="C1" caseMemberKey="CM1" />,
  );
}

describe('TransactionSummaryPanel', () => {
  it('disables Calculate while From is after To, then shows the five figures', async () => {
    const all = stubApi({ [PATH]: summary });
    const calls = {
      get length() {
        return all.filter((c) => c.url.startsWith('/api/Statements')).length;
      },
    };
    const user = userEvent.setup();
    renderPanel();

    const from = screen.getByRole('textbox', { name: /From/ });
    const to = screen.getByRole('textbox', { name: /To/ });
    await user.clear(to);
    await user.type(to, '01/03/2025');
    await user.clear(from);
    await user.type(from, '05/03/2025');
    await user.tab();
    expect(await screen.findByText('From date must be before To date.')).toBeTruthy();
    const waiting = screen.getByRole('button', { name: 'Calculate' });
    expect(isWaiting(waiting)).toBe(true);
    expect(screen.getByText(/^To calculate, correct the From/)).toBeTruthy();
    // Pressed while it waits, it asks nothing and takes the focus to the date to correct.
    await user.click(waiting);
    expect(document.activeElement).toBe(from);
    expect(calls).toHaveLength(0);

    await user.clear(from);
    await user.type(from, '01/01/2025');
    await user.tab();
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    await waitFor(() => expect(isWaiting(calculate)).toBe(false));
    await user.click(calculate);

    const table = await screen.findByRole('table', { name: 'Transaction summary' });
    const figures = [
      ['Opening balance', 'R 100 000.00'],
      ['Contributions (money in)', 'R 12 000.00'],
      ['Withdrawals, fees, and expenses (money out)', 'R 1 500.25'],
      ['Investment return', 'R 8 000.50'],
      ['Closing balance', 'R 118 500.25'],
    ] as const;
    for (const [label, value] of figures) {
      const row = within(table).getByRole('row', { name: new RegExp(label.replace(/[()]/g, '.')) });
      expect(within(row).getByText(value)).toBeTruthy();
    }
    expect(
      new URL(
        all.find((c) => c.url.startsWith('/api/Statements'))!.url,
        'http://x',
      ).searchParams.toString(),
    ).toBe('dateFrom=2025-01-01&dateTo=2025-03-01&caseKey=C1&caseMemberKey=CM1');
    expect(
      screen.getByText('Only transactions within the selected period are reflected.'),
    ).toBeTruthy();
  }, 30_000);

  it('shows its failure text', async () => {
    stubApi({
      [PATH]: () => jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText(
        'Something went wrong uploading your transactional summary. Please try logging in later.',
      ),
    ).toBeTruthy();
  });

  it('opens the IRR Calculator modal from the information box', async () => {
    stubApi({ 'POST /api/Fund/GetFundDetails/S1/Irr': () => jsonResponse({}, 500) });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Use IRR calculator' }));
    const modal = await screen.findByRole('dialog', { name: 'IRR Calculator' });
    expect(within(modal).getByRole('button', { name: 'Calculate' })).toBeTruthy();
  });
});
