import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsFromWire } from '@portal/contract/calls/projection';
import { centsFromRand, formatPercent, formatRand } from '@portal/domain/money';
import { expectedOf, projectRetirement, withWhatIf } from '@portal/domain/projection';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import {
  CONSERVATIVE_HOLDING,
  aFundProjection,
  aProjectionsAnswer,
  aSavingsProjection,
} from '../testing/projection-fixtures';
import { RetirementProjectionPage } from './retirement-projection-page';
import { SAVE_MORE_TABLE_LABEL, SAVE_MORE_TITLE } from './save-more-work-longer';
import { WHAT_IF_TABLE_LABEL } from './what-if-calculator';
import { ASSUMPTIONS_TITLE, SCENARIO_TABLE_LABEL } from './fund-projection-view';

// The retirement projection page drawn from GET /api/Projection: its figures are the answer's, and
// a what-if recomputes them in the browser exactly as projectRetirement does.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  setAmountsHidden(false);
});

const PROJECTIONS = 'GET /api/Projection';
const rand = (value: number) => formatRand(centsFromRand(value));

function renderPage(
  answer: unknown = aProjectionsAnswer(),
  initialPath = '/retirement-projection',
) {
  const calls = stubApi({ [PROJECTIONS]: answer });
  const view = renderWithProviders(<RetirementProjectionPage />, { initialPath });
  return { calls, ...view };
}

function rowOf(table: HTMLElement, name: string): string[] {
  const header = within(table).getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`No row ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

function tableIn(regionName: string): HTMLElement {
  return within(screen.getByRole('region', { name: regionName })).getByRole('table');
}

describe('RetirementProjectionPage', () => {
  it("shows the answer's scenarios unchanged, and the summary of the expected one", async () => {
    const fund = aFundProjection();
    renderPage(aProjectionsAnswer([fund]));
    await screen.findByRole('heading', { name: fund.productName });

    const [lower, expected, higher] = fund.scenarios;
    const table = tableIn(SCENARIO_TABLE_LABEL);
    for (const scenario of [lower, expected, higher]) {
      const name =
        scenario.scenario === 'lower'
          ? 'Lower returns'
          : scenario.scenario === 'expected'
            ? 'Expected returns'
            : 'Higher returns';
      const cells = rowOf(table, name);
      expect(cells[1]).toBe(rand(scenario.valueAtRetirement));
      expect(cells[2]).toBe(rand(scenario.cash));
      expect(cells[3]).toBe(rand(scenario.cashTax));
      expect(cells[4]).toBe(rand(scenario.monthlyIncome ?? 0));
      expect(cells[5]).toBe(rand(scenario.monthlyIncomeTax ?? 0));
      expect(cells[6]).toBe(formatPercent(Math.round((scenario.replacement ?? 0) * 100)));
    }
    expect(lower.valueAtRetirement).toBeLessThan(expected.valueAtRetirement);
    expect(expected.valueAtRetirement).toBeLessThan(higher.valueAtRetirement);

    // The what-if calculator (its code loads apart from the page's), unchanged, recomputes the
    // answer's expected figures to the cent.
    // Its module is transformed on first import here: allowed more than the default second.
    await screen.findByRole('region', { name: WHAT_IF_TABLE_LABEL }, { timeout: 10_000 });
    const whatIf = tableIn(WHAT_IF_TABLE_LABEL);
    expect(rowOf(whatIf, 'Income a month')).toEqual([
      rand(expected.monthlyIncome ?? 0),
      rand(expected.monthlyIncome ?? 0),
    ]);
    expect(rowOf(whatIf, 'Value at retirement')).toEqual([
      rand(expected.valueAtRetirement),
      rand(expected.valueAtRetirement),
    ]);

    const about = Math.round((expected.monthlyIncome ?? 0) / 10) * 10;
    expect(screen.getByTestId('projection-summary').textContent).toBe(
      `About ${formatRand(about * 100).replace('.00', '')} a month in today's money, ${Math.round(expected.replacement ?? 0)}% of your salary; the target is 75%.`,
    );
  });

  it('recomputes the income for another retirement age as projectRetirement does', async () => {
    const fund = aFundProjection();
    renderPage(aProjectionsAnswer([fund]));
    const age = await screen.findByRole('combobox', { name: /Retirement age/ });
    await userEvent.selectOptions(age, String(fund.retirementAge + 3));

    const inputs = withWhatIf(inputsFromWire(fund.inputs), {
      retirementAge: fund.retirementAge + 3,
      cash: 'none',
      income: { kind: 'lifeAnnuity' },
    });
    const after = expectedOf(projectRetirement(inputs));
    const whatIf = tableIn(WHAT_IF_TABLE_LABEL);
    await waitFor(() =>
      expect(rowOf(whatIf, 'Income a month')).toEqual([
        rand(fund.scenarios[1].monthlyIncome ?? 0),
        formatRand(after.monthlyIncomeCents ?? 0),
      ]),
    );
    expect(after.monthlyIncomeCents).toBeGreaterThan(
      centsFromRand(fund.scenarios[1].monthlyIncome ?? 0),
    );
    expect(rowOf(whatIf, 'Retirement age')).toEqual([
      String(fund.retirementAge),
      String(fund.retirementAge + 3),
    ]);
    const difference =
      (after.monthlyIncomeCents ?? 0) - centsFromRand(fund.scenarios[1].monthlyIncome ?? 0);
    const differenceText = formatRand(Math.round(difference / 1000) * 1000).replace('.00', '');
    expect(screen.getByRole('status').textContent).toMatch(
      new RegExp(`^${differenceText} a month more; the gap to your target is`),
    );
  });

  it('recomputes an extra of 2% of salary and another portfolio', async () => {
    const fund = aFundProjection();
    renderPage(aProjectionsAnswer([fund]));
    await userEvent.click(await screen.findByRole('button', { name: '+2% of salary' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Portfolio/ }),
      CONSERVATIVE_HOLDING.portfolioCode,
    );
    // Conservative: (15·470 + 45·330 + 40·90)/100 = 255 before charges, less TER 60, TC 5 and
    // charges 35.
    const inputs = withWhatIf(inputsFromWire(fund.inputs), {
      extraMonthlyContributionCents: Math.round((432_000 * 100 * 2) / 100 / 12),
      expectedRealReturnBp: 255 - 60 - 5 - 35,
    });
    const after = expectedOf(projectRetirement(inputs));
    await waitFor(() =>
      expect(rowOf(tableIn(WHAT_IF_TABLE_LABEL), 'Income a month')[1]).toBe(
        formatRand(after.monthlyIncomeCents ?? 0),
      ),
    );
  });

  it('says what is wrong with a drawdown outside 2.5% to 17.5%, and changes nothing', async () => {
    const fund = aFundProjection();
    renderPage(aProjectionsAnswer([fund]));
    await userEvent.click(await screen.findByRole('radio', { name: /A living annuity/ }));
    const drawdown = screen.getByRole('textbox', { name: /Draw each year/ });
    await userEvent.clear(drawdown);
    await userEvent.type(drawdown, '20');
    expect(
      await screen.findByText('Choose an income of 2.50% to 17.50% of your investment a year.'),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Nothing is changed until the figure marked above is corrected.',
    );
    const income = rand(fund.scenarios[1].monthlyIncome ?? 0);
    expect(rowOf(tableIn(WHAT_IF_TABLE_LABEL), 'Income a month')).toEqual([income, income]);

    await userEvent.clear(drawdown);
    await userEvent.type(drawdown, '4');
    const after = expectedOf(
      projectRetirement(
        withWhatIf(inputsFromWire(fund.inputs), {
          income: { kind: 'livingAnnuity', drawdownBp: 400 },
        }),
      ),
    );
    await waitFor(() =>
      expect(rowOf(tableIn(WHAT_IF_TABLE_LABEL), 'Income a month')[1]).toBe(
        formatRand(after.monthlyIncomeCents ?? 0),
      ),
    );
  });

  it('opens the fund in the address, and a savings product in value only', async () => {
    const savings = aSavingsProjection();
    renderPage(
      aProjectionsAnswer([aFundProjection(), savings]),
      `/retirement-projection?fund=${savings.schemeNumber}`,
    );
    await screen.findByRole('heading', { name: savings.productName });
    const value = Math.round(savings.scenarios[1].valueAtRetirement / 1000) * 1000;
    expect(screen.getByTestId('projection-summary').textContent).toBe(
      `About ${formatRand(value * 100).replace('.00', '')} by July 2046 in today's money.`,
    );
    expect(screen.queryByRole('region', { name: SAVE_MORE_TITLE })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Debit order each month/ })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Fund' }) as HTMLSelectElement).value).toBe(
      savings.schemeNumber,
    );
  });

  it('shows the save-more / work-longer table from the same projection', async () => {
    const fund = aFundProjection();
    renderPage(aProjectionsAnswer([fund]));
    const table = await screen.findByRole('region', { name: SAVE_MORE_TABLE_LABEL });
    const noExtra = rowOf(within(table).getByRole('table'), 'No extra');
    expect(noExtra[0]).toContain(rand(fund.scenarios[1].monthlyIncome ?? 0));
    const later = expectedOf(
      projectRetirement(
        withWhatIf(inputsFromWire(fund.inputs), { retirementAge: fund.retirementAge + 5 }),
      ),
    );
    expect(noExtra[2]).toContain(formatRand(later.monthlyIncomeCents ?? 0));
  });

  it('opens the assumptions with one click', async () => {
    renderPage();
    const control = await screen.findByRole('button', { name: ASSUMPTIONS_TITLE });
    expect(control.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(control);
    expect(control.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('rowheader', { name: 'Salary growth' })).toBeTruthy();
  });

  it('writes no amount with amounts hidden', async () => {
    setAmountsHidden(true);
    const fund = aFundProjection();
    renderPage(aProjectionsAnswer([fund]));
    await screen.findByRole('heading', { name: fund.productName });
    const text = document.body.textContent ?? '';
    expect(text).toContain(HIDDEN_AMOUNT);
    expect(text).not.toMatch(/R\u00a0\d/);
    // Not the salary in the contribution's basis either (the API writes it in words).
    expect(text).toContain('of your salary of R ••••• a year');
    expect(text).not.toMatch(/432[\s,\u00a0]?000/);
  });

  it('explains an empty answer with the reasons', async () => {
    const answer = {
      ...aProjectionsAnswer([]),
      notProjected: [
        {
          schemeNumber: 'L1',
          productName: 'Living Annuity',
          reason: 'It already pays you an income.',
        },
      ],
    };
    renderPage(answer);
    expect(await screen.findByText(/We have no fund to project for you/)).toBeTruthy();
    expect(screen.getByText('Living Annuity: It already pays you an income.')).toBeTruthy();
  });

  it('offers to try again after an error', async () => {
    let calls = 0;
    stubApi({
      [PROJECTIONS]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Failed' }, 500)
          : jsonResponse(aProjectionsAnswer());
      },
    });
    renderWithProviders(<RetirementProjectionPage />, { initialPath: '/retirement-projection' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Anchor Retirement Fund' })).toBeTruthy();
  });
});
