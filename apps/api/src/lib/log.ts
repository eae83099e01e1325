import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import type { DestinationStream, LoggerOptions } from 'pino';

// No personal data in the logs. Three layers, each catching what the others cannot:
// - request lines keep the path and the names of the query's parameters, never their values (an
//   authorization `code`, an `id_token_hint`, a member's dates);
// - errors drop the values a database error carries (`params`, `detail`) and have ID and passport
//   numbers, account numbers, e-mail addresses and tokens masked in their text;
// - pino's redaction removes credentials and personal fields wherever a log call names them.

export const REDACTED = '[redacted]';

/** A URL's path with each query parameter's value replaced: `/auth/callback?code=[redacted]`. */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => `${part.split('=')[0] ?? ''}=${REDACTED}`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

const TEXT_MASKS: [RegExp, string][] = [
  // A failed query's message (drizzle's DrizzleQueryError) lists its values after `params:`, up
  // to the end of the message or the stack's first frame: values may hold names or line breaks.
  [/\nparams: [\s\S]*?(?=\n {4}at |$)/g, `\nparams: ${REDACTED}`],
  // JSON Web Tokens (ID and access tokens): three base64url parts.
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // SA ID numbers (13 digits), bank account numbers and other long digit runs (6 or more).
  [/\d{6,}/g, '[number]'],
  // Passport numbers: a letter or two followed by digits.
  [/\b[A-Z]{1,2}\d{5,}\b/g, '[number]'],
];

/** Text with e-mail addresses, tokens and long numbers masked. */
export function scrubText(text: string): string {
  return TEXT_MASKS.reduce((result, [pattern, mask]) => result.replace(pattern, mask), text);
}

/** What an error may not take into the log: the values a query was run with and their echoes. */
const ERROR_VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'values', 'body']);

type SerializedError = Record<string, unknown>;

function scrubError(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => scrubError(item, depth + 1));
  const result: SerializedError = {};
  for (const [key, field] of Object.entries(value)) {
    result[key] = ERROR_VALUE_FIELDS.has(key) ? REDACTED : scrubError(field, depth + 1);
  }
  return result;
}

/**
 * pino's error serializer, then the query values dropped and the text scrubbed; the cause (the
 * database's own error, with its code) is kept the same way.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  const serialized = scrubError(stdSerializers.err(error), 0) as SerializedError;
  if (error.cause instanceof Error && depth < 3) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

type RequestLike = {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** The request line of a log entry (Fastify's fields, with `safeUrl`). */
export function serializeRequest(request: RequestLike): Record<string, unknown> {
  return {
    method: request.method,
    url: safeUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Credentials and personal fields, wherever a log call puts them (one or two levels down). */
const REDACT_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'id_token_hint',
  'idToken',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'id_token',
  'idNumber',
  'identityNumber',
  'passportNumber',
  'accountNumber',
  'email',
  'emailAddress',
  'primaryEmailAddress',
];
export const REDACT_PATHS = [
  ...REDACT_FIELDS.map((field) => `*["${field}"]`),
  ...REDACT_FIELDS.map((field) => `*.*["${field}"]`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** The server's logger: level, redaction, serializers (and a destination in tests). */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  const options: LoggerOptions & { stream?: DestinationStream } = {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: serializeRequest as (request: unknown) => Record<string, unknown>,
      err: (error: Error) => serializeError(error),
    },
    ...(stream ? { stream } : {}),
  };
  return options as NonNullable<FastifyServerOptions['logger']>;
}
