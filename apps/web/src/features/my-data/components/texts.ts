import { formatReportTimestamp } from '@portal/domain/dates';

// The words of the "Your data" page (issue 49 point 2; POPIA section 23), in one place.

export const myDataText = {
  intro:
    'The Protection of Personal Information Act (section 23) lets you ask what personal information we hold about you. Here you can download all of it, free of charge.',
  holdsHeading: 'What the archive holds',
  holdsIntro:
    'A ZIP file with a readable PDF summary and, for programs and spreadsheets, a JSON file for each kind of information:',
  holds: [
    'your profile and every change made to it',
    'your memberships, transactions, units and investment choices',
    'your beneficiary nominations and their history',
    'your claims, with the list of their documents',
    'the statements and certificates issued to you',
    'your notices, messages and complaints, and the emails and SMS messages we sent you',
    'your consents and notification choices',
    'your sign-ins, sessions, passkeys and other security events',
  ],
  secretsNote:
    'Passwords, sign-in codes and the answers to your security questions are never included: the archive says we keep them, not what they are.',
  requestHeading: 'Ask for your data',
  requestIntro: (keepDays: number) =>
    `We prepare the archive in the background, usually within a minute, and tell you in your inbox when it is ready. You can download it for ${keepDays} days. You can ask once a day.`,
  requestButton: 'Download my data',
  requested: 'We are preparing your archive. This page shows it when it is ready.',
  requestError: 'We could not ask for your archive. Please try again.',
  onceADay: 'One archive a day',
  listHeading: 'Your archives',
  loading: 'Loading your archives',
  listError: 'We could not load your archives.',
  somethingWentWrong: 'Something went wrong',
  tryAgain: 'Try again',
  noArchives: 'You have not asked for your data yet.',
  noArchivesHint: 'Use “Download my data” above; the archive appears here.',
  archiveName: (requestedAt: string) =>
    `Archive asked for on ${formatReportTimestamp(requestedAt)}`,
  preparing: 'Being prepared. This page updates by itself.',
  readyOn: (readyAt: string) => `Ready ${formatReportTimestamp(readyAt)}`,
  expiresOn: (expiresAt: string) => `Can be downloaded until ${formatReportTimestamp(expiresAt)}`,
  expired: 'Deleted after its days. Ask for a new one if you need it.',
  failed:
    'We could not prepare this archive. Please ask again tomorrow, or call us on 0860 000 000.',
  downloadWhat: (requestedAt: string) =>
    `your data archive of ${formatReportTimestamp(requestedAt)}`,
} as const;
