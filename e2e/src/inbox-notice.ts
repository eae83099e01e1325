import type { Page } from 'playwright-core';

// The member's inbox in the journeys (issue 48: a notice for every kind, seen where the member
// sees it): the notice of an event a journey has just made, found by its subject among the
// notices of its category, opened, and its words read.

/** The category of the inbox's filter (packages/contract calls/inbox.ts NOTICE_CATEGORIES). */
export type NoticeCategory =
  | 'documents'
  | 'contributions'
  | 'claims'
  | 'investments'
  | 'beneficiaries'
  | 'messages'
  | 'security';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens the inbox at `category` with the search `words`, opens the newest notice whose subject
 * holds `subject`, and answers its words (its lines and reference). The page is left on the inbox.
 */
export async function readNotice(
  page: Page,
  category: NoticeCategory,
  subject: string | RegExp,
  words = '',
): Promise<string> {
  const query = new URLSearchParams({ category, ...(words ? { q: words } : {}) });
  await page.goto(`/inbox?${query.toString()}`);
  const name = typeof subject === 'string' ? new RegExp(escaped(subject)) : subject;
  const notice = page
    .getByRole('list', { name: 'Your notices' })
    .getByRole('button', { name })
    .first();
  await notice.waitFor({ timeout: 30_000 });
  if ((await notice.getAttribute('aria-expanded')) !== 'true') await notice.click();
  const panel = page.locator(`[id="${(await notice.getAttribute('aria-controls')) ?? ''}"]`);
  await panel.waitFor({ state: 'visible', timeout: 15_000 });
  return (await panel.innerText()).replace(/\u00a0/g, ' ');
}
