import { API_KEY_HEADER, isErrorBody } from '@portal/contract/calls/errors';
import type { ErrorCode } from '@portal/contract/errors';
import { routeUrl } from '@portal/contract/route';
import { isFileTypeOfCall } from '@portal/contract/route-call';
import type { CallAddress, RouteOfCall } from '@portal/contract/route-call';
import type { z } from 'zod';
import { env } from '@/config/env';
import { takePageAnswer } from './page-answers';
import { canConfirmIdentity, confirmIdentity } from './step-up';
import { serverScope } from './server-scope';

// DESIGN §4 habit 2: the tiny typed client, and the only place in the web app that calls fetch.
// The HttpOnly session cookie authenticates (same origin); every call also carries the apikey.
// DESIGN §1c: the server validates and serialises every answer with the route's schema, so the
// browser does not parse it again: a call (@portal/contract/calls/<area>) carries the route's
// method and path, and its type the route's schemas, which type the request and the answer.

/** The server's error codes plus the ones only the client can observe. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'UNSUCCESSFUL';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: Record<string, string[]>;
  /** With STEP_UP_REQUIRED before money moves: what the member is asked to confirm. */
  readonly confirmation: string | undefined;

  constructor(input: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fieldErrors?: Record<string, string[]> | undefined;
    confirmation?: string | undefined;
    cause?: unknown;
  }) {
    super(input.message, { cause: input.cause });
    this.status = input.status;
    this.code = input.code;
    this.fieldErrors = input.fieldErrors ?? {};
    this.confirmation = input.confirmation;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type InputOf<R, K extends 'params' | 'query' | 'body'> = R extends {
  [P in K]: infer S extends z.ZodType;
}
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };

export type RequestInput<C extends CallAddress> = InputOf<RouteOfCall<C>, 'params'> &
  InputOf<RouteOfCall<C>, 'query'> &
  InputOf<RouteOfCall<C>, 'body'> & { signal?: AbortSignal | undefined };

type RequestArgs<C extends CallAddress> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "nothing required" test
  {} extends RequestInput<C> ? [input?: RequestInput<C>] : [input: RequestInput<C>];

/** The answer as the route's response schema gives it (what the server sent). */
export type ResponseOf<C extends CallAddress> = z.output<RouteOfCall<C>['response']>;

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
async function send(route: CallAddress, input: unknown, accept: string): Promise<Response> {
  const { params, query, body, signal } = (input ?? {}) as RequestParts;
  const headers = new Headers({ Accept: accept, [API_KEY_HEADER]: env.VITE_API_KEY });
  const init: RequestInit = { method: route.method, headers, credentials: 'same-origin' };
  if (signal) init.signal = signal;
  // Only a real body gets a JSON content type: Fastify rejects an empty body declared as JSON.
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }
  const url = buildUrl(route.path, params, query);
  // Drawn on the server, a page has only the answers the server asked for it (DESIGN §1c).
  const scope = serverScope();
  if (scope) return scope.answer(url);
  // A page's first calls may be answered in its document (DESIGN §1c).
  const answered = route.method === 'GET' ? takePageAnswer(url, signal) : undefined;
  return answered ?? fetchOrNetworkError(url, init);
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

function invalidAnswer(route: CallAddress, status: number): ApiError {
  return new ApiError({
    status,
    code: 'INVALID_RESPONSE',
    message: `Unexpected answer from ${route.method} ${route.path}`,
  });
}

/**
 * Sends the call; a money or identity change refused for want of a recent sign-in
 * (STEP_UP_REQUIRED) is sent again after the member has confirmed who they are (and, when money
 * moves, the details the server named).
 */
export async function request<C extends CallAddress>(
  route: C,
  ...[input]: RequestArgs<C>
): Promise<ResponseOf<C>> {
  // Asked again when what was confirmed no longer matches (the amount changed in another tab
  // meanwhile): the server names the new details, and the member sees and confirms them.
  for (let asked = 0; ; asked += 1) {
    try {
      return await requestOnce(route, input);
    } catch (error) {
      if (
        !isApiError(error) ||
        error.code !== 'STEP_UP_REQUIRED' ||
        !canConfirmIdentity() ||
        asked >= MAX_STEP_UPS_PER_CALL
      )
        throw error;
      if (!(await confirmIdentity(error.confirmation))) throw error;
    }
  }
}

/** How many times one call asks the member to confirm before it gives up with the refusal. */
const MAX_STEP_UPS_PER_CALL = 3;

async function requestOnce<C extends CallAddress>(
  route: C,
  input: RequestInput<C> | undefined,
): Promise<ResponseOf<C>> {
  const response = await send(route, input, 'application/json');
  const payload = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, payload);
  if (isUnsuccessful(route, payload)) throw errorFromBody(response.status, payload);
  const answer = answerOf<C>(route, response.status, payload);
  serverScope()?.answered(buildUrl(route.path, input?.params, input?.query));
  return answer;
}

/**
 * The answer of a successful call as the server sent it. Every JSON route answers an object: a
 * body that is not one (an empty answer, or a page from something between the phone and the
 * server) is no answer of the route.
 */
function answerOf<C extends CallAddress>(route: C, status: number, payload: unknown) {
  if (typeof payload !== 'object' || payload === null) throw invalidAnswer(route, status);
  return payload as ResponseOf<C>;
}

/**
 * A call whose answer is a file (spec 3 §7 "blob", e.g. GET /PDF/DownloadTemplate): the same
 * headers and error model as `request`; the answer must have the call's file type (never JSON)
 * and is returned as a Blob.
 */
export async function requestFile<C extends CallAddress>(
  route: C,
  ...[input]: RequestArgs<C>
): Promise<Blob> {
  const response = await send(route, input, 'application/pdf, application/json');
  if (!response.ok) throw errorFromBody(response.status, await readJson(response));
  const file = await response.blob();
  if (!isFileTypeOfCall(route, file.type)) throw invalidAnswer(route, response.status);
  return file;
}

/**
 * Where a file call's answer is, as a plain link: a page without script downloads by following it
 * (the server answers such a link to the session cookie alone, DESIGN §1a).
 */
export function fileLink<C extends CallAddress>(route: C, ...[input]: RequestArgs<C>): string {
  const { params, query } = (input ?? {}) as RequestParts;
  return buildUrl(route.path, params, query);
}

/**
 * A multipart upload (a claim's supporting document, a message to the fund): the form's fields and
 * files as multipart/form-data, with the same headers, error model and answer check as `request`;
 * `query` names what the upload is for where the route takes it in its address.
 */
export async function requestUpload<C extends CallAddress>(
  route: C,
  form: FormData,
  signal?: AbortSignal,
  query?: Record<string, unknown>,
): Promise<ResponseOf<C>> {
  const headers = new Headers({ Accept: 'application/json', [API_KEY_HEADER]: env.VITE_API_KEY });
  const init: RequestInit = {
    method: route.method,
    headers,
    credentials: 'same-origin',
    body: form,
  };
  if (signal) init.signal = signal;
  const response = await fetchOrNetworkError(buildUrl(route.path, undefined, query), init);
  const payload = await readJson(response);
  if (!response.ok || isUnsuccessful(route, payload)) throw errorFromBody(response.status, payload);
  return answerOf<C>(route, response.status, payload);
}

/** A call's address (spec 1 §7): the contract's one way of writing it. */
export const buildUrl = routeUrl;

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

function isUnsuccessful(route: CallAddress, payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || !('success' in payload)) return false;
  if (route.isSuccessful) return !route.isSuccessful(payload as Record<string, unknown>);
  return payload.success === false;
}

function errorFromBody(status: number, payload: unknown): ApiError {
  if (isErrorBody(payload)) {
    return new ApiError({
      status,
      code: payload.code,
      message: payload.message,
      fieldErrors: payload.fieldErrors,
      confirmation: payload.confirmation,
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
