import { z } from 'zod';
import { partnerEndpoint, postToPartner, type PartnerLog } from '../partner-http';
import { assertRequestId, type KbaService } from './kba-types';

// The real knowledge-based authentication provider, behind the same interface as the simulator
// (kba-service.ts chooses by the KBA_SERVICE_URL setting).

const DEFAULT_TIMEOUT_MS = 10_000;

// z.object drops keys it does not name: whatever else a provider sends (a right answer, say)
// never reaches the browser.
const QuestionsReplySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ready'),
    requestId: z.string(),
    questions: z
      .array(
        z.object({
          id: z.string().min(1),
          text: z.string().min(1),
          options: z.array(z.object({ id: z.string().min(1), text: z.string().min(1) })).min(2),
        }),
      )
      .min(1),
  }),
  z.object({ status: z.literal('not-enough-records') }),
]);

const CheckReplySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('checked'),
    correct: z.number().int().min(0),
    asked: z.number().int().min(0),
  }),
  z.object({ status: z.literal('unknown-request') }),
]);

/**
 * The real provider: POST {url}/questions with `{ requestId, member }` and POST {url}/answers
 * with `{ requestId, answers }`, answered as above; the provider keeps the answer keys. Any
 * failure (unreachable, timeout, non-2xx status, an answer we cannot read) is 'technical-error'.
 */
export function createKbaHttpClient(options: {
  url: string;
  timeoutMs?: number;
  log?: PartnerLog;
}): KbaService {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  async function post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T | null> {
    const answer = await postToPartner({
      partner: 'kba',
      endpoint: partnerEndpoint(options.url, path),
      body,
      schema,
      timeoutMs,
      log: options.log,
    });
    return answer.ok ? answer.value : null;
  }
  return {
    async questionsFor(member, requestId) {
      assertRequestId(requestId);
      return (
        (await post('questions', { requestId, member }, QuestionsReplySchema)) ?? {
          status: 'technical-error',
        }
      );
    },
    async check(requestId, answers) {
      assertRequestId(requestId);
      return (
        (await post('answers', { requestId, answers }, CheckReplySchema)) ?? {
          status: 'technical-error',
        }
      );
    },
  };
}
