import type { InlineConfig } from 'vite';
import { build } from 'vite';

// A module of the app built to run in Node (React's server renderer): the landing page drawn at
// build (static-landing.ts) and the signed-in pages drawn by the server (server-render.ts).

export type SharedConfig = Pick<
  InlineConfig,
  'configFile' | 'root' | 'logLevel' | 'resolve' | 'plugins'
>;

type ServerModule = {
  /** The module to build, from the app's root. */
  entry: string;
  outDir: string;
  /** The file name of the built module in `outDir`. */
  fileName: string;
  /** Whether the stylesheets its components import are written beside it (in one file). */
  emitStyles: boolean;
};

/**
 * Builds `entry` for Node with everything bundled (no package is looked up at run time, and
 * Mantine's per-component stylesheets come along: build/mantine-styles.ts), with React's production
 * build unless the app is built for development.
 */
export async function buildServerModule(
  shared: SharedConfig,
  { entry, outDir, fileName, emitStyles }: ServerModule,
): Promise<void> {
  await build({
    ...shared,
    ssr: { noExternal: true },
    // React's build as the app's (a development build only for `vite build --mode development`).
    define: {
      'process.env.NODE_ENV': JSON.stringify(
        process.env.NODE_ENV === 'development' ? 'development' : 'production',
      ),
    },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      ssrEmitAssets: emitStyles,
      cssCodeSplit: false,
      minify: false,
      copyPublicDir: false,
      // .mjs: Node reads a .js file without a package.json of "type": "module" as CommonJS.
      rolldownOptions: {
        output: { entryFileNames: fileName, chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  });
}
