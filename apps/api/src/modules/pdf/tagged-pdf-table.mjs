// A table of a tagged document (tagged-pdf.mjs): its columns' widths, its rows' heights, and its
// drawing: a data table as Table/THead/TBody/TR/TH/TD with its header rows repeated as artifacts
// on each page it continues on, a grid of labels and values as a list of Lbl/LBody pairs. `layout`
// is the document's: its pdfkit document, styles, text, structure and page cursor (`y`).
import { isBlank, margins, plainText } from './tagged-pdf-text.mjs';

const CELL_PADDING_X = 4;
const CELL_PADDING_Y = 2;

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
export function tableGrid(layout, node, width) {
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
        layout.useFont(layout.styleOf(cell));
        widest = Math.max(widest, layout.doc.widthOfString(plainText(cellText(cell))));
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
export function rowLayout(layout, table, row, rowIndex, grid) {
  const cells = [];
  let height = 0;
  for (let column = 0; column < grid.columns; column += 1) {
    const cell = row[column];
    const span = typeof cell === 'object' && cell !== null && cell.colSpan > 1 ? cell.colSpan : 1;
    const { boxWidth, textLeft, textWidth } = grid.box(column, span);
    const style = layout.styleOf(typeof cell === 'object' ? cell : {});
    const text = cellText(cell ?? '');
    const contentHeight = layout.textHeight(text, style, textWidth);
    height = Math.max(height, contentHeight + 2 * CELL_PADDING_Y);
    cells.push({ cell, column, span, boxWidth, textLeft, textWidth, style, text });
    column += span - 1;
  }
  const heights = table.heights;
  const minimum = Array.isArray(heights) ? heights[rowIndex] : heights;
  if (typeof minimum === 'number') height = Math.max(height, minimum + 2 * CELL_PADDING_Y);
  return { cells, height };
}

/** A label in a grid of labels and values: label-styled, bold or shaded. */
function isLabelCell(cell) {
  if (typeof cell !== 'object' || cell === null) return false;
  return cell.style === 'label' || cell.bold === true || cell.fillColor !== undefined;
}

export function drawTable(layout, node, parent, x, width) {
  const { doc, bottom, newPage, ensureRoom, artifact, tagged, drawText } = layout;
  const { table } = node;
  const [ml, mt, mr, mb] = margins(node.margin);
  const left = x + ml;
  const grid = tableGrid(layout, node, width - ml - mr);
  const { lines, offsetOf, total: totalWidth } = grid;
  const headerRows = table.headerRows ?? 0;
  const count = table.body.length;
  const rows = table.body.map((row, index) => rowLayout(layout, table, row, index, grid));
  /** A row's height with the rule above it. */
  const heightOf = (index) => lines.horizontal(index, count, headerRows) + rows[index].height;
  layout.y += mt;

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
    const start = layout.y;
    const at = layout.y + above;
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
    layout.y = at + row.height;
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
        headerRows > 0 ? headerHeight + (rows[headerRows] ? heightOf(headerRows) : 0) : heightOf(0),
      );
    }
    // The rule above the row: on a new page, the first row's (the table's top border), or below
    // the header rows repeated there.
    let ruleOf = index;
    if (!isHeader && index > 0 && layout.y + heightOf(index) > bottom) {
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
    artifact(() => rule(closing, layout.y, lines.color(count)));
    layout.y += closing;
  }
  head?.end();
  body?.end();
  structure?.end();
  layout.y += mb;
}
