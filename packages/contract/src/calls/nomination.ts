import type * as routes from '../nomination';
import type { RouteCall } from '../route-call';

// The calls of nomination.ts for the web app, without their schemas (route-call.ts).

export const getBeneficiariesDetails: RouteCall<typeof routes.getBeneficiariesDetails> = {
  method: 'GET',
  path: '/api/beneficiaries/GetBeneficiariesDetails',
};

export const getNomination: RouteCall<typeof routes.getNomination> = {
  method: 'GET',
  path: '/api/Nomination',
};

export const getValueSets: RouteCall<typeof routes.getValueSets> = {
  method: 'GET',
  path: '/api/Nomination/valuesets/all',
};

export const processNomination: RouteCall<typeof routes.processNomination> = {
  method: 'POST',
  path: '/api/Nomination/processNomination',
};

export const replaceNomination: RouteCall<typeof routes.replaceNomination> = {
  method: 'POST',
  path: '/api/Nomination/replace',
};

export const swapNomination: RouteCall<typeof routes.swapNomination> = {
  method: 'POST',
  path: '/api/Nomination/swap',
};

/** The message of a save against a stale version (409). */
export const STALE_NOMINATION_MESSAGE =
  'Your beneficiaries were changed in another window or device. Close this window and open it again to see the latest before you make changes.';
