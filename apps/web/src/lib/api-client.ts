import { API_KEY_HEADER, ErrorBodySchema } from '@portal/contract/errors';
import type { ErrorCode } from '@portal/contract/errors';
import type { RouteDef } from '@portal/contract/route';
import type { z } from 'zod';
import { env } from '@/config/env';

// DESIGN §4 habit 2: the tiny typed client, and the only place in the web app that calls fetch.
// The HttpOnly session cookie authenticates (same origin); every call also carries the apikey.

/** The server's error codes plus the ones only the client can observe. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'UNSUCCESSFUL';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: Record<string, string[]>;

  constructor(input: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fieldErrors?: Record<string, string[]> | undefined;
    cause?: unknown;
  }) {
    super(input.message, { cause: input.cause });
    this.status = input.status;
    this.code = input.code;
    this.fieldErrors = input.fieldErrors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;
type InputOf<R, K extends 'params' | 'query' | 'body'> = R extends {
  [P in K]: infer S extends z.ZodType;
}
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };

export type RequestInput<R extends RouteDef> = InputOf<R, 'params'> &
  InputOf<R, 'query'> &
  InputOf<R, 'body'> & { signal?: AbortSignal | undefined };

type RequestArgs<R extends RouteDef> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "nothing required" test
  {} extends RequestInput<R> ? [input?: RequestInput<R>] : [input: RequestInput<R>];

export type ResponseOf<R extends RouteDef> = z.output<R['response']>;

/** Spec 1 §7: a `success: false` answer is an error ("Data fetch unsuccessful"). */
const UNSUCCESSFUL_MESSAGE = 'Data fetch unsuccessful';
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

type RequestParts = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
};

/** Sends the route's request with the apikey header; a network failure becomes an ApiError. */
async function send(route: RouteDef, input: unknown, accept: string): Promise<Response> {
  const { params, query, body, signal } = (input ?? {}) as RequestParts;
  const headers = new Headers({ Accept: accept, [API_KEY_HEADER]: env.VITE_API_KEY });
  const init: RequestInit = { method: route.method, headers, credentials: 'same-origin' };
  if (signal) init.signal = signal;
  // Only a real body gets a JSON content type: Fastify rejects an empty body declared as JSON.
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }
  return fetchOrNetworkError(buildUrl(route.path, params, query), init);
}

/** fetch, with a network failure (not an abort) as an ApiError. */
async function fetchOrNetworkError(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'The server could not be reached. Please check your connection.',
      cause: error,
    });
  }
}

function invalidAnswer(route: RouteDef, status: number, cause?: unknown): ApiError {
  return new ApiError({
    status,
    code: 'INVALID_RESPONSE',
    message: `Unexpected answer from ${route.method} ${route.path}`,
    cause,
  });
}

export async function request<R extends RouteDef>(
  route: R,
  ...[input]: RequestArgs<R>
): Promise<ResponseOf<R>> {
  const response = await send(route, input, 'application/json');
  const payload = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, payload);
  if (isUnsuccessful(route, payload)) throw errorFromBody(response.status, payload);

  const parsed = route.response.safeParse(payload);
  if (!parsed.success) throw invalidAnswer(route, response.status, parsed.error);
  return parsed.data as ResponseOf<R>;
}

/**
 * A call whose answer is a file (spec 3 §7 "blob", e.g. GET /PDF/DownloadTemplate): the same
 * headers and error model as `request`; the answer is checked with the route's file schema and
 * returned as a Blob.
 */
export async function requestFile<R extends RouteDef>(
  route: R,
  ...[input]: RequestArgs<R>
): Promise<Blob> {
  const response = await send(route, input, 'application/pdf, application/json');
  if (!response.ok) throw errorFromBody(response.status, await readJson(response));
  const file = await response.blob();
  if (!route.response.safeParse(file).success) throw invalidAnswer(route, response.status);
  return file;
}

/**
 * A multipart upload (a claim's supporting document): the form's fields and file as
 * multipart/form-data, with the same headers, error model and answer check as `request`.
 */
export async function requestUpload<R extends RouteDef>(
  route: R,
  form: FormData,
  signal?: AbortSignal,
): Promise<ResponseOf<R>> {
  const headers = new Headers({ Accept: 'application/json', [API_KEY_HEADER]: env.VITE_API_KEY });
  const init: RequestInit = {
    method: route.method,
    headers,
    credentials: 'same-origin',
    body: form,
  };
  if (signal) init.signal = signal;
  const response = await fetchOrNetworkError(buildUrl(route.path), init);
  const payload = await readJson(response);
  if (!response.ok || isUnsuccessful(route, payload)) throw errorFromBody(response.status, payload);
  const parsed = route.response.safeParse(payload);
  if (!parsed.success) throw invalidAnswer(route, response.status, parsed.error);
  return parsed.data as ResponseOf<R>;
}

/** Fills `:name` placeholders and appends the query, dropping undefined and null values (spec 1 §7). */
export function buildUrl(
  path: string,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter '${name}' for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // A list becomes a repeated name (spec 1 §7: GetMemberDocuments with repeated refNum3).
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values as QueryValue[]) {
      if (item === undefined || item === null) continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isUnsuccessful(route: RouteDef, payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || !('success' in payload)) return false;
  if (route.isSuccessful) return !route.isSuccessful(payload as Record<string, unknown>);
  return payload.success === false;
}

function errorFromBody(status: number, payload: unknown): ApiError {
  const body = ErrorBodySchema.safeParse(payload);
  if (body.success) {
    return new ApiError({
      status,
      code: body.data.code,
      message: body.data.message,
      fieldErrors: body.data.fieldErrors,
    });
  }
  if (status >= 200 && status < 300) {
    return new ApiError({ status, code: 'UNSUCCESSFUL', message: UNSUCCESSFUL_MESSAGE });
  }
  return new ApiError({
    status,
    code: STATUS_CODES[status] ?? 'INTERNAL',
    message:
      status >= 500
        ? 'Something went wrong. Please try again later.'
        : `Request failed (${status})`,
  });
}
