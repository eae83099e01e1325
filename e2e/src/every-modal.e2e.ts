import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectScreenHolds, SCREEN_WIDTHS, settle } from './screen-checks';
import { newContext, signInWithFunds } from './support';

// Every modal a member opens, at 320, 375 and 1440 px: nothing wider than the screen and no
// amount broken over two lines inside it, axe clean with it open (screen-checks.ts). Each is
// opened and closed untouched: the members' data is left as it was.

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function signedIn(username: string): Promise<Page> {
  context = await newContext({ width: 1440, height: 800 });
  return (await signInWithFunds(context, username)).page;
}

/**
 * Opens the modal `name` with `open` at each width in turn (a page may draw another layout for a
 * phone), checks it, and closes it untouched.
 */
async function checkModal(
  page: Page,
  name: string | RegExp,
  open: (width: number) => Promise<void>,
  widths: readonly number[] = SCREEN_WIDTHS,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // The screen's new width reaches the page's media queries at its next frame, and a layout
    // drawn for the other width is only replaced then: open the modal in the layout that stays.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await settle(page);
    await open(width);
    const dialog: Locator = page.getByRole('dialog', { name });
    await dialog.waitFor({ timeout: 30_000 });
    await settle(page);
    await expectScreenHolds(page, `the ${String(name)} modal`, { dialog, widths: [width] });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
  }
}

describe('every modal on a phone and a laptop', () => {
  it('tools and calculators: each tool and goal calculator', async () => {
    const page = await signedIn('institutional@demo.local');
    await page.goto('/tools-and-calculators');
    await page.getByRole('heading', { level: 1, name: 'Tools and calculators' }).waitFor();
    for (const name of [
      'IRR Calculator',
      'Transaction Summary',
      'Just invest',
      'Wedding calculator',
      'Holiday',
      'Emergency fund',
      'Education',
    ])
      await checkModal(page, name, () =>
        page.getByRole('button', { name, exact: true }).first().click(),
      );
  });

  it('fund details, beneficiaries and My portfolio', async () => {
    const page = await signedIn('institutional@demo.local');
    const funds = await page.evaluate(async () => {
      const response = await fetch('/api/Fund/Internal', {
        headers: { apikey: 'af-connect-web' },
      });
      return (
        (await response.json()) as {
          internalFunds: { schemeNumber: string; isRestricted?: boolean }[];
        }
      ).internalFunds;
    });
    const fund = funds.find((candidate) => !candidate.isRestricted) ?? funds[0]!;
    await page.goto(`/fund-details/${encodeURIComponent(fund.schemeNumber)}`);
    await settle(page);
    // A laptop's filter is a modal; a phone's is drawn on the page (the every-page journeys check it).
    await checkModal(
      page,
      'Transactional details',
      () => page.getByRole('button', { name: 'Filter by date' }).click(),
      [1440],
    );
    await checkModal(page, 'IRR Calculator', async (width) => {
      // On a phone (below 48em) the side panel is a section of the page's accordion, closed at
      // first; on a laptop it stands beside the page.
      if (width < 768) {
        const section = page.getByRole('button', { name: 'Transaction Summary', exact: true });
        if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
      }
      await page.getByRole('button', { name: 'Use IRR calculator' }).click();
    });

    await page.goto(`/fund-details/${encodeURIComponent(fund.schemeNumber)}?beneficiaries`);
    const panel = page.getByRole('tabpanel', { name: 'Beneficiaries' });
    await panel.getByRole('button', { name: 'Add beneficiary' }).waitFor({ timeout: 30_000 });
    await checkModal(page, 'Manage beneficiaries', () =>
      panel.getByRole('button', { name: 'Add beneficiary' }).click(),
    );

    await page.goto('/portfolios');
    await settle(page);
    await checkModal(page, 'Add a fund you hold elsewhere', () =>
      page.getByRole('button', { name: 'Add an external fund' }).click(),
    );
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
