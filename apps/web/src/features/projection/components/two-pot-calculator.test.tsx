import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsFromWire } from '@portal/contract/calls/projection';
import type { FundProjection } from '@portal/contract/projection';
import { formatRand } from '@portal/domain/money';
import {
  DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS,
  savingsWithdrawalCostAtRetirement,
  savingsWithdrawalEstimate,
} from '@portal/domain/savings-withdrawal';
import { afterEach, describe, expect, it } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { aPortalConfig } from '@/testing/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { projectionQueryKey } from '../api/get-projection';
import { projectionsQueryKey } from '../api/get-projections';
import {
  aFundProjection,
  anAssumptions,
  anInputs,
  aProjectionsAnswer,
  aSavingsProjection,
} from '../testing/projection-fixtures';
import { NO_TWO_POT_FUND_MESSAGE, TwoPotCalculatorPage } from './two-pot-calculator';

// The two-pot calculator: the amount's rules and messages (spec 3 §5), the cash now exactly as the
// savings withdrawal's estimate works it, and the cost at retirement from the fund's inputs as
// GET /api/Projection/{schemeNumber} answers them.

afterEach(() => {
  window.localStorage.clear();
  setAmountsHidden(false);
});

const TODAY = '2026-11-27';
const FUND = aFundProjection();
const SECOND = aFundProjection({
  schemeNumber: 'S1002',
  productName: 'Baobab Provident Fund',
  inputs: anInputs({ pots: { savings: 9_500, vested: 50_000, retirement: 20_000 } }),
});

function renderPage(funds: FundProjection[], initialPath = '/two-pot-calculator') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['config'], aPortalConfig({ today: TODAY }));
  queryClient.setQueryData(projectionsQueryKey(), aProjectionsAnswer(funds));
  for (const fund of funds)
    queryClient.setQueryData(projectionQueryKey(fund.schemeNumber), {
      success: true,
      projection: fund,
      notProjected: null,
      assumptions: anAssumptions(),
    });
  renderWithProviders(<TwoPotCalculatorPage />, { queryClient, initialPath });
}

/** An amount as the page writes it, with ordinary spaces (as Testing Library reads text). */
const rand = (cents: number) => formatRand(cents).replace(/\u00a0/g, ' ');
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');

async function enter(amount: string, income: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Withdrawal amount/ }), amount);
  await user.type(screen.getByRole('textbox', { name: /Annual taxable income/ }), income);
  await user.tab();
}

describe('TwoPotCalculatorPage', () => {
  it('gives the cash now beside the income and savings given up at retirement', async () => {
    renderPage([FUND]);
    expect(screen.getByRole('heading', { level: 1, name: 'Two pot calculator' })).toBeTruthy();
    await enter('20000', '300000');
    const result = screen.getByRole('region', { name: 'Your withdrawal' });
    const inputs = inputsFromWire(FUND.inputs);
    const estimate = savingsWithdrawalEstimate({
      amountCents: 2_000_000,
      feeCents: DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS,
      annualTaxableIncomeCents: 30_000_000,
      claimDate: TODAY,
      dateOfBirth: inputs.dateOfBirth,
    });
    // R19 750 taxed at 26 % on top of R300 000 (2026/27): R5 135; R14 615 paid.
    expect(estimate.taxCents).toBe(513_500);
    expect(estimate.netCents).toBe(1_461_500);
    expect(text(within(result).getByText('Estimated amount paid to you').nextElementSibling)).toBe(
      rand(estimate.netCents),
    );
    expect(
      text(
        within(result).getByText('Estimated tax (26% marginal rate, 2026/27 tax table)')
          .nextElementSibling,
      ),
    ).toBe(`−${rand(estimate.taxCents)}`);
    const cost = savingsWithdrawalCostAtRetirement(inputs, 2_000_000);
    expect(cost.monthlyIncomeGivenUpCents).toBeGreaterThan(0);
    expect(text(within(result).getByText(/^This withdrawal lowers your/))).toBe(
      `This withdrawal lowers your retirement income by about ${rand(cost.monthlyIncomeGivenUpCents ?? 0)} a month in today's money (expected returns), and your savings at retirement by ${rand(cost.valueGivenUpCents)}.`,
    );
    expect(
      text(
        within(result).getByText('Expected income a month at retirement without it')
          .nextElementSibling,
      ),
    ).toBe(rand(Math.round((FUND.scenarios[1].monthlyIncome ?? 0) * 100)));
  });

  it('takes the savings withdrawal’s amount rules and messages', async () => {
    renderPage([FUND]);
    await enter('1999', '300000');
    expect(screen.getByText('Withdrawal amount must be at least R2 000')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your withdrawal' })).toBeNull();
    const user = userEvent.setup();
    const amount = screen.getByRole('textbox', { name: /Withdrawal amount/ });
    await user.clear(amount);
    await user.type(amount, '42000.01');
    await user.tab();
    expect(screen.getByText('Please enter a number less than or equal to R42 000')).toBeTruthy();
    const income = screen.getByRole('textbox', { name: /Annual taxable income/ });
    await user.clear(income);
    await user.tab();
    expect(
      screen.getByText('Please ensure that the taxable income field is populated.'),
    ).toBeTruthy();
  });

  it('lets the member choose among the two-pot funds only', async () => {
    renderPage([FUND, aSavingsProjection(), SECOND]);
    const select = screen.getByRole('combobox', { name: 'Fund' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Anchor Retirement Fund (S1001)', 'Baobab Provident Fund (S1002)']);
    await userEvent.setup().selectOptions(select, 'S1002');
    expect(
      screen.getByText(/Between R\s2\s000\.00 and R\s9\s500\.00, your savings pot on 27 Nov 2026/),
    ).toBeTruthy();
  });

  it('opens on the fund its address names', () => {
    renderPage([FUND, SECOND], '/two-pot-calculator?fund=S1002');
    expect((screen.getByRole('combobox', { name: 'Fund' }) as HTMLSelectElement).value).toBe(
      'S1002',
    );
  });

  it('says so when no fund has a savings pot', () => {
    renderPage([aSavingsProjection()]);
    expect(screen.getByText(NO_TWO_POT_FUND_MESSAGE)).toBeTruthy();
  });

  it('hides the figures while amounts are hidden', async () => {
    setAmountsHidden(true);
    renderPage([FUND]);
    await enter('20000', '300000');
    const result = screen.getByRole('region', { name: 'Your withdrawal' });
    expect(text(within(result).getByText('Estimated amount paid to you').nextElementSibling)).toBe(
      HIDDEN_AMOUNT,
    );
    expect(text(result)).not.toMatch(/R\s?\d/);
  });
});
