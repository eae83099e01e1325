import type { SessionInfo } from '@portal/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { fetchSession, markSignedOut, sessionQueryKey } from '../api/get-session';

// spec 1 §4, §9 "Token re-read every 5 seconds" with the result reported: with the session kept on
// the server, what matters is to notice within 5 seconds that it has ended (signed out in another
// tab, expired, revoked) and report unauthorized, which the guards and the loading page act on.
// Without asking every 5 seconds in every tab:
// - another tab's sign-out, or another tab finding the session gone, arrives over the session
//   channel (lib/session-channel.ts) at once;
// - any call answered 401 marks the session ended (lib/query-client.ts, keep-alive);
// - the session is asked for when the tab comes back into view or focus (at most once in
//   CHECK_SPACING_MS), and just after the server's idle deadline. The deadline is counted from
//   when its answer arrived (`idleRemainingMs`), never by comparing the server's time with this
//   browser's clock: a phone's clock set days or minutes off would otherwise find every deadline
//   past, and ask again as each answer came.

/** Two checks (focus and visibility come together) this close are one. */
export const CHECK_SPACING_MS = 2000;
/** How long after the tab comes back it asks (focus and visibility arrive together). */
export const BACK_DELAY_MS = 500;
/** The check after the idle deadline, a little after it so that the server has ended it. */
export const AFTER_DEADLINE_MS = 1000;
/** setTimeout's longest wait (a deadline further off is checked again after this). */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Told first when a check finds the session ended; true when it has dealt with it. The idle
 * countdown does: a session that ended while the member was away ended because they were away
 * (the server counts from the member's last call, which can come a little before the page's own
 * last activity, so its deadline can pass while this tab's countdown still shows).
 */
export type OnSessionEnded = () => boolean;

/** Asks for the session; an ended one is reported as unauthorized, a live one renews the cache. */
async function checkSession(
  queryClient: ReturnType<typeof useQueryClient>,
  onEnded: () => boolean,
): Promise<void> {
  let session: SessionInfo;
  try {
    session = await fetchSession();
  } catch {
    // The server could not be reached: nothing is known, the next check will tell.
    return;
  }
  if (session.authenticated) queryClient.setQueryData(sessionQueryKey, session);
  else if (!onEnded()) markSignedOut(queryClient);
}

export function useSessionCheck(isEnabled: boolean, onSessionEnded?: OnSessionEnded): void {
  const queryClient = useQueryClient();
  const onEndedRef = useRef(onSessionEnded);
  onEndedRef.current = onSessionEnded;
  const onEnded = useCallback(() => onEndedRef.current?.() ?? false, []);

  // Back into view or focus: asked a moment later, and not while a change is on its way (a
  // proposal opening its tab takes the focus away and back as its call starts; that call's own
  // answer tells whether the session is there, and a check beside it would race it).
  useEffect(() => {
    if (!isEnabled) return;
    let lastCheck = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    function handleBack() {
      if (document.visibilityState !== 'visible' || pending !== undefined) return;
      pending = setTimeout(() => {
        pending = undefined;
        const now = Date.now();
        if (queryClient.isMutating() > 0 || now - lastCheck < CHECK_SPACING_MS) return;
        lastCheck = now;
        void checkSession(queryClient, onEnded);
      }, BACK_DELAY_MS);
    }
    document.addEventListener('visibilitychange', handleBack);
    window.addEventListener('focus', handleBack);
    return () => {
      clearTimeout(pending);
      document.removeEventListener('visibilitychange', handleBack);
      window.removeEventListener('focus', handleBack);
    };
  }, [isEnabled, queryClient, onEnded]);

  // Just after the idle deadline, which every keep-alive and session answer moves.
  useEffect(() => {
    if (!isEnabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function schedule() {
      clearTimeout(timer);
      const state = queryClient.getQueryState<SessionInfo>(sessionQueryKey);
      const session = state?.data;
      if (!state || !session?.authenticated) return;
      // Both times by this browser's clock: when the answer came, and now.
      const wait = state.dataUpdatedAt + session.idleRemainingMs - Date.now() + AFTER_DEADLINE_MS;
      if (Number.isNaN(wait)) return;
      // A session the server has just called live is not asked about again at once.
      timer = setTimeout(
        () => void checkSession(queryClient, onEnded),
        Math.min(Math.max(wait, CHECK_SPACING_MS), LONGEST_WAIT_MS),
      );
    }
    schedule();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[0] === sessionQueryKey[0]) schedule();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [isEnabled, queryClient, onEnded]);
}
