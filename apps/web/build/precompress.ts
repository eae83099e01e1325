import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// The server sends the build's text assets precompressed (@fastify/static `preCompressed`), so the
// build writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside each one:
// the strongest settings cost nothing per request when they run once here.

const TEXT_ASSET = /\.(?:js|css|html|svg|json|txt)$/;

/** The text assets under `dir` (nothing under a dot directory is served: the build's bookkeeping in `.vite/`, the server's module in `.server/`). */
export function textAssets(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_ASSET.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

export function compressFile(file: string): void {
  const content = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const file of textAssets(outDir)) compressFile(file);
      },
    },
  };
}
