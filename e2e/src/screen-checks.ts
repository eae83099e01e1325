import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations } from './support';

// What every member page and modal must hold at each width a member uses (320 px, the smallest
// phone; 375 px, a common one; 1440 px, a laptop): nothing wider than the screen, no rand amount
// broken over two lines, exactly one level-1 heading on a page, and no axe finding. A page also
// fits 320 px with text at 200 % (WCAG 1.4.4 and 1.4.10); there a value longer than its column may
// wrap or shrink (an amount of 14 characters at 28 px is wider than a phone's column).

export const SCREEN_WIDTHS = [320, 375, 1440] as const;

/**
 * Waits until the page has drawn its data: no request in flight, no skeleton or loader left, and
 * no part of it still waiting for its code (a LazyPanel takes no taps until its code arrives).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Down the page a screen at a time and back, as a member reading it: what is drawn only as it
  // nears the screen (a chart) is drawn, and checked with the rest.
  await page
    .evaluate(async () => {
      const frame = () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        );
      const { scrollX, scrollY } = window;
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(scrollX, y);
        await frame();
      }
      window.scrollTo(scrollX, scrollY);
      await frame();
    })
    .catch(() => undefined);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            Array.from(
              document.querySelectorAll(
                '.mantine-Skeleton-root, [aria-busy="true"], .mantine-Loader-root, [data-waiting="true"]',
              ),
            ).filter(
              // A LazyPanel has no box of its own (display: contents): counted while it waits
              // and what it holds is shown (in a closed section its effects wait to be shown).
              (element) =>
                element.matches('[data-waiting="true"]')
                  ? Array.from(element.children).some((child) => child.getClientRects().length > 0)
                  : element.getClientRects().length > 0,
            ).length,
        ),
      { timeout: 30_000, interval: 250 },
    )
    .toBe(0);
}

type ScreenFindings = {
  /** Visible elements reaching past the screen's edges, outside any scroller of their own. */
  overflowing: string[];
  /** Rand amounts whose glyphs sit on more than one line. */
  brokenAmounts: string[];
  /** Level-1 headings drawn (a visually hidden one counts: screen readers read it). */
  headings: string[];
};

/** Reads the findings inside `scope` (the page's body, or an open dialog). */
async function findingsIn(page: Page, scope: Locator | null): Promise<ScreenFindings> {
  const root = scope ? await scope.elementHandle() : await page.$('body');
  if (!root) throw new Error('nothing to check');
  return page.evaluate((container: Element) => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 60) ??
        '';
      const classes = typeof element.className === 'string' ? element.className : '';
      return `<${element.tagName.toLowerCase()} class="${classes.slice(0, 60)}"> ${label}`;
    };
    const isShown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && element.getClientRects().length > 0;
    };
    /** Inside an ancestor that scrolls or clips sideways and itself fits the screen (an SVG
        clips its own drawing, so a clipping ancestor wider than the screen is passed over). */
    const isContained = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) return false;
        if (getComputedStyle(parent).overflowX !== 'visible') {
          const box = parent.getBoundingClientRect();
          if (box.left >= -1 && box.right <= width + 1) return true;
        }
      }
      return false;
    };

    const overflowing: string[] = [];
    if (document.documentElement.scrollWidth > width)
      overflowing.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const element of Array.from(container.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      if (isContained(element)) continue;
      // Hidden content still widens the page (a member can scroll to it): named only then.
      if (!isShown(element) && document.documentElement.scrollWidth <= width) continue;
      // A visually hidden element (1 px, clipped) is read, not seen.
      if (box.width <= 1 && box.height <= 1) continue;
      overflowing.push(
        `${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
      );
      if (overflowing.length > 5) break;
    }

    const brokenAmounts: string[] = [];
    const amount = /[−-]?R[\s\u00a0\u202f]?\d{1,3}(?:[\s\u00a0\u202f]\d{3})*(?:\.\d{2})?/g;
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(amount)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0 && rect.height > 0)
            .map((rect) => Math.round(rect.bottom)),
        );
        if (lines.size > 1) brokenAmounts.push(JSON.stringify(match[0]));
      }
    }
    // An amount given places to wrap between its groups (<wbr>, Money's wrapsByGroup) is split
    // over several text nodes: it is read whole from the element that holds it.
    const holders = new Set(
      Array.from(container.querySelectorAll('wbr')).flatMap((wbr) =>
        wbr.parentElement ? [wbr.parentElement] : [],
      ),
    );
    for (const holder of holders) {
      const text = holder.textContent ?? '';
      for (const match of text.matchAll(amount)) {
        // Only a holder of the amount alone: other words beside it may wrap.
        if (text.trim() !== match[0]) continue;
        const range = document.createRange();
        range.selectNodeContents(holder);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0 && rect.height > 0)
            .map((rect) => Math.round(rect.bottom)),
        );
        if (lines.size > 1) brokenAmounts.push(JSON.stringify(match[0]));
      }
    }

    const headings = Array.from(document.querySelectorAll('h1'))
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => heading.textContent?.trim() ?? '');
    return { overflowing, brokenAmounts, headings };
  }, root);
}

/**
 * Checks the page (or `dialog`, an open modal) at each width: fits the screen, amounts on one
 * line, one `<h1>` naming the page (`heading`), axe clean; a page also with text at 200 % at
 * 320 px. Leaves the page at the last width.
 */
export async function expectScreenHolds(
  page: Page,
  what: string,
  options: { heading?: string | RegExp; dialog?: Locator; widths?: readonly number[] } = {},
): Promise<void> {
  for (const width of options.widths ?? SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Layout follows the width on the next frames (media queries, observers).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await settle(page);
    const findings = await findingsIn(page, options.dialog ?? null);
    const at = `${what} at ${width} px`;
    expect(findings.overflowing, `${at}: wider than the screen`).toEqual([]);
    expect(findings.brokenAmounts, `${at}: amounts broken over two lines`).toEqual([]);
    if (!options.dialog) {
      expect(findings.headings, `${at}: level-1 headings`).toHaveLength(1);
      if (options.heading !== undefined)
        expect(findings.headings[0], `${at}: the page's heading`).toMatch(
          typeof options.heading === 'string'
            ? new RegExp(`^${options.heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
            : options.heading,
        );
    }
    await expectNoAxeViolations(page);
  }
  if (!options.dialog) await expectLargeTextHolds(page, what);
}

/** At 320 px with the document's text at 200 %: nothing wider than the screen. */
async function expectLargeTextHolds(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.setViewportSize({ width: 320, height: 800 });
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        document.documentElement.style.fontSize = '200%';
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  try {
    const findings = await findingsIn(page, null);
    const at = `${what} at 320 px with text at 200 %`;
    expect(findings.overflowing, `${at}: wider than the screen`).toEqual([]);
    const large = await largeTextFindings(page);
    expect(large.smallAmounts, `${at}: amounts drawn smaller than their labels`).toEqual([]);
    expect(large.menuTap, `${at}: what a tap at the menu button's centre reaches`).toBe(
      large.hasMenu ? 'the menu button' : 'no menu',
    );
  } finally {
    await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));
    if (width) await page.setViewportSize({ width, height: 800 });
  }
}

/**
 * With large text: each rand amount drawn at least at its label's size (the label is the element
 * just before the amount's own, words without an amount), and a tap at the centre of "Open menu"
 * reaching that button (nothing drawn over it, such as a skip link grown out of its place).
 */
export async function largeTextFindings(
  page: Page,
): Promise<{ smallAmounts: string[]; pairs: number; hasMenu: boolean; menuTap: string }> {
  return page.evaluate(() => {
    const amount = /^[−-]?R[\s\u00a0\u202f]?\d{1,3}(?:[\s\u00a0\u202f]\d{3})*(?:\.\d{2})?$/;
    const anyAmount = /R[\s\u00a0\u202f]?\d/;
    const isShown = (element: Element) =>
      getComputedStyle(element).visibility !== 'hidden' && element.getClientRects().length > 0;
    const sizeOf = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const smallAmounts: string[] = [];
    let pairs = 0;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      // The element that holds the amount's text (its only children, if any, are <wbr>s).
      const isHolder = Array.from(element.children).every((child) => child.tagName === 'WBR');
      if (!isHolder || !isShown(element)) continue;
      const text = element.textContent?.trim() ?? '';
      if (!amount.test(text)) continue;
      // The amount's own box: the element, or the nearest ancestor that holds only it.
      let own: Element = element;
      while (own.parentElement && own.parentElement.textContent?.trim() === text) {
        own = own.parentElement;
      }
      const label = own.previousElementSibling;
      if (!label || !isShown(label) || label.closest('[aria-hidden="true"]')) continue;
      const words = label.textContent?.trim() ?? '';
      if (words === '' || anyAmount.test(words) || /^h[1-6]$/i.test(label.tagName)) continue;
      const labelSize = Math.max(
        sizeOf(label),
        ...Array.from(label.querySelectorAll('*')).filter(isShown).map(sizeOf),
      );
      pairs += 1;
      if (sizeOf(element) + 0.5 < labelSize) {
        smallAmounts.push(
          `${JSON.stringify(text)} at ${sizeOf(element)} px under ${JSON.stringify(words.slice(0, 40))} at ${labelSize} px`,
        );
      }
    }
    const menu = Array.from(document.querySelectorAll('button[aria-label="Open menu"]')).find(
      isShown,
    );
    if (!menu) return { smallAmounts, pairs, hasMenu: false, menuTap: 'no menu' };
    const { scrollX, scrollY } = window;
    window.scrollTo(0, 0);
    const box = menu.getBoundingClientRect();
    const reached = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    window.scrollTo(scrollX, scrollY);
    const describe = (element: Element | null) =>
      element
        ? `<${element.tagName.toLowerCase()}> ${element.textContent?.trim().slice(0, 40) ?? ''}`
        : 'nothing';
    return {
      smallAmounts,
      pairs,
      hasMenu: true,
      menuTap: reached && menu.contains(reached) ? 'the menu button' : describe(reached),
    };
  });
}
