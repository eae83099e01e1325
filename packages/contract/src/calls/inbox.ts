import type * as routes from '../inbox';
import type { RouteCall } from '../route-call';

// The calls of inbox.ts for the web app, without their schemas (route-call.ts).

/**
 * What a notice is about, the inbox's filter: each notice kind belongs to one (inbox.ts
 * NOTICE_CATEGORY_OF). Listed in the order the filter offers them.
 */
export const NOTICE_CATEGORIES = [
  'documents',
  'contributions',
  'claims',
  'investments',
  'beneficiaries',
  'messages',
  'security',
] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** The filter's words for each category. */
export const NOTICE_CATEGORY_LABELS: Record<NoticeCategory, string> = {
  documents: 'Statements and documents',
  contributions: 'Contributions',
  claims: 'Claims and withdrawals',
  investments: 'Investment switches',
  beneficiaries: 'Beneficiaries',
  messages: 'Messages from the fund',
  security: 'Security and sign-in',
};

/** What a notice of each category is sent by, when the member has not chosen (email on, SMS off). */
export const DEFAULT_NOTICE_CHANNELS = { email: true, sms: false } as const;

/** Security notices are always emailed (a member must hear of a change they did not make). */
export const SECURITY_ALWAYS_EMAILED_MESSAGE =
  'Security and sign-in notices are always emailed to you, so that you hear of any change you did not make.';
/** SMS asked for without a mobile number on the profile. */
export const SMS_NEEDS_MOBILE_MESSAGE =
  'Add a mobile number to your profile to get notices by SMS.';

/** Notices on one page of the inbox. */
export const INBOX_PAGE_SIZE = 20;
/** The longest search the inbox takes. */
export const INBOX_SEARCH_MAX = 100;

export const getInboxNotices: RouteCall<typeof routes.getInboxNotices> = {
  method: 'GET',
  path: '/api/Inbox/GetNotices',
};

export const getInboxUnreadCount: RouteCall<typeof routes.getInboxUnreadCount> = {
  method: 'GET',
  path: '/api/Inbox/GetUnreadCount',
};

export const markInboxNoticeRead: RouteCall<typeof routes.markInboxNoticeRead> = {
  method: 'POST',
  path: '/api/Inbox/MarkRead',
};

export const getNoticePreferences: RouteCall<typeof routes.getNoticePreferences> = {
  method: 'GET',
  path: '/api/Inbox/Preferences',
};

export const saveNoticePreferences: RouteCall<typeof routes.saveNoticePreferences> = {
  method: 'PUT',
  path: '/api/Inbox/Preferences',
};
