import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataArchive } from '@portal/contract/my-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { aFund, aPortalConfig, aProfile, allFeatures, signedInSession } from '@/testing/fixtures';
import { jsonResponse, renderRoutes, setViewportWidth } from '@/testing/render';
import { createRoutes } from '../router';

// The "Your data" page in the whole app (issue 49 point 2; POPIA section 23): what the archive
// holds, "Download my data" and the archive being prepared until it is ready to download, the
// refusal of a second archive the same day in the server's words, and the list's loading, error
// and empty states.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  setViewportWidth(1024, 768);
});

const TODAY = aPortalConfig().today;
const REFUSAL =
  'You have already asked for your data today. You can ask for a new archive from 2 Dec 2026.';

function anArchive(overrides: Partial<DataArchive> = {}): DataArchive {
  return {
    id: '6f1c2a4e-9d3b-4c57-8a1e-2b3c4d5e6f70',
    status: 'Ready',
    requestedAt: `${TODAY}T08:00:00.000Z`,
    readyAt: `${TODAY}T08:00:05.000Z`,
    expiresAt: '2026-12-08T08:00:05.000Z',
    sizeBytes: 48_213,
    ...overrides,
  };
}

function answer(archives: DataArchive[]) {
  return { success: true, archives, nextAllowedOn: TODAY, keepDays: 7 };
}

function stubMember(getArchives: unknown, requestArchive?: unknown) {
  return stubApi({
    'GET /api/Config': aPortalConfig({
      portalName: 'Fund Portal',
      features: { ...aPortalConfig().features, ...allFeatures(true) },
    }),
    'GET /auth/session': signedInSession,
    'GET /api/Fund/Internal': { success: true, internalFunds: [aFund()] },
    'GET /api/Profile/GetProfileDetails': { success: true, profile: aProfile() },
    'GET /api/Notice/GetNoticeToDisplay': { isSuccess: true, result: [] },
    'GET /api/Fund/GetInternalPolicies': { success: true, policies: [], nobCovers: [] },
    'GET /api/Inbox/GetUnreadCount': { success: true, unread: 0 },
    'GET /api/MyData/GetArchives': getArchives,
    ...(requestArchive ? { 'POST /api/MyData/RequestArchive': requestArchive } : {}),
  });
}

describe('the "Your data" page', () => {
  it('says what the archive holds, prepares one and offers it once ready', async () => {
    const user = userEvent.setup();
    let archives: DataArchive[] = [];
    const calls = stubMember(
      () => jsonResponse(answer(archives)),
      () => {
        const preparing = anArchive({
          status: 'Preparing',
          readyAt: null,
          expiresAt: null,
          sizeBytes: null,
        });
        archives = [anArchive()];
        return jsonResponse({ ...answer([preparing]), archive: preparing });
      },
    );
    renderRoutes(createRoutes(), { initialPath: '/my-data' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Your data - Fund Portal'));
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('Protection of Personal Information Act (section 23)');
    expect(main.textContent).toContain('your sign-ins, sessions, passkeys');
    expect(await screen.findByText('You have not asked for your data yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      calls.some((call) => call.method === 'POST' && call.url.includes('RequestArchive')),
    ).toBe(true);
    expect(await screen.findByText('Being prepared. This page updates by itself.')).toBeTruthy();
    expect(
      screen
        .getAllByRole('status')
        .some((status) => status.textContent?.includes('We are preparing your archive.')),
    ).toBe(true);

    // The list is asked again while an archive is being prepared.
    const download = await screen.findByRole(
      'button',
      { name: /^Download your data archive of/ },
      { timeout: 8_000 },
    );
    expect(download.getAttribute('href')).toBe(
      '/api/MyData/DownloadArchive?id=6f1c2a4e-9d3b-4c57-8a1e-2b3c4d5e6f70',
    );
    const list = screen.getByRole('list', { name: 'Your archives' });
    expect(within(list).getByText('Ready to download')).toBeTruthy();
    expect(list.textContent).toContain('47 KB');
    expect(list.textContent).toContain('Can be downloaded until 8 Dec 2026 10:00 GMT+2');
  });

  it('shows the refusal of a second archive the same day in the server’s words', async () => {
    const user = userEvent.setup();
    stubMember(answer([anArchive()]), () =>
      jsonResponse({ success: false, code: 'RATE_LIMITED', message: REFUSAL }, 429),
    );
    renderRoutes(createRoutes(), { initialPath: '/my-data' });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(REFUSAL);
  });

  it('says when the archives cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubMember(() =>
      isDown
        ? jsonResponse({ success: false, code: 'INTERNAL', message: 'Internal error' }, 500)
        : jsonResponse(answer([anArchive({ status: 'Expired', sizeBytes: 1 })])),
    );
    renderRoutes(createRoutes(), { initialPath: '/my-data' });
    expect(
      await screen.findByText('We could not load your archives.', {}, { timeout: 8_000 }),
    ).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Deleted after its days. Ask for a new one if you need it.'),
    ).toBeTruthy();
  });

  it('fits a phone', async () => {
    setViewportWidth(320);
    stubMember(answer([anArchive()]));
    renderRoutes(createRoutes(), { initialPath: '/my-data' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: /^Download your data archive of/ }),
    ).toBeTruthy();
  });
});
