import type * as routes from '../contributions';
import type { RouteCall } from '../route-call';

// The calls of contributions.ts for the web app, without their schemas (route-call.ts).

/** How many months the contribution strip shows. */
export const CONTRIBUTION_STRIP_MONTHS = 24;

/** The administration's schedule could not be read (its service failed). */
export const CONTRIBUTIONS_UNAVAILABLE_MESSAGE =
  'We cannot show your contributions right now. Please try again later.';

export const getFundContributions: RouteCall<typeof routes.getFundContributions> = {
  method: 'GET',
  path: '/api/Fund/GetFundDetails/:schemeNumber/Contributions',
};

export const getContributionArrears: RouteCall<typeof routes.getContributionArrears> = {
  method: 'GET',
  path: '/api/Contributions/GetArrears',
};
