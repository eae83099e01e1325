import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsFromWire } from '@portal/contract/calls/projection';
import { totalToWire } from '@portal/contract/projection';
import { USER_TYPE_STORAGE_KEY } from '@portal/domain/member';
import { formatRand } from '@portal/domain/money';
import { projectRetirement, totalOf } from '@portal/domain/projection';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anExternalFund,
  externalFundTypesResponse,
} from '@/features/external-funds/testing/external-fund-fixtures';
import {
  aPortfolioHistory,
  aPortfolioSummary,
} from '@/features/portfolio/testing/portfolio-fixtures';
import { stubApi, type RecordedCall } from '@/testing/api-stub';
import { aFund, aPortalConfig, aProfile, allFeatures, signedInSession } from '@/testing/fixtures';
import { jsonResponse, renderRoutes } from '@/testing/render';
import {
  aFundProjection,
  anAssumptions,
  aSavingsProjection,
} from '@/features/projection/testing/projection-fixtures';
import { createRoutes } from '../router';

// My portfolio and the dashboard's external funds on the real routes: the page behind its flag,
// an employer fund's savings withdrawal only for members who may open claims and a retail
// product's on its own page, the external funds behind theirs, and a change to an external fund
// refreshing the portfolio's figures.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

type Flags = Partial<ReturnType<typeof allFeatures>>;

function stubMember(
  userType: 'Institutional' | 'Retail',
  flags: Flags,
  extra: Parameters<typeof stubApi>[0] = {},
): RecordedCall[] {
  return stubApi({
    'GET /api/Config': aPortalConfig({ features: { ...allFeatures(false), ...flags } }),
    'GET /auth/session': signedInSession,
    'GET /api/Fund/Internal': { success: true, internalFunds: [aFund()] },
    'GET /api/Profile/GetProfileDetails': { success: true, profile: aProfile({ userType }) },
    'GET /api/Notice/GetNoticeToDisplay': { isSuccess: true, result: [] },
    'GET /api/Fund/GetInternalPolicies': { success: true, policies: [], nobCovers: [] },
    'GET /api/Portfolio/GetPortfolioSummary': { success: true, summary: aPortfolioSummary() },
    'GET /api/Portfolio/GetPortfolioHistory': { success: true, history: aPortfolioHistory() },
    'GET /api/Fund/GetExternalFunds': { success: true, externalFunds: [anExternalFund()] },
    'GET /api/Fund/GetExternalInvestmentAndProductTypes': externalFundTypesResponse,
    ...extra,
  });
}

const summaryCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/Portfolio/GetPortfolioSummary')).length;

describe('My portfolio', () => {
  it('is not found while its flag is off', async () => {
    stubMember('Institutional', { portfolios: false });
    renderRoutes(createRoutes(), { initialPath: '/portfolios' });
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
  });

  it('shows the sections and the external funds, and refreshes the totals after a delete', async () => {
    const calls = stubMember(
      'Institutional',
      { portfolios: true, externalFunds: true },
      {
        'DELETE /api/Fund/DeleteExternalFund': () => jsonResponse({ success: true }),
      },
    );
    const user = userEvent.setup();
    renderRoutes(createRoutes(), { initialPath: '/portfolios' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My portfolio' })).toBeTruthy();
    for (const name of ['Everything you hold', 'Your savings pot', 'Your returns']) {
      expect(await screen.findByRole('region', { name })).toBeTruthy();
    }
    const pot = screen.getByRole('region', { name: 'Your savings pot' });
    const link = await within(pot).findByRole('link', { name: /Withdraw from your savings pot/ });
    expect(link.getAttribute('href')).toBe('/claims/savings-withdrawal/S1001');

    const external = screen.getByRole('region', { name: 'Funds you hold elsewhere' });
    await user.click(
      await within(external).findByRole('button', { name: 'Delete Coronation Balanced Plus' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Do you want to delete this fund?' });
    const before = summaryCalls(calls);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(summaryCalls(calls)).toBeGreaterThan(before));
  });

  it('gives a retail member no savings withdrawal, and leaves out the external funds with their flag off', async () => {
    window.sessionStorage.setItem(USER_TYPE_STORAGE_KEY, 'Retail');
    const calls = stubMember('Retail', { portfolios: true, externalFunds: false });
    renderRoutes(createRoutes(), { initialPath: '/portfolios' });
    const pot = await screen.findByRole('region', { name: 'Your savings pot' });
    await within(pot).findAllByText('R 30 000.00');
    expect(within(pot).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Funds you hold elsewhere' })).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/Fund/GetExternalFunds'))).toBe(false);
  });
});

describe('My portfolio savings pot of a retail product', () => {
  const withRetailProduct = () => {
    const summary = aPortfolioSummary();
    const [employerFund] = summary.internalFunds;
    if (!employerFund) throw new Error('no fund in the fixture');
    return aPortfolioSummary({
      internalFunds: [
        employerFund,
        {
          ...employerFund,
          schemeNumber: 'RA 7/1',
          name: 'Horizon Retirement Annuity',
          productTypeCategory: 'Retail',
          savingsPot: 84679.62,
        },
      ],
      savingsPot: { total: 114679.62, claimableSchemeNumbers: ['S1001', 'RA 7/1'] },
    });
  };

  it.each([
    // The retail view: no Claims, so only the retail product's withdrawal, on its own page.
    ['Retail', [['Horizon Retirement Annuity', '/fund-details/RA%207%2F1/savings-withdrawal']]],
    // The institutional view: the employer fund's under Claims, the retail product's on its page.
    [
      'Institutional',
      [
        ['Anchor Retirement Fund', '/claims/savings-withdrawal/S1001'],
        ['Horizon Retirement Annuity', '/fund-details/RA%207%2F1/savings-withdrawal'],
      ],
    ],
  ] as const)(
    'in the %s view links each fund where its withdrawal is made',
    async (view, links) => {
      window.sessionStorage.setItem(USER_TYPE_STORAGE_KEY, view);
      stubMember(
        view,
        { portfolios: true },
        {
          'GET /api/Portfolio/GetPortfolioSummary': { success: true, summary: withRetailProduct() },
        },
      );
      renderRoutes(createRoutes(), { initialPath: '/portfolios' });
      const pot = await screen.findByRole('region', { name: 'Your savings pot' });
      await within(pot).findByText('R 84 679.62');
      await vi.waitFor(() => expect(within(pot).getAllByRole('link')).toHaveLength(links.length));
      for (const [name, href] of links)
        expect(
          within(pot)
            .getByRole('link', { name: `Withdraw from your savings pot from ${name}` })
            .getAttribute('href'),
        ).toBe(href);
    },
  );
});

describe('the dashboard external funds', () => {
  it('lists them beside the funds with us when their flag is on', async () => {
    stubMember('Institutional', { externalFunds: true });
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const external = await screen.findByRole('region', { name: 'Funds you hold elsewhere' });
    expect(
      within(external).getByRole('article', { name: 'Coronation Balanced Plus' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your funds' })).toBeTruthy();
  });

  it('shows the external funds error text when their load fails', async () => {
    stubMember(
      'Institutional',
      { externalFunds: true },
      { 'GET /api/Fund/GetExternalFunds': { success: false, externalFunds: [] } },
    );
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const external = await screen.findByRole('region', { name: 'Funds you hold elsewhere' });
    expect((await within(external).findByRole('alert')).textContent).toContain(
      'Something went wrong uploading your external funds. Please try logging in later.',
    );
    // The funds with us are unaffected.
    expect(await screen.findByRole('article', { name: 'Anchor Retirement Fund' })).toBeTruthy();
  });

  it('neither loads nor shows them while their flag is off', async () => {
    const calls = stubMember('Institutional', { externalFunds: false });
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    await screen.findByRole('heading', { name: 'Your funds' });
    expect(screen.queryByRole('region', { name: 'Funds you hold elsewhere' })).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/Fund/GetExternalFunds'))).toBe(false);
  });
});

describe('My portfolio: Retirement income', () => {
  const fund = aFundProjection();
  const savings = aSavingsProjection();
  const projections = [fund, savings];
  const answer = {
    success: true,
    projections,
    notProjected: [],
    total: totalToWire(
      totalOf(projections.map((each) => projectRetirement(inputsFromWire(each.inputs)))),
    ),
    assumptions: anAssumptions(),
  };
  const text = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');

  it('gives the total income a month and each fund’s line, as the dashboard does', async () => {
    stubMember(
      'Institutional',
      { portfolios: true, retirementProjection: true },
      { 'GET /api/Projection': answer },
    );
    renderRoutes(createRoutes(), { initialPath: '/portfolios' });
    const section = await screen.findByRole('region', { name: 'Retirement income' });
    const label = await within(section).findByText(/^Expected income a month at retirement/);
    const total = answer.total.scenarios[1]?.monthlyIncome ?? 0;
    expect(total).toBe(fund.scenarios[1].monthlyIncome);
    expect(text(label.nextElementSibling)).toBe(
      formatRand(Math.round(total * 100)).replace(/\u00a0/g, ' '),
    );
    const lines = within(section).getByRole('list', { name: "Each fund's projection" });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(lines).getByRole('link', { name: savings.productName }).getAttribute('href'),
    ).toBe(`/retirement-projection?fund=${savings.schemeNumber}`);
  });

  it('says so when the projection cannot be worked out', async () => {
    stubMember(
      'Institutional',
      { portfolios: true },
      { 'GET /api/Projection': { success: false, code: 'INTERNAL', message: 'x' } },
    );
    renderRoutes(createRoutes(), { initialPath: '/portfolios' });
    const section = await screen.findByRole('region', { name: 'Retirement income' });
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'Your retirement income could not be worked out just now. Please try again later.',
    );
  });
});
