import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

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

/** One structure element's own text, in structure order (what a screen reader reads out). */
export type StructureLine = { role: string; text: string };

export type StructureReport = {
  /** One human-readable sentence per problem found; an empty list means the document passes. */
  problems: string[];
  /** The text in structure order: one line per run of an element's own content. */
  lines: StructureLine[];
};

/**
 * A page's structure tree as pdfjs-dist serialises it: `getStructTree()` is typed without the
 * optional `alt` (the element's /Alt, or its /ActualText when it has no /Alt) and `lang`.
 */
type StructNode = {
  role: string;
  children: Array<StructNode | StructContent>;
  alt?: string;
  lang?: string;
};
/** A leaf of the tree: a marked-content reference ('content'), an object or an annotation. */
type StructContent = { type: string; id: string };

/** An open marked-content sequence while reading a page's content stream. */
type Marking = { tag: string | null; id: string | null };

type PageReading = {
  number: number;
  tree: StructNode | null;
  /** The text of each marked-content sequence with an MCID, by pdfjs-dist's id ('p12R_mc3'). */
  texts: Map<string, string>;
  /** Text runs in no marked content the structure tree refers to, and in no Artifact. */
  untagged: string[];
  /** Marked-content ids that carry text but that no structure element refers to. */
  orphans: string[];
  /** The names of the fonts the page draws with whose font program is not in the file. */
  unembeddedFonts: string[];
};

type DocumentReading = {
  marked: boolean;
  language: string | null;
  title: string | null;
  xmpTitle: boolean;
  displayDocTitle: boolean;
  pdfUaPart: string | null;
  pages: PageReading[];
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

function collectContentIds(node: StructNode, into: Set<string>): void {
  for (const child of node.children) {
    if (isNode(child)) collectContentIds(child, into);
    else if (child.type === 'content') into.add(child.id);
  }
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

function linesOf(reading: DocumentReading): StructureLine[] {
  const lines: StructureLine[] = [];
  for (const page of reading.pages) if (page.tree) readAloud(page.tree, page, lines);
  return lines;
}

/**
 * Reads `node` as a screen reader would: an element with alternate text is read as that text;
 * otherwise its own content, interrupted by its child elements in their order.
 */
function readAloud(node: StructNode, page: PageReading, lines: StructureLine[]): void {
  if (node.alt?.trim() && hasContent(node)) {
    lines.push({ role: node.role, text: normalise(node.alt) });
    return;
  }
  let pending = '';
  const flush = (): void => {
    const text = normalise(pending);
    if (text) lines.push({ role: node.role, text });
    pending = '';
  };
  for (const child of node.children) {
    if (isNode(child)) {
      flush();
      readAloud(child, page, lines);
    } else if (child.type === 'content') {
      pending += page.texts.get(child.id) ?? '';
    }
  }
  flush();
}

function hasContent(node: StructNode): boolean {
  return node.children.some((child) => !isNode(child) || hasContent(child));
}

/** All of an element's text on a page, its descendants' included. */
function ownText(node: StructNode, page: PageReading): string {
  const parts: string[] = [];
  for (const child of node.children) {
    if (isNode(child)) parts.push(ownText(child, page));
    else if (child.type === 'content') parts.push(page.texts.get(child.id) ?? '');
  }
  return normalise(parts.join(' '));
}

function walk(node: StructNode, visit: (node: StructNode) => void): void {
  visit(node);
  for (const child of node.children) if (isNode(child)) walk(child, visit);
}

function isNode(child: StructNode | StructContent): child is StructNode {
  return 'role' in child;
}

/** Runs of white space as one space: a no-break space reads back as a space too. */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function quoteSome(runs: string[]): string {
  const shown = runs.slice(0, 3).map((run) => `"${shorten(run)}"`);
  return runs.length > 3 ? `${shown.join(', ')} and ${runs.length - 3} more` : shown.join(', ');
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function hasText(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasText);
  return nonEmpty(value) !== null;
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

/** A PDF object as `qpdf --json=2` writes it: names as '/Name', references as '12 0 R'. */
type QpdfValue = string | number | boolean | null | QpdfValue[] | { [key: string]: QpdfValue };

/** Encodings whose characters map to Unicode without a ToUnicode map (ISO 32000-1 §9.10.2). */
const STANDARD_ENCODINGS = new Set(['/WinAnsiEncoding', '/MacRomanEncoding', '/StandardEncoding']);

/**
 * What qpdf reads from the objects: every TH names its Scope (Row, Column or Both), and every font
 * maps its characters to Unicode (a ToUnicode map, or a standard encoding).
 */
function objectFaults(pdf: Uint8Array): string[] {
  const objects = qpdfObjects(pdf);
  const resolve = (value: QpdfValue | undefined): QpdfValue | undefined =>
    typeof value === 'string' && / \d+ R$/.test(value) ? objects.get(`obj:${value}`) : value;
  const faults = new Set<string>();
  let unscoped = 0;
  for (const value of objects.values()) {
    if (!isDictionary(value)) continue;
    if (value['/S'] === '/TH') {
      const attributes = resolve(value['/A']);
      const owners = Array.isArray(attributes) ? attributes.map(resolve) : [attributes];
      const scope = owners.find((owner) => isDictionary(owner) && owner['/Scope'] !== undefined);
      if (!scope) unscoped += 1;
    }
    if (value['/Type'] === '/Font' && value['/Subtype'] !== '/CIDFontType2') {
      const encoding = resolve(value['/Encoding']);
      const isStandard = typeof encoding === 'string' && STANDARD_ENCODINGS.has(encoding);
      if (!isStandard && value['/ToUnicode'] === undefined) {
        faults.add(`font ${String(value['/BaseFont'])} has no ToUnicode map`);
      }
    }
  }
  if (unscoped > 0) faults.add(`${unscoped} TH cell(s) without a Scope attribute`);
  return [...faults];
}

function isDictionary(value: QpdfValue | undefined): value is { [key: string]: QpdfValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object of `pdf` by 'obj:N G R', a stream by its dictionary. */
function qpdfObjects(pdf: Uint8Array): Map<string, QpdfValue> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-objects-'));
  const file = path.join(directory, 'document.pdf');
  try {
    fs.writeFileSync(file, pdf);
    const output = execFileSync(
      'qpdf',
      ['--json=2', '--json-key=qpdf', '--json-stream-data=none', file, '-'],
      { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
    );
    const parsed = JSON.parse(output) as { qpdf: [unknown, Record<string, QpdfObject>] };
    const objects = new Map<string, QpdfValue>();
    for (const [key, object] of Object.entries(parsed.qpdf[1])) {
      const value = object.value ?? object.stream?.dict;
      if (value !== undefined) objects.set(key, value);
    }
    return objects;
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
type QpdfObject = { value?: QpdfValue; stream?: { dict: QpdfValue } };
