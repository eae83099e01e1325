import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';
import { DEMO_PASSWORD, baseUrl, browser } from './support';

// Issue 46 "Without JavaScript": a member whose browser runs no script signs in, reads the pages
// the server draws, opens their tabs (links to ?tab=), downloads a document (a plain link) and
// logs out (a plain form); the note at the top says what works and what needs script.

const contexts: BrowserContext[] = [];
async function noScriptPage(width: number): Promise<Page> {
  const context = await (
    await browser()
  ).newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 900 },
    javaScriptEnabled: false,
    acceptDownloads: true,
  });
  contexts.push(context);
  return context.newPage();
}
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** Log out: the portal's form, then the provider's own sign-out page, whose Continue is a button. */
async function logOutWithoutScript(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.waitForURL(/\/idp\/session\/end/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const session = await page.request.get('/auth/session', {
    headers: { apikey: 'af-connect-web' },
  });
  expect(await session.json()).toEqual({ authenticated: false });
}

async function signInWithoutScript(page: Page, username: string, next: string): Promise<void> {
  await page.goto(`/auth/login?next=${encodeURIComponent(next)}`);
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The page after sign-in sends a browser without script on by itself.
  await page.waitForURL((url) => url.pathname === next, { timeout: 30_000 });
}

describe('a member without JavaScript', () => {
  it('reads the documents page, opens its tabs by link, downloads a certificate, logs out', async () => {
    const page = await noScriptPage(1440);
    await signInWithoutScript(page, 'institutional@demo.local', '/statements-and-documents');
    await expect
      .poll(async () => (await page.getByRole('note').first().textContent())?.replace(/\s+/g, ' '))
      .toContain('You can read your pages, open their tabs, download your documents and log out.');
    const tabs = page.getByRole('navigation', { name: 'Statements and documents' });
    await tabs.getByRole('link', { name: 'Tax certificates' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'tax-certificates');
    expect(
      await tabs.getByRole('link', { name: 'Tax certificates' }).getAttribute('aria-current'),
    ).toBe('page');
    const download = page.getByRole('button', { name: /^Download / }).first();
    await download.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const filePath = path.join(os.tmpdir(), `e2e-${Date.now()}-${file.suggestedFilename()}`);
    await file.saveAs(filePath);
    expect((await fs.readFile(filePath)).subarray(0, 4).toString()).toBe('%PDF');
    expect((await pdfText(filePath)).length).toBeGreaterThan(100);

    await logOutWithoutScript(page);
  });

  it('on a phone finds the menu’s places and Log out under the bar, and a fund’s tabs', async () => {
    const page = await noScriptPage(320);
    await signInWithoutScript(page, 'institutional@demo.local', '/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'My portfolio' }).waitFor();
    // A fund's own page (not a link to a section of it, as the contributions notice's is).
    const fundLink = page.locator('a[href^="/fund-details/"]:not([href*="#"])').first();
    const href = (await fundLink.getAttribute('href')) ?? '';
    // A mail's link opens the fund on a tab: drawn whole, its figures and the tab as links.
    await page.goto(`${href.split('?')[0]}?tab=information`);
    expect(await page.locator('.mantine-Skeleton-root').count()).toBe(0);
    const fundTabs = page.getByRole('navigation', { name: 'Fund details' });
    expect(
      await fundTabs.getByRole('link', { name: 'Information' }).getAttribute('aria-current'),
    ).toBe('page');
    await fundTabs.getByRole('link', { name: 'Transaction details' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'transactions');
    await logOutWithoutScript(page);
  });
});
