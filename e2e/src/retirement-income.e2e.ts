import type { Locator, Page } from 'playwright-core';
import { inputsFromWire } from '@portal/contract/calls/projection';
import type { ProjectionInputsWire } from '@portal/contract/projection';
import { centsFromRand, formatRand } from '@portal/domain/money';
import {
  DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS,
  savingsWithdrawalCostAtRetirement,
  savingsWithdrawalEstimate,
} from '@portal/domain/savings-withdrawal';
import { afterEach, describe, expect, it } from 'vitest';
import { closeMember, signedIn, visit } from './every-page-support';
import { expectScreenHolds } from './screen-checks';

// DESIGN §1e "One projection": the member's retirement income where they look for it. The
// dashboard's Retirement income card gives GET /api/Projection's total expected income a month
// to the cent and leads to each fund's projection page; My portfolio gives the same total; a
// fund's details give its own expected income. Every page is drawn on the server with its
// answer, fits every width and is axe clean (every-page-support.ts `visit`). The two-pot
// calculator gives the cash now and the cost at retirement from the fund's projection inputs.
// Only reads.

afterEach(closeMember);

const MEMBER = 'institutional@demo.local';

type Scenario = { scenario: string; monthlyIncome: number | null; valueAtRetirement: number };
type Projections = {
  projections: {
    schemeNumber: string;
    productName: string;
    scenarios: Scenario[];
    inputs: ProjectionInputsWire;
  }[];
  total: { scenarios: Scenario[] };
};

async function getJson<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (address) => {
    const response = await fetch(address, { headers: { apikey: 'af-connect-web' } });
    return (await response.json()) as T;
  }, url);
}

/** A wire rand amount as the portal writes it (no-break spaces). */
const rand = (value: number) => formatRand(centsFromRand(value));

/** The total the region gives: the figure after its label. */
async function totalIn(region: Locator): Promise<string> {
  const label = region.getByText(/^Expected income a month at retirement/);
  return (await label.locator('xpath=following-sibling::*[1]').textContent()) ?? '';
}

describe('retirement income', () => {
  it('the dashboard card gives GET /api/Projection’s total income a month, and leads to a fund’s projection', async () => {
    const page = await signedIn(MEMBER);
    await visit(page, '/dashboard');
    const answer = await getJson<Projections>(page, '/api/Projection');
    const expected = answer.total.scenarios.find((scenario) => scenario.scenario === 'expected');
    if (!expected?.monthlyIncome) throw new Error(`${MEMBER} has no expected income`);
    const card = page.getByRole('region', { name: 'Retirement income' });
    expect(await totalIn(card)).toBe(rand(expected.monthlyIncome));
    // The total is the funds' incomes added up.
    const incomes = answer.projections.map((fund) => fund.scenarios[1]?.monthlyIncome ?? 0);
    expect(centsFromRand(expected.monthlyIncome)).toBe(
      incomes.reduce((sum, income) => sum + centsFromRand(income), 0),
    );
    const lines = card.getByRole('list', { name: "Each fund's projection" }).getByRole('listitem');
    expect(await lines.count()).toBe(answer.projections.length);

    const [fund] = answer.projections;
    if (!fund) throw new Error(`${MEMBER} has no projected fund`);
    await card.getByRole('link', { name: fund.productName, exact: true }).click();
    await page.waitForURL(/\/retirement-projection\?fund=/);
    expect(new URL(page.url()).searchParams.get('fund')).toBe(fund.schemeNumber);
    await page.getByRole('heading', { level: 2, name: fund.productName }).waitFor();
  });

  it('My portfolio gives the same total, and a fund’s details its own expected income', async () => {
    const page = await signedIn(MEMBER);
    await visit(page, '/portfolios', 'My portfolio');
    const answer = await getJson<Projections>(page, '/api/Projection');
    const expected = answer.total.scenarios.find((scenario) => scenario.scenario === 'expected');
    if (!expected?.monthlyIncome) throw new Error(`${MEMBER} has no expected income`);
    const section = page.getByRole('region', { name: 'Retirement income' });
    expect(await totalIn(section)).toBe(rand(expected.monthlyIncome));

    const [fund] = answer.projections;
    if (!fund) throw new Error(`${MEMBER} has no projected fund`);
    await visit(page, `/fund-details/${encodeURIComponent(fund.schemeNumber)}`);
    await page.setViewportSize({ width: 1440, height: 800 });
    const projection = page.getByRole('region', { name: 'Projection' });
    const scenarios = projection.getByRole('list', { name: /The three scenarios at retirement/ });
    const expectedItem = scenarios.getByRole('listitem').nth(1);
    expect(await expectedItem.textContent()).toContain(
      `Income a month: ${rand(fund.scenarios[1]?.monthlyIncome ?? 0)}`,
    );
    expect(
      await projection
        .getByRole('link', { name: 'See how it is worked out and try what-ifs' })
        .getAttribute('href'),
    ).toBe(`/retirement-projection?fund=${encodeURIComponent(fund.schemeNumber)}`);
  });

  it('the two-pot calculator gives the cash now beside the cost at retirement of the one projection', async () => {
    const page = await signedIn(MEMBER);
    await visit(page, '/two-pot-calculator', 'Two pot calculator');
    const answer = await getJson<Projections>(page, '/api/Projection');
    const fund = answer.projections.find((candidate) => candidate.inputs.isTwoPot);
    if (!fund) throw new Error(`${MEMBER} has no two-pot fund`);
    const one = await getJson<{ projection: { inputs: ProjectionInputsWire } }>(
      page,
      `/api/Projection/${encodeURIComponent(fund.schemeNumber)}`,
    );
    const inputs = inputsFromWire(one.projection.inputs);
    const { today } = await getJson<{ today: string }>(page, '/api/Config');

    await page.getByRole('textbox', { name: /Withdrawal amount/ }).fill('2500');
    await page.getByRole('textbox', { name: /Annual taxable income/ }).fill('300000');
    const result = page.getByRole('region', { name: 'Your withdrawal' });
    await result.waitFor();
    const estimate = savingsWithdrawalEstimate({
      amountCents: 250_000,
      feeCents: DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS,
      annualTaxableIncomeCents: 30_000_000,
      claimDate: today,
      dateOfBirth: inputs.dateOfBirth,
    });
    const paid = result.getByText('Estimated amount paid to you');
    expect(await paid.locator('xpath=following-sibling::*[1]').textContent()).toBe(
      formatRand(estimate.netCents),
    );
    const cost = savingsWithdrawalCostAtRetirement(inputs, 250_000);
    expect(cost.monthlyIncomeGivenUpCents).toBeGreaterThan(0);
    expect(await result.getByText(/^This withdrawal lowers your/).textContent()).toBe(
      `This withdrawal lowers your retirement income by about ${formatRand(cost.monthlyIncomeGivenUpCents ?? 0)} a month in today's money (expected returns), and your savings at retirement by ${formatRand(cost.valueGivenUpCents)}.`,
    );
    // The figures side by side on a desktop, one under the other on a phone, amounts unbroken.
    await expectScreenHolds(page, "the two-pot calculator's figures", {
      heading: 'Two pot calculator',
    });
  });
});
