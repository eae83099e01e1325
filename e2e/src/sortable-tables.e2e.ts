import { centsFromRandString } from '@portal/domain/money';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newContext, signInWithFunds } from './support';

// spec 3 §2.11: a table's header sorts its column, ascending on the first click and descending
// on the next; grouped rows sort within their group. The institutional member's transactions on
// the real server, sorted within each month by amount and by date. Nothing is written.

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const DESKTOP = { width: 1440, height: 900 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Row = { date: number; name: string; cents: number };

/** '20 May 2025' as a number that orders as the date does. */
function dateValue(text: string): number {
  const [day, month, year] = text.trim().split(/\s+/);
  return Number(year) * 10_000 + (MONTHS.indexOf(month ?? '') + 1) * 100 + Number(day);
}

/** Each month's transactions as the table shows them, with the month's heading. */
async function monthsOf(table: Locator): Promise<{ heading: string; rows: Row[] }[]> {
  const groups = await table.locator('tbody').evaluateAll((bodies) =>
    bodies.map((body) => ({
      // The month's heading, not its total row's label (the total stays below the rows).
      headings: Array.from(body.querySelectorAll('tr:not([data-testid="month-total"]) th')).map(
        (cell) => cell.textContent ?? '',
      ),
      rows: Array.from(body.querySelectorAll('tr'))
        .map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? ''))
        .filter((cells) => cells.length === 6),
    })),
  );
  return groups.map(({ headings, rows }) => ({
    heading: headings.at(-1) ?? '',
    rows: rows.map(([date = '', name = '', , , , amount = '']) => ({
      date: dateValue(date),
      name,
      cents: centsFromRandString(amount) ?? Number.NaN,
    })),
  }));
}

function isOrdered(values: readonly number[], direction: 'asc' | 'desc'): boolean {
  return values.every((value, index) => {
    const before = values[index - 1];
    if (before === undefined) return true;
    return direction === 'asc' ? before <= value : before >= value;
  });
}

/** Each month's rows are in `direction` by `key`. */
function expectEachMonthOrdered(
  months: readonly { rows: Row[] }[],
  key: 'date' | 'cents',
  direction: 'asc' | 'desc',
): void {
  expect(
    months.filter(
      (month) =>
        !isOrdered(
          month.rows.map((row) => row[key]),
          direction,
        ),
    ),
  ).toEqual([]);
}

async function openTransactions(page: Page, schemeNumber: string, name: string) {
  await page.goto(`/fund-details/${schemeNumber}`);
  await page.getByRole('heading', { name }).waitFor();
  const table = page.getByRole('table', { name: 'Transactions' });
  await table.waitFor();
  return table;
}

describe('sortable tables', () => {
  it('sorts the transactions within each month by amount and by date, from a click or a key', async () => {
    context = await newContext(DESKTOP);
    const { page, funds } = await signInWithFunds(context, 'institutional@demo.local');
    const fund = funds[0]!;
    const table = await openTransactions(page, fund.schemeNumber, fund.fullproductname);

    const amount = table.getByRole('columnheader', { name: 'AMOUNT' });
    const date = table.getByRole('columnheader', { name: 'DATE' });
    expect(await amount.getAttribute('aria-sort')).toBeNull();
    const before = await monthsOf(table);
    const headings = before.map((month) => month.heading);
    // The months come newest first, and each month's transactions newest first (spec 2 §2).
    expect(before.length).toBeGreaterThan(0);
    expectEachMonthOrdered(before, 'date', 'desc');
    // A month with amounts to order, or the journey would show nothing.
    expect(before.some((month) => new Set(month.rows.map((row) => row.cents)).size > 1)).toBe(true);

    const sortByAmount = amount.getByRole('button', { name: 'AMOUNT' });
    await sortByAmount.click();
    await expect.poll(() => amount.getAttribute('aria-sort')).toBe('ascending');
    await page
      .getByRole('status')
      .filter({ hasText: 'Transactions, sorted by AMOUNT, ascending' })
      .waitFor({ state: 'attached' });
    const ascending = await monthsOf(table);
    expect(ascending.map((month) => month.heading)).toEqual(headings);
    expectEachMonthOrdered(ascending, 'cents', 'asc');

    await sortByAmount.click();
    await expect.poll(() => amount.getAttribute('aria-sort')).toBe('descending');
    expectEachMonthOrdered(await monthsOf(table), 'cents', 'desc');

    // The keyboard: the DATE header's button takes Enter; only the DATE column is sorted now.
    await date.getByRole('button', { name: 'DATE' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => date.getAttribute('aria-sort')).toBe('ascending');
    expect(await amount.getAttribute('aria-sort')).toBeNull();
    const byDate = await monthsOf(table);
    expect(byDate.map((month) => month.heading)).toEqual(headings);
    expectEachMonthOrdered(byDate, 'date', 'asc');

    await expectNoAxeViolations(page);
  });
});
