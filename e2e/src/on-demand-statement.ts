import { addMonths } from '@portal/domain/dates';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { chooseOption, type MemberFund } from './support';

// Asking for an on-demand statement as a member does, on the statements tab (the statements,
// inbox and told-in-time journeys).

const API_KEY = 'af-connect-web';

/** A fund as GET /api/Fund/Internal lists it, with the keys a statement is asked for by. */
export type StatementFund = MemberFund & {
  caseKey: string;
  caseMemberKey: string;
  membershipNumber: string;
};

/** A GET of the member API from the page (its session cookie, the web app's apikey). */
export function memberApiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(
    async ([address, key]) =>
      (await (await fetch(address, { headers: { apikey: key } })).json()) as unknown,
    [url, API_KEY] as const,
  ) as Promise<T>;
}

/**
 * Asks for a statement of the member's first fund, of `months` to its latest price date, on the
 * statements tab, and waits for it to be ready. The same period asked again is the statement
 * already made (and tells nothing new).
 */
export async function askForStatement(
  page: Page,
  months: number,
): Promise<{ fund: StatementFund; from: string; to: string }> {
  await page.goto('/statements-and-documents?tab=statements');
  const { internalFunds } = await memberApiGet<{ internalFunds: StatementFund[] }>(
    page,
    '/api/Fund/Internal',
  );
  const fund = internalFunds[0]!;
  const keys = `caseKey=${encodeURIComponent(fund.caseKey)}&caseMemberKey=${encodeURIComponent(fund.caseMemberKey)}`;
  const probe = await memberApiGet<{ latestPriceDate: string | null }>(
    page,
    `/api/Statements/PeriodCheck?${keys}&fromDate=2000-01-01&toDate=2000-01-02`,
  );
  const to = probe.latestPriceDate!;
  const from = addMonths(to, -months);
  const typed = (date: string) => date.split('-').reverse().join('/');
  const form = page.getByRole('form', { name: 'On-demand statement' });
  await chooseOption(
    form.getByRole('combobox', { name: /Fund/ }),
    `${fund.fullproductname} (${fund.membershipNumber})`,
  );
  await form.getByRole('textbox', { name: /From/ }).fill(typed(from));
  await form.getByRole('textbox', { name: /To/ }).fill(typed(to));
  await page.keyboard.press('Tab');
  const generate = form.getByRole('button', { name: 'Generate statement' });
  await expect.poll(() => generate.isEnabled(), { timeout: 15_000 }).toBe(true);
  await generate.click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Your statement is ready to download.' })
    .waitFor({ timeout: 90_000 });
  return { fund, from, to };
}
