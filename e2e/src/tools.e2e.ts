import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseOption, expectNoAxeViolations, newContext, signInWithFunds } from './support';
import type { MemberFund } from './support';

// spec 3 §2.1–2.4, §6, §8: the Tools and calculators page on the real server. Reading journeys use
// the fixed members; the one that creates a proposal uses member0010, whom no other journey uses.

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const WRITER = 'member0010@demo.local';

async function signedIn(username: string, viewport = DESKTOP) {
  context = await newContext(viewport);
  return signInWithFunds(context, username);
}

/** From the dashboard through the header navigation (spec 3 §2.1, spec 1 §2.2). */
async function openTools(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Tools and calculators' })
    .click();
  await page.waitForURL(/\/tools-and-calculators$/);
  await page.getByRole('heading', { level: 1, name: 'Tools and calculators' }).waitFor();
}

function card(page: Page, name: string): Locator {
  return page.getByRole('button', { name, exact: true });
}

async function chooseProduct(page: Page, dialog: Locator, name: string): Promise<void> {
  await chooseOption(dialog.getByRole('combobox', { name: 'Select a product' }), name);
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('tools and calculators', () => {
  it('institutional: both sections, the IRR modal by product and the transaction summary', async () => {
    const { page, funds } = await signedIn('institutional@demo.local');
    expect(funds.length).toBeGreaterThanOrEqual(2);
    const [first, second] = funds as [MemberFund, MemberFund];
    await openTools(page);
    expect(await page.title()).toBe('Tools and calculators - AF Connect');

    const investments = page.getByRole('region', { name: 'Investments' });
    const savings = page.getByRole('region', { name: 'Discretionary savings' });
    for (const name of ['IRR Calculator', 'Transaction Summary', 'Just invest'])
      expect(await investments.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    // No TWO_POT_CALCULATOR_URL on this server: the card opens the portal's own calculator.
    const twoPot = investments.getByRole('link', { name: 'Two pot calculator', exact: true });
    expect(await twoPot.getAttribute('href')).toBe('/two-pot-calculator');
    expect(await twoPot.getAttribute('target')).toBeNull();
    for (const name of ['Wedding calculator', 'Holiday', 'Emergency fund', 'Education'])
      expect(await savings.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // IRR (spec 3 §2.2): the first fund is chosen and its last 12 months asked at once.
    const firstRate = page.waitForResponse(
      (response) =>
        response.url().includes(`/GetFundDetails/${first.schemeNumber}/Irr`) && response.ok(),
    );
    await card(page, 'IRR Calculator').click();
    const irr = page.getByRole('dialog', { name: 'IRR Calculator' });
    await firstRate;
    expect(await irr.getByRole('combobox', { name: 'Select a product' }).inputValue()).toBe(
      first.fullproductname,
    );
    await irr.getByText('Annualised internal rate of return').waitFor({ timeout: 20_000 });
    expect(await irr.getByText(/^-?\d+\.\d{2}%$/).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    const secondRate = page.waitForResponse(
      (response) =>
        response.url().includes(`/GetFundDetails/${second.schemeNumber}/Irr`) && response.ok(),
    );
    await chooseProduct(page, irr, second.fullproductname);
    await secondRate;
    await irr.getByText('Closing value').waitFor();
    expect(await irr.getByRole('combobox', { name: 'Select a product' }).inputValue()).toBe(
      second.fullproductname,
    );
    await irr.getByRole('button', { name: 'Close' }).click();
    await irr.waitFor({ state: 'hidden' });

    // Transaction summary (spec 3 §2.3): the first institutional fund is chosen, as in the IRR
    // tool; another can be chosen; Calculate, the five figures.
    await card(page, 'Transaction Summary').click();
    const summary = page.getByRole('dialog', { name: 'Transaction Summary' });
    const institutional = funds.filter((fund) => fund.productTypeCategory !== 'Retail');
    const product = summary.getByRole('combobox', { name: 'Select a product' });
    await expect.poll(() => product.inputValue()).toBe(institutional[0]?.fullproductname);
    expect(await summary.getByRole('button', { name: 'Calculate' }).isEnabled()).toBe(true);
    await chooseProduct(page, summary, (institutional[1] ?? institutional[0])!.fullproductname);
    await summary.getByRole('button', { name: 'Calculate' }).click();
    const table = summary.getByRole('table', { name: 'Transaction summary' });
    await table.waitFor();
    for (const label of [
      'Opening balance',
      'Contributions (money in)',
      'Withdrawals, fees, and expenses (money out)',
      'Investment return',
      'Closing balance',
    ]) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label }) });
      expect(await row.getByRole('cell').textContent()).toMatch(
        /^\u2212?R\u00a0[\d\u00a0]+\.\d{2}$/,
      );
    }
    expect(
      await summary
        .getByText('Only transactions within the selected period are reflected.')
        .count(),
    ).toBe(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await summary.waitFor({ state: 'hidden' });
  });

  it('lays the cards out in one column on a phone and several on a desktop, accessibly', async () => {
    const { page } = await signedIn('institutional@demo.local');
    await openTools(page);
    const cards = page.getByRole('region', { name: 'Discretionary savings' }).getByRole('button');

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    // The title's info icon sits right after the title's last word, however the title wraps.
    const offset = await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('h1')!);
      const lines = range.getClientRects();
      const lastLine = lines[lines.length - 1]!;
      const icon = document.querySelector('[aria-label="About these tools"]')!;
      const box = icon.getBoundingClientRect();
      return {
        x: box.left - lastLine.right,
        y: Math.abs(box.top + box.height / 2 - (lastLine.top + lastLine.height / 2)),
      };
    });
    expect(offset.x).toBeGreaterThanOrEqual(0);
    expect(offset.x).toBeLessThanOrEqual(16);
    expect(offset.y).toBeLessThanOrEqual(8);
    const [phoneA, phoneB] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(phoneA?.x).toBe(phoneB?.x);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    await page.setViewportSize(DESKTOP);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const [deskA, deskB] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(deskA?.y).toBe(deskB?.y);
    expect(deskB!.x).toBeGreaterThan(deskA!.x);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  it('just invest: a field rule, then a proposal opening in a new tab', async () => {
    const { page } = await signedIn(WRITER);
    await openTools(page);
    await card(page, 'Just invest').click();
    const dialog = page.getByRole('dialog', { name: 'Just invest' });

    const name = dialog.getByRole('textbox', { name: /Investment name/ });
    await name.fill('A');
    await name.blur();
    await dialog.getByText('Investment name must be at least 2 characters long').waitFor();
    const start = dialog.getByRole('button', { name: 'Start investment' });
    expect(await start.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    await name.fill('Nest egg');
    await dialog.getByRole('textbox', { name: /Once-off contribution/ }).fill('2500');
    await dialog.getByText('Investment name must be at least 2 characters long').waitFor({
      state: 'hidden',
    });

    // spec 3 §8: a failed proposal (a network failure, simulated) shows the closable inline error
    // and leaves the form as it was.
    await page.route('**/api/Goals/CreateProposal', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    // Start investment asks first whether an adviser may be told; Cancel changes nothing.
    await start.click();
    const consent = page.getByRole('dialog', { name: 'Pass your details to an adviser?' });
    await consent.getByRole('button', { name: 'Cancel' }).click();
    await consent.waitFor({ state: 'hidden' });
    expect(await name.inputValue()).toBe('Nest egg');
    await start.click();
    await consent.getByRole('button', { name: 'Confirm' }).click();
    const alert = dialog.getByRole('alert');
    await alert
      .getByText(
        "Something went wrong. Couldn't retrieve your Just Invest unique link. Please try logging in later.",
      )
      .waitFor();
    expect(await name.inputValue()).toBe('Nest egg');
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Close' }).click();
    await alert.waitFor({ state: 'hidden' });
    await page.unroute('**/api/Goals/CreateProposal');

    await start.click();
    await expectNoAxeViolations(page);
    const [proposal] = await Promise.all([
      page.waitForEvent('popup'),
      consent.getByRole('button', { name: 'Confirm' }).click(),
    ]);
    await proposal.waitForURL(/\/proposals\/[^/]+$/);
    await proposal.getByRole('heading', { level: 1, name: 'Your investment proposal' }).waitFor();
    await proposal.getByRole('heading', { level: 2, name: 'Nest egg' }).waitFor();
    expect(await proposal.getByText('Just invest', { exact: true }).isVisible()).toBe(true);
    expect(await proposal.getByText('R 2 500.00').isVisible()).toBe(true);
    // Just invest calculates nothing (spec 3 §2.4): no target and no inflation.
    expect(await proposal.getByText(/Target|Inflation/).count()).toBe(0);
    await expectNoAxeViolations(proposal);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('retail: no Transaction Summary card', async () => {
    const { page } = await signedIn('retail@demo.local');
    await openTools(page);
    await card(page, 'IRR Calculator').waitFor();
    expect(await card(page, 'Transaction Summary').count()).toBe(0);
    expect(await card(page, 'Just invest').isVisible()).toBe(true);
  });
});
