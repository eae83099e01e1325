import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { formatRand } from '@portal/domain/money';

// Tests read a PDF back as text (decision 005): the text of every page, and the page count.
export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = document.numPages;
  await document.destroy();
  return { text: texts.join('\n'), pages };
}

/**
 * A text as a PDF's text reads back: Roboto draws the no-break space (U+00A0, the space inside an
 * amount) with the ordinary space's glyph, so extraction gives an ordinary space there.
 */
export function asReadFromPdf(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}

/** An amount in cents as a PDF's text reads it back ('R 1 234.56', '−R 250.00'). */
export function pdfRand(cents: number): string {
  return asReadFromPdf(formatRand(cents));
}
