import type * as routes from '../claims';
import type { RouteCall } from '../route-call';

// The calls of claims.ts for the web app, without their schemas (route-call.ts).

export const cancelClaim: RouteCall<typeof routes.cancelClaim> = {
  method: 'POST',
  path: '/api/Claims/cancelClaim',
};

export const checkClaimAllowed: RouteCall<typeof routes.checkClaimAllowed> = {
  method: 'GET',
  path: '/api/Claims/CheckClaimAllowed',
};

export const getClaimDetails: RouteCall<typeof routes.getClaimDetails> = {
  method: 'GET',
  path: '/api/Claims/GetClaimDetails',
};

export const getMemberClaims: RouteCall<typeof routes.getMemberClaims> = {
  method: 'GET',
  path: '/api/Claims/GetMemberClaims',
};

export const getPaymentLetters: RouteCall<typeof routes.getPaymentLetters> = {
  method: 'GET',
  path: '/api/Claims/GetPaymentLetters',
};
