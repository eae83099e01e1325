// Where sign-in returns a member (issue 46 "Deep links kept"): the page they asked for, kept through
// the sign-in as `next`. One rule for the web app and the API, so that neither follows a link off
// this site: a return path is a path of this origin, never an address elsewhere nor a page of the
// sign-in itself.

/** The longest return path kept (a member's page with its search is far shorter). */
export const RETURN_PATH_MAX_LENGTH = 512;

/** The sign-in's own paths: returning to one would start or end a sign-in again. */
const SIGN_IN_PATHS = [
  '/auth',
  '/idp',
  '/api',
  '/login',
  '/loading',
  '/unauthorized',
  '/signed-out',
];

/** An origin no path can name: a path that leaves it names another site. */
const DUMMY_ORIGIN = 'https://return-path.invalid';

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

function isSignInPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return SIGN_IN_PATHS.some(
    (path) => lower === path || lower.startsWith(`${path}/`) || lower.startsWith(`${path}.`),
  );
}

// The WHATWG URL class that browsers and Node both provide. The domain's compiler settings name no
// environment (no DOM, no Node types), so the part used here is declared.
type ParsedUrl = { origin: string; pathname: string; search: string; hash: string };
declare const URL: new (input: string, base: string) => ParsedUrl;

/**
 * The path (with its search and hash) to return to after sign-in, or undefined when `value` is not
 * one: it must start with a single "/", hold no backslash and no control character, be at most
 * RETURN_PATH_MAX_LENGTH long, stay on this origin when read as a URL (no "//evil", "/\evil",
 * "/%2F%2Fevil"), and not be one of the sign-in's own pages.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value.includes('\\') || CONTROL_CHARACTERS.test(value)) return undefined;
  let decoded: string;
  try {
    // A path whose decoded form names another site ("/%2F%2Fevil.example") is refused too: a
    // server or router that decodes it before redirecting would leave this site.
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || CONTROL_CHARACTERS.test(decoded))
    return undefined;
  let url: ParsedUrl;
  try {
    url = new URL(value, DUMMY_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== DUMMY_ORIGIN) return undefined;
  if (isSignInPath(url.pathname) || isSignInPath(decoded.split(/[?#]/)[0] ?? '')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
