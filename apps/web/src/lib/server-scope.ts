// DESIGN §1c: the server draws a signed-in member's page with the same modules the browser runs.
// What the browser reads from its document (cookies, the answers to the page's first calls) the
// server's render takes from the request it is drawing, through this scope; the server's entry
// (app/server-render.tsx) sets where the scope comes from. In the browser there is none.

export type ServerScope = {
  /** The request's Cookie header. */
  cookie: string;
  /** The answer's Content Security Policy nonce (for Mantine's style elements). */
  nonce: string;
  /** Whether the request came from a phone, as far as the server can tell (lib/viewport.ts). */
  isPhone: boolean;
  /**
   * The answer to `GET url` asked of the API for this page (among its first calls, or asked as
   * the render needs it); a call the server does not answer never settles during the render (the
   * page is drawn waiting for it, as the browser first draws it before the answer comes).
   */
  answer: (url: string) => Promise<Response>;
  /** A call answered in the render with a successful answer (its answer need not be sent again). */
  answered: (url: string) => void;
};

let source: (() => ServerScope | undefined) | undefined;

/** Sets where the server's render finds the scope of the request it is drawing. */
export function setServerScopeSource(next: () => ServerScope | undefined): void {
  source = next;
}

/** The scope of the request being drawn on the server; undefined in the browser. */
export function serverScope(): ServerScope | undefined {
  return source?.();
}
