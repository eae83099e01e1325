import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newContext, ONE_PAGE_PDF, signInAs } from './support';

// Messages to the fund (issue 48 point 4) on member 10 (db/seed/declared.ts), whose messages and
// notices no other journey reads: reached from the inbox, a message about a contribution is sent
// with a payslip attached; the fund's answer (a second later in the journeys' server) appears in
// the conversation and is announced; its notice is in the inbox and leads back to the
// conversation. The pages at 320 px and 1440 px: nothing wider than the screen, nothing for axe.

const MEMBER = 'member0010@demo.local';
const NARROW = { width: 320, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const SUBJECT = 'March contribution not on my statement';

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

describe('messages to the fund', () => {
  let reference = '';

  it('sends a message with an attachment from the messages page, reached from the inbox', async () => {
    await page.goto('/inbox');
    await page.getByRole('link', { name: 'your messages to the fund' }).click();
    await page.waitForURL(/\/messages$/);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Messages - AF Connect');
    await page.getByRole('heading', { name: 'Your messages' }).waitFor();
    await expectFitsAndAccessible();

    const form = page.getByRole('form', { name: 'Write to the fund' });
    await form.getByLabel(/What is it about/).selectOption({ label: 'A contribution' });
    await form.getByLabel(/Subject/).fill(SUBJECT);
    await form.getByLabel(/Your message/).fill('My March contribution is not on my statement.');
    await form.getByLabel('Attachments').setInputFiles({
      name: 'payslip-march.pdf',
      mimeType: 'application/pdf',
      buffer: ONE_PAGE_PDF,
    });
    await form.getByRole('button', { name: 'Remove payslip-march.pdf' }).waitFor();
    await form.getByRole('button', { name: 'Send message' }).click();

    await page.waitForURL(/\/messages\/MSG-[0-9A-Z]{8}$/, { timeout: 30_000 });
    reference = /MSG-[0-9A-Z]{8}$/.exec(page.url())?.[0] ?? '';
    await page
      .getByRole('status')
      .filter({ hasText: `Your message was sent. Its reference is ${reference}.` })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: /payslip-march\.pdf/ }).waitFor();
  });

  it('shows the fund’s answer as it comes, and announces it', async () => {
    const conversation = page.getByRole('list', { name: 'The conversation' });
    await conversation
      .getByText(/Thank you for your message about a contribution/)
      .waitFor({ timeout: 60_000 });
    await page
      .getByRole('status')
      .filter({ hasText: 'The fund answered your message.' })
      .waitFor({ timeout: 15_000 });
    await page.getByText('Answered', { exact: true }).waitFor();
    await expectFitsAndAccessible();
  });

  it('tells of the answer in the inbox, whose notice leads back to the conversation', async () => {
    await page.goto('/inbox');
    const notice = page
      .getByRole('list', { name: 'Your notices' })
      .getByRole('button', { name: new RegExp(`The fund answered your message ${reference}`) })
      .first();
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain('Messages from the fund');
    // The notice says where to read the answer, never what was written.
    await notice.click();
    const panel = page.locator(`#${await notice.getAttribute('aria-controls')}`);
    expect(await panel.textContent()).not.toContain(SUBJECT);
    await panel.getByRole('link', { name: `Read message ${reference}` }).click();
    await page.waitForURL(new RegExp(`/messages/${reference}$`));
    await page.getByRole('list', { name: 'The conversation' }).waitFor({ timeout: 15_000 });
  });
});
