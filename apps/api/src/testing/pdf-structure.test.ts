import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPdfRenderer } from '../modules/pdf/pdf-renderer';
import { checkTaggedPdf, textInStructureOrder } from './pdf-structure';

// The PDF/UA-1 checker proved both ways: a tagged pdfkit document passes and reads back in
// structure order; the same content drawn without structure fails, and passes as the portal's
// renderer draws it (tagged-pdf.mjs); and each rule catches a document
// broken in just that way.

/** The part of pdfkit's API these documents use (pdfkit ships no type declarations). */
type Structure = { add: (child: Structure | (() => void)) => Structure; end: () => void };
type StructureOptions = { alt?: string; scope?: 'Row' | 'Column' | 'Both' };
type PdfKitDocument = {
  on: (event: string, listener: (chunk?: Uint8Array) => void) => PdfKitDocument;
  registerFont: (name: string, source: string) => PdfKitDocument;
  font: (name: string) => PdfKitDocument;
  fontSize: (size: number) => PdfKitDocument;
  text: (text: string, x?: number, y?: number, options?: { lineBreak?: boolean }) => PdfKitDocument;
  rect: (x: number, y: number, width: number, height: number) => PdfKitDocument;
  fill: (color: string) => PdfKitDocument;
  struct: (
    type: string,
    options?: StructureOptions | (() => void) | Structure[],
    children?: (() => void) | Structure[],
  ) => Structure;
  addStructure: (structure: Structure) => PdfKitDocument;
  markContent: (tag: string, options?: { type?: string }) => PdfKitDocument;
  endMarkedContent: () => PdfKitDocument;
  end: () => void;
  page: { height: number };
};
type PdfKitOptions = {
  tagged?: boolean;
  lang?: string;
  displayTitle?: boolean;
  pdfVersion?: string;
  subset?: string;
  info?: { Title?: string };
  margin?: number;
};

// Loaded through require, typed by the declaration above: an import of the untyped package would
// not compile under `strict`.
const load = createRequire(import.meta.url);
const { PDFDocument } = load('pdfkit') as {
  PDFDocument: new (options: PdfKitOptions) => PdfKitDocument;
};
// The Roboto the portal's documents use. PDF/UA-1 requires every font to be
// embedded, which the standard 14 fonts are not.
const ROBOTO = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));

const TITLE = 'Annual benefit statement';
const ACCESSIBLE: PdfKitOptions = {
  tagged: true,
  lang: 'en-ZA',
  displayTitle: true,
  pdfVersion: '1.7',
  subset: 'PDF/UA',
  info: { Title: TITLE },
  margin: 50,
};

/** Renders a pdfkit document drawn by `draw` to bytes. */
async function pdfkitDocument(
  draw: (doc: PdfKitDocument) => void,
  options: PdfKitOptions = ACCESSIBLE,
): Promise<Uint8Array> {
  const doc = new PDFDocument(options);
  const chunks: Uint8Array[] = [];
  const done = new Promise<void>((resolve) => {
    doc.on('data', (chunk) => {
      if (chunk) chunks.push(chunk);
    });
    doc.on('end', () => resolve());
  });
  doc.registerFont('Roboto', path.join(ROBOTO, 'Roboto-Regular.ttf'));
  doc.registerFont('Roboto-Medium', path.join(ROBOTO, 'Roboto-Medium.ttf'));
  doc.font('Roboto').fontSize(11);
  draw(doc);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

function heading(doc: PdfKitDocument, level: 1 | 2 | 3, text: string): void {
  doc.addStructure(
    doc.struct(`H${level}`, () =>
      doc
        .font('Roboto-Medium')
        .fontSize(18 - 2 * level)
        .text(text),
    ),
  );
  doc.font('Roboto').fontSize(11);
}

function paragraph(doc: PdfKitDocument, text: string): void {
  doc.addStructure(doc.struct('P', () => doc.text(text)));
}

/** A table drawn cell by cell, each cell tagged with the role given (TH for a header cell). */
function table(doc: PdfKitDocument, rows: Array<Array<{ role: string; text: string }>>): void {
  const structure = doc.struct('Table');
  doc.addStructure(structure);
  let y = 300;
  for (const row of rows) {
    const tr = doc.struct('TR');
    structure.add(tr);
    row.forEach((cell, column) => {
      const options: StructureOptions = cell.role === 'TH' ? { scope: 'Column' } : {};
      tr.add(doc.struct(cell.role, options, () => doc.text(cell.text, 50 + 200 * column, y)));
    });
    tr.end();
    y += 20;
  }
  structure.end();
}

function footerArtifact(doc: PdfKitDocument): void {
  doc.markContent('Artifact', { type: 'Pagination' });
  doc.text('Page 1 of 1', 50, doc.page.height - 80, { lineBreak: false });
  doc.endMarkedContent();
}

const th = (text: string) => ({ role: 'TH', text });
const td = (text: string) => ({ role: 'TD', text });
// The amounts as the portal writes them: a no-break space between thousands, a minus sign.
const VALUE = 'R 1\u00a0234.56';
const FEES = '\u2212R 250.00';

/** The document every rule accepts: headings, a paragraph, a table, a figure and a footer. */
async function accessibleStatement(): Promise<Uint8Array> {
  return pdfkitDocument((doc) => {
    heading(doc, 1, TITLE);
    paragraph(doc, `Your fund value on 28 February 2026 was ${VALUE}.`);
    heading(doc, 2, 'Your portfolios');
    table(doc, [
      [th('Portfolio'), th('Value')],
      [td('Balanced'), td(VALUE)],
      [td('Fees'), td(FEES)],
    ]);
    doc.addStructure(
      doc.struct('Figure', { alt: 'Fund value over five years, rising to R 1 234.56' }, () =>
        doc.rect(50, 400, 200, 80).fill('#1c7ed6'),
      ),
    );
    footerArtifact(doc);
  });
}

describe('checkTaggedPdf (PDF/UA-1, the machine-checkable part)', () => {
  it('passes a tagged document and reads its text in structure order', async () => {
    const pdf = await accessibleStatement();
    const report = await checkTaggedPdf(pdf, { language: 'en-ZA', title: TITLE });
    expect(report.problems).toEqual([]);
    // The footer is an artifact, so it is not read; the figure is read as its alt text; the
    // no-break space and the minus sign come back as the characters they are.
    expect(await textInStructureOrder(pdf)).toEqual([
      `H1 ${TITLE}`,
      'P Your fund value on 28 February 2026 was R 1 234.56.',
      'H2 Your portfolios',
      'TH Portfolio',
      'TH Value',
      'TD Balanced',
      'TD R 1 234.56',
      'TD Fees',
      'TD \u2212R 250.00',
      'Figure Fund value over five years, rising to R 1 234.56',
    ]);
  });

  it('fails the content drawn without structure, and passes it as the portal renders it', async () => {
    const untagged = await pdfkitDocument(
      (doc) => {
        doc.font('Roboto-Medium').fontSize(16).text(TITLE);
        doc.font('Roboto').fontSize(11);
        doc.text('Portfolio', 50, 300).text('Value', 250, 300);
        doc.text('Balanced', 50, 320).text(VALUE, 250, 320);
        doc.text('Page 1 of 1', 50, 700);
      },
      { info: { Title: TITLE }, margin: 50 },
    );
    expect((await checkTaggedPdf(untagged)).problems).toEqual([
      'the catalog has no MarkInfo with Marked true: the document is not marked as tagged',
      'no document language: the catalog has no /Lang',
      'no dc:title in the XMP metadata',
      'the viewer preferences do not set DisplayDocTitle true: a viewer would show the file name, not the title',
      'no PDF/UA identifier (pdfuaid:part 1) in the XMP metadata',
      'no structure tree on page 1',
      `page 1: 6 text run(s) belong to no structure element and are not artifacts, e.g. "${TITLE}", "Portfolio", "Value" and 3 more`,
    ]);
    expect(await textInStructureOrder(untagged)).toEqual([]);

    const renderer = createPdfRenderer({ size: 1 });
    try {
      const pdf = await renderer.render(
        {
          info: { title: TITLE },
          content: [
            { text: TITLE, style: 'heading' },
            {
              table: {
                headerRows: 1,
                body: [
                  ['Portfolio', 'Value'],
                  ['Balanced', VALUE],
                ],
              },
            },
          ],
          styles: { heading: { fontSize: 16, bold: true } },
        },
        { text: 'Page {page} of {pages}' },
      );
      expect((await checkTaggedPdf(pdf, { language: 'en-ZA', title: TITLE })).problems).toEqual([]);
      // The footer is an artifact: not read out.
      expect(await textInStructureOrder(pdf)).toEqual([
        `H1 ${TITLE}`,
        'TH Portfolio',
        'TH Value',
        'TD Balanced',
        'TD R 1 234.56',
      ]);
    } finally {
      await renderer.close();
    }
  });

  it('finds a tagged document without language, title shown or PDF/UA identifier', async () => {
    const pdf = await pdfkitDocument((doc) => heading(doc, 1, TITLE), { tagged: true });
    const { problems } = await checkTaggedPdf(pdf, { language: 'en-ZA' });
    expect(problems).toEqual([
      'no document language: the catalog has no /Lang',
      'no document title: the document information has no /Title',
      'no dc:title in the XMP metadata',
      'the viewer preferences do not set DisplayDocTitle true: a viewer would show the file name, not the title',
      'no PDF/UA identifier (pdfuaid:part 1) in the XMP metadata',
    ]);
  });

  it('finds a different language or title than expected', async () => {
    const pdf = await pdfkitDocument((doc) => heading(doc, 1, TITLE), {
      ...ACCESSIBLE,
      lang: 'en-GB',
    });
    const { problems } = await checkTaggedPdf(pdf, { language: 'en-ZA', title: 'Tax certificate' });
    expect(problems).toEqual([
      'the document language is "en-GB" where "en-ZA" was expected',
      `the document title is "${TITLE}" where "Tax certificate" was expected`,
    ]);
  });

  it('finds text that is neither in the structure tree nor an artifact', async () => {
    const pdf = await pdfkitDocument((doc) => {
      heading(doc, 1, TITLE);
      doc.text('Drawn outside any structure element');
    });
    const { problems } = await checkTaggedPdf(pdf);
    expect(problems).toEqual([
      'page 1: 1 text run(s) belong to no structure element and are not artifacts, e.g. "Drawn outside any structure element"',
    ]);
  });

  it('finds headings out of order: an H2 before any H1, and a level skipped', async () => {
    const early = await pdfkitDocument((doc) => {
      heading(doc, 2, 'Your portfolios');
      heading(doc, 1, TITLE);
    });
    expect((await checkTaggedPdf(early)).problems).toEqual([
      'page 1: H2 "Your portfolios" comes before any H1',
    ]);
    const skipped = await pdfkitDocument((doc) => {
      heading(doc, 1, TITLE);
      heading(doc, 3, 'Fees');
      heading(doc, 2, 'Your portfolios');
    });
    expect((await checkTaggedPdf(skipped)).problems).toEqual([
      'page 1: H3 "Fees" follows H1, skipping a level',
    ]);
  });

  it('finds a table without a header row of TH', async () => {
    const pdf = await pdfkitDocument((doc) =>
      table(doc, [
        [td('Portfolio'), td('Value')],
        [td('Balanced'), td(VALUE)],
      ]),
    );
    expect((await checkTaggedPdf(pdf)).problems).toEqual([
      'page 1: Table "Portfolio Value Balanced R 1 234.56" has no header row: its first row\'s cells are not all TH',
    ]);
  });

  it('finds header cells that do not say which cells they head (no Scope)', async () => {
    const pdf = await pdfkitDocument((doc) => {
      const structure = doc.struct('Table');
      doc.addStructure(structure);
      const rows = [
        [th('Portfolio'), th('Value')],
        [td('Balanced'), td(VALUE)],
      ];
      rows.forEach((row, index) => {
        const tr = doc.struct('TR');
        structure.add(tr);
        row.forEach((cell, column) =>
          tr.add(
            doc.struct(cell.role, () => doc.text(cell.text, 50 + 200 * column, 300 + 20 * index)),
          ),
        );
        tr.end();
      });
      structure.end();
    });
    expect((await checkTaggedPdf(pdf)).problems).toEqual([
      '2 TH cell(s) without a Scope attribute',
    ]);
  });

  it('finds a table whose rows hold different numbers of cells', async () => {
    const pdf = await pdfkitDocument((doc) =>
      table(doc, [[th('Portfolio'), th('Value')], [td('Balanced')]]),
    );
    expect((await checkTaggedPdf(pdf)).problems).toEqual([
      'page 1: Table "Portfolio Value Balanced" has rows of unequal length (2, 1 cells)',
    ]);
  });

  it('finds a table without TR rows', async () => {
    const pdf = await pdfkitDocument((doc) =>
      doc.addStructure(doc.struct('Table', [doc.struct('P', () => doc.text('Balanced'))])),
    );
    expect((await checkTaggedPdf(pdf)).problems).toEqual([
      'page 1: Table "Balanced" has a P child, where only TR, THead, TBody, TFoot or Caption belong',
      'page 1: Table "Balanced" has no TR rows',
    ]);
  });

  it('finds a font that is not embedded', async () => {
    const pdf = await pdfkitDocument((doc) =>
      doc.addStructure(doc.struct('P', () => doc.font('Helvetica').text('A standard font'))),
    );
    expect((await checkTaggedPdf(pdf)).problems).toEqual(['page 1: font Helvetica not embedded']);
  });

  it('finds a figure without alt text', async () => {
    const pdf = await pdfkitDocument((doc) =>
      doc.addStructure(doc.struct('Figure', () => doc.rect(50, 50, 100, 40).fill('#1c7ed6'))),
    );
    expect((await checkTaggedPdf(pdf)).problems).toEqual(['page 1: a Figure without alt text']);
  });
});
