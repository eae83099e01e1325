// spec 1 §8 "Profile load fails": what a member is told when their profile cannot be shown (a
// toast as the portal opens, the error panel on the profile page).
export const PROFILE_FAILURE_TITLE = 'Something went wrong';
export const PROFILE_LOAD_ERROR =
  'Something went wrong in showing your profile. Please try logging in later.';
