import type { BrowserContext, ConsoleMessage, Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectScreenHolds, settle } from './screen-checks';
import { newContext, signInWithFunds } from './support';

// Every member page for each kind of member, at 320, 375 and 1440 px: nothing wider than the
// screen, no amount broken over two lines, one <h1> naming the page, axe clean, and at 320 px
// with text at 200 % still no wider than the screen (screen-checks.ts). The pages are split over
// a few files so that the journeys' workers share them evenly. Only reads: the members' data
// is left as it was.

let context: BrowserContext | undefined;

/** Closes the member's browser context (each file's afterEach). */
export async function closeMember(): Promise<void> {
  await context?.close();
  context = undefined;
}

/** A page signed in as `username` (closing the previous member's context first). */
export async function signedIn(username: string): Promise<Page> {
  await closeMember();
  context = await newContext({ width: 1440, height: 800 });
  return (await signInWithFunds(context, username)).page;
}

/**
 * The pages the page links to whose address starts with `prefix`, each once, in page order: a link
 * to a section of a page (`/fund-details/S1#contributions`, a dashboard notice's) is not a page.
 */
export async function linksFrom(page: Page, prefix: string): Promise<string[]> {
  await settle(page);
  const hrefs = await page
    .locator(`a[href^="${prefix}"]:not([href*="#"])`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

const FRAME_PAGES = new Set(['/not-found', '/unauthorized']);

/** The JSON block with the given id in `document`, parsed. */
function jsonBlock(document: string, id: string): unknown {
  const block = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(
    document,
  );
  return block?.[1] ? (JSON.parse(block[1]) as unknown) : undefined;
}

/**
 * The addresses of the calls a signed-in page's document answers (DESIGN §1c): in the answers
 * block, and in the state of the page the server drew.
 */
function answeredIn(document: string): string[] {
  const answers = (jsonBlock(document, 'page-data') ?? []) as { url: string }[];
  const state = jsonBlock(document, 'page-state') as { calls?: string[] } | undefined;
  return [...answers.map((answer) => answer.url), ...(state?.calls ?? [])];
}

/** What the browser reports when its first render differed from the server's (main.tsx). */
const DRAWN_AGAIN = /drawn on the server was drawn again/;

/**
 * Opens a page as a member does (a full load) and checks its screens; the calls its document
 * answers are not asked of the network again as it opens.
 */
export async function visit(page: Page, address: string, heading?: string | RegExp): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 800 });
  // The calls of the new document only: the one before may still be asking as it goes.
  const asked: string[] = [];
  let isNewDocument = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) isNewDocument = true;
  };
  const onRequest = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (isNewDocument) asked.push(`${url.pathname}${url.search}`);
  };
  const drawnAgain: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (DRAWN_AGAIN.test(message.text())) drawnAgain.push(message.text());
  };
  page.on('framenavigated', onNavigated);
  page.on('request', onRequest);
  page.on('console', onConsole);
  const response = await page.goto(address);
  await settle(page);
  page.off('request', onRequest);
  page.off('framenavigated', onNavigated);
  page.off('console', onConsole);
  const document = (await response?.text()) ?? '';
  const answered = answeredIn(document);
  // Every signed-in page is drawn on the server and its document answers at least who is signed
  // in; the frame's own pages (not found, unauthorized) are neither.
  if (!FRAME_PAGES.has(address)) {
    expect(document, `${address}: drawn on the server`).toContain(
      '<div id="root" data-drawn="server">',
    );
    expect(answered, `${address}: the answers in its document`).toContain('/auth/session');
  }
  // The browser's first render is the server's: nothing drawn again.
  expect(drawnAgain, `${address}: drawn again in the browser`).toEqual([]);
  expect(
    asked.filter((url) => answered.includes(url)),
    `${address}: calls asked again`,
  ).toEqual([]);
  await expectScreenHolds(page, address, heading === undefined ? {} : { heading });
}

/** Fund details and each of its tabs, chosen as a member does (the tab list at 1440 px). */
export async function visitFundDetails(page: Page, address: string): Promise<void> {
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
