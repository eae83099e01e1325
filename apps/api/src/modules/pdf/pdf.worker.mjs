// A worker thread that renders document definitions to tagged PDF (tagged-pdf.mjs, on pdfkit), so
// that laying out a report never blocks the server's other requests. Plain JavaScript on purpose:
// it runs the same under `node --import tsx` (the server), under Vitest and under plain node,
// without a TypeScript loader in the worker. The main thread (pdf-renderer.ts) builds the document
// definition; this file only turns it into bytes.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { renderTaggedPdf, setFonts } from './tagged-pdf.mjs';

// Roboto, embedded in every document (PDF/UA-1 requires embedded fonts), read once. A definition
// names no files: it can never read the server's disk or the network.
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};
const fontDirectory = new URL('../../../assets/fonts/', import.meta.url);
setFonts(
  Object.fromEntries(
    Object.entries(FONT_FILES).map(([weight, file]) => [
      weight,
      readFileSync(new URL(file, fontDirectory)),
    ]),
  ),
);

parentPort?.on('message', async ({ id, definition, footer }) => {
  try {
    const buffer = await renderTaggedPdf(definition, footer);
    const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).slice();
    parentPort?.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
