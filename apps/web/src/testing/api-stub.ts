import { vi } from 'vitest';
import { aPortalConfig } from './fixtures';
import { jsonResponse } from './render';

export type RecordedCall = {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  /** A body that is not JSON as sent (a multipart upload's FormData). */
  form?: FormData | undefined;
};
type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Stubs the browser's fetch at the unit boundary: answers by 'METHOD /path' (query ignored),
 * 404 for anything else, and records every call. GET /api/Config answers the test configuration
 * (with the tests' today) unless a handler is given for it.
 */
export function stubApi(givenHandlers: Record<string, Handler | unknown>) {
  const handlers: Record<string, Handler | unknown> = {
    'GET /api/Config': aPortalConfig(),
    ...givenHandlers,
  };
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = input.split('?')[0] ?? input;
    const call: RecordedCall = {
      method,
      url: input,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
    };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    if (handler === undefined) {
      return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }
    return typeof handler === 'function' ? (handler as Handler)(call) : jsonResponse(handler);
  });
  return calls;
}
