import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { newContext, signInAs } from './support';

// The Content Security Policy allows no inline style or script. Every style element the pages
// add (Mantine's CSS variables and responsive props, react-remove-scroll's for drawers and
// modals) must carry the answer's nonce, or the browser refuses it and reports a violation.

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A context whose pages record every policy violation (and the console's reports of them). */
async function watchedContext(viewport: { width: number; height: number }) {
  context = await newContext(viewport);
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const store = window as unknown as { cspViolations?: string[] };
      (store.cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { page, violations };
}

async function recorded(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
  );
}

describe('no policy violation on the pages', () => {
  it('landing, sign-in, the dashboard with its account menu, the tools page and a modal', async () => {
    const { page, violations } = await watchedContext({ width: 1440, height: 900 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome to AF Connect' }).waitFor();
    expect(await recorded(page)).toEqual([]);
    await signInAs(page, 'institutional@demo.local');
    await page.getByRole('heading', { name: 'Your funds' }).waitFor();
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Edit profile' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Tools and calculators' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Tools and calculators' }).waitFor();
    await page
      .getByRole('button', { name: /Emergency fund/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    expect(await recorded(page)).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('on a phone: the burger menu’s drawer', async () => {
    const { page, violations } = await watchedContext({ width: 375, height: 800 });
    await signInAs(page, 'retail@demo.local');
    await page.getByRole('heading', { name: 'Your funds' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await recorded(page)).toEqual([]);
    expect(violations).toEqual([]);
  });
});
