// The structure tree as pdfjs-dist hands it out, read page by page, and read aloud in its order
// (pdf-structure.ts checks it).

/** One structure element's own text, in structure order (what a screen reader reads out). */
export type StructureLine = { role: string; text: string };

/**
 * A page's structure tree as pdfjs-dist serialises it: `getStructTree()` is typed without the
 * optional `alt` (the element's /Alt, or its /ActualText when it has no /Alt) and `lang`.
 */
export type StructNode = {
  role: string;
  children: Array<StructNode | StructContent>;
  alt?: string;
  lang?: string;
};
/** A leaf of the tree: a marked-content reference ('content'), an object or an annotation. */
type StructContent = { type: string; id: string };

/** An open marked-content sequence while reading a page's content stream. */
export type Marking = { tag: string | null; id: string | null };

export type PageReading = {
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

export type DocumentReading = {
  marked: boolean;
  language: string | null;
  title: string | null;
  xmpTitle: boolean;
  displayDocTitle: boolean;
  pdfUaPart: string | null;
  pages: PageReading[];
};

export function collectContentIds(node: StructNode, into: Set<string>): void {
  for (const child of node.children) {
    if (isNode(child)) collectContentIds(child, into);
    else if (child.type === 'content') into.add(child.id);
  }
}

export function linesOf(reading: DocumentReading): StructureLine[] {
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
export function ownText(node: StructNode, page: PageReading): string {
  const parts: string[] = [];
  for (const child of node.children) {
    if (isNode(child)) parts.push(ownText(child, page));
    else if (child.type === 'content') parts.push(page.texts.get(child.id) ?? '');
  }
  return normalise(parts.join(' '));
}

export function walk(node: StructNode, visit: (node: StructNode) => void): void {
  visit(node);
  for (const child of node.children) if (isNode(child)) walk(child, visit);
}

export function isNode(child: StructNode | StructContent): child is StructNode {
  return 'role' in child;
}

/** Runs of white space as one space: a no-break space reads back as a space too. */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

export function quoteSome(runs: string[]): string {
  const shown = runs.slice(0, 3).map((run) => `"${shorten(run)}"`);
  return runs.length > 3 ? `${shown.join(', ')} and ${runs.length - 3} more` : shown.join(', ');
}

export function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function hasText(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasText);
  return nonEmpty(value) !== null;
}
