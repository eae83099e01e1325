import { randomUUID } from 'node:crypto';
import { buildSaId } from '@portal/domain/sa-id';
import { KBA_LOCK_MS, KBA_PASS_VALID_MS } from '@portal/domain/kba';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityVerifications, kbaAttempts, members } from '../../db/schema';
import { declaredKbaRecords } from '../../db/seed/identity-records';
import { AppError } from '../../lib/app-error';
import { createIdentityHttpClient } from '../../partners/identity/identity-service';
import { createKbaHttpClient } from '../../partners/kba/kba-service';
import {
  failKbaAttempt,
  kbaQuestionsOf,
  passIdentityChecks,
  postAnswers,
  rightAnswers,
  wrongAnswers,
  type KbaAnswersReply,
} from '../../testing/identity-checks';
import { memberIdOfUsername } from '../../testing/members';
import { addressWithNothingListening } from '../../testing/partner-provider';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { verifyMemberId } from './id-verification.service';
import { kbaAttemptStoreOn } from './kba.repository';
import { kbaQuestions, postKbaAnswers } from './kba.service';
import { memberVerification } from './member-verification';

// spec 3 §7 knowledge-based authentication (GetRequestId, GetQuestions, PostAnswers,
// CheckMemberStatus) and IdVerification, through the real server and database, with the
// embedded simulators (decision 016).

const INSTITUTIONAL = 'institutional@demo.local';
const HYBRID = 'hybrid@demo.local';
/** Members whose attempts these tests lock or whose ID number they change (and restore). */
const LOCKED = 'member0012@demo.local';
const ODD_ID = 'member0010@demo.local';
/** The member whose parallel attempts race the lock: locked for 24 hours by it. */
const RACER = 'member0009@demo.local';

let server: TestServer;
const agents: Record<string, Agent> = {};
const memberIds: Record<string, number> = {};

/** The members' attempts and verifications: other files of the worker share the database. */
async function clearIdentityChecks(): Promise<void> {
  const ids = Object.values(memberIds);
  await server.db.delete(kbaAttempts).where(inArray(kbaAttempts.memberId, ids));
  await server.db.delete(identityVerifications).where(inArray(identityVerifications.memberId, ids));
}

beforeAll(async () => {
  server = await startTestServer();
  for (const username of [INSTITUTIONAL, HYBRID, LOCKED, ODD_ID, RACER]) {
    agents[username] = await signIn(server, username);
    memberIds[username] = await memberIdOfUsername(server.db, username);
  }
  // These tests count attempts from none: an attempt another file left open would be reused.
  await clearIdentityChecks();
});

afterAll(async () => {
  // The attempts and answers these tests made are not left for other tests of the worker.
  await clearIdentityChecks();
  await server.close();
});

function agent(username: string): Agent {
  const found = agents[username];
  if (!found) throw new Error(`not signed in: ${username}`);
  return found;
}
function memberId(username: string): number {
  const found = memberIds[username];
  if (found === undefined) throw new Error(`no member ${username}`);
  return found;
}

async function json<T>(response: Promise<Response> | Response, status = 200): Promise<T> {
  const answer = await response;
  const body = (await answer.json()) as T;
  expect(answer.status, JSON.stringify(body)).toBe(status);
  return body;
}

type Status = {
  status: string;
  validUntil: string | null;
  lockedUntil: string | null;
  attemptsLeft: number | null;
  message: string | null;
};

async function memberStatus(username: string): Promise<Status> {
  return (await json<{ memberStatus: Status }>(agent(username).api('/api/KBA/CheckMemberStatus')))
    .memberStatus;
}

/** Minutes between an ISO instant and now. */
function minutesFromNow(iso: string | null): number {
  return (Date.parse(iso ?? '') - Date.now()) / 60_000;
}

describe('the knowledge-based questions', () => {
  it('ask four questions from records the portal never shows, with no answer in them', async () => {
    const member = agent(INSTITUTIONAL);
    const first = await json<{ requestId: string }>(member.api('/api/KBA/GetRequestId'));
    expect(first.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const { requestId, questions } = await kbaQuestionsOf(member);
    // While an attempt is open, GetRequestId gives it again: a reload shows the same questions.
    expect(requestId).toBe(first.requestId);
    expect(questions).toHaveLength(4);
    for (const question of questions) expect(question.options).toHaveLength(4);
    expect(JSON.stringify(questions)).not.toMatch(/correct|answer/i);
    const again = await json<{ questions: unknown }>(
      member.api(`/api/KBA/GetQuestions?requestId=${requestId}`),
    );
    expect(again.questions).toEqual(questions);

    // The right answers are the seeded records, which no page or call of the portal shows.
    const records = declaredKbaRecords(INSTITUTIONAL);
    if (!records) throw new Error('no records');
    const profile = await (await member.api('/api/Profile/GetProfileDetails')).text();
    for (const value of Object.values(records)) expect(profile).not.toContain(value);
    const texts = questions.flatMap((question) => question.options.map((option) => option.text));
    expect(Object.values(records).filter((value) => texts.includes(value)).length).toBe(4);
  });

  it('pass with three of four right for 30 minutes, and check an attempt only once', async () => {
    const member = agent(INSTITUTIONAL);
    const { requestId, questions } = await kbaQuestionsOf(member);
    const right = rightAnswers(questions, INSTITUTIONAL);
    const wrong = wrongAnswers(questions, INSTITUTIONAL);
    const threeRight = [...right.slice(0, 3), ...wrong.slice(3)];
    // Two posts of the same answers at once: one is checked, the other refused.
    const [a, b] = await Promise.all([
      postAnswers(member, requestId, threeRight),
      postAnswers(member, requestId, threeRight),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const reply = (await (a.status === 200 ? a : b).json()) as KbaAnswersReply & {
      memberStatus: Status;
    };
    // Pass or fail only: how many answers were right is never said.
    expect(Object.keys(reply).sort()).toEqual(['memberStatus', 'passed', 'success']);
    expect(reply.passed).toBe(true);
    expect(reply.memberStatus.status).toBe('passed');
    expect(minutesFromNow(reply.memberStatus.validUntil)).toBeGreaterThan(29);
    expect(minutesFromNow(reply.memberStatus.validUntil)).toBeLessThanOrEqual(30);
    expect(reply.memberStatus.message).toMatch(/^You answered the security questions correctly/);

    const refused = await json<{ code: string; message: string }>(
      postAnswers(member, requestId, right),
      409,
    );
    expect(refused.message).toBe(
      'These questions have already been answered. Please start again with new questions.',
    );
    await json(member.api(`/api/KBA/GetQuestions?requestId=${requestId}`), 409);
    expect(await memberStatus(INSTITUTIONAL)).toMatchObject({ status: 'passed' });
    const verification = await memberVerification(server.db, memberId(INSTITUTIONAL), new Date());
    expect(verification).toMatchObject({ kbaPassed: true, kbaLocked: false });
    expect(verification.kbaValidUntil).toBe(reply.memberStatus.validUntil);
  });

  it('answer another member’s request id as not found, and keep it for its member', async () => {
    const { requestId, questions } = await kbaQuestionsOf(agent(INSTITUTIONAL));
    const other = agent(HYBRID);
    await json(other.api(`/api/KBA/GetQuestions?requestId=${requestId}`), 404);
    await json(postAnswers(other, requestId, rightAnswers(questions, INSTITUTIONAL)), 404);
    await json(other.api(`/api/KBA/GetQuestions?requestId=${randomUUID()}`), 404);
    const reply = await json<KbaAnswersReply>(
      postAnswers(agent(INSTITUTIONAL), requestId, rightAnswers(questions, INSTITUTIONAL)),
    );
    expect(reply).toMatchObject({ passed: true });
  });

  it('fail with two right, and lock claims for 24 hours after three failed attempts', async () => {
    const member = agent(LOCKED);
    expect(await memberStatus(LOCKED)).toMatchObject({ status: 'open', attemptsLeft: 3 });
    const { requestId, questions } = await kbaQuestionsOf(member);
    const right = rightAnswers(questions, LOCKED);
    const wrong = wrongAnswers(questions, LOCKED);
    const first = await json<KbaAnswersReply>(
      postAnswers(member, requestId, [...right.slice(0, 2), ...wrong.slice(2)]),
    );
    expect(first).toMatchObject({ passed: false });
    expect(Object.keys(first).sort()).toEqual(['memberStatus', 'passed', 'success']);
    expect(first.memberStatus).toMatchObject({ status: 'open', attemptsLeft: 2 });
    expect((await failKbaAttempt(member)).memberStatus).toMatchObject({ attemptsLeft: 1 });

    // An attempt asked before the lock is refused after it.
    const late = await kbaQuestionsOf(member);
    const third = await json<KbaAnswersReply & { memberStatus: Status }>(
      postAnswers(member, late.requestId, wrongAnswers(late.questions, LOCKED)),
    );
    expect(third.memberStatus.status).toBe('locked');
    expect(minutesFromNow(third.memberStatus.lockedUntil)).toBeGreaterThan(24 * 60 - 1);
    expect(third.memberStatus.message).toMatch(
      /^Claims are locked after three failed attempts at the security questions\. You can try again after \d\d:\d\d on \d+ \w+ \d{4}\.$/,
    );
    const refused = await json<{ code: string; message: string }>(
      member.api('/api/KBA/GetRequestId'),
      403,
    );
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: third.memberStatus.message });
    await json(member.api(`/api/KBA/GetQuestions?requestId=${late.requestId}`), 409);
    expect(await memberVerification(server.db, memberId(LOCKED), new Date())).toMatchObject({
      kbaPassed: false,
      kbaLocked: true,
    });

    // An attempt opened before the lock (written as the server would) is refused with the lock.
    const open = randomUUID();
    await server.db.insert(kbaAttempts).values({
      requestId: open,
      memberId: memberId(LOCKED),
      createdAt: new Date(),
      askedAt: new Date(),
    });
    await json(member.api(`/api/KBA/GetQuestions?requestId=${open}`), 403);
    const posted = await json<{ message: string }>(postAnswers(member, open, []), 403);
    expect(posted.message).toBe(third.memberStatus.message);

    // 24 hours later the lock is over and three attempts are left again.
    const later = new Date(Date.now() + KBA_LOCK_MS + 60_000);
    expect(await memberVerification(server.db, memberId(LOCKED), later)).toMatchObject({
      kbaLocked: false,
      kbaPassed: false,
    });
  });

  it('let a pass run out after 30 minutes and questions expire unanswered', async () => {
    const id = memberId(HYBRID);
    const now = Date.now();
    await server.db.insert(kbaAttempts).values({
      requestId: randomUUID(),
      memberId: id,
      createdAt: new Date(now - KBA_PASS_VALID_MS - 120_000),
      askedAt: new Date(now - KBA_PASS_VALID_MS - 120_000),
      answeredAt: new Date(now - KBA_PASS_VALID_MS - 60_000),
      passed: true,
      correctCount: 4,
      questionCount: 4,
    });
    expect(await memberStatus(HYBRID)).toMatchObject({ status: 'open', attemptsLeft: 3 });
    expect(await memberVerification(server.db, id, new Date())).toMatchObject({
      kbaPassed: false,
      kbaValidUntil: null,
    });

    const stale = randomUUID();
    await server.db.insert(kbaAttempts).values({
      requestId: stale,
      memberId: id,
      createdAt: new Date(now - KBA_PASS_VALID_MS - 1_000),
    });
    const expired = await json<{ message: string }>(
      agent(HYBRID).api(`/api/KBA/GetQuestions?requestId=${stale}`),
      409,
    );
    expect(expired.message).toBe(
      'These questions have expired. Please start again with new questions.',
    );
    const fresh = await json<{ requestId: string }>(agent(HYBRID).api('/api/KBA/GetRequestId'));
    expect(fresh.requestId).not.toBe(stale);
    // Answers to questions never asked are refused.
    await json(postAnswers(agent(HYBRID), fresh.requestId, []), 409);
    // An expired attempt does not count as failed.
    expect(await memberStatus(HYBRID)).toMatchObject({ status: 'open', attemptsLeft: 3 });
  });

  it('change nothing when the KBA service cannot be reached', async () => {
    const id = memberId(HYBRID);
    const { requestId } = await kbaQuestionsOf(agent(HYBRID));
    const [before] = await server.db
      .select()
      .from(kbaAttempts)
      .where(eq(kbaAttempts.requestId, requestId));
    const unreachable = {
      kba: createKbaHttpClient({ url: await addressWithNothingListening(), timeoutMs: 200 }),
    };
    const error = await postKbaAnswers(
      server.db,
      unreachable,
      id,
      { requestId, answers: [] },
      new Date(),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'UNAVAILABLE' });
    await expect(kbaQuestions(server.db, unreachable, id, requestId, new Date())).rejects.toThrow(
      'The security questions are not available right now.',
    );
    const [after] = await server.db
      .select()
      .from(kbaAttempts)
      .where(eq(kbaAttempts.requestId, requestId));
    expect(after).toEqual(before);
    expect(after?.answerKey).not.toBeNull();
  });

  it('keep the answer key in the table, emptied when taken', async () => {
    const store = kbaAttemptStoreOn(server.db);
    const requestId = randomUUID();
    // Closed (expired), beside the member's open attempt: a member has one open attempt at most.
    await server.db.insert(kbaAttempts).values({
      requestId,
      memberId: memberId(HYBRID),
      createdAt: new Date(),
      expiredAt: new Date(),
    });
    await store.save(requestId, { q1: 'b', q2: 'd' });
    await expect(store.take(requestId)).resolves.toEqual({ q1: 'b', q2: 'd' });
    await expect(store.take(requestId)).resolves.toBeUndefined();
  });

  it('keep one open attempt a member, whatever is written to the table', async () => {
    const id = memberId(HYBRID);
    const { requestId } = await kbaQuestionsOf(agent(HYBRID));
    const error = await server.db
      .insert(kbaAttempts)
      .values({ requestId: randomUUID(), memberId: id, createdAt: new Date() })
      .catch((caught: unknown) => caught);
    // The partial unique index kba_attempts_one_open_key refuses a second open attempt: the
    // database's error is the query error's cause.
    expect(error).toBeInstanceOf(Error);
    const cause = (error as Error).cause as { code?: unknown; message?: unknown } | undefined;
    expect(`${String(cause?.code)} ${String(cause?.message)}`).toMatch(
      /23505|kba_attempts_one_open_key|duplicate key/,
    );
    expect(
      await json<{ requestId: string }>(agent(HYBRID).api('/api/KBA/GetRequestId')),
    ).toMatchObject({ requestId });
  });

  it('offer the same options for each question in every attempt: comparing attempts shows nothing', async () => {
    const member = agent(HYBRID);
    const first = await kbaQuestionsOf(member);
    await json(postAnswers(member, first.requestId, rightAnswers(first.questions, HYBRID)));
    const second = await kbaQuestionsOf(member);
    expect(second.requestId).not.toBe(first.requestId);
    const optionsByText = (questions: typeof first.questions) =>
      new Map(questions.map((q) => [q.text, q.options.map((o) => o.text).sort()]));
    const before = optionsByText(first.questions);
    let asked = 0;
    for (const [text, options] of optionsByText(second.questions)) {
      const earlier = before.get(text);
      if (earlier === undefined) continue;
      asked += 1;
      // The same four options: what two attempts have in common is all four, not the answer.
      expect(options).toEqual(earlier);
    }
    expect(asked).toBeGreaterThanOrEqual(3);
    await json(postAnswers(member, second.requestId, rightAnswers(second.questions, HYBRID)));
  });

  it('check at most three attempts in a lock window when GetRequestId and PostAnswers race', async () => {
    const member = agent(RACER);
    const id = memberId(RACER);
    const attempts = async () =>
      server.db
        .select({ answeredAt: kbaAttempts.answeredAt, expiredAt: kbaAttempts.expiredAt })
        .from(kbaAttempts)
        .where(eq(kbaAttempts.memberId, id));
    let locked = false;
    for (let round = 0; round < 5; round += 1) {
      // Eight GetRequestId at once: one open attempt, the same id for every call.
      const replies = await Promise.all(
        Array.from({ length: 8 }, () => member.api('/api/KBA/GetRequestId')),
      );
      const statuses = replies.map((reply) => reply.status);
      const ids = new Set<string>();
      for (const reply of replies) {
        const body = (await reply.json()) as { requestId?: string };
        if (reply.status === 200 && body.requestId) ids.add(body.requestId);
      }
      const open = (await attempts()).filter((a) => a.answeredAt === null && a.expiredAt === null);
      expect(open.length).toBeLessThanOrEqual(1);
      expect(ids.size).toBeLessThanOrEqual(1);
      if (ids.size === 0) {
        expect(new Set(statuses)).toEqual(new Set([403]));
        locked = true;
        break;
      }
      expect(statuses.every((status) => status === 200)).toBe(true);
      // Every id asked and answered wrong, eight posts each, all at once.
      const requestIds = [...ids];
      await Promise.all(
        requestIds.map((requestId) =>
          member.api(`/api/KBA/GetQuestions?requestId=${requestId}&responseType=MultipleChoice`),
        ),
      );
      const posts = await Promise.all(
        requestIds.flatMap((requestId) =>
          Array.from({ length: 8 }, () => postAnswers(member, requestId, [])),
        ),
      );
      const checked = posts.filter((post) => post.status === 200);
      expect(checked.length).toBeLessThanOrEqual(1);
      for (const post of posts) expect([200, 403, 409]).toContain(post.status);
      const answered = (await attempts()).filter((a) => a.answeredAt !== null);
      expect(answered.length).toBeLessThanOrEqual(3);
    }
    expect(locked).toBe(true);
    expect((await attempts()).filter((a) => a.answeredAt !== null)).toHaveLength(3);
    expect(await memberStatus(RACER)).toMatchObject({ status: 'locked', attemptsLeft: 0 });
  });
});

describe('POST /api/TwoPot/IdVerification', () => {
  const verify = (username: string, idNumber: string) =>
    agent(username).api('/api/TwoPot/IdVerification', { method: 'POST', json: { idNumber } });

  async function onFile(username: string) {
    const [row] = await server.db
      .select({
        idNumber: members.idNumber,
        identifierType: members.identifierType,
        lastName: members.lastName,
        dateOfBirth: members.dateOfBirth,
      })
      .from(members)
      .where(eq(members.id, memberId(username)));
    if (!row) throw new Error('no member');
    return row;
  }

  it('verifies the member’s own ID number with the surname on file', async () => {
    await passIdentityChecks(agent(INSTITUTIONAL), INSTITUTIONAL);
    const { idNumber } = await onFile(INSTITUTIONAL);
    const reply = await json<{ isVerified: boolean; result: string; message: string | null }>(
      verify(INSTITUTIONAL, ` ${idNumber?.slice(0, 6)} ${idNumber?.slice(6)} `),
    );
    expect(reply).toEqual({ success: true, isVerified: true, result: 'Verified', message: null });
    expect(await memberVerification(server.db, memberId(INSTITUTIONAL), new Date())).toEqual(
      expect.objectContaining({ kbaPassed: true, idVerified: true }),
    );
    // The verification serves a day.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000 + 60_000);
    expect(
      (await memberVerification(server.db, memberId(INSTITUTIONAL), tomorrow)).idVerified,
    ).toBe(false);
  });

  it.each([
    ['', 'ID number is required'],
    ['830614271608', 'ID number must be 13 digits long'],
    ['8313142716086', 'The ID number does not start with a valid date of birth'],
    ['8306142716087', 'Please enter a valid ID number'],
  ])('refuses %j: %s', async (idNumber, message) => {
    const body = await json<{ message: string; fieldErrors: Record<string, string[]> }>(
      verify(HYBRID, idNumber),
      400,
    );
    expect(body.fieldErrors).toEqual({ idNumber: [message] });
  });

  it('refuses a valid ID number that is not the member’s own, asking nothing', async () => {
    const { idNumber } = await onFile(INSTITUTIONAL);
    const body = await json<{ message: string }>(verify(HYBRID, idNumber ?? ''), 400);
    expect(body.message).toBe(
      'This is not the ID number we hold for you. Please enter your own South African ID number.',
    );
    const rows = await server.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.memberId, memberId(HYBRID)));
    expect(rows).toEqual([]);
  });

  it('answers a mismatch when the surname on file is not the registry’s', async () => {
    const { idNumber, lastName } = await onFile(HYBRID);
    await server.db
      .update(members)
      .set({ lastName: 'Pillay' })
      .where(eq(members.id, memberId(HYBRID)));
    try {
      const reply = await json<{ isVerified: boolean; result: string; message: string }>(
        verify(HYBRID, idNumber ?? ''),
      );
      expect(reply).toMatchObject({ isVerified: false, result: 'Mismatch' });
      expect(reply.message).toMatch(/If your surname has changed, update it on your profile/);
      expect((await memberVerification(server.db, memberId(HYBRID), new Date())).idVerified).toBe(
        false,
      );
    } finally {
      await server.db
        .update(members)
        .set({ lastName })
        .where(eq(members.id, memberId(HYBRID)));
    }
    await json(verify(HYBRID, idNumber ?? ''));
    expect((await memberVerification(server.db, memberId(HYBRID), new Date())).idVerified).toBe(
      true,
    );
  });

  it.each([
    [40, 'NotIssued', 'not-issued', /^Home Affairs has no record of this ID number being issued/],
    [
      120,
      'Deceased',
      'deceased',
      /^Home Affairs records the person with this ID number as deceased/,
    ],
    [170, 'NotVerified', 'not-yet-verified', /^Home Affairs has not confirmed this ID number yet/],
  ])(
    'answers the identity service’s rule for sequence %i: %s',
    async (sequence, result, kept, message) => {
      const before = await onFile(ODD_ID);
      const idNumber = buildSaId({
        dateOfBirth: before.dateOfBirth,
        gender: 'female',
        sequence,
        citizenship: 'citizen',
      });
      const id = memberId(ODD_ID);
      await server.db
        .update(members)
        .set({ idNumber, identifierType: 'ID' })
        .where(eq(members.id, id));
      try {
        const reply = await json<{ isVerified: boolean; result: string; message: string }>(
          verify(ODD_ID, idNumber),
        );
        expect(reply).toMatchObject({ isVerified: false, result });
        expect(reply.message).toMatch(message);
        const [latest] = await server.db
          .select({ result: identityVerifications.result })
          .from(identityVerifications)
          .where(eq(identityVerifications.memberId, id))
          .orderBy(desc(identityVerifications.id))
          .limit(1);
        expect(latest).toEqual({ result: kept });
      } finally {
        await server.db
          .update(members)
          .set({ idNumber: before.idNumber, identifierType: before.identifierType })
          .where(eq(members.id, id));
      }
    },
  );

  it('answers a technical error, and keeps nothing, when the service cannot be reached', async () => {
    const { idNumber } = await onFile(HYBRID);
    const id = memberId(HYBRID);
    const count = async () =>
      (
        await server.db
          .select()
          .from(identityVerifications)
          .where(eq(identityVerifications.memberId, id))
      ).length;
    const before = await count();
    const answer = await verifyMemberId(
      server.db,
      {
        identity: createIdentityHttpClient({
          url: await addressWithNothingListening(),
          timeoutMs: 200,
        }),
      },
      id,
      idNumber ?? '',
      {
        now: new Date(),
        callCentrePhone: '0860 000 000',
        budget: server.config.partnerCallBudgets.idVerification,
      },
    );
    expect(answer).toMatchObject({ isVerified: false, result: 'TechnicalError' });
    expect(answer.message).toMatch(/^We could not reach the identity verification service/);
    expect(await count()).toBe(before);
  });
});
