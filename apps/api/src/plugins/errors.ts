import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@portal/contract/errors';
import { AppError, STATUS_BY_CODE } from '../lib/app-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/** The answer while the database cannot be reached (the request changed nothing). */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';

/** Socket errors, PostgreSQL's connection-exception and shutdown codes, pg's lost connection. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);
const UNREACHABLE_MESSAGE =
  /Connection terminated|connection timeout|Client has encountered a connection error|Connection refused/i;

/** Whether an error (or one it was caused by) says the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08/.test(code))) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}

/** Socket errors a client causes by going away mid-request (an aborted upload, a closed tab). */
const CLIENT_GONE_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/**
 * Whether the request failed because its client went away: its socket is closed and the error is
 * the stream's (not the database's). Such a failure is the client's doing, not an outage.
 */
export function isClientGone(error: unknown, socketClosed: boolean, depth = 0): boolean {
  if (!socketClosed || typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && CLIENT_GONE_CODES.has(code)) return true;
  if (typeof message === 'string' && /^(aborted|Premature close|Request aborted)/i.test(message))
    return true;
  return isClientGone(cause, socketClosed, depth + 1);
}

/** One error model: AppError and validation errors become `{ success: false, code, message }`; 5xx text is hidden. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = STATUS_BY_CODE[error.code];
      if (error.retryAfterSeconds !== undefined)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      body = {
        success: false,
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error.confirmation ? { confirmation: error.confirmation } : {}),
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          error.validationContext ||
          'request';
        (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      body = {
        success: false,
        code: 'BAD_REQUEST',
        message: 'The request is not valid.',
        fieldErrors,
      };
    } else if (error.statusCode && error.statusCode < 500) {
      status = error.statusCode;
      body = {
        success: false,
        code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
        message: error.message,
      };
    } else if (
      isClientGone(error, request.raw.destroyed || request.raw.socket?.destroyed === true)
    ) {
      // Nobody is left to read the answer; an information line, never an alarm.
      status = 400;
      request.log.info({ reqId: request.id }, 'client closed the connection before the answer');
      body = { success: false, code: 'BAD_REQUEST', message: 'The request was not completed.' };
    } else if (isDatabaseUnreachable(error)) {
      status = 503;
      request.log.error({ err: error, reqId: request.id }, 'database unreachable');
      body = { success: false, code: 'UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE };
    } else {
      status = 500;
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      body = {
        success: false,
        code: 'INTERNAL',
        message: 'Something went wrong. Please try again later.',
      };
    }
    void reply.status(status).send(body);
  });
}
