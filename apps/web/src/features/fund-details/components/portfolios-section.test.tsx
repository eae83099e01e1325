import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { VESTED_COLUMNS } from '@portal/domain/vested-component';
import { aPortfolio } from '../testing/fixtures';
import type { PortfolioKeyFacts } from '@portal/contract/fund-details';
import { PortfoliosSection } from './portfolios-section';

function keyFacts(overrides: Partial<PortfolioKeyFacts> = {}): PortfolioKeyFacts {
  return {
    udwID: 'UDW-1',
    name: 'AF Balanced Fund',
    asisaCategory: 'South African – Multi Asset – High Equity',
    manager: 'AF Investment Management (Pty) Ltd',
    inceptionDate: '1998-07-01',
    benchmarkName: '60 % FTSE/JSE All Share, 40 % FTSE/JSE All Bond',
    regulation28Compliant: true,
    totalExpenseRatio: 1.1,
    transactionCosts: 0.14,
    totalInvestmentCharge: 1.24,
    riskRating: 'Moderate',
    riskMeaning:
      'The unit price moves noticeably. It suits saving for three to five years or more.',
    returnsAsAt: '2026-10-30',
    returns: [],
    assetMix: [],
    topHoldings: [],
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PortfoliosSection', () => {
  it('switches between the rand and units views', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PortfoliosSection portfolios={[aPortfolio()]} isMobile={false} />);

    const table = screen.getByRole('table', { name: 'Portfolios' });
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).toEqual([
      'NAME',
      'EFFECTIVE DATE',
      'CONTRIBUTION ALLOCATION',
      'AMOUNT',
      'VESTED',
      'NON-VESTED',
      'EXCHANGE RATE',
      'Fact sheet',
    ]);
    expect(within(table).getByText('R 150 000.50')).toBeTruthy();
    expect(within(table).getByText('60%')).toBeTruthy();
    expect(within(table).getByText('R 10 000.50')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Units' }));
    expect(headers()).toEqual([
      'NAME',
      'EFFECTIVE DATE',
      'CONTRIBUTION ALLOCATION',
      'EXCHANGE RATE',
      'UNITS',
      'UNIT PRICE',
      'Fact sheet',
    ]);
    expect(within(table).getByText('3 321.1234')).toBeTruthy();
    expect(within(table).getByText('45.123456')).toBeTruthy();
    expect(within(table).queryByText('R 150 000.50')).toBeNull();
  });

  it('says what VESTED, NON-VESTED and AMOUNT hold, in the rand view only', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PortfoliosSection portfolios={[aPortfolio()]} isMobile={false} showPots isTwoPot />,
    );
    const table = screen.getByRole('table', { name: 'Portfolios' });
    const describedBy = table.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      `VESTED and NON-VESTED split each portfolio's share of your vested component (the money from before 1 September 2024) into its two parts. ${VESTED_COLUMNS} Added up over all portfolios, they make the Vested amount at the top of the page. AMOUNT is the portfolio's whole value, so it also holds your savings and retirement pots.`,
    );

    await user.click(screen.getByRole('radio', { name: 'Units' }));
    expect(table.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/VESTED and NON-VESTED split/)).toBeNull();
  });

  it('keeps the note to the columns for a fund without pots', () => {
    renderWithProviders(
      <PortfoliosSection portfolios={[aPortfolio()]} isMobile showPots={false} isTwoPot={false} />,
    );
    expect(
      screen.getByText(`VESTED and NON-VESTED split each portfolio's value. ${VESTED_COLUMNS}`),
    ).toBeTruthy();
  });

  it('downloads the fact sheet as a PDF file', async () => {
    const calls = stubApi({
      'GET /api/Udw/DownloadPortfolioDocument/UDW-1': {
        success: true,
        fileStream: btoa('%PDF-1.4 fact sheet'),
        fileName: 'AF Balanced Fund.pdf',
      },
    });
    const createObjectURL = vi.fn(() => 'blob:fact-sheet');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const user = userEvent.setup();
    renderWithProviders(<PortfoliosSection portfolios={[aPortfolio()]} isMobile={false} />);

    await user.click(
      screen.getByRole('button', { name: 'Download fact sheet for AF Balanced Fund' }),
    );
    await waitFor(() => expect(clicks).toEqual(['AF Balanced Fund.pdf']));
    expect(calls.some((c) => c.url === '/api/Udw/DownloadPortfolioDocument/UDW-1')).toBe(true);
    // spec 1 §8: the shared success notice.
    expect(await screen.findByText('Download successful!')).toBeTruthy();
    expect(
      screen.getByText('The fact sheet for AF Balanced Fund was saved as AF Balanced Fund.pdf.'),
    ).toBeTruthy();
  });

  it('says when a fact sheet cannot be downloaded, in the shared words', async () => {
    stubApi({
      'GET /api/Udw/DownloadPortfolioDocument/UDW-1': () =>
        jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    });
    const user = userEvent.setup();
    renderWithProviders(<PortfoliosSection portfolios={[aPortfolio()]} isMobile={false} />);
    await user.click(
      screen.getByRole('button', { name: 'Download fact sheet for AF Balanced Fund' }),
    );
    expect(await screen.findByText('Download failed!')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });

  it('shows the empty and error texts', () => {
    const { unmount } = renderWithProviders(<PortfoliosSection portfolios={[]} isMobile={false} />);
    expect(screen.getByText('No Portfolios available.')).toBeTruthy();
    unmount();
    renderWithProviders(<PortfoliosSection portfolios={null} isMobile={false} />);
    expect(
      screen.getByText(
        'Something went wrong uploading your portfolios. Please try logging in later.',
      ),
    ).toBeTruthy();
  });

  it('shows one card per portfolio on mobile', () => {
    renderWithProviders(
      <PortfoliosSection
        portfolios={[aPortfolio(), aPortfolio({ name: 'AF Bond Fund', udwID: 'UDW-2' })]}
        isMobile
      />,
    );
    expect(screen.getByRole('article', { name: 'AF Bond Fund' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows each portfolio’s key facts below the table: category, TIC, risk profile and Regulation 28', async () => {
    stubApi({
      'GET /api/Udw/PortfolioKeyFacts': {
        success: true,
        portfolios: [
          keyFacts(),
          keyFacts({
            udwID: 'UDW-2',
            name: 'AF SA Equity Fund',
            asisaCategory: 'South African – Equity – General',
            regulation28Compliant: false,
            riskRating: 'High',
            riskMeaning: 'The unit price moves the most.',
          }),
        ],
      },
    });
    renderWithProviders(
      <PortfoliosSection
        portfolios={[aPortfolio(), aPortfolio({ name: 'AF SA Equity Fund', udwID: 'UDW-2' })]}
        isMobile={false}
      />,
    );
    const balanced = await screen.findByRole('article', { name: 'Key facts of AF Balanced Fund' });
    const facts = (article: HTMLElement) =>
      within(article)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts(balanced)).toEqual([
      'Category: South African – Multi Asset – High Equity',
      'Total investment charge (TIC): 1.24 % a year: the total expense ratio (1.10 %) and transaction costs (0.14 %), already taken from the unit price.',
      'Risk profile: Moderate. The unit price moves noticeably. It suits saving for three to five years or more.',
      'Regulation 28: Complies: the portfolio keeps within the limits Regulation 28 sets on how retirement savings are invested.',
    ]);
    const equity = screen.getByRole('article', { name: 'Key facts of AF SA Equity Fund' });
    expect(facts(equity)[3]).toMatch(/^Regulation 28: Does not comply on its own/);
    expect(
      screen.getByRole('heading', { name: 'Key facts of each portfolio', level: 3 }),
    ).toBeTruthy();
    // The fact sheet stays downloadable beside them.
    expect(
      screen.getByRole('button', { name: 'Download fact sheet for AF SA Equity Fund' }),
    ).toBeTruthy();
  });

  it('puts the key facts in each portfolio’s card on a phone, the download kept', async () => {
    stubApi({ 'GET /api/Udw/PortfolioKeyFacts': { success: true, portfolios: [keyFacts()] } });
    renderWithProviders(<PortfoliosSection portfolios={[aPortfolio()]} isMobile />);
    const card = screen.getByRole('article', { name: 'AF Balanced Fund' });
    expect(
      await within(card).findByRole('heading', { name: 'Key facts of AF Balanced Fund' }),
    ).toBeTruthy();
    expect(await within(card).findByText('South African – Multi Asset – High Equity')).toBeTruthy();
    expect(within(card).getByText(/^1\.24 % a year/)).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Download fact sheet for AF Balanced Fund' }),
    ).toBeTruthy();
    // No second list of the same facts below the cards.
    expect(screen.queryByRole('heading', { name: 'Key facts of each portfolio' })).toBeNull();
  });

  it('says when the key facts cannot be loaded, pointing to the fact sheet', async () => {
    stubApi({
      'GET /api/Udw/PortfolioKeyFacts': () =>
        jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    });
    renderWithProviders(<PortfoliosSection portfolios={[aPortfolio()]} isMobile={false} />);
    expect(
      await screen.findByText(
        'The key facts could not be loaded right now. The fact sheet you can download has them all.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
