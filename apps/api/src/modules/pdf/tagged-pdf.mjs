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

const require = createRequire(import.meta.url);
const PDFDocument = require('pdfkit');

const A4 = [595.28, 841.89];
const DEFAULT_HEADINGS = { heading: 1, subheading: 2 };
const DEFAULT_LANGUAGE = 'en-ZA';
/** The default table layout's cell padding (left and right, top and bottom), as pdfmake's. */
const CELL_PADDING_X = 4;
const CELL_PADDING_Y = 2;
const BULLET_INDENT = 12;

/** The fonts, as bytes, by weight: loaded by the worker and handed in once. */
let fontFiles = null;

/** Sets the font files every document embeds: { normal, bold, italics, bolditalics } as bytes. */
export function setFonts(files) {
  fontFiles = files;
}

function fontName(style) {
  if (style.bold && style.italics) return 'bolditalics';
  if (style.bold) return 'bold';
  if (style.italics) return 'italics';
  return 'normal';
}

/** pdfmake's margin shorthands as [left, top, right, bottom]. */
function margins(value) {
  if (value === undefined || value === null) return [0, 0, 0, 0];
  if (typeof value === 'number') return [value, value, value, value];
  if (value.length === 2) return [value[0], value[1], value[0], value[1]];
  return value;
}

/** Fills {page} and {pages} into a header or footer template. */
function fillPageNumbers(node, page, pages) {
  if (typeof node === 'string')
    return node.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));
  if (Array.isArray(node)) return node.map((item) => fillPageNumbers(item, page, pages));
  if (node !== null && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, fillPageNumbers(value, page, pages)]),
    );
  return node;
}

function runsOf(text) {
  const runs = Array.isArray(text) ? text : [text];
  return runs.map((run) => (typeof run === 'string' ? { text: run } : run));
}

function plainText(text) {
  return runsOf(text)
    .map((run) => run.text)
    .join('');
}

function isBlank(text) {
  return plainText(text).trim() === '';
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

  // ---- Measuring ----

  /**
   * A table's lines and cell padding, as pdfmake draws its layouts: the default (every rule, in
   * the colours given), 'noBorders' and 'lightHorizontalLines'.
   */
  function tableLayout(layout, columns) {
    const last = columns - 1;
    if (layout === 'noBorders') {
      return {
        horizontal: () => 0,
        vertical: () => 0,
        color: () => '#000000',
        padLeft: (i) => (i > 0 ? 4 : 0),
        padRight: (i) => (i < last ? 4 : 0),
      };
    }
    if (layout === 'lightHorizontalLines') {
      return {
        horizontal: (index, rows, headerRows) => {
          if (index === 0 || index === rows) return 0;
          return index === headerRows ? 2 : 1;
        },
        vertical: () => 0,
        color: (index) => (index === 1 ? '#000000' : '#aaaaaa'),
        padLeft: (i) => (i === 0 ? 0 : 8),
        padRight: (i) => (i === last ? 0 : 8),
      };
    }
    const color = layout?.hLineColor ?? '#000000';
    return {
      horizontal: () => 1,
      vertical: () => 1,
      color: () => color,
      padLeft: () => CELL_PADDING_X,
      padRight: () => CELL_PADDING_X,
    };
  }

  /** A table's columns: their content widths ('*' shares what is left, 'auto' fits), and boxes. */
  function tableGrid(node, width) {
    const { table } = node;
    const specs = table.widths ?? table.body[0].map(() => '*');
    const lines = tableLayout(node.layout, specs.length);
    const padding = specs.reduce((sum, _, i) => sum + lines.padLeft(i) + lines.padRight(i), 0);
    let fixed = 0;
    const widths = specs.map((spec, column) => {
      if (typeof spec === 'number') {
        fixed += spec;
        return spec;
      }
      if (spec === 'auto') {
        let widest = 0;
        for (const row of table.body) {
          const cell = row[column];
          if (cell === undefined || (typeof cell === 'object' && cell.colSpan > 1)) continue;
          useFont(styleOf(cell));
          widest = Math.max(widest, doc.widthOfString(plainText(cellText(cell))));
        }
        const auto = Math.ceil(widest) + 1;
        fixed += auto;
        return auto;
      }
      return null;
    });
    const stars = widths.filter((value) => value === null).length;
    const share = stars > 0 ? Math.max(10, (width - padding - fixed) / stars) : 0;
    const content = widths.map((value) => value ?? share);
    const boxes = content.map((w, i) => lines.padLeft(i) + w + lines.padRight(i));
    const offsetOf = (column) => boxes.slice(0, column).reduce((sum, w) => sum + w, 0);
    return {
      lines,
      columns: content.length,
      offsetOf,
      total: offsetOf(content.length),
      /** The box of `span` columns from `column`, and the text's x offset and width in it. */
      box: (column, span) => {
        const boxWidth = offsetOf(column + span) - offsetOf(column);
        const textLeft = lines.padLeft(column);
        return {
          boxWidth,
          textLeft,
          textWidth: boxWidth - textLeft - lines.padRight(column + span - 1),
        };
      },
    };
  }

  function cellText(cell) {
    if (typeof cell === 'string') return cell;
    return cell.text ?? '';
  }

  /** Each cell's box: its column, span, content width, and the row's height. */
  function rowLayout(table, row, rowIndex, grid) {
    const cells = [];
    let height = 0;
    for (let column = 0; column < grid.columns; column += 1) {
      const cell = row[column];
      const span = typeof cell === 'object' && cell !== null && cell.colSpan > 1 ? cell.colSpan : 1;
      const { boxWidth, textLeft, textWidth } = grid.box(column, span);
      const style = styleOf(typeof cell === 'object' ? cell : {});
      const text = cellText(cell ?? '');
      const contentHeight = textHeight(text, style, textWidth);
      height = Math.max(height, contentHeight + 2 * CELL_PADDING_Y);
      cells.push({ cell, column, span, boxWidth, textLeft, textWidth, style, text });
      column += span - 1;
    }
    const heights = table.heights;
    const minimum = Array.isArray(heights) ? heights[rowIndex] : heights;
    if (typeof minimum === 'number') height = Math.max(height, minimum + 2 * CELL_PADDING_Y);
    return { cells, height };
  }

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
      const grid = tableGrid(node, inner);
      const rows = node.table.body.length;
      const headerRows = node.table.headerRows ?? 0;
      let height = grid.lines.horizontal(rows, rows, headerRows);
      node.table.body.forEach((row, index) => {
        height +=
          grid.lines.horizontal(index, rows, headerRows) +
          rowLayout(node.table, row, index, grid).height;
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
      drawTable(node, parent, x, width);
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

  /** A label in a grid of labels and values: label-styled, bold or shaded. */
  function isLabelCell(cell) {
    if (typeof cell !== 'object' || cell === null) return false;
    return cell.style === 'label' || cell.bold === true || cell.fillColor !== undefined;
  }

  function drawTable(node, parent, x, width) {
    const { table } = node;
    const [ml, mt, mr, mb] = margins(node.margin);
    const left = x + ml;
    const grid = tableGrid(node, width - ml - mr);
    const { lines, offsetOf, total: totalWidth } = grid;
    const headerRows = table.headerRows ?? 0;
    const count = table.body.length;
    const rows = table.body.map((row, index) => rowLayout(table, row, index, grid));
    /** A row's height with the rule above it. */
    const heightOf = (index) => lines.horizontal(index, count, headerRows) + rows[index].height;
    y += mt;

    // Structure: a data table, or a list of label and value pairs.
    let structure = null;
    let head = null;
    let body = null;
    if (parent) {
      structure = doc.struct(headerRows > 0 ? 'Table' : 'L');
      parent.add(structure);
      if (headerRows > 0) {
        head = doc.struct('THead');
        body = doc.struct('TBody');
        structure.add(head);
        structure.add(body);
      }
    }

    let headerHeight = 0;
    for (let index = 0; index < headerRows; index += 1) headerHeight += heightOf(index);

    function rule(thickness, at, color) {
      doc.save().lineWidth(thickness).strokeColor(color);
      doc
        .moveTo(left, at + thickness / 2)
        .lineTo(left + totalWidth, at + thickness / 2)
        .stroke()
        .restore();
    }

    /**
     * Paints a row: the rule above it, its shading and its cell edges as artifacts, then its
     * cells through `paintCells`.
     */
    function paintRow(row, index, paintCells, ruleOf = index) {
      const above = lines.horizontal(ruleOf, count, headerRows);
      const start = y;
      const at = y + above;
      artifact(() => {
        for (const box of row.cells) {
          const fill = typeof box.cell === 'object' && box.cell ? box.cell.fillColor : undefined;
          if (fill) doc.rect(left + offsetOf(box.column), at, box.boxWidth, row.height).fill(fill);
        }
        if (above > 0) rule(above, start, lines.color(ruleOf));
        if (lines.vertical() > 0) {
          doc.save().lineWidth(1).strokeColor(lines.color(index));
          // Each cell's left edge (none inside a spanned cell), and the table's right edge.
          const edges = [...row.cells.map((box) => offsetOf(box.column)), totalWidth];
          for (const offset of edges) {
            const edge = left + offset;
            doc
              .moveTo(edge, start)
              .lineTo(edge, at + row.height)
              .stroke();
          }
          doc.restore();
        }
      });
      const paintCell = (box) => () =>
        drawText(
          box.text === '' ? ' ' : box.text,
          box.style,
          left + offsetOf(box.column) + box.textLeft,
          at + CELL_PADDING_Y,
          box.textWidth,
        );
      paintCells(row, paintCell);
      y = at + row.height;
    }

    const asArtifact = (row, paintCell) =>
      artifact(() => {
        for (const box of row.cells) paintCell(box)();
      });

    /** A data table's row: TR of TH (header rows) or TD. */
    const asTableRow = (isHeader) => (row, paintCell) => {
      const tr = doc.struct('TR');
      (isHeader ? head : body).add(tr);
      for (const box of row.cells) {
        const cell = tagged(
          tr,
          isHeader ? 'TH' : 'TD',
          paintCell(box),
          isHeader ? { scope: 'Column' } : {},
        );
        if (box.span > 1) {
          cell.dictionary.data.A = { ...cell.dictionary.data.A, O: 'Table', ColSpan: box.span };
        }
      }
      tr.end();
    };

    /** A grid's row: each label with the value after it, as one list item. */
    const asPairs = (row, paintCell) => {
      let entry = null;
      for (const box of row.cells) {
        if (isBlank(box.text)) continue;
        if (isLabelCell(box.cell) || !entry) {
          entry?.end();
          entry = doc.struct('LI');
          structure.add(entry);
          tagged(entry, isLabelCell(box.cell) ? 'Lbl' : 'LBody', paintCell(box));
          if (!isLabelCell(box.cell)) {
            entry.end();
            entry = null;
          }
        } else {
          tagged(entry, 'LBody', paintCell(box));
          entry.end();
          entry = null;
        }
      }
      entry?.end();
    };

    rows.forEach((row, index) => {
      const isHeader = index < headerRows;
      if (!parent) {
        paintRow(row, index, asArtifact);
        return;
      }
      if (index === 0) {
        // The header rows start on the page of the first body row.
        ensureRoom(
          headerRows > 0
            ? headerHeight + (rows[headerRows] ? heightOf(headerRows) : 0)
            : heightOf(0),
        );
      }
      // The rule above the row: on a new page, the first row's (the table's top border), or below
      // the header rows repeated there.
      let ruleOf = index;
      if (!isHeader && index > 0 && y + heightOf(index) > bottom) {
        newPage();
        ruleOf = headerRows > 0 ? headerRows : 0;
        // Continued on a new page: the header rows again, as artifacts.
        rows.slice(0, headerRows).forEach((header, h) => paintRow(header, h, asArtifact));
      }
      paintRow(row, index, headerRows > 0 ? asTableRow(isHeader) : asPairs, ruleOf);
    });
    // The closing rule.
    const closing = lines.horizontal(count, count, headerRows);
    if (closing > 0) {
      artifact(() => rule(closing, y, lines.color(count)));
      y += closing;
    }
    head?.end();
    body?.end();
    structure?.end();
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
