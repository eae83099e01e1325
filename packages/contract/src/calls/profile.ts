import type * as routes from '../profile';
import type { RouteCall } from '../route-call';

// The calls of profile.ts for the web app, without their schemas (route-call.ts).

export const cancelEmailChange: RouteCall<typeof routes.cancelEmailChange> = {
  method: 'POST',
  path: '/api/Profile/CancelEmailChange',
};

export const getProfileChanges: RouteCall<typeof routes.getProfileChanges> = {
  method: 'GET',
  path: '/api/Profile/GetProfileChanges',
};

export const getProfileDetails: RouteCall<typeof routes.getProfileDetails> = {
  method: 'GET',
  path: '/api/Profile/GetProfileDetails',
};

export const updatePersonalDetails: RouteCall<typeof routes.updatePersonalDetails> = {
  method: 'POST',
  path: '/api/Account/UpdatePersonalDetails',
};

export const updateProfileDetails: RouteCall<typeof routes.updateProfileDetails> = {
  method: 'PUT',
  path: '/api/Profile/UpdateProfileDetails',
};

export const resendEmailChange: RouteCall<typeof routes.resendEmailChange> = {
  method: 'POST',
  path: '/api/Profile/ResendEmailChange',
};
