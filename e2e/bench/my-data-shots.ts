import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/chromium';
import { root, startPortalServer } from '../src/server';
import { signInAs } from '../src/support';

// The "Your data" page's screenshots (docs/screenshots/issue-49) and the archive's size and time
// to prepare for the given members:
//
//   E2E_WEB_DIST=<a web build> npx tsx e2e/bench/my-data-shots.ts [username ...]

const members = process.argv.slice(2);
const out = path.join(root, 'docs/screenshots/issue-49');
fs.mkdirSync(out, { recursive: true });
const server = await startPortalServer({
  WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist'),
  RATE_LIMIT_PER_MINUTE: '100000',
  LOG_LEVEL: 'info',
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  headless: true,
});
try {
  for (const [index, username] of (members.length
    ? members
    : ['member0006@demo.local']
  ).entries()) {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await signInAs(page, username);
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    await page.goto('/my-data');
    await page.getByText('You have not asked for your data yet.').waitFor({ timeout: 15_000 });
    const shoot = async (name: string) => {
      if (index > 0) return;
      for (const width of [320, 375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(200);
        await page.screenshot({
          path: path.join(out, `my-data-${name}-${width}.png`),
          fullPage: true,
        });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    };
    await shoot('empty');
    const started = Date.now();
    await page.getByRole('button', { name: 'Download my data' }).click();
    await page.getByText('Being prepared').first().waitFor({ timeout: 15_000 });
    await shoot('preparing');
    await page
      .getByRole('button', { name: /^Download your data archive of/ })
      .waitFor({ timeout: 120_000 });
    const seenReady = Date.now() - started;
    const sizes = await page
      .getByText(/ KB| MB/)
      .first()
      .innerText();
    await page.getByRole('button', { name: 'Download my data' }).click();
    await page.getByRole('alert').waitFor({ timeout: 15_000 });
    await shoot('ready-and-refused');
    console.log(`${username}: ready on the page after ${seenReady} ms; ${sizes}`);
    await context.close();
  }
  const log = server.log();
  for (const line of log.split('\n').filter((line) => line.includes('data archive ready')))
    console.log(line);
} finally {
  await browser.close();
  await server.stop();
}
