import { randomUUID } from 'node:crypto';
import type { KbaQuestion, KbaStatus } from '@portal/contract/savings-claim';
import {
  KBA_CORRECT_TO_PASS,
  KBA_FAILURE_WINDOW_MS,
  KBA_LOCK_MS,
  kbaState,
  type KbaState,
} from '@portal/domain/kba';
import { inTransaction, type Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Partners } from '../../partners/partners';
import type { KbaMember } from '../../partners/kba/kba-service';
import {
  answeredKbaAttempts,
  expireKbaAttempt,
  identityMemberOf,
  insertKbaAttempt,
  kbaAttemptOf,
  kbaAttemptStoreOn,
  kbaRecordsOfMember,
  lockMemberForIdentityChecks,
  markKbaAttemptAsked,
  openKbaAttempt,
  recordKbaAnswer,
} from './kba.repository';

// Knowledge-based authentication before a claim (spec 3 §7 GetRequestId, GetQuestions,
// PostAnswers, CheckMemberStatus; the claims issue, step 1). The rules are the domain's (kba.ts):
// three right of four pass, three failed attempts lock claims for 24 hours, a pass is valid for 30
// minutes. Times are instants (`now`), not the portal's calendar day.
//
// Our readings (docs/decisions/spec-readings.md): a request id belongs to its member only and is
// answered once; while an attempt is open (asked for less than 30 minutes ago and not answered)
// GetRequestId gives it again rather than a new one, so a reload shows the same questions; an
// attempt left unanswered for 30 minutes expires without counting as failed (the simulator offers
// the same options for a member every time, so new questions teach nothing).
//
// Abuse: a member has at most one open attempt, held by the database (the partial
// unique index kba_attempts_one_open_key) and by a lock on the member's row that GetRequestId and
// PostAnswers take first, so parallel calls get the same request id and an attempt is checked in
// the transaction that counts the member's earlier ones: the lock after three failed attempts
// applies exactly. An answer says pass or fail only, never how many answers were right.

/** How long an attempt's questions may be answered. */
export const KBA_ATTEMPT_OPEN_MS = 30 * 60_000;
/** How far back attempts can still matter: a lock, and the failures that led to it. */
const KBA_HISTORY_MS = KBA_LOCK_MS + KBA_FAILURE_WINDOW_MS;

const TIME_ZONE = 'Africa/Johannesburg';

/** '14:05 on 23 November 2026' in South African time. */
export function timeInWords(iso: string): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat('en-ZA', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  return `${time} on ${day}`;
}

export const kbaMessages = {
  locked: (until: string) =>
    `Claims are locked after three failed attempts at the security questions. You can try again after ${timeInWords(until)}.`,
  passed: (until: string) =>
    `You answered the security questions correctly. This is valid until ${timeInWords(until)}.`,
  open: (attemptsLeft: number) =>
    attemptsLeft >= 3
      ? 'Answer at least three of the four security questions correctly to continue.'
      : `${attemptsLeft === 1 ? 'You have one attempt left' : `You have ${attemptsLeft} attempts left`} before claims are locked for 24 hours.`,
  alreadyAnswered:
    'These questions have already been answered. Please start again with new questions.',
  expired: 'These questions have expired. Please start again with new questions.',
  notAsked: 'Please get the questions before answering them.',
  busy: 'Your security questions are being prepared. Please try again in a moment.',
  unavailable:
    'The security questions are not available right now. Please try again in a few minutes.',
  notEnoughRecords:
    'We cannot ask you security questions because we do not hold enough of your records. Please contact us to make your claim.',
} as const;

function statusOf(state: KbaState): KbaStatus {
  switch (state.status) {
    case 'passed':
      return {
        status: 'passed',
        validUntil: state.validUntil,
        lockedUntil: null,
        attemptsLeft: null,
        message: kbaMessages.passed(state.validUntil),
      };
    case 'locked':
      return {
        status: 'locked',
        validUntil: null,
        lockedUntil: state.until,
        attemptsLeft: 0,
        message: kbaMessages.locked(state.until),
      };
    case 'open':
      return {
        status: 'open',
        validUntil: null,
        lockedUntil: null,
        attemptsLeft: state.attemptsLeft,
        message: kbaMessages.open(state.attemptsLeft),
      };
  }
}

/** Where the member stands with the questions at `now` (domain kbaState over their attempts). */
export async function kbaStateOf(db: Db, memberId: number, now: Date): Promise<KbaState> {
  const attempts = await answeredKbaAttempts(
    db,
    memberId,
    new Date(now.getTime() - KBA_HISTORY_MS),
  );
  return kbaState({
    attempts: attempts.map((attempt) => ({ at: attempt.at.getTime(), passed: attempt.passed })),
    now: now.getTime(),
  });
}

export async function kbaStatusOf(db: Db, memberId: number, now: Date): Promise<KbaStatus> {
  return statusOf(await kbaStateOf(db, memberId, now));
}

function lockedError(until: string): AppError {
  return new AppError('FORBIDDEN', kbaMessages.locked(until));
}

/** Whether an attempt can no longer be answered at `now` (replaced, or past its 30 minutes). */
function isExpired(attempt: { createdAt: Date; expiredAt: Date | null }, now: Date): boolean {
  return (
    attempt.expiredAt !== null || attempt.createdAt.getTime() <= now.getTime() - KBA_ATTEMPT_OPEN_MS
  );
}

/**
 * GetRequestId: the member's open attempt, else a new one with an unguessable id; an open attempt
 * past its time is closed first. With the member's row locked, so parallel calls give one id.
 */
export async function kbaRequestId(db: Db, memberId: number, now: Date): Promise<string> {
  return inTransaction(db, async (tx) => {
    await lockMemberForIdentityChecks(tx, memberId);
    const state = await kbaStateOf(tx, memberId, now);
    if (state.status === 'locked') throw lockedError(state.until);
    const open = await openKbaAttempt(tx, memberId);
    if (open && !isExpired(open, now)) return open.requestId;
    if (open) await expireKbaAttempt(tx, open.requestId, now);
    const requestId = randomUUID();
    if (await insertKbaAttempt(tx, { requestId, memberId, createdAt: now })) return requestId;
    // Another call opened one meanwhile (only without the lock: the index still holds one).
    const other = await openKbaAttempt(tx, memberId);
    if (other) return other.requestId;
    throw new AppError('CONFLICT', kbaMessages.busy);
  });
}

/** The records the questions are drawn from, as the KBA service takes them. */
async function kbaMemberOf(db: Db, memberId: number): Promise<KbaMember> {
  const [member, records] = await Promise.all([
    identityMemberOf(db, memberId),
    kbaRecordsOfMember(db, memberId),
  ]);
  if (!member) throw notFound();
  return {
    memberKey: member.afGroupId,
    previousEmployer: records?.previousEmployer ?? null,
    previousSuburb: records?.previousSuburb ?? null,
    previousCellNumber: records?.previousCellLastFour ?? null,
    transferredFromFund: records?.transferredFromFund ?? null,
    previousPostalCode: records?.previousPostalCode ?? null,
  };
}

/** GetQuestions: the attempt's four questions, without their answers. */
export async function kbaQuestions(
  db: Db,
  partners: Pick<Partners, 'kba'>,
  memberId: number,
  requestId: string,
  now: Date,
): Promise<KbaQuestion[]> {
  const attempt = await kbaAttemptOf(db, memberId, requestId);
  if (!attempt) throw notFound();
  if (attempt.answeredAt) throw new AppError('CONFLICT', kbaMessages.alreadyAnswered);
  const state = await kbaStateOf(db, memberId, now);
  if (state.status === 'locked') throw lockedError(state.until);
  if (isExpired(attempt, now)) throw new AppError('CONFLICT', kbaMessages.expired);
  const member = await kbaMemberOf(db, memberId);
  const answer = await partners.kba.questionsFor(member, requestId, kbaAttemptStoreOn(db));
  if (answer.status === 'technical-error')
    throw new AppError('UNAVAILABLE', kbaMessages.unavailable);
  if (answer.status === 'not-enough-records')
    throw new AppError('CONFLICT', kbaMessages.notEnoughRecords);
  await markKbaAttemptAsked(db, requestId, now);
  return answer.questions;
}

/** Pass or fail only: how many answers were right stays on the server (the attempt's row). */
export type KbaAnswersResult = {
  passed: boolean;
  memberStatus: KbaStatus;
};

/**
 * PostAnswers: checks the attempt once, in one transaction with the member's row and then the
 * attempt's locked, so a second post (or a race of two) is refused, the member's earlier attempts
 * are counted in the transaction that checks this one (the lock applies exactly), and a failure of
 * the KBA service changes nothing.
 */
export async function postKbaAnswers(
  db: Db,
  partners: Pick<Partners, 'kba'>,
  memberId: number,
  input: { requestId: string; answers: readonly { questionId: string; optionId: string }[] },
  now: Date,
): Promise<KbaAnswersResult> {
  const outcome = await inTransaction(db, async (tx) => {
    await lockMemberForIdentityChecks(tx, memberId);
    const attempt = await kbaAttemptOf(tx, memberId, input.requestId, { forUpdate: true });
    if (!attempt) throw notFound();
    if (attempt.answeredAt) throw new AppError('CONFLICT', kbaMessages.alreadyAnswered);
    if (!attempt.askedAt) throw new AppError('CONFLICT', kbaMessages.notAsked);
    const state = await kbaStateOf(tx, memberId, now);
    if (state.status === 'locked') throw lockedError(state.until);
    if (isExpired(attempt, now)) throw new AppError('CONFLICT', kbaMessages.expired);
    const answers: Record<string, string> = {};
    for (const { questionId, optionId } of input.answers) answers[questionId] ??= optionId;
    const checked = await partners.kba.check(input.requestId, answers, kbaAttemptStoreOn(tx));
    if (checked.status === 'technical-error')
      throw new AppError('UNAVAILABLE', kbaMessages.unavailable);
    if (checked.status === 'unknown-request') throw new AppError('CONFLICT', kbaMessages.expired);
    const result = {
      answeredAt: now,
      passed: checked.correct >= KBA_CORRECT_TO_PASS,
      correctCount: checked.correct,
      questionCount: checked.asked,
    };
    await recordKbaAnswer(tx, input.requestId, result);
    return result;
  });
  return { passed: outcome.passed, memberStatus: await kbaStatusOf(db, memberId, now) };
}
