import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { NoticeCategory } from '@portal/contract/inbox';
import type { Db } from '../../db/client';
import { memberNotices } from '../../db/schema';
import type { NoticeText } from './notice-content';

// The member's notices (DESIGN §1e): written in the caller's transaction, read only by their
// member (every query is scoped by member_id; another member's notice is as absent as none).

export type NoticeRow = typeof memberNotices.$inferSelect;

export async function insertNotice(
  db: Db,
  memberId: number,
  notice: NoticeText,
  at?: Date,
  eventKey?: string,
): Promise<boolean> {
  const written = await db
    .insert(memberNotices)
    .values({
      memberId,
      kind: notice.kind,
      category: notice.category,
      subject: notice.subject,
      lines: notice.lines,
      searchText: [notice.subject, ...notice.lines.map((line) => line.text), notice.reference ?? '']
        .join('\n')
        .toLowerCase(),
      reference: notice.reference,
      ...(at ? { createdAt: at } : {}),
      ...(eventKey ? { eventKey } : {}),
    })
    // A notice of an event told once: a second telling writes nothing (the unique event key).
    .onConflictDoNothing()
    .returning({ id: memberNotices.id });
  return written.length > 0;
}

/** A word of a search as a LIKE pattern matches it (its %, _ and \ taken as themselves). */
function likePattern(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type NoticeFilter = { search?: string; category?: NoticeCategory };

function filterOf(memberId: number, filter: NoticeFilter): SQL | undefined {
  const words = (filter.search ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  return and(
    eq(memberNotices.memberId, memberId),
    filter.category ? eq(memberNotices.category, filter.category) : undefined,
    ...words.map((word) => sql`${memberNotices.searchText} like ${likePattern(word)}`),
  );
}

/** One page of the member's notices that match, newest first, and how many match in all. */
export async function memberNoticePage(
  db: Db,
  memberId: number,
  filter: NoticeFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: NoticeRow[]; total: number }> {
  const where = filterOf(memberId, filter);
  const rows = await db
    .select()
    .from(memberNotices)
    .where(where)
    .orderBy(desc(memberNotices.id))
    .offset(page.offset)
    .limit(page.limit);
  const totals = await db.select({ total: count() }).from(memberNotices).where(where);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function unreadNoticeCount(db: Db, memberId: number): Promise<number> {
  const rows = await db
    .select({ unread: count() })
    .from(memberNotices)
    .where(and(eq(memberNotices.memberId, memberId), isNull(memberNotices.readAt)));
  return rows[0]?.unread ?? 0;
}

/**
 * Marks the member's notice read, the first time only. Answers whether the member has that notice
 * (read before or not).
 */
export async function markNoticeRead(
  db: Db,
  memberId: number,
  id: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(memberNotices)
    .set({ readAt: sql`coalesce(${memberNotices.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(memberNotices.id, id), eq(memberNotices.memberId, memberId)))
    .returning({ id: memberNotices.id });
  return rows.length > 0;
}
