import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * DESIGN §1a: query names are matched case-insensitively (`IsTarget` and `isTarget` both work).
 * Each route's query schema names the canonical spelling; incoming names are mapped onto it.
 */
export function normaliseQueryNames(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema?.querystring;
    if (!(schema instanceof z.ZodObject)) return;
    const canonical = new Map(Object.keys(schema.shape).map((key) => [key.toLowerCase(), key]));
    const hook = async (request: { query: unknown }) => {
      const query = request.query as Record<string, unknown>;
      const renamed: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(query))
        renamed[canonical.get(key.toLowerCase()) ?? key] = value;
      request.query = renamed;
    };
    const existing = route.preValidation;
    route.preValidation = existing
      ? [hook, ...(Array.isArray(existing) ? existing : [existing])]
      : [hook];
  });
}
