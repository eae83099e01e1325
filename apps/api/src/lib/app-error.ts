import type { ErrorCode } from '@portal/contract/errors';

/** Services throw this; one handler maps the code to a status (DESIGN §4 habit 7). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** Seconds after which asking again may succeed: sent as `Retry-After` (with RATE_LIMITED). */
  readonly retryAfterSeconds: number | undefined;
  /** With STEP_UP_REQUIRED: what the member is asked to confirm (its id for /auth/step-up). */
  readonly confirmation: string | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    fieldErrors?: Record<string, string[]>,
    options: { retryAfterSeconds?: number; confirmation?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.confirmation = options.confirmation;
  }
}

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  STEP_UP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export function notFound(): AppError {
  return new AppError('NOT_FOUND', 'Not found.');
}

/** 429 in the error model, with `Retry-After` (whole seconds, at least 1). */
export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', message, undefined, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}
