import type { FastifyBaseLogger } from 'fastify';
import { nextTransferStatus } from '@portal/domain/leaving-service';
import type { AppConfig } from '../../config';
import { inTransaction, type Db } from '../../db/client';
import { createBackgroundWork, type BackgroundWork } from '../../lib/background-work';
import { tellMember } from '../inbox/tell-member';
import {
  lockTransfer,
  recordTransferFailure,
  setTransferStatus,
  takeDueTransfer,
  transferById,
} from './leaving-service.repository';

// The administration's work on a section 14 transfer asked for online (issue 49 point 4; DESIGN
// §1b): each step is taken once it is due (MESSAGE_REPLY_SECONDS after the last, the same time
// the administration's desk takes over a message): Submitted → With the administrator →
// Completed. In one transaction on the locked row the status moves on and the member is told
// (the inbox, and mail and SMS as they chose). Only the database holds the state: several
// servers share the work (`for update skip locked`), and a restarted server goes on where a
// stopped one left off.

declare module 'fastify' {
  interface FastifyInstance {
    /** The administration's steps on transfer requests (tests run it). */
    transferDesk: BackgroundWork;
  }
}

/** How long a server keeps a transfer it took before another may take it. */
const LEASE_SECONDS = 300;
/** Technical failures of one step before the transfer is left for an administrator. */
const STEP_MAX_ATTEMPTS = 10;
const MAX_RETRY_SECONDS = 6 * 3600;

export function createTransferDesk(options: {
  db: Db;
  config: Pick<AppConfig, 'messages' | 'portalName' | 'publicUrl'>;
  log: FastifyBaseLogger;
  wakeNotices?: () => void;
}): BackgroundWork {
  const { db, config, log } = options;
  const stepMs = config.messages.replyMs;
  const pollMs = Math.min(Math.max(stepMs / 2, 50), 5_000);

  async function step(due: { id: number }): Promise<void> {
    const isMoved = await inTransaction(db, async (tx) => {
      const row = await lockTransfer(tx, due.id);
      if (!row) return false;
      const next = nextTransferStatus(row.status);
      if (next === null) {
        await setTransferStatus(tx, row.id, row.status, null);
        return false;
      }
      const later = nextTransferStatus(next);
      await setTransferStatus(tx, row.id, next, later ? new Date(Date.now() + stepMs) : null);
      const shown = await transferById(tx, row.id);
      if (!shown) return false;
      await tellMember(
        tx,
        row.memberId,
        {
          kind: 'transfer-status',
          reference: row.reference,
          fundName: shown.fundName,
          receivingFundName: row.receivingFundName,
          status: next === 'Submitted' ? 'WithAdministrator' : next,
          schemeNumber: shown.schemeNumber,
          portalUrl: config.publicUrl,
        },
        { portalName: config.portalName },
      );
      return true;
    });
    if (isMoved) options.wakeNotices?.();
  }

  return createBackgroundWork({
    take: () =>
      takeDueTransfer(db, { leaseSeconds: LEASE_SECONDS, maxAttempts: STEP_MAX_ATTEMPTS }),
    work: step,
    failed: async (due, err) => {
      const attempts = await recordTransferFailure(
        db,
        due.id,
        Math.min(Math.max(stepMs / 1000, 1) * 2 ** due.attempts, MAX_RETRY_SECONDS),
      );
      log.error({ err, transferId: due.id, attempts }, 'transfer step failed');
    },
    name: 'transfer step',
    log,
    pollMs,
  });
}
