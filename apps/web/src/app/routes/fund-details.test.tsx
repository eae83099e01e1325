import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeatureFlagNameSchema } from '@portal/contract/config';
import type { FeatureFlagName } from '@portal/contract/config';
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
import { createRoutes } from '../router';

// The fund details route's Beneficiaries tab (spec 2 §2, §6): opened by `?beneficiaries`, the
// fund's own retirement nomination from the nominations feature, retail products on the form.

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

function stubMember(options: { retail?: boolean; nominationFails?: boolean } = {}) {
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
  stubApi({
    'GET /api/Config': aPortalConfig({ features: { ...aPortalConfig().features, ...ALL_ON } }),
    'GET /auth/session': signedInSession,
    'GET /api/Fund/Internal': { success: true, internalFunds: [aFund({ schemeNumber: 'S1' })] },
    'GET /api/Profile/GetProfileDetails': { success: true, profile: aProfile() },
    'GET /api/Notice/GetNoticeToDisplay': { isSuccess: true, result: [] },
    'GET /api/Fund/GetFundDetails/S1': fund,
    'GET /api/Fund/GetFundDetails/S1/TransactionDetails': transactionsResponse([]),
    ...(options.nominationFails
      ? {}
      : { 'GET /api/Nomination': nominationResponse(options.retail ? [] : [OTHER, OWN]) }),
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
    const chart = within(panel).getByRole('table', { name: 'Allocation per beneficiary' });
    expect(within(chart).getByText('Bea Smith')).toBeTruthy();
    expect(within(chart).getByText('70.00%')).toBeTruthy();
  });

  it('gives a retail product Go to form and the Nomination of Beneficiaries modal', async () => {
    stubMember({ retail: true });
    const user = userEvent.setup();
    renderRoutes(createRoutes(), { initialPath: '/fund-details/S1?beneficiaries' });
    const panel = await beneficiariesPanel();
    expect(
      await within(panel).findByRole('heading', { name: 'No beneficiaries loaded yet' }),
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
