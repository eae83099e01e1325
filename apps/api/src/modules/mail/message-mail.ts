import { MESSAGE_TOPIC_LABELS, type MessageTopic } from '@portal/contract/calls/messages';

// The notice of the fund's answer to a member's message (issue 48 point 4), beside the other
// messages of mail-templates.ts. It says that the fund answered and where to read it, never what
// was written: a member's subject or message may hold an ID, account or tax number, and neither
// the mail nor the SMS may carry one.

export type MessageReplyMail = {
  kind: 'message-reply';
  /** The thread's reference, MSG-XXXXXXXX. */
  reference: string;
  topic: MessageTopic;
  /** The fund asks the member for a document. */
  asksForDocument: boolean;
  /** The portal's public address; '' in the inbox (a path of the portal). */
  portalUrl: string;
};

/** The portal's page of the thread (apps/web/src/config/paths.ts messageThread). */
export function messageThreadPath(reference: string): string {
  return `/messages/${encodeURIComponent(reference)}`;
}

export function messageReplyLines(content: MessageReplyMail): {
  subject: string;
  lines: (string | { text: string; link: string })[];
} {
  const about = MESSAGE_TOPIC_LABELS[content.topic].toLowerCase();
  return content.asksForDocument
    ? {
        subject: `The fund asks you for a document (message ${content.reference})`,
        lines: [
          `We answered your message about ${about} and need a document from you to go on.`,
          'Sign in and reply to the message with the document attached (PDF, JPEG or PNG, at most 5 MB).',
          {
            text: `Read message ${content.reference}`,
            link: `${content.portalUrl}${messageThreadPath(content.reference)}`,
          },
        ],
      }
    : {
        subject: `The fund answered your message ${content.reference}`,
        lines: [
          `We answered your message about ${about}.`,
          {
            text: `Read message ${content.reference}`,
            link: `${content.portalUrl}${messageThreadPath(content.reference)}`,
          },
          'For your privacy, the answer is not in this email: sign in to read it.',
        ],
      };
}
