import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium';
import { personalDataIn } from './log-scan';
import { root, runToday, startPortalServer, type PortalServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    /** The web build this run serves (a journey's own server serves the same one). */
    webDist: string;
    /** The portal's today for this run (PORTAL_TODAY, or the real date when the run began). */
    today: string;
  }
}

let server: PortalServer | undefined;
let browser: BrowserServer | undefined;
let webDist: string | undefined;

/**
 * Builds the web app into a directory of this run's own: another test run or `npm run build` may
 * rebuild apps/web/dist meanwhile, and a rebuild under a running server breaks its pages.
 */
function buildWeb(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-web-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(root, 'apps/web'),
    // Vitest sets NODE_ENV=test, under which Vite would bundle React's development build: the
    // journeys test the production build that members get.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the web build failed');
  return outDir;
}

/** Builds the web app, starts the real server on a fresh database, and one Chromium. */
export async function setup(project: TestProject): Promise<void> {
  ensureChromium();
  // E2E_WEB_DIST: a build made once for several runs (the dated runs of scripts/test-dates.mjs).
  webDist = process.env.E2E_WEB_DIST ?? buildWeb();
  // Every request logged (info), so that the log can be searched for personal data at the end.
  // A half-minute step-up window: a confirmation of a money move is used at once, and an identity
  // change made later than that after signing in meets the step-up as a member would.
  server = await startPortalServer({
    WEB_DIST: webDist,
    LOG_LEVEL: 'info',
    STEP_UP_MINUTES: '0.5',
    // The journeys run many browsers of one member at once (the institutional member's sweeps
    // beside its sign-in and table journeys), faster than any person: the member's one budget of
    // requests a minute is proven in the API tests (plugins/limits.test.ts), not met here.
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('webDist', webDist);
  project.provide('today', runToday);
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await server?.stop();
  if (webDist && !process.env.E2E_WEB_DIST) fs.rmSync(webDist, { recursive: true, force: true });
  // The journeys signed in, saved beneficiaries with ID numbers, passports and e-mail addresses,
  // and signed out: none of it may be in the server's log.
  // (An error thrown here is printed but does not fail the run; the exit code does.)
  const found = personalDataIn(server?.log() ?? '');
  if (found.length > 0) {
    console.error(`The server's log holds personal data or secrets:\n  ${found.join('\n  ')}`);
    process.exitCode = 1;
  }
}
