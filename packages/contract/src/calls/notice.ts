import type * as routes from '../notice';
import type { RouteCall } from '../route-call';

// The calls of notice.ts for the web app, without their schemas (route-call.ts).

export const getNoticeToDisplay: RouteCall<typeof routes.getNoticeToDisplay> = {
  method: 'GET',
  path: '/api/Notice/GetNoticeToDisplay',
};

/** spec 1 §2.3: the navigation type of the notices shown on the dashboard. */
export const DASHBOARD_NAVIGATION_TYPE = 'Dashboard';
/**
 * The administrator's category of the notice saying the member's tax certificates are ready. It
 * is answered only to a member who has a tax certificate (GetHistoricalTaxCertificates lists one),
 * and the dashboard leads from it to where they are (docs/decisions/spec-readings.md).
 */
export const TAX_CERTIFICATES_NOTICE_CATEGORY = 'Tax certificates';
