import type { NoticeCategory } from '@portal/contract/inbox';
import type { NoticeLine } from '../../db/schema';
import { linesOf, type MailContent } from '../mail/mail-templates';

// What the inbox keeps of a message (DESIGN §1e "Notices"): the mail's own subject and paragraphs,
// with its links as the portal's paths. Messages that only carry a one-time link (a password
// reset, the confirmation sent to a new address) are not notices: the link is the message, and
// it must not outlive the mail.

/** The messages kept in the inbox, and what each is about (the inbox's filter). */
export const NOTICE_CATEGORY_OF = {
  'statement-ready': 'documents',
  'contribution-missing': 'contributions',
  'contribution-received': 'contributions',
  'document-received': 'claims',
  'withdrawal-submitted': 'claims',
  'withdrawal-step': 'claims',
  'withdrawal-paid': 'claims',
  'death-reported': 'claims',
  'switch-done': 'investments',
  'switch-refused': 'investments',
  'nomination-saved': 'beneficiaries',
  'password-changed': 'security',
  'new-sign-in': 'security',
  'second-step-paused': 'security',
  'email-change-requested': 'security',
  'email-changed': 'security',
  'phone-changed': 'security',
  'sign-in-method': 'security',
  'bank-details-given': 'security',
  'message-reply': 'messages',
  'complaint-lodged': 'messages',
  'complaint-answered': 'messages',
  'transfer-requested': 'claims',
  'transfer-status': 'claims',
  'data-archive-ready': 'documents',
  'correction-lodged': 'messages',
  'correction-answered': 'messages',
  'retirement-claim-started': 'claims',
} as const satisfies Partial<Record<MailContent['kind'], NoticeCategory>>;

export type NoticeKind = keyof typeof NOTICE_CATEGORY_OF;
/** A message that is also a notice. */
export type NoticeContent = Extract<MailContent, { kind: NoticeKind }>;

export type NoticeText = {
  kind: NoticeKind;
  category: NoticeCategory;
  subject: string;
  lines: NoticeLine[];
  reference: string | null;
};

/** The line of the mail that carries the link to cancel an email change, as the inbox says it. */
const CANCEL_IN_MAIL =
  'If this was not you, cancel the change with the link in the email we sent to your current address, then change your password at once, or call us on 0860 000 000.';

function referenceOf(content: NoticeContent): string | null {
  switch (content.kind) {
    case 'withdrawal-submitted':
    case 'withdrawal-step':
    case 'withdrawal-paid':
    case 'document-received':
    case 'bank-details-given':
    case 'retirement-claim-started':
      return content.caseNo;
    case 'death-reported':
    case 'message-reply':
    case 'complaint-lodged':
    case 'complaint-answered':
    case 'transfer-requested':
    case 'transfer-status':
    case 'correction-lodged':
    case 'correction-answered':
      return content.reference;
    default:
      return null;
  }
}

/** The content with its portal links as paths of the portal (the inbox is on the portal). */
function withPortalPaths(content: NoticeContent): NoticeContent {
  if ('place' in content && content.place)
    return { ...content, place: { ...content.place, portalUrl: '' } };
  if ('portalUrl' in content) return { ...content, portalUrl: '' };
  return content;
}

export function noticeOf(content: NoticeContent, portalName: string): NoticeText {
  const { subject, lines } = linesOf(withPortalPaths(content), portalName);
  const kept: NoticeLine[] = [];
  for (const line of lines) {
    if (typeof line !== 'string') {
      if (line.link.startsWith('/')) kept.push({ text: line.text, link: line.link });
      // A link to another address is the mail's one-time link (the email change's cancel link).
      else if (content.kind === 'email-change-requested') kept.push({ text: CANCEL_IN_MAIL });
    } else if (!(content.kind === 'email-change-requested' && line.startsWith('Then sign in'))) {
      // (The line after the cancel link is said in CANCEL_IN_MAIL.)
      kept.push({ text: line });
    }
  }
  return {
    kind: content.kind,
    category: NOTICE_CATEGORY_OF[content.kind],
    subject,
    lines: kept,
    reference: referenceOf(content),
  };
}

export function isNoticeContent(content: MailContent): content is NoticeContent {
  return Object.hasOwn(NOTICE_CATEGORY_OF, content.kind);
}
