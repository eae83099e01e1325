import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { closeMember, signedIn, visit } from './every-page-support';
import { expectNoAxeViolations, newContext, signInWithFunds } from './support';

// spec 3 §2.1, DESIGN §1e "One projection": with no external address configured, the Tools page's
// Retirement projection opens the portal's own page. Its summary is the API's expected income, a
// what-if recomputes it in the browser, and the assumptions open with one click.

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
  await closeMember();
});

type Scenario = { scenario: string; monthlyIncome: number | null; valueAtRetirement: number };
type FundProjection = {
  schemeNumber: string;
  productName: string;
  retirementAge: number;
  inputs: { kind: 'retirement' | 'savings' };
  scenarios: Scenario[];
};

async function getJson<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (address) => {
    const response = await fetch(address, { headers: { apikey: 'af-connect-web' } });
    return (await response.json()) as T;
  }, url);
}

/** 'R 16 880': rand to the nearest R 10, grouped by no-break spaces, as the summary writes it. */
function aboutIncome(rand: number): string {
  const rounded = Math.round(rand / 10) * 10;
  return `R\u00a0${String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}`;
}

describe('retirement projection', () => {
  it("institutional: from Tools to the portal's own projection, a what-if and the assumptions", async () => {
    context = await newContext({ width: 1440, height: 900 });
    const { page } = await signInWithFunds(context, 'institutional@demo.local');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tools and calculators' })
      .click();
    await page.waitForURL(/\/tools-and-calculators$/);
    const card = page
      .getByRole('region', { name: 'Investments' })
      .getByRole('link', { name: 'Retirement projection', exact: true });
    expect(await card.getAttribute('target')).toBeNull();
    await card.click();
    await page.waitForURL(/\/retirement-projection$/);
    await page.getByRole('heading', { level: 1, name: 'Retirement projection' }).waitFor();

    // The fund the page opens on: the first retirement fund of the member's projections.
    const all = await getJson<{ projections: FundProjection[] }>(page, '/api/Projection');
    const fund =
      all.projections.find((projection) => projection.inputs.kind === 'retirement') ??
      all.projections[0];
    if (!fund) throw new Error('The institutional member has no projected fund');
    const one = await getJson<{ projection: FundProjection }>(
      page,
      `/api/Projection/${encodeURIComponent(fund.schemeNumber)}`,
    );
    const expected = one.projection.scenarios[1];
    if (!expected || expected.monthlyIncome === null) throw new Error('No expected income');

    await page.getByRole('heading', { level: 2, name: fund.productName }).waitFor();
    const summary = page.getByTestId('projection-summary');
    expect(await summary.textContent()).toContain(
      `About ${aboutIncome(expected.monthlyIncome)} a month in today's money`,
    );

    // A what-if: a later retirement age changes the income, worked out in the browser.
    const whatIf = page.getByRole('table', { name: /Before and with your changes/ });
    const incomeRow = whatIf
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Income a month' }) });
    const before = await incomeRow.getByRole('cell').nth(1).textContent();
    const age = one.projection.retirementAge;
    const later = age + 2 <= 75 ? age + 2 : age - 2;
    await page.getByRole('combobox', { name: /Retirement age/ }).selectOption(String(later));
    await expect.poll(() => incomeRow.getByRole('cell').nth(1).textContent()).not.toBe(before);
    expect(await incomeRow.getByRole('cell').nth(0).textContent()).toBe(before);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /a month (more|less)/ })
        .count(),
    ).toBe(1);

    // The assumptions open with one click.
    const assumptions = page.getByRole('button', { name: 'How we work it out' });
    expect(await assumptions.getAttribute('aria-expanded')).toBe('false');
    await assumptions.click();
    await page.getByRole('table', { name: /Our assumptions/ }).waitFor();
    expect(await assumptions.getAttribute('aria-expanded')).toBe('true');

    await expectNoAxeViolations(page);

    // A deep link opens the fund it names, the page drawn on the server with its answer, and
    // holds at 320, 375 and 1440 px (every-page-support.ts).
    const other = all.projections.find((projection) => projection !== fund) ?? fund;
    await visit(
      page,
      `/retirement-projection?fund=${encodeURIComponent(other.schemeNumber)}`,
      'Retirement projection',
    );
    await page.getByRole('heading', { level: 2, name: other.productName }).waitFor();
    if (all.projections.length > 1)
      expect(await page.getByRole('combobox', { name: 'Fund' }).inputValue()).toBe(
        other.schemeNumber,
      );
  });

  it("retail: the member's own products, drawn on the server, on a phone and a laptop", async () => {
    const page = await signedIn('retail@demo.local');
    await visit(page, '/retirement-projection', 'Retirement projection');
    const all = await getJson<{ projections: FundProjection[] }>(page, '/api/Projection');
    const fund =
      all.projections.find((projection) => projection.inputs.kind === 'retirement') ??
      all.projections[0];
    if (fund) await page.getByRole('heading', { level: 2, name: fund.productName }).waitFor();
    else await page.getByText(/We have no fund to project for you/).waitFor();
  });

  it("institutional: Tools opens the portal's own two-pot calculator, drawn on the server", async () => {
    const page = await signedIn('institutional@demo.local');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tools and calculators' })
      .click();
    await page.waitForURL(/\/tools-and-calculators$/);
    await page
      .getByRole('region', { name: 'Investments' })
      .getByRole('link', { name: 'Two pot calculator', exact: true })
      .click();
    await page.waitForURL(/\/two-pot-calculator$/);
    await page.getByRole('heading', { level: 1, name: 'Two pot calculator' }).waitFor();
    await visit(page, '/two-pot-calculator', 'Two pot calculator');
  });
});
