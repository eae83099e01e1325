import { serverScope } from './server-scope';

// The few choices the server must know to draw a page as the browser will (DESIGN §1c: the hybrid
// member's view, the privacy switch) are kept in cookies the page reads and writes. Neither is
// secret nor authenticates anything; the session cookie stays HttpOnly and out of reach here.

/** The Cookie header this page was asked with: the document's, or the request's on the server. */
function cookieHeader(): string {
  const scope = serverScope();
  if (scope) return scope.cookie;
  return typeof document === 'undefined' ? '' : documentCookie();
}

// Reading document.cookie is slow, and a render reads it for each amount it draws (the privacy
// switch): it is read once until the running script yields, and again after this page writes one.
let readInThisTask: string | undefined;
function documentCookie(): string {
  if (readInThisTask === undefined) {
    readInThisTask = document.cookie;
    queueMicrotask(() => {
      readInThisTask = undefined;
    });
  }
  return readInThisTask;
}

/** A cookie's value, or undefined when it is not set (or cannot be read). */
export function readCookie(name: string): string | undefined {
  for (const part of cookieHeader().split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

type CookieOptions = {
  /** Seconds it lasts; none makes it last until the browser is closed. */
  maxAge?: number;
};

/** Sets a cookie for the whole portal (or removes it: `value` undefined). */
export function writeCookie(name: string, value: string | undefined, options: CookieOptions = {}) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lasts =
    value === undefined ? '; Max-Age=0' : options.maxAge ? `; Max-Age=${options.maxAge}` : '';
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Path=/; SameSite=Lax${lasts}${secure}`;
  readInThisTask = undefined;
}
