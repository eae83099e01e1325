import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import type { SessionInfo } from '@portal/contract/auth';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '@/testing/render';
import { sessionQueryKey } from '../api/get-session';
import { readSignedOutNote } from '../utils/signed-out-note';
import { IDLE_MODAL_TITLE } from './idle-warning-modal';
import { SessionActivity } from './session-activity';

// Real timers with short durations (as the server's SESSION_IDLE_MINUTES allows for tests):
// idle after 0.6 s, then a 1.8 s countdown.
const IDLE_MINUTES = 0.01;
const WARNING_MINUTES = 0.03;

let assign: Mock<(url: string | URL) => void>;
let calls: ReturnType<typeof stubApi>;

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  calls = stubApi({
    'POST /auth/keepalive': {
      success: true,
      idleExpiresAt: '2026-01-01T10:20:00.000Z',
      idleRemainingMs: 20 * 60_000,
    },
    'POST /auth/logout': { success: true, redirectUrl: 'https://idp.test/session/end' },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function renderSession() {
  return renderWithProviders(
    <SessionActivity idleMinutes={IDLE_MINUTES} warningMinutes={WARNING_MINUTES} isReady />,
  );
}

describe('SessionActivity', () => {
  it('warns after the idle time with a countdown in seconds; Continue resumes and keeps alive', async () => {
    const user = userEvent.setup();
    renderSession();

    const dialog = await screen.findByRole('dialog', { name: IDLE_MODAL_TITLE }, { timeout: 3000 });
    const seconds = Number(screen.getByTestId('idle-seconds-left').textContent);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(2);
    expect(dialog.textContent).toContain('seconds');
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.some((call) => call.url === '/auth/keepalive')).toBe(true));
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs out when the countdown ends, to the page that says why, keeping the page left', async () => {
    window.sessionStorage.setItem('USER_TYPE', 'Retail');
    const before = window.location.href;
    window.history.replaceState(null, '', '/claims/CLM00000003?from=mail#progress');
    renderSession();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.test/session/end'), {
      timeout: 5000,
    });
    expect(calls.find((call) => call.url === '/auth/logout')?.body).toEqual({
      returnTo: '/signed-out',
    });
    // Everything else is cleared; the note for /signed-out is kept after (issue 46).
    expect(window.sessionStorage.getItem('USER_TYPE')).toBeNull();
    expect(window.sessionStorage.length).toBe(1);
    expect(readSignedOutNote()).toEqual({
      reason: 'idle',
      minutes: IDLE_MINUTES + WARNING_MINUTES,
      next: '/claims/CLM00000003?from=mail#progress',
    });
    window.history.replaceState(null, '', before);
  });

  it('leaves for the page that says why when the server has ended the session during the countdown', async () => {
    // The server counts from the member's last call, which came a little before this tab's last
    // activity (the page took over after the server drew it): its deadline passes while the
    // countdown still shows, and the check just after it finds the session gone.
    calls = stubApi({
      'GET /auth/session': () => jsonResponse({ success: false, code: 'UNAUTHORIZED' }, 401),
      // No session left on the server: the sign-out comes straight back to the page asked for.
      'POST /auth/logout': { success: true, redirectUrl: '/signed-out' },
    });
    const before = window.location.href;
    window.history.replaceState(null, '', '/statements-and-documents?tab=tax-certificates');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(sessionQueryKey, {
      authenticated: true,
      user: { givenName: 'Thandiwe', familyName: 'Nkosi' },
      idleExpiresAt: new Date(Date.now() + 500).toISOString(),
      idleRemainingMs: 500,
    });
    renderWithProviders(
      <SessionActivity idleMinutes={IDLE_MINUTES} warningMinutes={WARNING_MINUTES} isReady />,
      { queryClient },
    );

    await screen.findByRole('dialog', { name: IDLE_MODAL_TITLE }, { timeout: 3000 });
    await waitFor(() => expect(calls.some((call) => call.url === '/auth/session')).toBe(true), {
      timeout: 3000,
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/signed-out'), { timeout: 3000 });
    // Not reported as a session lost (which sends the member to sign in, without a word of why).
    expect(queryClient.getQueryData<SessionInfo>(sessionQueryKey)?.authenticated).toBe(true);
    expect(calls.filter((call) => call.url === '/auth/logout')).toHaveLength(1);
    expect(readSignedOutNote()).toEqual({
      reason: 'idle',
      minutes: IDLE_MINUTES + WARNING_MINUTES,
      next: '/statements-and-documents?tab=tax-certificates',
    });
    window.history.replaceState(null, '', before);
  });

  it('signs out to the start page, with no note, when the member chooses Logout', async () => {
    const user = userEvent.setup();
    renderSession();

    await screen.findByRole('dialog', { name: IDLE_MODAL_TITLE }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.test/session/end'));
    expect(calls.find((call) => call.url === '/auth/logout')?.body).toEqual({ returnTo: '/' });
    expect(readSignedOutNote()).toBeUndefined();
  });

  it('signs out with Logout and tells the other tabs', async () => {
    const user = userEvent.setup();
    const otherTab = new BroadcastChannel('portal-session');
    const received: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => received.push(event.data);
    renderSession();

    await screen.findByRole('dialog', { name: IDLE_MODAL_TITLE }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.test/session/end'));
    await waitFor(() =>
      expect(received).toEqual([{ type: 'signed-out', tabId: expect.any(String) }]),
    );
    otherTab.close();
  });

  it('leaves for the start page when another tab signs out', async () => {
    renderWithProviders(<SessionActivity idleMinutes={15} warningMinutes={5} isReady />);
    window.sessionStorage.setItem('USER_TYPE', 'Institutional');

    const otherTab = new BroadcastChannel('portal-session');
    otherTab.postMessage({ type: 'signed-out', tabId: 'another-tab' });
    otherTab.close();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(window.sessionStorage.length).toBe(0);
  });

  it('leaves for the signed-out note, with its own page, when another tab’s countdown ends', async () => {
    const before = window.location.href;
    window.history.replaceState(null, '', '/fund-details/100001');
    renderWithProviders(<SessionActivity idleMinutes={15} warningMinutes={5} isReady />);
    window.sessionStorage.setItem('USER_TYPE', 'Institutional');

    const otherTab = new BroadcastChannel('portal-session');
    otherTab.postMessage({ type: 'signed-out', tabId: 'another-tab', reason: 'idle' });
    otherTab.close();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/signed-out'));
    expect(window.sessionStorage.getItem('USER_TYPE')).toBeNull();
    expect(readSignedOutNote()).toEqual({
      reason: 'idle',
      minutes: 20,
      next: '/fund-details/100001',
    });
    window.history.replaceState(null, '', before);
  });

  it('does not leave when this tab itself signs out and tells the others', async () => {
    const user = userEvent.setup();
    renderSession();

    await screen.findByRole('dialog', { name: IDLE_MODAL_TITLE }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.test/session/end'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Only the provider's end-session page: its own broadcast did not send it to '/' as well.
    expect(assign.mock.calls).toEqual([['https://idp.test/session/end']]);
  });

  it('goes only where its own sign-out sends it when another tab signs out at the same time', async () => {
    // Both tabs' countdowns end together: this tab's sign-out is on its way when the other's
    // message arrives. A second navigation (to '/') would cut off the first.
    let answerLogout: (response: Response) => void = () => {};
    calls = stubApi({
      'POST /auth/logout': () =>
        new Promise<Response>((resolve) => {
          answerLogout = resolve;
        }),
    });
    renderSession();
    await waitFor(() => expect(calls.some((call) => call.url === '/auth/logout')).toBe(true), {
      timeout: 5000,
    });

    const otherTab = new BroadcastChannel('portal-session');
    otherTab.postMessage({ type: 'signed-out', tabId: 'another-tab' });
    otherTab.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    answerLogout(jsonResponse({ success: true, redirectUrl: 'https://idp.test/session/end' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.test/session/end'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(assign.mock.calls).toEqual([['https://idp.test/session/end']]);
  });

  it('keeps the warning away while the member is active', async () => {
    renderSession();

    for (let step = 0; step < 6; step += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
      fireEvent.keyDown(document, { key: 'a' });
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
