import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeepAliveScheduler } from './keep-alive-scheduler';

const MINUTE = 60_000;

describe('createKeepAliveScheduler', () => {
  let sent: number;
  let scheduler: ReturnType<typeof createKeepAliveScheduler>;

  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    sent = 0;
    scheduler = createKeepAliveScheduler({
      intervalMs: MINUTE,
      send: () => {
        sent += 1;
      },
      now: () => Date.now(),
      startedAt: 0,
    });
  });

  afterEach(() => {
    scheduler.dispose();
    vi.useRealTimers();
  });

  it('sends nothing without activity', () => {
    vi.advanceTimersByTime(10 * MINUTE);
    expect(sent).toBe(0);
  });

  it('sends once at the end of the minute however much activity there was', () => {
    for (let second = 1; second < 60; second += 1) {
      vi.advanceTimersByTime(1000);
      scheduler.recordActivity();
    }
    expect(sent).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(sent).toBe(1);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(sent).toBe(1);
  });

  it('sends at once when the last keep-alive is more than a minute old', () => {
    vi.advanceTimersByTime(3 * MINUTE);
    scheduler.recordActivity();
    expect(sent).toBe(1);
    scheduler.recordActivity();
    vi.advanceTimersByTime(30_000);
    expect(sent).toBe(1);
    vi.advanceTimersByTime(30_000);
    expect(sent).toBe(2);
  });

  it('sends nothing after dispose', () => {
    vi.advanceTimersByTime(1000);
    scheduler.recordActivity();
    scheduler.dispose();
    vi.advanceTimersByTime(2 * MINUTE);
    expect(sent).toBe(0);
  });
});
