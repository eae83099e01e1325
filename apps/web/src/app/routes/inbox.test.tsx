import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import type { RecordedCall } from '@/testing/api-stub';
import {
  aFund,
  aPortalConfig,
  aProfile,
  aRetailFund,
  allFeatures,
  signedInSession,
} from '@/testing/fixtures';
import { jsonResponse, renderRoutes, setViewportWidth } from '@/testing/render';
import { aNotice, aNoticesAnswer, aStatementNotice } from '@/features/inbox/testing/inbox-fixtures';
import { createRoutes } from '../router';

// The inbox in the whole app: the header's bell for every kind of member, the page it leads to,
// and the bell's count following the notices the member opens (DESIGN §1e "Notices").

// Whole-app renders with lazy pages: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  setViewportWidth(1024, 768);
});

const UNREAD = 'GET /api/Inbox/GetUnreadCount';

function stubMember(
  userType: 'Institutional' | 'Retail' | 'Hybrid' = 'Institutional',
  extra: Parameters<typeof stubApi>[0] = {},
) {
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
    [UNREAD]: { success: true, unread: 3 },
    'GET /api/Inbox/GetNotices': aNoticesAnswer([aNotice(), aStatementNotice()], { unread: 3 }),
    'POST /api/Inbox/MarkRead': { success: true, unread: 2 },
    ...extra,
  });
}

function callsTo(calls: readonly RecordedCall[], path: string): RecordedCall[] {
  return calls.filter((call) => call.url.split('?')[0] === path);
}

describe('the inbox bell in the header', () => {
  it.each(['Institutional', 'Retail', 'Hybrid'] as const)(
    'leads a %s member to the inbox, saying how many notices are unread',
    async (userType) => {
      const user = userEvent.setup();
      stubMember(userType);
      const { router } = renderRoutes(createRoutes(), { initialPath: '/dashboard' });

      const header = await screen.findByRole('banner');
      const bell = await within(header).findByRole('link', { name: 'Inbox, 3 unread' });
      expect(bell.getAttribute('href')).toBe('/inbox');
      await user.click(bell);

      expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/inbox');
      await waitFor(() => expect(document.title).toBe('Inbox - Fund Portal'));
      expect(await screen.findByText('2 notices, 3 unread')).toBeTruthy();
    },
  );

  it('says no count when nothing is unread', async () => {
    stubMember('Institutional', { [UNREAD]: { success: true, unread: 0 } });
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Inbox' })).toBeTruthy();
    expect(within(header).queryByTestId('inbox-badge')).toBeNull();
  });

  it('is in the menu on a phone as well', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    stubMember('Retail');
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Inbox, 3 unread' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const link = within(drawer).getByRole('link', { name: 'Inbox (3 unread)' });
    expect(link.getAttribute('href')).toBe('/inbox');
  });

  it('asks for the count again when the member comes back to the window', async () => {
    let unread = 3;
    const calls = stubMember('Institutional', {
      [UNREAD]: () => jsonResponse({ success: true, unread }),
    });
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const header = await screen.findByRole('banner');
    await within(header).findByRole('link', { name: 'Inbox, 3 unread' });

    // A notice arrives while the member is in another window for a minute.
    unread = 4;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    window.dispatchEvent(new Event('visibilitychange'));

    expect(await within(header).findByRole('link', { name: 'Inbox, 4 unread' })).toBeTruthy();
    expect(callsTo(calls, '/api/Inbox/GetUnreadCount').length).toBeGreaterThanOrEqual(2);
  });
});

describe('opening a notice', () => {
  it('marks it read once, and the bell and the list follow without asking again', async () => {
    const user = userEvent.setup();
    const calls = stubMember();
    renderRoutes(createRoutes(), { initialPath: '/inbox' });

    const header = await screen.findByRole('banner');
    const bell = await within(header).findByRole('link', { name: 'Inbox, 3 unread' });
    const notice = await screen.findByRole('button', { name: /Your savings withdrawal was paid/ });
    await user.click(notice);

    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Inbox, 2 unread'));
    expect(await screen.findByText('2 notices, 2 unread')).toBeTruthy();
    const status = within(header)
      .getAllByRole('status')
      .find((region) => region.textContent === '2 unread notices');
    expect(status).toBeTruthy();
    await user.click(notice);
    await user.click(notice);

    const marks = callsTo(calls, '/api/Inbox/MarkRead');
    expect(marks.map((call) => call.body)).toEqual([{ id: 1 }]);
    expect(callsTo(calls, '/api/Inbox/GetNotices')).toHaveLength(1);
    expect(callsTo(calls, '/api/Inbox/GetUnreadCount')).toHaveLength(1);
  });
});
