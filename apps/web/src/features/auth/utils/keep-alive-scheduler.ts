// Keep-alive pacing: at most one keep-alive per interval, and only after activity. Activity inside
// the interval schedules one send at the interval's end; no activity means no calls at all.

type KeepAliveSchedulerOptions = {
  intervalMs: number;
  send: () => void;
  now: () => number;
  /** When the interval starts counting (e.g. the moment the session was confirmed). */
  startedAt: number;
};

export type KeepAliveScheduler = {
  recordActivity: () => void;
  dispose: () => void;
};

export function createKeepAliveScheduler({
  intervalMs,
  send,
  now,
  startedAt,
}: KeepAliveSchedulerOptions): KeepAliveScheduler {
  let lastSentAt = startedAt;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    lastSentAt = now();
    send();
  }

  return {
    recordActivity() {
      if (timer !== undefined) return;
      const wait = lastSentAt + intervalMs - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
