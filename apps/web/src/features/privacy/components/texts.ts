import { formatDisplayDate } from '@portal/domain/dates';

// The words of the "Your information" page (issue 49 point 3; POPIA sections 23 and 24).

export const privacyText = {
  title: 'Your information',
  intro:
    'What the fund holds about you that you cannot change yourself, your requests to correct it, your choice about direct marketing and the consents you gave. The Protection of Personal Information Act lets you ask for a correction free of charge; the fund answers within 30 days.',
  detailsHeading: 'Details you cannot change yourself',
  detailsIntro:
    'Your name, contact details and address are changed on your profile. These details are changed by the fund, on a request with a document that shows the correct detail.',
  notHeld: 'Not held',
  askCorrection: 'Ask for a correction',
  askCorrectionOf: (words: string) => `Ask for a correction of your ${words}`,
  formHeading: 'Ask for a correction',
  detailLabel: 'Detail to correct',
  valueLabel: 'The correct value',
  valueHint: {
    idNumber: 'The 13 digits of your ID number.',
    passportNumber: 'The number as it is printed in your passport.',
    dateOfBirth: 'As YYYY-MM-DD, for example 1985-03-14.',
  },
  reasonLabel: 'Why the detail is wrong',
  documentHint:
    'Attach one document that shows the correct detail, such as your identity document or passport.',
  oneFile: 'Please attach only one document.',
  send: 'Send the request',
  cancel: 'Cancel',
  sent: (reference: string) =>
    `Your request ${reference} was sent. The fund answers within 30 days; you will find its answer here and in your inbox.`,
  sendFailed: 'Your request was not sent',
  tryAgainLater: 'Your request could not be sent just now. Please try again later.',
  loading: 'Loading your information',
  loadError: 'Your information could not be loaded just now. Please try again later.',
  correctionsHeading: 'Your correction requests',
  noCorrections: 'You have not asked for a correction.',
  askedFor: 'Asked for',
  reference: 'Reference',
  lodgedOn: 'Sent on',
  dueOn: 'Answer due by',
  answeredOn: 'Answered on',
  daysLeft: (days: number) =>
    days === 0
      ? 'The fund’s last day to answer is today.'
      : `The fund has ${days} ${days === 1 ? 'day' : 'days'} left to answer.`,
  overdue: (dueOn: string) =>
    `The fund did not answer by ${formatDisplayDate(dueOn)}. You may complain to the Information Regulator (www.inforegulator.org.za), free of charge.`,
  answerHeading: 'The fund’s answer',
  objectionHeading: 'Direct marketing',
  objectionLabel: 'I object to direct marketing',
  objectionDescription:
    'While you object, the portal makes no offer to refer you to an adviser and passes none of your details to one. You may change your mind at any time.',
  objectionSince: (on: string) => `Last changed on ${formatDisplayDate(on)}.`,
  objectionFailed: 'Your choice could not be saved just now. Please try again later.',
  consentsHeading: 'Consents you gave',
  consentsIntro: 'Every consent and declaration you gave through the portal, the latest first.',
  noConsents: 'You have not given a consent through the portal yet.',
  at: 'On',
  channel: 'Through',
} as const;
