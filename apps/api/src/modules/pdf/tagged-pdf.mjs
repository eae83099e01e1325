// Lays out a document definition with pdfkit and tags it to PDF/UA-1 (ISO 14289-1): every piece
// of content in a structure tree in reading order, headings H1/H2 in order, paragraphs P, tables
// Table/THead/TBody/TR/TH/TD, label and value grids and bullet lists L/LI/Lbl/LBody, and
// everything decorative (rules, shading, the header and footer on every page, a table's header
// rows repeated on a later page) marked as an artifact. The catalog names the language and marks
// the document tagged, the viewer shows the title, the XMP metadata carries the PDF/UA identifier,
// and Roboto is embedded (subset, with a ToUnicode map) so every character extracts as written.
//
// The definitions are the small, declarative subset of pdfmake's format the portal's documents
// were written in (the engine before this one), so a document's layout code reads as before:
//
//   document  { pageSize: 'A4', pageMargins: [l, t, r, b], info: { title, author, subject },
//               header?: node, content: node[], styles, defaultStyle, headings?, language? }
//   node      string | node[] (a stack)
//             | { text: string | Array<string | { text, bold? }>, style?, bold?, fontSize?,
//                 color?, alignment?, margin?, pageBreak?: 'before' }
//             | { stack: node[], unbreakable?, margin? } | { columns: node[] (with width?) }
//             | { ul: string[], margin? }
//             | { table: { headerRows?, widths, heights?, body, dontBreakRows? }, layout?, margin? }
//   cell      string | { text, style?, bold?, alignment?, fillColor?, colSpan? }
//
// `headings` maps style names to heading levels (default: heading → 1, subheading → 2); other
// text is a paragraph. A table with header rows is a data table (its header rows TH, repeated on
// each page it continues on); a table without is a grid of labels and values, read as a list of
// label (a bold, label-styled or shaded cell) and value pairs. Plain JavaScript, as the worker that
// runs it (pdf.worker.mjs) has no TypeScript loader.
import { createRequire } from 'node:module';
import { drawTable, rowLayout, tableGrid } from './tagged-pdf-table.mjs';
import {
  fillPageNumbers,
  fontName,
  isBlank,
  margins,
  plainText,
  runsOf,
} from './tagged-pdf-text.mjs';

const require = createRequire(import.meta.url);
const PDFDocument = require('pdfkit');

const A4 = [595.28, 841.89];
const DEFAULT_HEADINGS = { heading: 1, subheading: 2 };
const DEFAULT_LANGUAGE = 'en-ZA';
/** The default table layout's cell padding (left and right, top and bottom), as pdfmake's. */
const BULLET_INDENT = 12;

/** The fonts, as bytes, by weight: loaded by the worker and handed in once. */
let fontFiles = null;

/** Sets the font files every document embeds: { normal, bold, italics, bolditalics } as bytes. */
export function setFonts(files) {
  fontFiles = files;
}

/**
 * Renders `definition` (and the footer template, with {page} and {pages}) to PDF bytes.
 */
export function renderTaggedPdf(definition, footerTemplate) {
  if (!fontFiles) throw new Error('renderTaggedPdf: setFonts was not called');
  const [marginLeft, marginTop, marginRight, marginBottom] = margins(definition.pageMargins ?? 40);
  const title = definition.info?.title ?? '';
  const doc = new PDFDocument({
    size: A4,
    margins: { left: marginLeft, top: marginTop, right: marginRight, bottom: marginBottom },
    bufferPages: true,
    autoFirstPage: true,
    pdfVersion: '1.7',
    subset: 'PDF/UA',
    tagged: true,
    displayTitle: true,
    lang: definition.language ?? DEFAULT_LANGUAGE,
    info: {
      Title: title,
      Author: definition.info?.author ?? '',
      Subject: definition.info?.subject ?? '',
      Creator: definition.info?.author ?? '',
      Producer: definition.info?.author ?? '',
    },
    compress: true,
  });
  for (const [name, bytes] of Object.entries(fontFiles)) doc.registerFont(name, bytes);

  const styles = definition.styles ?? {};
  const defaultStyle = { fontSize: 10, color: '#000000', ...definition.defaultStyle };
  const headings = definition.headings ?? DEFAULT_HEADINGS;
  const pageWidth = A4[0];
  const contentWidth = pageWidth - marginLeft - marginRight;
  const top = marginTop;
  const bottom = A4[1] - marginBottom;

  /** The style of a node: the defaults, then its named style, then its own settings. */
  function styleOf(node, inherited = defaultStyle) {
    const named = node && typeof node === 'object' && node.style ? styles[node.style] : undefined;
    const own = node && typeof node === 'object' ? node : {};
    const style = { ...inherited, ...named };
    for (const key of ['fontSize', 'bold', 'italics', 'color', 'alignment', 'fillColor']) {
      if (own[key] !== undefined) style[key] = own[key];
    }
    style.margin = own.margin ?? named?.margin;
    return style;
  }

  function useFont(style) {
    doc.font(fontName(style)).fontSize(style.fontSize);
  }

  function textHeight(text, style, width) {
    useFont(style);
    const string = plainText(text);
    return doc.heightOfString(string === '' ? ' ' : string, { width, lineGap: 0 });
  }

  /**
   * Draws rich text at (x, y) in `width`; the runs' own bold overrides the node's. With `flows`,
   * text longer than the page goes on over the next pages (pdfkit carries the marked content over).
   */
  function drawText(text, style, x, y, width, flows = false) {
    const runs = runsOf(text);
    doc.fillColor(style.color ?? '#000000');
    runs.forEach((run, index) => {
      useFont({ ...style, bold: run.bold ?? style.bold, italics: run.italics ?? style.italics });
      const options = {
        width,
        align: style.alignment ?? 'left',
        lineGap: 0,
        ...(flows ? {} : { height: 1e6 }),
        continued: index < runs.length - 1,
      };
      if (index === 0) doc.text(run.text, x, y, options);
      else doc.text(run.text, options);
    });
  }

  // ---- The page cursor ----

  let y = top;
  function newPage() {
    doc.addPage({
      size: A4,
      margins: { left: marginLeft, top: marginTop, right: marginRight, bottom: marginBottom },
    });
    y = top;
  }
  /** Starts a new page unless `height` fits below the cursor (or the page is still empty). */
  function ensureRoom(height) {
    if (y + height > bottom && y > top) newPage();
  }

  // ---- Structure ----

  const root = doc.struct('Document');
  doc.addStructure(root);

  /** Adds a structure element with content drawn by `draw` (drawn now) to `parent`. */
  function tagged(parent, role, draw, options = {}) {
    const element = doc.struct(role, options);
    parent.add(element);
    element.add(() => draw());
    element.end();
    return element;
  }

  let inArtifact = false;
  /** Draws decoration (or a header or footer) as an artifact: outside the structure tree. */
  function artifact(paint, type = 'Layout') {
    if (inArtifact) {
      paint();
      return;
    }
    inArtifact = true;
    doc.markContent('Artifact', { type });
    paint();
    doc.endMarkedContent();
    inArtifact = false;
  }

  /** What a table (tagged-pdf-table.mjs) is laid out with, the page cursor `y` among it. */
  const layout = {
    doc,
    bottom,
    styleOf,
    useFont,
    textHeight,
    drawText,
    newPage,
    ensureRoom,
    tagged,
    artifact,
    get y() {
      return y;
    },
    set y(value) {
      y = value;
    },
  };

  // ---- Measuring ----

  function measure(node, width) {
    if (typeof node === 'string' || node.text !== undefined) {
      const style = styleOf(typeof node === 'string' ? {} : node);
      const [, mt, , mb] = margins(style.margin);
      return mt + textHeight(typeof node === 'string' ? node : node.text, style, width) + mb;
    }
    const [ml, mt, mr, mb] = margins(node.margin);
    const inner = width - ml - mr;
    if (Array.isArray(node)) return node.reduce((sum, child) => sum + measure(child, width), 0);
    if (node.stack) return mt + measure(node.stack, inner) + mb;
    if (node.columns) {
      const widths = columnSplit(node.columns, inner);
      return mt + Math.max(...node.columns.map((column, i) => measure(column, widths[i]))) + mb;
    }
    if (node.ul) {
      const style = styleOf({});
      return (
        mt +
        node.ul.reduce((sum, item) => sum + textHeight(item, style, inner - BULLET_INDENT), 0) +
        mb
      );
    }
    if (node.table) {
      const grid = tableGrid(layout, node, inner);
      const rows = node.table.body.length;
      const headerRows = node.table.headerRows ?? 0;
      let height = grid.lines.horizontal(rows, rows, headerRows);
      node.table.body.forEach((row, index) => {
        height +=
          grid.lines.horizontal(index, rows, headerRows) +
          rowLayout(layout, node.table, row, index, grid).height;
      });
      return mt + height + mb;
    }
    return 0;
  }

  function columnSplit(columns, width) {
    const fixed = columns.reduce(
      (sum, column) => sum + (typeof column.width === 'number' ? column.width : 0),
      0,
    );
    const stars = columns.filter((column) => typeof column.width !== 'number').length;
    return columns.map((column) =>
      typeof column.width === 'number' ? column.width : (width - fixed) / Math.max(1, stars),
    );
  }

  // ---- Drawing ----

  /**
   * Draws `node` at the cursor in [x, x + width], tagging it under `parent` (or, with `parent`
   * null, as part of an artifact: the header and footer).
   */
  function draw(node, parent, x, width) {
    if (Array.isArray(node)) {
      for (const child of node) draw(child, parent, x, width);
      return;
    }
    if (typeof node === 'string' || node.text !== undefined) {
      drawParagraph(typeof node === 'string' ? { text: node } : node, parent, x, width);
      return;
    }
    const [ml, mt, mr, mb] = margins(node.margin);
    if (node.stack) {
      if (node.unbreakable && parent) ensureRoom(measure(node, width));
      y += mt;
      draw(node.stack, parent, x + ml, width - ml - mr);
      y += mb;
    } else if (node.columns) {
      y += mt;
      const widths = columnSplit(node.columns, width - ml - mr);
      const start = y;
      let end = y;
      let left = x + ml;
      node.columns.forEach((column, index) => {
        y = start;
        draw(column, parent, left, widths[index]);
        end = Math.max(end, y);
        left += widths[index];
      });
      y = end + mb;
    } else if (node.ul) {
      drawList(node, parent, x, width);
    } else if (node.table) {
      drawTable(layout, node, parent, x, width);
    }
  }

  function drawParagraph(node, parent, x, width) {
    const style = styleOf(node);
    const [ml, mt, mr, mb] = margins(style.margin);
    const inner = width - ml - mr;
    const height = textHeight(node.text, style, inner);
    if (parent) {
      if (node.pageBreak === 'before' && y > top) newPage();
      ensureRoom(mt + height);
    }
    y += mt;
    const at = y;
    // Taller than what is left of the page even at its top: it flows on over the next pages.
    const flows = Boolean(parent) && at + height > bottom;
    const paint = () => drawText(node.text, style, x + ml, at, inner, flows);
    if (!parent) paint();
    else if (!isBlank(node.text)) {
      const level = headings[node.style];
      tagged(parent, level ? `H${level}` : 'P', paint);
    }
    y = (flows ? doc.y : at + height) + mb;
  }

  function drawList(node, parent, x, width) {
    const style = styleOf({});
    const [ml, mt, mr, mb] = margins(node.margin);
    const inner = width - ml - mr - BULLET_INDENT;
    y += mt;
    const list = parent ? doc.struct('L') : null;
    if (list) parent.add(list);
    for (const item of node.ul) {
      const height = textHeight(item, style, inner);
      if (parent) ensureRoom(height);
      const at = y;
      if (list) {
        const entry = doc.struct('LI');
        list.add(entry);
        tagged(entry, 'Lbl', () => drawText('•', style, x + ml + 2, at, BULLET_INDENT));
        tagged(entry, 'LBody', () => drawText(item, style, x + ml + BULLET_INDENT, at, inner));
        entry.end();
      } else {
        drawText(`• ${item}`, style, x + ml, at, inner + BULLET_INDENT);
      }
      y = at + height;
    }
    list?.end();
    y += mb;
  }

  // ---- The document ----

  draw(definition.content ?? [], root, marginLeft, contentWidth);
  root.end();

  // The header and footer on every page: artifacts, drawn once the page count is known.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const page = index - range.start + 1;
    for (const [template, area] of [
      [definition.header, 'header'],
      [footerTemplate, 'footer'],
    ]) {
      if (!template) continue;
      const node = fillPageNumbers(template, page, range.count);
      const [ml, mt, mr] = margins(node.margin);
      y = (area === 'header' ? 0 : bottom) + mt;
      artifact(
        () => draw({ ...node, margin: [0, 0, 0, 0] }, null, ml, pageWidth - ml - mr),
        'Pagination',
      );
    }
  }

  return new Promise((resolve, reject) => {
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
