import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_TYPE_STORAGE_KEY } from '@portal/domain/member';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { MEMBER_PAGES } from './member-pages';
import type { MemberPage } from './member-pages';
import { createRoutes } from './router';

// Every page built, each (but the dashboard) a stub rendering its own heading: the shell as the
// finished portal will have it, whatever the real pages do.
const ALL_BUILT: MemberPage[] = MEMBER_PAGES.map((page) =>
  page.path === 'dashboard'
    ? page
    : {
        ...page,
        load: () => Promise.resolve({ Component: () => <h1>{page.title} page</h1> }),
      },
);
/** The pages whose issues are not built yet, with their parameters filled in. */
const NOT_BUILT_PATHS = MEMBER_PAGES.filter((page) => !page.load).map(
  (page) => `/${page.path.replace(/:[A-Za-z]+/g, 'X1')}`,
);
const ALL_ON = allFeatures(true);

const INSTITUTIONAL = aFund();
const RETAIL = aRetailFund();

function memberApi({
  userType = 'Institutional',
  features = ALL_ON,
}: { userType?: 'Institutional' | 'Retail' | 'Hybrid'; features?: Partial<typeof ALL_ON> } = {}) {
  return {
    'GET /api/Config': aPortalConfig({
      portalName: 'Fund Portal',
      features: { ...aPortalConfig().features, ...features },
    }),
    'GET /auth/session': signedInSession,
    'GET /api/Fund/Internal': { success: true, internalFunds: [INSTITUTIONAL, RETAIL] },
    'GET /api/Profile/GetProfileDetails': { success: true, profile: aProfile({ userType }) },
    'GET /api/Notice/GetNoticeToDisplay': { isSuccess: true, result: [] },
    'GET /api/Inbox/GetUnreadCount': { success: true, unread: 2 },
  };
}

// Whole-app renders with lazy pages: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  setViewportWidth(1024, 768);
});

async function mainNavLabels() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

function accentStyles(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

describe('header navigation by member type (every page built)', () => {
  it.each([
    ['Institutional', ['My portfolio', 'Claims', 'Documents', 'Tools and calculators']],
    ['Retail', ['My portfolio', 'Tools and calculators']],
    ['Hybrid', ['My portfolio', 'Claims', 'Documents', 'Tools and calculators']],
  ] as const)('a %s member sees %j', async (userType, expected) => {
    stubApi(memberApi({ userType }));
    renderRoutes(createRoutes({ pages: ALL_BUILT }), { initialPath: '/dashboard' });

    await waitFor(async () => expect(await mainNavLabels()).toEqual(expected));
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('radiogroup') !== null).toBe(userType === 'Hybrid');
    // Every kind of member has the inbox, outside the navigation (DESIGN §1e).
    expect(await within(banner).findByRole('link', { name: 'Inbox, 2 unread' })).toBeTruthy();
  });

  it('leaves out the items whose flags are off', async () => {
    stubApi(memberApi({ features: { portfolios: false, statements: false } }));
    renderRoutes(createRoutes({ pages: ALL_BUILT }), { initialPath: '/dashboard' });

    await waitFor(async () =>
      expect(await mainNavLabels()).toEqual(['Claims', 'Tools and calculators']),
    );
  });

  it('links no page that is not built', async () => {
    stubApi(memberApi());
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });

    await screen.findByRole('region', { name: /Hello, Thandiwe Mokoena/ });
    const header = screen.getByRole('banner');
    const hrefs = within(header)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of NOT_BUILT_PATHS) expect(hrefs).not.toContain(path);
  });
});

describe('the hybrid switch', () => {
  it('switches the navigation, guards and theme, and keeps the view in session storage', async () => {
    const user = userEvent.setup();
    stubApi(memberApi({ userType: 'Hybrid' }));
    const { router } = renderRoutes(createRoutes({ pages: ALL_BUILT }), {
      initialPath: '/claims',
    });

    // Stored and shown as institutional first (spec 1 §4).
    expect(await screen.findByRole('heading', { name: 'Claims page' })).toBeTruthy();
    expect(window.sessionStorage.getItem(USER_TYPE_STORAGE_KEY)).toBe('Institutional');
    const header = screen.getByRole('banner');
    expect(header.getAttribute('data-view')).toBe('Institutional');
    expect(accentStyles()).toContain('--mantine-color-accent-8: #0b7a5c');

    await user.click(within(header).getByRole('radio', { name: 'Retail' }));

    expect(window.sessionStorage.getItem(USER_TYPE_STORAGE_KEY)).toBe('Retail');
    await waitFor(() => expect(header.getAttribute('data-view')).toBe('Retail'));
    expect(await mainNavLabels()).toEqual(['My portfolio', 'Tools and calculators']);
    // Claims is for institutional members: as retail the page says where the claims are.
    expect(await screen.findByRole('heading', { level: 1, name: 'Your claims' })).toBeTruthy();
    expect(screen.getByText(/switch to it with the view switch in the header/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/claims');
    expect(accentStyles()).toContain('--mantine-color-accent-8: #7d3ea7');
  });

  it('starts in the stored view', async () => {
    window.sessionStorage.setItem(USER_TYPE_STORAGE_KEY, 'Retail');
    stubApi(memberApi({ userType: 'Hybrid' }));
    renderRoutes(createRoutes({ pages: ALL_BUILT }), { initialPath: '/dashboard' });

    await waitFor(async () =>
      expect(await mainNavLabels()).toEqual(['My portfolio', 'Tools and calculators']),
    );
    expect(
      within(screen.getByRole('banner')).getByRole<HTMLInputElement>('radio', { name: 'Retail' })
        .checked,
    ).toBe(true);
  });

  it('takes the type from the products when the profile fails (spec 1 §4)', async () => {
    stubApi({
      ...memberApi(),
      'GET /api/Profile/GetProfileDetails': { success: false },
      // spec 1 §7: the internal fund summary, asked for on a profile failure.
      'GET /api/Fund/GetInternalFundSummary': {
        success: true,
        internalFunds: [INSTITUTIONAL, RETAIL],
      },
    });
    renderRoutes(createRoutes({ pages: ALL_BUILT }), { initialPath: '/dashboard' });

    // An institutional and a retail product: hybrid, shown as institutional with the switch.
    expect(await within(await screen.findByRole('banner')).findByRole('radiogroup')).toBeTruthy();
    expect(window.sessionStorage.getItem(USER_TYPE_STORAGE_KEY)).toBe('Institutional');
  });
});

describe('guards', () => {
  it('sends a page whose flag is off to /not-found', async () => {
    stubApi(memberApi({ features: { portfolios: false } }));
    const { router } = renderRoutes(createRoutes({ pages: ALL_BUILT }), {
      initialPath: '/portfolios',
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    // A signed-in member keeps the header on the not-found page.
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('sends profile details to /not-found with the default flags (off by default)', async () => {
    stubApi(memberApi({ features: {} }));
    const { router } = renderRoutes(createRoutes({ pages: ALL_BUILT }), {
      initialPath: '/profile-details',
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it.each([
    ['/claims', 'Your claims', /Claims on your products are made with your financial adviser/],
    ['/claims/CLM-1', 'Your claims', /open a product from your dashboard/],
    [
      '/claims/report-a-death',
      'Your claims',
      /Each of your products has a page with its value, transactions, statements and documents/,
    ],
    [
      '/statements-and-documents',
      'Your statements and documents',
      /Your statements, tax certificates and other documents are on each of your products’ pages/,
    ],
    ['/manage-beneficiaries', 'Your beneficiaries', /in the Beneficiaries tab/],
  ])('tells a retail member at %s where to find it instead', async (path, title, sentence) => {
    stubApi(memberApi({ userType: 'Retail' }));
    const { router } = renderRoutes(createRoutes({ pages: ALL_BUILT }), { initialPath: path });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(sentence)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    // The page itself is not shown, and the address stays.
    expect(screen.queryByRole('heading', { name: /page$/ })).toBeNull();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(NOT_BUILT_PATHS)('sends %s to /not-found while its page is not built', async (path) => {
    stubApi(memberApi());
    const { router } = renderRoutes(createRoutes(), { initialPath: path });

    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('opens a built page whose flag is on, with its title', async () => {
    stubApi(memberApi());
    renderRoutes(createRoutes({ pages: ALL_BUILT }), { initialPath: '/fund-details/S1001' });

    expect(await screen.findByRole('heading', { name: 'Fund details page' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Fund details - Fund Portal'));
  });
});

describe('header actions', () => {
  it('links edit profile and reset password in the same window and the adviser in a new tab', async () => {
    const user = userEvent.setup();
    stubApi(memberApi());
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });

    const header = await screen.findByRole('banner');
    await user.click(
      await within(header).findByRole('button', { name: 'Account menu for Thandiwe Mokoena' }),
    );
    const editProfile = await screen.findByRole('menuitem', { name: 'Edit profile' });
    expect(editProfile.getAttribute('href')).toBe('https://id.example.test/profile');
    expect(editProfile.getAttribute('target')).toBeNull();
    const reset = screen.getByRole('menuitem', { name: 'Reset password' });
    expect(reset.getAttribute('href')).toBe('https://id.example.test/reset');
    expect(reset.getAttribute('target')).toBeNull();
    const adviser = screen.getByRole('menuitem', { name: /Contact adviser/ });
    expect(adviser.getAttribute('href')).toBe('https://example.test/adviser');
    expect(adviser.getAttribute('target')).toBe('_blank');
    expect(adviser.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('opens the account menu from the keyboard, its items loaded when first asked for', async () => {
    const user = userEvent.setup();
    stubApi(memberApi());
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });

    const header = await screen.findByRole('banner');
    const button = await within(header).findByRole('button', {
      name: 'Account menu for Thandiwe Mokoena',
    });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    button.focus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Profile details',
      'Messages to the fund',
      'Complaints',
      'Edit profile',
      'Reset password',
      'Contact adviser (opens in a new tab)',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Account menu for Thandiwe Mokoena',
    );
  });

  it('offers the same items in the burger menu on a phone', async () => {
    // Mantine hides the burger from 768 px up (its CSS applies in happy-dom): a phone's width.
    setViewportWidth(375);
    const user = userEvent.setup();
    stubApi(memberApi({ userType: 'Hybrid' }));
    renderRoutes(createRoutes({ pages: ALL_BUILT }), { initialPath: '/dashboard' });

    const burger = await screen.findByRole('button', { name: 'Open menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    await user.click(burger);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() =>
      expect(
        within(within(drawer).getByRole('navigation', { name: 'Main' }))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['My portfolio', 'Claims', 'Documents', 'Tools and calculators']),
    );
    expect(within(drawer).getByRole('radiogroup')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Inbox (2 unread)' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Edit profile' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Reset password' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: /Contact adviser/ })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows the contact-adviser action in the welcome banner', async () => {
    stubApi(memberApi());
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });

    const banner = await screen.findByRole('region', {
      name: 'Hello, Thandiwe Mokoena. Welcome to Fund Portal',
    });
    const link = await within(banner).findByRole('link', { name: /Contact adviser/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('page views and titles', () => {
  it('pushes a page view with the path and the title on each navigation', async () => {
    stubApi(memberApi());
    const { router } = renderRoutes(createRoutes({ pages: ALL_BUILT }), {
      initialPath: '/dashboard',
    });

    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: 'page_view',
        page_path: '/dashboard',
        page_title: 'Dashboard - Fund Portal',
      }),
    );
    await router.navigate('/tools-and-calculators');
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: 'page_view',
        page_path: '/tools-and-calculators',
        page_title: 'Tools and calculators - Fund Portal',
      }),
    );
  });

  it('leaves /unauthorized out', async () => {
    stubApi({ ...memberApi(), 'GET /auth/session': { authenticated: false } });
    renderRoutes(createRoutes(), { initialPath: '/unauthorized' });

    await screen.findByRole('heading', { name: 'We could not verify your session' });
    expect(window.dataLayer).toEqual([]);
    // Visitors who are not signed in get no header; the footer keeps only its legal line.
    expect(screen.queryByRole('banner')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('contentinfo').textContent).toBe('Fund Portal © 2026'),
    );
  });
});

describe('dashboard notices', () => {
  it('shows the notices flagged for the Dashboard', async () => {
    stubApi({
      ...memberApi(),
      'GET /api/Notice/GetNoticeToDisplay': {
        isSuccess: true,
        result: [
          {
            navigationType: 'Dashboard',
            sourceSystem: ['UMBRELLA_AFCONNECT_WEB'],
            categoryTitleToDisplay: 'Two-pot retirement system',
            htmlContent: '<p>Split <strong>pots</strong>.</p><script>window.hacked = true</script>',
          },
          {
            navigationType: 'Documents',
            sourceSystem: ['UMBRELLA_AFCONNECT_WEB'],
            categoryTitleToDisplay: 'For another page',
            htmlContent: '<p>Not here.</p>',
          },
        ],
      },
    });
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });

    const notice = await screen.findByRole('region', { name: 'Two-pot retirement system' });
    expect(notice.textContent).toContain('Split pots.');
    // What the sanitiser keeps and drops is checked in Chromium (e2e/src/sanitize-html.e2e.ts):
    // DOMPurify needs a browser's own parser, which happy-dom does not reproduce.
    expect(screen.queryByText('For another page')).toBeNull();
  });

  it('shows no notice when the call is not successful', async () => {
    stubApi({
      ...memberApi(),
      'GET /api/Notice/GetNoticeToDisplay': { isSuccess: false, result: [] },
    });
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });

    await screen.findByRole('heading', { name: 'Your funds' });
    expect(screen.queryByTestId('dashboard-notices')).toBeNull();
  });
});
