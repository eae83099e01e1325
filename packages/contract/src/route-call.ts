import type { z } from 'zod';
import type { FileAnswer } from './pdf';
import type { HttpMethod, RouteDef } from './route';

// DESIGN §1c: the browser does not re-validate what the server validated, so the web app needs of
// a route only what it takes to call it: its method and path, the route's own rule for a
// successful answer where it has one, and what a file answer must be. The calls live beside the
// routes (calls/<area>.ts) without their zod schemas, whose construction would otherwise run on
// the phone's main thread as the app starts. The schemas stay in the call's type: a call is
// declared `RouteCall<typeof route>`, so the request's and the answer's types come from them, and
// a method or path that differs from the route's does not compile.

declare const routeTypes: unique symbol;

/** What a call carries at run time. */
export type CallAddress = {
  readonly method: HttpMethod;
  /** Path under the site root with `:name` placeholders, as the route's. */
  readonly path: string;
  /** The route's rule for a successful answer, where it has its own (RouteDef.isSuccessful). */
  readonly isSuccessful?: RouteDef['isSuccessful'];
  /**
   * For a route answering a file: the MIME type the file must have, or '*' for any file (any
   * type but JSON, which would be an error body).
   */
  readonly fileType?: string;
};

/** The call of route `R`: its address, typed by the route's schemas. */
export type RouteCall<R extends RouteDef> = CallAddress & {
  readonly method: R['method'];
  readonly path: R['path'];
  /** Type only, never present: the route whose schemas type the call. */
  readonly [routeTypes]?: R;
} & (R extends { isSuccessful: infer Rule } ? { readonly isSuccessful: Rule } : unknown) &
  (z.output<R['response']> extends FileAnswer ? { readonly fileType: string } : unknown);

/** The route behind a call (for its request and answer types); a route is its own. */
export type RouteOfCall<C extends CallAddress> = C extends RouteDef
  ? C
  : C extends { readonly [routeTypes]?: infer R extends RouteDef }
    ? R
    : never;

/**
 * Whether a file answer of MIME type `type` is what `call` answers: never JSON (an error body),
 * never untyped, and the call's own type where it names one.
 */
export function isFileTypeOfCall(call: CallAddress, type: string): boolean {
  if (type === '' || type.startsWith('application/json')) return false;
  return call.fileType === undefined || call.fileType === '*' || call.fileType === type;
}
