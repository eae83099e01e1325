import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdMember } from './member-lock';
import { askForStatement, memberApiGet } from './on-demand-statement';
import { expectNoAxeViolations, newContext, signInAs } from './support';

// The member's inbox (DESIGN §1e "Notices"; issue 48) on member 14 (db/seed/declared.ts), whose
// choices no other journey reads: a statement asked for is told in the inbox, by the bell's count
// and by email; opening the notice marks it read and leads to the statements; with email turned
// off and SMS on for statement notices, the next statement's notice is in the inbox and comes by
// SMS, and no second email comes.

const MEMBER = 'member0014@demo.local';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const SUBJECT = 'Your AF Connect statement is ready';

let context: BrowserContext;
let page: Page;
let release: (() => Promise<void>) | undefined;
beforeAll(async () => {
  // The leaving-service journey writes notices to member 14 too: one at a time.
  release = await holdMember(MEMBER);
  context = await newContext(PHONE);
  page = await context.newPage();
  await signInAs(page, MEMBER);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
});
afterAll(async () => {
  await context?.close();
  await release?.();
});

function apiGet<T>(url: string): Promise<T> {
  return memberApiGet<T>(page, url);
}

async function unreadCount(): Promise<number> {
  return (await apiGet<{ unread: number }>('/api/Inbox/GetUnreadCount')).unread;
}

// Each statement asked for covers a period not asked for before (the same period asked again is
// the statement already made, and tells nothing new), so a step run again after a failure asks
// for a new one; the counts below follow the notices and mails told so far.
let periodsAsked = 0;
let statementNotices = 0;
let statementMails = 0;

/**
 * Asks for an on-demand statement of the member's fund on the statements tab, of a number of
 * months to its latest price date not asked for before, and waits for it.
 */
async function askForNewStatement(): Promise<void> {
  periodsAsked += 1;
  await page.setViewportSize(DESKTOP);
  await askForStatement(page, 2 + periodsAsked);
  await page.setViewportSize(PHONE);
}

/** The member's mail with `subject` in the demo mailbox (its "To" line names the address). */
async function mailCount(address: string): Promise<number> {
  const mailbox = await context.newPage();
  await mailbox.goto('/idp/mailbox');
  const count = await mailbox
    .getByRole('listitem')
    .filter({ has: mailbox.getByRole('link', { name: SUBJECT, exact: true }) })
    .filter({ hasText: `To ${address}` })
    .count();
  await mailbox.close();
  return count;
}

describe('the inbox', () => {
  let address = '';

  it('tells of a statement asked for in the inbox, by the bell and by email', async () => {
    const profile = await apiGet<{ profile: { primaryEmailAddress: string } }>(
      '/api/Profile/GetProfileDetails',
    );
    address = profile.profile.primaryEmailAddress;
    const before = await unreadCount();
    const mailsBefore = await mailCount(address);
    await askForNewStatement();
    await expect.poll(unreadCount, { timeout: 30_000 }).toBe(before + 1);
    statementNotices += 1;

    await page.goto('/dashboard');
    const bell = page
      .getByRole('banner')
      .getByRole('link', { name: `Inbox, ${before + 1} unread` });
    await bell.waitFor({ timeout: 30_000 });
    await bell.click();
    await page.waitForURL(/\/inbox$/);
    // (The title follows the page drawn, a moment after the address.)
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Inbox - AF Connect');
    const notices = page.getByRole('list', { name: 'Your notices' });
    const notice = notices.getByRole('button', { name: new RegExp(`Unread: ${SUBJECT}`) }).first();
    await notice.waitFor({ timeout: 30_000 });
    await expect.poll(() => mailCount(address), { timeout: 60_000 }).toBe(mailsBefore + 1);
    statementMails = mailsBefore + 1;

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    }
    await page.setViewportSize(PHONE);

    // Opened: read at once, the bell one fewer, and it leads to the statements.
    await notice.click();
    // Read now, its name no longer starts "Unread:"; the newest is the one opened.
    const opened = notices.getByRole('button', { name: new RegExp(SUBJECT) }).first();
    await expect.poll(() => opened.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => opened.textContent()).not.toMatch(/^Unread/);
    await page
      .getByRole('banner')
      .getByRole('link', { name: before === 0 ? 'Inbox' : `Inbox, ${before} unread`, exact: true })
      .waitFor({ timeout: 15_000 });
    await expect.poll(unreadCount).toBe(before);
    await page.getByRole('link', { name: 'Your statements' }).first().click();
    await page.waitForURL(/\/statements-and-documents\?tab=statements$/);
  });

  it('finds notices by search and kind', async () => {
    await page.goto('/inbox');
    const search = page
      .getByRole('searchbox', { name: 'Search your notices' })
      .or(page.getByRole('textbox', { name: 'Search your notices' }));
    await search.fill('statement ready');
    await page.waitForURL(/q=statement\+ready/);
    const matching = `${statementNotices} matching notice${statementNotices === 1 ? '' : 's'}`;
    await page
      .getByText(new RegExp(`^${matching}, \\d+ unread in all$`))
      .waitFor({ timeout: 15_000 });
    await search.fill('no such words here');
    await page.getByText('No notices match your search.').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await page.waitForURL(/\/inbox$/);
    await page
      .getByRole('combobox', { name: 'Show' })
      .selectOption({ label: 'Security and sign-in' });
    await page.waitForURL(/category=security/);
    // The list before stays on screen until the kind's notices come.
    await expect
      .poll(
        () =>
          page
            .getByRole('list', { name: 'Your notices' })
            .getByRole('button', { name: new RegExp(SUBJECT) })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(0);
    await page.getByText(/^\d+ matching notices?, \d+ unread in all$/).waitFor();
  });

  it('with email off and SMS on for statements, tells of the next one in the inbox and by SMS only', async () => {
    await page.goto('/inbox');
    const choices = page.getByRole('region', { name: 'How we tell you' });
    await choices.getByRole('checkbox', { name: 'Email: Statements and documents' }).uncheck();
    await choices.getByRole('checkbox', { name: 'SMS: Statements and documents' }).check();
    expect(
      await choices.getByRole('checkbox', { name: 'Email: Security and sign-in' }).isDisabled(),
    ).toBe(true);
    const save = choices.getByRole('button', { name: 'Save my choices' });
    // (Saved already when the journey is run again after a failure further on.)
    if (await save.isEnabled()) {
      await save.click();
      await choices.getByText('Your choices are saved.').waitFor({ timeout: 15_000 });
    }
    await page.reload();
    expect(
      await page
        .getByRole('region', { name: 'How we tell you' })
        .getByRole('checkbox', { name: 'Email: Statements and documents' })
        .isChecked(),
    ).toBe(false);

    const before = await unreadCount();
    await askForNewStatement();
    await expect.poll(unreadCount, { timeout: 30_000 }).toBe(before + 1);
    statementNotices += 1;
    await page.goto('/inbox');
    expect(
      await page
        .getByRole('list', { name: 'Your notices' })
        .getByRole('button', { name: new RegExp(SUBJECT) })
        .count(),
    ).toBe(statementNotices);
    // The text message came through the gateway's simulator; no second email came.
    const mailbox = await context.newPage();
    await expect
      .poll(
        async () => {
          await mailbox.goto('/idp/mailbox');
          return mailbox
            .getByText(`AF Connect: ${SUBJECT}. Sign in to read it in your inbox.`)
            .count();
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    await mailbox.close();
    expect(await mailCount(address)).toBe(statementMails);
  });
});
