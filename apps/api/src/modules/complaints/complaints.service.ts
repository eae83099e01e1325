import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_FIELD_MESSAGES,
  type Complaint,
  type ComplaintBody,
  type ComplaintFund,
  type ComplaintSummary,
  type LodgeComplaintFields,
} from '@portal/contract/complaints';
import {
  COMPLAINT_REPLY_DAYS,
  complaintStage,
  daysLeftToAnswer,
  mayEscalate,
  replyDueOn,
} from '@portal/domain/complaints';
import { inTransaction, type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { FundIdentity } from '../../fund-identity';
import { AppError, notFound } from '../../lib/app-error';
import { identityOfProduct } from '../fund-identity/fund-identity.service';
import { tellMember } from '../inbox/tell-member';
import { checkedFiles, type MessageFile } from '../messages/message-attachments';
import { insertMessage, setThreadState } from '../messages/messages.repository';
import { conversationOf, openThread, type MessageLimits } from '../messages/messages.service';
import { fundsOfMember, type MemberFund } from '../pdf/pdf.repository';
import {
  findComplaintByKey,
  findMemberComplaint,
  insertComplaint,
  memberComplaintRows,
  setComplaintResponse,
  setPackIssued,
  type ComplaintRow,
} from './complaints.repository';

// Complaints (issue 49 point 1; section 30A of the Pension Funds Act). A complaint is lodged in
// one transaction: its conversation (a thread of topic 'complaint' with the complaint's text and
// attachments, counted as one of the member's messages today), its row (the fund, category, what
// would settle it, the day received and the last day of the fund's days to answer) and the
// acknowledgement in the inbox (and by mail and SMS as the member chose). The fund's answer comes
// from the administration's desk in the background (messages/fund-replies.ts). The member then
// says whether it settles the complaint; when it does not, or no answer came in time, the
// escalation pack for the fund's ombud may be downloaded (escalation-pack.ts).

/** Where a complaint's dates come from: the portal's today and the fund's days to answer. */
export type ComplaintClock = { today: string };

function summaryOf(row: ComplaintRow, today: string): ComplaintSummary {
  const facts = {
    replyDueOn: row.replyDueOn,
    answeredOn: row.answeredOn,
    satisfied: row.satisfied,
  };
  return {
    reference: row.reference,
    schemeNumber: row.schemeNumber,
    fundName: row.fundName,
    category: row.category,
    stage: complaintStage(facts, today),
    lodgedOn: row.lodgedOn,
    replyDueOn: row.replyDueOn,
    daysLeft: daysLeftToAnswer(facts, today),
    answeredOn: row.answeredOn,
    outcome: row.outcome,
    satisfied: row.satisfied,
    respondedOn: row.respondedOn,
    packIssuedOn: row.packIssuedOn,
    mayEscalate: mayEscalate(facts, today),
  };
}

/** The ombud of the complaint's fund, as the member reads it. */
export function ombudOf(identity: FundIdentity): ComplaintBody {
  const { ombud, fund } = identity;
  return {
    name: ombud.name,
    remit: ombud.remit,
    telephone: ombud.telephone,
    email: ombud.email,
    website: ombud.website ?? null,
    postalAddress: ombud.postalAddress,
    isAdjudicator: fund.kind === 'Retirement fund',
  };
}

async function complaintOf(db: Db, row: ComplaintRow, today: string): Promise<Complaint> {
  const identity = identityOfProduct(row);
  return {
    ...summaryOf(row, today),
    remedy: row.remedy,
    messages: await conversationOf(db, row.threadId),
    ombud: ombudOf(identity),
    answerWithinDays: identity.administrator.complaints.answerWithinDays,
  };
}

/** The funds and products a complaint may be about: every one of the member's, once each. */
function complaintFunds(funds: readonly MemberFund[]): ComplaintFund[] {
  const seen = new Set<string>();
  const result: ComplaintFund[] = [];
  for (const { product } of funds) {
    if (seen.has(product.schemeNumber)) continue;
    seen.add(product.schemeNumber);
    result.push({
      schemeNumber: product.schemeNumber,
      fundName: product.fundName,
      productName: product.fullProductName,
    });
  }
  return result;
}

export async function memberComplaints(db: Db, memberId: number, clock: ComplaintClock) {
  const [rows, funds] = await Promise.all([
    memberComplaintRows(db, memberId),
    fundsOfMember(db, memberId),
  ]);
  const first = funds[0];
  return {
    complaints: rows.map((row) => summaryOf(row, clock.today)),
    funds: complaintFunds(funds),
    answerWithinDays: first
      ? identityOfProduct(first.product).administrator.complaints.answerWithinDays
      : COMPLAINT_REPLY_DAYS,
  };
}

export async function memberComplaint(
  db: Db,
  memberId: number,
  reference: string,
  clock: ComplaintClock,
): Promise<Complaint> {
  const row = await findMemberComplaint(db, memberId, reference);
  if (!row) throw notFound();
  return complaintOf(db, row, clock.today);
}

/** The member's complaint row, or 404 (the escalation pack reads it). */
export async function requireMemberComplaint(
  db: Db,
  memberId: number,
  reference: string,
): Promise<ComplaintRow> {
  const row = await findMemberComplaint(db, memberId, reference);
  if (!row) throw notFound();
  return row;
}

export async function lodgeComplaint(
  db: Db,
  memberId: number,
  fields: LodgeComplaintFields,
  files: readonly MessageFile[],
  limits: MessageLimits & { portalName: string; publicUrl: string },
): Promise<Complaint> {
  const key = fields.idempotencyKey ?? null;
  const today = limits.today;
  if (key !== null) {
    const earlier = await findComplaintByKey(db, memberId, key);
    if (earlier) return complaintOf(db, earlier, today);
  }
  const fund = (await fundsOfMember(db, memberId)).find(
    (candidate) => candidate.product.schemeNumber === fields.schemeNumber,
  );
  if (!fund)
    throw new AppError('BAD_REQUEST', COMPLAINT_FIELD_MESSAGES.schemeNumber, {
      schemeNumber: [COMPLAINT_FIELD_MESSAGES.schemeNumber],
    });
  const identity = identityOfProduct(fund.product);
  const answerWithinDays = identity.administrator.complaints.answerWithinDays;
  const checked = await checkedFiles(files);
  const dueOn = replyDueOn(today, answerWithinDays);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const reference = await inTransaction(db, async (tx) => {
        const thread = await openThread(
          tx,
          memberId,
          {
            topic: 'complaint',
            subject: COMPLAINT_CATEGORY_LABELS[fields.category],
            body: fields.body,
            idempotencyKey: key,
          },
          checked,
          limits,
        );
        await insertComplaint(tx, {
          threadId: thread.id,
          memberId,
          membershipId: fund.membership.id,
          category: fields.category,
          remedy: fields.remedy,
          lodgedOn: today,
          replyDueOn: dueOn,
        });
        await tellMember(
          tx,
          memberId,
          {
            kind: 'complaint-lodged',
            reference: thread.reference,
            fundName: fund.product.fundName,
            lodgedOn: today,
            replyDueOn: dueOn,
            answerWithinDays,
            portalUrl: limits.publicUrl,
          },
          { portalName: limits.portalName },
        );
        return thread.reference;
      });
      return await memberComplaint(db, memberId, reference, { today });
    } catch (error) {
      if (key !== null && isUniqueViolation(error, 'message_threads_idempotency_key')) {
        const earlier = await findComplaintByKey(db, memberId, key);
        if (earlier) return complaintOf(db, earlier, today);
      }
      if (attempt < 3 && isUniqueViolation(error, 'message_threads_reference_key')) continue;
      throw error;
    }
  }
}

/**
 * The member says whether the fund's answer settles the complaint (once). Their reason, when it
 * does not, is kept in the conversation; the conversation is then closed either way.
 */
export async function respondToAnswer(
  db: Db,
  memberId: number,
  response: { reference: string; satisfied: boolean; reason?: string | undefined },
  clock: ComplaintClock,
): Promise<Complaint> {
  await inTransaction(db, async (tx) => {
    const row = await findMemberComplaint(tx, memberId, response.reference, { forUpdate: true });
    if (!row) throw notFound();
    if (row.answeredOn === null)
      throw new AppError('CONFLICT', COMPLAINT_FIELD_MESSAGES.notAnswered);
    if (row.respondedOn !== null)
      throw new AppError('CONFLICT', COMPLAINT_FIELD_MESSAGES.alreadyResponded);
    await setComplaintResponse(tx, row.id, {
      satisfied: response.satisfied,
      respondedOn: clock.today,
    });
    const words = response.satisfied
      ? 'I accept the fund’s answer: it settles my complaint.'
      : `The fund’s answer does not settle my complaint. ${response.reason ?? ''}`.trim();
    await insertMessage(tx, { threadId: row.threadId, sender: 'member', body: words });
    await setThreadState(tx, row.threadId, { status: 'Closed', replyDueAt: null, at: new Date() });
  });
  return memberComplaint(db, memberId, response.reference, clock);
}

/** The complaint when its escalation pack may be downloaded (409 before), its first day kept. */
export async function complaintForPack(
  db: Db,
  memberId: number,
  reference: string,
  clock: ComplaintClock,
): Promise<Complaint & { row: ComplaintRow }> {
  const row = await requireMemberComplaint(db, memberId, reference);
  const complaint = await complaintOf(db, row, clock.today);
  if (!complaint.mayEscalate) throw new AppError('CONFLICT', COMPLAINT_FIELD_MESSAGES.notEscalable);
  if (row.packIssuedOn === null) {
    await setPackIssued(db, row.id, clock.today);
    return { ...complaint, packIssuedOn: clock.today, row: { ...row, packIssuedOn: clock.today } };
  }
  return { ...complaint, row };
}
