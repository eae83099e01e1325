import { screen, within } from '@testing-library/react';
import { SavingsEstimateSchema, type SavingsEstimate } from '@portal/contract/savings-claim';
import { afterEach, describe, expect, it } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { renderWithProviders } from '@/testing/render';
import { EstimatePanel } from './amount-step';

// The savings withdrawal's estimate: the fee, the tax and the payout, and what the amount could
// grow to by retirement, in rand of then and in today's money after the portal's inflation.

afterEach(() => {
  window.localStorage.clear();
  setAmountsHidden(false);
});

function anEstimate(overrides: Partial<SavingsEstimate> = {}): SavingsEstimate {
  return SavingsEstimateSchema.parse({
    grossAmount: 30000,
    feeAmount: 250,
    taxAmount: 7735,
    netAmount: 22015,
    marginalRatePct: 26,
    taxTableYear: '2026/27',
    taxTableNote: null,
    projectedValueAtRetirement: 347415.14,
    projectedValueInTodaysMoney: 81341.27,
    inflationPercent: 6,
    growthAssumption:
      "If left invested, the amount is assumed to grow by 10% a year before inflation, compounded monthly, from 25 Nov 2026 until your normal retirement date of 30 Jun 2051. The amount in today's money allows for prices rising by 6% a year over the same time. This is an estimate, not a guarantee: actual returns and inflation may be higher or lower.",
    disclaimer: 'SARS decides the final tax on this withdrawal.',
    ...overrides,
  });
}

/** A figure's row: its label and, beside it, its value. */
function figureRow(panel: HTMLElement, label: string): string {
  return within(panel).getByText(label).parentElement?.textContent ?? '';
}

describe('EstimatePanel', () => {
  it('shows the growth by retirement beside what it is worth in today’s money', () => {
    renderWithProviders(<EstimatePanel estimate={anEstimate()} />);
    const panel = screen.getByRole('region', { name: 'Your estimate' });
    expect(
      figureRow(panel, 'What this amount could grow to by your retirement if left invested'),
    ).toContain('R\u00a0347\u00a0415.14');
    expect(figureRow(panel, "The same in today's money, after inflation of 6% a year")).toContain(
      'about R\u00a081\u00a0341.27',
    );
    expect(
      within(panel).getByText(/allows for prices rising by 6% a year over the same time/),
    ).toBeTruthy();
  });

  it('writes the deductions as negative amounts, each on one line', () => {
    renderWithProviders(<EstimatePanel estimate={anEstimate()} />);
    const panel = screen.getByRole('region', { name: 'Your estimate' });
    expect(figureRow(panel, 'Withdrawal amount')).toBe('Withdrawal amountR\u00a030\u00a0000.00');
    expect(figureRow(panel, 'Administration fee')).toBe('Administration fee\u2212R\u00a0250.00');
    expect(figureRow(panel, 'Estimated tax (26% marginal rate, 2026/27 tax table)')).toBe(
      'Estimated tax (26% marginal rate, 2026/27 tax table)\u2212R\u00a07\u00a0735.00',
    );
  });

  it('names the inflation it was given', () => {
    renderWithProviders(
      <EstimatePanel
        estimate={anEstimate({ inflationPercent: 4.5, projectedValueInTodaysMoney: 116254.32 })}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Your estimate' });
    expect(figureRow(panel, "The same in today's money, after inflation of 4.5% a year")).toContain(
      'about R\u00a0116\u00a0254.32',
    );
  });

  it('shows neither growth figure when no growth is shown', () => {
    renderWithProviders(
      <EstimatePanel
        estimate={anEstimate({
          projectedValueAtRetirement: null,
          projectedValueInTodaysMoney: null,
          growthAssumption: 'Your normal retirement date is not known, so no growth is shown.',
        })}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Your estimate' });
    expect(within(panel).queryByText(/could grow to/)).toBeNull();
    expect(within(panel).queryByText(/today's money/)).toBeNull();
    expect(
      within(panel).getByText('Your normal retirement date is not known, so no growth is shown.'),
    ).toBeTruthy();
  });

  it('hides both amounts while amounts are hidden', () => {
    setAmountsHidden(true);
    renderWithProviders(<EstimatePanel estimate={anEstimate()} />);
    const panel = screen.getByRole('region', { name: 'Your estimate' });
    expect(figureRow(panel, "The same in today's money, after inflation of 6% a year")).toContain(
      `about ${HIDDEN_AMOUNT}`,
    );
    expect(panel.textContent).not.toMatch(/R\s?\d/);
  });
});
