import type { PartnerLog } from '../partner-http';
import { createKbaHttpClient } from './kba-http-client';
import { createKbaSimulator } from './kba-simulator';
import type { KbaAttemptStore, KbaDecoyPools, KbaService } from './kba-types';

// Knowledge-based authentication (spec 3 §7: GetRequestId, GetQuestions?requestId, PostAnswers):
// another organisation's system behind one interface (DESIGN §1b). The shapes are in kba-types.ts,
// the deterministic simulator and its rules in kba-simulator.ts, the real provider's client in
// kba-http-client.ts. docs/decisions/016-partner-services-behind-interfaces.md.

export * from './kba-types';
export { createKbaHttpClient } from './kba-http-client';
export {
  buildKbaQuestions,
  countCorrect,
  createKbaSimulator,
  createMemoryKbaAttemptStore,
  KBA_QUESTION_TEXTS,
  kbaAnswerText,
  withoutAnswer,
} from './kba-simulator';

/** What a failed call to a provider reports, for the operators (pino's logger fits). */

export type KbaServiceConfig = {
  /** The real provider's address; unset → the simulator. */
  url?: string;
  timeoutMs?: number;
  log?: PartnerLog;
  /** The simulator's store of open attempts (default: in memory). */
  store?: KbaAttemptStore;
  decoys?: KbaDecoyPools;
};

/** The simulator unless a provider address is configured. */
export function createKbaService(config: KbaServiceConfig = {}): KbaService {
  if (config.url) return createKbaHttpClient({ ...config, url: config.url });
  return createKbaSimulator(config);
}
