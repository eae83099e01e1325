import type * as routes from '../referral';
import type { RouteCall } from '../route-call';

// The calls of referral.ts for the web app, without their schemas (route-call.ts).

export const createReferralLead: RouteCall<typeof routes.createReferralLead> = {
  method: 'POST',
  path: '/api/Campaigns/CreateReferralLead',
};

/** spec 3 §3: the coffee referral campaign is enum value 0. */
export const COFFEE_REFERRAL_CAMPAIGN = 0;
/** spec 3 §3 "channel (fixed web value)"; the value is not shown, this is ours. */
export const REFERRAL_CHANNEL = 'Web';
