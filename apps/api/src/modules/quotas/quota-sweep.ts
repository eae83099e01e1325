import type { FastifyBaseLogger } from 'fastify';
import { addDays } from '@portal/domain/dates';
import type { Db } from '../../db/client';
import { deleteCancelledClaimUploads } from '../savings-claim/savings-claim.repository';
import { deleteDailyUsesBefore } from './daily-quota.repository';

// The members' quotas' housekeeping, in the background of every server (started when the server
// is ready, stopped before it closes, like the claims' processing and the statements' work):
//   - the documents a member uploaded for a claim they then cancelled are deleted once the claim
//     has been cancelled for CANCELLED_CLAIM_DOCUMENT_RETENTION_DAYS, a batch at a time;
//   - the daily counts of days gone by are forgotten (only today's bound anything).
// Deleting is idempotent, so several servers sweeping at once do no harm.

declare module 'fastify' {
  interface FastifyInstance {
    /** The quotas' housekeeping (tests run it). */
    quotaSweep: QuotaSweep;
  }
}

export type QuotaSweep = {
  /** Sweeps now; resolves when done, with what was deleted. */
  runOnce: () => Promise<{ documents: number; dailyCounts: number }>;
  start: () => void;
  close: () => Promise<void>;
};

/** How often a server sweeps: the retention is counted in days. */
export const QUOTA_SWEEP_EVERY_MS = 60 * 60_000;
/** Documents deleted per statement, so that no sweep holds many rows at once. */
const BATCH = 200;
/** The daily counts kept after their day (for an administrator's look; only today's count). */
const DAILY_COUNTS_KEPT_DAYS = 7;

export function createQuotaSweep(options: {
  db: Db;
  retentionDays: number;
  today: () => string;
  log: FastifyBaseLogger;
  everyMs?: number;
}): QuotaSweep {
  const { db, retentionDays, log } = options;
  let running: Promise<{ documents: number; dailyCounts: number }> | null = null;
  let isClosed = false;
  let timer: NodeJS.Timeout | undefined;

  async function sweep(): Promise<{ documents: number; dailyCounts: number }> {
    let documents = 0;
    for (;;) {
      const deleted = await deleteCancelledClaimUploads(db, retentionDays, BATCH);
      documents += deleted;
      if (deleted < BATCH || isClosed) break;
    }
    const dailyCounts = await deleteDailyUsesBefore(
      db,
      addDays(options.today(), -DAILY_COUNTS_KEPT_DAYS),
    );
    if (documents > 0) log.info({ documents }, "cancelled claims' documents deleted");
    return { documents, dailyCounts };
  }

  function runOnce(): Promise<{ documents: number; dailyCounts: number }> {
    running ??= sweep().finally(() => {
      running = null;
    });
    return running;
  }

  function wake(): void {
    if (isClosed) return;
    void runOnce().catch((err: unknown) =>
      log.warn({ err }, 'quota sweep failed; it is tried again on the next round'),
    );
  }

  return {
    runOnce,
    start: () => {
      if (timer || isClosed) return;
      timer = setInterval(wake, options.everyMs ?? QUOTA_SWEEP_EVERY_MS);
      timer.unref();
      wake();
    },
    close: async () => {
      isClosed = true;
      clearInterval(timer);
      if (running) await running.catch(() => undefined);
    },
  };
}
