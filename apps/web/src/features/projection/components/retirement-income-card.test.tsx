import { screen, within } from '@testing-library/react';
import { totalToWire, type FundProjection } from '@portal/contract/projection';
import { inputsFromWire } from '@portal/contract/calls/projection';
import { formatRand } from '@portal/domain/money';
import { projectRetirement, totalOf } from '@portal/domain/projection';
import { afterEach, describe, expect, it } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { projectionsQueryKey } from '../api/get-projections';
import {
  aFundProjection,
  anAssumptions,
  anInputs,
  aSavingsProjection,
} from '../testing/projection-fixtures';
import {
  RETIREMENT_INCOME_EMPTY,
  RetirementIncomeCard,
  TOTAL_INCOME_LABEL,
  TOTAL_VALUE_LABEL,
} from './retirement-income-card';

// The dashboard's Retirement income card: the total of GET /api/Projection to the cent, its share
// of the salary against the target, each fund's line to its projection page, the other scenarios,
// and the privacy switch.

afterEach(() => {
  window.localStorage.clear();
  setAmountsHidden(false);
});

const LIVING_ANNUITY = {
  schemeNumber: 'L3003',
  productName: 'Living Annuity',
  reason: 'A living annuity already pays you an income, so it is not projected.',
};

/** GET /api/Projection's answer for these funds, its total the domain's (as the API adds it). */
function anAnswer(projections: FundProjection[], notProjected = [LIVING_ANNUITY]) {
  return {
    success: true,
    projections,
    notProjected,
    total: totalToWire(
      totalOf(projections.map((fund) => projectRetirement(inputsFromWire(fund.inputs)))),
    ),
    assumptions: anAssumptions(),
  };
}

const projectionHref = (schemeNumber?: string) =>
  schemeNumber === undefined
    ? '/retirement-projection'
    : `/retirement-projection?fund=${schemeNumber}`;

function renderCard(answer: ReturnType<typeof anAnswer>, { withLinks = true } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(projectionsQueryKey(), answer);
  renderWithProviders(
    <RetirementIncomeCard projectionHref={withLinks ? projectionHref : undefined} />,
    { queryClient },
  );
  return screen.getByRole('region', { name: 'Retirement income' });
}

/** An amount as the card writes it, with ordinary spaces (as Testing Library reads text). */
const rand = (value: number) => formatRand(Math.round(value * 100)).replace(/\u00a0/g, ' ');
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');

describe('RetirementIncomeCard', () => {
  const fund = aFundProjection();
  const other = aFundProjection({
    schemeNumber: 'S1002',
    productName: 'Baobab Preservation Fund',
    inputs: anInputs({
      pots: { savings: 12_000, vested: 180_000, retirement: 0 },
      monthlyContribution: 0,
      annualSalary: null,
      memberContributionRate: null,
      employerContributionRate: null,
      contributionsGrow: false,
    }),
  });
  const savings = aSavingsProjection();

  it('gives the total expected income a month to the cent, its share of salary against the target', () => {
    const answer = anAnswer([fund, other, savings]);
    const card = renderCard(answer);
    const expected = answer.total.scenarios[1];
    if (!expected?.monthlyIncome || expected.replacement === null) throw new Error('no total');
    // The total is the two retirement funds' incomes together (the savings account pays none).
    expect(expected.monthlyIncome).toBeCloseTo(
      (fund.scenarios[1].monthlyIncome ?? 0) + (other.scenarios[1].monthlyIncome ?? 0),
      2,
    );
    const total = within(card).getByText(TOTAL_INCOME_LABEL).nextElementSibling;
    expect(text(total)).toBe(rand(expected.monthlyIncome));
    const percent = `${Math.round(expected.replacement)}%`;
    expect(within(card).getByText(`${percent} of your salary. The target is 75%.`)).toBeTruthy();
    const bar = within(card).getByRole('progressbar', {
      name: `Expected income as a share of your salary: ${percent}, against a target of 75%`,
    });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(Math.round(expected.replacement)));
  });

  it('gives each projected fund a line to its projection page, and says why a fund is not projected', () => {
    const card = renderCard(anAnswer([fund, savings]));
    const lines = within(card).getByRole('list', { name: "Each fund's projection" });
    const items = within(lines).getAllByRole('listitem');
    expect(items.map(text)).toEqual([
      `Anchor Retirement Fund: ${rand(fund.scenarios[1].monthlyIncome ?? 0)} a month from March 2051`,
      `Tax-Free Savings Plan: ${rand(savings.scenarios[1].valueAtRetirement)} by July 2046`,
    ]);
    expect(
      within(lines).getByRole('link', { name: 'Anchor Retirement Fund' }).getAttribute('href'),
    ).toBe('/retirement-projection?fund=S1001');
    expect(
      within(lines).getByRole('link', { name: 'Tax-Free Savings Plan' }).getAttribute('href'),
    ).toBe('/retirement-projection?fund=T2002');
    expect(within(card).getByText(/A living annuity already pays you an income/).textContent).toBe(
      `Living Annuity: ${LIVING_ANNUITY.reason}`,
    );
    expect(
      within(card)
        .getByRole('link', { name: 'See how it is worked out and try what-ifs' })
        .getAttribute('href'),
    ).toBe('/retirement-projection');
  });

  it('links nowhere when the projection page is off', () => {
    const card = renderCard(anAnswer([fund, savings]), { withLinks: false });
    expect(within(card).queryAllByRole('link')).toEqual([]);
    expect(within(card).getByText('Anchor Retirement Fund')).toBeTruthy();
  });

  it('gives the lower and higher scenarios in a line', () => {
    const answer = anAnswer([fund]);
    const card = renderCard(answer);
    const [lower, , higher] = answer.total.scenarios;
    expect(
      within(card).getByText(
        `If returns are 2% a year lower, about ${rand(lower?.monthlyIncome ?? 0)} a month; if they are 2% a year higher, about ${rand(higher?.monthlyIncome ?? 0)} a month.`,
      ),
    ).toBeTruthy();
    expect((lower?.monthlyIncome ?? 0) < (higher?.monthlyIncome ?? 0)).toBe(true);
  });

  it('gives the value at retirement when only savings products are projected', () => {
    const answer = anAnswer([savings], []);
    const card = renderCard(answer);
    const total = within(card).getByText(TOTAL_VALUE_LABEL).nextElementSibling;
    expect(text(total)).toBe(rand(savings.scenarios[1].valueAtRetirement));
    expect(within(card).queryByRole('progressbar')).toBeNull();
    const [lower, , higher] = answer.total.scenarios;
    expect(
      within(card).getByText(
        `If returns are 2% a year lower, about ${rand(lower?.valueAtRetirement ?? 0)}; if they are 2% a year higher, about ${rand(higher?.valueAtRetirement ?? 0)}.`,
      ),
    ).toBeTruthy();
  });

  it('says the salary is not known rather than draw a bar', () => {
    const card = renderCard(anAnswer([other], []));
    expect(
      within(card).getByText(
        'Your funds do not hold your salary, so your income cannot be compared with it. The target is 75% of your salary.',
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });

  it('says so when no fund is projected', () => {
    const card = renderCard(anAnswer([], []));
    expect(within(card).getByText(RETIREMENT_INCOME_EMPTY)).toBeTruthy();
  });

  it('hides every amount while amounts are hidden, and keeps the percentages', () => {
    setAmountsHidden(true);
    const card = renderCard(anAnswer([fund, savings]));
    expect(text(within(card).getByText(TOTAL_INCOME_LABEL).nextElementSibling)).toBe(HIDDEN_AMOUNT);
    expect(text(card)).not.toMatch(/R\s?\d/);
    expect(within(card).getByRole('progressbar')).toBeTruthy();
  });
});
