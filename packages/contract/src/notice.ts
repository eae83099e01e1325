import { z } from 'zod';
import { defineRoute } from './route';

// spec 1 §3 "Notification" and §7 "GET /Notice/GetNoticeToDisplay: isSuccess, result". The server
// answers only the signed-in member's notices: those whose source systems carry the web-app marker
// and belong to a product or cover the member holds. `sourceSystem` lists those marked entries.
export const NoticeSchema = z.object({
  /** Where the notice is shown; the dashboard shows notices flagged 'Dashboard' (spec 1 §2.3). */
  navigationType: z.string(),
  sourceSystem: z.array(z.string()),
  categoryTitleToDisplay: z.string(),
  /** Administrator-written HTML; the web app still renders it through an allow-list sanitiser. */
  htmlContent: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;

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

/** spec 1 §2.3: the navigation type of the notices shown on the dashboard. */
export const DASHBOARD_NAVIGATION_TYPE = 'Dashboard';

/**
 * The administrator's category of the notice saying the member's tax certificates are ready. It
 * is answered only to a member who has a tax certificate (GetHistoricalTaxCertificates lists one),
 * and the dashboard leads from it to where they are (docs/decisions/spec-readings.md).
 */
export const TAX_CERTIFICATES_NOTICE_CATEGORY = 'Tax certificates';
