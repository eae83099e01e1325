import {
  CORRECTION_DETAIL_WORDS,
  CORRECTION_FIELD_MESSAGES,
  type Correction,
  type CorrectionSummary,
  type HeldDetail,
  type RequestCorrectionFields,
} from '@portal/contract/privacy';
import {
  CORRECTION_ANSWER_DAYS,
  correctableDetails,
  correctionDaysLeft,
  correctionDueOn,
  correctionStage,
} from '@portal/domain/corrections';
import { inTransaction, type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../lib/app-error';
import { tellMember } from '../inbox/tell-member';
import { checkedFiles, type MessageFile } from '../messages/message-attachments';
import { conversationOf, openThread, type MessageLimits } from '../messages/messages.service';
import {
  findCorrectionByKey,
  findMemberCorrection,
  heldIdentityOf,
  insertCorrection,
  memberCorrectionRows,
  type CorrectionRow,
} from './corrections.repository';

// Requests to correct personal information (issue 49 point 3; POPIA section 24). A request is
// lodged in one transaction: its conversation (a thread of topic 'correction' with the member's
// reason and one supporting document, counted as one of the member's messages today), its row
// (the detail, the value asked for, the day received and the last of the fund's 30 days) and the
// acknowledgement in the inbox (and by mail and SMS as the member chose), which never carries the
// value. The administration answers in the background (correction-replies.ts).

export type CorrectionClock = { today: string };

function summaryOf(row: CorrectionRow, today: string): CorrectionSummary {
  const facts = { answerDueOn: row.answerDueOn, answeredOn: row.answeredOn };
  return {
    reference: row.reference,
    detail: row.detail,
    value: row.valueAsked,
    stage: correctionStage(facts, today),
    lodgedOn: row.lodgedOn,
    answerDueOn: row.answerDueOn,
    daysLeft: correctionDaysLeft(facts, today),
    answeredOn: row.answeredOn,
    outcome: row.outcome,
    answer: row.answer,
  };
}

async function correctionOf(db: Db, row: CorrectionRow, today: string): Promise<Correction> {
  return {
    ...summaryOf(row, today),
    reason: row.reason,
    messages: await conversationOf(db, row.threadId),
  };
}

/** The details the member may ask to correct, as the fund holds them. */
async function heldDetails(db: Db, memberId: number): Promise<HeldDetail[]> {
  const held = await heldIdentityOf(db, memberId);
  if (!held) return [];
  return correctableDetails(held).map((detail) => ({ detail, value: held[detail] }));
}

export async function memberCorrections(db: Db, memberId: number, clock: CorrectionClock) {
  const [rows, details] = await Promise.all([
    memberCorrectionRows(db, memberId),
    heldDetails(db, memberId),
  ]);
  return {
    corrections: rows.map((row) => summaryOf(row, clock.today)),
    details,
    answerWithinDays: CORRECTION_ANSWER_DAYS,
  };
}

export async function memberCorrection(
  db: Db,
  memberId: number,
  reference: string,
  clock: CorrectionClock,
): Promise<Correction> {
  const row = await findMemberCorrection(db, memberId, reference);
  if (!row) throw notFound();
  return correctionOf(db, row, clock.today);
}

function refused(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { [field]: [message] });
}

export async function requestCorrection(
  db: Db,
  memberId: number,
  fields: RequestCorrectionFields,
  files: readonly MessageFile[],
  limits: MessageLimits & { portalName: string; publicUrl: string },
): Promise<Correction> {
  const key = fields.idempotencyKey ?? null;
  const today = limits.today;
  if (key !== null) {
    const earlier = await findCorrectionByKey(db, memberId, key);
    if (earlier) return correctionOf(db, earlier, today);
  }
  const held = await heldIdentityOf(db, memberId);
  if (!held) throw notFound();
  if (!correctableDetails(held).includes(fields.detail))
    throw refused('detail', CORRECTION_FIELD_MESSAGES.notHeld);
  const value = fields.detail === 'passportNumber' ? fields.value.toUpperCase() : fields.value;
  if (held[fields.detail] === value) throw refused('value', CORRECTION_FIELD_MESSAGES.sameValue);
  if (files.length === 0) throw refused('attachment', CORRECTION_FIELD_MESSAGES.document);
  if (files.length > 1) throw refused('attachment', CORRECTION_FIELD_MESSAGES.oneDocument);
  const checked = await checkedFiles(files);
  const words = CORRECTION_DETAIL_WORDS[fields.detail];
  const dueOn = correctionDueOn(today);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const reference = await inTransaction(db, async (tx) => {
        const thread = await openThread(
          tx,
          memberId,
          {
            topic: 'correction',
            subject: `Correct my ${words}`,
            body: `Please correct my ${words} to ${value}.\n\n${fields.reason}`,
            idempotencyKey: key,
          },
          checked,
          limits,
        );
        await insertCorrection(tx, {
          threadId: thread.id,
          memberId,
          detail: fields.detail,
          valueAsked: value,
          reason: fields.reason,
          lodgedOn: today,
          answerDueOn: dueOn,
        });
        await tellMember(
          tx,
          memberId,
          {
            kind: 'correction-lodged',
            reference: thread.reference,
            detail: fields.detail,
            lodgedOn: today,
            answerDueOn: dueOn,
            answerWithinDays: CORRECTION_ANSWER_DAYS,
            portalUrl: limits.publicUrl,
          },
          { portalName: limits.portalName },
        );
        return thread.reference;
      });
      return await memberCorrection(db, memberId, reference, { today });
    } catch (error) {
      if (key !== null && isUniqueViolation(error, 'message_threads_idempotency_key')) {
        const earlier = await findCorrectionByKey(db, memberId, key);
        if (earlier) return correctionOf(db, earlier, today);
      }
      if (attempt < 3 && isUniqueViolation(error, 'message_threads_reference_key')) continue;
      throw error;
    }
  }
}
