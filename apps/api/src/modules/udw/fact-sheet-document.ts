import { formatDisplayDate } from '@portal/domain/dates';
import { formatPct, formatUnitPrice, type FactSheetFigures } from './fact-sheet';

/** Document content (tagged-pdf.mjs): plain data only, since it crosses to the PDF worker thread. */
type PdfContent = string | PdfContent[] | { [key: string]: unknown };

// The fact sheet's layout (one A4 page): key facts, price performance, the last 12 month-end
// prices, and the risk and disclaimer paragraph.

export type FactSheetInput = {
  portalName: string;
  portfolio: {
    name: string;
    code: string;
    currency: string;
    exchangeRateMicro: number;
    udwId: string;
    /** The total expense ratio, basis points a year (null: not stated). */
    totalExpenseRatioBp: number | null;
  };
  figures: FactSheetFigures | null;
  generatedOn: string;
};

export const DISCLAIMER =
  'Collective investments are generally medium- to long-term investments. The value of units ' +
  'may go down as well as up, and past performance is not necessarily a guide to future ' +
  'performance. The performance shown is calculated from the portfolio’s daily unit prices, ' +
  'which are after the portfolio’s investment charges (its total expense ratio) and before any ' +
  'advice or administration fees charged to your membership; periods of a year or ' +
  'more are annualised. It is not a forecast. Portfolios holding foreign ' +
  'assets are also exposed to exchange rate movements. This fact sheet is for information only ' +
  'and is not financial advice: please speak to your financial adviser before you make ' +
  'investment decisions.';

const LAYOUT = 'lightHorizontalLines';

function table(headers: string[], rows: string[][], widths: (string | number)[]): PdfContent {
  return {
    layout: LAYOUT,
    margin: [0, 4, 0, 14],
    table: {
      headerRows: 1,
      widths,
      body: [headers.map((text) => ({ text, style: 'tableHeader' })), ...rows],
    },
  };
}

function keyFacts(input: FactSheetInput): PdfContent {
  const { portfolio, figures } = input;
  const rows: string[][] = [
    ['Portfolio', portfolio.name],
    ['Portfolio code', portfolio.code],
    ['Currency', portfolio.currency],
    [
      'Latest unit price',
      figures
        ? // Unit prices are rand prices (a dollar portfolio's: its dollar price at the day's rate).
          `${formatUnitPrice(figures.latest.priceMicro)}${portfolio.currency === 'ZAR' ? '' : ' rand'} on ${formatDisplayDate(figures.latest.date)}`
        : 'n/a',
    ],
    ['First price', figures ? formatDisplayDate(figures.inception.date) : 'n/a'],
    ['Risk rating', figures ? figures.riskRating : 'Not rated'],
    [
      'Total expense ratio (TER)',
      portfolio.totalExpenseRatioBp === null
        ? 'n/a'
        : `${(portfolio.totalExpenseRatioBp / 100).toFixed(2)} % a year, included in the unit price`,
    ],
    ['Volatility (3 years, annualised)', figures ? formatPct(figures.volatilityPct) : 'n/a'],
  ];
  if (portfolio.currency !== 'ZAR')
    rows.push([
      'Exchange rate',
      `${formatUnitPrice(portfolio.exchangeRateMicro)} rand per ${portfolio.currency} on the latest price date; the unit price is the ${portfolio.currency} price at that rate`,
    ]);
  rows.push(['Document', portfolio.udwId]);
  return table(['Key facts', ''], rows, [180, '*']);
}

function performance(figures: FactSheetFigures): PdfContent {
  return table(
    ['Period', 'From', 'Cumulative', 'Annualised'],
    figures.performance.map((row) => [
      row.label,
      row.fromDate ? formatDisplayDate(row.fromDate) : 'n/a',
      formatPct(row.cumulativePct),
      formatPct(row.annualisedPct),
    ]),
    ['*', '*', '*', '*'],
  );
}

function monthEnds(figures: FactSheetFigures): PdfContent {
  return table(
    ['Month', 'Price date', 'Unit price', 'Change'],
    figures.monthEnds.map((row) => [
      row.monthYear,
      formatDisplayDate(row.date),
      formatUnitPrice(row.priceMicro),
      formatPct(row.changePct),
    ]),
    ['*', '*', '*', '*'],
  );
}

/**
 * The fact sheet as a document definition (tagged-pdf.mjs), and its footer as a template the PDF worker
 * fills with {page} and {pages} (functions cannot cross to the worker thread).
 */
export function factSheetDocument(input: FactSheetInput): {
  definition: Record<string, unknown>;
  footer: PdfContent;
} {
  const { portfolio, figures, portalName, generatedOn } = input;
  const asAt = figures ? formatDisplayDate(figures.latest.date) : formatDisplayDate(generatedOn);
  const content: PdfContent[] = [
    { text: portfolio.name, style: 'title' },
    { text: `Portfolio fact sheet as at ${asAt}`, style: 'subtitle' },
    keyFacts(input),
  ];
  if (figures) {
    content.push({ text: 'Price performance', style: 'heading' }, performance(figures));
    content.push(
      { text: 'Month-end unit prices (last 12 months)', style: 'heading' },
      monthEnds(figures),
    );
  } else {
    content.push({ text: 'No unit prices are available for this portfolio yet.', margin: [0, 8] });
  }
  content.push(
    { text: 'Risks and disclaimer', style: 'heading' },
    { text: DISCLAIMER, style: 'small' },
  );
  const definition = {
    info: {
      title: `${portfolio.name} fact sheet`,
      author: portalName,
      subject: 'Portfolio fact sheet',
    },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    // The document's title is its H1, each section's heading an H2.
    headings: { title: 1, heading: 2 },
    content,
    styles: {
      title: { fontSize: 20, bold: true, color: '#0b3d6e' },
      subtitle: { fontSize: 11, color: '#444444', margin: [0, 2, 0, 12] },
      heading: { fontSize: 13, bold: true, color: '#0b3d6e', margin: [0, 6, 0, 2] },
      tableHeader: { bold: true, color: '#0b3d6e' },
      small: { fontSize: 8, color: '#444444' },
    },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
  };
  const footer = {
    margin: [40, 10, 40, 0],
    columns: [
      { text: `${portalName} · generated ${formatDisplayDate(generatedOn)}`, style: 'small' },
      { text: 'Page {page} of {pages}', alignment: 'right', style: 'small' },
    ],
  };
  return { definition, footer };
}
