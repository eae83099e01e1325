import { SMS_MAX_LENGTH } from '../../partners/sms/sms-gateway';
import type { Db } from '../../db/client';
import { queueMemberMail } from '../mail/mail-outbox';
import { insertNotice } from './inbox.repository';
import { channelsOf, enqueueSms, mobileNumberOf } from './notice-channels.repository';
import { noticeOf, type NoticeContent, type NoticeText } from './notice-content';

// Telling the member of an event (DESIGN §1e "Notices"): the notice is kept in the inbox, and its
// mail and SMS queued as the member chose for its category, all in the caller's transaction, so
// the member is told only of what was saved, and of everything that was. Security notices are
// always mailed. A member without an email address or mobile number still finds the notice in the
// inbox. The outboxes' workers send them off the request.

/**
 * The SMS of a notice: its subject and where to read it, and nothing more (no amount beyond the
 * subject's, no ID, account or tax number; the subject holds none).
 */
export function smsTextOf(notice: Pick<NoticeText, 'subject'>, portalName: string): string {
  const text = `${portalName}: ${notice.subject}. Sign in to read it in your inbox.`;
  return text.length <= SMS_MAX_LENGTH ? text : `${text.slice(0, SMS_MAX_LENGTH - 1)}…`;
}

/**
 * Keeps the notice in the member's inbox and queues its mail (to `toAddress` when given, else the
 * address on file) and SMS as the member chose. Answers whether a mail was queued. With an
 * `eventKey`, the event is told once only: told before, nothing is written or sent.
 */
export async function tellMember(
  db: Db,
  memberId: number,
  content: NoticeContent,
  options: { portalName: string; toAddress?: string; at?: Date; eventKey?: string },
): Promise<boolean> {
  const notice = noticeOf(content, options.portalName);
  const isNew = await insertNotice(db, memberId, notice, options.at, options.eventKey);
  // The event was told before (its key is kept): nothing is sent again.
  if (!isNew) return false;
  const channels = await channelsOf(db, memberId, notice.category);
  if (channels.sms) {
    const toNumber = await mobileNumberOf(db, memberId);
    if (toNumber)
      await enqueueSms(db, {
        memberId,
        kind: notice.kind,
        toNumber,
        text: smsTextOf(notice, options.portalName),
      });
  }
  if (!channels.email && notice.category !== 'security') return false;
  return queueMemberMail(db, memberId, content, options);
}
