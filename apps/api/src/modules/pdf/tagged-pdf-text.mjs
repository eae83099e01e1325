// The text of a tagged document's definition (tagged-pdf.mjs): its runs and plain text, its font
// by weight, pdfmake's margin shorthands, and the page numbers filled into a header or footer.

export function fontName(style) {
  if (style.bold && style.italics) return 'bolditalics';
  if (style.bold) return 'bold';
  if (style.italics) return 'italics';
  return 'normal';
}

/** pdfmake's margin shorthands as [left, top, right, bottom]. */
export function margins(value) {
  if (value === undefined || value === null) return [0, 0, 0, 0];
  if (typeof value === 'number') return [value, value, value, value];
  if (value.length === 2) return [value[0], value[1], value[0], value[1]];
  return value;
}

/** Fills {page} and {pages} into a header or footer template. */
export function fillPageNumbers(node, page, pages) {
  if (typeof node === 'string')
    return node.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));
  if (Array.isArray(node)) return node.map((item) => fillPageNumbers(item, page, pages));
  if (node !== null && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, fillPageNumbers(value, page, pages)]),
    );
  return node;
}

export function runsOf(text) {
  const runs = Array.isArray(text) ? text : [text];
  return runs.map((run) => (typeof run === 'string' ? { text: run } : run));
}

export function plainText(text) {
  return runsOf(text)
    .map((run) => run.text)
    .join('');
}

export function isBlank(text) {
  return plainText(text).trim() === '';
}
