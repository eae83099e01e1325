import { serverScope } from './server-scope';

// The Content Security Policy allows a style element only with the nonce of the page's answer.
// The server writes it into index.html (a meta tag, as Vite's `html.cspNonce` lays it out); the
// libraries that add style elements at run time take it from here.

/** This page's nonce, or undefined (a test, or a page served without one). */
export function cspNonce(): string | undefined {
  const scope = serverScope();
  if (scope) return scope.nonce || undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}
