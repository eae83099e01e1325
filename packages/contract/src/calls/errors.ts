import type { ErrorBody } from '../errors';

// The error model of every call (DESIGN §1a) for the web app, without its schemas (route-call.ts).

/**
 * The codes of an error body. UNAVAILABLE: the database (or another part the server needs) cannot
 * be reached for now (503). STEP_UP_REQUIRED: a money or identity change needs the member to have
 * proved who they are recently, with their strongest method (403; the page sends them through
 * `/auth/step-up` and tries again).
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'STEP_UP_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export const API_KEY_HEADER = 'apikey';

function isStringList(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Whether `payload` is an error body `{ success: false, code, message, fieldErrors? }`: the same
 * answer as ErrorBodySchema (errors.test.ts holds the two together), without building it.
 */
export function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const body = payload as Record<string, unknown>;
  if (body.success !== false || typeof body.message !== 'string') return false;
  if (!(ERROR_CODES as readonly unknown[]).includes(body.code)) return false;
  if (body.confirmation !== undefined && typeof body.confirmation !== 'string') return false;
  const { fieldErrors } = body;
  if (fieldErrors === undefined) return true;
  if (typeof fieldErrors !== 'object' || fieldErrors === null || Array.isArray(fieldErrors)) {
    return false;
  }
  return Object.values(fieldErrors).every(isStringList);
}
