import fs from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdMember } from './member-lock';
import { memberApiGet } from './on-demand-statement';
import { expectNoAxeViolations, newContext, signInAs } from './support';

// Leaving service (issue 49 point 4; Regulation 38) on member 14 (db/seed/declared.ts), whose
// pension fund is paid-up: the fund's page says so and leads to the options; the three options
// are compared with figures that agree with the retirement projection page to the cent and with
// the withdrawal lump-sum table (worked out here from the table's brackets); the counselling
// material is confirmed, a transfer is asked for and its status shown as the administration
// moves it on to Completed. The page fits 320 px and 1440 px, and axe finds nothing. With
// LEAVING_SCREENSHOTS set to a directory, the page is saved there at 320, 375 and 1440 px.

const MEMBER = 'member0014@demo.local';
const NARROW = { width: 320, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const SCREENSHOTS = process.env.LEAVING_SCREENSHOTS;

let context: BrowserContext;
let page: Page;
let release: (() => Promise<void>) | undefined;
let schemeNumber = '';
beforeAll(async () => {
  // The inbox journey counts member 14's notices: one at a time.
  release = await holdMember(MEMBER);
  context = await newContext(DESKTOP);
  page = await context.newPage();
  await signInAs(page, MEMBER);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  const { internalFunds } = await memberApiGet<{ internalFunds: { schemeNumber: string }[] }>(
    page,
    '/api/Fund/Internal',
  );
  schemeNumber = internalFunds[0]?.schemeNumber ?? '';
});
afterAll(async () => {
  await context?.close();
  await release?.();
});

/** 'R 1 234.56' (no-break spaces) as cents. */
function centsOf(text: string): number {
  const match = /R\s?([\d\s\u00a0\u202f]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(`${(match[1] ?? '').replace(/\D/g, '')}${match[2] ?? ''}`);
}

/** The figure beside a label in an option's card. */
async function figure(card: Locator, label: string): Promise<string> {
  const text = await card.getByText(label, { exact: true }).locator('..').textContent();
  return (text ?? '').replace(label, '').trim();
}

/**
 * The withdrawal lump-sum table (reference sa-disclosure-and-rights.md; SARS, from 1 March 2023):
 * R0–R27 500 0 %; R27 501–R726 000 18 % above R27 500; R726 001–R1 089 000 R125 730 + 27 % above
 * R726 000; above R1 089 000 R223 740 + 36 % above R1 089 000. No earlier lump sums.
 */
function withdrawalTaxCents(amountCents: number): number {
  const brackets = [
    { above: 1_089_000_00, base: 223_740_00, rate: 0.36 },
    { above: 726_000_00, base: 125_730_00, rate: 0.27 },
    { above: 27_500_00, base: 0, rate: 0.18 },
  ];
  const bracket = brackets.find((candidate) => amountCents > candidate.above);
  return bracket ? Math.round(bracket.base + (amountCents - bracket.above) * bracket.rate) : 0;
}

async function expectFitsAndAccessible(): Promise<void> {
  for (const viewport of [NARROW, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  }
}

describe('a paid-up member’s options on leaving service', () => {
  let preserved = { value: '', income: '' };

  it('reaches the options from the fund’s page and compares them', async () => {
    await page.goto(`/fund-details/${schemeNumber}`);
    await page.getByRole('link', { name: 'See your options on leaving service' }).click();
    await page.waitForURL(/\/leaving-service$/, { timeout: 30_000 });
    await page
      .getByRole('heading', { level: 1, name: 'Your options on leaving service' })
      .waitFor();
    const preserve = page.getByRole('region', { name: 'Stay preserved in the fund' });
    const transfer = page.getByRole('region', { name: 'Transfer to another fund' });
    const cash = page.getByRole('region', { name: 'Take the benefit in cash' });
    await preserve.waitFor({ timeout: 30_000 });
    preserved = {
      value: await figure(preserve, 'Value at retirement, in today’s money'),
      income: await figure(preserve, 'Income a month at retirement, before tax, in today’s money'),
    };
    const todayValue = centsOf(await figure(preserve, 'Value today'));
    expect(centsOf(await figure(transfer, 'Value transferred today'))).toBe(todayValue);
    expect(centsOf(await figure(transfer, 'Tax on the transfer'))).toBe(0);

    // The vested component's tax, from the withdrawal table's brackets.
    const vested = centsOf(await figure(cash, 'Vested component in cash, before tax'));
    expect(vested).toBe(centsOf(await figure(preserve, 'Vested component')));
    const tax = centsOf(await figure(cash, 'Tax on the withdrawal lump-sum table'));
    expect(tax).toBe(withdrawalTaxCents(vested));
    expect(centsOf(await figure(cash, 'Vested component after tax'))).toBe(vested - tax);
    // What is paid adds up; the retirement component stays; cash costs retirement income.
    const savingsNet = centsOf(await figure(cash, 'Savings component after the fee and tax'));
    expect(centsOf(await figure(cash, 'Cash paid to you today, after tax'))).toBe(
      vested - tax + savingsNet,
    );
    expect(centsOf(await figure(cash, 'Retirement component that stays preserved'))).toBe(
      centsOf(await figure(preserve, 'Retirement component')),
    );
    const given = centsOf(
      await figure(cash, 'Income a month at retirement given up, in today’s money'),
    );
    const left = centsOf(await figure(cash, 'Income a month at retirement left, in today’s money'));
    expect(given).toBeGreaterThan(0);
    expect(given + left).toBe(centsOf(preserved.income));

    if (SCREENSHOTS) {
      await fs.mkdir(SCREENSHOTS, { recursive: true });
      for (const viewport of [NARROW, { width: 375, height: 800 }, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.screenshot({
          path: path.join(SCREENSHOTS, `leaving-service-${viewport.width}.png`),
          fullPage: true,
        });
      }
    }
    await expectFitsAndAccessible();
  });

  it('agrees with the retirement projection page to the cent', async () => {
    await page.goto(`/retirement-projection?fund=${encodeURIComponent(schemeNumber)}`);
    const table = page.getByRole('table', { name: 'The three scenarios at retirement' });
    await table.waitFor({ timeout: 30_000 });
    const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
    const expected = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Expected returns' }) });
    const cells = await expected.getByRole('cell').allTextContents();
    // The cells follow the row header: a column's cell is one before its header's place.
    const cell = (header: string) => cells[headers.indexOf(header) - 1]?.trim() ?? '';
    expect(cell('Value at retirement')).toBe(preserved.value);
    expect(cell('Income a month')).toBe(preserved.income);
  });

  it('confirms the counselling material, asks for a transfer and follows it to Completed', async () => {
    await page.goto(`/fund-details/${schemeNumber}/leaving-service`);
    await page.getByRole('heading', { level: 2, name: 'Before you choose' }).waitFor();
    await page
      .getByRole('checkbox', { name: 'I have read this information about my options' })
      .check();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page
      .getByText(/^You confirmed reading this information on /)
      .waitFor({ timeout: 15_000 });

    const form = page.getByRole('form', { name: 'Ask for a transfer' });
    await form
      .getByLabel(/Name of the fund the money goes to/)
      .fill('Allan Gray Preservation Pension Fund');
    await form.getByLabel(/Its FSCA registration number/).fill('12/8/35478');
    await form.getByLabel(/Kind of fund/).selectOption({ label: 'A preservation fund' });
    await form.getByRole('button', { name: 'Ask for the transfer' }).click();
    const sent = page.getByText(/^Your transfer request TRF-[0-9A-Z]{8} was sent/);
    await sent.waitFor({ timeout: 15_000 });
    const reference = /TRF-[0-9A-Z]{8}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
    const row = page.locator(`[data-transfer="${reference}"]`);
    await row.getByText('Completed', { exact: true }).waitFor({ timeout: 60_000 });
    await expectFitsAndAccessible();

    const { notices } = await memberApiGet<{
      notices: { reference: string | null; subject: string }[];
    }>(page, '/api/Inbox/GetNotices?category=claims');
    expect(
      notices
        .filter((notice) => notice.reference === reference)
        .map((n) => n.subject)
        .sort(),
    ).toEqual(
      [
        `We received your transfer request ${reference}`,
        `Your transfer ${reference} is with the administrator`,
        `Your transfer ${reference} is completed`,
      ].sort(),
    );
  });
});

/**
 * The retirement lump-sum table (reference sa-disclosure-and-rights.md; SARS, from 1 March 2023):
 * R0–R550 000 0 %; R550 001–R770 000 18 % above R550 000; R770 001–R1 155 000 R39 600 + 27 % above
 * R770 000; above R1 155 000 R143 550 + 36 % above R1 155 000. No earlier lump sums.
 */
function retirementTaxCents(amountCents: number): number {
  const brackets = [
    { above: 1_155_000_00, base: 143_550_00, rate: 0.36 },
    { above: 770_000_00, base: 39_600_00, rate: 0.27 },
    { above: 550_000_00, base: 0, rate: 0.18 },
  ];
  const bracket = brackets.find((candidate) => amountCents > candidate.above);
  return bracket ? Math.round(bracket.base + (amountCents - bracket.above) * bracket.rate) : 0;
}

/** The figures under an illustration's heading ('With no cash taken') in an annuity's card. */
async function illustrated(card: Locator, heading: string, label: string): Promise<string> {
  const block = card.getByRole('heading', { name: heading }).locator('..');
  return figure(block, label);
}

// Retirement (issue 49 point 5; Regulation 39) on the same member, whose normal retirement date
// (18 Dec 2030) is within five years: the fund's page leads to the options; the annuity strategy
// is shown; the cash's tax is the retirement table's (worked out here from its brackets); the
// life annuity with no cash agrees with the retirement projection page to the cent; the
// counselling material is confirmed before the claim form shows; the claim is started and
// followed to its page. With LEAVING_SCREENSHOTS set, the page is saved at 320, 375 and 1440 px.
describe('a member’s options at retirement', () => {
  let atRetirement = { value: '', income: '' };

  it('reaches the options from the fund’s page, with the strategy and the cash taxed on the retirement table', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/fund-details/${schemeNumber}`);
    await page.getByRole('link', { name: 'See your options at retirement' }).click();
    await page.waitForURL(/\/retirement$/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Your options at retirement' }).waitFor();
    const strategy = page.getByRole('region', { name: 'The fund’s annuity strategy' });
    await strategy.getByText('An inflation-linked life annuity').waitFor({ timeout: 30_000 });

    const cash = page.getByRole('region', { name: 'The cash lump sum' });
    const most = centsOf(await figure(cash, 'The most you may take in cash, before tax'));
    const tax = centsOf(await figure(cash, 'Tax on the retirement lump-sum table'));
    expect(most).toBeGreaterThan(0);
    expect(tax).toBe(retirementTaxCents(most));
    expect(centsOf(await figure(cash, 'Cash after tax'))).toBe(most - tax);

    const life = page.getByRole('region', { name: 'A life annuity' });
    const living = page.getByRole('region', { name: 'A living annuity' });
    atRetirement = {
      value: await figure(
        page.getByRole('region', { name: 'At retirement, in today’s money' }),
        'Total',
      ),
      income: await illustrated(life, 'With no cash taken', 'Income a month, before tax'),
    };
    // With the most cash taken, the cash is the panel's, and what is left buys a smaller income.
    for (const card of [life, living]) {
      const none = centsOf(await illustrated(card, 'With no cash taken', 'Buys the income'));
      const rest = centsOf(await illustrated(card, 'With the most cash taken', 'Buys the income'));
      expect(none - rest).toBe(most);
      const before = centsOf(
        await illustrated(card, 'With the most cash taken', 'Income a month, before tax'),
      );
      const monthTax = centsOf(await illustrated(card, 'With the most cash taken', 'Tax a month'));
      expect(
        centsOf(await illustrated(card, 'With the most cash taken', 'Income a month, after tax')),
      ).toBe(before - monthTax);
    }
    expect(centsOf(atRetirement.value)).toBe(
      centsOf(await illustrated(life, 'With no cash taken', 'Buys the income')),
    );

    if (SCREENSHOTS) {
      await fs.mkdir(SCREENSHOTS, { recursive: true });
      for (const viewport of [NARROW, { width: 375, height: 800 }, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.screenshot({
          path: path.join(SCREENSHOTS, `retirement-options-${viewport.width}.png`),
          fullPage: true,
        });
      }
    }
    await expectFitsAndAccessible();
  });

  it('agrees with the retirement projection page to the cent', async () => {
    await page.goto(`/retirement-projection?fund=${encodeURIComponent(schemeNumber)}`);
    const table = page.getByRole('table', { name: 'The three scenarios at retirement' });
    await table.waitFor({ timeout: 30_000 });
    const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
    const expected = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Expected returns' }) });
    const cells = await expected.getByRole('cell').allTextContents();
    const cell = (header: string) => cells[headers.indexOf(header) - 1]?.trim() ?? '';
    expect(cell('Value at retirement')).toBe(atRetirement.value);
    expect(cell('Income a month')).toBe(atRetirement.income);
  });

  it('confirms the counselling material, then starts the retirement claim and follows it', async () => {
    await page.goto(`/fund-details/${schemeNumber}/retirement`);
    const section = page.getByRole('region', { name: 'Start your retirement claim' });
    await page.getByRole('heading', { level: 2, name: 'Before you retire' }).waitFor();
    expect(await section.getByRole('form').count()).toBe(0);
    await page
      .getByRole('checkbox', { name: /I have read the information about retiring/ })
      .check();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page
      .getByText(/^You confirmed reading this information on /)
      .waitFor({ timeout: 15_000 });

    const form = page.getByRole('form', { name: 'Start your retirement claim' });
    await form.getByRole('radio', { name: /The most allowed in cash/ }).check();
    await form.getByRole('radio', { name: 'A life annuity' }).check();
    await form.getByRole('button', { name: 'Start my retirement claim' }).click();
    const started = page.getByText(/^Your retirement claim CLM\d+ has been started/);
    await started.waitFor({ timeout: 15_000 });
    const caseNo = /CLM\d+/.exec((await started.textContent()) ?? '')?.[0] ?? '';
    await expectFitsAndAccessible();

    await page.getByRole('link', { name: `Follow claim ${caseNo}` }).click();
    await page.waitForURL(new RegExp(`/claims/${caseNo}$`), { timeout: 30_000 });
    await page.getByText(caseNo).first().waitFor({ timeout: 30_000 });
    const { notices } = await memberApiGet<{
      notices: { reference: string | null; subject: string }[];
    }>(page, '/api/Inbox/GetNotices?category=claims');
    expect(notices.filter((notice) => notice.reference === caseNo).map((n) => n.subject)).toEqual([
      `We received your retirement claim ${caseNo}`,
    ]);
  });
});
