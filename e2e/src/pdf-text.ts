import fs from 'node:fs/promises';
import { getDocument } from '../../node_modules/pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF file (DESIGN §4.8: PDFs are checked by their text). */
export async function pdfText(filePath: string): Promise<string> {
  const data = new Uint8Array(await fs.readFile(filePath));
  const document = await getDocument({ data, useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

/**
 * A page's text as a PDF's text reads it back: the PDFs' font draws the no-break space inside an
 * amount ('R 1 234.56') with the ordinary space's glyph, so extraction gives an ordinary space.
 */
export function asReadFromPdf(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}
