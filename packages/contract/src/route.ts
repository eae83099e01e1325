import type { z } from 'zod';

// One definition per call: the web client builds requests from it and parses answers with it,
// the API registers the same schemas with Fastify (DESIGN §4, habit 1).
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RouteDef = {
  method: HttpMethod;
  /** Path under the site root with `:name` placeholders, e.g. `/api/Fund/GetFundDetails/:schemeNumber`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** False for the few calls that need no signed-in member (they still carry the apikey header). */
  authenticated?: boolean;
  /**
   * When the answer counts as successful. By default an answer with `success: false` is an error
   * (spec 1 §7); a call whose answer has parts that succeed on their own says so here.
   */
  isSuccessful?: (payload: { success?: unknown } & Record<string, unknown>) => boolean;
};

export function defineRoute<const T extends RouteDef>(route: T): T {
  return route;
}
