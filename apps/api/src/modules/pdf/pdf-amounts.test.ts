import { formatRand } from '@portal/domain/money';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { asReadFromPdf } from '../../testing/pdf-text';
import { DEFAULT_STYLE } from './pdf.document';
import { createPdfRenderer } from './pdf-renderer';

// Amounts in the PDFs are written as on screen (domain formatRand): no-break spaces after the R
// and between thousands, and a negative with the minus sign U+2212. The documents' font must draw
// both (a glyph the font lacks reads back as U+0000), and a line must never break inside one.

const renderer = createPdfRenderer({ size: 1 });
afterAll(async () => renderer.close());

/** Each run of text on the first page, as the PDF holds it (one per line of a paragraph). */
async function textRuns(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  const runs = content.items.flatMap((item) =>
    'str' in item && item.str.trim() ? [item.str] : [],
  );
  await document.destroy();
  return runs;
}

describe('amounts in PDFs', () => {
  const net = formatRand(1_461_500);
  const fee = formatRand(-513_500);

  it('draws the no-break space and the minus sign in every Roboto face', async () => {
    const faces = [{}, { bold: true }, { italics: true }, { bold: true, italics: true }];
    const pdf = await renderer.render({
      content: faces.map((face) => ({ text: `${net} ${fee}`, ...face })),
      defaultStyle: DEFAULT_STYLE,
    });
    const runs = await textRuns(pdf);
    expect(runs).toHaveLength(faces.length);
    for (const run of runs) {
      expect(run).not.toContain('\u0000');
      expect(run).toBe('R 14 615.00 \u2212R 5 135.00');
    }
  });

  it('keeps an amount on one line where the line has to break', async () => {
    // 'Net amount R 14' fits in 70 pt at 9 pt; the whole amount does not, so the break must come
    // before the R rather than inside the amount.
    const pdf = await renderer.render({
      content: [
        { table: { widths: [70], body: [[`Net amount ${net}`], [`Less the fee ${fee}`]] } },
      ],
      defaultStyle: DEFAULT_STYLE,
    });
    const runs = await textRuns(pdf);
    expect(runs).toContain(asReadFromPdf(net));
    expect(runs).toContain(asReadFromPdf(fee));
    expect(runs).toContain('Net amount');
    expect(runs.some((run) => /R$|^\d{3}\.\d\d$/.test(run))).toBe(false);
  });
});
