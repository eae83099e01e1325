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

type QueryValue = string | number | boolean | null | undefined;

/**
 * A call's address: fills `:name` placeholders and appends the query, dropping undefined and null
 * values (spec 1 §7); a list becomes a repeated name. The web app's client and the server's page
 * data (pages.ts) build addresses with it, so that the same call has the same address.
 */
export function routeUrl(
  path: string,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter '${name}' for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    // A list becomes a repeated name (spec 1 §7: GetMemberDocuments with repeated refNum3).
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values as QueryValue[]) {
      if (item === undefined || item === null) continue;
      pairs.push(`${formEncode(key)}=${formEncode(String(item))}`);
    }
  }
  return pairs.length > 0 ? `${filled}?${pairs.join('&')}` : filled;
}

/** A query's name or value as a form encodes it (as URLSearchParams writes it: a space is '+'). */
function formEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
