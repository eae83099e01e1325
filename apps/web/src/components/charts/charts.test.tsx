import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { renderWithProviders } from '@/testing/render';
import { DonutChartFigure } from './donut-chart-figure';
import { sliceShares } from './donut-legend';
import { AreaChartFigure, BarChartFigure, LineChartFigure } from './series-chart-figure';

// The shared charts: each a figure named by its caption, the drawing an image with a text
// alternative, every figure in a table (caption, column and row headers), and no amount left in
// the page while the privacy switch hides amounts.

afterEach(() => {
  window.localStorage.clear();
  setAmountsHidden(false);
});

const SLICES = [
  { label: 'AF Pension Fund', value: 750_000.5, share: 75 },
  { label: 'Unit trust elsewhere', value: 250_000, share: 25 },
];

const MONTHS = [
  { label: 'Jan 2025', values: { contributions: 100_000, growth: 5_000 } },
  { label: 'Feb 2025', values: { contributions: 102_000, growth: 7_250.25 } },
];
const SERIES = [
  { key: 'contributions', label: 'Contributions' },
  { key: 'growth', label: 'Growth' },
];

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent ?? ''));
}

describe('DonutChartFigure', () => {
  it('names the drawing and gives every figure in a table', async () => {
    renderWithProviders(
      <DonutChartFigure title="Allocation by product" unit="rand" slices={SLICES} />,
    );
    const figure = screen.getByRole('figure', { name: 'Allocation by product' });
    expect(
      within(figure).getByRole('img', {
        name: 'Allocation by product: AF Pension Fund 75.00%, Unit trust elsewhere 25.00%.',
      }),
    ).toBeTruthy();
    const table = within(figure).getByRole('table', { name: 'Allocation by product' });
    expect(rowsOf(table)).toEqual([
      ['Name', 'Value', 'Share'],
      ['AF Pension Fund', 'R\u00a0750\u00a0000.50', '75.00%'],
      ['Unit trust elsewhere', 'R\u00a0250\u00a0000.00', '25.00%'],
    ]);
    // The drawing arrives with the chart library, in place of the placeholder.
    await waitFor(() => expect(figure.querySelector('.mantine-Skeleton-root')).toBeNull());
  });

  it('shows the table on request and hides it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DonutChartFigure title="Allocation by product" unit="rand" slices={SLICES} />,
    );
    const toggle = screen.getByRole('button', { name: 'Show table of Allocation by product' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const table = screen.getByRole('table', { name: 'Allocation by product' });
    expect(toggle.getAttribute('aria-controls')).toBe(table.id);
    // Read by screen readers, out of sight until asked for.
    expect(table.closest('.mantine-VisuallyHidden-root')).not.toBeNull();
    await user.click(toggle);
    expect(
      screen
        .getByRole('button', { name: 'Hide table of Allocation by product' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    const shown = screen.getByRole('table', { name: 'Allocation by product' });
    expect(shown.closest('.mantine-VisuallyHidden-root')).toBeNull();
  });

  it('shows a legend naming each slice with its share, the shares adding up to 100.00%', () => {
    renderWithProviders(
      <DonutChartFigure
        title="By product"
        unit="cents"
        slices={[
          { label: 'AF Pension Fund', value: 100 },
          { label: 'AF Provident Fund', value: 100 },
          { label: 'Unit trust elsewhere', value: 100 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'By product' });
    const legend = within(figure).getByRole('list', { hidden: true });
    // A third each would show 33.33% three times (99.99%): the largest remainder takes 33.34%.
    expect(
      within(legend)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['AF Pension Fund33.34%', 'AF Provident Fund33.33%', 'Unit trust elsewhere33.33%']);
    // The legend is part of the image, whose text alternative says the same.
    expect(legend.closest('[role="img"]')?.getAttribute('aria-label')).toBe(
      'By product: AF Pension Fund 33.34%, AF Provident Fund 33.33%, Unit trust elsewhere 33.33%.',
    );
    expect(rowsOf(within(figure).getByRole('table', { name: 'By product' })).slice(1)).toEqual([
      ['AF Pension Fund', 'R\u00a01.00', '33.34%'],
      ['AF Provident Fund', 'R\u00a01.00', '33.33%'],
      ['Unit trust elsewhere', 'R\u00a01.00', '33.33%'],
    ]);
  });

  it('shows an allocation chart’s percentages as they are, without a share column', () => {
    renderWithProviders(
      <DonutChartFigure
        title="Allocation per beneficiary"
        unit="percent"
        valueHeader="Allocation"
        slices={[
          { label: 'Thandi Nkosi', value: 60 },
          { label: 'Sipho Nkosi', value: 40 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Allocation per beneficiary' });
    expect(
      within(within(figure).getByRole('list', { hidden: true }))
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Thandi Nkosi60.00%', 'Sipho Nkosi40.00%']);
    expect(rowsOf(within(figure).getByRole('table'))).toEqual([
      ['Name', 'Allocation'],
      ['Thandi Nkosi', '60.00%'],
      ['Sipho Nkosi', '40.00%'],
    ]);
  });

  it('leaves no amount in the page while amounts are hidden, shares still shown', () => {
    setAmountsHidden(true);
    renderWithProviders(
      <DonutChartFigure
        title="Allocation by product"
        unit="rand"
        slices={SLICES.map(({ label, value }) => ({ label, value }))}
      />,
    );
    const table = screen.getByRole('table', { name: 'Allocation by product' });
    expect(rowsOf(table).slice(1)).toEqual([
      ['AF Pension Fund', HIDDEN_AMOUNT, '75.00%'],
      ['Unit trust elsewhere', HIDDEN_AMOUNT, '25.00%'],
    ]);
    expect(
      screen.getByRole('img', {
        name: 'Allocation by product: AF Pension Fund 75.00%, Unit trust elsewhere 25.00%.',
      }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/R\s\d/);
  });
});

describe('sliceShares', () => {
  it('keeps shares that add up to 100 %, and works them out otherwise', () => {
    expect(sliceShares(SLICES, 'rand')).toEqual([7500, 2500]);
    expect(
      sliceShares(
        [
          { label: 'a', value: 2, share: 66.67 },
          { label: 'b', value: 1, share: 33.34 },
        ],
        'rand',
      ),
    ).toEqual([6667, 3333]);
    expect(
      sliceShares(
        [
          { label: 'a', value: 50 },
          { label: 'b', value: 30 },
        ],
        'percent',
      ),
    ).toEqual([5000, 3000]);
  });
});

describe('series charts', () => {
  it('gives an area chart one table row per month and one column per series', () => {
    renderWithProviders(
      <AreaChartFigure
        title="Value of your funds"
        description="Your funds grew from R 105 000.00 to R 109 250.25."
        categoryHeader="Month"
        unit="rand"
        type="stacked"
        rows={MONTHS}
        series={SERIES}
        totalColumn={{
          header: 'Value',
          valueOf: (row) => (row.values.contributions ?? 0) + (row.values.growth ?? 0),
        }}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Your funds grew from R 105 000.00 to R 109 250.25.' }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Value of your funds' });
    expect(rowsOf(table)).toEqual([
      ['Month', 'Contributions', 'Growth', 'Value'],
      ['Jan 2025', 'R\u00a0100\u00a0000.00', 'R\u00a05\u00a0000.00', 'R\u00a0105\u00a0000.00'],
      ['Feb 2025', 'R\u00a0102\u00a0000.00', 'R\u00a07\u00a0250.25', 'R\u00a0109\u00a0250.25'],
    ]);
  });

  it('writes cents and percentages, leaving a missing figure blank', () => {
    renderWithProviders(
      <BarChartFigure
        title="Returns"
        description="Returns per fund"
        categoryHeader="Fund"
        unit="percent"
        rows={[
          { label: 'AF Pension Fund', values: { irr: 9.5 } },
          { label: 'AF Provident Fund', values: { irr: null } },
        ]}
        series={[{ key: 'irr', label: '12-month return' }]}
      />,
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Returns' }))).toEqual([
      ['Fund', '12-month return'],
      ['AF Pension Fund', '9.50%'],
      ['AF Provident Fund', ''],
    ]);
  });

  it('hides every amount in the table while amounts are hidden', () => {
    setAmountsHidden(true);
    renderWithProviders(
      <AreaChartFigure
        title="Value of your funds"
        description="Your funds' value month by month."
        categoryHeader="Month"
        unit="cents"
        rows={[{ label: 'Jan 2025', values: { value: 10_500_000 } }]}
        series={[{ key: 'value', label: 'Value' }]}
      />,
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Value of your funds' }))).toEqual([
      ['Month', 'Value'],
      ['Jan 2025', HIDDEN_AMOUNT],
    ]);
    expect(document.body.textContent).not.toContain('105 000');
  });

  it('draws funds as lines with their total as a series of its own', () => {
    renderWithProviders(
      <LineChartFigure
        title="Each fund's value and their total"
        description="One line per fund and a dashed line for the total."
        categoryHeader="Month"
        unit="rand"
        rows={[
          { label: 'Jan 2025', date: '2025-01-31', values: { a: 100, b: 50, total: 150 } },
          { label: 'Feb 2025', date: '2025-02-28', values: { a: 110, b: 60, total: 170 } },
        ]}
        series={[
          { key: 'a', label: 'AF Pension Fund' },
          { key: 'b', label: 'AF Provident Fund' },
          { key: 'total', label: 'Total of all funds', isDashed: true },
        ]}
      />,
    );
    expect(
      rowsOf(screen.getByRole('table', { name: "Each fund's value and their total" })),
    ).toEqual([
      ['Month', 'AF Pension Fund', 'AF Provident Fund', 'Total of all funds'],
      ['Jan 2025', 'R\u00a0100.00', 'R\u00a050.00', 'R\u00a0150.00'],
      ['Feb 2025', 'R\u00a0110.00', 'R\u00a060.00', 'R\u00a0170.00'],
    ]);
  });
});
