import type * as routes from '../details-confirmation';
import type { RouteCall } from '../route-call';

// The calls of details-confirmation.ts for the web app, without their schemas (route-call.ts).

export const getDetailsConfirmation: RouteCall<typeof routes.getDetailsConfirmation> = {
  method: 'GET',
  path: '/api/Profile/GetDetailsConfirmation',
};

export const confirmDetails: RouteCall<typeof routes.confirmDetails> = {
  method: 'POST',
  path: '/api/Profile/ConfirmDetails',
};

/** Said when the details changed after the member was shown them (409). */
export const DETAILS_CHANGED_MESSAGE =
  'Your details changed after this page showed them. Check them again below before you confirm.';
