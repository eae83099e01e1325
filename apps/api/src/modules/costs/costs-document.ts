import type { FundCosts } from '@portal/contract/costs';
import { formatDisplayDate } from '@portal/domain/dates';
import { centsFromRand, formatRand } from '@portal/domain/money';
import { eacPercentText } from '@portal/domain/eac';
import type { FundIdentity } from '../../fund-identity';
import { complaintsSection, portalDocument } from '../pdf/document-frame';

/** Document content (tagged-pdf.mjs): plain data only, since it crosses to the PDF worker thread. */
type PdfContent = string | PdfContent[] | { [key: string]: unknown };

// The Effective Annual Cost disclosure (docs/decisions/040-effective-annual-cost.md): one A4 page
// with the table of terms and components, the figures it came from, the method and the footnotes.

export type CostsDocumentInput = {
  portalName: string;
  costs: FundCosts;
  generatedOn: string;
  /** The member's fund (fund-identity.ts): its letterhead, footer and complaints section. */
  identity: FundIdentity;
};

const LAYOUT = 'lightHorizontalLines';

/** A rate a year in percent to two decimals: 1.25 → "1.25 %". */
export function percentText(value: number): string {
  return `${value.toFixed(2)} %`;
}

const rand = (value: number) => formatRand(centsFromRand(value));

/** The components in the standard's order; "other" only when disclosed. */
export function componentRows(costs: FundCosts): { name: string; values: number[] }[] {
  const rows = [
    {
      name: 'Investment management',
      values: costs.terms.map((t) => t.figures.investmentManagement),
    },
    { name: 'Advice', values: costs.terms.map((t) => t.figures.advice) },
    { name: 'Administration', values: costs.terms.map((t) => t.figures.administration) },
  ];
  if (costs.showsOther)
    rows.push({ name: 'Other', values: costs.terms.map((t) => t.figures.other) });
  rows.push({ name: 'Effective Annual Cost', values: costs.terms.map((t) => t.figures.total) });
  return rows;
}

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

function eacTable(costs: FundCosts): PdfContent {
  return table(
    ['Cost', ...costs.terms.map((t) => t.label)],
    componentRows(costs).map((row) => [row.name, ...row.values.map(eacPercentText)]),
    [130, ...costs.terms.map(() => '*')],
  );
}

function inputsTable(costs: FundCosts): PdfContent {
  const { inputs } = costs;
  const cap =
    inputs.adminFeeCap === null
      ? ''
      : `, at most ${percentText(inputs.adminFeeCap)} a year of the value`;
  return table(
    ['Figure', 'Value'],
    [
      ['Value of your savings', `${rand(inputs.value)} on ${formatDisplayDate(inputs.valueDate)}`],
      ['Contribution a month', rand(inputs.monthlyContribution)],
      ['Administration fee', `${rand(inputs.monthlyAdminFee)} a month${cap}`],
      ['Asset-based fee', `${percentText(inputs.assetBasedFee)} a year`],
      ['Advice fee', `${percentText(inputs.adviceFee)} a year`],
      ['Assumed growth before charges', `${percentText(inputs.assumedGrowth)} a year`],
    ],
    [180, '*'],
  );
}

function holdingsTable(costs: FundCosts): PdfContent {
  return table(
    ['Portfolio', 'Share', 'TER', 'TC', 'TIC'],
    costs.inputs.holdings.map((h) => [
      h.portfolioName,
      percentText(h.share),
      percentText(h.totalExpenseRatio),
      percentText(h.transactionCosts),
      percentText(h.totalInvestmentCharge),
    ]),
    ['*', 50, 50, 50, 50],
  );
}

/** The disclosure as a document definition (tagged-pdf.mjs), and its footer template. */
export function costsDocument(input: CostsDocumentInput): {
  definition: Record<string, unknown>;
  footer: PdfContent;
} {
  const { costs, portalName, generatedOn } = input;
  const content: PdfContent[] = [
    { text: 'Effective Annual Cost', style: 'title' },
    {
      text: `${costs.productName} (${costs.schemeNumber}), as at ${formatDisplayDate(costs.inputs.valueDate)}`,
      style: 'subtitle',
    },
    { text: 'Your Effective Annual Cost', style: 'heading' },
    {
      text: 'The percentage of your savings’ value that charges take each year, if you stay invested for each period.',
      margin: [0, 0, 0, 4],
    },
    eacTable(costs),
    { text: 'The figures behind it', style: 'heading' },
    inputsTable(costs),
    { text: 'Your portfolios’ investment charges', style: 'heading' },
    holdingsTable(costs),
    { text: 'How it is worked out', style: 'heading' },
    ...costs.method.map((text) => ({ text, margin: [0, 0, 0, 4] })),
    { text: 'Notes', style: 'heading' },
    { ul: costs.footnotes },
    ...complaintsSection(input.identity),
  ];
  return portalDocument({
    info: {
      title: `Effective Annual Cost: ${costs.productName}`,
      author: portalName,
      subject: 'Effective Annual Cost disclosure',
    },
    content,
    footerText: `${portalName} · generated ${formatDisplayDate(generatedOn)}`,
    identity: input.identity,
  });
}

/** "Effective Annual Cost 1234567.pdf". */
export function costsFileName(schemeNumber: string): string {
  const safe = schemeNumber.replace(/[^A-Za-z0-9-]/g, '');
  return `Effective Annual Cost ${safe || 'fund'}.pdf`;
}
