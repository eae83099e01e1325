import { describe, expect, it } from 'vitest';
import {
  buildKbaQuestions,
  createKbaHttpClient,
  createKbaService,
  createKbaSimulator,
  createMemoryKbaAttemptStore,
  kbaAnswerText,
  KBA_QUESTIONS_PER_ATTEMPT,
  type KbaAnswers,
  type KbaKeyedQuestion,
  type KbaMember,
  type KbaQuestion,
} from './kba-service';
import {
  addressWithNothingListening,
  loopbackProviders,
  reply,
} from '../../testing/partner-provider';

/** The provider's stand-in on the loopback: a real HTTP server, stopped after each test. */
const startProvider = loopbackProviders();

const THANDIWE: KbaMember = {
  memberKey: 'AF0000001',
  previousEmployer: 'Kwena Water Engineering',
  previousSuburb: 'Rondebosch',
  previousCellNumber: '+27 82 555 0142',
  transferredFromFund: 'Karoo Retail Provident Fund',
  previousPostalCode: '7700',
};

/** The right answer's text for each question, as the records say. */
const RIGHT_TEXTS = [
  'Kwena Water Engineering',
  'Rondebosch',
  '0142',
  'Karoo Retail Provident Fund',
  '7700',
];

function rightOption(question: KbaKeyedQuestion) {
  const option = question.options.find((candidate) => candidate.id === question.correctOptionId);
  if (option === undefined) throw new Error(`no right option in ${question.id}`);
  return option;
}

function comparable(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function keyed(member: KbaMember, requestId: string): KbaKeyedQuestion[] {
  const questions = buildKbaQuestions(member, requestId);
  if (questions === null) throw new Error('expected questions');
  return questions;
}

function rightAnswers(member: KbaMember, requestId: string): Record<string, string> {
  return Object.fromEntries(
    keyed(member, requestId).map((question) => [question.id, question.correctOptionId]),
  );
}

const REQUEST_IDS = Array.from({ length: 200 }, (_, index) => `request-${index}`);

describe('the KBA questions', () => {
  it('are four, each with four distinct options and exactly one right, from the records', () => {
    for (const requestId of REQUEST_IDS) {
      const questions = keyed(THANDIWE, requestId);
      expect(questions).toHaveLength(KBA_QUESTIONS_PER_ATTEMPT);
      expect(questions.map((question) => question.id)).toEqual(['q1', 'q2', 'q3', 'q4']);
      for (const question of questions) {
        expect(question.options.map((option) => option.id)).toEqual(['a', 'b', 'c', 'd']);
        const texts = question.options.map((option) => comparable(option.text));
        expect(new Set(texts).size).toBe(4);
        expect(RIGHT_TEXTS).toContain(rightOption(question).text);
        // Exactly one option is the right answer: no decoy reads like it.
        const right = comparable(rightOption(question).text);
        expect(texts.filter((text) => text === right)).toHaveLength(1);
      }
    }
  });

  it('read the same for the same member and request id, and differ for another', () => {
    expect(buildKbaQuestions(THANDIWE, 'request-1')).toEqual(
      buildKbaQuestions(THANDIWE, 'request-1'),
    );
    const attempts = new Set(REQUEST_IDS.map((id) => JSON.stringify(keyed(THANDIWE, id))));
    expect(attempts.size).toBeGreaterThan(REQUEST_IDS.length * 0.9);
    const other = { ...THANDIWE, memberKey: 'AF0000002' };
    expect(buildKbaQuestions(other, 'request-1')).not.toEqual(
      buildKbaQuestions(THANDIWE, 'request-1'),
    );
  });

  it('ask every kind of question and put the right option anywhere', () => {
    const questions = REQUEST_IDS.flatMap((id) => keyed(THANDIWE, id));
    const rightTexts = new Set(questions.map((question) => rightOption(question).text));
    expect([...rightTexts].sort()).toEqual([...RIGHT_TEXTS].sort());
    const positions = new Set(questions.map((question) => question.correctOptionId));
    expect([...positions].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('offer a member the same options for a kind in every attempt, in another order', () => {
    const optionsByQuestion = new Map<string, Set<string>>();
    const orders = new Set<string>();
    for (const requestId of REQUEST_IDS.slice(0, 60)) {
      for (const question of keyed(THANDIWE, requestId)) {
        const texts = question.options.map((option) => option.text);
        orders.add(texts.join('|'));
        const sorted = [...texts].sort().join('|');
        const seen = optionsByQuestion.get(question.text) ?? new Set<string>();
        seen.add(sorted);
        optionsByQuestion.set(question.text, seen);
      }
    }
    expect(optionsByQuestion.size).toBe(5);
    for (const seen of optionsByQuestion.values()) expect(seen.size).toBe(1);
    expect(orders.size).toBeGreaterThan(5);
    // Another member is offered other decoys.
    const other = { ...THANDIWE, memberKey: 'AF0000002' };
    const mine = REQUEST_IDS.slice(0, 20).flatMap((id) => keyed(THANDIWE, id));
    const theirs = REQUEST_IDS.slice(0, 20).flatMap((id) => keyed(other, id));
    const optionSet = (questions: KbaKeyedQuestion[]) =>
      new Set(questions.flatMap((question) => question.options.map((option) => option.text)));
    expect(optionSet(theirs)).not.toEqual(optionSet(mine));
  });

  it('give each question the right text from the records (kbaAnswerText)', () => {
    for (const question of keyed(THANDIWE, 'request-7')) {
      expect(kbaAnswerText(question.text, THANDIWE)).toBe(rightOption(question).text);
    }
    expect(kbaAnswerText('Where were you born?', THANDIWE)).toBeUndefined();
  });

  it('never offer a decoy that equals the answer, even written differently in the pool', () => {
    const member = { ...THANDIWE, previousEmployer: 'KWENA WATER  ENGINEERING' };
    for (const requestId of REQUEST_IDS.slice(0, 50)) {
      for (const question of keyed(member, requestId)) {
        const right = comparable(rightOption(question).text);
        const same = question.options.filter((option) => comparable(option.text) === right);
        expect(same).toHaveLength(1);
      }
    }
  });

  it('use the pools given, and skip a kind whose pool is too small', () => {
    const employers = ['Alpha Mining', 'Beta Foods', 'Gamma Steel'];
    const questions = REQUEST_IDS.slice(0, 30).flatMap(
      (id) => buildKbaQuestions(THANDIWE, id, { employers, suburbs: ['Rondebosch'] }) ?? [],
    );
    const employerQuestion = questions.find((question) => question.text.includes('employer'));
    expect(employerQuestion?.options.map((option) => option.text).sort()).toEqual(
      ['Alpha Mining', 'Beta Foods', 'Gamma Steel', 'Kwena Water Engineering'].sort(),
    );
    expect(questions.some((question) => question.text.includes('suburbs'))).toBe(false);
  });

  it('are not enough when the records hold fewer than four facts', () => {
    const sparse: KbaMember = {
      memberKey: 'AF0000009',
      previousEmployer: 'Beta Foods',
      previousSuburb: 'Hatfield',
      previousCellNumber: '0825550142',
      previousPostalCode: '12',
    };
    expect(buildKbaQuestions(sparse, 'request-1')).toBeNull();
  });
});

describe('the KBA simulator', () => {
  it('sends questions without any answer in them', async () => {
    const service = createKbaSimulator();
    const answer = await service.questionsFor(THANDIWE, 'request-1');
    if (answer.status !== 'ready') throw new Error('expected questions');
    expect(answer.requestId).toBe('request-1');
    const expected: KbaQuestion[] = keyed(THANDIWE, 'request-1').map(({ id, text, options }) => ({
      id,
      text,
      options,
    }));
    expect(answer.questions).toStrictEqual(expected);
    expect(JSON.stringify(answer)).not.toMatch(/correct/i);
  });

  it('counts the right answers once per attempt', async () => {
    const service = createKbaSimulator();
    await service.questionsFor(THANDIWE, 'request-1');
    await service.questionsFor(THANDIWE, 'request-2');
    const right = rightAnswers(THANDIWE, 'request-1');
    await expect(service.check('request-1', right)).resolves.toEqual({
      status: 'checked',
      correct: 4,
      asked: 4,
    });
    // Checked once: guessing again on the same request id learns nothing.
    await expect(service.check('request-1', right)).resolves.toEqual({ status: 'unknown-request' });

    const second = rightAnswers(THANDIWE, 'request-2');
    const oneWrong: KbaAnswers = { ...second, q2: second.q2 === 'a' ? 'b' : 'a', q9: 'a' };
    const result = await service.check('request-2', oneWrong);
    expect(result).toEqual({ status: 'checked', correct: 3, asked: 4 });
    await expect(service.check('never-asked', {})).resolves.toEqual({ status: 'unknown-request' });
  });

  it('answers not-enough-records, and keeps nothing, when the records are thin', async () => {
    const service = createKbaService();
    await expect(service.questionsFor({ memberKey: 'AF9' }, 'request-1')).resolves.toEqual({
      status: 'not-enough-records',
    });
    await expect(service.check('request-1', {})).resolves.toEqual({ status: 'unknown-request' });
  });

  it('forgets the oldest attempts beyond the store’s limit', async () => {
    const service = createKbaSimulator({ store: createMemoryKbaAttemptStore(2) });
    for (const id of ['r1', 'r2', 'r3']) await service.questionsFor(THANDIWE, id);
    await expect(service.check('r1', rightAnswers(THANDIWE, 'r1'))).resolves.toEqual({
      status: 'unknown-request',
    });
    await expect(service.check('r3', rightAnswers(THANDIWE, 'r3'))).resolves.toMatchObject({
      correct: 4,
    });
  });

  it('keeps the answer key in the store a call brings, not its own', async () => {
    const own = createMemoryKbaAttemptStore();
    const callers = createMemoryKbaAttemptStore();
    const service = createKbaSimulator({ store: own });
    await service.questionsFor(THANDIWE, 'request-1', callers);
    const right = rightAnswers(THANDIWE, 'request-1');
    await expect(service.check('request-1', right)).resolves.toEqual({
      status: 'unknown-request',
    });
    await expect(service.check('request-1', right, callers)).resolves.toEqual({
      status: 'checked',
      correct: 4,
      asked: 4,
    });
  });

  it('refuses an empty request id', async () => {
    await expect(createKbaSimulator().questionsFor(THANDIWE, ' ')).rejects.toThrow(RangeError);
  });
});

describe('the KBA HTTP client', () => {
  it('posts for questions and answers, and drops anything but the question’s text and options', async () => {
    const received: unknown[] = [];
    const url = await startProvider((body, incoming, response) => {
      received.push({ method: incoming.method, path: incoming.url, body });
      if (incoming.url === '/questions') {
        reply(response, 200, {
          status: 'ready',
          requestId: 'request-1',
          questions: [
            {
              id: 'x1',
              text: 'Where were you born?',
              correctOptionId: 'b',
              options: [
                { id: 'a', text: 'Durban', isRight: false },
                { id: 'b', text: 'Polokwane', isRight: true },
              ],
            },
          ],
        });
      } else {
        reply(response, 200, { status: 'checked', correct: 1, asked: 1 });
      }
    });
    const service = createKbaService({ url });
    await expect(service.questionsFor(THANDIWE, 'request-1')).resolves.toStrictEqual({
      status: 'ready',
      requestId: 'request-1',
      questions: [
        {
          id: 'x1',
          text: 'Where were you born?',
          options: [
            { id: 'a', text: 'Durban' },
            { id: 'b', text: 'Polokwane' },
          ],
        },
      ],
    });
    await expect(service.check('request-1', { x1: 'b' })).resolves.toEqual({
      status: 'checked',
      correct: 1,
      asked: 1,
    });
    expect(received).toEqual([
      { method: 'POST', path: '/questions', body: { requestId: 'request-1', member: THANDIWE } },
      { method: 'POST', path: '/answers', body: { requestId: 'request-1', answers: { x1: 'b' } } },
    ]);
  });

  it('answers technical-error for an error status, an unreadable answer, a timeout or no server', async () => {
    const failing = await startProvider((_body, _incoming, response) => reply(response, 500, {}));
    const odd = await startProvider((_body, _incoming, response) =>
      reply(response, 200, { status: 'ready', questions: 'none' }),
    );
    const slow = await startProvider((_body, _incoming, response) => {
      setTimeout(() => reply(response, 200, { status: 'unknown-request' }), 2_000);
    });
    const gone = await addressWithNothingListening();
    for (const url of [failing, odd, slow, gone]) {
      const client = createKbaHttpClient({ url, timeoutMs: 200 });
      await expect(client.questionsFor(THANDIWE, 'request-1')).resolves.toEqual({
        status: 'technical-error',
      });
      await expect(client.check('request-1', {})).resolves.toEqual({ status: 'technical-error' });
    }
  });
});
