import { formatDisplayDate } from '@portal/domain/dates';
import { formatPrice, formatRand, formatUnits } from '@portal/domain/money';
import type { FundIdentity } from '../../fund-identity';
import { complaintsSection, portalDocument } from '../pdf/document-frame';

/** Document content (tagged-pdf.mjs): plain data only, since it crosses to the PDF worker thread. */
type PdfContent = string | PdfContent[] | { [key: string]: unknown };

// A done switch's confirmation letter (docs/decisions/041-online-switches.md): the fund, what
// moved, the targets, the trade date, and each row traded with its units, price and amount; the
// fee. Rendered once when the switch is traded and kept among the member's documents.

export type SwitchLetterInput = {
  portalName: string;
  /** The member's fund (fund-identity.ts): its letterhead, footer and complaints section. */
  identity: FundIdentity;
  memberName: string;
  fundName: string;
  schemeNumber: string;
  membershipNumber: string;
  instructionId: number;
  hubReference: string;
  scopeWords: string;
  tradeDate: string;
  targets: { portfolioName: string; allocationBp: number }[];
  trades: {
    type: 'switch_out' | 'switch_in' | 'fee';
    portfolioName: string;
    units: number;
    priceMicro: number;
    amountCents: number;
  }[];
  feeCents: number;
};

const TYPE_NAMES = { switch_out: 'Switch out', switch_in: 'Switch in', fee: 'Switch fee' } as const;

export function switchLetterTitle(instructionId: number): string {
  return `Switch confirmation ${instructionId}`;
}

export function switchLetterDocument(input: SwitchLetterInput): {
  definition: Record<string, unknown>;
  footer: PdfContent;
} {
  const right = (text: string) => ({ text, alignment: 'right' });
  const header = ['Row', 'Portfolio', 'Units', 'Unit price', 'Amount'].map((text, i) => ({
    text,
    bold: true,
    ...(i >= 2 ? { alignment: 'right' } : {}),
  }));
  const rows: PdfContent[][] = input.trades.map((t) => [
    TYPE_NAMES[t.type],
    t.portfolioName,
    right(formatUnits(t.units)),
    right(formatPrice(t.priceMicro)),
    right(formatRand(t.amountCents)),
  ]);
  const content: PdfContent[] = [
    { text: 'Switch confirmation', style: 'title' },
    {
      text: `Instruction ${input.instructionId} · hub reference ${input.hubReference}`,
      style: 'subtitle',
    },
    {
      layout: 'noBorders',
      margin: [0, 0, 0, 10],
      table: {
        widths: [150, '*'],
        body: [
          ['Member', input.memberName],
          ['Fund', input.fundName],
          ['Scheme number', input.schemeNumber],
          ['Membership number', input.membershipNumber],
          ['What moved', input.scopeWords],
          ['Traded at the unit prices of', formatDisplayDate(input.tradeDate)],
          ['Switch fee', formatRand(input.feeCents)],
        ].map(([label, value]) => [{ text: label, bold: true }, value]),
      },
    },
    { text: 'Your new investment choice', style: 'heading' },
    {
      ul: input.targets.map((t) => `${t.portfolioName}: ${t.allocationBp / 100} %`),
      margin: [0, 4, 0, 10],
    },
    { text: 'What was traded', style: 'heading' },
    rows.length > 0
      ? {
          layout: 'lightHorizontalLines',
          margin: [0, 4, 0, 12],
          table: { headerRows: 1, widths: [60, '*', 70, 70, 80], body: [header, ...rows] },
        }
      : {
          text: 'Only your future contributions were switched: no units were traded.',
          margin: [0, 4, 0, 12],
        },
    {
      text: 'Each amount is the units times the unit price, to the cent. Your savings are worth the same after the switch as before it, apart from any switch fee.',
      style: 'small',
      margin: [0, 0, 0, 6],
    },
    {
      text: `When you ask about this switch, please quote instruction ${input.instructionId}.`,
      style: 'small',
    },
    ...complaintsSection(input.identity),
  ];
  return portalDocument({
    info: {
      title: switchLetterTitle(input.instructionId),
      author: input.portalName,
      subject: 'Switch confirmation',
    },
    content,
    footerText: `${input.portalName} · switch confirmation ${input.instructionId}`,
    identity: input.identity,
  });
}
