import { ACTIVITY_DEBOUNCE_MS } from '@portal/domain/session';
import { useEffect, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';

// Spec 1 §4 "Idle and session", §9: after 15 minutes without activity a warning counts down 5
// minutes in seconds; its end signs the member out. Activity is mouse move, key, wheel, touch and
// click, at most once per 250 ms. The timers are shared by every tab of the portal (react-idle-timer
// cross-tab with synced timers): activity in one tab keeps the others alive, the warning shows in
// all of them, and Continue in one resumes them all.

export const IDLE_ACTIVITY_EVENTS = [
  'mousemove',
  'keydown',
  'wheel',
  'touchstart',
  'click',
] as const;
/** How often the tabs exchange their last activity. */
const SYNC_TIMERS_MS = 250;
const COUNTDOWN_REFRESH_MS = 250;

type UseIdleSessionInput = {
  idleMinutes: number;
  warningMinutes: number;
  /** False until the durations are known (and whenever no member is signed in). */
  isEnabled: boolean;
  /** The countdown ran out (in every tab): sign out. */
  onTimeout: () => void;
};

export type IdleSession = {
  isWarning: boolean;
  secondsLeft: number;
  /** Continue: hide the warning and restart the timer (in every tab). */
  resume: () => void;
};

export function minutesToMs(minutes: number): number {
  return Math.max(1, Math.round(minutes * 60_000));
}

export function useIdleSession({
  idleMinutes,
  warningMinutes,
  isEnabled,
  onTimeout,
}: UseIdleSessionInput): IdleSession {
  const [isWarning, setIsWarning] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const warningMs = minutesToMs(warningMinutes);

  const timer = useIdleTimer({
    timeout: minutesToMs(idleMinutes) + warningMs,
    promptBeforeIdle: warningMs,
    events: [...IDLE_ACTIVITY_EVENTS],
    eventsThrottle: ACTIVITY_DEBOUNCE_MS,
    crossTab: true,
    syncTimers: SYNC_TIMERS_MS,
    name: 'portal-idle-session',
    disabled: !isEnabled,
    onPrompt: () => setIsWarning(true),
    onActive: () => setIsWarning(false),
    onIdle: () => {
      setIsWarning(false);
      onTimeout();
    },
  });
  const { getRemainingTime } = timer;

  useEffect(() => {
    if (!isWarning) return;
    const update = () => setSecondsLeft(Math.ceil(getRemainingTime() / 1000));
    update();
    const interval = window.setInterval(update, COUNTDOWN_REFRESH_MS);
    return () => window.clearInterval(interval);
  }, [isWarning, getRemainingTime]);

  return {
    isWarning,
    secondsLeft,
    resume: () => {
      timer.activate();
      setIsWarning(false);
    },
  };
}
