import { correctionProblem, type CorrectionProblem } from '@portal/domain/corrections';
import type { CorrectionDetail, CorrectionOutcome } from '@portal/contract/calls/privacy';
import type { Db } from '../../db/client';
import { tellMember } from '../inbox/tell-member';
import {
  correctionOfThread,
  correctMemberDetail,
  heldIdentityOf,
  setCorrectionAnswered,
  type CorrectionRow,
} from './corrections.repository';

// The administration's answer to a correction request (issue 49 point 3), written by the fund's
// answers to messages (messages/fund-replies.ts) on the locked thread: the decision and its words
// are kept on the request, an accepted request corrects the member's record in the same
// transaction (with its profile audit entry), and the member is told without the value.

/** What the desk is asked about an unanswered request; undefined once answered. */
export async function correctionQuestion(
  db: Db,
  threadId: number,
  today: string,
): Promise<
  | {
      row: CorrectionRow;
      question: { detail: CorrectionDetail; problem: CorrectionProblem | null };
    }
  | undefined
> {
  const row = await correctionOfThread(db, threadId);
  if (!row || row.answeredOn !== null) return undefined;
  const held = await heldIdentityOf(db, row.memberId);
  if (!held) return undefined;
  return {
    row,
    question: {
      detail: row.detail,
      problem: correctionProblem(row.detail, row.valueAsked, held, today),
    },
  };
}

/** Keeps the answer, corrects the record when accepted, and tells the member (in `tx`). */
export async function answerCorrection(
  tx: Db,
  row: CorrectionRow,
  answer: { outcome: CorrectionOutcome; body: string; today: string },
  place: { portalName: string; publicUrl: string },
): Promise<boolean> {
  const isFirst = await setCorrectionAnswered(tx, row.id, {
    answeredOn: answer.today,
    outcome: answer.outcome,
    answer: answer.body,
  });
  if (!isFirst) return false;
  if (answer.outcome === 'Accepted')
    await correctMemberDetail(tx, row.memberId, {
      detail: row.detail,
      value: row.valueAsked,
      reference: row.reference,
      at: new Date(),
    });
  await tellMember(
    tx,
    row.memberId,
    {
      kind: 'correction-answered',
      reference: row.reference,
      detail: row.detail,
      outcome: answer.outcome,
      portalUrl: place.publicUrl,
    },
    { portalName: place.portalName },
  );
  return true;
}
