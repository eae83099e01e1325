import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { dayNumber, todayInJohannesburg } from '@portal/domain/dates';

export const DEMO_PASSWORD = 'Demo-1234';
export const baseUrl = (): string => inject('baseUrl');
/** The portal's today for this run: the server's, and every page's clock's. */
export const today = (): string => inject('today');

let shared: Promise<Browser> | undefined;
export function browser(): Promise<Browser> {
  shared ??= chromium.connect(inject('wsEndpoint'));
  return shared;
}

/**
 * A fresh browser profile (no cookies), as a new visitor. Axe needs contexts (DESIGN §6).
 * `base` points it at another server (a journey's own, started with other settings).
 */
export async function newContext(
  viewport = { width: 1440, height: 900 },
  base = baseUrl(),
): Promise<BrowserContext> {
  const context = await (await browser()).newContext({ baseURL: base, viewport });
  // The page's clock on the portal's today, at the real time of day (whole days apart), and
  // running: the date pickers open on the same month the server counts from.
  const days = dayNumber(today()) - dayNumber(todayInJohannesburg(new Date()));
  await context.clock.install({ time: new Date(Date.now() + days * 86_400_000) });
  return context;
}

/** Signs in through the real sign-in page of the embedded provider. */
export async function signInAs(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/(loading|dashboard)$/);
}

/** A fund as GET /api/Fund/Internal lists it (the fields the journeys use). */
export type MemberFund = {
  schemeNumber: string;
  fullproductname: string;
  productTypeCategory: string;
  sourceSystemName: string;
};

/** Signs in on a new page of `context`, waits for the dashboard and reads the member's funds. */
export async function signInWithFunds(
  context: BrowserContext,
  username: string,
): Promise<{ page: Page; funds: MemberFund[] }> {
  const page = await context.newPage();
  await signInAs(page, username);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  const funds = await page.evaluate(async () => {
    const response = await fetch('/api/Fund/Internal', { headers: { apikey: 'af-connect-web' } });
    return ((await response.json()) as { internalFunds: MemberFund[] }).internalFunds;
  });
  return { page, funds };
}

/** No axe violations on the page as it stands. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
