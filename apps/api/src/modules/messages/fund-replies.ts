import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { inTransaction, type Db } from '../../db/client';
import { createBackgroundWork, type BackgroundWork } from '../../lib/background-work';
import {
  createMessageDesk,
  type DeskQuestion,
  type MessageDesk,
} from '../../partners/message-desk/message-desk';
import { todayOf } from '../../lib/clock';
import {
  complaintOfThread,
  setComplaintAnswered,
  type ComplaintRow,
} from '../complaints/complaints.repository';
import { tellMember } from '../inbox/tell-member';
import { answerCorrection, correctionQuestion } from '../privacy/correction-replies';
import type { CorrectionRow } from '../privacy/corrections.repository';
import {
  insertMessage,
  lockThread,
  messagesOfThread,
  recordReplyFailure,
  setThreadState,
  takeDueThread,
  type DueThread,
} from './messages.repository';

// The fund's answers to members' messages (issue 48 point 4; DESIGN §1b): a thread waiting for
// the fund is answered once its answer is due (MESSAGE_REPLY_SECONDS after the member's message)
// by the administration's desk (partners/message-desk). In one transaction on the locked thread
// the answer is added, the thread becomes Answered (or Waiting for you, when the desk asks for a
// document) and the member is told (tellMember: the inbox, and mail and SMS as they chose). Only
// the database holds the state: several servers share the work (`for update skip locked`), and a
// restarted server answers what a stopped one left. A thread the member closed meanwhile, or
// replied to again, is not answered with the answer to what came before.

declare module 'fastify' {
  interface FastifyInstance {
    /** The fund's answers to members' messages (tests run it). */
    fundReplies: BackgroundWork;
  }
}

/** How long a server keeps a thread it took before another may take it (a stopped server's). */
const LEASE_SECONDS = 300;
/** Technical failures of one answer before the thread is left for an administrator. */
export const REPLY_MAX_ATTEMPTS = 10;
/** The longest pause before an answer is tried again after a technical failure. */
const MAX_RETRY_SECONDS = 6 * 3600;

/** What the desk is asked, from the thread's messages; and the last one it answers. */
async function questionOf(
  db: Db,
  due: DueThread,
  today: string,
): Promise<
  | {
      question: DeskQuestion;
      lastMessageId: number;
      complaint?: ComplaintRow;
      correction?: CorrectionRow;
    }
  | undefined
> {
  const messages = await messagesOfThread(db, due.id);
  const last = messages.at(-1);
  if (!last || last.sender !== 'member') return undefined;
  const lastFromFund = messages.findLast((message) => message.sender === 'fund');
  const complaint = due.topic === 'complaint' ? await complaintOfThread(db, due.id) : undefined;
  // A complaint is answered once (its answer is the fund's decision under section 30A).
  if (due.topic === 'complaint' && (!complaint || complaint.answeredOn !== null)) return undefined;
  // So is a correction request, by a fixed rule on the value asked for (correction-replies.ts).
  const correction =
    due.topic === 'correction' ? await correctionQuestion(db, due.id, today) : undefined;
  if (due.topic === 'correction' && !correction) return undefined;
  return {
    lastMessageId: last.id,
    complaint,
    correction: correction?.row,
    question: {
      topic: due.topic,
      complaintCategory: complaint?.category,
      correction: correction?.question,
      isFirstMessage: messages.length === 1,
      hasAttachment: last.attachments.length > 0,
      wasDocumentAsked: lastFromFund?.asksForDocument ?? false,
    },
  };
}

export function createFundReplies(options: {
  db: Db;
  config: Pick<AppConfig, 'messages' | 'portalName' | 'publicUrl' | 'today'>;
  log: FastifyBaseLogger;
  desk?: MessageDesk;
  /** Tells the mail and SMS workers of a notice queued. */
  wakeNotices?: () => void;
}): BackgroundWork {
  const { db, config, log } = options;
  const desk = options.desk ?? createMessageDesk();
  const replySeconds = config.messages.replyMs / 1000;
  const pollMs = Math.min(Math.max(config.messages.replyMs / 2, 50), 5_000);

  async function answer(due: DueThread): Promise<void> {
    const asked = await questionOf(db, due, todayOf(config));
    const reply = asked ? await desk.answer(asked.question) : undefined;
    const isAnswered = await inTransaction(db, async (tx) => {
      const thread = await lockThread(tx, due.id);
      if (!thread || thread.status !== 'WaitingForFund') return false;
      const latest = (await messagesOfThread(tx, due.id)).at(-1);
      // A reply that came meanwhile set a new due time: it is answered then, as a whole.
      if (!asked || !reply || latest?.id !== asked.lastMessageId) return false;
      await insertMessage(tx, {
        threadId: due.id,
        sender: 'fund',
        body: reply.body,
        asksForDocument: reply.asksForDocument,
      });
      await setThreadState(tx, due.id, {
        status: reply.asksForDocument ? 'WaitingForMember' : 'Answered',
        replyDueAt: null,
        at: new Date(),
      });
      const { complaint } = asked;
      if (complaint) {
        const outcome = reply.outcome ?? 'NotUpheld';
        await setComplaintAnswered(tx, complaint.id, { answeredOn: todayOf(config), outcome });
        await tellMember(
          tx,
          due.memberId,
          {
            kind: 'complaint-answered',
            reference: due.reference,
            fundName: complaint.fundName,
            outcome,
            portalUrl: config.publicUrl,
          },
          { portalName: config.portalName },
        );
        return true;
      }
      const { correction } = asked;
      if (correction)
        return answerCorrection(
          tx,
          correction,
          {
            outcome: reply.correctionOutcome ?? 'Declined',
            body: reply.body,
            today: todayOf(config),
          },
          { portalName: config.portalName, publicUrl: config.publicUrl },
        );
      if (due.topic === 'complaint' || due.topic === 'correction') return false;
      await tellMember(
        tx,
        due.memberId,
        {
          kind: 'message-reply',
          reference: due.reference,
          topic: due.topic,
          asksForDocument: reply.asksForDocument,
          portalUrl: config.publicUrl,
        },
        { portalName: config.portalName },
      );
      return true;
    });
    if (isAnswered) {
      options.wakeNotices?.();
      log.info({ reference: due.reference }, 'message answered');
    }
  }

  return createBackgroundWork({
    take: () => takeDueThread(db, { leaseSeconds: LEASE_SECONDS, maxAttempts: REPLY_MAX_ATTEMPTS }),
    work: answer,
    failed: async (due, err) => {
      const attempts = await recordReplyFailure(
        db,
        due.id,
        // A pause that doubles with each failure.
        Math.min(Math.max(replySeconds, 1) * 2 ** due.attempts, MAX_RETRY_SECONDS),
      );
      const what =
        attempts >= REPLY_MAX_ATTEMPTS
          ? 'message answer failed; the thread is left for an administrator'
          : 'message answer failed; tried again later';
      log.error({ err, reference: due.reference, attempts }, what);
    },
    name: 'message answer',
    log,
    pollMs,
  });
}
