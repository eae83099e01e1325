import { z } from 'zod';
import { defineRoute } from './route';

export { DASHBOARD_NAVIGATION_TYPE, TAX_CERTIFICATES_NOTICE_CATEGORY } from './calls/notice';

// spec 1 §3 "Notification" and §7 "GET /Notice/GetNoticeToDisplay: isSuccess, result". The server
// answers only the signed-in member's notices: those whose source systems carry the web-app marker
// and belong to a product or cover the member holds. `sourceSystem` lists those marked entries.
export const NoticeSchema = z.object({
  /** Where the notice is shown; the dashboard shows notices flagged 'Dashboard' (spec 1 §2.3). */
  navigationType: z.string(),
  sourceSystem: z.array(z.string()),
  categoryTitleToDisplay: z.string(),
  /**
   * Administrator-written HTML, answered only after the server's allow-list sanitiser (p, strong,
   * em, a[href], ul, li and br; links open in a new tab): the web app sets it as markup as it is.
   */
  htmlContent: z.string().brand<'SafeNoticeHtml'>(),
});
export type Notice = z.infer<typeof NoticeSchema>;
/** A notice's HTML after the server's allow-list sanitiser. */
export type SafeNoticeHtml = Notice['htmlContent'];

export const NoticesResponseSchema = z.object({
  isSuccess: z.boolean(),
  result: z.array(NoticeSchema),
});
export type NoticesResponse = z.infer<typeof NoticesResponseSchema>;

export const getNoticeToDisplay = defineRoute({
  method: 'GET',
  path: '/api/Notice/GetNoticeToDisplay',
  response: NoticesResponseSchema,
});
