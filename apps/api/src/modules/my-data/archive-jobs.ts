import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { inTransaction, type Db } from '../../db/client';
import { DATA_ARCHIVE_KEEP_DAYS } from '@portal/contract/my-data';
import { createBackgroundWork, type BackgroundWork } from '../../lib/background-work';
import { todayOf } from '../../lib/clock';
import { tellMember } from '../inbox/tell-member';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { buildDataArchive } from './data-archive';
import {
  claimArchive,
  completeArchive,
  expireArchives,
  failArchive,
  type DataArchiveRow,
} from './my-data.repository';

// The members' data archives are prepared off the request (DESIGN §1b): RequestArchive records a
// Preparing row and wakes this work, which takes one archive at a time (`for update skip
// locked`, so several servers share it and a stopped server's archive is taken up again after
// STALE_SECONDS), builds it (data-archive.ts), stores it Ready with its expiry and tells the
// member (the inbox, and mail and SMS as they chose) in one transaction. Each poll also drops
// the bytes of archives past their days.

declare module 'fastify' {
  interface FastifyInstance {
    /** The data archives' background work (tests wait on it). */
    dataArchives: BackgroundWork;
  }
}

export const ARCHIVE_MAX_ATTEMPTS = 3;
const STALE_SECONDS = 300;

export function createArchiveJobs(options: {
  db: Db;
  config: Pick<AppConfig, 'portalName' | 'publicUrl' | 'today'>;
  renderer: Pick<PdfRenderer, 'render'>;
  log: FastifyBaseLogger;
  wakeNotices?: () => void;
  pollMs?: number;
}): BackgroundWork {
  const { db, config, log } = options;

  async function prepare(archive: DataArchiveRow): Promise<void> {
    const started = Date.now();
    const zip = await buildDataArchive(
      db,
      archive.memberId,
      { portalName: config.portalName, preparedOn: todayOf(config), preparedAt: new Date() },
      options.renderer,
    );
    await inTransaction(db, async (tx) => {
      await completeArchive(tx, archive.id, zip, DATA_ARCHIVE_KEEP_DAYS);
      await tellMember(
        tx,
        archive.memberId,
        { kind: 'data-archive-ready', portalUrl: config.publicUrl },
        { portalName: config.portalName, eventKey: `data-archive:${archive.fileId}` },
      );
    });
    options.wakeNotices?.();
    log.info(
      { archiveId: archive.id, bytes: zip.byteLength, ms: Date.now() - started },
      'data archive ready',
    );
  }

  return createBackgroundWork({
    take: async () => {
      await expireArchives(db);
      return claimArchive(db, STALE_SECONDS);
    },
    work: prepare,
    failed: async (archive, err) => {
      const isFinal = archive.attempts >= ARCHIVE_MAX_ATTEMPTS;
      log.error({ err, archiveId: archive.id, attempt: archive.attempts }, 'data archive failed');
      await failArchive(db, archive.id, isFinal);
    },
    name: 'data archive',
    log,
    pollMs: options.pollMs ?? 30_000,
  });
}
