import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
