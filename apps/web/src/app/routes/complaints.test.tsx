import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { renderRoutes, setViewportWidth } from '@/testing/render';
import {
  aComplaint,
  aComplaintsAnswer,
  aComplaintSummary,
} from '@/features/complaints/testing/complaints-fixtures';
import { createRoutes } from '../router';

// The complaints pages in the whole app (issue 49 point 1): reached from the account menu by
// every kind of member, what a complaint is in plain words, and a complaint lodged and then
// acknowledged on its own page with the focus on the acknowledgement.

// Whole-app renders with lazy pages: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  setViewportWidth(1024, 768);
});

function stubMember(userType: 'Institutional' | 'Retail' | 'Hybrid' = 'Institutional') {
  return stubApi({
    'GET /api/Config': aPortalConfig({
      portalName: 'Fund Portal',
      features: { ...aPortalConfig().features, ...allFeatures(true) },
    }),
    'GET /auth/session': signedInSession,
    'GET /api/Fund/Internal': { success: true, internalFunds: [aFund(), aRetailFund()] },
    'GET /api/Profile/GetProfileDetails': { success: true, profile: aProfile({ userType }) },
    'GET /api/Notice/GetNoticeToDisplay': { isSuccess: true, result: [] },
    'GET /api/Fund/GetInternalPolicies': { success: true, policies: [], nobCovers: [] },
    'GET /api/Inbox/GetUnreadCount': { success: true, unread: 0 },
    'GET /api/Complaints/GetComplaints': aComplaintsAnswer([aComplaintSummary()]),
    'GET /api/Complaints/GetComplaint': { success: true, complaint: aComplaint() },
    'POST /api/Complaints/Lodge': { success: true, complaint: aComplaint() },
  });
}

describe('the complaints page', () => {
  it.each(['Institutional', 'Retail'] as const)(
    'is in a %s member’s account menu, and says what a complaint is',
    async (userType) => {
      const user = userEvent.setup();
      stubMember(userType);
      const { router } = renderRoutes(createRoutes(), { initialPath: '/dashboard' });

      const header = await screen.findByRole('banner');
      await user.click(await within(header).findByRole('button', { name: /Account menu/ }));
      await user.click(await screen.findByRole('menuitem', { name: 'Complaints' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Complaints' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/complaints');
      await waitFor(() => expect(document.title).toBe('Complaints - Fund Portal'));
      const main = screen.getByRole('main');
      expect(main.textContent).toContain(
        'The fund must answer you in writing within 30 days (section 30A of the Pension Funds Act).',
      );
      expect(main.textContent).toContain('Pension Funds Adjudicator, free of charge');
      expect(
        within(main).getByRole('link', { name: 'send us a message' }).getAttribute('href'),
      ).toBe('/messages');
      expect(await screen.findByRole('link', { name: 'Complaint CMP-7KQ2XM4P' })).toBeTruthy();
      expect(screen.getByRole('form', { name: 'Lodge a complaint' })).toBeTruthy();
    },
  );

  it('is in the menu on a phone as well', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    stubMember('Retail');
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      (await within(drawer).findByRole('link', { name: 'Complaints' })).getAttribute('href'),
    ).toBe('/complaints');
  });

  it('lodges a complaint and acknowledges it on its page, the focus on the acknowledgement', async () => {
    const user = userEvent.setup();
    stubMember();
    const { router } = renderRoutes(createRoutes(), { initialPath: '/complaints' });

    await user.selectOptions(
      await screen.findByLabelText(/What is your complaint about/),
      'contributions',
    );
    await user.type(screen.getByLabelText(/^Your complaint\b/), 'Not paid since September.');
    await user.type(screen.getByLabelText(/What would you like the fund to do/), 'Collect them.');
    await user.click(screen.getByRole('button', { name: 'Lodge complaint' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complaint CMP-7KQ2XM4P' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/complaints/CMP-7KQ2XM4P');
    const breadcrumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(breadcrumbs).getByRole('link', { name: 'Complaints' })).toBeTruthy();
    const acknowledgement = await screen.findByText(
      'Your complaint CMP-7KQ2XM4P was received on 1 Dec 2026. The fund must answer by 31 Dec 2026.',
    );
    await waitFor(() => expect(document.activeElement?.contains(acknowledgement)).toBe(true));
  });
});
