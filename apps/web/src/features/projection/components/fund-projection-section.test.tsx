import { screen, within } from '@testing-library/react';
import { formatRand } from '@portal/domain/money';
import { afterEach, describe, expect, it } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { projectionQueryKey } from '../api/get-projection';
import { aFundProjection, anAssumptions, aSavingsProjection } from '../testing/projection-fixtures';
import { FUND_PROJECTION_LINK, FundProjectionSection } from './fund-projection-section';
import { projectionSummary, summaryFiguresOf } from './projection-summary';

// A fund's Projection section on its details page: the summary, the three scenarios at
// retirement, the retirement date and the link to the full projection; a fund not projected says
// why.

afterEach(() => {
  window.localStorage.clear();
  setAmountsHidden(false);
});

function renderSection(
  schemeNumber: string,
  answer: unknown,
  projectionHref?: (schemeNumber: string) => string,
) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(projectionQueryKey(schemeNumber), answer);
  renderWithProviders(
    <FundProjectionSection schemeNumber={schemeNumber} projectionHref={projectionHref} />,
    { queryClient },
  );
}

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');
const rand = (value: number) => formatRand(Math.round(value * 100)).replace(/\u00a0/g, ' ');

describe('FundProjectionSection', () => {
  const fund = aFundProjection();
  const answer = {
    success: true,
    projection: fund,
    notProjected: null,
    assumptions: anAssumptions(),
  };

  it('gives the summary, the three scenarios, the retirement date and the link', () => {
    renderSection(fund.schemeNumber, answer, (scheme) => `/retirement-projection?fund=${scheme}`);
    expect(
      screen.getByText(
        projectionSummary(summaryFiguresOf(fund, { targetReplacement: 75 })).replace(
          /\u00a0/g,
          ' ',
        ),
      ),
    ).toBeTruthy();
    expect(screen.getByText(`Retirement date: 14 Mar 2051 (age 65)`)).toBeTruthy();
    const scenarios = within(
      screen.getByRole('list', { name: "The three scenarios at retirement, in today's money" }),
    ).getAllByRole('listitem');
    expect(scenarios.map(text)).toEqual(
      fund.scenarios.map(
        (scenario, index) =>
          `${['Lower returns', 'Expected returns', 'Higher returns'][index]}Returns ${
            ['0.80%', '2.80%', '4.80%'][index]
          } a year above inflationValue at retirement: ${rand(scenario.valueAtRetirement)}Income a month: ${rand(scenario.monthlyIncome ?? 0)}`,
      ),
    );
    expect(fund.scenarios[0].valueAtRetirement).toBeLessThan(fund.scenarios[2].valueAtRetirement);
    expect(screen.getByRole('link', { name: FUND_PROJECTION_LINK }).getAttribute('href')).toBe(
      '/retirement-projection?fund=S1001',
    );
  });

  it('gives a savings product its value only, and no link while the page is off', () => {
    const savings = aSavingsProjection();
    renderSection(savings.schemeNumber, { ...answer, projection: savings });
    expect(screen.getByText('Projected to: 1 Jul 2046 (age 60)')).toBeTruthy();
    expect(screen.queryByText(/Income a month/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says why a fund is not projected', () => {
    const reason = 'A living annuity already pays you an income, so it is not projected.';
    renderSection('L3003', {
      success: true,
      projection: null,
      notProjected: { schemeNumber: 'L3003', productName: 'Living Annuity', reason },
      assumptions: anAssumptions(),
    });
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it('hides the amounts while amounts are hidden', () => {
    setAmountsHidden(true);
    renderSection(fund.schemeNumber, answer);
    const list = screen.getByRole('list', {
      name: "The three scenarios at retirement, in today's money",
    });
    expect(text(list)).not.toMatch(/R\s?\d/);
    expect(text(list)).toContain(HIDDEN_AMOUNT);
    expect(text(document.body)).not.toMatch(/R\s?\d/);
  });
});
