// spec 1 §8 "Profile load fails": what a member is told when their profile cannot be shown (a
// toast as the portal opens, the error panel on the profile page).
export const PROFILE_FAILURE_TITLE = 'Something went wrong';
export const PROFILE_LOAD_ERROR =
  'Something went wrong in showing your profile. Please try logging in later.';

/** Issue 45: the label of the income tax number the fund holds, and its value when none. */
export const TAX_NUMBER_LABEL = 'Income tax number';
export const NO_TAX_NUMBER = 'None held';
/** The info icon's words beside it (the sentence under the field says how). */
export const TAX_NUMBER_HINT = 'Only the contact centre can change your income tax number';

/** Issue 45: how the member's income tax number is changed (never on this page). */
export function taxNumberChangeSentence(callCentrePhone: string, isHeld: boolean): string {
  const contactCentre = callCentrePhone
    ? `the contact centre on ${callCentrePhone}`
    : 'the contact centre';
  return isHeld
    ? `To change your income tax number, please call ${contactCentre}.`
    : `We do not hold your income tax number. You can give it when you make a claim, or call ${contactCentre}.`;
}
