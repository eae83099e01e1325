import {
  DATA_ARCHIVE_KEEP_DAYS,
  dataArchiveRefusal,
  type DataArchive,
} from '@portal/contract/my-data';
import { addDays, formatDisplayDate } from '@portal/domain/dates';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound, tooManyRequests } from '../../lib/app-error';
import {
  archiveOfDay,
  insertArchive,
  memberArchiveContent,
  memberArchives,
  type DataArchiveRow,
} from './my-data.repository';

// The member's data archives (issue 49 point 2; POPIA section 23): one may be asked for each day
// of the portal's clock; it is prepared in the background (archive-jobs.ts) and downloadable by
// its member only, until it expires.

function archiveOf(row: DataArchiveRow, now: Date): DataArchive {
  const isExpired =
    row.status === 'Expired' ||
    (row.status === 'Ready' && row.expiresAt !== null && row.expiresAt <= now);
  return {
    id: row.fileId,
    status: isExpired ? 'Expired' : row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
  };
}

export async function archivesOfMember(db: Db, memberId: number, today: string) {
  const rows = await memberArchives(db, memberId);
  const now = new Date();
  return {
    archives: rows.map((row) => archiveOf(row, now)),
    nextAllowedOn: rows.some((row) => row.requestedOn === today) ? addDays(today, 1) : today,
    keepDays: DATA_ARCHIVE_KEEP_DAYS,
  };
}

/** Seconds from now to the start of the portal's next day in South Africa (UTC+2, no DST). */
function secondsToTomorrow(now: Date): number {
  const local = new Date(now.getTime() + 2 * 3600_000);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return Math.max(1, (midnight - local.getTime()) / 1000);
}

function refusal(today: string): AppError {
  return tooManyRequests(
    dataArchiveRefusal(formatDisplayDate(addDays(today, 1))),
    secondsToTomorrow(new Date()),
  );
}

/** Records the member's archive for today (Preparing), or refuses a second one today. */
export async function requestArchive(db: Db, memberId: number, today: string) {
  if (await archiveOfDay(db, memberId, today)) throw refusal(today);
  let row: DataArchiveRow;
  try {
    row = await insertArchive(db, memberId, today);
  } catch (err) {
    if (isUniqueViolation(err, 'data_archives_member_day_key')) throw refusal(today);
    throw err;
  }
  return { archive: archiveOf(row, new Date()), ...(await archivesOfMember(db, memberId, today)) };
}

/** The member's own ready archive's bytes; anything else is a 404 (another member's included). */
export async function archiveContent(db: Db, memberId: number, fileId: string) {
  const row = await memberArchiveContent(db, memberId, fileId);
  if (!row) throw notFound();
  const archive = archiveOf(row, new Date());
  if (archive.status !== 'Ready' || !row.content) {
    throw new AppError(
      'NOT_FOUND',
      archive.status === 'Expired'
        ? 'This archive has expired. Please ask for a new one.'
        : 'This archive is not ready yet.',
    );
  }
  return { content: row.content, requestedOn: row.requestedOn };
}
