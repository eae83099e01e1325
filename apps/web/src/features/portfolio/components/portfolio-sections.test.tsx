import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETURN_MESSAGES } from '@portal/domain/portfolio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { aPortfolioHistory, aPortfolioSummary, aReturn } from '../testing/portfolio-fixtures';
import { AllocationSection } from './allocation-section';
import { HoldingsSection } from './holdings-section';
import { ReturnsSection } from './returns-section';
import { SavingsPotSection } from './savings-pot-section';
import { ValueHistorySection } from './value-history-section';

// My portfolio's sections drawn from the summary and history calls: each one's loading, error (with
// Try again) and empty states, and its figures.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  setAmountsHidden(false);
});

const SUMMARY = 'GET /api/Portfolio/GetPortfolioSummary';
const HISTORY = 'GET /api/Portfolio/GetPortfolioHistory';

function stubPortfolio(summary = aPortfolioSummary(), history = aPortfolioHistory()) {
  return stubApi({
    [SUMMARY]: { success: true, summary },
    [HISTORY]: { success: true, history },
  });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe.each([
  ['Everything you hold', () => <HoldingsSection />, 'Loading your holdings'],
  ['Allocation', () => <AllocationSection />, 'Loading your allocation'],
  [
    'Your funds with us over time',
    () => <ValueHistorySection />,
    "Loading your funds' values over time",
  ],
  ['Your savings pot', () => <SavingsPotSection />, 'Loading your savings pot'],
  ['Your returns', () => <ReturnsSection />, 'Loading your returns'],
])('%s', (title, render, loading) => {
  it('announces its loading', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderWithProviders(render());
    expect(within(section(title)).getByRole('status').textContent).toBe(loading);
  });

  it('shows the error on success:false and loads again on Try again', async () => {
    let isFailing = true;
    stubApi({
      [SUMMARY]: () =>
        jsonResponse(
          isFailing ? { success: false } : { success: true, summary: aPortfolioSummary() },
        ),
      [HISTORY]: () =>
        jsonResponse(
          isFailing ? { success: false } : { success: true, history: aPortfolioHistory() },
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(render());
    const alert = await within(section(title)).findByRole('alert');
    expect(alert.textContent).toContain(
      'Something went wrong uploading your portfolio. Please try logging in later.',
    );
    isFailing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(within(section(title)).queryByRole('alert')).toBeNull());
  });
});

describe('HoldingsSection', () => {
  it('totals the funds with us and elsewhere; the stated value shows its date and age; cover apart', async () => {
    stubPortfolio();
    renderWithProviders(<HoldingsSection />);
    const holdings = await screen.findByRole('list', { name: 'Your holdings' });
    expect(screen.getByTestId('holdings-total').textContent).toBe('R\u00a01\u00a0484\u00a0567.89');
    expect(screen.getByTestId('holdings-with-us').textContent).toBe(
      'R\u00a01\u00a0234\u00a0567.89',
    );
    expect(screen.getByTestId('holdings-held-elsewhere').textContent).toBe(
      'R\u00a0250\u00a0000.00',
    );
    const rows = within(holdings).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Anchor Retirement Fund');
    expect(rows[0]?.textContent).toContain('at 31 May 2025');
    expect(rows[1]?.textContent).toContain('Coronation Balanced Plus');
    expect(rows[1]?.textContent).toContain('at 28 Feb 2025, valued 3 months ago');

    const covers = screen.getByRole('heading', { name: 'Your cover (not included in the total)' });
    expect(covers.parentElement?.textContent).toContain('Group life cover');
    expect(covers.parentElement?.textContent).toContain('R\u00a02\u00a0000\u00a0000.00');
  });

  it('shows no rand amount while amounts are hidden', async () => {
    setAmountsHidden(true);
    stubPortfolio();
    const { container } = renderWithProviders(
      <>
        <HoldingsSection />
        <AllocationSection />
        <ValueHistorySection />
        <SavingsPotSection />
      </>,
    );
    await screen.findByRole('list', { name: 'Your holdings' });
    await screen.findByRole('figure', { name: 'By product' });
    await screen.findAllByRole('figure', { name: /^Value and net money paid in/ });
    expect(screen.getByTestId('holdings-total').textContent).toBe('R •••••');
    expect(container.textContent).not.toMatch(/R\s?\d/);
  });

  it('says so when the member holds nothing here or elsewhere', async () => {
    stubPortfolio(
      aPortfolioSummary({
        totals: { total: 0, internal: 0, external: 0 },
        internalFunds: [],
        externalFunds: [],
        covers: [],
      }),
    );
    renderWithProviders(<HoldingsSection />);
    expect(
      await screen.findByText(
        'You have no funds with us and have not added any funds you hold elsewhere yet.',
      ),
    ).toBeTruthy();
  });
});

describe('SavingsPotSection', () => {
  it('links to the savings withdrawal of a fund that may claim, when the page gives the address', async () => {
    stubPortfolio();
    renderWithProviders(
      <SavingsPotSection
        savingsWithdrawalHref={(fund) => `/claims/savings-withdrawal/${fund.schemeNumber}`}
      />,
    );
    const pot = section('Your savings pot');
    expect(await within(pot).findAllByText('R 30 000.00')).toHaveLength(2);
    const link = within(pot).getByRole('link', {
      name: 'Withdraw from your savings pot from Anchor Retirement Fund',
    });
    expect(link.getAttribute('href')).toBe('/claims/savings-withdrawal/S1001');
  });

  it('gives no link when the fund may not claim now, or to a member without claims', async () => {
    const summary = aPortfolioSummary();
    stubPortfolio(
      aPortfolioSummary({
        internalFunds: summary.internalFunds.map((fund) => ({ ...fund, canClaimSavings: false })),
        savingsPot: { total: 30000, claimableSchemeNumbers: [] },
      }),
    );
    const first = renderWithProviders(
      <SavingsPotSection savingsWithdrawalHref={(fund) => `/x/${fund.schemeNumber}`} />,
    );
    await within(section('Your savings pot')).findAllByText('R 30 000.00');
    expect(screen.queryByRole('link')).toBeNull();
    first.unmount();

    stubPortfolio();
    renderWithProviders(<SavingsPotSection />);
    await within(section('Your savings pot')).findAllByText('R 30 000.00');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so when no fund has a savings pot', async () => {
    const summary = aPortfolioSummary();
    stubPortfolio(
      aPortfolioSummary({
        internalFunds: summary.internalFunds.map((fund) => ({ ...fund, savingsPot: null })),
        savingsPot: { total: 0, claimableSchemeNumbers: [] },
      }),
    );
    renderWithProviders(<SavingsPotSection />);
    expect(await screen.findByText('None of your funds with us has a savings pot.')).toBeTruthy();
  });
});

describe('AllocationSection', () => {
  it('breaks the holdings down by product, product type and underlying portfolio', async () => {
    stubPortfolio();
    renderWithProviders(<AllocationSection />);
    const byProduct = await screen.findByRole('figure', { name: 'By product' });
    expect(byProduct.textContent).toContain('Coronation Balanced Plus');
    expect(byProduct.textContent).toContain('R\u00a0250\u00a0000.00');
    expect(byProduct.textContent).toContain('16.84%');
    const byType = screen.getByRole('figure', { name: 'By product type' });
    expect(byType.textContent).toContain('Retirement');
    expect(byType.textContent).toContain('83.16%');
    const byPortfolio = screen.getByRole('figure', {
      name: 'By underlying portfolio (funds with us)',
    });
    expect(byPortfolio.textContent).toContain('Money Market');
  });

  it('says so when the member holds nothing', async () => {
    stubPortfolio(aPortfolioSummary({ totals: { total: 0, internal: 0, external: 0 } }));
    renderWithProviders(<AllocationSection />);
    expect(
      await screen.findByText('There is nothing to show yet: you hold no money in any fund.'),
    ).toBeTruthy();
  });
});

describe('ValueHistorySection', () => {
  it('shows the value at the start apart from the net money paid in, and loads another window', async () => {
    const calls = stubPortfolio();
    const user = userEvent.setup();
    renderWithProviders(<ValueHistorySection />);
    const history = section('Your funds with us over time');
    const chart = await within(history).findByRole('figure', {
      name: /^Value and net money paid in/,
    });
    // Start + net paid in + growth = end: R 1 090 000.00 + R 60 000.00 + R 84 567.89.
    const terms = within(history)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Value at the start', 'R\u00a01\u00a0090\u00a0000.00'],
      ['Net money paid in', '+R\u00a060\u00a0000.00'],
      ['Growth', '+R\u00a084\u00a0567.89'],
      ['Value at the end', 'R\u00a01\u00a0234\u00a0567.89'],
    ]);
    // The drawing's text alternative says the same in words.
    expect(
      within(chart).getByRole('img', {
        name: 'Your funds with us were worth R\u00a01\u00a0090\u00a0000.00 at the start, on 1 Jun 2024, and R\u00a01\u00a0234\u00a0567.89 on 31 May 2025. In that time you paid in a net R\u00a060\u00a0000.00, drawn from zero, and growth after all fees and premiums added R\u00a084\u00a0567.89.',
      }),
    ).toBeTruthy();
    // The table: the net money paid in starts at zero, not at the value at the start.
    expect(
      within(chart)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', 'Value', 'Net money paid in since the start', 'Growth']);
    const firstPoint = within(chart).getByRole('rowheader', { name: '1 Jun 2024' }).closest('tr');
    expect(firstPoint?.textContent).toBe(
      '1 Jun 2024R\u00a01\u00a0090\u00a0000.00R\u00a00.00R\u00a00.00',
    );
    const lastPoint = within(chart).getByRole('rowheader', { name: '31 May 2025' }).closest('tr');
    expect(lastPoint?.textContent).toBe(
      '31 May 2025R\u00a01\u00a0234\u00a0567.89R\u00a060\u00a0000.00R\u00a084\u00a0567.89',
    );
    // The window's start and today share their months with month ends: every row is its own.
    const labels = within(chart)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(new Set(labels).size).toBe(labels.length);
    // One fund: no chart of the funds one by one.
    expect(within(history).queryByRole('figure', { name: /^Each fund's value/ })).toBeNull();
    await user.click(within(history).getByText('5 years'));
    await vi.waitFor(() => expect(calls.some((call) => call.url.includes('years=5'))).toBe(true));
  });

  it('takes the value at the start from the first point, whatever its date', async () => {
    // The first point is the opening value, dated the day before the window's start.
    const base = aPortfolioHistory();
    stubPortfolio(
      undefined,
      aPortfolioHistory({
        points: [{ ...base.points[0]!, date: '2024-05-31' }, ...base.points.slice(1)],
      }),
    );
    renderWithProviders(<ValueHistorySection />);
    const history = section('Your funds with us over time');
    const start = await within(history).findByText('Value at the start');
    expect(start.nextElementSibling?.textContent).toBe('R\u00a01\u00a0090\u00a0000.00');
    expect(start.nextElementSibling?.nextElementSibling?.textContent).toBe(
      'at the end of 31 May 2024',
    );
    const chart = within(history).getByRole('figure', { name: /^Value and net money paid in/ });
    expect(within(chart).getByRole('rowheader', { name: '31 May 2024' })).toBeTruthy();
  });

  it('says when more came out than went in, and when the markets took value away', async () => {
    const base = aPortfolioHistory();
    const last = base.points.at(-1)!;
    stubPortfolio(
      undefined,
      aPortfolioHistory({
        points: [
          ...base.points.slice(0, -1),
          { ...last, value: 1_000_000, netContributions: -40_000, growth: -50_000 },
        ],
      }),
    );
    renderWithProviders(<ValueHistorySection />);
    const history = section('Your funds with us over time');
    const chart = await within(history).findByRole('figure', {
      name: /^Value and net money paid in/,
    });
    expect(
      within(chart).getByRole('img', {
        name: /In that time a net R\u00a040\u00a0000.00 came out, drawn from zero, and the markets and the fees and premiums took away R\u00a050\u00a0000.00\.$/,
      }),
    ).toBeTruthy();
    expect(within(history).getByText('Net money paid in').nextElementSibling?.textContent).toBe(
      '\u2212R\u00a040\u00a0000.00',
    );
  });

  it('draws each fund apart when the member has more than one', async () => {
    const base = aPortfolioHistory();
    stubPortfolio(
      undefined,
      aPortfolioHistory({
        funds: [
          ...base.funds,
          {
            schemeNumber: 'S2002',
            name: 'Baobab Preservation Fund',
            periodReturn: base.combinedReturn,
          },
        ],
        points: base.points.map((point) => ({
          ...point,
          funds: { ...point.funds, S2002: 0 },
        })),
      }),
    );
    renderWithProviders(<ValueHistorySection />);
    // A line per fund and their total as a line of its own: a stack reads as if one were all.
    const byFund = await screen.findByRole('figure', { name: /^Each fund's value and total/ });
    const rows = within(byFund).getAllByRole('row');
    expect(rows[0]?.textContent).toMatch(/Baobab Preservation FundTotal of all funds$/);
    expect(rows.at(-1)?.lastElementChild?.textContent).toBe('R\u00a01\u00a0234\u00a0567.89');
  });

  it('says so when the member has no funds with us', async () => {
    stubPortfolio(undefined, aPortfolioHistory({ funds: [], points: [] }));
    renderWithProviders(<ValueHistorySection />);
    expect(await screen.findByText('You have no funds with us to show over time.')).toBeTruthy();
  });
});

describe('ReturnsSection', () => {
  it("shows each fund's return and the combined return over the same window", async () => {
    const base = aPortfolioHistory();
    stubPortfolio(
      undefined,
      aPortfolioHistory({
        funds: base.funds.map((fund) => ({ ...fund, periodReturn: aReturn({ irrPct: 8.41 }) })),
      }),
    );
    renderWithProviders(<ReturnsSection />);
    const returns = section('Your returns');
    expect(await within(returns).findByText('7.25% a year')).toBeTruthy();
    const table = within(returns).getByRole('table', { name: "Each fund's return over 12 months" });
    expect(within(table).getByRole('columnheader', { name: 'Last 12 months' })).toBeTruthy();
    expect(within(table).getByText('8.41% a year')).toBeTruthy();
    expect(within(returns).getByText(/over the last 12 months/)).toBeTruthy();
  });

  it('reads every figure of the card over the window chosen: 3 years for the funds as for the whole', async () => {
    const base = aPortfolioHistory({ years: 3 });
    const oneYear = aPortfolioHistory();
    stubApi({
      [SUMMARY]: { success: true, summary: aPortfolioSummary() },
      // Only the 3-year window answers 6.02 %: the card must ask for the window it shows.
      [HISTORY]: (call: { url: string }) =>
        jsonResponse({
          success: true,
          history: call.url.includes('years=3')
            ? {
                ...base,
                funds: base.funds.map((fund) => ({
                  ...fund,
                  periodReturn: aReturn({ irrPct: 6.02 }),
                })),
              }
            : oneYear,
        }),
    });
    renderWithProviders(<ReturnsSection />, { initialPath: '/portfolios?years=3' });
    const returns = section('Your returns');
    const table = await within(returns).findByRole('table', {
      name: "Each fund's return over 3 years",
    });
    expect(within(table).getByRole('columnheader', { name: 'Last 3 years' })).toBeTruthy();
    expect(await within(table).findByText('6.02% a year')).toBeTruthy();
    expect(within(table).queryByText('8.41% a year')).toBeNull();
    expect(within(returns).getByText(/over the last 3 years/)).toBeTruthy();
  });

  it('puts the unavailable and ambiguous returns in words', async () => {
    const base = aPortfolioHistory();
    stubPortfolio(
      undefined,
      aPortfolioHistory({
        funds: base.funds.map((fund) => ({
          ...fund,
          periodReturn: aReturn({ status: 'unavailable', irrPct: null, message: null }),
        })),
        combinedReturn: aReturn({ status: 'ambiguous', irrPct: null, message: null }),
      }),
    );
    renderWithProviders(<ReturnsSection />);
    const returns = section('Your returns');
    expect(await within(returns).findByText(RETURN_MESSAGES.ambiguous)).toBeTruthy();
    expect(within(returns).getByText(RETURN_MESSAGES.unavailable)).toBeTruthy();
  });

  it('says when the returns fail, and works them out again on Try again', async () => {
    let isFailing = true;
    stubApi({
      [SUMMARY]: { success: true, summary: aPortfolioSummary() },
      [HISTORY]: () =>
        isFailing
          ? jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500)
          : jsonResponse({ success: true, history: aPortfolioHistory() }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReturnsSection />);
    const returns = section('Your returns');
    const alert = await within(returns).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(
      'Something went wrong working out your combined return. Please try again.',
    );
    expect(within(returns).getByText('Not available')).toBeTruthy();
    isFailing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(returns).findAllByText('7.25% a year')).toHaveLength(2);
  });

  it('says so when the member has no funds with us', async () => {
    stubPortfolio(aPortfolioSummary({ internalFunds: [] }));
    renderWithProviders(<ReturnsSection />);
    expect(await screen.findByText('You have no funds with us to show a return for.')).toBeTruthy();
  });
});
