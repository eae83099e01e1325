import { screen, within } from '@testing-library/react';
import { SavingsEstimateSchema, type SavingsEstimate } from '@portal/contract/savings-claim';
import { afterEach, describe, expect, it } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { renderWithProviders } from '@/testing/render';
import { EstimatePanel } from './amount-step';

// The savings withdrawal's estimate: the fee, the tax and the payout now, beside what the
// withdrawal costs at retirement (the income a month and the savings given up, in today's money,
// from the member's one projection of the fund).

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
    costAtRetirement: {
      monthlyIncomeGivenUp: 381.06,
      valueGivenUp: 62813.34,
      retirementDate: '2051-11-25',
      expectedRealReturn: 3,
    },
    projectedValueAtRetirement: 269586.74,
    projectedValueInTodaysMoney: 62813.34,
    inflationPercent: 6,
    growthAssumption:
      "Worked out with the same projection as your retirement income: the amount left in your savings pot growing by 3% a year above inflation after charges (expected returns) until you retire on 25 Nov 2051. Today's money allows for prices rising by 6% a year. This is an estimate, not a guarantee: actual returns and inflation may be higher or lower.",
    disclaimer: 'SARS decides the final tax on this withdrawal.',
    ...overrides,
  });
}

/** A figure's row: its label and, beside it, its value. */
function figureRow(panel: HTMLElement, label: string): string {
  return within(panel).getByText(label).parentElement?.textContent ?? '';
}

/** The sentence saying what the withdrawal costs at retirement, exactly as written. */
function costSentence(panel: HTMLElement): string {
  return within(panel).getByText(/^This withdrawal lowers your/).textContent ?? '';
}

describe('EstimatePanel', () => {
  it('shows the cash paid now beside the income and savings given up at retirement', () => {
    renderWithProviders(<EstimatePanel estimate={anEstimate()} />);
    const panel = screen.getByRole('region', { name: 'Your estimate' });
    expect(within(panel).getByRole('heading', { level: 4, name: 'Paid to you now' })).toBeTruthy();
    expect(figureRow(panel, 'Estimated amount paid to you')).toContain('R\u00a022\u00a0015.00');
    expect(
      within(panel).getByRole('heading', { level: 4, name: 'What it costs at retirement' }),
    ).toBeTruthy();
    expect(costSentence(panel)).toBe(
      "This withdrawal lowers your retirement income by about R\u00a0381.06 a month in today's money (expected returns), and your savings at retirement by R\u00a062\u00a0813.34.",
    );
    expect(
      within(panel).getByText(/growing by 3% a year above inflation after charges/),
    ).toBeTruthy();
    // The earlier growth at a rate of its own is gone.
    expect(panel.textContent).not.toMatch(/could grow to|10%/);
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

  it('gives only the savings given up for a fund paying no income', () => {
    renderWithProviders(
      <EstimatePanel
        estimate={anEstimate({
          costAtRetirement: {
            monthlyIncomeGivenUp: null,
            valueGivenUp: 41875.56,
            retirementDate: '2051-11-25',
            expectedRealReturn: 3,
          },
        })}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Your estimate' });
    expect(costSentence(panel)).toBe(
      "This withdrawal lowers your savings at retirement by about R\u00a041\u00a0875.56 in today's money (expected returns).",
    );
  });

  it('says why when the fund is not projected', () => {
    renderWithProviders(
      <EstimatePanel
        estimate={anEstimate({
          costAtRetirement: null,
          projectedValueAtRetirement: null,
          projectedValueInTodaysMoney: null,
          growthAssumption:
            'What this withdrawal costs at retirement cannot be worked out for this fund.',
        })}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Your estimate' });
    expect(within(panel).queryByText(/lowers your/)).toBeNull();
    expect(
      within(panel).getByText(
        'What this withdrawal costs at retirement cannot be worked out for this fund.',
      ),
    ).toBeTruthy();
  });

  it('hides every amount while amounts are hidden', () => {
    setAmountsHidden(true);
    renderWithProviders(<EstimatePanel estimate={anEstimate()} />);
    const panel = screen.getByRole('region', { name: 'Your estimate' });
    expect(costSentence(panel)).toBe(
      `This withdrawal lowers your retirement income by about ${HIDDEN_AMOUNT} a month in today's money (expected returns), and your savings at retirement by ${HIDDEN_AMOUNT}.`,
    );
    expect(panel.textContent).not.toMatch(/R\s?\d/);
  });
});
