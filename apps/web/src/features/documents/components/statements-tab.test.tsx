import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { aFund } from '@/testing/fixtures';
import { jsonResponse, renderRoutes } from '@/testing/render';
import {
  aStatement,
  noStatementsResponse,
  pdfResponse,
  statementsResponse,
} from '../testing/fixtures';
import { StatementsTab } from './statements-tab';

const STATEMENTS = 'GET /api/Statements';
const FUNDS = { 'GET /api/Fund/Internal': { success: true, internalFunds: [aFund()] } };

function renderTab(initialPath = '/') {
  return renderRoutes([{ path: '/', element: <StatementsTab /> }], { initialPath });
}

function statementsQueries(calls: { url: string }[]) {
  return calls
    .filter((call) => call.url.startsWith('/api/Statements?') || call.url === '/api/Statements')
    .map((call) => new URL(call.url, 'http://x').searchParams);
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StatementsTab', () => {
  it('shows the latest statements and the history, each with its Download', async () => {
    stubApi({ ...FUNDS, [STATEMENTS]: statementsResponse() });
    renderTab();

    const latest = await screen.findByRole('region', { name: 'Latest statements' });
    expect(within(latest).getByRole('heading', { name: 'Annual benefit statement' })).toBeTruthy();
    expect(within(latest).getAllByText('Anchor Retirement Fund')).toHaveLength(2);
    expect(within(latest).getByText('1 Mar 2024 – 28 Feb 2025')).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Statements' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(history).getByRole('button', {
        name: 'Download Quarterly statement, Anchor Retirement Fund, 1 Dec 2024 – 28 Feb 2025',
      }),
    ).toBeTruthy();
  });

  it('says when the member has no statements at all', async () => {
    stubApi({ ...FUNDS, [STATEMENTS]: noStatementsResponse() });
    renderTab();

    expect(await screen.findByText('No historical statements available.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
  });

  it('filters by year (with Older) and type through the URL, and says when nothing matches', async () => {
    const calls = stubApi({
      ...FUNDS,
      [STATEMENTS]: (call: { url: string }) => {
        const query = new URL(call.url, 'http://x').searchParams;
        return jsonResponse(
          query.getAll('Years').includes('2021')
            ? statementsResponse({ details: [], totalCount: 0 })
            : statementsResponse(),
        );
      },
    });
    const user = userEvent.setup();
    const { router } = renderTab();

    const filter = await screen.findByRole('button', { name: 'Filter' });
    expect(filter.getAttribute('aria-expanded')).toBe('false');
    await user.click(filter);
    expect(filter.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Statement filters' });
    expect(within(form).getByRole('checkbox', { name: 'Older' })).toBeTruthy();
    await user.click(within(form).getByRole('checkbox', { name: '2025' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Older' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Annual benefit statement' }));
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => {
      const last = statementsQueries(calls).at(-1)!;
      expect(last.getAll('Years')).toEqual(['2025']);
      expect(last.get('IncludeOlder')).toBe('true');
      expect(last.getAll('StatementTypes')).toEqual(['Annual']);
      expect(last.get('PageNumber')).toBe('1');
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.getAll('year')).toEqual(['2025', 'older']);
    expect(search.getAll('type')).toEqual(['Annual']);
    await waitFor(() => expect(document.activeElement).toBe(filter));

    await user.click(filter);
    await user.click(screen.getByRole('checkbox', { name: '2021' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No statements match the set criteria.')).toBeTruthy();
    expect(
      screen.getByText('Please select different filter options by clicking on the Filter button.'),
    ).toBeTruthy();
  });

  it('reads the filters and page from the URL and moves between pages', async () => {
    const calls = stubApi({
      ...FUNDS,
      [STATEMENTS]: statementsResponse({ totalCount: 25, totalPages: 3 }),
    });
    const user = userEvent.setup();
    const { router } = renderTab('/?fund=Anchor+Retirement+Fund&page=1');

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(statementsQueries(calls).at(-1)?.get('PageNumber')).toBe('2'));
    expect(statementsQueries(calls).at(-1)?.getAll('FundNames')).toEqual([
      'Anchor Retirement Fund',
    ]);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('downloads a statement with the toasts, and says when a download fails', async () => {
    let isBroken = false;
    const calls = stubApi({
      ...FUNDS,
      [STATEMENTS]: statementsResponse({ details: [aStatement()] }),
      'GET /api/Statements/DownloadStatement': () =>
        isBroken
          ? jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500)
          : pdfResponse(),
    });
    const user = userEvent.setup();
    renderTab();

    const history = await screen.findByRole('list', { name: 'Statements' });
    const download = within(history).getByRole('button', { name: /^Download Annual/ });
    await user.click(download);
    expect(await screen.findByText('Download successful!')).toBeTruthy();
    const call = calls.find((c) => c.url.startsWith('/api/Statements/DownloadStatement'))!;
    const query = new URL(call.url, 'http://x').searchParams;
    expect(query.get('identifier')).toBe(aStatement().statementId);
    expect(query.get('name')).toBe(aStatement().fileName);

    isBroken = true;
    await user.click(download);
    expect(await screen.findByText('Download failed!')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });

  it('shows an error with Try again when the statements cannot be fetched', async () => {
    stubApi({
      ...FUNDS,
      [STATEMENTS]: () => jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    });
    renderTab();
    expect(
      await screen.findByText(
        'Something went wrong fetching your statements. Please try again later.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
