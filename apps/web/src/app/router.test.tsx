import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import {
  aFund,
  aPortalConfig,
  aProfile,
  aRetailFund,
  allFeatures,
  signedInSession,
} from '@/testing/fixtures';
import { jsonResponse, renderRoutes } from '@/testing/render';
import { createRoutes } from './router';

let assign: Mock<(url: string | URL) => void>;

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const memberApi = {
  'GET /api/Config': aPortalConfig({ portalName: 'Fund Portal' }),
  'GET /auth/session': signedInSession,
  'GET /api/Fund/Internal': { success: true, internalFunds: [aFund()] },
  'GET /api/Profile/GetProfileDetails': { success: true, profile: aProfile() },
};

describe('route guards', () => {
  it('sends a guest on a member page to /login, which starts the sign-in', async () => {
    stubApi({ ...memberApi, 'GET /auth/session': { authenticated: false } });

    const { router } = renderRoutes(createRoutes(), { initialPath: '/dashboard' });

    expect(await screen.findByText('Redirecting you to sign in…')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fdashboard');
    // The navigation runs in an effect, which may flush just after the text appears.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/login?next=%2Fdashboard'));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth/login?next=%2Fdashboard',
    );
  });

  it('keeps the page a guest asked for, with its search, through the sign-in (issue 46)', async () => {
    stubApi({ ...memberApi, 'GET /auth/session': { authenticated: false } });

    const { router } = renderRoutes(createRoutes(), {
      initialPath: '/statements-and-documents?tab=tax-certificates',
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const next = encodeURIComponent('/statements-and-documents?tab=tax-certificates');
    expect(router.state.location.search).toBe(`?next=${next}`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/auth/login?next=${next}`));
  });

  it.each(['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/loading'])(
    'starts a plain sign-in when /login is given %s as next',
    async (next) => {
      stubApi({ ...memberApi, 'GET /auth/session': { authenticated: false } });

      renderRoutes(createRoutes(), { initialPath: `/login?next=${encodeURIComponent(next)}` });

      await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/login'));
    },
  );

  it('sends a signed-in member from the landing page to the dashboard', async () => {
    stubApi(memberApi);

    const { router } = renderRoutes(createRoutes(), { initialPath: '/' });

    expect(
      await screen.findByRole('region', {
        name: 'Hello, Thandiwe Mokoena. Welcome to Fund Portal',
      }),
    ).toBeTruthy();
    // The greeting is not a heading: the page's one level-one heading names it.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Dashboard',
    ]);
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard - Fund Portal'));
    expect(await screen.findByRole('article', { name: 'Anchor Retirement Fund' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('Fund Portal © 2026');
  });

  it('shows guests the landing page with a full-page sign-in link', async () => {
    stubApi({ ...memberApi, 'GET /auth/session': { authenticated: false } });

    renderRoutes(createRoutes(), { initialPath: '/home' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Fund Portal' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    await waitFor(() => expect(document.title).toBe('Fund Portal'));
  });

  it('redirects any unknown path to the dashboard', async () => {
    stubApi(memberApi);

    const { router } = renderRoutes(createRoutes(), { initialPath: '/no/such/page' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says why an idle sign-out happened and signs in again to the page left (issue 46)', async () => {
    stubApi({ ...memberApi, 'GET /auth/session': { authenticated: false } });
    window.sessionStorage.setItem(
      'portal.signedOutNote',
      JSON.stringify({ reason: 'idle', minutes: 20, next: '/claims/CLM00000003' }),
    );

    renderRoutes(createRoutes(), { initialPath: '/signed-out' });

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'You have been signed out',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toContain(
      'You were signed out because there was no activity for 20 minutes, to keep your information safe.',
    );
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(
      '/auth/login?next=%2Fclaims%2FCLM00000003',
    );
    await waitFor(() => expect(document.title).toBe('Signed out - Fund Portal'));
    // Read once: a later visit is not told an old reason.
    expect(window.sessionStorage.getItem('portal.signedOutNote')).toBeNull();
  });

  it('only says the member has been signed out without a note', async () => {
    stubApi({ ...memberApi, 'GET /auth/session': { authenticated: false } });

    renderRoutes(createRoutes(), { initialPath: '/signed-out' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have been signed out' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You have been signed out.');
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(
      '/auth/login',
    );
  });

  it('follows no page of another site a note was changed to name', async () => {
    stubApi({ ...memberApi, 'GET /auth/session': { authenticated: false } });
    window.sessionStorage.setItem(
      'portal.signedOutNote',
      JSON.stringify({ reason: 'idle', next: '//evil.example' }),
    );

    renderRoutes(createRoutes(), { initialPath: '/signed-out' });

    expect(
      await screen.findByText(
        'You were signed out because there was no activity for a while, to keep your information safe.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(
      '/auth/login',
    );
  });

  it('lets anyone see the unauthorized page', async () => {
    stubApi({ ...memberApi, 'GET /auth/session': { authenticated: false } });

    renderRoutes(createRoutes(), { initialPath: '/unauthorized' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not verify your session' }),
    ).toBeTruthy();
  });
});

describe('loading page', () => {
  it('goes to the dashboard once the profile has loaded', async () => {
    stubApi(memberApi);

    const { router } = renderRoutes(createRoutes(), { initialPath: '/loading' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('opens the page asked for before signing in (issue 46)', async () => {
    // The page's flag on: with it off, its gate would send the member on to "not found".
    const features = { ...allFeatures(false), profileDetails: true };
    stubApi({
      ...memberApi,
      'GET /api/Config': aPortalConfig({ portalName: 'Fund Portal', features }),
    });

    const { router } = renderRoutes(createRoutes(), {
      initialPath: `/loading?next=${encodeURIComponent('/profile-details?x=1')}`,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-details'));
    expect(router.state.location.search).toBe('?x=1');
    // The page opens there, and the member stays on it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile information' }),
    ).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/profile-details?x=1',
    );
  });

  it.each(['//evil.example', 'https://evil.example/', '/%2F%2Fevil.example', '/login'])(
    'ignores %s as next and opens the dashboard',
    async (next) => {
      stubApi(memberApi);

      const { router } = renderRoutes(createRoutes(), {
        initialPath: `/loading?next=${encodeURIComponent(next)}`,
      });

      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    },
  );

  // spec 1 §4, §8: a profile that cannot be loaded does not keep the member out.
  it.each([
    { products: [], stored: 'Institutional' },
    { products: [aRetailFund()], stored: 'Retail' },
    { products: [aFund()], stored: 'Institutional' },
    { products: [aFund(), aRetailFund()], stored: 'Institutional' },
  ])(
    'lets the member in when the profile fails, typed by their products ($stored for $products.length)',
    async ({ products, stored }) => {
      const calls = stubApi({
        ...memberApi,
        'GET /api/Profile/GetProfileDetails': () =>
          jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
        'GET /api/Fund/GetInternalFundSummary': { success: true, internalFunds: products },
        'GET /api/Fund/Internal': { success: true, internalFunds: products },
      });
      const { router } = renderRoutes(createRoutes(), { initialPath: '/loading' });

      expect(
        await screen.findByText(
          'Something went wrong in showing your profile. Please try logging in later.',
        ),
      ).toBeTruthy();
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(calls.some((call) => call.url === '/api/Fund/GetInternalFundSummary')).toBe(true);
      expect(window.sessionStorage.getItem('USER_TYPE')).toBe(stored);
      expect(
        screen.queryByText('There was an issue loading your dashboard. Please try again later.'),
      ).toBeNull();
    },
  );

  it('shows the error and signs out through the return link', async () => {
    const calls = stubApi({
      ...memberApi,
      'GET /auth/session': { authenticated: false },
      'POST /auth/logout': { success: true, redirectUrl: 'https://idp.test/session/end' },
    });
    window.localStorage.setItem('kept', 'x');
    window.sessionStorage.setItem('USER_TYPE', 'Institutional');

    renderRoutes(createRoutes(), { initialPath: '/loading' });

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Error'));
    expect(
      screen.getByText('There was an issue loading your dashboard. Please try again later.'),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading your dashboard' })).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Return to login' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.test/session/end'));
    const logoutCall = calls.find((call) => call.url === '/auth/logout');
    expect(logoutCall?.body).toEqual({ returnTo: '/login' });
    expect(logoutCall?.headers.get('apikey')).toBe('af-connect-web');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('reports Authorizing first, then Error when there is no session', async () => {
    let answerSession: (response: Response) => void = () => {};
    stubApi({
      ...memberApi,
      'GET /auth/session': () => new Promise<Response>((resolve) => (answerSession = resolve)),
    });

    renderRoutes(createRoutes(), { initialPath: '/loading' });

    expect(await screen.findByText('Authorizing')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Authorizing');
    answerSession(jsonResponse({ authenticated: false }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Error'));
  });
});
