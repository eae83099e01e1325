import type { FundCosts } from '@portal/contract/costs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { aFundDetails, transactionsResponse } from '../testing/fixtures';
import { COSTS_EMPTY, COSTS_ERROR, CostsSection } from './costs-section';
import { FundDetailsPage } from './fund-details-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const figures = (investmentManagement: number, administration: number, other = 0) => ({
  investmentManagement,
  advice: 0,
  administration,
  other,
  total: Math.round((investmentManagement + administration + other) * 100) / 100,
});

function aFundCosts(overrides: Partial<FundCosts> = {}): FundCosts {
  return {
    schemeNumber: 'S1',
    productName: 'AF Umbrella Pension Fund',
    terms: [
      { label: '1 year', months: 12, toAge55: false, figures: figures(1.3, 1.2) },
      { label: '3 years', months: 36, toAge55: false, figures: figures(1.3, 1.1) },
      { label: '5 years', months: 60, toAge55: false, figures: figures(1.3, 1.0) },
      { label: '10 years', months: 120, toAge55: false, figures: figures(1.3, 0.9) },
    ],
    showsOther: false,
    inputs: {
      valueDate: '2025-05-30',
      value: 100_000,
      monthlyContribution: 1_000,
      holdings: [],
      monthlyAdminFee: 60,
      adminFeeCap: 1.2,
      assetBasedFee: 0.5,
      adviceFee: 0,
      assumedGrowth: 6,
    },
    method: ['How it is worked out.'],
    footnotes: ['No advice fee was supplied for your membership, so none could be included.'],
    ...overrides,
  };
}

describe('CostsSection', () => {
  it('shows the EAC as a table with a caption, the terms as columns and the costs as rows', async () => {
    stubApi({ 'GET /api/Fund/Costs/S1': { success: true, costs: aFundCosts() } });
    renderWithProviders(<CostsSection schemeNumber="S1" />);

    const table = await screen.findByRole('table', {
      name: 'Your Effective Annual Cost a year, by how long you stay invested',
    });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['Cost', '1 year', '3 years', '5 years', '10 years']);
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual([
      'Investment management',
      'Advice',
      'Administration',
      'Effective Annual Cost',
    ]);
    const total = within(table).getByRole('row', { name: /^Effective Annual Cost/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2.5 %', '2.4 %', '2.3 %', '2.2 %']);
    // The table's scrolling box is reachable by keyboard and named by the caption.
    const region = screen.getByRole('region', { name: /Effective Annual Cost a year/ });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getByText(/is what your savings cost you each year/)).toBeTruthy();
    expect(screen.getByText(/No advice fee was supplied/)).toBeTruthy();
  });

  it('shows the Other row only when it is not zero', async () => {
    const terms = aFundCosts().terms.map((term) => ({ ...term, figures: figures(1.25, 1.2, 0.1) }));
    stubApi({
      'GET /api/Fund/Costs/S1': { success: true, costs: aFundCosts({ terms, showsOther: true }) },
    });
    renderWithProviders(<CostsSection schemeNumber="S1" />);
    expect(await screen.findByRole('rowheader', { name: 'Other' })).toBeTruthy();
  });

  it('downloads the disclosure as a PDF', async () => {
    const calls = stubApi({
      'GET /api/Fund/Costs/S1': { success: true, costs: aFundCosts() },
      'GET /api/Fund/Costs/S1/Pdf': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:costs');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderWithProviders(<CostsSection schemeNumber="S1" />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Download the Effective Annual Cost disclosure (PDF)',
      }),
    );
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.some((call) => call.url.startsWith('/api/Fund/Costs/S1/Pdf'))).toBe(true);
  });

  it('says when the fund has no cost figures yet', async () => {
    stubApi({ 'GET /api/Fund/Costs/S1': { success: true, costs: null } });
    renderWithProviders(<CostsSection schemeNumber="S1" />);
    expect(await screen.findByText(COSTS_EMPTY)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the figures cannot be loaded', async () => {
    stubApi({
      'GET /api/Fund/Costs/S1': () =>
        jsonResponse({ success: false, code: 'INTERNAL', message: 'Server error' }, 500),
    });
    renderWithProviders(<CostsSection schemeNumber="S1" />);
    expect(await screen.findByText(COSTS_ERROR)).toBeTruthy();
  });

  it('tells a screen reader while it loads', () => {
    stubApi({ 'GET /api/Fund/Costs/S1': () => new Promise<Response>(() => {}) });
    renderWithProviders(<CostsSection schemeNumber="S1" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the cost figures');
  });
});

describe('the fund details page', () => {
  it('has a Costs section with its heading and the table', async () => {
    stubApi({
      'GET /api/Fund/GetFundDetails/S1': aFundDetails(),
      'GET /api/Fund/GetFundDetails/S1/TransactionDetails': transactionsResponse([]),
      'GET /api/Fund/Costs/S1': { success: true, costs: aFundCosts() },
    });
    renderWithProviders(
      <FundDetailsPage
        schemeNumber="S1"
        layoutFor={() => ({
          sidePanel: null,
          showPots: true,
          isRetailView: false,
          beneficiaries: null,
          showServiceNotice: false,
          hub: null,
        })}
      />,
    );
    const section = (await screen.findByRole('heading', { level: 2, name: 'Costs' })).closest(
      'section',
    );
    if (!section) throw new Error('the Costs heading is not in a section');
    expect(
      await within(section).findByRole('table', { name: /Your Effective Annual Cost/ }),
    ).toBeTruthy();
  });
});
