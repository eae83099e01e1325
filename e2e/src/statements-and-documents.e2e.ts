import os from 'node:os';
import path from 'node:path';
import { formatDisplayDate } from '@portal/domain/dates';
import { centsFromRand, formatRand } from '@portal/domain/money';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asReadFromPdf, pdfText } from './pdf-text';
import { expectNoAxeViolations, newContext, openMail, signInAs } from './support';
import { askForStatement } from './on-demand-statement';
import { toldInTimeSteps } from './told-in-time';

// The statements and documents page (spec 1 §2.1, §2.2, §8; spec 2 §7; spec 3 §2.10) as the
// institutional member sees it: reached from the header's Documents item, its four tabs at phone
// and desktop widths without axe findings, the statement history filtered through the Filter
// button, a published statement downloaded, an on-demand statement generated and downloaded with
// the closing value the IRR panel states for the same dates, and the FAQ search; then the
// contributions, notices and messages of told-in-time.ts, which change this member's choices.

const MEMBER = 'institutional@demo.local';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const API_KEY = 'af-connect-web';

/** Polls with room for a busy machine (expect.poll waits 1 s by default). */
function poll<T>(check: () => T | Promise<T>, options = { timeout: 15_000 }) {
  return expect.poll(check, options);
}

function apiPost<T>(p: Page, url: string, body: unknown): Promise<T> {
  return p.evaluate(
    async ([address, key, json]) => {
      const response = await fetch(address, {
        method: 'POST',
        headers: { apikey: key, 'Content-Type': 'application/json' },
        body: json,
      });
      return (await response.json()) as unknown;
    },
    [url, API_KEY, JSON.stringify(body)] as const,
  ) as Promise<T>;
}

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await newContext(DESKTOP);
  page = await context.newPage();
  await signInAs(page, MEMBER);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
});
afterAll(async () => context?.close());

function tab(p: Page, name: string): Locator {
  return p.getByRole('tab', { name, exact: true });
}

async function openTab(p: Page, name: string, ready: Locator): Promise<void> {
  await tab(p, name).click();
  await ready.waitFor({ timeout: 30_000 });
}

async function savedDownload(p: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([p.waitForEvent('download'), click()]);
  const file = path.join(os.tmpdir(), `e2e-${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return file;
}

describe('the statements and documents page', () => {
  it('is reached from the header, and each tab reads well at both widths', async () => {
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Documents' })
      .click();
    await page.waitForURL(/\/statements-and-documents$/);
    await page.getByRole('heading', { level: 1, name: 'Statements and documents' }).waitFor();
    expect(await page.title()).toBe('Statements and documents - AF Connect');
    expect(await tab(page, 'Statements').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Latest statements' }).waitFor({ timeout: 30_000 });

    const tabs: [string, string, Locator][] = [
      ['Statements', 'statements', page.getByRole('list', { name: 'Statements' })],
      [
        'Tax certificates',
        'tax-certificates',
        page.getByRole('heading', { name: 'Membership certificates', exact: true }),
      ],
      ['Documents', 'documents', page.getByRole('heading', { name: 'Your documents' })],
      ['FAQ', 'faq', page.getByRole('searchbox', { name: 'Search questions' })],
    ];
    for (const [name, value, ready] of tabs) {
      await openTab(page, name, ready);
      await page.waitForURL(new RegExp(`[?&]tab=${value}`));
      // The tab's lists have answered (no skeleton left).
      await poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page);
        // Nothing on the page is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
          viewport.width,
        );
      }
    }
    // The tab is in the URL: a reload opens it again.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search questions' }).waitFor({ timeout: 30_000 });
  });

  it('downloads a published statement', async () => {
    await page.goto('/statements-and-documents');
    const latest = page.getByRole('region', { name: 'Latest statements' });
    const download = latest.getByRole('button', { name: /^Download / }).first();
    await download.waitFor({ timeout: 30_000 });
    const file = await savedDownload(page, () => download.click());
    await page.getByText('Download successful!').waitFor();
    expect(await pdfText(file)).toMatch(/Annual benefit statement|Quarterly statement/);
  });

  it('generates an on-demand statement and downloads it with its closing value', async () => {
    const { fund, from, to } = await askForStatement(page, 3);

    const file = await savedDownload(page, () =>
      page
        .getByRole('region', { name: 'On-demand statement' })
        .getByRole('button', { name: /^Download On-demand statement/ })
        .click(),
    );
    const text = await pdfText(file);
    const irr = await apiPost<{ internalRateOfReturn: { closingValue: number }[] }>(
      page,
      `/api/Fund/GetFundDetails/${encodeURIComponent(fund.schemeNumber)}/Irr`,
      { startDate: from, endDate: to },
    );
    const closing = formatRand(centsFromRand(irr.internalRateOfReturn[0]!.closingValue));
    expect(text).toContain(`Closing value on ${formatDisplayDate(to)}`);
    expect(text).toMatch(/Closing value on [^\n]*?R[\u00a0 ][\d\u00a0 ]+\.\d{2}/);
    expect(text).toContain(asReadFromPdf(closing));

    // The member is told by email that the statement asked for is ready.
    const session = await page.request.get('/auth/session', {
      headers: { apikey: 'af-connect-web' },
    });
    const { user } = (await session.json()) as { user?: { givenName: string } };
    const mail = await openMail(
      page,
      'Your AF Connect statement is ready',
      user?.givenName ?? '',
      `for ${fund.fullproductname}, is ready to download`,
    );
    expect(mail).toContain('under Statements and documents');
  });

  it('filters the statement history by year and type, and says when nothing matches', async () => {
    await page.goto('/statements-and-documents');
    const history = page.getByRole('list', { name: 'Statements' });
    await history.waitFor({ timeout: 30_000 });
    const filter = page.getByRole('button', { name: 'Filter', exact: true });

    await filter.click();
    const form = page.getByRole('form', { name: 'Statement filters' });
    await form.waitFor();
    const year = await form
      .getByRole('group', { name: 'Year' })
      .getByRole('checkbox')
      .first()
      .getAttribute('value');
    await form.getByRole('checkbox', { name: year!, exact: true }).check();
    await form.getByRole('checkbox', { name: 'Annual benefit statement' }).check();
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/year=\d{4}.*type=Annual/);
    await poll(async () => {
      const types = await history.getByRole('listitem').locator('p:first-child').allTextContents();
      return types.length > 0 && types.every((type) => type === 'Annual benefit statement');
    }).toBe(true);

    // On-demand statements are all recent: none is older than the year options.
    await filter.click();
    await form.getByRole('checkbox', { name: year!, exact: true }).uncheck();
    await form.getByRole('checkbox', { name: 'Older' }).check();
    await form.getByRole('checkbox', { name: 'Annual benefit statement' }).uncheck();
    await form.getByRole('checkbox', { name: 'On-demand statement' }).check();
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No statements match the set criteria.').waitFor();
    await page
      .getByText('Please select different filter options by clicking on the Filter button.')
      .waitFor();
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await page.setViewportSize(DESKTOP);
  });

  it('searches the FAQ', async () => {
    await page.goto('/statements-and-documents?tab=faq');
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await search.waitFor({ timeout: 30_000 });
    const questions = page.locator('[data-accordion-control]');
    const all = await questions.count();
    expect(all).toBeGreaterThan(1);
    const first = (await questions.first().textContent())!.trim();
    const word = first
      .split(/\s+/)
      .sort((a, b) => b.length - a.length)[0]!
      .replace(/\W/g, '');
    await search.fill(word.toUpperCase());
    await poll(() => questions.count()).toBeLessThanOrEqual(all);
    expect(await questions.first().textContent()).toContain(first);
    await search.fill('zzzz-no-such-question');
    await page.getByText('No questions match your search.').waitFor();
  });
});

// Told in time (issue 48) on the same member, after the statements above (told-in-time.ts).
describe('told in time', () => {
  toldInTimeSteps(() => page);
});

describe('a retail member’s statements and certificates', () => {
  it('are on each product’s page, reached from the tax certificates notice', async () => {
    const retail = await newContext(DESKTOP);
    try {
      const p = await retail.newPage();
      await signInAs(p, 'retail@demo.local');
      await p.waitForURL(/\/dashboard$/, { timeout: 30_000 });
      // Retail members have no Documents page (spec 1 §2.2).
      const nav = p.getByRole('banner').getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Documents' }).count()).toBe(0);

      const notice = p.getByRole('region', { name: 'Tax certificates' });
      await notice.getByRole('link', { name: 'AF Tax Free Savings Account' }).click();
      await p.waitForURL(/\/fund-details\/[^?]+\?documents$/);
      expect(await tab(p, 'Information').getAttribute('aria-selected')).toBe('true');
      const section = p.getByRole('region', { name: 'Statements and tax certificates' });
      const certificates = section.getByRole('list', { name: 'Tax certificates' });
      await certificates.waitFor({ timeout: 30_000 });
      await poll(() => p.locator('[aria-busy="true"]').count()).toBe(0);
      expect(await section.getByRole('list', { name: 'Statements' }).count()).toBe(1);
      for (const viewport of [PHONE, DESKTOP]) {
        await p.setViewportSize(viewport);
        await expectNoAxeViolations(p);
      }

      const download = certificates.getByRole('button', { name: /^Download / }).first();
      const file = await savedDownload(p, () => download.click());
      await p.getByText('Download successful!').waitFor();
      const text = await pdfText(file);
      expect(text).toMatch(/IT3\(s\)/);
      expect(text).toContain('AF Tax Free Savings Account');
    } finally {
      await retail.close();
    }
  });
});
