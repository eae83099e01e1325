import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTaggedPdf } from '../../apps/api/src/testing/pdf-structure';
import { readNotice } from './inbox-notice';
import { expectNoAxeViolations, newContext, signInAs } from './support';

// The member's own data (issue 49 point 2; POPIA section 23) on member 6 (db/seed/declared.ts),
// whose archives no other journey reads: on the "Your data" page the archive is asked for, shown
// being prepared and then ready; its notice is in the inbox; it is downloaded and unzipped: every
// JSON file parses and holds the member's own identifiers and none of another member's, and the
// summary passes the tagged-PDF checks. A second archive the same day is refused with the day
// the next may be asked for. The page at 320 px and 1440 px: nothing wider than the screen,
// nothing for axe.

const MEMBER = 'member0006@demo.local';
const OTHERS = ['member0005@demo.local', 'member0007@demo.local'];
const NARROW = { width: 320, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await newContext(NARROW);
  page = await context.newPage();
  await signInAs(page, MEMBER);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
});
afterAll(async () => context.close());

async function expectFitsAndAccessible(): Promise<void> {
  for (const viewport of [NARROW, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  }
  await page.setViewportSize(NARROW);
}

type Records = { records: Record<string, unknown>[] };

describe('the member’s own data', () => {
  it('asks for an archive, shown being prepared and then ready', async () => {
    await page.goto('/my-data');
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Your data - AF Connect');
    await page.getByText('You have not asked for your data yet.').waitFor({ timeout: 15_000 });
    await expectFitsAndAccessible();
    await page.getByRole('button', { name: 'Download my data' }).click();
    await page.getByText('We are preparing your archive.').waitFor({ timeout: 15_000 });
    await page
      .getByRole('button', { name: /^Download your data archive of/ })
      .waitFor({ timeout: 60_000 });
    await page.getByText('Ready to download').waitFor();
    await expectFitsAndAccessible();

    await page.getByRole('button', { name: 'Download my data' }).click();
    await page
      .getByRole('alert')
      .getByText(/You have already asked for your data today\. You can ask for a new archive from/)
      .waitFor({ timeout: 15_000 });
  });

  it('downloads the archive: JSON of the member’s own data and a tagged PDF summary', async () => {
    const button = page.getByRole('button', { name: /^Download your data archive of/ });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = path.join(os.tmpdir(), `e2e-${Date.now()}-${download.suggestedFilename()}`);
    await download.saveAs(file);
    const files = unzipSync(new Uint8Array(await fs.readFile(file)));
    await fs.rm(file, { force: true });

    const json = Object.keys(files).filter((name) => name.endsWith('.json'));
    expect(json.length).toBeGreaterThan(30);
    const parsed = new Map(json.map((name) => [name, JSON.parse(strFromU8(files[name]!))]));
    const profile = (parsed.get('my-data/profile.json') as Records).records[0]!;
    const account = (parsed.get('my-data/account.json') as Records).records[0]!;
    expect(account.username).toBe(MEMBER);
    expect(account.passwordHash).toBe('withheld');
    const own = { memberId: profile.id, afGroupId: profile.afGroupId };
    expect(typeof own.afGroupId).toBe('string');
    const text = json.map((name) => strFromU8(files[name]!)).join('\n');
    expect(text).toContain(String(own.afGroupId));
    for (const other of OTHERS) expect(text).not.toContain(other);
    // Every record that names a member names this one.
    for (const [name, content] of parsed) {
      if (name.endsWith('manifest.json')) continue;
      for (const record of (content as Records).records) {
        if ('memberId' in record) expect(record.memberId, name).toBe(own.memberId);
        if ('afGroupId' in record) expect(record.afGroupId, name).toBe(own.afGroupId);
      }
    }
    expect((parsed.get('my-data/transactions.json') as Records).records.length).toBeGreaterThan(0);
    expect((parsed.get('my-data/nominations.json') as Records).records.length).toBeGreaterThan(0);

    const report = await checkTaggedPdf(files['my-data/summary.pdf']!, { language: 'en-ZA' });
    expect(report.problems).toEqual([]);
    expect(report.lines.map((line) => line.text).join(' ')).toContain(String(own.afGroupId));
  });

  it('tells of the archive in the inbox', async () => {
    const notice = await readNotice(page, 'documents', 'Your data is ready to download');
    expect(notice).toContain('Download it from the “Your data” page within 7 days');
    await page.getByRole('link', { name: 'Download your data' }).click();
    await page.waitForURL(/\/my-data$/);
    await page.getByText('Ready to download').waitFor({ timeout: 15_000 });
  });
});
