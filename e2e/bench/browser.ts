import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../src/chromium';
import { freePort } from '../src/server';

// The page benchmarks drive one Debian Chromium over its DevTools port: Playwright signs the
// member in, and Lighthouse measures pages in the same browser profile (the session cookie stays).

export const DEMO_PASSWORD = 'Demo-1234';
export const INSTITUTIONAL_MEMBER = 'institutional@demo.local';
/** The web app's public gateway key (apps/web/src/config/env.ts default). */
const API_KEY = 'af-connect-web';

// The test journeys' flags, and the new headless mode Lighthouse expects.
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export type BenchBrowser = {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  browser: Browser;
  close: () => Promise<void>;
};

const isPage = (target: { type: string }): boolean => target.type === 'page';

async function waitForDevTools(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`chromium exited (${child.exitCode})`);
    try {
      // Its first tab too: connecting before the tab is there leaves the connection waiting.
      const response = await fetch(`http://127.0.0.1:${port}/json/list`);
      if (response.ok && ((await response.json()) as { type: string }[]).some(isPage)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('chromium did not open its DevTools port and first tab within 30 s');
}

/** Ends Chromium and its helper processes (its process group) and waits for it to exit. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  await exited;
}

function removeProfile(profile: string): void {
  try {
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.error(`could not remove the browser profile ${profile}: ${String(error)}`);
  }
}

/** Starts Chromium on a fresh profile with a DevTools port and connects Playwright to it. */
export async function launchBenchBrowser(): Promise<BenchBrowser> {
  ensureChromium();
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    // Its own process group: closing it ends Chromium's helper processes too.
    { stdio: 'ignore', detached: true },
  );
  const failed = new Promise<never>((_resolve, reject) => child.once('error', reject));
  let browser: Browser;
  try {
    await Promise.race([waitForDevTools(port, child), failed]);
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 120_000 });
  } catch (error) {
    await stopGroup(child);
    removeProfile(profile);
    throw error;
  }
  return {
    port,
    browser,
    close: async () => {
      await browser.close().catch(() => undefined);
      await stopGroup(child);
      removeProfile(profile);
    },
  };
}

/** A page in the browser's default context: the one Lighthouse's own tabs share cookies with. */
export async function newDefaultPage(browser: Browser): Promise<Page> {
  const context = browser.contexts()[0];
  if (!context) throw new Error('the browser has no default context');
  return context.newPage();
}

/** Signs in through the embedded provider's sign-in page and waits for the dashboard. */
export async function signIn(
  page: Page,
  baseUrl: string,
  username = INSTITUTIONAL_MEMBER,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(new URL('/login', baseUrl).href);
  await page.waitForURL(/\/interaction\//, { timeout: 30_000 });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
}

/** The scheme number of the signed-in member's first fund (GET /api/Fund/Internal). */
export async function firstSchemeNumber(page: Page): Promise<string> {
  const schemeNumber = await page.evaluate(async (apiKey) => {
    const response = await fetch('/api/Fund/Internal', { headers: { apikey: apiKey } });
    const body = (await response.json()) as { internalFunds?: { schemeNumber: string }[] };
    return body.internalFunds?.[0]?.schemeNumber;
  }, API_KEY);
  if (!schemeNumber) throw new Error('the signed-in member has no fund');
  return schemeNumber;
}

/** Empties the HTTP cache (not the cookies), so each measured load fetches every asset. */
export async function clearHttpCache(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

export type BenchPage = { name: string; path: string; isSignedIn: boolean };

/** The measured pages (apps/web/src/config/paths.ts): the landing as a guest, the rest signed in. */
export function benchPages(schemeNumber: string): BenchPage[] {
  return [
    { name: 'landing', path: '/', isSignedIn: false },
    { name: 'dashboard', path: '/dashboard', isSignedIn: true },
    {
      name: 'fund-details',
      path: `/fund-details/${encodeURIComponent(schemeNumber)}`,
      isSignedIn: true,
    },
    { name: 'tools', path: '/tools-and-calculators', isSignedIn: true },
    { name: 'manage-beneficiaries', path: '/manage-beneficiaries', isSignedIn: true },
    { name: 'portfolios', path: '/portfolios', isSignedIn: true },
    { name: 'statements-and-documents', path: '/statements-and-documents', isSignedIn: true },
    { name: 'claims', path: '/claims', isSignedIn: true },
    { name: 'profile-details', path: '/profile-details', isSignedIn: true },
    // The withdrawal wizard's first step, for the same two-pot fund.
    {
      name: 'savings-withdrawal',
      path: `/claims/savings-withdrawal/${encodeURIComponent(schemeNumber)}`,
      isSignedIn: true,
    },
  ];
}
