import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeatureFlagNameSchema } from '@portal/contract/config';
import type { FeatureFlagName } from '@portal/contract/config';
import { formatRand } from '@portal/domain/money';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aFundDetails, transactionsResponse } from '@/features/fund-details/testing/fixtures';
import {
  aBeneficiary,
  aNomination,
  nominationResponse,
} from '@/features/nominations/testing/nomination-fixtures';
import { stubApi } from '@/testing/api-stub';
import { aFund, aPortalConfig, aProfile, signedInSession } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { aFundProjection, anAssumptions } from '@/features/projection/testing/projection-fixtures';
import { createRoutes } from '../router';

// The fund details route's Beneficiaries tab (spec 2 §2, §6): opened by `?beneficiaries`, the
// fund's own retirement nomination from the nominations feature, retail products on the form.
// The open tab is kept in the URL (`?tab=…`) through the phone/desktop switch and back/forward.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const ALL_ON = Object.fromEntries(
  FeatureFlagNameSchema.options.map((name) => [name, true]),
) as Record<FeatureFlagName, boolean>;

const OWN = aNomination({
  membership: { ...aNomination().membership, schemeNumber: 'S1' },
  beneficiaries: [
    aBeneficiary({ nomineeIdentifier: 1, allocation: 70 }),
    aBeneficiary({
      nomineeIdentifier: 2,
      firstName: 'Bea',
      name: 'Bea',
      lastName: 'Smith',
      surname: 'Smith',
      allocation: 30,
    }),
  ],
});
const OTHER = aNomination({
  key: 'AF Umbrella Provident Fund',
  caseMbrKey: 'CMK2',
  membership: { ...aNomination().membership, caseMbrKey: 'CMK2', schemeNumber: 'S2' },
  beneficiaries: [aBeneficiary({ firstName: 'Zed', name: 'Zed', surname: 'Other' })],
});

function stubMember(
  options: {
    retail?: boolean;
    nominationFails?: boolean;
    features?: Partial<Record<FeatureFlagName, boolean>>;
    isGlacierProduct?: boolean;
    extra?: Record<string, unknown>;
  } = {},
) {
  const fund = options.retail
    ? aFundDetails({
        overview: { name: 'AF Preservation Pension Fund' },
        fund: {
          fullProductName: 'AF Preservation Pension Fund',
          productTypeCategory: 'Retail',
          isRetail: true,
        },
      })
    : aFundDetails();
  return stubApi({
    'GET /api/Config': aPortalConfig({
      features: { ...aPortalConfig().features, ...ALL_ON, ...options.features },
    }),
    'GET /auth/session': signedInSession,
    'GET /api/Fund/Internal': { success: true, internalFunds: [aFund({ schemeNumber: 'S1' })] },
    'GET /api/Profile/GetProfileDetails': { success: true, profile: aProfile() },
    'GET /api/Notice/GetNoticeToDisplay': { isSuccess: true, result: [] },
    'GET /api/Fund/GetFundDetails/S1': fund,
    'GET /api/Fund/GetFundDetails/S1/TransactionDetails': transactionsResponse([]),
    ...(options.isGlacierProduct === undefined
      ? {}
      : {
          'GET /api/Fund/GetGlacierInfo/S1': {
            success: true,
            glacierInfo: {
              schemeNumber: 'S1',
              heading: options.isGlacierProduct ? 'Discretionary Saving' : 'Pension Fund',
              sourceSystemName: 'GLACIER',
              isGlacierProduct: options.isGlacierProduct,
            },
          },
        }),
    ...(options.nominationFails
      ? {}
      : { 'GET /api/Nomination': nominationResponse(options.retail ? [] : [OTHER, OWN]) }),
    ...options.extra,
  });
}

async function beneficiariesPanel() {
  const tab = await screen.findByRole('tab', { name: 'Beneficiaries' });
  expect(tab.getAttribute('aria-selected')).toBe('true');
  return screen.getByRole('tabpanel', { name: 'Beneficiaries' });
}

describe('fund details route: Beneficiaries tab', () => {
  it('opens on ?beneficiaries with this fund’s nomination, Add, the row menus and the toggle', async () => {
    stubMember();
    const user = userEvent.setup();
    renderRoutes(createRoutes(), { initialPath: '/fund-details/S1?beneficiaries' });
    const panel = await beneficiariesPanel();
    const table = await within(panel).findByRole('table');
    expect(within(table).getByText('Bea')).toBeTruthy();
    expect(within(table).queryByText('Zed')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Add beneficiary' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Actions for Bea Smith' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Download PDF' })).toBeTruthy();

    await user.click(within(panel).getByRole('radio', { name: 'Chart' }));
    const chart = await within(panel).findByRole('table', { name: 'Allocation per beneficiary' });
    expect(within(chart).getByText('Bea Smith')).toBeTruthy();
    expect(within(chart).getByText('70.00%')).toBeTruthy();
  });

  it('gives a retail product Go to form and the Nomination of Beneficiaries modal', async () => {
    stubMember({ retail: true });
    const user = userEvent.setup();
    renderRoutes(createRoutes(), { initialPath: '/fund-details/S1?beneficiaries' });
    const panel = await beneficiariesPanel();
    expect(
      await within(panel).findByRole('heading', { name: 'No beneficiaries nominated yet' }),
    ).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Add beneficiary' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Go to form' }));
    const modal = await screen.findByRole('dialog', { name: 'Nomination of Beneficiaries' });
    expect(within(modal).getByText('nominations@example.test')).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('shows the beneficiaries failure text when the nominations fail', async () => {
    stubMember({ nominationFails: true });
    renderRoutes(createRoutes(), { initialPath: '/fund-details/S1?beneficiaries' });
    const panel = await beneficiariesPanel();
    expect(
      await within(panel).findByText(
        'Something went wrong uploading your beneficiaries. Please try logging in later.',
      ),
    ).toBeTruthy();
  });
});

/**
 * A window whose width can cross the phone breakpoint (768 px) during a test: the media queries
 * answer by it and tell their listeners when it changes.
 */
function resizableWindow() {
  const original = window.matchMedia;
  let isPhone = false;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const phoneQuery = (query: string) => query.includes('max-width: 47.99em');
  window.matchMedia = ((query: string) => ({
    get matches() {
      return phoneQuery(query) && isPhone;
    },
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => {
      if (phoneQuery(query)) listeners.add(listener);
    },
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => {
      listeners.delete(listener);
    },
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    setPhone(value: boolean) {
      isPhone = value;
      act(() => {
        for (const listener of listeners) listener({ matches: value });
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

function selectedTab() {
  return screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);
}

describe('fund details route: the open tab', () => {
  it('keeps the tab in the URL through a turn to a phone, a reload and back/forward', async () => {
    stubMember();
    const screenSize = resizableWindow();
    try {
      const user = userEvent.setup();
      const { router, unmount } = renderRoutes(createRoutes(), {
        initialPath: '/fund-details/S1',
      });
      await screen.findByRole('tab', { name: 'Information' });
      expect(selectedTab()).toEqual(['Transaction details']);
      // The page's one title; the greeting above it is not a heading.
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
        'Product details',
      ]);

      await user.click(screen.getByRole('tab', { name: 'Information' }));
      expect(router.state.location.search).toBe('?tab=information');
      expect(selectedTab()).toEqual(['Information']);

      // A tablet turned: the page changes to its phone layout, the tab stays open.
      screenSize.setPhone(true);
      await screen.findByRole('button', { name: 'Fund Details' });
      expect(selectedTab()).toEqual(['Information']);

      await act(() => router.navigate(-1));
      await waitFor(() => expect(selectedTab()).toEqual(['Transaction details']));
      await act(() => router.navigate(1));
      await waitFor(() => expect(selectedTab()).toEqual(['Information']));
      unmount();

      // A reload of the address opens the same tab.
      screenSize.setPhone(false);
      renderRoutes(createRoutes(), { initialPath: '/fund-details/S1?tab=beneficiaries' });
      await waitFor(() => expect(selectedTab()).toEqual(['Beneficiaries']));
    } finally {
      screenSize.restore();
    }
  });

  it('keeps the tabs with their roles and arrow keys in one scrolling row', async () => {
    stubMember();
    const user = userEvent.setup();
    const { router } = renderRoutes(createRoutes(), { initialPath: '/fund-details/S1' });
    const list = await screen.findByRole('tablist', { name: 'Fund details' });
    const [first] = within(list).getAllByRole('tab');
    first?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Beneficiaries');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=beneficiaries'));
  });
});

describe('fund details route: the investment hub (Glacier info)', () => {
  const hubButton = () => screen.queryByRole('button', { name: 'Go to the investment hub' });

  it('offers the hub when Glacier info says the fund is a Glacier plan', async () => {
    const calls = stubMember({ isGlacierProduct: true });
    renderRoutes(createRoutes(), { initialPath: '/fund-details/S1' });
    expect(await screen.findByRole('button', { name: 'Go to the investment hub' })).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/Fund/GetGlacierInfo/S1')).toBe(true);
  });

  it('does not offer it for another plan, nor when Glacier info fails', async () => {
    for (const isGlacierProduct of [false, undefined]) {
      const calls = stubMember({ isGlacierProduct });
      const { unmount } = renderRoutes(createRoutes(), { initialPath: '/fund-details/S1' });
      await screen.findByRole('tablist', { name: 'Fund details' });
      await waitFor(() =>
        expect(calls.some((call) => call.url === '/api/Fund/GetGlacierInfo/S1')).toBe(true),
      );
      // The answer has been taken in (the first case shows the button within this time).
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(hubButton()).toBeNull();
      unmount();
    }
  });

  it('asks nothing while the flyover’s flag is off', async () => {
    const calls = stubMember({ isGlacierProduct: true, features: { glacierHubFlyover: false } });
    renderRoutes(createRoutes(), { initialPath: '/fund-details/S1' });
    await screen.findByRole('tablist', { name: 'Fund details' });
    expect(calls.some((call) => call.url.startsWith('/api/Fund/GetGlacierInfo'))).toBe(false);
    expect(hubButton()).toBeNull();
  });
});

describe('fund details route: the Projection section', () => {
  const projection = aFundProjection({ schemeNumber: 'S1' });
  const answer = {
    success: true,
    projection,
    notProjected: null,
    assumptions: anAssumptions(),
  };

  async function projectionSection() {
    const heading = await screen.findByRole('heading', { level: 2, name: 'Projection' });
    return heading.closest('section') as HTMLElement;
  }

  it('gives the fund’s expected income and the way to its projection page', async () => {
    stubMember({ extra: { 'GET /api/Projection/S1': answer } });
    renderRoutes(createRoutes(), { initialPath: '/fund-details/S1' });
    const section = await projectionSection();
    const income = projection.scenarios[1].monthlyIncome ?? 0;
    expect(income).toBeGreaterThan(0);
    expect(
      await within(section).findByText(
        formatRand(Math.round(income * 100)).replace(/\u00a0/g, ' '),
      ),
    ).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: 'See how it is worked out and try what-ifs' })
        .getAttribute('href'),
    ).toBe('/retirement-projection?fund=S1');
  });

  it('says why a fund is not projected', async () => {
    const reason = 'A living annuity already pays you an income, so it is not projected.';
    stubMember({
      extra: {
        'GET /api/Projection/S1': {
          ...answer,
          projection: null,
          notProjected: { schemeNumber: 'S1', productName: 'Living Annuity', reason },
        },
      },
    });
    renderRoutes(createRoutes(), { initialPath: '/fund-details/S1' });
    const section = await projectionSection();
    expect(await within(section).findByText(reason)).toBeTruthy();
  });
});
