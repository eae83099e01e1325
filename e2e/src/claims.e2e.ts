import type { BrowserContext, Page } from 'playwright-core';
import os from 'node:os';
import path from 'node:path';
import { formatDisplayDate } from '@portal/domain/dates';
import { formatRand, toCents } from '@portal/domain/money';
import { afterAll, describe, expect, it } from 'vitest';
import { asReadFromPdf, pdfText } from './pdf-text';
import { expectNoAxeViolations, newContext, signInAs } from './support';

// Following claims (the claims issue): the header's Claims item, the list with each claim's type,
// case number, date, status and amount; a declined claim's reason and progress; a paid claim's
// payment letter with its net amount; cancelling a claim that can still be cancelled.

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const contexts: BrowserContext[] = [];
afterAll(async () => Promise.all(contexts.map((context) => context.close())));

async function signedIn(username: string): Promise<Page> {
  const context = await newContext(DESKTOP);
  contexts.push(context);
  const page = await context.newPage();
  await signInAs(page, username);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  return page;
}

async function openClaims(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Claims' })
    .click();
  await page.waitForURL(/\/claims$/);
  await page.getByRole('list', { name: 'Your claims' }).waitFor({ timeout: 30_000 });
}

async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  }
}

describe('following claims', () => {
  it('lists the claims and shows why one was declined', async () => {
    const page = await signedIn('institutional@demo.local');
    await openClaims(page);
    expect(await page.title()).toBe('Claims - AF Connect');
    const list = page.getByRole('list', { name: 'Your claims' });
    expect(await list.getByText('Declined', { exact: true }).count()).toBeGreaterThan(0);
    expect(await list.getByText('Cancelled', { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessibleAtBothWidths(page);

    const declined = list.getByRole('listitem').filter({ hasText: 'Declined' }).first();
    await declined.getByRole('link').click();
    await page.waitForURL(/\/claims\/CLM\d{8}$/);
    await page.getByText('Why the claim was declined').waitFor({ timeout: 30_000 });
    expect(
      await page
        .getByText(/tax directive/)
        .first()
        .isVisible(),
    ).toBe(true);
    const progress = page.getByRole('region', { name: 'Progress' });
    expect(await progress.getByText('Tax directive requested').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel claim' }).count()).toBe(0);
    await expectAccessibleAtBothWidths(page);
  });

  it('tells a retirement claim’s cash and income parts and the expected date of each step to come, as the API does', async () => {
    const page = await signedIn('staff@demo.local');
    await openClaims(page);
    const retirement = page
      .getByRole('list', { name: 'Your claims' })
      .getByRole('listitem')
      .filter({ hasText: 'Retirement claim' })
      .first();
    await retirement.getByRole('link').click();
    await page.waitForURL(/\/claims\/CLM\d{8}$/);
    const caseNo = page.url().split('/').at(-1) ?? '';
    const split = page.getByRole('region', { name: 'Cash and income at retirement' });
    await split.waitFor({ timeout: 30_000 });
    const claim = await page.evaluate(async (no) => {
      const response = await fetch(`/api/Claims/GetClaimDetails?caseNo=${no}`, {
        headers: { apikey: 'af-connect-web' },
      });
      return (
        (await response.json()) as {
          claim: {
            grossAmount: number;
            retirementSplit: {
              valuedOn: string;
              fundValue: number;
              cashLumpSum: number;
              buysIncome: number;
              maximumCash: number;
            };
            expectedSteps: {
              statusDescription: string;
              expectedDate: string;
              standard: string;
              isLate: boolean;
            }[];
          };
        }
      ).claim;
    }, caseNo);
    const { retirementSplit: parts } = claim;
    const cents = (rand: number) => toCents(Math.round(rand * 100));
    expect(parts.cashLumpSum).toBe(claim.grossAmount);
    expect(cents(parts.cashLumpSum) + cents(parts.buysIncome)).toBe(cents(parts.fundValue));
    const figure = async (label: string) =>
      (
        (await split.getByText(label, { exact: true }).locator('xpath=..').textContent()) ?? ''
      ).replace(label, '');
    expect(
      await figure(
        `Your fund’s value at the end of ${formatDisplayDate(parts.valuedOn)}, the day you claimed`,
      ),
    ).toBe(formatRand(cents(parts.fundValue)));
    expect(await figure('Cash lump sum you claimed (before tax)')).toBe(
      formatRand(cents(parts.cashLumpSum)),
    );
    expect(await figure('Buys your retirement income (the fund’s value less the cash)')).toBe(
      formatRand(cents(parts.buysIncome)),
    );
    expect(await figure('The most the rules allow you to take in cash')).toBe(
      formatRand(cents(parts.maximumCash)),
    );

    const next = page.getByRole('region', { name: 'What happens next' });
    expect(await next.getByText(/are expected dates, not promises/).isVisible()).toBe(true);
    expect(claim.expectedSteps.length).toBeGreaterThan(0);
    expect(await next.getByRole('listitem').allTextContents()).toEqual(
      claim.expectedSteps.map(
        (step) =>
          `${step.statusDescription}: expected by ${formatDisplayDate(step.expectedDate)} (${step.standard}).${step.isLate ? ' This step is later than our service standard.' : ''}`,
      ),
    );
    await expectAccessibleAtBothWidths(page);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });

  it('downloads a paid claim’s payment letter with its net amount', async () => {
    const page = await signedIn('hybrid@demo.local');
    await openClaims(page);
    const paid = page
      .getByRole('list', { name: 'Your claims' })
      .getByRole('listitem')
      .filter({ hasText: 'Paid' })
      .first();
    await paid.getByRole('link').click();
    const letters = page.getByRole('region', { name: 'Payment letter' });
    const download = letters.getByRole('button', { name: /^Download / });
    await download.waitFor({ timeout: 30_000 });
    const net = (await page.getByText('Net amount').locator('xpath=..').textContent()) ?? '';
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const saved = path.join(os.tmpdir(), `e2e-${Date.now()}-${file.suggestedFilename()}`);
    await file.saveAs(saved);
    await page.getByText('Download successful!').waitFor();
    const text = await pdfText(saved);
    const amount = net.replace('Net amount', '').trim();
    expect(amount).toMatch(/^R[\u00a0 ][\d\u00a0 ]+\.\d{2}$/);
    expect(text).toContain(asReadFromPdf(amount));
    expect(text).toContain('Payment letter');
    await expectAccessibleAtBothWidths(page);
  });

  it('cancels a claim that can still be cancelled, after asking', async () => {
    const page = await signedIn('member0013@demo.local');
    await openClaims(page);
    const submitted = page
      .getByRole('list', { name: 'Your claims' })
      .getByRole('listitem')
      .filter({ hasText: 'Submitted' })
      .first();
    await submitted.getByRole('link').click();
    await page.getByRole('button', { name: 'Cancel claim' }).click();
    const dialog = page.getByRole('dialog', { name: 'Do you want to cancel this claim?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep my claim' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Cancel claim' }).click();
    await dialog.getByRole('button', { name: 'Cancel claim' }).click();
    await page.getByText('Your claim was cancelled.').waitFor();
    await expect
      .poll(() => page.locator('[data-status]').first().getAttribute('data-status'), {
        timeout: 15_000,
      })
      .toBe('Cancelled');
    expect(await page.getByRole('button', { name: 'Cancel claim' }).count()).toBe(0);
  });
});
