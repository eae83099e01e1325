import { percentFromBasisPoints } from '@portal/domain/money';

// The statement's tables and figures as the PDF renderer lays them out (tagged-pdf.mjs).

/** Document content (tagged-pdf.mjs): plain data only, since it crosses to the PDF worker thread. */
export type PdfContent = string | PdfContent[] | { [key: string]: unknown };

const LAYOUT = 'lightHorizontalLines';

export function table(
  headers: string[],
  rows: PdfContent[][],
  widths: (string | number)[],
  rightAligned: readonly number[] = [],
): PdfContent {
  // A column of amounts is right-aligned, its heading too.
  const align = (row: PdfContent[]) =>
    row.map((cell, index) => {
      if (!rightAligned.includes(index)) return cell;
      if (typeof cell === 'string') return { text: cell, alignment: 'right' };
      return Array.isArray(cell) ? cell : { alignment: 'right', ...cell };
    });
  return {
    layout: LAYOUT,
    margin: [0, 4, 0, 12],
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths,
      body: [
        align(headers.map((text) => ({ text, style: 'tableHeader' }) as unknown as PdfContent)),
        ...rows.map(align),
      ],
    },
  };
}

/** A rate in basis points as '7.50 %'. */
export function rateText(bp: number): string {
  return `${percentFromBasisPoints(bp).toFixed(2)} %`;
}

/** '12.34 %', '−3.10 %'. */
export function formatPercent(pct: number): string {
  return `${pct < 0 ? '−' : ''}${Math.abs(pct).toFixed(2)} %`;
}
