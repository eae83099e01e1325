import {
  formatDisplayDate,
  formatReportTimestamp,
  todayInJohannesburg,
} from '@portal/domain/dates';

// The messages pages' texts (issue 48 point 4; spec 1 §8 error panel), and their dates as the
// portal shows dates (DESIGN §1a): a list's day in South African time, a message's time as the
// portal's notices say it.

export const messagesText = {
  listHeading: 'Your messages',
  loading: 'Loading your messages',
  somethingWentWrong: 'Something went wrong',
  listError: 'Something went wrong fetching your messages. Please try again later.',
  tryAgain: 'Try again',
  noThreads: 'You have not written to the fund yet.',
  noThreadsHint:
    'Write to us about a claim, a contribution, a document or anything else, and read our answers here.',
  newHeading: 'Write to the fund',
  newIntro:
    'We answer in the portal and tell you in your inbox when we have. Please do not write your ID, bank account or tax number in the subject.',
  topicLabel: 'What is it about?',
  subjectLabel: 'Subject',
  bodyLabel: 'Your message',
  replyLabel: 'Your reply',
  replyFormName: 'Reply to the fund',
  attachedFiles: 'Attached files',
  send: 'Send message',
  sendReply: 'Send reply',
  sendFailed: 'Your message was not sent',
  sendFailedRetry: 'Please try again.',
  sent: (reference: string) => `Your message was sent. Its reference is ${reference}.`,
  replySent: 'Your reply was sent.',
  fundAnswered: 'The fund answered your message.',
  conversation: 'The conversation',
  you: 'You',
  fund: 'The fund',
  asksForDocument: 'The fund asks you for a document: reply with it attached.',
  closeThread: 'Close this conversation',
  closed:
    'This conversation is closed. To write to the fund about something else, start a new message.',
  closeFailed: 'The conversation could not be closed. Please try again.',
  notFound: 'We could not find this message',
  notFoundHint: 'It may belong to another sign-in, or the reference may be mistyped.',
  threadError: 'Something went wrong fetching this message. Please try again later.',
  backToMessages: 'Back to your messages',
  writeNew: 'Write a new message',
  reference: 'Reference',
  status: 'Status',
  topic: 'About',
  started: 'Started',
  lastMessage: 'Last message',
  waitingHint: 'We will tell you in your inbox when we have answered.',
  toInbox: 'Your inbox',
} as const;

/** A conversation's day, as the portal shows dates: '5 Mar 2026'. */
export function messageDay(timestamp: string): string {
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime())
    ? timestamp
    : formatDisplayDate(todayInJohannesburg(instant));
}

/** A message's time, as the portal's notices say it: '5 Mar 2026 14:05 GMT+2'. */
export function messageTime(timestamp: string): string {
  try {
    return formatReportTimestamp(timestamp);
  } catch {
    return timestamp;
  }
}
