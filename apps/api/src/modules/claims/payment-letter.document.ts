import { formatDisplayDate } from '@portal/domain/dates';
import { formatRand } from '@portal/domain/money';
import { portalDocument } from '../pdf/document-frame';

/** Document content (tagged-pdf.mjs): plain data only, since it crosses to the PDF worker thread. */
type PdfContent = string | PdfContent[] | { [key: string]: unknown };

// A paid claim's payment letter (the claims issue): the gross amount, the fee, the tax with its
// directive number, the net amount paid, the account paid into (last four digits only) and the
// payment date.

export type PaymentLetterInput = {
  portalName: string;
  callCentrePhone: string;
  memberName: string;
  caseNo: string;
  claimTypeName: string;
  fundName: string;
  schemeNumber: string;
  membershipNumber: string;
  grossCents: number;
  feeCents: number;
  taxCents: number;
  netCents: number;
  directiveNumber: string | null;
  bank: { bankName: string; accountType: string; accountNumberMasked: string } | null;
  paidOn: string;
};

export function paymentLetterDocument(input: PaymentLetterInput): {
  definition: Record<string, unknown>;
  footer: PdfContent;
} {
  const amounts: PdfContent[][] = [
    ['Amount claimed (gross)', formatRand(input.grossCents)],
    ['Less: administration fee', formatRand(-input.feeCents)],
    [
      `Less: income tax${input.directiveNumber ? ` (SARS directive ${input.directiveNumber})` : ''}`,
      formatRand(-input.taxCents),
    ],
    [
      { text: 'Net amount paid', bold: true },
      { text: formatRand(input.netCents), bold: true, alignment: 'right' },
    ],
  ].map((row) =>
    row.map((cell, i) =>
      i === 1 && typeof cell === 'string' ? { text: cell, alignment: 'right' } : cell,
    ),
  );
  const content: PdfContent[] = [
    { text: 'Payment letter', style: 'title' },
    { text: `${input.claimTypeName} · case ${input.caseNo}`, style: 'subtitle' },
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
          ['Payment date', formatDisplayDate(input.paidOn)],
          [
            'Paid into',
            input.bank
              ? `${input.bank.bankName} ${input.bank.accountType.toLowerCase()} account ${input.bank.accountNumberMasked}`
              : '—',
          ],
        ].map(([label, value]) => [{ text: label, bold: true }, value]),
      },
    },
    {
      text: `Dear ${input.memberName}, we have paid your ${input.claimTypeName.toLowerCase()}. The amounts are:`,
      margin: [0, 0, 0, 8],
    },
    {
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 12],
      table: { headerRows: 0, widths: ['*', 140], body: amounts },
    },
    {
      text: 'The tax was deducted as SARS directed in the tax directive named above; SARS decides the final tax when it assesses your return for the tax year, and may have deducted any tax debt it is owed.',
      style: 'small',
      margin: [0, 0, 0, 6],
    },
    {
      text: `Questions? Call us on ${input.callCentrePhone}, Monday to Friday 08:00 to 17:00, and quote case ${input.caseNo}.`,
      style: 'small',
    },
  ];
  return portalDocument({
    info: {
      title: `Payment letter ${input.caseNo}`,
      author: input.portalName,
      subject: 'Payment letter',
    },
    content,
    footerText: `${input.portalName} · payment letter ${input.caseNo}`,
  });
}
