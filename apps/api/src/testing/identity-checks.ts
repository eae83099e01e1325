import type { KbaQuestion } from '@portal/contract/savings-claim';
import { declaredKbaRecords, type KbaRecords } from '../db/seed/identity-records';
import { kbaAnswerText, type KbaMember } from '../partners/kba/kba-service';
import type { Agent } from './server';

// The identity checks before a claim, passed (or failed) through the real API as the wizard does:
// GetRequestId → GetQuestions → PostAnswers with the options the demo records say are right, then
// IdVerification with the member's own ID number. For the declared demo members (db/seed/
// declared.ts), whose records are fixed under every seed.

/** The records as the KBA service reads them. */
export function kbaMemberOfRecords(memberKey: string, records: KbaRecords): KbaMember {
  return {
    memberKey,
    previousEmployer: records.previousEmployer,
    previousSuburb: records.previousSuburb,
    previousCellNumber: records.previousCellLastFour,
    transferredFromFund: records.transferredFromFund,
    previousPostalCode: records.previousPostalCode,
  };
}

function recordsOf(username: string): KbaMember {
  const records = declaredKbaRecords(username);
  if (!records) throw new Error(`${username} is not a declared demo member`);
  return kbaMemberOfRecords(username, records);
}

/** The right option's id for each question, by the member's records. */
export function rightAnswers(
  questions: readonly KbaQuestion[],
  username: string,
): { questionId: string; optionId: string }[] {
  const member = recordsOf(username);
  return questions.map((question) => {
    const text = kbaAnswerText(question.text, member);
    const option = question.options.find((candidate) => candidate.text === text);
    if (!option) throw new Error(`no right option for '${question.text}'`);
    return { questionId: question.id, optionId: option.id };
  });
}

/** A wrong option's id for each question (the first option that is not the right one). */
export function wrongAnswers(
  questions: readonly KbaQuestion[],
  username: string,
): { questionId: string; optionId: string }[] {
  const right = new Map(rightAnswers(questions, username).map((a) => [a.questionId, a.optionId]));
  return questions.map((question) => {
    const option = question.options.find((candidate) => candidate.id !== right.get(question.id));
    if (!option) throw new Error(`no wrong option for '${question.text}'`);
    return { questionId: question.id, optionId: option.id };
  });
}

async function json<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as T;
  if (response.status !== 200)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** GetRequestId then GetQuestions: an attempt's id and its questions. */
export async function kbaQuestionsOf(
  agent: Agent,
): Promise<{ requestId: string; questions: KbaQuestion[] }> {
  const { requestId } = await json<{ requestId: string }>(
    await agent.api('/api/KBA/GetRequestId'),
    'GetRequestId',
  );
  const { questions } = await json<{ questions: KbaQuestion[] }>(
    await agent.api(
      `/api/KBA/GetQuestions?requestId=${encodeURIComponent(requestId)}&responseType=MultipleChoice`,
    ),
    'GetQuestions',
  );
  return { requestId, questions };
}

export type KbaAnswersReply = {
  passed: boolean;
  memberStatus: { status: string; attemptsLeft: number | null; lockedUntil: string | null };
};

export async function postAnswers(
  agent: Agent,
  requestId: string,
  answers: { questionId: string; optionId: string }[],
): Promise<Response> {
  return agent.api('/api/KBA/PostAnswers', { method: 'POST', json: { requestId, answers } });
}

/** Passes the knowledge-based questions through the API (all four answered right). */
export async function passKba(agent: Agent, username: string): Promise<KbaAnswersReply> {
  const { requestId, questions } = await kbaQuestionsOf(agent);
  const reply = await json<KbaAnswersReply>(
    await postAnswers(agent, requestId, rightAnswers(questions, username)),
    'PostAnswers',
  );
  if (!reply.passed) throw new Error(`the questions were not passed: ${JSON.stringify(reply)}`);
  return reply;
}

/**
 * One failed attempt at the questions: with `username`, every answer wrong; without, none
 * answered (an unanswered question counts as wrong). Answers what PostAnswers said.
 */
export async function failKbaAttempt(agent: Agent, username?: string): Promise<KbaAnswersReply> {
  const { requestId, questions } = await kbaQuestionsOf(agent);
  const answers = username === undefined ? [] : wrongAnswers(questions, username);
  const reply = await json<KbaAnswersReply>(
    await postAnswers(agent, requestId, answers),
    'PostAnswers',
  );
  if (reply.passed) throw new Error('a wrong attempt passed');
  return reply;
}

/** The member's ID number on file, as the profile call gives it. */
export async function idNumberOf(agent: Agent): Promise<string> {
  const body = await json<{ profile?: { idNumber?: string | null }; idNumber?: string | null }>(
    await agent.api('/api/Profile/GetProfileDetails'),
    'GetProfileDetails',
  );
  const idNumber = body.profile?.idNumber ?? body.idNumber;
  if (!idNumber) throw new Error('the member has no ID number on file');
  return idNumber;
}

/** IdVerification with the member's own ID number; throws unless the answer is Verified. */
export async function verifyOwnId(agent: Agent): Promise<void> {
  const idNumber = await idNumberOf(agent);
  const reply = await json<{ isVerified: boolean; result: string }>(
    await agent.api('/api/TwoPot/IdVerification', { method: 'POST', json: { idNumber } }),
    'IdVerification',
  );
  if (!reply.isVerified) throw new Error(`the ID number was not verified: ${reply.result}`);
}

/**
 * Both identity checks of a claim, through the real API: the questions passed (valid for 30
 * minutes) and the member's ID number verified. `username` must be a declared demo member's.
 */
export async function passIdentityChecks(agent: Agent, username: string): Promise<void> {
  await passKba(agent, username);
  await verifyOwnId(agent);
}
