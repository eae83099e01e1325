import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { renderErrorPage } from './pages';

// Every parameter of the provider's own endpoints (/idp/auth, /idp/token, /idp/session/end, ...)
// is checked for control characters before the provider or its storage sees it: PostgreSQL
// refuses a NUL in text and in JSON, so a `state` or `client_id` holding one would otherwise end
// in a failed query (a 500) instead of the OpenID Connect error for a malformed request.

/** The C0 control characters (NUL to U+001F) and DEL: no parameter of the protocol holds one. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** oidc-provider's own limit on a request body (lib/shared/selective_body.js). */
const BODY_LIMIT = 56 * 1024;

export const CONTROL_CHARACTER_MESSAGE =
  'The request holds a character that is not allowed (a control character) and was refused.';

/** Whether a query string or form body, decoded, holds a control character in a name or value. */
export function hasControlCharacter(encoded: string): boolean {
  for (const [name, value] of new URLSearchParams(encoded))
    if (CONTROL_CHARACTER.test(name) || CONTROL_CHARACTER.test(value)) return true;
  return false;
}

/** The provider's endpoints a browser is sent to: they answer a page, the others JSON. */
function isBrowserEndpoint(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth/') || path.startsWith('/session/end');
}

function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  portalName: string,
  status: number,
  description: string,
): void {
  const path = (request.url ?? '').split('?')[0] ?? '';
  response.statusCode = status;
  response.setHeader('cache-control', 'no-store');
  if (isBrowserEndpoint(path)) {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(renderErrorPage(portalName, description));
    return;
  }
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(JSON.stringify({ error: 'invalid_request', error_description: description }));
}

/** A form body, read whole (undefined past oidc-provider's limit). */
async function readForm(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, received);
}

/**
 * The request as the provider reads it, with the body it has already given up replayed: the
 * provider reads a body by iterating the request, as it would the original.
 */
function replaying(request: IncomingMessage, body: Buffer): IncomingMessage {
  return Object.create(request, {
    readable: { value: true },
    iterator: { value: () => Readable.from([body])[Symbol.asyncIterator]() },
  }) as IncomingMessage;
}

/**
 * Checks the query and a form body of a request to the provider; answers the request to hand on,
 * or undefined having answered the refusal itself (400 `invalid_request`, or the portal's error page
 * on the endpoints a browser is sent to).
 */
export async function acceptProviderParams(
  request: IncomingMessage,
  response: ServerResponse,
  portalName: string,
): Promise<IncomingMessage | undefined> {
  const url = request.url ?? '';
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  if (hasControlCharacter(query)) {
    refuse(request, response, portalName, 400, CONTROL_CHARACTER_MESSAGE);
    return undefined;
  }
  const type = request.headers['content-type'] ?? '';
  if (request.method !== 'POST' || !/^application\/x-www-form-urlencoded\b/i.test(type))
    return request;
  const body = await readForm(request);
  if (body === undefined) {
    refuse(request, response, portalName, 413, 'The request is too large.');
    return undefined;
  }
  if (hasControlCharacter(body.toString('utf8'))) {
    refuse(request, response, portalName, 400, CONTROL_CHARACTER_MESSAGE);
    return undefined;
  }
  return replaying(request, body);
}
