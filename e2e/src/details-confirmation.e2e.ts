import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newContext, signInAs } from './support';

// Staying traceable (issue 49 point 6) on member 7 (db/seed/declared.ts), whom no other journey
// changes: the dashboard asks whether the contact details and beneficiaries are still right,
// showing them in full with the ways to change them; the member confirms, is thanked with the day
// the portal asks again, and is not asked again after the page is drawn anew. The card at 320 px,
// 375 px and 1440 px: nothing wider than the screen, nothing for axe. With SCREENSHOTS_DIR set,
// each width is saved there.

const MEMBER = 'member0007@demo.local';
const WIDTHS = [320, 375, 1440];
const CARD = { name: 'Are your details still right?' };

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await newContext({ width: 320, height: 800 });
  page = await context.newPage();
  await signInAs(page, MEMBER);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
});
afterAll(async () => context.close());

describe('the yearly confirmation of contact details and beneficiaries', () => {
  it('asks on the dashboard, records the confirmation, and does not ask again', async () => {
    const card = page.getByRole('region', CARD);
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => card.textContent()).toContain('You have not confirmed them yet.');
    const text = (await card.textContent()) ?? '';
    expect(text).toMatch(/Mobile number: 0\d{9}/);
    expect(text).toMatch(/Email address: \S+@\S+/);
    // The retail preservation fund's nomination of one beneficiary, received on a signed form.
    expect(text).toMatch(/: death benefit.*\(.+\), 100%/);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      const directory = process.env.SCREENSHOTS_DIR;
      if (directory) {
        await card.screenshot({ path: path.join(directory, `details-confirmation-${width}.png`) });
      }
    }

    await card.getByRole('button', { name: 'Yes, these are right' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'You confirmed your details on' });
    await thanks.waitFor();
    expect(await thanks.textContent()).toMatch(
      /You confirmed your details on \d{1,2} \w{3} \d{4}\. We will ask you again on \d{1,2} \w{3} \d{4}\./,
    );

    await page.reload();
    await page.getByRole('heading', { name: 'Your funds' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('region', CARD).count()).toBe(0);
  });
});
