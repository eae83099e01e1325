import type { BrowserContext, Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { newContext, signInWithFunds } from './support';

// DESIGN §1c: a signed-in page is drawn on the server and shown before the app's code has run;
// the code is asked for once the page has been painted (apps/api plugins/page-preloads.ts). Until
// the app has taken the page over, its controls take no tap and its fields no typing (either
// would be lost as the app takes over); after, they work. The app's code is held back here so
// that the page stays as drawn for as long as the test needs.

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe('a page drawn on the server, before and after the app takes it over', () => {
  it('shows the fund with its transactions at once, takes no input until the app runs, then works', async () => {
    context = await newContext({ width: 1440, height: 900 });
    const { page, funds } = await signInWithFunds(context, 'institutional@demo.local');
    const fund = funds.find((candidate) => candidate.productTypeCategory === 'Institutional');
    expect(fund).toBeDefined();

    // The app's entry waits until released.
    const held: Route[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      held.push(route);
      await released;
      await route.continue();
    });
    // The navigation itself, without the journeys' wait for the app (support.ts).
    await page.evaluate(
      (url) => window.location.assign(url),
      `/fund-details/${encodeURIComponent(fund!.schemeNumber)}`,
    );
    await page.locator('#root[data-drawn="server"]').waitFor({ timeout: 30_000 });
    // Drawn whole: the fund, its transactions and the side panel's form, before any script.
    await page.getByRole('heading', { name: fund!.fullproductname }).first().waitFor();
    await page.getByRole('tab', { name: 'Transaction details', selected: true }).waitFor();
    expect(await page.locator('.mantine-Skeleton-root').count()).toBe(0);
    const from = page.getByRole('textbox', { name: 'From' });
    await from.waitFor();
    // The entry is asked for once the page has been painted.
    await expect.poll(() => held.length, { timeout: 30_000 }).toBe(1);

    const before = await from.inputValue();
    await from.focus();
    await page.keyboard.type('01/01/2026');
    expect(await from.inputValue()).toBe(before);
    // A tap does not reach the button (nothing would answer it yet).
    await expect(
      page.getByRole('button', { name: 'Filter by date' }).click({ trial: true, timeout: 1_000 }),
    ).rejects.toThrow(/pointer events|Timeout/);

    release();
    await page.waitForFunction(
      () => document.getElementById('root')?.getAttribute('data-drawn') !== 'server',
      undefined,
      { timeout: 30_000 },
    );
    await page.getByRole('button', { name: 'Filter by date' }).click();
    await page.getByRole('dialog', { name: 'Transactional details' }).waitFor();
    await page.keyboard.press('Escape');
    await from.fill('');
    await from.pressSequentially('01/02/2026');
    expect(await from.inputValue()).toBe('01/02/2026');
  });
});

describe('pages drawn whole', () => {
  it('the claims, My portfolio, the statements, the tax certificates, the profile and the savings withdrawal are drawn by the server with their data, and ask for nothing once taken over', async () => {
    context = await newContext({ width: 412, height: 823 });
    const { page, funds } = await signInWithFunds(context, 'institutional@demo.local');
    const fund = funds.find((candidate) => candidate.productTypeCategory === 'Institutional');
    expect(fund).toBeDefined();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    const pages: [string, string][] = [
      ['/claims', 'Claims'],
      ['/portfolios', 'My portfolio'],
      ['/statements-and-documents', 'Statements and documents'],
      ['/statements-and-documents?tab=tax-certificates', 'Statements and documents'],
      ['/profile-details', 'Profile information'],
      [
        `/claims/savings-withdrawal/${encodeURIComponent(fund!.schemeNumber)}`,
        'Savings withdrawal',
      ],
    ];
    for (const [path, heading] of pages) {
      // The server's page: drawn, and not waiting for any of its data (no skeleton).
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('data-drawn="server"');
      expect(html, path).not.toContain('mantine-Skeleton-root');
      asked.length = 0;
      // The journeys' goto waits until the app has taken the page over (support.ts).
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.locator('.mantine-Skeleton-root').count(), path).toBe(0);
      // A moment for anything the page would ask after taking over.
      await page.waitForTimeout(1_000);
      expect(asked, path).toEqual([]);
    }
    // The withdrawal opens on its first step with the security questions' status, drawn.
    await page.getByRole('button', { name: 'Start the questions' }).waitFor();
  });
});
