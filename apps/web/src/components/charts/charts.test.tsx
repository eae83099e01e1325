import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { renderWithProviders } from '@/testing/render';
import { axisTickText } from './chart-values';
import { DonutChartFigure } from './donut-chart-figure';
import { AreaChartFigure, BarChartFigure } from './series-chart-figure';

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
      ['AF Pension Fund', 'R 750 000.50', '75.00%'],
      ['Unit trust elsewhere', 'R 250 000.00', '25.00%'],
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
      ['AF Pension Fund', HIDDEN_AMOUNT],
      ['Unit trust elsewhere', HIDDEN_AMOUNT],
    ]);
    expect(
      screen.getByRole('img', {
        name: `Allocation by product: AF Pension Fund ${HIDDEN_AMOUNT}, Unit trust elsewhere ${HIDDEN_AMOUNT}.`,
      }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/R \d/);
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
      ['Jan 2025', 'R 100 000.00', 'R 5 000.00', 'R 105 000.00'],
      ['Feb 2025', 'R 102 000.00', 'R 7 250.25', 'R 109 250.25'],
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

  it('writes short axis ticks', () => {
    expect(axisTickText(250_000, 'rand')).toBe('R 250k');
    expect(axisTickText(1_500_000, 'cents')).toBe('R 1.5m');
    expect(axisTickText(-800, 'rand')).toBe('-R 800');
    expect(axisTickText(12.5, 'percent')).toBe('12.5%');
  });
});
