import { z } from 'zod';
import { INBOX_SEARCH_MAX, NOTICE_CATEGORIES } from './calls/inbox';
import { defineRoute } from './route';
import { requestText } from './wire';

export {
  DEFAULT_NOTICE_CHANNELS,
  SECURITY_ALWAYS_EMAILED_MESSAGE,
  SMS_NEEDS_MOBILE_MESSAGE,
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_MAX,
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  type NoticeCategory,
} from './calls/inbox';

// The member's inbox (DESIGN §1e "Notices"): every notice the portal sends the member, kept where
// the member can find it again. A notice is written in the same transaction as the event it tells
// of; the mail that carries it goes out afterwards through the outbox.

export const NoticeCategorySchema = z.enum(NOTICE_CATEGORIES);

/** One paragraph of a notice: text, and the portal page it leads to where it has one. */
export const NoticeLineSchema = z.object({
  text: z.string(),
  /** A path of the portal (`/claims/W123`), never another site's address. */
  link: z.string().optional(),
});

export const InboxNoticeSchema = z.object({
  id: z.number().int(),
  /** What happened (the mail's kind: 'withdrawal-paid', 'nomination-saved', ...). */
  kind: z.string(),
  category: NoticeCategorySchema,
  subject: z.string(),
  lines: z.array(NoticeLineSchema),
  /** The reference the member can quote (a claim's case number, a death report's reference). */
  reference: z.string().nullable(),
  /** When it was written, ISO 8601 with the offset. */
  createdAt: z.string(),
  /** When the member first opened it; null while unread. */
  readAt: z.string().nullable(),
});
export type InboxNotice = z.infer<typeof InboxNoticeSchema>;

export const InboxQuerySchema = z.object({
  /** Words to find in a notice's subject, text or reference (all of them, in any order). */
  search: requestText(INBOX_SEARCH_MAX).trim().optional(),
  category: NoticeCategorySchema.optional(),
  /** 1 for the newest notices. */
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const getInboxNotices = defineRoute({
  method: 'GET',
  path: '/api/Inbox/GetNotices',
  query: InboxQuerySchema,
  response: z.object({
    success: z.boolean(),
    notices: z.array(InboxNoticeSchema),
    /** Notices that match the search and filter, on every page. */
    total: z.number().int(),
    /** The member's unread notices, whatever the search. */
    unread: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const getInboxUnreadCount = defineRoute({
  method: 'GET',
  path: '/api/Inbox/GetUnreadCount',
  response: z.object({ success: z.boolean(), unread: z.number().int() }),
});

/** Marks one of the member's notices read (404 for any other); answers the unread count after. */
export const markInboxNoticeRead = defineRoute({
  method: 'POST',
  path: '/api/Inbox/MarkRead',
  body: z.object({ id: z.number().int().min(1).max(2_147_483_647) }),
  response: z.object({ success: z.boolean(), unread: z.number().int() }),
});

/** How notices of one category are sent besides the inbox, which keeps every one. */
export const NoticePreferenceSchema = z.object({
  category: NoticeCategorySchema,
  email: z.boolean(),
  sms: z.boolean(),
});
export type NoticePreference = z.infer<typeof NoticePreferenceSchema>;

const PreferencesAnswerSchema = z.object({
  success: z.boolean(),
  /** One per category, in NOTICE_CATEGORIES' order. */
  preferences: z.array(NoticePreferenceSchema),
  /** The last three digits of the mobile number SMS go to, or null when the profile has none. */
  mobileEnding: z.string().nullable(),
  /** Whether the profile has an email address for the mail to go to. */
  hasEmail: z.boolean(),
});

export const getNoticePreferences = defineRoute({
  method: 'GET',
  path: '/api/Inbox/Preferences',
  response: PreferencesAnswerSchema,
});

/**
 * Saves how the member is told of each category (every category, once each). Security notices
 * stay emailed (400 with SECURITY_ALWAYS_EMAILED_MESSAGE); SMS needs a mobile number on the
 * profile (400 with SMS_NEEDS_MOBILE_MESSAGE). Answers the preferences as saved.
 */
export const saveNoticePreferences = defineRoute({
  method: 'PUT',
  path: '/api/Inbox/Preferences',
  body: z.object({
    preferences: z
      .array(NoticePreferenceSchema)
      .length(NOTICE_CATEGORIES.length)
      .refine((list) => new Set(list.map((p) => p.category)).size === list.length, {
        error: 'Each category must be given once.',
      }),
  }),
  response: PreferencesAnswerSchema,
});
