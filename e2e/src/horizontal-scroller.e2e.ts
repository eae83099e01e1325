import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newContext, signInWithFunds } from './support';

// Spec 3 §9: a row too wide for a phone scrolls sideways, 500 px a click on its arrows, which are
// measured again 500 ms after a click and shown where more than 2 px is cut off. Here the tab bars
// of the fund details and the statements and documents pages at 320 px, the narrowest phone, by
// mouse and by keyboard, and at 1440 px, where they fit. Only reads: no data changes.

const MEMBER = 'institutional@demo.local';
const NARROW = { width: 320, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const STEP = 500;

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

type RowState = { scrollLeft: number; end: number; tabIndex: number };

/** Where the region's row stands: its scroll position, the furthest it goes, its tab index. */
function rowState(region: Locator): Promise<RowState> {
  return region.evaluate((element) => ({
    scrollLeft: Math.round(element.scrollLeft),
    end: element.scrollWidth - element.clientWidth,
    tabIndex: element.tabIndex,
  }));
}

/** The arrow buttons drawn beside the region (none are drawn while hidden). */
function arrows(page: Page) {
  return {
    left: page.getByRole('button', { name: 'Scroll left', exact: true }),
    right: page.getByRole('button', { name: 'Scroll right', exact: true }),
  };
}

/** Polls with room for a busy machine (expect.poll waits 1 s by default). */
function poll<T>(check: () => T | Promise<T>) {
  return expect.poll(check, { timeout: 15_000 });
}

/** Whether the element is drawn wholly inside the region's visible box. */
async function isWhollyShown(region: Locator, item: Locator): Promise<boolean> {
  const [box, shown] = await Promise.all([region.boundingBox(), item.boundingBox()]);
  if (!box || !shown) return false;
  return shown.x >= box.x - 1 && shown.x + shown.width <= box.x + box.width + 1;
}

async function signedIn(viewport: { width: number; height: number }) {
  context = await newContext(viewport);
  return signInWithFunds(context, MEMBER);
}

describe('the horizontal scroller at 320 px', () => {
  it('the fund details tabs: arrows where tabs are cut off, 500 px a click, keyboard, axe', async () => {
    const { page, funds } = await signedIn(NARROW);
    const fund = funds[0]!;
    await page.goto(`/fund-details/${fund.schemeNumber}`);
    await page.getByRole('heading', { name: fund.fullproductname }).waitFor();
    const region = page.getByRole('region', { name: 'Fund details tabs', exact: true });
    const { left, right } = arrows(page);

    // The three tabs do not fit: the right arrow only, and the row can be reached by Tab.
    await right.waitFor();
    expect(await left.count()).toBe(0);
    const start = await rowState(region);
    expect(start.scrollLeft).toBe(0);
    expect(start.end).toBeGreaterThan(2);
    expect(start.tabIndex).toBe(0);
    await expectNoAxeViolations(page);

    // A click moves the row 500 px, or to its end: the left arrow comes, the right one goes.
    await right.click();
    const target = Math.min(STEP, start.end);
    await poll(async () => (await rowState(region)).scrollLeft).toBe(target);
    await left.waitFor();
    if (target === start.end) {
      await right.waitFor({ state: 'detached' });
      // The arrow that went had the focus: the row has it now, not the page.
      expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    }
    await expectNoAxeViolations(page);

    // And back.
    await left.click();
    await poll(async () => (await rowState(region)).scrollLeft).toBe(0);
    await left.waitFor({ state: 'detached' });
    await right.waitFor();

    // By keyboard: Tab reaches the row (just before its open tab), and its arrow keys scroll
    // it without choosing a tab.
    await page.getByRole('tab', { name: 'Transaction details' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await region.evaluate(isFocused)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await poll(async () => (await rowState(region)).scrollLeft).toBeGreaterThan(0);
    expect(page.url()).not.toContain('tab=');
    await page.keyboard.press('ArrowLeft');
    await poll(async () => (await rowState(region)).scrollLeft).toBe(0);

    // Tab goes on into the open tab, then to the right arrow, a button Enter presses.
    await page.keyboard.press('Tab');
    expect(await page.getByRole('tab', { name: 'Transaction details' }).evaluate(isFocused)).toBe(
      true,
    );
    await page.keyboard.press('Tab');
    expect(await right.evaluate(isFocused)).toBe(true);
    await page.keyboard.press('Enter');
    await poll(async () => (await rowState(region)).scrollLeft).toBe(target);
    await left.waitFor();

    // A tab cut off under an arrow, reached by the tab bar's arrow keys, scrolls into full view.
    await left.click();
    await poll(async () => (await rowState(region)).scrollLeft).toBe(0);
    const information = page.getByRole('tab', { name: 'Information', exact: true });
    expect(await isWhollyShown(region, information)).toBe(false);
    await page.getByRole('tab', { name: 'Transaction details' }).focus();
    await page.keyboard.press('End');
    expect(await information.evaluate(isFocused)).toBe(true);
    await poll(() => isWhollyShown(region, information)).toBe(true);
    await poll(() => right.count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('the statements and documents tabs: a short overflow crossed in one click', async () => {
    const { page } = await signedIn(NARROW);
    await page.goto('/statements-and-documents');
    await page.getByRole('tab', { name: 'Statements' }).waitFor();
    const region = page.getByRole('region', { name: 'Statements and documents tabs', exact: true });
    const { left, right } = arrows(page);

    await right.waitFor();
    expect(await left.count()).toBe(0);
    const start = await rowState(region);
    expect(start.end).toBeGreaterThan(2);
    expect(start.end).toBeLessThan(STEP);

    await right.click();
    await poll(async () => (await rowState(region)).scrollLeft).toBe(start.end);
    await left.waitFor();
    await right.waitFor({ state: 'detached' });
    await expectNoAxeViolations(page);
  });
});

describe('the horizontal scroller at 1440 px', () => {
  it('shows no arrows where the tabs fit, and leaves the row out of the tab order', async () => {
    const { page, funds } = await signedIn(DESKTOP);
    const fund = funds[0]!;
    await page.goto(`/fund-details/${fund.schemeNumber}`);
    await page.getByRole('heading', { name: fund.fullproductname }).waitFor();
    const region = page.getByRole('region', { name: 'Fund details tabs', exact: true });
    await region.waitFor();
    // Measured once the page runs: give it the refresh time before reading.
    await page.waitForTimeout(600);
    const { left, right } = arrows(page);
    expect(await left.count()).toBe(0);
    expect(await right.count()).toBe(0);
    const state = await rowState(region);
    expect(state.end).toBeLessThanOrEqual(0);
    expect(state.tabIndex).toBe(-1);
  });
});

function isFocused(element: Element): boolean {
  return element === document.activeElement;
}
