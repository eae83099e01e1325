import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_PATH, ensureChromium } from '../src/chromium';
import { benchPages, firstSchemeNumber, signIn } from './browser';
import type { BenchPage } from './browser';

// Screenshots of the measured pages while their data loads and once it has, on a phone (375 px)
// and a desktop (1440 px), with the layout shifts the browser recorded on the way:
//
//   npx tsx e2e/bench/screenshots.ts http://localhost:3222 [--out /tmp/portal-screens]
//     [--hold-ms 2000]
//
// The member data calls (not the session or the configuration) are held back --hold-ms so the
// loading state can be photographed. stdout: per page and width, the layout shift total and the
// elements that moved.

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: '/tmp/portal-screens' },
    'hold-ms': { type: 'string', default: '3000' },
    pages: { type: 'string' },
  },
});

const baseUrl = positionals[0] ?? '';
if (!baseUrl) {
  console.error('usage: npx tsx e2e/bench/screenshots.ts <baseUrl> [--out dir] [--hold-ms ms]');
  process.exit(2);
}
const holdMs = Number(values['hold-ms']);
const onlyPages = values.pages?.split(',');
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const UNHELD = ['/api/Config', '/auth/'];

type Shift = { value: number; sources: string[] };

/** Records every layout shift of the page (not those right after input) from its first paint. */
function recordShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
    const label = node.getAttribute('aria-label') ?? node.id ?? '';
    return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ''}.${String(node.className).slice(0, 60)}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({ value: entry.value, sources: entry.sources.map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function holdMemberData(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    const isData =
      (url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/')) &&
      !UNHELD.some((prefix) => url.pathname.startsWith(prefix));
    if (isData) await new Promise((resolve) => setTimeout(resolve, holdMs));
    await route.fallback();
  });
}

async function shoot(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
  page: BenchPage,
  width: (typeof WIDTHS)[number],
): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: width.width, height: width.height },
    ...(page.isSignedIn && storageState ? { storageState } : {}),
  });
  await context.addInitScript(recordShifts);
  await holdMemberData(context);
  const tab: Page = await context.newPage();
  const prefix = path.join(values.out, `${page.name}-${width.name}`);
  await tab.goto(new URL(page.path, baseUrl).href, { waitUntil: 'commit' });
  // As late as possible before the held data arrives: the page's own loading state.
  await tab.waitForTimeout(Math.max(300, holdMs - 400));
  await tab.screenshot({ path: `${prefix}-loading.png` });
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(500);
  await tab.screenshot({ path: `${prefix}-loaded.png` });
  await tab.screenshot({ path: `${prefix}-full.png`, fullPage: true });
  const shifts = await tab.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  console.log(`${page.name} ${width.name}: layout shift ${total.toFixed(4)}`);
  for (const shift of shifts) {
    console.log(`  ${shift.value.toFixed(4)} ${shift.sources.join(' | ')}`);
  }
  await context.close();
}

async function main(): Promise<void> {
  ensureChromium();
  fs.mkdirSync(values.out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const signInContext = await browser.newContext();
    const signInPage = await signInContext.newPage();
    await signIn(signInPage, baseUrl);
    const schemeNumber = await firstSchemeNumber(signInPage);
    const storageState = await signInContext.storageState();
    await signInContext.close();
    for (const page of benchPages(schemeNumber)) {
      if (onlyPages && !onlyPages.includes(page.name)) continue;
      for (const width of WIDTHS) await shoot(browser, storageState, page, width);
    }
  } finally {
    await browser.close();
  }
}

await main();
