import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { stubApi } from '@/testing/api-stub';
import { aFund, aPortalConfig, aProfile, allFeatures, signedInSession } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { lifeCoverPoliciesResponse } from '@/features/nominations/testing/nomination-fixtures';
import { createRoutes } from './router';

// The privacy switch in the signed-in header, on the real dashboard route: every rand amount on
// the page turns into 'R •••••' and back, and the choice outlives the page.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
  setAmountsHidden(false);
});

const RAND_AMOUNT = /R\s?\d/;

function stubMember() {
  stubApi({
    'GET /api/Config': aPortalConfig({
      features: { ...aPortalConfig().features, ...allFeatures(true) },
    }),
    'GET /auth/session': signedInSession,
    'GET /api/Fund/Internal': { success: true, internalFunds: [aFund()] },
    'GET /api/Profile/GetProfileDetails': {
      success: true,
      profile: aProfile({ userType: 'Institutional' }),
    },
    'GET /api/Notice/GetNoticeToDisplay': { isSuccess: true, result: [] },
    'GET /api/Fund/GetInternalPolicies': lifeCoverPoliciesResponse({
      amount: 500000,
      caseKey: 'C1',
      caseMemberKey: 'CM1',
      fundName: 'AF Umbrella Pension Fund',
      memberNumber: 'M-100200',
      sourceSystemName: 'NOB',
    }),
    'GET /api/Fund/GetExternalFunds': { success: true, externalFunds: [] },
  });
}

describe('privacy switch on the dashboard', () => {
  it('hides every amount on the page and shows them again', async () => {
    stubMember();
    const user = userEvent.setup();
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const fund = await screen.findByRole('article', { name: aFund().fullproductname });
    expect(within(fund).getByText('R 1 234 567.89')).toBeTruthy();
    expect(await screen.findByText('R 500 000.00')).toBeTruthy();

    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('switch', { name: 'Hide amounts' }));
    expect(within(fund).getByText(HIDDEN_AMOUNT)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(RAND_AMOUNT);
    expect(within(header).getByText('Amounts hidden')).toBeTruthy();

    await user.click(within(header).getByRole('switch', { name: 'Hide amounts' }));
    expect(within(fund).getByText('R 1 234 567.89')).toBeTruthy();
  });

  it('opens with amounts hidden when the member hid them before', async () => {
    setAmountsHidden(true);
    stubMember();
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const fund = await screen.findByRole('article', { name: aFund().fullproductname });
    expect(within(fund).getByText(HIDDEN_AMOUNT)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Hide amounts' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(document.body.textContent).not.toMatch(RAND_AMOUNT);
  });
});
