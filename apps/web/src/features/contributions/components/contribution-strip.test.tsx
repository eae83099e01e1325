import type { ContributionMonth, FundContributions } from '@portal/contract/contributions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { ContributionArrearsAlert } from './contribution-arrears-alert';
import { ContributionsSection } from './contribution-strip';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An element's text with its amounts' no-break spaces as spaces. */
const textOf = (element: Element) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

const month = (
  m: string,
  status: ContributionMonth['status'],
  paidOn: string | null = null,
): ContributionMonth => ({
  month: `${m}-01`,
  dueDate: `${m}-07`.replace(/-(\d\d)-07$/, (_, mm: string) => `-${mm}-07`),
  status,
  memberDue: 750,
  employerDue: 1000,
  due: 1750,
  received: status === 'missing' ? 0 : 1750,
  paidOn,
});

function strip(): FundContributions {
  return {
    months: [
      { ...month('2026-08', 'paid', '2026-08-25'), dueDate: '2026-09-07' },
      { ...month('2026-09', 'late', '2026-10-14'), dueDate: '2026-10-07' },
      { ...month('2026-10', 'missing'), dueDate: '2026-11-07' },
      { ...month('2026-11', 'due'), dueDate: '2026-12-07' },
    ],
    missingMonths: 1,
    outstanding: 1750,
  };
}

describe('the contribution strip', () => {
  it('says each month’s status in words, the missing one with what the member can do', async () => {
    stubApi({
      'GET /api/Fund/GetFundDetails/S1/Contributions': { success: true, contributions: strip() },
    });
    renderWithProviders(<ContributionsSection schemeNumber="S1" />);
    const list = await screen.findByRole('list', { name: 'Contributions, Aug 2026 to Nov 2026' });
    expect(within(list).getAllByRole('listitem').map(textOf)).toEqual([
      expect.stringContaining('August 2026: paid on time, R 1 750.00 on 25 Aug 2026'),
      expect.stringContaining(
        'September 2026: paid late, R 1 750.00 on 14 Oct 2026, due 7 Oct 2026',
      ),
      expect.stringContaining('October 2026: missing, R 1 750.00 not received, due 7 Nov 2026'),
      expect.stringContaining('November 2026: not yet due, R 1 750.00 due 7 Dec 2026'),
    ]);
    const alert = screen.getByRole('alert');
    expect(textOf(alert)).toContain('Contributions have not reached the fund');
    expect(textOf(alert)).toContain('October 2026: R 1 750.00 of contributions');
    expect(textOf(alert)).toContain('Pension Funds Adjudicator');
    const table = screen.getByRole('table', { name: 'Months not paid on time' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['October 2026', 'September 2026']);
  });

  it('says when every month arrived, and offers to try again after an error', async () => {
    let fails = true;
    stubApi({
      'GET /api/Fund/GetFundDetails/S1/Contributions': () =>
        fails
          ? jsonResponse({ success: false, code: 'UNAVAILABLE', message: 'down' }, 503)
          : jsonResponse({
              success: true,
              contributions: { months: [strip().months[0]!], missingMonths: 0, outstanding: 0 },
            }),
    });
    renderWithProviders(<ContributionsSection schemeNumber="S1" />);
    await screen.findByText('We cannot show your contributions right now. Please try again later.');
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'Every month’s contributions of the last 1 months reached the fund on time.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing for a product without employer contributions', async () => {
    const calls = stubApi({
      'GET /api/Fund/GetFundDetails/S1/Contributions': { success: true, contributions: null },
    });
    renderWithProviders(<ContributionsSection schemeNumber="S1" />);
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('Contributions'))).toBe(true));
    await vi.waitFor(() => expect(screen.queryByText('Loading your contributions')).toBeNull());
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the dashboard’s arrears', () => {
  it('names each fund with months missing, and leads to its contributions', async () => {
    stubApi({
      'GET /api/Contributions/GetArrears': {
        success: true,
        arrears: [
          {
            schemeNumber: 'S 2',
            fundName: 'AF Umbrella Provident Fund',
            missingMonths: [
              { month: '2026-09-01', dueDate: '2026-10-07', outstanding: 1750 },
              { month: '2026-10-01', dueDate: '2026-11-07', outstanding: 1750 },
            ],
            outstanding: 3500,
          },
        ],
      },
    });
    renderWithProviders(
      <ContributionArrearsAlert
        contributionsHref={(scheme) => `/fund-details/${encodeURIComponent(scheme)}#contributions`}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(textOf(alert)).toContain('Contributions missing: AF Umbrella Provident Fund');
    expect(textOf(alert)).toContain(
      'The contributions for September 2026 and October 2026 (R 3 500.00) have not reached the fund.',
    );
    expect(
      within(alert)
        .getByRole('link', { name: 'See your contributions and what you can do' })
        .getAttribute('href'),
    ).toBe('/fund-details/S%202#contributions');
  });
});
