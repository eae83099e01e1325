import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  collectContentIds,
  hasText,
  isNode,
  linesOf,
  nonEmpty,
  ownText,
  quoteSome,
  shorten,
  type DocumentReading,
  type Marking,
  type PageReading,
  type StructNode,
  type StructureLine,
  walk,
} from './pdf-structure-tree';
import { objectFaults } from './pdf-objects';
export type { StructureLine } from './pdf-structure-tree';

// The machine-checkable part of PDF/UA-1 (ISO 14289-1), read back with pdfjs-dist, so that the
// test suite can hold every document the portal makes to it. The reference validator (veraPDF)
// needs a Java runtime from outside the project; this checker needs nothing but pdfjs-dist, which
// the tests already use to read documents back, and Debian's qpdf for the objects pdfjs-dist does
// not hand out (structure attributes, font dictionaries). What it cannot see is written at the end
// of this file.

/** What a document is expected to declare, beyond what PDF/UA-1 itself requires. */
export type TaggedPdfExpectations = {
  /** The language the catalog's /Lang must name (a BCP 47 tag such as 'en-ZA'). */
  language?: string;
  /** The title the document information dictionary must hold. */
  title?: string;
};

export type StructureReport = {
  /** One human-readable sentence per problem found; an empty list means the document passes. */
  problems: string[];
  /** The text in structure order: one line per run of an element's own content. */
  lines: StructureLine[];
};

/**
 * Checks `pdf` against the machine-checkable points of PDF/UA-1 and reads its text in structure
 * order. `problems` is empty when the document passes.
 */
export async function checkTaggedPdf(
  pdf: Uint8Array,
  expect: TaggedPdfExpectations = {},
): Promise<StructureReport> {
  const reading = await readPdf(pdf);
  return {
    problems: [...findProblems(reading, expect), ...objectFaults(pdf)],
    lines: linesOf(reading),
  };
}

/** The text of `pdf` in structure order, as 'role text' lines ('H1 Annual statement'). */
export async function textInStructureOrder(pdf: Uint8Array): Promise<string[]> {
  return linesOf(await readPdf(pdf)).map((line) => `${line.role} ${line.text}`);
}

async function readPdf(pdf: Uint8Array): Promise<DocumentReading> {
  // pdfjs-dist may detach the buffer it is given: hand it a copy, never the caller's bytes.
  // `fontExtraProperties` keeps each font's `missingFile` flag (no embedded font program).
  const document = await getDocument({
    data: new Uint8Array(pdf),
    verbosity: 0,
    fontExtraProperties: true,
  }).promise;
  try {
    const markInfo = await document.getMarkInfo();
    const { info, metadata } = await document.getMetadata();
    const infoFields = info as Record<string, unknown>;
    const preferences = (await document.getViewerPreferences()) as Record<string, unknown> | null;
    // `metadata` is typed as always present but is null when the file has no XMP stream.
    const xmp = metadata as typeof metadata | null;
    const pages: PageReading[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      pages.push(await readPage(await document.getPage(number), number));
    }
    return {
      marked: markInfo?.Marked === true,
      language: nonEmpty(infoFields.Language),
      title: nonEmpty(infoFields.Title),
      xmpTitle: hasText(xmp?.get('dc:title')),
      displayDocTitle: preferences?.DisplayDocTitle === true,
      pdfUaPart: pdfUaPart(xmp?.get('pdfuaid:part'), xmp?.getRaw()),
      pages,
    };
  } finally {
    await document.destroy();
  }
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>;

async function readPage(page: PdfPage, number: number): Promise<PageReading> {
  const tree = (await page.getStructTree()) as StructNode | null;
  const referenced = new Set<string>();
  if (tree) collectContentIds(tree, referenced);
  const content = await page.getTextContent({ includeMarkedContent: true });
  const texts = new Map<string, string>();
  const untagged: string[] = [];
  const orphans = new Set<string>();
  const open: Marking[] = [];
  for (const item of content.items) {
    if (!('str' in item)) {
      const marked = item as { type: string; id?: string | null; tag?: string | null };
      if (marked.type === 'endMarkedContent') open.pop();
      else open.push({ tag: marked.tag ?? null, id: marked.id ?? null });
      continue;
    }
    const innermost = open.findLast((marking) => marking.id !== null);
    const text = item.hasEOL ? `${item.str} ` : item.str;
    if (innermost?.id) texts.set(innermost.id, (texts.get(innermost.id) ?? '') + text);
    // Spaces and line ends carry no content of their own, so they need no tag.
    if (item.str.trim() === '') continue;
    if (open.some((marking) => marking.tag === 'Artifact')) continue;
    if (!innermost?.id) untagged.push(item.str.trim());
    else if (!referenced.has(innermost.id)) orphans.add(innermost.id);
  }
  const unembeddedFonts = await fontsNotEmbedded(page);
  page.cleanup();
  return { number, tree, texts, untagged, orphans: [...orphans], unembeddedFonts };
}

/** The fonts a page sets (content streams and form XObjects alike) that are not embedded. */
async function fontsNotEmbedded(page: PdfPage): Promise<string[]> {
  const operators = await page.getOperatorList();
  const names = new Set<string>();
  operators.fnArray.forEach((operator, index) => {
    if (operator !== OPS.setFont) return;
    const loadedName: unknown = operators.argsArray[index]?.[0];
    if (typeof loadedName !== 'string') return;
    const font = page.commonObjs.get(loadedName) as { name?: string; missingFile?: boolean } | null;
    if (font?.missingFile) names.add(font.name ?? loadedName);
  });
  return [...names];
}

function findProblems(reading: DocumentReading, expect: TaggedPdfExpectations): string[] {
  const problems: string[] = [];
  if (!reading.marked) {
    problems.push(
      'the catalog has no MarkInfo with Marked true: the document is not marked as tagged',
    );
  }
  if (!reading.language) {
    problems.push('no document language: the catalog has no /Lang');
  } else if (expect.language && reading.language !== expect.language) {
    problems.push(
      `the document language is "${reading.language}" where "${expect.language}" was expected`,
    );
  }
  if (!reading.title) {
    problems.push('no document title: the document information has no /Title');
  } else if (expect.title && reading.title !== expect.title) {
    problems.push(`the document title is "${reading.title}" where "${expect.title}" was expected`);
  }
  if (!reading.xmpTitle) problems.push('no dc:title in the XMP metadata');
  if (!reading.displayDocTitle) {
    problems.push(
      'the viewer preferences do not set DisplayDocTitle true: a viewer would show the file name, not the title',
    );
  }
  if (reading.pdfUaPart !== '1') {
    problems.push(
      reading.pdfUaPart
        ? `the XMP metadata names PDF/UA part ${reading.pdfUaPart}, not part 1`
        : 'no PDF/UA identifier (pdfuaid:part 1) in the XMP metadata',
    );
  }

  const withoutTree = reading.pages.filter((page) => !page.tree).map((page) => page.number);
  if (withoutTree.length > 0) problems.push(`no structure tree on page ${withoutTree.join(', ')}`);

  // A table or list that spans pages appears whole in the tree of every page it touches, so one
  // fault would be found once per page: each message is kept once.
  const structural = new Set<string>();
  const headings: Array<{ level: number; page: number; text: string }> = [];
  for (const page of reading.pages) {
    if (page.untagged.length > 0) {
      problems.push(
        `page ${page.number}: ${page.untagged.length} text run(s) belong to no structure element ` +
          `and are not artifacts, e.g. ${quoteSome(page.untagged)}`,
      );
    }
    if (page.orphans.length > 0) {
      problems.push(
        `page ${page.number}: marked content ${page.orphans.join(', ')} holds text but no ` +
          'structure element refers to it',
      );
    }
    if (page.unembeddedFonts.length > 0) {
      problems.push(`page ${page.number}: font ${page.unembeddedFonts.join(', ')} not embedded`);
    }
    if (!page.tree) continue;
    walk(page.tree, (node) => {
      const level = /^H([1-6])$/.exec(node.role)?.[1];
      if (level) {
        headings.push({ level: Number(level), page: page.number, text: ownText(node, page) });
      }
      if (node.role === 'Table') for (const fault of tableFaults(node, page)) structural.add(fault);
      if (node.role === 'Figure' && !node.alt?.trim()) {
        structural.add(`page ${page.number}: a Figure without alt text`);
      }
    });
  }
  problems.push(...headingFaults(headings), ...structural);
  return problems;
}

/** Headings start at H1 and go down one level at a time (a level may be skipped going up). */
function headingFaults(headings: Array<{ level: number; page: number; text: string }>): string[] {
  const faults: string[] = [];
  let previous = 0;
  for (const heading of headings) {
    const where = `page ${heading.page}: H${heading.level} "${heading.text}"`;
    if (previous === 0 && heading.level !== 1) {
      faults.push(`${where} comes before any H1`);
    } else if (heading.level > previous + 1) {
      faults.push(`${where} follows H${previous}, skipping a level`);
    }
    previous = heading.level;
  }
  return faults;
}

const ROW_GROUPS = new Set(['THead', 'TBody', 'TFoot']);

/** A table is rows of TH/TD cells (maybe grouped), with a first row of TH and equal row lengths. */
function tableFaults(table: StructNode, page: PageReading): string[] {
  const name = `page ${page.number}: Table "${shorten(ownText(table, page))}"`;
  const faults: string[] = [];
  const rows: StructNode[] = [];
  for (const child of table.children.filter(isNode)) {
    if (child.role === 'TR') rows.push(child);
    else if (ROW_GROUPS.has(child.role)) {
      for (const row of child.children.filter(isNode)) {
        if (row.role === 'TR') rows.push(row);
        else faults.push(`${name} has a ${row.role} inside ${child.role}, where only TR belongs`);
      }
    } else if (child.role !== 'Caption') {
      faults.push(
        `${name} has a ${child.role} child, where only TR, THead, TBody, TFoot or Caption belong`,
      );
    }
  }
  const first = rows[0];
  if (!first) return [...faults, `${name} has no TR rows`];
  const cells = rows.map((row) => row.children.filter(isNode));
  for (const [index, row] of cells.entries()) {
    const wrong = row.filter((cell) => cell.role !== 'TH' && cell.role !== 'TD');
    if (wrong.length > 0) {
      faults.push(
        `${name} row ${index + 1} holds ${wrong.map((cell) => cell.role).join(', ')}, not TH or TD`,
      );
    }
  }
  const header = cells[0] ?? [];
  if (header.length === 0 || header.some((cell) => cell.role !== 'TH')) {
    faults.push(`${name} has no header row: its first row's cells are not all TH`);
  }
  const counts = cells.map((row) => row.length);
  if (counts.some((count) => count !== counts[0])) {
    faults.push(`${name} has rows of unequal length (${counts.join(', ')} cells)`);
  }
  return faults;
}

/**
 * The PDF/UA part the XMP names. pdfjs-dist keys its XMP map by prefix, so a file that binds the
 * PDF/UA namespace to another prefix, or writes the part as an attribute, is read from the raw XML.
 */
function pdfUaPart(parsed: unknown, raw: string | undefined): string | null {
  if (typeof parsed === 'string' && parsed.trim()) return parsed.trim();
  if (!raw) return null;
  const prefix = /xmlns:([\w.-]+)="http:\/\/www\.aiim\.org\/pdfua\/ns\/id\/"/.exec(raw)?.[1];
  if (!prefix) return null;
  const escaped = prefix.replace(/[.-]/g, '\\$&');
  const part =
    new RegExp(`<${escaped}:part>\\s*([^<\\s]+)\\s*</${escaped}:part>`).exec(raw) ??
    new RegExp(`${escaped}:part="([^"]+)"`).exec(raw);
  return part?.[1] ?? null;
}

// What this checker cannot see: row and column spans (pdfjs-dist reads the tree without them and
// this checker counts cells, so a table with spanned cells reads as rows of unequal length), the
// role map itself (roles are read already mapped), annotations' and form fields' tags, and element
// identity across pages (an element split over pages is read once per page). Reading order is the
// order of the pages' structure trees, page by page. The rest of PDF/UA-1, the human-checkable
// part (is the alt text right, is the order the one a reader expects), is a person's to judge.
