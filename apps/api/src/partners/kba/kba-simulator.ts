import { createRng, streamSeed, type Rng } from '../../db/seed/random';
import {
  PREVIOUS_EMPLOYERS,
  PREVIOUS_SUBURBS,
  TRANSFER_FUNDS,
} from '../../db/seed/identity-records';
import {
  assertRequestId,
  KBA_OPTIONS_PER_QUESTION,
  KBA_QUESTIONS_PER_ATTEMPT,
  type KbaAnswerKey,
  type KbaAnswers,
  type KbaAttemptStore,
  type KbaDecoyPools,
  type KbaKeyedQuestion,
  type KbaMember,
  type KbaQuestion,
  type KbaService,
} from './kba-types';

// Knowledge-based authentication asks a member multiple-choice questions about records the fund
// holds about them (spec 3 §7: GetRequestId, GetQuestions?requestId, PostAnswers). It is another
// organisation's system (DESIGN §1b): the portal talks to it through this one interface; the
// embedded default is a deterministic simulator, and a configured address (proposed setting
// KBA_SERVICE_URL) selects the real provider. docs/decisions/016-partner-services-behind-interfaces.md.
//
// The simulator's rules:
//   - Question kinds, each asked only when the member's records hold the fact. The facts are
//     records the fund holds that the portal never shows (table member_kba_records), so someone who
//     has only seen the member's portal pages cannot answer:
//       employer   "Which of these companies did you work for before your current employer?"
//       suburb     "In which of these suburbs did you live before your current address?"
//       cell       "What were the last four digits of the cell phone number you used before
//                   your current one?"
//       transfer   "From which of these funds was a transfer made into your retirement savings?"
//       postal     "What was the postal code of that earlier address?"
//     Not the year of birth (it is the ID number's first two digits), nor anything the portal
//     displays (the employer, fund, portfolios, bank account or cell number on file).
//   - An attempt asks KBA_QUESTIONS_PER_ATTEMPT (4) kinds, chosen at random among those the
//     records hold; fewer than 4 → 'not-enough-records'. Each question has 4 options, exactly
//     one right, in random order, ids 'a'–'d'; questions are 'q1'–'q4'.
//   - Which kinds are asked, and the options' order, come from one seeded stream per (member key,
//     request id): the same attempt always reads the same; a new request id gets other questions
//     and orders. The decoys come from a stream per (member key, kind): a member is offered the
//     same four options for a kind in every attempt, so comparing attempts does not single out
//     the right one. (Fresh decoys per attempt would: the right answer is in every attempt, so it
//     would be the one option two attempts share, and an unanswered attempt costs nothing. With
//     the same four options and pass-or-fail answers only, an attempt teaches no more
//     than that its own choices were wrong.)
//   - Decoys never equal the right answer (compared without case, accents or spaces) and are
//     plausible: names from the same pools the demo data draws the records from (so the right
//     answer does not stand out), or pools the caller passes; four digits drawn at random.
//   - The right answers stay on the server: the questions returned carry none, and the answer
//     key goes into a KbaAttemptStore (the caller's for the call, else the simulator's own in
//     memory), which `check` empties, so an attempt is checked once (re-posting guesses to the
//     same request id answers 'unknown-request').
//   The caller makes each request id unguessable (crypto.randomUUID) and decides how many right
//   answers pass.

const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;

type QuestionDraft = { text: string; answer: string; decoys: string[] };
type QuestionKind = (
  member: KbaMember,
  rng: Rng,
  pools: Required<KbaDecoyPools>,
) => QuestionDraft | null;

/** The simulator's questions, one per kind of record. */
export const KBA_QUESTION_TEXTS = {
  employer: 'Which of these companies did you work for before your current employer?',
  suburb: 'In which of these suburbs did you live before your current address?',
  cell: 'What were the last four digits of the cell phone number you used before your current one?',
  transfer: 'From which of these funds was a transfer made into your retirement savings?',
  postal: 'What was the postal code of your previous residential address?',
} as const;

/**
 * The right option's text for one of the simulator's questions, from the member's records (for
 * tests and journeys, which know the demo records); undefined for a question it does not ask.
 */
export function kbaAnswerText(questionText: string, member: KbaMember): string | undefined {
  const lastFour = (value: string | null | undefined) =>
    (value ?? '').replace(/\D/g, '').slice(-4) || undefined;
  switch (questionText) {
    case KBA_QUESTION_TEXTS.employer:
      return member.previousEmployer?.trim();
    case KBA_QUESTION_TEXTS.suburb:
      return member.previousSuburb?.trim();
    case KBA_QUESTION_TEXTS.cell:
      return lastFour(member.previousCellNumber);
    case KBA_QUESTION_TEXTS.transfer:
      return member.transferredFromFund?.trim();
    case KBA_QUESTION_TEXTS.postal:
      return lastFour(member.previousPostalCode);
    default:
      return undefined;
  }
}

const QUESTION_KINDS: readonly QuestionKind[] = [
  function employer(member, rng, pools) {
    const answer = member.previousEmployer?.trim();
    if (!answer) return null;
    return namedDraft(KBA_QUESTION_TEXTS.employer, answer, pools.employers, rng);
  },
  function suburb(member, rng, pools) {
    const answer = member.previousSuburb?.trim();
    if (!answer) return null;
    return namedDraft(KBA_QUESTION_TEXTS.suburb, answer, pools.suburbs, rng);
  },
  function cell(member, rng) {
    return lastFourDraft(KBA_QUESTION_TEXTS.cell, member.previousCellNumber, rng);
  },
  function transfer(member, rng, pools) {
    const answer = member.transferredFromFund?.trim();
    if (!answer) return null;
    return namedDraft(KBA_QUESTION_TEXTS.transfer, answer, pools.funds, rng);
  },
  function postal(member, rng) {
    return lastFourDraft(KBA_QUESTION_TEXTS.postal, member.previousPostalCode, rng);
  },
];

/**
 * The questions of one attempt with their right options (server side only), deterministic in
 * (member, requestId); null when the records cannot make KBA_QUESTIONS_PER_ATTEMPT questions.
 */
export function buildKbaQuestions(
  member: KbaMember,
  requestId: string,
  decoys: KbaDecoyPools = {},
): KbaKeyedQuestion[] | null {
  const pools = {
    employers: decoys.employers ?? PREVIOUS_EMPLOYERS,
    suburbs: decoys.suburbs ?? PREVIOUS_SUBURBS,
    funds: decoys.funds ?? TRANSFER_FUNDS,
  };
  const rng = createRng(streamSeed(0, 'kba', member.memberKey, requestId));
  const drafts: QuestionDraft[] = [];
  for (const kind of shuffled(QUESTION_KINDS, rng)) {
    // A kind's decoys are the member's own, the same in every attempt: comparing the options of
    // several attempts shows nothing (the right answer would be the one always offered).
    const decoyRng = createRng(streamSeed(0, 'kba-decoys', member.memberKey, kind.name));
    const draft = kind(member, decoyRng, pools);
    if (draft !== null) drafts.push(draft);
    if (drafts.length === KBA_QUESTIONS_PER_ATTEMPT) break;
  }
  if (drafts.length < KBA_QUESTIONS_PER_ATTEMPT) return null;
  return drafts.map((draft, index) => {
    const texts = shuffled([draft.answer, ...draft.decoys], rng);
    const options = texts.map((text, position) => ({ id: optionId(position), text }));
    return {
      id: `q${index + 1}`,
      text: draft.text,
      options,
      correctOptionId: optionId(texts.indexOf(draft.answer)),
    };
  });
}

/** A question as the browser may see it: a new object, so no answer can ride along. */
export function withoutAnswer(question: KbaKeyedQuestion): KbaQuestion {
  return {
    id: question.id,
    text: question.text,
    options: question.options.map((option) => ({ id: option.id, text: option.text })),
  };
}

/** How many of the answers are right, by the key. */
export function countCorrect(key: KbaAnswerKey, answers: KbaAnswers): number {
  return Object.entries(key).filter(([questionId, right]) => answers[questionId] === right).length;
}

const DEFAULT_STORE_LIMIT = 10_000;

/** Open attempts in this process's memory; the oldest are forgotten beyond `limit`. */
export function createMemoryKbaAttemptStore(limit = DEFAULT_STORE_LIMIT): KbaAttemptStore {
  const keys = new Map<string, KbaAnswerKey>();
  return {
    async save(requestId, key) {
      keys.delete(requestId);
      keys.set(requestId, key);
      for (const oldest of keys.keys()) {
        if (keys.size <= limit) break;
        keys.delete(oldest);
      }
    },
    async take(requestId) {
      const key = keys.get(requestId);
      keys.delete(requestId);
      return key;
    },
  };
}

export function createKbaSimulator(
  options: { store?: KbaAttemptStore; decoys?: KbaDecoyPools } = {},
): KbaService {
  const store = options.store ?? createMemoryKbaAttemptStore();
  return {
    async questionsFor(member, requestId, callerStore) {
      assertRequestId(requestId);
      const keyed = buildKbaQuestions(member, requestId, options.decoys);
      if (keyed === null) return { status: 'not-enough-records' };
      await (callerStore ?? store).save(
        requestId,
        Object.fromEntries(keyed.map((question) => [question.id, question.correctOptionId])),
      );
      return { status: 'ready', requestId, questions: keyed.map(withoutAnswer) };
    },
    async check(requestId, answers, callerStore) {
      assertRequestId(requestId);
      const key = await (callerStore ?? store).take(requestId);
      if (key === undefined) return { status: 'unknown-request' };
      return {
        status: 'checked',
        correct: countCorrect(key, answers),
        asked: Object.keys(key).length,
      };
    },
  };
}

function optionId(position: number): string {
  const id = OPTION_IDS[position];
  if (id === undefined) throw new RangeError(`No option id for position ${position}`);
  return id;
}

/** Names compare as people read them: case, accents and spacing do not make another name. */
function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function namedDraft(
  text: string,
  answer: string,
  pool: readonly string[],
  rng: Rng,
): QuestionDraft | null {
  const seen = new Set([comparableName(answer)]);
  const candidates: string[] = [];
  for (const name of pool) {
    const comparable = comparableName(name);
    if (comparable === '' || seen.has(comparable)) continue;
    seen.add(comparable);
    candidates.push(name.trim());
  }
  // Too few distinct decoys: the question would give its answer away, so it is not asked.
  if (candidates.length < KBA_OPTIONS_PER_QUESTION - 1) return null;
  return { text, answer, decoys: shuffled(candidates, rng).slice(0, KBA_OPTIONS_PER_QUESTION - 1) };
}

function lastFourDraft(
  text: string,
  number: string | null | undefined,
  rng: Rng,
): QuestionDraft | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (digits.length < 4) return null;
  const answer = digits.slice(-4);
  const decoys = new Set<string>();
  while (decoys.size < KBA_OPTIONS_PER_QUESTION - 1) {
    const decoy = String(rng.int(0, 9999)).padStart(4, '0');
    if (decoy !== answer) decoys.add(decoy);
  }
  return { text, answer, decoys: [...decoys] };
}

/** Fisher–Yates on a copy. */
function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = rng.int(0, index);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
