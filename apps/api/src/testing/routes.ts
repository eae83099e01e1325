import type { FastifyInstance } from 'fastify';

/**
 * Every route the running server's router holds, as `METHOD /path` (read from its printed tree,
 * where each line adds its segment to its parent's path). HEAD is left out: the router answers it
 * for every GET page by itself.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      if (!line.trim()) return [];
      const node = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
      if (!node) throw new Error(`a line of the route table not understood: ${line}`);
      const [, indent = '', segment = '', methods = ''] = node;
      const depth = indent.length / 4;
      const path = `${parents[depth - 1] ?? ''}${segment}`;
      parents.splice(depth, Infinity, path);
      return methods
        .split(', ')
        .filter((method) => method && method !== 'HEAD')
        .map((method) => `${method} ${path}`);
    });
}

/**
 * The routes of the provider's pages: its account pages under /idp, the sign-in's under
 * /interaction, and the pages a mailed link opens without a sign-in (/email-address). (oidc-provider's
 * own protocol endpoints are middleware, not routes of the router.)
 */
export function providerRoutes(app: FastifyInstance): string[] {
  return registeredRoutes(app).filter((route) =>
    /^\S+ \/(?:idp|interaction|email-address)\b/.test(route),
  );
}
