import { screen, within } from '@testing-library/react';
import { formatMonthYear } from '@portal/domain/dates';
import { goalTargetSeries } from '@portal/domain/goals';
import { formatRand, toCents } from '@portal/domain/money';
import { afterEach, describe, expect, it } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { renderWithProviders } from '@/testing/render';
import { GOAL_TARGET_CHART_TITLE, GoalTargetChart } from './goal-target-chart';

// The goal calculators' result chart: the amount needed, month by month, as an
// image named by where it starts and ends, with every point in its table.

afterEach(() => {
  window.localStorage.clear();
  setAmountsHidden(false);
});

const TODAY = '2025-06-15';
const points = goalTargetSeries({
  base: toCents(10_000_000),
  inflationPercent: 6,
  months: 18,
  today: TODAY,
});

describe('GoalTargetChart', () => {
  it('names the drawing by its start and end, and lists every point in its table', () => {
    const first = points[0]!;
    const last = points.at(-1)!;
    renderWithProviders(<GoalTargetChart points={points} />);
    const figure = screen.getByRole('figure', { name: GOAL_TARGET_CHART_TITLE });
    expect(
      within(figure).getByRole('img', {
        name: `The amount needed grows from R\u00a0100\u00a0000.00 in ${formatMonthYear(TODAY)} to ${formatRand(
          last.cents,
        )} by ${formatMonthYear(last.date)}.`,
      }),
    ).toBeTruthy();
    const table = within(figure).getByRole('table', { name: GOAL_TARGET_CHART_TITLE });
    const rows = within(table).getAllByRole('row');
    // The header row, then a point a month from today to the goal's month (0–18).
    expect(points).toHaveLength(19);
    expect(rows).toHaveLength(1 + points.length);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe(formatMonthYear(first.date));
    expect(within(rows[1]!).getByRole('cell').textContent).toBe('R\u00a0100\u00a0000.00');
    expect(within(rows.at(-1)!).getByRole('cell').textContent).toBe(formatRand(last.cents));
  });

  it('hides the amounts in its name, its table and the figures under it', () => {
    setAmountsHidden(true);
    renderWithProviders(<GoalTargetChart points={points} />);
    expect(
      screen.getByRole('img', {
        name: `The amount needed grows from ${HIDDEN_AMOUNT} in ${formatMonthYear(TODAY)} to ${HIDDEN_AMOUNT} by ${formatMonthYear(points.at(-1)!.date)}.`,
      }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/R\s?\d/);
  });
});
