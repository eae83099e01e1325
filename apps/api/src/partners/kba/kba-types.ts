// The knowledge-based authentication service's shapes (kba-service.ts), shared by the simulator
// (kba-simulator.ts) and the real provider's client (kba-http-client.ts).

export const KBA_QUESTIONS_PER_ATTEMPT = 4;
export const KBA_OPTIONS_PER_QUESTION = 4;

/** The records the fund holds about the member that the portal never shows. */
export type KbaMember = {
  /** A stable key for the member (e.g. the afgroupid): seeds the questions with the request id. */
  memberKey: string;
  previousEmployer?: string | null;
  previousSuburb?: string | null;
  /** The last four digits (or the whole number) of a cell phone number used before. */
  previousCellNumber?: string | null;
  transferredFromFund?: string | null;
  previousPostalCode?: string | null;
};

/** What the browser sees: no answer anywhere in it. */
export type KbaOption = { id: string; text: string };
export type KbaQuestion = { id: string; text: string; options: KbaOption[] };

/** Server side only: a question with its right option. */
export type KbaKeyedQuestion = KbaQuestion & { correctOptionId: string };
/** Server side only: question id → the right option's id. */
export type KbaAnswerKey = Readonly<Record<string, string>>;

/** The member's choices: question id → option id. */
export type KbaAnswers = Readonly<Record<string, string>>;

export type KbaQuestionsAnswer =
  | { status: 'ready'; requestId: string; questions: KbaQuestion[] }
  /** The records cannot make four questions: the member cannot be verified this way. */
  | { status: 'not-enough-records' }
  | { status: 'technical-error' };

export type KbaCheckAnswer =
  | { status: 'checked'; correct: number; asked: number }
  /** No open attempt under this request id: never asked, already checked, or forgotten. */
  | { status: 'unknown-request' }
  | { status: 'technical-error' };

export type KbaService = {
  /**
   * The questions of a new attempt. `store` is where the caller keeps open attempts' answer keys
   * (e.g. a table, so that the answers may reach another server process than the questions did);
   * a real provider keeps its own and ignores it.
   */
  questionsFor(
    member: KbaMember,
    requestId: string,
    store?: KbaAttemptStore,
  ): Promise<KbaQuestionsAnswer>;
  check(requestId: string, answers: KbaAnswers, store?: KbaAttemptStore): Promise<KbaCheckAnswer>;
};

/**
 * Where the simulator keeps the answer keys of open attempts. The default keeps them in the
 * process's memory; several replicas need a shared store (the kba_attempts table,
 * modules/kba/kba.repository.ts) so that the answers may reach another replica than the
 * questions did.
 */
export type KbaAttemptStore = {
  save(requestId: string, key: KbaAnswerKey): Promise<void>;
  /** The key, removed: each attempt is checked once. */
  take(requestId: string): Promise<KbaAnswerKey | undefined>;
};

/** Decoy pools: the pools the records were drawn from make the most plausible decoys. */
export type KbaDecoyPools = {
  employers?: readonly string[];
  suburbs?: readonly string[];
  funds?: readonly string[];
};

/** Every call names its attempt. */
export function assertRequestId(requestId: string): void {
  if (requestId.trim() === '') throw new RangeError('A KBA attempt needs a request id');
}
