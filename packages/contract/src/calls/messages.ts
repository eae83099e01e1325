import type * as routes from '../messages';
import type { RouteCall } from '../route-call';

// The calls of messages.ts for the web app, without their schemas (route-call.ts), and the words
// and bounds the form and the server share (issue 48 point 4, "Messages to the fund").

/** What a member writes to the fund about, in the order the form offers them. */
export const MESSAGE_TOPICS = ['claim', 'contribution', 'document', 'other'] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];

/**
 * What a conversation with the fund is about: a message's topic, a complaint or a request to
 * correct personal information (issue 49: their conversations are threads too, reached from the
 * complaints page and the "Your information" page, never from the messages page).
 */
export const THREAD_TOPICS = [...MESSAGE_TOPICS, 'complaint', 'correction'] as const;
export type ThreadTopic = (typeof THREAD_TOPICS)[number];

export const MESSAGE_TOPIC_LABELS: Record<MessageTopic, string> = {
  claim: 'A claim',
  contribution: 'A contribution',
  document: 'A document',
  other: 'Something else',
};

/**
 * Where a conversation stands: the fund is to answer; the fund answered; the fund asked the
 * member for a document; the conversation is closed (no more replies).
 */
export const MESSAGE_THREAD_STATUSES = [
  'WaitingForFund',
  'Answered',
  'WaitingForMember',
  'Closed',
] as const;
export type MessageThreadStatus = (typeof MESSAGE_THREAD_STATUSES)[number];

export const MESSAGE_THREAD_STATUS_LABELS: Record<MessageThreadStatus, string> = {
  WaitingForFund: 'Waiting for the fund',
  Answered: 'Answered',
  WaitingForMember: 'Waiting for you',
  Closed: 'Closed',
};

/** A subject's longest. */
export const MESSAGE_SUBJECT_MAX = 120;
/** A message's longest. */
export const MESSAGE_BODY_MAX = 2000;
/** Attachments on one message (each under the claim documents' rules: PDF, JPEG or PNG, 5 MB). */
export const MESSAGE_ATTACHMENTS_MAX = 3;
/** A thread's reference: MSG- and eight letters and digits that cannot be mistaken (no I, L, O, U). */
export const MESSAGE_REFERENCE_PATTERN = /^MSG-[0-9A-HJKMNP-TV-Z]{8}$/;

export const getMessageThreads: RouteCall<typeof routes.getMessageThreads> = {
  method: 'GET',
  path: '/api/Messages/GetThreads',
};

export const getMessageThread: RouteCall<typeof routes.getMessageThread> = {
  method: 'GET',
  path: '/api/Messages/GetThread',
};

export const startMessageThread: RouteCall<typeof routes.startMessageThread> = {
  method: 'POST',
  path: '/api/Messages/StartThread',
};

export const replyToMessageThread: RouteCall<typeof routes.replyToMessageThread> = {
  method: 'POST',
  path: '/api/Messages/Reply',
};

export const closeMessageThread: RouteCall<typeof routes.closeMessageThread> = {
  method: 'POST',
  path: '/api/Messages/CloseThread',
};

export const downloadMessageAttachment: RouteCall<typeof routes.downloadMessageAttachment> = {
  method: 'GET',
  path: '/api/Messages/DownloadAttachment',
  fileType: '*',
};

/** The words of a refused message, the form's and the server's alike. */
export const MESSAGE_FIELD_MESSAGES = {
  topic: 'Please choose what your message is about.',
  subject: 'Please write a subject.',
  body: 'Please write your message.',
  tooManyAttachments: `You can attach at most ${MESSAGE_ATTACHMENTS_MAX} files to a message.`,
  closed: 'This conversation is closed, so it takes no more replies. Please start a new message.',
  notMultipart:
    'Your message could not be read. Please send it as a form (multipart/form-data) and try again.',
  unreadable: 'Your message could not be read. Please try again.',
  tooManyToday: (perDay: number) =>
    `You can send at most ${perDay} messages a day, and you have reached that today. Please try again tomorrow.`,
} as const;
