import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's production build in the built app. The package's exports name only its
 * development build (dev warnings on); the production build beside it differs in that flag alone.
 * Both entry points move together, so the app keeps one copy of the router's contexts.
 */
export function reactRouterProduction(): Plugin {
  const development = path.dirname(createRequire(import.meta.url).resolve('react-router'));
  const production = path.join(path.dirname(development), 'production');
  return {
    name: 'portal:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
