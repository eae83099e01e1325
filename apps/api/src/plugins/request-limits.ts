import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { routePathOf } from './member-auth';

// What a request may cost before the server does any work for it, and what an answer may leave in
// a cache. Bodies: a small default size, raised per route where a form is larger (the nomination
// routes), and JSON refused by its shape (nesting depth, keys, items) before it is parsed.

/** The default largest body, in bytes; routes that need more say so (`bodyLimit`). */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

export type JsonShapeLimits = { maxDepth: number; maxKeys: number; maxItems: number };

/** Far beyond any request the portal's forms make, far below what costs the server time. */
export const JSON_SHAPE_LIMITS: JsonShapeLimits = { maxDepth: 16, maxKeys: 2000, maxItems: 5000 };

/**
 * What is wrong with the shape of JSON text, read once character by character without parsing
 * it (strings skipped): nesting deeper than `maxDepth`, more than `maxKeys` keys or more than
 * `maxItems` values in all; undefined when it is within them.
 */
export function jsonShapeProblem(
  text: string,
  limits: JsonShapeLimits = JSON_SHAPE_LIMITS,
): string | undefined {
  let depth = 0;
  let keys = 0;
  let items = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limits.maxDepth) return `nested more than ${limits.maxDepth} levels deep`;
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    } else if (c === 0x3a) {
      keys += 1;
      if (keys > limits.maxKeys) return `more than ${limits.maxKeys} keys`;
    } else if (c === 0x2c) {
      items += 1;
      if (items > limits.maxItems) return `more than ${limits.maxItems} values`;
    }
  }
  return undefined;
}

/** JSON bodies: checked for shape before Fastify's own (prototype-safe) parser reads them. */
export function registerJsonLimits(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const problem = jsonShapeProblem(text);
    if (problem) {
      done(new AppError('BAD_REQUEST', `The request body is ${problem}.`), undefined);
      return;
    }
    parse(request, text, done);
  });
}

/**
 * Answers with member data, and every error, are never stored by a browser or a proxy: every
 * `/api` and `/auth` answer and every answer of 400 or more carries `Cache-Control: no-store`.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 || /^\/(?:api|auth)(?:\/|$)/.test(routePathOf(request))) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/**
 * A request refused before its body was read (no session, past a limit) has its connection
 * closed once the answer is sent: the rest of the body is not waited for, so a client that
 * trickles a body it may not send holds nothing open.
 */
export function registerEarlyRefusalClose(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && !request.raw.complete) {
      void reply.header('connection', 'close');
    }
    return payload;
  });
}
