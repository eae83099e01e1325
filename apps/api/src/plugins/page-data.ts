import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '@portal/contract/errors';

// DESIGN §1c: a signed-in page's document carries the answers to the calls the page makes as it
// opens (packages/contract/src/pages.ts). The server asks its own API routes in-process, with the
// member's own cookie and address, so the answers are exactly what the browser would have been
// given: the same session and member scoping, the same rate-limit bucket, and a call counts as
// activity for the idle timer. The browser's API client takes each answer once (apps/web
// src/lib/page-answers.ts) instead of asking the network.

/** One call's answer as the page's document carries it. */
export type PageAnswer = { url: string; status: number; body: unknown };

/** The element the web app reads the answers from. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The request headers a call is asked with: what the browser would have sent the API. */
const FORWARDED_HEADERS = [
  'cookie',
  'host',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
] as const;

function parseBody(payload: string): unknown {
  if (!payload) return undefined;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The page's calls answered in-process by `app`'s own routes, with the member's cookie and
 * address. Also the session's cookies any answer set (a renewed session), to go with the page.
 */
export async function answerPageCalls(
  app: FastifyInstance,
  request: FastifyRequest,
  urls: readonly string[],
  apiKey: string,
): Promise<{ answers: PageAnswer[]; setCookies: string[] }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [API_KEY_HEADER]: apiKey,
  };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const responses = await Promise.all(
    urls.map((url) => app.inject({ method: 'GET', url, headers, remoteAddress: request.ip })),
  );
  const setCookies = new Set<string>();
  const answers = responses.map((response, index) => {
    const cookies = response.headers['set-cookie'];
    for (const cookie of Array.isArray(cookies) ? cookies : cookies ? [cookies] : []) {
      setCookies.add(cookie);
    }
    return { url: urls[index] ?? '', status: response.statusCode, body: parseBody(response.body) };
  });
  return { answers, setCookies: [...setCookies] };
}

/**
 * The answers as a JSON block a browser never runs: `<`, `>`, `&` and the two JavaScript line
 * separators are escaped, so no text inside can end the element or start a tag.
 */
export function pageDataElement(answers: readonly PageAnswer[]): string {
  return jsonElement(PAGE_DATA_ELEMENT_ID, answers);
}

/** `value` as a JSON block with the given id, escaped as above. */
export function jsonElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The document with the page's answers at the end of its body. */
export function withPageData(html: string, answers: readonly PageAnswer[]): string {
  if (answers.length === 0) return html;
  const at = html.lastIndexOf('</body>');
  const element = pageDataElement(answers);
  return at === -1 ? `${html}${element}` : `${html.slice(0, at)}${element}${html.slice(at)}`;
}
