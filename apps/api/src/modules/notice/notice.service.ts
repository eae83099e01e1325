import { TAX_CERTIFICATES_NOTICE_CATEGORY, type Notice } from '@portal/contract/notice';
import type { Db } from '../../db/client';
import { WEB_APP_NOTICE_MARKER } from '../../db/seed/catalogue';
import { hasTaxCertificates } from '../tax-certificates/tax-certificates.service';
import { sanitizeNoticeHtml } from './notice-html';
import { findActiveNotices, sourceSystemsOfMember, type NoticeRow } from './notice.repository';

// spec 1 §3 "Notification": only source-system entries containing the web-app marker are kept.
// An entry names its source system before the marker ('UMBRELLA_AFCONNECT_WEB' is for members
// of the UMBRELLA source system); a notice is for the member when one of its kept entries names a
// source system of a product or cover the member holds (docs/decisions/spec-readings.md).

/** The source system an entry carrying the marker is for ('UMBRELLA_AFCONNECT_WEB' → 'UMBRELLA'). */
export function sourceSystemOfEntry(entry: string, marker = WEB_APP_NOTICE_MARKER): string | null {
  const upper = entry.trim().toUpperCase();
  const index = upper.indexOf(marker.toUpperCase());
  if (index < 0) return null;
  return upper.slice(0, index).replace(/[_\-\s]+$/, '');
}

/** A notice for the member, its HTML still as the administrator wrote it. */
export type MemberNotice = Omit<Notice, 'htmlContent'> & { htmlContent: string };

/** The notice as the member sees it (before sanitising), or null when it is not for them. */
export function noticeForMember(
  notice: Pick<
    NoticeRow,
    'navigationType' | 'sourceSystems' | 'categoryTitleToDisplay' | 'htmlContent'
  >,
  memberSourceSystems: ReadonlySet<string>,
): MemberNotice | null {
  const entries = notice.sourceSystems.filter((entry) => {
    const system = sourceSystemOfEntry(entry);
    return system !== null && memberSourceSystems.has(system);
  });
  if (entries.length === 0) return null;
  return {
    navigationType: notice.navigationType,
    sourceSystem: entries,
    categoryTitleToDisplay: notice.categoryTitleToDisplay,
    htmlContent: notice.htmlContent,
  };
}

/** Whether the notice is the one saying the member's tax certificates are ready. */
export function isTaxCertificatesNotice(notice: Pick<Notice, 'categoryTitleToDisplay'>): boolean {
  return (
    notice.categoryTitleToDisplay.trim().toLowerCase() ===
    TAX_CERTIFICATES_NOTICE_CATEGORY.toLowerCase()
  );
}

/**
 * The member's notices, their HTML through the allow-list sanitiser. The tax certificates notice
 * is only for a member who has a tax certificate (a product's for an ended tax year, or a paid
 * claim's lump sum certificate): to a member with none it would say their certificates are ready
 * and lead to an empty list (docs/decisions/spec-readings.md).
 */
export async function noticesForMember(db: Db, memberId: number, today: string): Promise<Notice[]> {
  const notices = await uncleanNoticesForMember(db, memberId, today);
  return Promise.all(
    notices.map(async (notice) => ({
      ...notice,
      htmlContent: await sanitizeNoticeHtml(notice.htmlContent),
    })),
  );
}

async function uncleanNoticesForMember(
  db: Db,
  memberId: number,
  today: string,
): Promise<MemberNotice[]> {
  const [rows, systems] = await Promise.all([
    findActiveNotices(db),
    sourceSystemsOfMember(db, memberId),
  ]);
  const memberSystems = new Set(systems.map((system) => system.trim().toUpperCase()));
  const notices = rows.flatMap((row) => noticeForMember(row, memberSystems) ?? []);
  if (!notices.some(isTaxCertificatesNotice)) return notices;
  if (await hasTaxCertificates(db, memberId, today)) return notices;
  return notices.filter((notice) => !isTaxCertificatesNotice(notice));
}
