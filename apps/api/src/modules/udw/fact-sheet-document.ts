import { formatDisplayDate } from '@portal/domain/dates';
import type { FundIdentity } from '../../fund-identity';
import { portalDocument } from '../pdf/document-frame';
import {
  formatBp,
  formatPct,
  formatUnitPrice,
  riskMeaningOf,
  type FactSheetFigures,
  type FactSheetParticulars,
} from './fact-sheet';

/** Document content (tagged-pdf.mjs): plain data only, since it crosses to the PDF worker thread. */
type PdfContent = string | PdfContent[] | { [key: string]: unknown };

// The fact sheet as a minimum disclosure document (two A4 pages): key facts, charges, risk profile,
// returns against the benchmark, price performance, allocation by asset class, top holdings, the
// last 12 month-end prices, and the disclaimers.

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
  particulars: FactSheetParticulars;
  figures: FactSheetFigures | null;
  generatedOn: string;
  /** The fund the member holds the portfolio through (fund-identity.ts): letterhead and footer. */
  identity: FundIdentity;
};

export const DISCLAIMER =
  'Collective investments are generally medium- to long-term investments. The value of units ' +
  'may go down as well as up, and past performance is not necessarily a guide to future ' +
  'performance. The performance shown is calculated from the portfolio’s daily unit prices, ' +
  'which are after the portfolio’s investment charges (its total expense ratio and transaction ' +
  'costs, together its total investment charge) and before any ' +
  'advice or administration fees charged to your membership; periods of a year or ' +
  'more are annualised. It is not a forecast. Portfolios holding foreign ' +
  'assets are also exposed to exchange rate movements. This fact sheet is for information only ' +
  'and is not financial advice: please speak to your financial adviser before you make ' +
  'investment decisions.';

/** What the charges mean (ASISA's wording for fact sheets, in plain words). */
export const CHARGES_DISCLAIMER =
  'The total expense ratio (TER) is the share of the portfolio’s value taken over a year for ' +
  'managing and administering it (the manager’s fee, audit, custody and other costs). ' +
  'Transaction costs (TC) are the costs of buying and selling the portfolio’s investments. ' +
  'The total investment charge (TIC) is the TER and TC together. They are shown as percentages ' +
  'a year, and the unit prices are already after them. A higher TER does not necessarily mean ' +
  'a poor return, nor a lower TER a good one, and the current figures are not a guide to ' +
  'future charges.';

/** What Regulation 28 compliance means for a member of a retirement fund. */
export function regulation28Text(compliant: boolean | null): string {
  if (compliant === null) return 'Not stated';
  return compliant
    ? 'Yes: the portfolio keeps within Regulation 28 of the Pension Funds Act, which limits how much retirement savings may hold in shares (75 %), property (25 %) and foreign assets (45 %).'
    : 'No: the portfolio is not managed within Regulation 28’s limits on shares, property and foreign assets. A retirement fund can offer it only as part of a member’s investment that complies as a whole.';
}

const LAYOUT = 'lightHorizontalLines';

function table(headers: string[], rows: string[][], widths: (string | number)[]): PdfContent {
  return {
    layout: LAYOUT,
    margin: [0, 3, 0, 8],
    table: {
      headerRows: 1,
      widths,
      body: [headers.map((text) => ({ text, style: 'tableHeader' })), ...rows],
    },
  };
}

function keyFacts(input: FactSheetInput): PdfContent {
  const { portfolio, figures, particulars } = input;
  const rows: string[][] = [
    ['Portfolio', portfolio.name],
    ['Portfolio code', portfolio.code],
    ['ASISA category', particulars.asisaCategory ?? 'Not stated'],
    ['Manager', particulars.manager ?? 'Not stated'],
    [
      'Inception date',
      particulars.inceptionDate ? formatDisplayDate(particulars.inceptionDate) : 'Not stated',
    ],
    ['Benchmark', particulars.benchmarkName ?? 'Not stated'],
    ['Regulation 28 compliant', regulation28Text(particulars.regulation28Compliant)],
    ['Currency', portfolio.currency],
    [
      'Latest unit price',
      figures
        ? // Unit prices are rand prices (a dollar portfolio's: its dollar price at the day's rate).
          `${formatUnitPrice(figures.latest.priceMicro)}${portfolio.currency === 'ZAR' ? '' : ' rand'} on ${formatDisplayDate(figures.latest.date)}`
        : 'n/a',
    ],
    ['First price shown', figures ? formatDisplayDate(figures.firstPrice.date) : 'n/a'],
  ];
  if (portfolio.currency !== 'ZAR')
    rows.push([
      'Exchange rate',
      `${formatUnitPrice(portfolio.exchangeRateMicro)} rand per ${portfolio.currency} on the latest price date; the unit price is the ${portfolio.currency} price at that rate`,
    ]);
  rows.push(['Document', portfolio.udwId]);
  return table(['Key facts', ''], rows, [150, '*']);
}

function charges(particulars: FactSheetParticulars): PdfContent {
  return table(
    ['Charge', 'A year', 'What it is'],
    [
      [
        'Total expense ratio (TER)',
        formatBp(particulars.terBp),
        'Managing and administering the portfolio',
      ],
      ['Transaction costs (TC)', formatBp(particulars.tcBp), 'Buying and selling its investments'],
      [
        'Total investment charge (TIC)',
        formatBp(particulars.ticBp),
        'TER and TC together, already taken from the unit price',
      ],
    ],
    [150, 60, '*'],
  );
}

function riskProfile(figures: FactSheetFigures | null): PdfContent {
  const rating = figures ? figures.riskRating : 'Not rated';
  const volatility = figures ? formatPct(figures.volatilityPct) : 'n/a';
  return table(
    ['Measure', 'This portfolio'],
    [
      ['Risk rating', rating],
      ['Volatility (last 3 years, annualised)', volatility],
      ['What it means', riskMeaningOf(rating)],
    ],
    [150, '*'],
  );
}

function againstBenchmark(figures: FactSheetFigures): PdfContent[] {
  const comparison = figures.benchmark;
  if (!comparison)
    return [{ text: 'No benchmark levels are available for this portfolio yet.', margin: [0, 4] }];
  const shown = (value: number | null) => (value === null ? 'Not yet' : formatPct(value));
  return [
    {
      text: `Returns a year to ${formatDisplayDate(comparison.asAt)}, the latest month end. "Not yet" means the portfolio's prices do not go back that far.`,
      style: 'small',
    },
    table(
      ['Period', 'From', 'Portfolio', 'Benchmark', 'Difference'],
      comparison.rows.map((row) => [
        row.label,
        row.fromDate ? formatDisplayDate(row.fromDate) : 'Not yet',
        shown(row.portfolioPct),
        shown(row.benchmarkPct),
        row.portfolioPct === null || row.benchmarkPct === null
          ? 'Not yet'
          : formatPct(Math.round((row.portfolioPct - row.benchmarkPct) * 100) / 100),
      ]),
      ['*', '*', '*', '*', '*'],
    ),
  ];
}

function allocation(particulars: FactSheetParticulars): PdfContent {
  return table(
    ['Asset class', 'Share of the portfolio'],
    particulars.assetMix.map((row) => [row.name, formatBp(row.shareBp)]),
    ['*', 120],
  );
}

function topHoldings(particulars: FactSheetParticulars): PdfContent {
  return table(
    ['Position', 'Holding', 'Share of the portfolio'],
    particulars.topHoldings.map((row) => [String(row.position), row.name, formatBp(row.shareBp)]),
    [50, '*', 120],
  );
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
  const { particulars } = input;
  const content: PdfContent[] = [
    { text: portfolio.name, style: 'title' },
    { text: `Portfolio fact sheet (minimum disclosure document) as at ${asAt}`, style: 'subtitle' },
    keyFacts(input),
    { text: 'Charges', style: 'heading' },
    charges(particulars),
    { text: 'Risk profile', style: 'heading' },
    riskProfile(figures),
  ];
  if (figures) {
    content.push(
      { text: 'Returns against the benchmark', style: 'heading' },
      ...againstBenchmark(figures),
    );
    content.push({ text: 'Price performance', style: 'heading' }, performance(figures));
  }
  if (particulars.assetMix.length > 0)
    content.push({ text: 'Allocation by asset class', style: 'heading' }, allocation(particulars));
  if (particulars.topHoldings.length > 0)
    content.push(
      { text: `Top ${particulars.topHoldings.length} holdings`, style: 'heading' },
      topHoldings(particulars),
    );
  if (figures) {
    content.push(
      { text: 'Month-end unit prices (last 12 months)', style: 'heading' },
      monthEnds(figures),
    );
  } else {
    content.push({ text: 'No unit prices are available for this portfolio yet.', margin: [0, 8] });
  }
  content.push(
    { text: 'Risks and disclaimers', style: 'heading' },
    { text: DISCLAIMER, style: 'small', margin: [0, 0, 0, 6] },
    { text: CHARGES_DISCLAIMER, style: 'small' },
  );
  return portalDocument({
    info: {
      title: `${portfolio.name} fact sheet`,
      author: portalName,
      subject: 'Portfolio fact sheet (minimum disclosure document)',
    },
    content,
    footerText: `${portalName} · generated ${formatDisplayDate(generatedOn)}`,
    fontSize: 9,
    identity: input.identity,
  });
}
