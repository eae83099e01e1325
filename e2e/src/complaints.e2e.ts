import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNotice } from './inbox-notice';
import { pdfText } from './pdf-text';
import { expectNoAxeViolations, newContext, ONE_PAGE_PDF, signInAs } from './support';

// Complaints under section 30A (issue 49 point 1) on member 5 (db/seed/declared.ts), whose
// complaints and notices no other journey reads: reached from the account menu, a complaint about
// contributions is lodged with a payslip attached and acknowledged with its 30-day clock; the
// fund's answer (a second later in the journeys' server) upholds it; the member says it does not
// settle the complaint, and downloads the escalation pack for the Pension Funds Adjudicator,
// whose text holds the complaint, its dates, the fund's answer and the Adjudicator's contacts.
// The inbox has the acknowledgement and the answer's notice. The pages at 320 px and 1440 px:
// nothing wider than the screen, nothing for axe.

const MEMBER = 'member0005@demo.local';
const NARROW = { width: 320, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const COMPLAINT =
  'My employer deducted contributions in March and April, but they are not in my fund.';
const REMEDY = 'Collect the two months from my employer, with the growth I lost.';
const REASON = 'No date was given for when the missing months will be in my fund.';

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await newContext(NARROW);
  page = await context.newPage();
  await signInAs(page, MEMBER);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
});
afterAll(async () => context.close());

/** The page fits the screen, and axe finds nothing, at 320 px and at 1440 px. */
async function expectFitsAndAccessible(): Promise<void> {
  for (const viewport of [NARROW, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  }
  await page.setViewportSize(NARROW);
}

describe('a complaint to the fund, and the Adjudicator', () => {
  let reference = '';

  it('lodges a complaint with a payslip, acknowledged with the fund’s 30 days', async () => {
    await page.goto('/complaints');
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Complaints - AF Connect');
    await page.getByRole('heading', { name: 'Your complaints' }).waitFor();
    await page.getByText('You have not lodged a complaint.').waitFor({ timeout: 15_000 });
    await expectFitsAndAccessible();

    const form = page.getByRole('form', { name: 'Lodge a complaint' });
    await form
      .getByLabel(/What is your complaint about/)
      .selectOption({ label: 'Contributions not paid or paid late' });
    await form.getByLabel(/^Your complaint/).fill(COMPLAINT);
    await form.getByLabel(/What would you like the fund to do/).fill(REMEDY);
    await form.getByLabel('Attachments').setInputFiles({
      name: 'payslip-april.pdf',
      mimeType: 'application/pdf',
      buffer: ONE_PAGE_PDF,
    });
    await form.getByRole('button', { name: 'Remove payslip-april.pdf' }).waitFor();
    await form.getByRole('button', { name: 'Lodge complaint' }).click();

    await page.waitForURL(/\/complaints\/CMP-[0-9A-Z]{8}$/, { timeout: 30_000 });
    reference = /CMP-[0-9A-Z]{8}$/.exec(page.url())?.[0] ?? '';
    await page
      .getByText(
        new RegExp(`Your complaint ${reference} was received on .* The fund must answer by`),
      )
      .waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: /payslip-april\.pdf/ }).waitFor();
  });

  it('shows the fund’s answer; the member says it does not settle the complaint', async () => {
    await page.getByText(/We uphold your complaint/).waitFor({ timeout: 60_000 });
    await page.getByText('Upheld', { exact: true }).first().waitFor();
    await expectFitsAndAccessible();

    const respond = page.getByRole('radiogroup', {
      name: 'Does this answer settle your complaint?',
    });
    await respond.getByLabel('No, it does not settle my complaint').check();
    await page.getByLabel(/Why does the answer not settle your complaint/).fill(REASON);
    await page.getByRole('button', { name: 'Send my response' }).click();
    await page
      .getByRole('heading', {
        name: 'Take your complaint to the Office of the Pension Funds Adjudicator',
      })
      .waitFor({ timeout: 15_000 });
    await page.getByText('Not resolved').first().waitFor();
    await page.screenshot({ path: '/tmp/complaint-escalate.png', fullPage: true });
    await expectFitsAndAccessible();
  });

  it('downloads the escalation pack for the Adjudicator, with the complaint, its dates and the answer', async () => {
    const link = page
      .getByRole('button', { name: /escalation pack/i })
      .or(page.getByRole('link', { name: /escalation pack/i }));
    const [download] = await Promise.all([page.waitForEvent('download'), link.first().click()]);
    expect(download.suggestedFilename()).toBe(`Complaint-${reference}-escalation-pack.pdf`);
    const file = path.join(os.tmpdir(), `e2e-${Date.now()}-${download.suggestedFilename()}`);
    await download.saveAs(file);
    const text = await pdfText(file);
    await fs.rm(file, { force: true });
    for (const words of [
      'Complaint to the Office of the Pension Funds Adjudicator',
      reference,
      'Contributions not paid or paid late',
      'payslip-april.pdf',
      'Upheld',
      'enquiries@pfa.org.za',
      'PO Box 580, Menlyn, 0063',
    ])
      expect(text).toContain(words);
    // Long texts wrap across lines: compare without the line breaks.
    const flat = text.replace(/\s+/g, ' ');
    for (const words of [COMPLAINT, REMEDY, REASON]) expect(flat).toContain(words);
    await page.getByText(/You first downloaded the pack on/).waitFor({ timeout: 15_000 });
  });

  it('tells of the complaint and the answer in the inbox', async () => {
    const received = await readNotice(page, 'messages', `We received your complaint ${reference}`);
    expect(received).toContain('within 30 days (section 30A of the Pension Funds Act)');
    expect(received).not.toContain('March and April');
    const answered = await readNotice(
      page,
      'messages',
      `The fund answered your complaint ${reference}`,
    );
    expect(answered).toContain('Its decision: upheld.');
    await page.getByRole('link', { name: `Read complaint ${reference}` }).click();
    await page.waitForURL(new RegExp(`/complaints/${reference}$`));
    await page.getByText(/You first downloaded the pack on/).waitFor({ timeout: 15_000 });
  });
});
