import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SortableTable } from './sortable-table';
import type { TableColumn } from './sortable-table';

type Payment = { id: string; payee: string; cents: number; date: string; note: string };

const PAYMENTS: Payment[] = [
  { id: 'p1', payee: 'Bongani', cents: 150_000, date: '2025-05-20', note: 'first' },
  { id: 'p2', payee: 'anele', cents: 9_900, date: '2024-12-31', note: 'second' },
  { id: 'p3', payee: 'Chloé', cents: 1_000_000, date: '2025-01-09', note: 'third' },
];

const COLUMNS: TableColumn<Payment>[] = [
  { title: 'Payee', dataKey: 'payee', sortable: true },
  {
    title: 'Amount',
    dataKey: 'cents',
    sortable: true,
    align: 'right',
    cell: (payment) => `R ${(payment.cents / 100).toFixed(2)}`,
  },
  { title: 'Note', dataKey: 'note' },
  { title: 'Actions', dataKey: 'actions', isTitleHidden: true, cell: () => '…' },
];

function renderPayments() {
  const user = userEvent.setup();
  renderWithProviders(
    <SortableTable
      label="Payments"
      minWidth={320}
      columns={COLUMNS}
      rows={PAYMENTS}
      rowKey={(payment) => payment.id}
    />,
  );
  return user;
}

const table = () => screen.getByRole('table', { name: 'Payments' });
const header = (name: string) => within(table()).getByRole('columnheader', { name });
/** The first cell of each body row. */
const payees = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('SortableTable', () => {
  it('shows the rows in their own order, with a button on each sortable header only', () => {
    renderPayments();
    expect(payees()).toEqual(['Bongani', 'anele', 'Chloé']);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Payee', 'Amount', 'Note', 'Actions']);
    for (const name of ['Payee', 'Amount', 'Note', 'Actions'])
      expect(header(name).getAttribute('aria-sort')).toBeNull();
    expect(within(header('Payee')).getByRole('button', { name: 'Payee' })).toBeTruthy();
    expect(within(header('Amount')).getByRole('button', { name: 'Amount' })).toBeTruthy();
    expect(within(header('Note')).queryByRole('button')).toBeNull();
    expect(within(header('Actions')).queryByRole('button')).toBeNull();
  });

  it('sorts ascending on the first click and descending on the next, by value', async () => {
    const user = renderPayments();
    const amount = within(header('Amount')).getByRole('button');

    await user.click(amount);
    expect(payees()).toEqual(['anele', 'Bongani', 'Chloé']);
    expect(header('Amount').getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('status').textContent).toBe('Payments, sorted by Amount, ascending');

    await user.click(amount);
    expect(payees()).toEqual(['Chloé', 'Bongani', 'anele']);
    expect(header('Amount').getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('status').textContent).toBe('Payments, sorted by Amount, descending');
  });

  it('says only the column that orders the rows is sorted', async () => {
    const user = renderPayments();
    await user.click(within(header('Amount')).getByRole('button'));
    await user.click(within(header('Payee')).getByRole('button'));
    // Words sort without regard to case: anele, Bongani, Chloé.
    expect(payees()).toEqual(['anele', 'Bongani', 'Chloé']);
    expect(header('Payee').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Amount').getAttribute('aria-sort')).toBeNull();
  });

  it('sorts from the keyboard: Tab to a header, Enter or Space', async () => {
    const user = renderPayments();
    await user.tab();
    expect(document.activeElement).toBe(within(header('Payee')).getByRole('button'));
    await user.keyboard('{Enter}');
    expect(header('Payee').getAttribute('aria-sort')).toBe('ascending');

    await user.tab();
    expect(document.activeElement).toBe(within(header('Amount')).getByRole('button'));
    await user.keyboard(' ');
    expect(header('Amount').getAttribute('aria-sort')).toBe('ascending');
    await user.keyboard(' ');
    expect(header('Amount').getAttribute('aria-sort')).toBe('descending');
    expect(payees()).toEqual(['Chloé', 'Bongani', 'anele']);
  });

  it('sorts grouped rows within each group and keeps the groups in their order', async () => {
    const user = userEvent.setup();
    const groups = [
      { title: 'May', items: [PAYMENTS[0]!, PAYMENTS[1]!] },
      { title: 'June', items: [PAYMENTS[2]!, { ...PAYMENTS[1]!, id: 'p4', cents: 1 }] },
    ];
    renderWithProviders(
      <SortableTable
        label="Payments"
        minWidth={320}
        columns={COLUMNS}
        groups={groups}
        groupKey={(group) => group.title}
        rowKey={(payment) => payment.id}
        renderGroup={(group, renderRows) => (
          <>
            <Table.Tr>
              <Table.Th colSpan={COLUMNS.length} scope="colgroup">
                {group.title}
              </Table.Th>
            </Table.Tr>
            {renderRows(group.items)}
          </>
        )}
      />,
    );
    const order = () =>
      within(table())
        .getAllByRole('rowgroup')
        .slice(1)
        .map((body) =>
          within(body)
            .getAllByRole('row')
            .map((row) => row.textContent),
        );
    expect(order()).toEqual([
      ['May', 'BonganiR 1500.00first…', 'aneleR 99.00second…'],
      ['June', 'ChloéR 10000.00third…', 'aneleR 0.01second…'],
    ]);
    await user.click(within(header('Amount')).getByRole('button'));
    expect(order()).toEqual([
      ['May', 'aneleR 99.00second…', 'BonganiR 1500.00first…'],
      ['June', 'aneleR 0.01second…', 'ChloéR 10000.00third…'],
    ]);
  });
});
