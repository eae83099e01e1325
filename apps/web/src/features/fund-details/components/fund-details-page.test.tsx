import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { addDays, addYears } from '@portal/domain/dates';
import { VESTED_EXPLAINED } from '@portal/domain/vested-component';
import { TEST_TODAY } from '@/testing/fixtures';
import { aFundDetails, transactionsResponse } from '../testing/fixtures';
import { FundDetailsPage } from './fund-details-page';
import { SERVICE_NOTICE_STORAGE_KEY } from './service-notice';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

type Layout = Parameters<typeof FundDetailsPage>[0]['layoutFor'];
const institutional: Layout = () => ({
  sidePanel: { title: 'Transaction Summary', content: <p>summary</p> },
  showPots: true,
  isRetailView: false,
  beneficiaries: null,
  showServiceNotice: false,
  hub: null,
});

function stubFund(details = aFundDetails()) {
  return stubApi({
    'GET /api/Fund/GetFundDetails/S1': details,
    'GET /api/Fund/GetFundDetails/S1/TransactionDetails': transactionsResponse([]),
  });
}

describe('FundDetailsPage', () => {
  it('shows the overview with the pots, the side panel and the portfolios', async () => {
    stubFund();
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={institutional} />);

    expect(await screen.findByRole('heading', { name: 'AF Umbrella Pension Fund' })).toBeTruthy();
    expect(screen.getByText('R 250 000.00')).toBeTruthy();
    expect(screen.getByText('Value at 30 May 2025')).toBeTruthy();
    const pots = screen.getByRole('list', { name: 'Two-pot components' });
    expect(within(pots).getByText('Vested: R 50 000.00')).toBeTruthy();
    expect(within(pots).getByText('Savings: R 50 000.00')).toBeTruthy();
    expect(within(pots).getByText('Retirement: R 150 000.00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Transaction Summary' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Portfolios' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain(
      'Product details',
    );
    expect(screen.queryByRole('tab', { name: 'Beneficiaries' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See your options on leaving service' })).toBeNull();
  });

  it('leads a paid-up member to their options on leaving service', async () => {
    stubFund(aFundDetails({ member: { accountStatus: 'Paid-up', masterMemberStatus: null } }));
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={institutional} />);
    const link = await screen.findByRole('link', { name: 'See your options on leaving service' });
    expect(link.getAttribute('href')).toBe('/fund-details/S1/leaving-service');
  });

  it('leads a member within five years of retirement to their options at retirement', async () => {
    stubFund(aFundDetails({ member: { normalRetirementDate: addYears(TEST_TODAY, 5) } }));
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={institutional} />);
    const link = await screen.findByRole('link', { name: 'See your options at retirement' });
    expect(link.getAttribute('href')).toBe('/fund-details/S1/retirement');
  });

  it('shows no retirement notice a day more than five years out, nor on a tax-free account', async () => {
    const later = addDays(addYears(TEST_TODAY, 5), 1);
    stubFund(aFundDetails({ member: { normalRetirementDate: later } }));
    const first = renderWithProviders(
      <FundDetailsPage schemeNumber="S1" layoutFor={institutional} />,
    );
    expect(await screen.findByRole('heading', { name: 'AF Umbrella Pension Fund' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See your options at retirement' })).toBeNull();
    first.unmount();
    stubFund(
      aFundDetails({
        member: { normalRetirementDate: TEST_TODAY },
        fund: { productTypeCategory: 'Retail', heading: 'Tax Free Savings Account' },
      }),
    );
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={institutional} />);
    expect(await screen.findByRole('heading', { name: 'AF Umbrella Pension Fund' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See your options at retirement' })).toBeNull();
  });

  it('explains the pots, and how the Vested amount relates to the VESTED and NON-VESTED columns', async () => {
    stubFund(aFundDetails({ fund: { twoPotIndicator: 'Y' } }));
    const user = userEvent.setup();
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={institutional} />);
    const button = await screen.findByRole('button', {
      name: 'What do Vested, Savings and Retirement mean?',
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const help = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(help?.hidden).toBe(true);

    // Keyboard: the button opens the explanation right under it.
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(help?.hidden).toBe(false);
    // The explanation's code loads on this first opening.
    await vi.waitFor(() =>
      expect(help?.textContent).toContain(
        'Vested is your vested component, the money from before the two-pot system started.',
      ),
    );
    // The one explanation of vested money: what it holds, on leaving, at retirement, its parts.
    for (const sentence of VESTED_EXPLAINED) expect(help?.textContent).toContain(sentence);
    // The chip's R 50 000.00 is the two columns together: R 40 000.00 VESTED, R 10 000.00 NON-VESTED.
    expect(help?.textContent).toContain(
      'The VESTED and NON-VESTED columns under Portfolios split your Vested amount of R\u00a050\u00a0000.00 into these two parts.',
    );
    expect(help?.textContent).toContain(
      'Added up over your portfolios, VESTED is R\u00a040\u00a0000.00 and NON-VESTED is R\u00a010\u00a0000.00.',
    );
    // The spec's labels stay as they are.
    const pots = screen.getByRole('list', { name: 'Two-pot components' });
    expect(within(pots).getByText('Vested: R 50 000.00')).toBeTruthy();

    // The Portfolios table says what its columns hold, as its description.
    const table = await screen.findByRole('table', { name: 'Portfolios' });
    const description = document.getElementById(table.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain(
      'Added up over all portfolios, they make the Vested amount at the top of the page.',
    );
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(help?.hidden).toBe(true);
  });

  it('shows a retail member one total and the information without salary or rates', async () => {
    stubFund(
      aFundDetails({
        fund: {
          fullProductName: 'AF Retirement Income Solution LA',
          productTypeCategory: 'Retail',
        },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <FundDetailsPage
        schemeNumber="S1"
        layoutFor={(details) => ({
          ...institutional(details),
          showPots: false,
          isRetailView: true,
        })}
      />,
    );
    await screen.findByText('R 250 000.00');
    expect(screen.queryByRole('list', { name: 'Two-pot components' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Information' }));
    expect(await screen.findByRole('heading', { name: 'Member information' })).toBeTruthy();
    expect(screen.queryByText('Annual pensionable salary')).toBeNull();
    expect(screen.queryByText('Member contribution rate')).toBeNull();
    // spec 2 §2: the living annuity view omits member category.
    expect(screen.queryByText('Member category')).toBeNull();
  });

  it('shows the salary tooltip, the two-pot fund view and the Client wording', async () => {
    stubFund(
      aFundDetails({
        fund: { twoPotIndicator: 'Y', pensionServiceCommencementDate: '2016-01-01' },
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <FundDetailsPage schemeNumber="S1" layoutFor={institutional} />,
    );
    await user.click(await screen.findByRole('tab', { name: 'Information' }));
    expect(screen.getByText('R 480 000.00')).toBeTruthy();
    expect(screen.getByText('7.50%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'About annual pensionable salary' })).toBeTruthy();
    expect(screen.getByText('Joined scheme date')).toBeTruthy();
    expect(screen.getByText('Pension service commencement date')).toBeTruthy();
    unmount();

    stubFund(aFundDetails({ fund: { isGlobalProduct: true } }));
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={institutional} />);
    await user.click(await screen.findByRole('tab', { name: 'Information' }));
    expect(screen.getByRole('heading', { name: 'Client information' })).toBeTruthy();
    for (const label of ['Master client status', 'Client no', 'Client category', 'Start date'])
      expect(screen.getByText(label)).toBeTruthy();
  });

  it('opens the Beneficiaries tab from the query flag and shows the service notice once', async () => {
    stubFund();
    const user = userEvent.setup();
    const layout: Layout = (details) => ({
      ...institutional(details),
      beneficiaries: <p>The beneficiaries</p>,
      showServiceNotice: true,
    });
    const { unmount } = renderWithProviders(
      <FundDetailsPage schemeNumber="S1" layoutFor={layout} />,
      { initialPath: '/fund-details/S1?beneficiaries' },
    );
    expect(await screen.findByText('The beneficiaries')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Beneficiaries' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const notice = await screen.findByRole('dialog', { name: 'Service Notice' });
    expect(within(notice).getByText(/\+27 21 000 0000/)).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Thank you' }));
    expect(screen.queryByRole('dialog', { name: 'Service Notice' })).toBeNull();
    expect(window.sessionStorage.getItem(SERVICE_NOTICE_STORAGE_KEY)).toBe('true');
    unmount();
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={layout} />, {
      initialPath: '/fund-details/S1?beneficiaries',
    });
    await screen.findByText('The beneficiaries');
    expect(screen.queryByRole('dialog', { name: 'Service Notice' })).toBeNull();
  });

  it('shows the overview and portfolio failure texts', async () => {
    stubApi({});
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={institutional} />);
    expect(
      await screen.findByText(
        'Something went wrong uploading your Fund overview. Please try logging in later.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Something went wrong uploading your portfolios. Please try logging in later.',
      ),
    ).toBeTruthy();
  });

  it('keeps the portfolios when only they succeeded, and fails when neither did (spec 2 §4)', async () => {
    const portfoliosOnly = { ...aFundDetails(), success: false };
    stubFund(portfoliosOnly);
    const first = renderWithProviders(
      <FundDetailsPage schemeNumber="S1" layoutFor={institutional} />,
    );
    expect(
      await screen.findByText(
        'Something went wrong uploading your Fund overview. Please try logging in later.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Something went wrong uploading your information. Please try logging in later.',
      ),
    ).toBeTruthy();
    const portfolios = screen.getByRole('region', { name: 'Portfolios' });
    expect(
      within(portfolios).queryByText(
        'Something went wrong uploading your portfolios. Please try logging in later.',
      ),
    ).toBeNull();
    expect(portfolios.textContent).toContain(aFundDetails().portfolios[0]!.name);
    expect(screen.queryByRole('heading', { name: 'Transaction Summary' })).toBeNull();
    first.unmount();
    vi.unstubAllGlobals();

    stubFund({ ...aFundDetails(), success: false, portfolioSuccess: false });
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={institutional} />);
    expect(
      await screen.findByText(
        'Something went wrong uploading your portfolios. Please try logging in later.',
      ),
    ).toBeTruthy();
  });

  it('shows the portfolios failure alone when the fund answered without them', async () => {
    stubFund(aFundDetails({ portfolioSuccess: false }));
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={institutional} />);
    expect(await screen.findByRole('heading', { name: 'AF Umbrella Pension Fund' })).toBeTruthy();
    expect(
      screen.getByText(
        'Something went wrong uploading your portfolios. Please try logging in later.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/uploading your Fund overview/)).toBeNull();
  });
});

describe('FundDetailsPage: the Cover section asked for by its address', () => {
  /** A phone: the media query of the 768 px breakpoint matches. */
  function onAPhone() {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 47.99em'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => true,
    }));
  }
  // The test browser has no scrolling; the page's call to it is recorded.
  const scrollIntoView = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  const cover = {
    status: 'covered' as const,
    endedOn: null,
    salary: 480_000,
    premiumRate: 1.5,
    monthlyPremium: 600,
    benefits: [
      {
        benefit: 'death' as const,
        label: 'Death benefit',
        basis: '3 × annual salary',
        amount: 1_440_000,
        paid: 'lumpSum' as const,
        premiumRate: 1.5,
        monthlyPremium: 600,
      },
    ],
    note: null,
  };

  it('opens the Cover panel on a phone and brings it into view (#cover)', async () => {
    onAPhone();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubFund(aFundDetails({ cover }));
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={institutional} />, {
      initialPath: '/?#cover',
    });
    const control = await screen.findByRole('button', { name: 'Cover' });
    await vi.waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Fund Details' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(scrolled).toHaveBeenCalled();
    expect(document.getElementById('cover')?.contains(control)).toBe(true);
  });

  it('keeps the Cover panel closed when it is not asked for', async () => {
    onAPhone();
    stubFund(aFundDetails({ cover }));
    renderWithProviders(<FundDetailsPage schemeNumber="S1" layoutFor={institutional} />);
    const control = await screen.findByRole('button', { name: 'Cover' });
    expect(control.getAttribute('aria-expanded')).toBe('false');
  });
});
