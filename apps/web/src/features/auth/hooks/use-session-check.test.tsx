import type { SessionInfo } from '@portal/contract/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { createTestQueryClient, jsonResponse } from '@/testing/render';
import { sessionQueryKey } from '../api/get-session';
import { AFTER_DEADLINE_MS, CHECK_SPACING_MS, useSessionCheck } from './use-session-check';

// spec 1 §9 "Token re-read every 5 seconds", as a server-side session reads it: an ended session
// is noticed when the tab comes back, just after its idle deadline, or from a 401, and reported
// (the session becomes signed out, and the other tabs are told), without asking on a timer.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Check({ onEnded }: { onEnded?: () => boolean }) {
  useSessionCheck(true, onEnded);
  return null;
}

/** A live session with `remainingMs` to its idle deadline (by the server's clock). */
function signedIn(remainingMs: number): SessionInfo {
  return {
    authenticated: true,
    user: { givenName: 'Thandiwe', familyName: 'Nkosi' },
    idleExpiresAt: new Date(Date.now() + remainingMs).toISOString(),
    idleRemainingMs: remainingMs,
  };
}

function renderCheck(session: SessionInfo, onEnded?: () => boolean) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  render(
    <QueryClientProvider client={queryClient}>
      <Check onEnded={onEnded} />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** The messages other tabs receive on the session channel. */
function listenToOtherTabs(): unknown[] {
  const received: unknown[] = [];
  const channel = new BroadcastChannel('portal-session');
  channel.onmessage = (event: MessageEvent) => received.push(event.data);
  return received;
}

const sessionCalls = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((call) => call.url === '/auth/session').length;

describe('the session check', () => {
  it('asks nothing while the tab stays in view before the idle deadline', async () => {
    vi.useFakeTimers();
    const calls = stubApi({ 'GET /auth/session': signedIn(20 * 60_000) });
    renderCheck(signedIn(20 * 60_000));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    });
    expect(sessionCalls(calls)).toBe(0);
  });

  it('asks when the tab comes back, and reports an ended session to this tab and the others', async () => {
    const received = listenToOtherTabs();
    const calls = stubApi({
      'GET /auth/session': () => jsonResponse({ success: false, code: 'UNAUTHORIZED' }, 401),
    });
    const queryClient = renderCheck(signedIn(20 * 60_000));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ authenticated: false }),
    );
    // Focus and visibility together are one check.
    expect(sessionCalls(calls)).toBe(1);
    await waitFor(() =>
      expect(received).toEqual([expect.objectContaining({ type: 'signed-out' })]),
    );
  });

  it('keeps a live session and its new deadline when the tab comes back', async () => {
    const later = signedIn(30 * 60_000);
    const calls = stubApi({ 'GET /auth/session': later });
    const queryClient = renderCheck(signedIn(20 * 60_000));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() =>
      expect(queryClient.getQueryData<SessionInfo>(sessionQueryKey)).toEqual(later),
    );
    expect(sessionCalls(calls)).toBe(1);
    // Back again within the spacing: no second call.
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(sessionCalls(calls)).toBe(1);
    expect(CHECK_SPACING_MS).toBeLessThanOrEqual(5000);
  });

  it('asks just after the idle deadline, and follows a deadline moved by activity', async () => {
    vi.useFakeTimers();
    const calls = stubApi({
      'GET /auth/session': () => jsonResponse({ success: false, code: 'UNAUTHORIZED' }, 401),
    });
    const queryClient = renderCheck(signedIn(60_000));
    // Activity moves the deadline 2 minutes on (a keep-alive answer).
    act(() => {
      queryClient.setQueryData(sessionQueryKey, signedIn(120_000));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000 + AFTER_DEADLINE_MS);
    });
    expect(sessionCalls(calls)).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(sessionCalls(calls)).toBe(1);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ authenticated: false });
  });

  it('leaves an ended session to the idle countdown when it takes it, and reports it otherwise', async () => {
    vi.useFakeTimers();
    stubApi({
      'GET /auth/session': () => jsonResponse({ success: false, code: 'UNAUTHORIZED' }, 401),
    });
    // The countdown is showing: it signs the member out itself, to the page that says why.
    const taken = vi.fn(() => true);
    const queryClient = renderCheck(signedIn(60_000), taken);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000 + AFTER_DEADLINE_MS);
    });
    expect(taken).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData<SessionInfo>(sessionQueryKey)?.authenticated).toBe(true);
  });

  it('reports an ended session when the idle countdown is not showing', async () => {
    vi.useFakeTimers();
    stubApi({
      'GET /auth/session': () => jsonResponse({ success: false, code: 'UNAUTHORIZED' }, 401),
    });
    const declined = vi.fn(() => false);
    const queryClient = renderCheck(signedIn(60_000), declined);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000 + AFTER_DEADLINE_MS);
    });
    expect(declined).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ authenticated: false });
  });

  it('counts the deadline from the answer when this browser’s clock is set months ahead', async () => {
    // The server's deadline, as a time, lies long in this clock's past: compared with it, every
    // answer would look overdue and be asked about again at once.
    vi.useFakeTimers({ now: Date.now() + 120 * 86_400_000 });
    const live = {
      ...signedIn(60_000),
      idleExpiresAt: new Date(Date.now() - 120 * 86_400_000 + 60_000).toISOString(),
    };
    const calls = stubApi({ 'GET /auth/session': live });
    renderCheck(live);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(sessionCalls(calls)).toBe(0);
    // Just after the deadline: one question, and the live answer (one more minute) waits again.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000 + AFTER_DEADLINE_MS);
    });
    expect(sessionCalls(calls)).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(sessionCalls(calls)).toBe(1);
  });

  it('does not ask again at once when the server calls a session live at its deadline', async () => {
    vi.useFakeTimers();
    const calls = stubApi({ 'GET /auth/session': signedIn(0) });
    renderCheck(signedIn(0));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHECK_SPACING_MS * 5);
    });
    // One question per spacing at most, not one per answer.
    expect(sessionCalls(calls)).toBeGreaterThan(0);
    expect(sessionCalls(calls)).toBeLessThanOrEqual(5);
  });
});
