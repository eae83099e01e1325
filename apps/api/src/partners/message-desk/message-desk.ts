import type { ComplaintCategory, ComplaintOutcome } from '@portal/contract/calls/complaints';
import type { MessageTopic, ThreadTopic } from '@portal/contract/calls/messages';
import type { CorrectionDetail, CorrectionOutcome } from '@portal/contract/calls/privacy';
import type { CorrectionProblem } from '@portal/domain/corrections';
import { complaintAnswer } from './complaint-answers';
import { correctionAnswer } from './correction-answers';

// The fund administration's desk that answers members' messages (issue 48 point 4, DESIGN §1b):
// one small interface, and the embedded default, a deterministic simulator that answers from the
// templates below. The portal asks it once a message has waited MESSAGE_REPLY_SECONDS
// (modules/messages/fund-replies.ts). Its rules, in order:
//   1. The desk asked for a document last time: a reply with an attachment is thanked for it
//      (RECEIVED); one without is reminded (REMINDER, asking again).
//   2. A new message about a claim or a document without an attachment: the desk asks for one
//      (ASK_FOR_DOCUMENT).
//   3. A new message otherwise: the topic's answer (TOPIC_ANSWERS; a document sent is RECEIVED).
//   4. A later reply: RECEIVED with an attachment, else FOLLOW_UP.
// A complaint (issue 49) is answered once, with the decision on its category
// (complaint-answers.ts); a correction request is answered once, accepted or declined by a fixed
// rule (correction-answers.ts).
// No answer repeats what the member wrote, and none holds personal data.

export type DeskQuestion = {
  topic: ThreadTopic;
  /** A complaint's category (topic 'complaint'). */
  complaintCategory?: ComplaintCategory;
  /** A correction request (topic 'correction'): the detail and what is wrong with the value. */
  correction?: { detail: CorrectionDetail; problem: CorrectionProblem | null };
  /** The thread has only the member's first message. */
  isFirstMessage: boolean;
  /** The member's latest message carries an attachment. */
  hasAttachment: boolean;
  /** The desk's own last message asked for a document. */
  wasDocumentAsked: boolean;
};

export type DeskAnswer = {
  body: string;
  asksForDocument: boolean;
  /** The decision on a complaint. */
  outcome?: ComplaintOutcome;
  /** The decision on a correction request. */
  correctionOutcome?: CorrectionOutcome;
};

export type MessageDesk = { answer: (question: DeskQuestion) => Promise<DeskAnswer> };

const HOW_TO_SEND =
  'Please reply to this message with it attached (PDF, JPEG or PNG, at most 5 MB each).';

export const DESK_TEMPLATES = {
  topicAnswers: {
    claim:
      'Thank you for your message about a claim. A claims administrator has checked it against your claim. The claim’s page under Claims shows each step as it happens, and we tell you in your inbox when it moves on. If something on the claim is wrong, reply here and tell us what it is.',
    contribution:
      'Thank you for your message about a contribution. Your employer pays your contributions to the fund each month, and we have passed your question to the team that checks your employer’s payments against what is due. Your fund’s page shows every contribution received. If a month is missing, reply here with the month and a payslip that shows the deduction.',
    document:
      'Thank you for your message and the document. We have added it to your records, so you do not need to send it again.',
    other:
      'Thank you for your message. We have read it and passed it to the team that can help. If you have anything to add, reply here.',
  } satisfies Record<MessageTopic, string>,
  askForDocument: {
    claim: `Thank you for your message about a claim. To go on, we need a copy of a document that supports it, such as your certified identity document or the document your claim asks for. ${HOW_TO_SEND}`,
    document: `Thank you for your message about a document. No document was attached to it. ${HOW_TO_SEND}`,
  },
  reminder: `We still need the document we asked for to go on. ${HOW_TO_SEND}`,
  received:
    'Thank you, we received your document and added it to your records. We will write to you here if we need anything else.',
  followUp:
    'Thank you for your reply. The team dealing with your message has read it. If you have anything else to add, reply here.',
} as const;

/** The simulator's answer (the rules above). */
export function simulatedAnswer(question: DeskQuestion): DeskAnswer {
  const { topic, isFirstMessage, hasAttachment, wasDocumentAsked } = question;
  if (topic === 'complaint')
    return { ...complaintAnswer(question.complaintCategory ?? 'other'), asksForDocument: false };
  if (topic === 'correction') {
    const asked = question.correction ?? { detail: 'idNumber', problem: 'not-held' };
    const { outcome, body } = correctionAnswer({ ...asked, hasDocument: hasAttachment });
    return { body, correctionOutcome: outcome, asksForDocument: false };
  }
  if (wasDocumentAsked)
    return hasAttachment
      ? { body: DESK_TEMPLATES.received, asksForDocument: false }
      : { body: DESK_TEMPLATES.reminder, asksForDocument: true };
  if (isFirstMessage) {
    if (!hasAttachment && (topic === 'claim' || topic === 'document'))
      return { body: DESK_TEMPLATES.askForDocument[topic], asksForDocument: true };
    return {
      body: DESK_TEMPLATES.topicAnswers[topic satisfies MessageTopic],
      asksForDocument: false,
    };
  }
  return {
    body: hasAttachment ? DESK_TEMPLATES.received : DESK_TEMPLATES.followUp,
    asksForDocument: false,
  };
}

export function createMessageDesk(): MessageDesk {
  return { answer: async (question) => simulatedAnswer(question) };
}
