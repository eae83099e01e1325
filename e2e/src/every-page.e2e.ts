import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectScreenHolds, settle } from './screen-checks';
import { newContext, signInWithFunds } from './support';

// Every member page for each kind of member, at 320, 375 and 1440 px: nothing wider than the
// screen, no amount broken over two lines, one <h1> naming the page, axe clean (screen-checks.ts).
// Only reads: the members' data is left as it was.

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function signedIn(username: string): Promise<Page> {
  context = await newContext({ width: 1440, height: 800 });
  return (await signInWithFunds(context, username)).page;
}

/** The addresses the page links to that start with `prefix`, each once, in page order. */
async function linksFrom(page: Page, prefix: string): Promise<string[]> {
  await settle(page);
  const hrefs = await page
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

async function visit(page: Page, address: string, heading?: string | RegExp): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto(address);
  await settle(page);
  await expectScreenHolds(page, address, heading === undefined ? {} : { heading });
}

/** Fund details and each of its tabs, chosen as a member does (the tab list at 1440 px). */
async function visitFundDetails(page: Page, address: string): Promise<void> {
  await visit(page, address);
  await page.setViewportSize({ width: 1440, height: 800 });
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  const names = (await tabs.allTextContents()).map((name) => name.trim());
  expect(names.length, `${address}: its tabs`).toBeGreaterThan(1);
  for (const name of names.slice(1)) {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.getByRole('tablist').first().getByRole('tab', { name, exact: true }).click();
    await settle(page);
    await expectScreenHolds(page, `${address}, tab ${name}`);
  }
}

describe('every member page on a phone and a laptop', () => {
  it('institutional: dashboard, profile, funds and covers, documents, claims, tools, portfolio', async () => {
    const page = await signedIn('institutional@demo.local');
    await visit(page, '/dashboard');
    const funds = await linksFrom(page, '/fund-details/');
    expect(funds.length).toBeGreaterThanOrEqual(2);
    await visitFundDetails(page, funds[0]!);
    for (const address of [
      '/profile-details',
      '/funeral-cover',
      '/unapproved-life-cover',
      '/statements-and-documents?tab=statements',
      '/statements-and-documents?tab=tax-certificates',
      '/statements-and-documents?tab=documents',
      '/statements-and-documents?tab=faq',
      '/tools-and-calculators',
      '/portfolios',
    ])
      await visit(page, address);

    await visit(page, '/claims');
    const claims = (await linksFrom(page, '/claims/')).filter(
      (href) => !href.includes('report-a-death') && !href.includes('savings-withdrawal'),
    );
    expect(claims.length, 'the declined and the cancelled claim').toBeGreaterThanOrEqual(2);
    for (const claim of claims) await visit(page, claim);
    await visit(page, '/claims/report-a-death');
    const withdrawals = await (async () => {
      await page.goto('/claims');
      return linksFrom(page, '/claims/savings-withdrawal/');
    })();
    expect(withdrawals.length).toBeGreaterThan(0);
    await visit(page, withdrawals[0]!);
    await visit(page, '/not-found');
  });

  it('retail: dashboard, products, portfolio, tools, profile, and where claims and documents are', async () => {
    const page = await signedIn('retail@demo.local');
    await visit(page, '/dashboard');
    const funds = await linksFrom(page, '/fund-details/');
    expect(funds.length).toBeGreaterThanOrEqual(2);
    for (const fund of funds) await visitFundDetails(page, fund);
    for (const address of [
      '/portfolios',
      '/tools-and-calculators',
      '/profile-details',
      '/claims',
      '/statements-and-documents',
    ])
      await visit(page, address);
  });

  it('hybrid and staff: both views, a paid claim, a claim waiting for its directive', async () => {
    const page = await signedIn('hybrid@demo.local');
    await visit(page, '/dashboard');
    await page.getByRole('banner').getByText('Retail', { exact: true }).click();
    await expect.poll(() => page.getByRole('banner').getAttribute('data-view')).toBe('Retail');
    await settle(page);
    await expectScreenHolds(page, 'hybrid dashboard, retail view');
    await page.getByRole('banner').getByText('Institutional', { exact: true }).click();
    await expect
      .poll(() => page.getByRole('banner').getAttribute('data-view'))
      .toBe('Institutional');
    await visit(page, '/claims');
    for (const claim of (await linksFrom(page, '/claims/CLM')).slice(0, 1))
      await visit(page, claim);
    await context?.close();

    const staff = await signedIn('staff@demo.local');
    await visit(staff, '/dashboard');
    const funds = await linksFrom(staff, '/fund-details/');
    await visitFundDetails(staff, funds[0]!);
    await visit(staff, '/claims');
    const claims = await linksFrom(staff, '/claims/CLM');
    expect(claims.length).toBeGreaterThan(0);
    await visit(staff, claims[0]!);
  });
});
