import type { FastifyBaseLogger } from 'fastify';

// Work kept in PostgreSQL and done off the request thread (on-demand statements, savings claims,
// outgoing mail): a request records the work and wakes the loop; the loop takes one item at a time
// until none is left, and a poll finds work left behind by a stopped server or due later. Several
// servers share the work because `take` claims an item with `for update skip locked`.

export type BackgroundWork = {
  /** Looks for work now. */
  wake: () => void;
  /** Works through everything due now; resolves when none is left. */
  runOnce: () => Promise<void>;
  /** Resolves once nothing is being worked on. */
  idle: () => Promise<void>;
  start: () => void;
  close: () => Promise<void>;
};

export function createBackgroundWork<T>(options: {
  /** Claims the next item due, or undefined when none is. */
  take: () => Promise<T | undefined>;
  /** Does one item; a throw is handed to `failed`. */
  work: (item: T) => Promise<void>;
  /** Records a failed attempt (to try again later, or for good). */
  failed: (item: T, err: unknown) => Promise<void>;
  /** What the work is called in the log ("statement", "savings claim step", "mail"). */
  name: string;
  log: FastifyBaseLogger;
  pollMs: number;
}): BackgroundWork {
  const { take, work, failed, name, log, pollMs } = options;
  let running: Promise<void> | null = null;
  let isWanted = false;
  let isClosed = false;
  let timer: NodeJS.Timeout | undefined;

  async function drain(): Promise<void> {
    while (!isClosed) {
      isWanted = false;
      const item = await take();
      if (item === undefined) {
        if (!isWanted) return;
        continue;
      }
      try {
        await work(item);
      } catch (err) {
        await failed(item, err).catch((failure: unknown) =>
          log.error({ err: failure }, `${name} failure not recorded`),
        );
      }
    }
  }

  function wake(): void {
    if (isClosed) return;
    isWanted = true;
    if (running) return;
    running = drain()
      .catch((err: unknown) =>
        log.warn({ err }, `${name} work stopped; it resumes on the next poll`),
      )
      .finally(() => {
        running = null;
      });
  }

  async function idle(): Promise<void> {
    while (running) await running;
  }

  return {
    wake,
    runOnce: async () => {
      wake();
      await idle();
    },
    idle,
    start: () => {
      if (timer || isClosed) return;
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    close: async () => {
      isClosed = true;
      clearInterval(timer);
      await idle();
    },
  };
}
