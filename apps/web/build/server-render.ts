import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { mantineStableId } from './mantine-stable-id.ts';
import { mantineComponentStyles } from './mantine-styles.ts';
import { reactRouterProduction } from './react-router-production.ts';
import { buildServerModule } from './server-bundle.ts';

// DESIGN §1c: the module the server draws signed-in pages with (src/app/server-render.tsx), built
// for Node beside the app. It goes into a directory the server never sends to browsers.

/** Where the server finds the module, in the build's directory (apps/api plugins/server-render.ts). */
export const SERVER_RENDER_MODULE = '.server/render.mjs';

const ENTRY = 'src/app/server-render.tsx';

export function serverRender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'portal:server-render',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        await buildServerModule(
          {
            configFile: false,
            root,
            logLevel: 'warn',
            resolve: { tsconfigPaths: true },
            plugins: [
              react(),
              reactRouterProduction(),
              mantineComponentStyles(),
              mantineStableId(),
            ],
          },
          {
            entry: ENTRY,
            outDir: path.join(outDir, path.dirname(SERVER_RENDER_MODULE)),
            fileName: path.basename(SERVER_RENDER_MODULE),
            emitStyles: false,
          },
        );
      },
    },
  };
}
