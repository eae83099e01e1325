import { addMonths, isBefore } from './dates';

// Staying traceable (issue 49 point 6). A benefit becomes unclaimed when the fund has lost touch
// with its member for 24 months (sa-disclosure-and-rights.md "Members' rights"; R 88.6 billion is
// unclaimed in South Africa). Once a year the portal asks the member to confirm that the contact
// details the fund holds and the beneficiaries nominated are still right, and records the day.

/** Months between the member's confirmations of their contact details and beneficiaries. */
export const DETAILS_CONFIRMATION_MONTHS = 12;
/** Months without contact after which a benefit is unclaimed. */
export const UNCLAIMED_AFTER_MONTHS = 24;

/** The day the next confirmation is asked for; null when the member has never confirmed. */
export function nextConfirmationDueOn(lastConfirmedOn: string | null): string | null {
  return lastConfirmedOn === null ? null : addMonths(lastConfirmedOn, DETAILS_CONFIRMATION_MONTHS);
}

/** Whether the member is asked, on `today`, to confirm: never confirmed, or a year has passed. */
export function isConfirmationDue(lastConfirmedOn: string | null, today: string): boolean {
  const dueOn = nextConfirmationDueOn(lastConfirmedOn);
  return dueOn === null || !isBefore(today, dueOn);
}
