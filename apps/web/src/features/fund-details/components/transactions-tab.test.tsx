import { addMonths } from '@portal/domain/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { aTransaction, transactionsResponse } from '../testing/fixtures';
import { TransactionsTab } from './transactions-tab';
import { TEST_TODAY } from '@/testing/fixtures';

const PATH = 'GET /api/Fund/GetFundDetails/S1/TransactionDetails';

afterEach(() => {
  vi.unstubAllGlobals();
  setAmountsHidden(false);
});

function mayTransactions(count: number) {
  return Array.from({ length: count }, (_, i) =>
    aTransaction({
      date: `2025-05-${String(20 - i).padStart(2, '0')}`,
      name: `Contribution ${i + 1}`,
    }),
  );
}

function query(url: string) {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('TransactionsTab', () => {
  it('groups by year and month, shows 3 a month and expands to the rest', async () => {
    stubApi({
      [PATH]: transactionsResponse([
        ...mayTransactions(5),
        aTransaction({ date: '2024-12-02', name: 'Switch in' }),
      ]),
    });
    const user = userEvent.setup();
    renderWithProviders(<TransactionsTab schemeNumber="S1" isMobile={false} />);

    const table = await screen.findByRole('table', { name: 'Transactions' });
    for (const header of ['DATE', 'TRANSACTION', 'PORTFOLIO', 'UNITS', 'UNIT PRICE', 'AMOUNT'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(table).getByText('2025')).toBeTruthy();
    expect(within(table).getByText('May 2025')).toBeTruthy();
    expect(within(table).getByText('December 2024')).toBeTruthy();
    expect(within(table).getByText('Contribution 3')).toBeTruthy();
    expect(within(table).queryByText('Contribution 4')).toBeNull();
    expect(within(table).getAllByText('12.3456')).toHaveLength(4);
    expect(within(table).getAllByText('45.123456')).toHaveLength(4);
    // Four rows, and December's total of its one row.
    expect(within(table).getAllByText('R 557.08')).toHaveLength(5);

    const expand = within(table).getByRole('button', { name: 'Show 2 more for May 2025' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await user.click(expand);
    expect(within(table).getByText('Contribution 5')).toBeTruthy();
    expect(
      within(table)
        .getByRole('button', { name: 'Show fewer for May 2025' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('names each row’s portfolio and totals each month to the cent, hidden rows included', async () => {
    stubApi({
      [PATH]: transactionsResponse([
        aTransaction({
          date: '2025-05-20',
          name: 'Member contribution (savings)',
          amount: 650.58,
          portfolio: 'AF Balanced Fund',
        }),
        aTransaction({
          date: '2025-05-20',
          name: 'Member contribution (savings)',
          amount: 650.58,
          portfolio: 'AF Stable Fund',
        }),
        aTransaction({
          date: '2025-05-19',
          name: 'Administration fee',
          amount: -0.1,
          portfolio: 'AF Stable Fund',
        }),
        aTransaction({
          date: '2025-05-02',
          name: 'Risk premium',
          amount: -0.2,
          portfolio: 'AF Stable Fund',
        }),
        aTransaction({
          date: '2024-12-02',
          name: 'Transfer in',
          amount: 5,
          portfolio: 'AF Balanced Fund',
        }),
      ]),
    });
    const user = userEvent.setup();
    renderWithProviders(<TransactionsTab schemeNumber="S1" isMobile={false} />);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    // The two contributions of a day differ by the portfolio they bought.
    const contributions = within(table)
      .getAllByRole('row')
      .filter((row) => row.textContent?.includes('Member contribution (savings)'));
    expect(contributions.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'AF Balanced Fund',
      'AF Stable Fund',
    ]);
    const totals = () =>
      within(table)
        .getAllByRole('row')
        .filter((row) => row.dataset.testid === 'month-total')
        .map((row) => [
          within(row).getByRole('rowheader').textContent,
          within(row).getByRole('cell').textContent,
        ]);
    // 650.58 + 650.58 − 0.10 − 0.20 = 1 300.86, with the fourth row still folded away.
    expect(totals()).toEqual([
      ['Net total for May 2025 (all 4 transactions)', 'R\u00a01\u00a0300.86'],
      ['Net total for December 2024 (1 transaction)', 'R\u00a05.00'],
    ]);
    await user.click(within(table).getByRole('button', { name: 'Show 1 more for May 2025' }));
    const may = within(table)
      .getAllByRole('row')
      .filter(
        (row) =>
          row.textContent?.includes('2025') && within(row).queryAllByRole('cell').length === 6,
      )
      .map((row) => within(row).getAllByRole('cell')[5]?.textContent);
    expect(may).toEqual(['R\u00a0650.58', 'R\u00a0650.58', '−R\u00a00.10', '−R\u00a00.20']);
    expect(totals()[0]?.[1]).toBe('R\u00a01\u00a0300.86');
  });

  it('shows each card’s portfolio and the month’s total on a phone', async () => {
    stubApi({
      [PATH]: transactionsResponse([
        aTransaction({ date: '2025-05-20', amount: 650.58, portfolio: 'AF Stable Fund' }),
        aTransaction({ date: '2025-05-19', amount: 650.58, portfolio: 'AF Balanced Fund' }),
      ]),
    });
    renderWithProviders(<TransactionsTab schemeNumber="S1" isMobile />);
    const month = await screen.findByRole('group', { name: 'May 2025' });
    // On the card's line under its name (its folded details name the portfolio again).
    expect(within(month).getByText(/^20 May 2025 · AF Stable Fund$/)).toBeTruthy();
    expect(within(month).getByText(/^19 May 2025 · AF Balanced Fund$/)).toBeTruthy();
    expect(within(month).getByTestId('month-total').textContent).toBe(
      'Net total for May 2025 (all 2 transactions)R\u00a01\u00a0301.16',
    );
  });

  // spec 3 §2.11: a header sorts its column within each month; the months stay newest first.
  it('sorts within each month by a column, the first 3 following the order', async () => {
    stubApi({
      [PATH]: transactionsResponse([
        aTransaction({ date: '2025-05-20', name: 'Contribution', amount: 1_000 }),
        aTransaction({ date: '2025-05-18', name: 'Fee', amount: -45.5 }),
        aTransaction({ date: '2025-05-09', name: 'Switch in', amount: 20_000 }),
        aTransaction({ date: '2025-05-02', name: 'Switch out', amount: -20_000 }),
        aTransaction({ date: '2024-12-02', name: 'Transfer in', amount: 5 }),
        aTransaction({ date: '2024-12-01', name: 'Bonus', amount: 300 }),
      ]),
    });
    const user = userEvent.setup();
    renderWithProviders(<TransactionsTab schemeNumber="S1" isMobile={false} />);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .filter((row) => row.dataset.testid !== 'month-total')
        .map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? row.textContent);
    const amount = within(table).getByRole('columnheader', { name: 'AMOUNT' });
    expect(amount.getAttribute('aria-sort')).toBeNull();
    expect(names()).toEqual([
      'DATETRANSACTIONPORTFOLIOUNITSUNIT PRICEAMOUNT',
      '2025',
      'May 2025',
      'Contribution',
      'Fee',
      'Switch in',
      'Show 1 more for May 2025',
      '2024',
      'December 2024',
      'Transfer in',
      'Bonus',
    ]);

    await user.click(within(amount).getByRole('button', { name: 'AMOUNT' }));
    expect(amount.getAttribute('aria-sort')).toBe('ascending');
    expect(names().slice(1)).toEqual([
      '2025',
      'May 2025',
      'Switch out',
      'Fee',
      'Contribution',
      'Show 1 more for May 2025',
      '2024',
      'December 2024',
      'Transfer in',
      'Bonus',
    ]);

    await user.click(within(amount).getByRole('button', { name: 'AMOUNT' }));
    expect(amount.getAttribute('aria-sort')).toBe('descending');
    expect(names().slice(3, 6)).toEqual(['Switch in', 'Contribution', 'Fee']);
    expect(names().slice(-2)).toEqual(['Bonus', 'Transfer in']);

    const date = within(table).getByRole('columnheader', { name: 'DATE' });
    await user.click(within(date).getByRole('button', { name: 'DATE' }));
    expect(date.getAttribute('aria-sort')).toBe('ascending');
    expect(amount.getAttribute('aria-sort')).toBeNull();
    expect(names().slice(3, 6)).toEqual(['Switch out', 'Switch in', 'Fee']);
  });

  it('does not sort by units or amounts while amounts are hidden', async () => {
    setAmountsHidden(true);
    stubApi({ [PATH]: transactionsResponse(mayTransactions(2)) });
    renderWithProviders(<TransactionsTab schemeNumber="S1" isMobile={false} />);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    for (const name of ['UNITS', 'AMOUNT'])
      expect(
        within(within(table).getByRole('columnheader', { name })).queryByRole('button'),
      ).toBeNull();
    for (const name of ['DATE', 'TRANSACTION', 'UNIT PRICE'])
      expect(
        within(within(table).getByRole('columnheader', { name })).getByRole('button', { name }),
      ).toBeTruthy();
  });

  it('asks for the last three months by default and says when there are none', async () => {
    const calls = stubApi({ [PATH]: transactionsResponse([]) });
    renderWithProviders(<TransactionsTab schemeNumber="S1" isMobile={false} />);

    expect(
      await screen.findByText('There are no transactions for the last three months.'),
    ).toBeTruthy();
    const today = TEST_TODAY;
    const first = calls.find((call) => call.url.includes('/TransactionDetails'));
    expect(query(first!.url)).toEqual({ startDate: addMonths(today, -3), endDate: today });
  });

  it('filters in the Transactional details modal, refuses From after To, and resets on close', async () => {
    const calls = stubApi({ [PATH]: transactionsResponse([]) });
    const user = userEvent.setup();
    const today = TEST_TODAY;
    renderWithProviders(<TransactionsTab schemeNumber="S1" isMobile={false} />);
    await screen.findByText('There are no transactions for the last three months.');

    await user.click(screen.getByRole('button', { name: 'Filter by date' }));
    const modal = await screen.findByRole('dialog', { name: 'Transactional details' });
    await user.click(within(modal).getByRole('radio', { name: '6 months' }));
    await waitFor(() =>
      expect(calls.map((c) => query(c.url).startDate)).toContain(addMonths(today, -6)),
    );

    await user.click(within(modal).getByRole('radio', { name: 'Custom' }));
    // The date pickers load when Custom is first chosen.
    const from = await within(modal).findByRole('textbox', { name: /From/ });
    const to = within(modal).getByRole('textbox', { name: /To/ });
    await user.clear(to);
    await user.type(to, '01/03/2025');
    await user.clear(from);
    await user.type(from, '10/03/2025');
    await user.tab();
    expect(await within(modal).findByText('From date must be before to date.')).toBeTruthy();
    expect(calls.some((c) => query(c.url).startDate === '2025-03-10')).toBe(false);

    await user.clear(from);
    await user.type(from, '01/01/2025');
    await user.tab();
    await waitFor(() =>
      expect(
        calls.some(
          (c) => query(c.url).startDate === '2025-01-01' && query(c.url).endDate === '2025-03-01',
        ),
      ).toBe(true),
    );
    expect(
      await within(modal).findByText('There are no transactions for the selected dates.'),
    ).toBeTruthy();

    const before = calls.length;
    // The focus is in the To field, whose calendar is open: the first Escape closes the calendar,
    // the second the modal.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Transactional details' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closing refetches the default three months.
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(query(calls.at(-1)!.url)).toEqual({ startDate: addMonths(today, -3), endDate: today });
  }, 30_000);

  it('shows cards on mobile that open to units, unit price and amount', async () => {
    stubApi({ [PATH]: transactionsResponse(mayTransactions(1)) });
    const user = userEvent.setup();
    renderWithProviders(<TransactionsTab schemeNumber="S1" isMobile />);

    const card = await screen.findByRole('button', { name: /Contribution 1/ });
    expect(card.getAttribute('aria-expanded')).toBe('false');
    // The amount says which way the money went in words: a contribution comes into the fund.
    expect(within(card).getByText('Into your fund')).toBeTruthy();
    expect(card.textContent).not.toMatch(/[▼▲]/);
    await user.click(card);
    expect(card.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Unit price')).toBeTruthy();
  });

  it('says a withdrawal or a fee went out of the fund', async () => {
    stubApi({
      [PATH]: transactionsResponse([
        aTransaction({ date: '2025-05-20', name: 'Administration fee', amount: -45.5 }),
      ]),
    });
    renderWithProviders(<TransactionsTab schemeNumber="S1" isMobile />);
    const card = await screen.findByRole('button', { name: /Administration fee/ });
    expect(within(card).getByText('Out of your fund')).toBeTruthy();
  });

  it('shows the transaction details error text', async () => {
    stubApi({
      [PATH]: () => jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    });
    renderWithProviders(<TransactionsTab schemeNumber="S1" isMobile={false} />);
    expect(
      await screen.findByText(
        'Something went wrong uploading your transaction details. Please try logging in later.',
      ),
    ).toBeTruthy();
  });
});
