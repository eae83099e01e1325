// DESIGN §1c: the document of a signed-in page carries the answers to the calls the page makes as
// it opens (the server asked its own API for them: apps/api/src/plugins/page-data.ts). The API
// client takes each answer once, instead of asking the network; a call made again later (a
// refresh, a retry) goes to the server as usual.

/** One call's answer as the document carries it. */
type PageAnswer = { url: string; status: number; body: unknown };

/** The element the server writes the answers into. */
const ELEMENT_ID = 'page-data';
/**
 * How long after the app first read them the answers are used: they answer the page's first calls,
 * not a call made minutes later on another page (a member who opens that page sees fresh data).
 */
const FRESH_FOR_MS = 30_000;

let answers: Map<string, PageAnswer> | undefined;
let readAt = 0;

function isPageAnswer(value: unknown): value is PageAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.url === 'string' && typeof record.status === 'number';
}

/** Reads the document's answers once, and takes the element out of the page. */
function readAnswers(): Map<string, PageAnswer> {
  const found = new Map<string, PageAnswer>();
  if (typeof document === 'undefined') return found;
  const element = document.getElementById(ELEMENT_ID);
  if (!element) return found;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent || '[]') as unknown;
    if (Array.isArray(parsed)) {
      for (const answer of parsed) if (isPageAnswer(answer)) found.set(answer.url, answer);
    }
  } catch {
    // A damaged block: the app asks the network, as without one.
  }
  return found;
}

/**
 * The document's answer to `GET url`, as a Response, once; undefined when the document has none
 * (or the page opened too long ago). A call given up (`signal` aborted: its page went away before
 * the answer was read) leaves the answer for the call made in its place.
 */
export function takePageAnswer(url: string, signal?: AbortSignal): Response | undefined {
  if (answers === undefined) {
    answers = readAnswers();
    readAt = Date.now();
  }
  if (answers.size === 0) return undefined;
  if (Date.now() - readAt > FRESH_FOR_MS) {
    answers.clear();
    return undefined;
  }
  const answer = answers.get(url);
  if (!answer) return undefined;
  answers.delete(url);
  signal?.addEventListener('abort', () => answers?.set(url, answer), { once: true });
  const hasBody = answer.body !== undefined && answer.status !== 204;
  return new Response(hasBody ? JSON.stringify(answer.body) : null, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}
