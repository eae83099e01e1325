import { screen, within } from '@testing-library/react';
import type { InternalFund } from '@portal/contract/fund';
import { USER_TYPE_STORAGE_KEY } from '@portal/domain/member';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import {
  aFund,
  aPortalConfig,
  aProfile,
  aRetailFund,
  allFeatures,
  signedInSession,
} from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { createRoutes } from '../router';

// The dashboard's ways into the beneficiary pages (spec 1 §4 "show manage beneficiaries") and its
// large referral card (spec 3 §2.9), on the real dashboard route.

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const ALL_ON = allFeatures(true);
const INSTITUTIONAL = aFund();
const RETAIL = aRetailFund();

function stubMember(userType: 'Institutional' | 'Hybrid', funds: InternalFund[]) {
  stubApi({
    'GET /api/Config': aPortalConfig({ features: { ...aPortalConfig().features, ...ALL_ON } }),
    'GET /auth/session': signedInSession,
    'GET /api/Fund/Internal': { success: true, internalFunds: funds },
    'GET /api/Profile/GetProfileDetails': { success: true, profile: aProfile({ userType }) },
    'GET /api/Notice/GetNoticeToDisplay': { isSuccess: true, result: [] },
    'GET /api/Fund/GetInternalPolicies': { success: true, policies: [], nobCovers: [] },
  });
}

async function investments() {
  const heading = await screen.findByRole('heading', { name: 'Investments and policies' });
  return heading.closest('section') as HTMLElement;
}

describe('dashboard', () => {
  it('offers manage beneficiaries to a hybrid member in the institutional view', async () => {
    stubMember('Hybrid', [INSTITUTIONAL, RETAIL]);
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const section = await investments();
    expect(within(section).getByRole('link', { name: 'Manage beneficiaries' })).toBeTruthy();
  });

  it('judges a hybrid member in the retail view as retail: no manage beneficiaries', async () => {
    window.sessionStorage.setItem(USER_TYPE_STORAGE_KEY, 'Retail');
    stubMember('Hybrid', [INSTITUTIONAL, RETAIL]);
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    await screen.findByRole('heading', { name: 'AF Investment Plan' });
    expect(
      await screen.findByRole('heading', { name: 'Good things are better shared' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage beneficiaries' })).toBeNull();
  });

  it('shows the large referral card, but not to staff members', async () => {
    stubMember('Institutional', [INSTITUTIONAL]);
    const first = renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Good things are better shared' });
    expect(within(card).getByRole('button', { name: 'Refer now' })).toBeTruthy();
    first.unmount();
    vi.unstubAllGlobals();

    stubMember('Institutional', [aFund({ sourceSystemName: 'STAFF' })]);
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    await investments();
    expect(screen.queryByText('Good things are better shared')).toBeNull();
  });
});
