import { z } from 'zod';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_FIELD_MESSAGES,
  MESSAGE_REFERENCE_PATTERN,
  MESSAGE_SUBJECT_MAX,
  MESSAGE_THREAD_STATUSES,
  MESSAGE_TOPICS,
} from './calls/messages';
import { MemberDocumentFileSchema } from './documents';
import { defineRoute } from './route';
import { requestText } from './wire';

export {
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_BODY_MAX,
  MESSAGE_FIELD_MESSAGES,
  MESSAGE_REFERENCE_PATTERN,
  MESSAGE_SUBJECT_MAX,
  MESSAGE_THREAD_STATUSES,
  MESSAGE_THREAD_STATUS_LABELS,
  MESSAGE_TOPICS,
  MESSAGE_TOPIC_LABELS,
  type MessageThreadStatus,
  type MessageTopic,
} from './calls/messages';

// Messages to the fund (issue 48 point 4): a member writes to the fund on a topic, with up to
// MESSAGE_ATTACHMENTS_MAX attachments under the claim documents' upload rules (PDF, JPEG or PNG
// by content, at most 5 MB each, the member's daily upload quota), and reads the conversation.
// The fund's administration answers in the background; an answer that asks for a document waits
// for the member's reply. Each thread has an unguessable reference (MSG-XXXXXXXX). Every call is
// scoped to the signed-in member: another member's thread or attachment is a 404.

export const MessageTopicSchema = z.enum(MESSAGE_TOPICS);
export const MessageThreadStatusSchema = z.enum(MESSAGE_THREAD_STATUSES);

/** A thread's reference as a request gives it (upper case, MSG-XXXXXXXX); anything else is a 400. */
export const MessageReferenceSchema = requestText(20)
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(MESSAGE_REFERENCE_PATTERN, { error: 'Not a message reference.' }));

/** The text fields of a new thread, sent before its files (multipart/form-data). */
export const StartThreadFieldsSchema = z.object({
  topic: z.enum(MESSAGE_TOPICS, { error: MESSAGE_FIELD_MESSAGES.topic }),
  subject: requestText(MESSAGE_SUBJECT_MAX)
    .trim()
    .min(1, { error: MESSAGE_FIELD_MESSAGES.subject }),
  body: requestText(MESSAGE_BODY_MAX, { multiLine: true })
    .trim()
    .min(1, { error: MESSAGE_FIELD_MESSAGES.body }),
  /** The same key again (a retry) answers the thread it started, and starts no other. */
  idempotencyKey: requestText(64).trim().min(8).optional(),
});
export type StartThreadFields = z.infer<typeof StartThreadFieldsSchema>;

/** The text fields of a reply, sent before its files. */
export const ReplyFieldsSchema = StartThreadFieldsSchema.pick({ body: true, idempotencyKey: true });
export type ReplyFields = z.infer<typeof ReplyFieldsSchema>;

export const MessageAttachmentSchema = z.object({
  /** The only id of an attachment a member sees: random, not counted. */
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

export const ThreadMessageSchema = z.object({
  /** Who wrote it: the member, or the fund's administration. */
  from: z.enum(['member', 'fund']),
  body: z.string(),
  /** When it was written, ISO 8601 with the offset. */
  sentAt: z.string(),
  /** The fund asks the member for a document with this message. */
  asksForDocument: z.boolean(),
  attachments: z.array(MessageAttachmentSchema),
});
export type ThreadMessage = z.infer<typeof ThreadMessageSchema>;

export const MessageThreadSummarySchema = z.object({
  reference: z.string(),
  topic: MessageTopicSchema,
  subject: z.string(),
  status: MessageThreadStatusSchema,
  /** When it was started, ISO 8601. */
  startedAt: z.string(),
  /** When its last message was written, ISO 8601. */
  lastMessageAt: z.string(),
  /** Who wrote its last message. */
  lastFrom: z.enum(['member', 'fund']),
  messageCount: z.number().int(),
});
export type MessageThreadSummary = z.infer<typeof MessageThreadSummarySchema>;

export const MessageThreadSchema = MessageThreadSummarySchema.extend({
  /** Oldest first. */
  messages: z.array(ThreadMessageSchema),
});
export type MessageThread = z.infer<typeof MessageThreadSchema>;

const ThreadAnswerSchema = z.object({ success: z.boolean(), thread: MessageThreadSchema });

/** The member's threads, the latest message first (at most 200). */
export const getMessageThreads = defineRoute({
  method: 'GET',
  path: '/api/Messages/GetThreads',
  response: z.object({ success: z.boolean(), threads: z.array(MessageThreadSummarySchema) }),
});

export const getMessageThread = defineRoute({
  method: 'GET',
  path: '/api/Messages/GetThread',
  query: z.object({ reference: MessageReferenceSchema }),
  response: ThreadAnswerSchema,
});

/**
 * multipart/form-data: fields topic, subject, body and idempotencyKey (StartThreadFieldsSchema),
 * then up to MESSAGE_ATTACHMENTS_MAX files named `attachment`. Counts one of the member's
 * messages for the day, and each file one upload; over a bound: 429 and nothing kept.
 */
export const startMessageThread = defineRoute({
  method: 'POST',
  path: '/api/Messages/StartThread',
  response: ThreadAnswerSchema,
});

/**
 * multipart/form-data to the member's thread `reference`: fields body and idempotencyKey, then up
 * to MESSAGE_ATTACHMENTS_MAX files. A closed thread: 409.
 */
export const replyToMessageThread = defineRoute({
  method: 'POST',
  path: '/api/Messages/Reply',
  query: z.object({ reference: MessageReferenceSchema }),
  response: ThreadAnswerSchema,
});

/** The member closes their thread: no more replies either way. Closing it again changes nothing. */
export const closeMessageThread = defineRoute({
  method: 'POST',
  path: '/api/Messages/CloseThread',
  body: z.object({ reference: MessageReferenceSchema }),
  response: ThreadAnswerSchema,
});

/** One of the member's attachments, as an attachment under its name. */
export const downloadMessageAttachment = defineRoute({
  method: 'GET',
  path: '/api/Messages/DownloadAttachment',
  query: z.object({ fileId: requestText(64).trim().min(1) }),
  response: MemberDocumentFileSchema,
});
