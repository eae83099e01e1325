// A worker thread that renders pdfmake document definitions, so that laying out a report never
// blocks the server's other requests (DESIGN §2: pdfmake on the server). Plain JavaScript on
// purpose: it runs the same under `node --import tsx` (the server), under Vitest and under plain
// node, without a TypeScript loader in the worker. The main thread (pdf-renderer.ts) builds the
// document definition; this file only turns it into bytes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake');

// pdfmake ships Roboto; the files are loaded once into its virtual file system, and every other
// file and URL access is refused (a definition can never read the server's disk or the network).
const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};
for (const file of Object.values(FONT_FILES)) {
  pdfmake.virtualfs.writeFileSync(file, readFileSync(path.join(fontDir, file)));
}
pdfmake.setFonts({ Roboto: FONT_FILES });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

/** Functions cannot cross threads: the footer arrives as a template with {page} and {pages}. */
function fillPageNumbers(node, page, pages) {
  if (typeof node === 'string')
    return node.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));
  if (Array.isArray(node)) return node.map((item) => fillPageNumbers(item, page, pages));
  if (node !== null && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, fillPageNumbers(value, page, pages)]),
    );
  return node;
}

parentPort?.on('message', async ({ id, definition, footer }) => {
  try {
    const document = footer
      ? { ...definition, footer: (page, pages) => fillPageNumbers(footer, page, pages) }
      : definition;
    const buffer = await pdfmake.createPdf(document).getBuffer();
    const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).slice();
    parentPort?.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
