import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { VESTED_COLUMNS } from '@portal/domain/vested-component';
import { aPortfolio } from '../testing/fixtures';
import { PortfoliosSection } from './portfolios-section';

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
});
