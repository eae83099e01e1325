import { INBOX_PAGE_SIZE, InboxNoticeSchema, NOTICE_CATEGORIES } from '@portal/contract/inbox';
import type { InboxNotice, NoticePreference } from '@portal/contract/inbox';

// Bodies for stubbed answers of the inbox's calls, built (and checked) with the contract schemas.

export function aNotice(overrides: Partial<InboxNotice> = {}): InboxNotice {
  return InboxNoticeSchema.parse({
    id: 1,
    kind: 'withdrawal-paid',
    category: 'claims',
    subject: 'Your savings withdrawal was paid',
    lines: [
      { text: 'We paid R\u00a012\u00a0500.00 into your bank account after tax and fees.' },
      { text: 'Follow withdrawal W123', link: '/claims/W123' },
    ],
    reference: 'W123',
    createdAt: '2026-03-05T08:30:00.000+02:00',
    readAt: null,
    ...overrides,
  });
}

/** A statement notice, read, with its link to the statements tab. */
export function aStatementNotice(overrides: Partial<InboxNotice> = {}): InboxNotice {
  return aNotice({
    id: 2,
    kind: 'statement-ready',
    category: 'documents',
    subject: 'Your annual statement is ready',
    lines: [
      { text: 'Your statement for the year to 28 February 2026 is ready.' },
      { text: 'Your statements', link: '/statements-and-documents?tab=statements' },
    ],
    reference: null,
    createdAt: '2026-03-01T23:30:00.000Z',
    readAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  });
}

/** GET /api/Inbox/GetNotices's answer for `notices` (on the first page unless told). */
export function aNoticesAnswer(
  notices: readonly InboxNotice[],
  {
    total = notices.length,
    unread,
    page = 1,
  }: { total?: number; unread?: number; page?: number } = {},
) {
  return {
    success: true,
    notices,
    total,
    unread: unread ?? notices.filter((notice) => notice.readAt === null).length,
    page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

/** GET /api/Inbox/Preferences: every category emailed, no SMS, a mobile number ending 567. */
export function aPreferencesAnswer(
  overrides: {
    preferences?: NoticePreference[];
    mobileEnding?: string | null;
    hasEmail?: boolean;
  } = {},
) {
  return {
    success: true,
    preferences:
      overrides.preferences ??
      NOTICE_CATEGORIES.map((category) => ({ category, email: true, sms: false })),
    mobileEnding: overrides.mobileEnding === undefined ? '567' : overrides.mobileEnding,
    hasEmail: overrides.hasEmail ?? true,
  };
}
