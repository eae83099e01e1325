import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Agent } from '../../testing/server';

// The certificate tests' HTTP and PDF helpers: calls as the web app makes them, and a PDF's text.

/** The text of every page (docs/decisions/005), and the page count. */
export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    // One space between the pieces of text, however the page splits them.
    texts.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  const pages = document.numPages;
  await document.destroy();
  return { text: texts.join('\n'), pages };
}

export async function getJson<T>(agent: Agent, path: string): Promise<{ status: number; body: T }> {
  const response = await agent.api(path);
  return { status: response.status, body: (await response.json()) as T };
}

/** Downloads a certificate; the PDF's bytes, or the error answer. */
export async function download(
  agent: Agent,
  id: string,
): Promise<{ status: number; type: string | null; disposition: string | null; pdf: Buffer }> {
  const response = await agent.api(
    `/api/TaxCertificates/DownloadPDF?${new URLSearchParams({ id })}`,
  );
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    pdf: Buffer.from(await response.arrayBuffer()),
  };
}
