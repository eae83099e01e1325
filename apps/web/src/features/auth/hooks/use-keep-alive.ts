import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sendKeepAlive } from '../api/keep-alive';
import { createKeepAliveScheduler } from '../utils/keep-alive-scheduler';

// Spec 1 §4 "Idle and session": mouse move, key, wheel, touch and click count as activity,
// debounced 250 ms (spec 1 §9).
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'wheel', 'touchstart', 'click'] as const;
export const ACTIVITY_DEBOUNCE_MS = 250;
export const KEEP_ALIVE_INTERVAL_MS = 60_000;

/** While the member is active, POST /auth/keepalive at most once a minute. */
export function useKeepAlive(isEnabled: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isEnabled) return;
    const scheduler = createKeepAliveScheduler({
      intervalMs: KEEP_ALIVE_INTERVAL_MS,
      send: () => void sendKeepAlive(queryClient),
      now: () => Date.now(),
      startedAt: Date.now(),
    });
    // A burst of events (a mouse sweep) counts once per 250 ms; a trailing-only debounce would
    // never fire while the mouse keeps moving.
    let quietUntil = 0;
    function handleActivity() {
      const now = Date.now();
      if (now < quietUntil) return;
      quietUntil = now + ACTIVITY_DEBOUNCE_MS;
      scheduler.recordActivity();
    }
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, handleActivity, { passive: true });
    }
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, handleActivity);
      scheduler.dispose();
    };
  }, [isEnabled, queryClient]);
}
