// Knowledge-based authentication before a claim (spec 3 §7: GetRequestId, GetQuestions,
// PostAnswers, CheckMemberStatus). The brief's rules: four multiple-choice questions an attempt,
// three right answers pass, three failed attempts lock claims for 24 hours, and a pass is good for
// 30 minutes. Times are handed in (ISO timestamps or epoch milliseconds): nothing here reads a clock.
//
// Our readings where the rules are silent: failed attempts count towards a lock while they are
// less than 24 hours old, and a pass or the end of a lock starts the count again; the latest
// attempt decides, so a failed attempt after a pass ends that pass; attempts later than `now`, or
// made during a lock, are ignored.

export const KBA_QUESTIONS_PER_ATTEMPT = 4;
export const KBA_CORRECT_TO_PASS = 3;
export const KBA_FAILED_ATTEMPTS_TO_LOCK = 3;
const MINUTE_MS = 60_000;
export const KBA_PASS_VALID_MS = 30 * MINUTE_MS;
export const KBA_LOCK_MS = 24 * 60 * MINUTE_MS;
/** How long a failed attempt counts towards a lock (our choice: as long as the lock lasts). */
export const KBA_FAILURE_WINDOW_MS = KBA_LOCK_MS;

/** A chosen option's id; null or undefined for a question left unanswered (counted wrong). */
export type KbaAnswer = string | number | null | undefined;

export type KbaOutcome = {
  readonly passed: boolean;
  readonly correctCount: number;
  readonly questionCount: number;
};

/** Marks one attempt: answers in the order of the questions against the right option ids. */
export function kbaOutcome(
  answers: readonly KbaAnswer[],
  correct: readonly (string | number)[],
): KbaOutcome {
  if (correct.length !== KBA_QUESTIONS_PER_ATTEMPT)
    throw new RangeError(
      `An attempt has ${KBA_QUESTIONS_PER_ATTEMPT} questions, not ${correct.length}`,
    );
  if (answers.length > correct.length)
    throw new RangeError(`${answers.length} answers to ${correct.length} questions`);
  const correctCount = correct.filter((right, index) => {
    const answer = answers[index];
    return answer !== null && answer !== undefined && String(answer).trim() === String(right);
  }).length;
  return {
    passed: correctCount >= KBA_CORRECT_TO_PASS,
    correctCount,
    questionCount: correct.length,
  };
}

export type KbaAttempt = { readonly at: string | number; readonly passed: boolean };

export type KbaState =
  | { readonly status: 'passed'; readonly validUntil: string }
  | { readonly status: 'locked'; readonly until: string }
  | { readonly status: 'open'; readonly attemptsLeft: number };

/** Where a member stands with the questions at `now`, from the attempts made so far. */
export function kbaState(input: {
  readonly attempts: readonly KbaAttempt[];
  readonly now: string | number;
}): KbaState {
  const now = instant(input.now);
  const attempts = input.attempts
    .map((attempt) => ({ at: instant(attempt.at), passed: attempt.passed }))
    .filter((attempt) => attempt.at <= now)
    .sort((a, b) => a.at - b.at);

  let lockedUntil = Number.NEGATIVE_INFINITY;
  let failures: number[] = [];
  let passedAt: number | null = null;
  for (const attempt of attempts) {
    if (attempt.at < lockedUntil) continue;
    if (attempt.passed) {
      failures = [];
      passedAt = attempt.at;
      continue;
    }
    passedAt = null;
    failures = [...failures.filter((at) => at > attempt.at - KBA_FAILURE_WINDOW_MS), attempt.at];
    if (failures.length >= KBA_FAILED_ATTEMPTS_TO_LOCK) {
      lockedUntil = attempt.at + KBA_LOCK_MS;
      failures = [];
    }
  }

  if (now < lockedUntil) return { status: 'locked', until: iso(lockedUntil) };
  if (passedAt !== null && now < passedAt + KBA_PASS_VALID_MS)
    return { status: 'passed', validUntil: iso(passedAt + KBA_PASS_VALID_MS) };
  const recentFailures = failures.filter((at) => at > now - KBA_FAILURE_WINDOW_MS).length;
  return { status: 'open', attemptsLeft: KBA_FAILED_ATTEMPTS_TO_LOCK - recentFailures };
}

/** Epoch milliseconds of an ISO timestamp or a number of milliseconds; throws on anything else. */
function instant(value: string | number): number {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) throw new RangeError(`Not a time: '${value}'`);
  return ms;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
