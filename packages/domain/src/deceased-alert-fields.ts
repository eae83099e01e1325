// 'Report a death' (spec 3 §7 SendDeceasedMemberAlert): the form's fields as the page shows them
// (labels, the relationships offered, the lengths), apart from the rules that check them
// (deceased-alert.ts): the page loads no schema library until the report is sent.

export const DECEASED_NAME_MAX = 60;
export const REPORTER_NAME_MAX = 120;
export const REPORTER_EMAIL_MAX = 120;
export const DECEASED_ALERT_MESSAGE_MAX = 1000;

/** The form's labels, also substituted into its messages. */
export const deceasedAlertLabels = {
  deceasedFirstName: 'First name of the deceased',
  deceasedLastName: 'Surname of the deceased',
  deceasedIdNumber: 'ID number of the deceased',
  dateOfDeath: 'Date of death',
  relationship: 'Your relationship to the deceased',
  reporterName: 'Your full name',
  reporterPhone: 'Your phone number',
  reporterEmail: 'Your email address',
  message: 'Anything else we should know',
} as const;

export type DeceasedAlertField = keyof typeof deceasedAlertLabels;

/** Who may report a death: the reporter's relationship to the deceased. */
export const DECEASED_ALERT_RELATIONSHIPS = [
  'Spouse or partner',
  'Child',
  'Parent',
  'Brother or sister',
  'Other family member',
  'Executor of the estate',
  'Employer',
  'Friend',
  'Other',
] as const;
