import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AMOUNT_PRIVACY_STORAGE_KEY } from '@portal/domain/member';
import { INBOX_PAGE_SIZE, INBOX_SEARCH_MAX } from '@portal/contract/inbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { stubApi } from '@/testing/api-stub';
import type { RecordedCall } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import {
  aNotice,
  aNoticesAnswer,
  aPreferencesAnswer,
  aStatementNotice,
} from '../testing/inbox-fixtures';
import { Inbox } from './inbox';

// The inbox page's list: its notices and their states (unread, opened, read), the search and the
// category kept in the address and sent to the server, the pages, and the empty, no-match and
// error states.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const NOTICES = 'GET /api/Inbox/GetNotices';
const MARK_READ = 'POST /api/Inbox/MarkRead';
const PREFERENCES = 'GET /api/Inbox/Preferences';

function renderInbox(initialPath = '/inbox') {
  return renderWithProviders(<Inbox />, {
    initialPath,
    routes: [
      { path: '/claims/:id', element: <h1>Claim page</h1> },
      { path: '/statements-and-documents', element: <h1>Statements page</h1> },
    ],
  });
}

/** The query of each GetNotices call made. */
function noticeQueries(calls: readonly RecordedCall[]): URLSearchParams[] {
  return calls
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/Inbox/GetNotices'))
    .map((call) => new URL(call.url, 'http://portal.test').searchParams);
}

function noticeButton(name: RegExp) {
  return screen.findByRole('button', { name });
}

describe('the inbox', () => {
  it('lists the notices newest first with their date, kind and unread mark, and the count', async () => {
    stubApi({ [NOTICES]: aNoticesAnswer([aNotice(), aStatementNotice()]) });
    renderInbox();

    expect(await screen.findByText('2 notices, 1 unread')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /Your/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Unread: Your savings withdrawal was paid5 Mar 2026 · Claims and withdrawals',
      // 23:30 UTC on 1 March is 2 March in South Africa.
      'Your annual statement is ready2 Mar 2026 · Statements and documents',
    ]);
    // Unread is said in words and drawn bold, not by colour alone.
    const unread = within(buttons[0]!).getByText(/Your savings withdrawal was paid/);
    expect(unread.getAttribute('data-unread')).toBe('true');
    expect(buttons.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('opens a notice on its text, links and reference, and marks an unread one read once', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [NOTICES]: aNoticesAnswer([aNotice(), aStatementNotice()]),
      [MARK_READ]: { success: true, unread: 0 },
    });
    renderInbox();

    const paid = await noticeButton(/Your savings withdrawal was paid/);
    await user.click(paid);
    expect(paid.getAttribute('aria-expanded')).toBe('true');
    expect(
      await screen.findByText('We paid R 12 500.00 into your bank account after tax and fees.'),
    ).toBeTruthy();
    expect(screen.getByText('Reference W123')).toBeTruthy();
    // Marked read: the count and the mark follow the server's answer, without asking again.
    expect(await screen.findByText('2 notices, 0 unread')).toBeTruthy();
    expect(paid.textContent).not.toContain('Unread');
    // Closed and opened again: not sent again; a notice already read is not sent at all.
    await user.click(paid);
    await user.click(paid);
    await user.click(await noticeButton(/Your annual statement is ready/));
    const marks = calls.filter((call) => call.method === 'POST');
    expect(marks.map((call) => call.body)).toEqual([{ id: 1 }]);
    expect(noticeQueries(calls)).toHaveLength(1);
  });

  it('opens with the keyboard, and its links lead to the portal pages they name', async () => {
    const user = userEvent.setup();
    stubApi({
      [NOTICES]: aNoticesAnswer([aNotice(), aStatementNotice()]),
      [MARK_READ]: { success: true, unread: 0 },
    });
    const { router } = renderInbox();

    const statement = await noticeButton(/Your annual statement is ready/);
    statement.focus();
    await user.keyboard('{Enter}');
    expect(statement.getAttribute('aria-expanded')).toBe('true');
    const link = await screen.findByRole('link', { name: 'Your statements' });
    expect(link.getAttribute('href')).toBe('/statements-and-documents?tab=statements');

    await user.click(await noticeButton(/Your savings withdrawal was paid/));
    const claim = await screen.findByRole('link', { name: 'Follow withdrawal W123' });
    expect(claim.getAttribute('href')).toBe('/claims/W123');
    await user.click(claim);
    expect(await screen.findByRole('heading', { name: 'Claim page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/claims/W123');
  });

  it('follows no link that leaves the portal', async () => {
    const user = userEvent.setup();
    stubApi({
      [NOTICES]: aNoticesAnswer([
        aStatementNotice({ lines: [{ text: 'Elsewhere', link: '//evil.example/x' }] }),
      ]),
    });
    renderInbox();

    await user.click(await noticeButton(/Your annual statement is ready/));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).toBeNull();
  });

  it('hides the amounts in a notice while the member hides amounts', async () => {
    document.cookie = `${AMOUNT_PRIVACY_STORAGE_KEY}=true; Path=/`;
    const user = userEvent.setup();
    stubApi({
      [NOTICES]: aNoticesAnswer([aNotice()]),
      [MARK_READ]: { success: true, unread: 0 },
    });
    renderInbox();

    await user.click(await noticeButton(/Your savings withdrawal was paid/));
    expect(
      await screen.findByText(
        `We paid ${HIDDEN_AMOUNT} into your bank account after tax and fees.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/12 500/)).toBeNull();
  });

  it('sends the category chosen, keeps it in the address and starts again at the first page', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ [NOTICES]: aNoticesAnswer([aNotice()], { total: 45 }) });
    const { router } = renderInbox('/inbox?page=2');

    const show = await screen.findByRole('combobox', { name: 'Show' });
    expect(
      within(show)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All notices',
      'Statements and documents',
      'Contributions',
      'Claims and withdrawals',
      'Investment switches',
      'Beneficiaries',
      'Messages from the fund',
      'Security and sign-in',
    ]);
    await user.selectOptions(show, 'Claims and withdrawals');

    await waitFor(() => expect(router.state.location.search).toBe('?category=claims'));
    await waitFor(() => expect(noticeQueries(calls)).toHaveLength(2));
    const [first, second] = noticeQueries(calls).map((query) => query.toString());
    expect(first).toBe('page=2');
    expect(second).toBe('category=claims&page=1');
    expect(await screen.findByText('45 matching notices, 1 unread in all')).toBeTruthy();
  });

  it('sends the search once the member stops typing, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [NOTICES]: (call: RecordedCall) =>
        jsonResponse(
          aNoticesAnswer(
            call.url.includes('search=') ? [aNotice()] : [aNotice(), aStatementNotice()],
          ),
        ),
    });
    const { router } = renderInbox('/inbox?category=claims');

    const search = await screen.findByRole('searchbox', { name: 'Search your notices' });
    expect(search.getAttribute('maxlength')).toBe(String(INBOX_SEARCH_MAX));
    await user.type(search, 'withdrawal paid');

    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=withdrawal+paid&category=claims'),
    );
    expect(await screen.findByText('1 matching notice, 1 unread in all')).toBeTruthy();
    // One call for the address's page, one for the search typed (not one a letter).
    const queries = noticeQueries(calls).map((query) => query.toString());
    expect(queries).toEqual([
      'category=claims&page=1',
      'search=withdrawal+paid&category=claims&page=1',
    ]);
    expect((search as HTMLInputElement).value).toBe('withdrawal paid');
  });

  it('says when nothing matches, and clears the search and the category', async () => {
    const user = userEvent.setup();
    stubApi({
      [NOTICES]: (call: RecordedCall) =>
        jsonResponse(
          call.url.includes('search=')
            ? aNoticesAnswer([], { unread: 1 })
            : aNoticesAnswer([aNotice(), aStatementNotice()]),
        ),
    });
    const { router } = renderInbox('/inbox?q=pension&category=security');

    expect(await screen.findByText('No notices match your search.')).toBeTruthy();
    expect(screen.getByText('0 matching notices, 1 unread in all')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('2 notices, 1 unread')).toBeTruthy();
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search your notices' });
    expect(search.value).toBe('');
    // The button went with the message: the focus is on the search again.
    expect(document.activeElement).toBe(search);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Show' }).value).toBe('all');
  });

  it('says when the member has no notices yet', async () => {
    stubApi({ [NOTICES]: aNoticesAnswer([]) });
    renderInbox();

    expect(await screen.findByText('You have no notices yet.')).toBeTruthy();
    expect(screen.queryByText('No notices match your search.')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Notice pages' })).toBeNull();
  });

  it('says when the notices cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubApi({
      [NOTICES]: () =>
        isDown
          ? jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500)
          : jsonResponse(aNoticesAnswer([aNotice()])),
      [PREFERENCES]: aPreferencesAnswer(),
    });
    renderInbox();

    expect(
      await screen.findByText(
        'Something went wrong fetching your notices. Please try again later.',
      ),
    ).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await noticeButton(/Your savings withdrawal was paid/)).toBeTruthy();
  });

  it('leads to the next and previous pages by their addresses', async () => {
    stubApi({
      [NOTICES]: aNoticesAnswer([aNotice()], { total: INBOX_PAGE_SIZE * 2 + 5, page: 2 }),
    });
    renderInbox('/inbox?q=paid&page=2');

    const pages = await screen.findByRole('navigation', { name: 'Notice pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/inbox?q=paid',
    );
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/inbox?q=paid&page=3',
    );
  });
});
