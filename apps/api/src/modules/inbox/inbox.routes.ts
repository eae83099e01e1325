import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  INBOX_PAGE_SIZE,
  getInboxNotices,
  getInboxUnreadCount,
  getNoticePreferences,
  markInboxNoticeRead,
  saveNoticePreferences,
} from '@portal/contract/inbox';
import { inTransaction, type Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { requireMember } from '../../plugins/member-auth';
import {
  markNoticeRead,
  memberNoticePage,
  unreadNoticeCount,
  type NoticeRow,
} from './inbox.repository';
import { noticePreferencesOf, saveMemberPreferences } from './notice-preferences.service';

// The member's inbox (DESIGN §1e "Notices"): the notices, newest first, searched and filtered;
// the count of unread ones the header shows; a notice marked read when the member opens it. Each
// call reads and writes the signed-in member's own notices only.

function wireNotice(row: NoticeRow) {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    subject: row.subject,
    lines: row.lines,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export async function inboxRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    method: getInboxNotices.method,
    url: getInboxNotices.path,
    schema: { querystring: getInboxNotices.query, response: { 200: getInboxNotices.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      const { search, category, page } = request.query;
      const { rows, total } = await memberNoticePage(
        db,
        memberId,
        { search, category },
        { offset: (page - 1) * INBOX_PAGE_SIZE, limit: INBOX_PAGE_SIZE },
      );
      return {
        success: true,
        notices: rows.map(wireNotice),
        total,
        unread: await unreadNoticeCount(db, memberId),
        page,
        pageSize: INBOX_PAGE_SIZE,
      };
    },
  });

  typed.route({
    method: getInboxUnreadCount.method,
    url: getInboxUnreadCount.path,
    schema: { response: { 200: getInboxUnreadCount.response } },
    handler: async (request) => ({
      success: true,
      unread: await unreadNoticeCount(db, requireMember(request).memberId),
    }),
  });

  typed.route({
    method: getNoticePreferences.method,
    url: getNoticePreferences.path,
    schema: { response: { 200: getNoticePreferences.response } },
    handler: async (request) => noticePreferencesOf(db, requireMember(request).memberId),
  });

  typed.route({
    method: saveNoticePreferences.method,
    url: saveNoticePreferences.path,
    schema: {
      body: saveNoticePreferences.body,
      response: { 200: saveNoticePreferences.response },
    },
    handler: async (request) => {
      const member = requireMember(request);
      await inTransaction(db, (tx) =>
        saveMemberPreferences(tx, member, request.body.preferences, new Date()),
      );
      return noticePreferencesOf(db, member.memberId);
    },
  });

  typed.route({
    method: markInboxNoticeRead.method,
    url: markInboxNoticeRead.path,
    schema: { body: markInboxNoticeRead.body, response: { 200: markInboxNoticeRead.response } },
    handler: async (request) => {
      const { memberId } = requireMember(request);
      if (!(await markNoticeRead(db, memberId, request.body.id, new Date()))) throw notFound();
      return { success: true, unread: await unreadNoticeCount(db, memberId) };
    },
  });
}
