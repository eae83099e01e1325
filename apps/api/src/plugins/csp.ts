import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

// The Content Security Policy allows no inline style or script: the few style elements a page
// needs (Mantine's CSS variables, the boot screen's style) and the one script of a page drawn on
// the server (its loader: plugins/page-preloads.ts) carry a nonce made for each answer.

/** Where the built pages (index.html, landing.html) take the answer's nonce. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this answer: made the first time it is asked for, the same afterwards. */
export function cspNonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/** The policy's source for this answer's nonce (a helmet directive value). */
export function nonceSource(_request: IncomingMessage, response: ServerResponse): string {
  return `'nonce-${cspNonceOf(response)}'`;
}

/** A built page with this answer's nonce in place of the placeholder. */
export function withNonce(html: string, response: ServerResponse): string {
  return html.replaceAll(CSP_NONCE_PLACEHOLDER, cspNonceOf(response));
}
