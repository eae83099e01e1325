import { formatDisplayDate } from '@portal/domain/dates';
import { formatRand } from '@portal/domain/money';
import { SAVINGS_WITHDRAWAL_MINIMUM_CENTS } from '@portal/domain/savings-withdrawal';
import type { FundIdentity } from '../../fund-identity';
import { complaintsSection, portalDocument } from '../pdf/document-frame';
import type { SavingsWithdrawalTold } from './savings-withdrawal-told';

/** Document content (tagged-pdf.mjs): plain data only, since it crosses to the PDF worker thread. */
type PdfContent = string | PdfContent[] | { [key: string]: unknown };

// A paid claim's payment letter (the claims issue; issue 45 "Withdrawals told in full"), as a
// fund writes one: on the fund's letterhead with its registration (portalDocument's identity),
// dated the day it was written (the payment date), to the member by title and name as their
// statement gives them, at their address, with their income tax number; the gross amount, the fee,
// the tax with its directive number and the net amount paid, the account paid into (last four
// digits only); for a savings withdrawal, the savings pot left and the earliest next withdrawal;
// and the route of a question or complaint.

export type PaymentLetterInput = {
  portalName: string;
  /** The fund's identity (fund-identity.ts), built by the service: plain data. */
  identity: FundIdentity;
  /** The member's title and name as their statement gives them ('Dr Aisha Patel'). */
  memberName: string;
  /** The member's address, one line per element; empty when none is on record. */
  address: string[];
  /** The member's income tax reference number, or null when the fund has none on record. */
  taxNumber: string | null;
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
  /** The payment date: the day the letter was written, its date. */
  paidOn: string;
  /** A savings withdrawal: the pot left after it and the earliest next one; null otherwise. */
  savingsWithdrawal: Pick<
    SavingsWithdrawalTold,
    'savingsPotAfterCents' | 'nextWithdrawalFrom'
  > | null;
};

const right = (text: string): PdfContent => ({ text, alignment: 'right' });

function amountsTable(input: PaymentLetterInput): PdfContent {
  const body: PdfContent[][] = [
    ['Amount claimed (gross)', right(formatRand(input.grossCents))],
    ['Less: withdrawal fee', right(formatRand(-input.feeCents))],
    [
      `Less: income tax withheld${input.directiveNumber ? ` (SARS tax directive ${input.directiveNumber})` : ''}`,
      right(formatRand(-input.taxCents)),
    ],
    [
      { text: 'Net amount paid to you', bold: true },
      { text: formatRand(input.netCents), bold: true, alignment: 'right' },
    ],
  ];
  return {
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 8],
    table: { headerRows: 0, widths: ['*', 140], body },
  };
}

/** A savings withdrawal's pot left after it and the earliest day of the next one. */
function savingsPotSection(input: PaymentLetterInput): PdfContent[] {
  const withdrawal = input.savingsWithdrawal;
  if (!withdrawal) return [];
  const paidOn = formatDisplayDate(input.paidOn);
  const next = formatDisplayDate(withdrawal.nextWithdrawalFrom);
  return [
    {
      unbreakable: true,
      stack: [
        { text: 'Your savings pot', style: 'heading' },
        {
          layout: 'lightHorizontalLines',
          margin: [0, 2, 0, 6],
          table: {
            headerRows: 0,
            widths: ['*', 140],
            body: [
              [
                `Savings pot left after this withdrawal, on ${paidOn}`,
                right(formatRand(withdrawal.savingsPotAfterCents)),
              ],
              ['Earliest date of your next savings withdrawal', right(next)],
            ],
          },
        },
        {
          text: `You may make one savings withdrawal a tax year (1 March to the end of February), of at least ${formatRand(SAVINGS_WITHDRAWAL_MINIMUM_CENTS)} before the fee and tax. Your next one can be paid from ${next}, if your savings pot then holds at least ${formatRand(SAVINGS_WITHDRAWAL_MINIMUM_CENTS)}. What is left in your savings pot stays invested for you.`,
          style: 'small',
          margin: [0, 0, 0, 8],
        },
      ],
    },
  ];
}

export function paymentLetterDocument(input: PaymentLetterInput): {
  definition: Record<string, unknown>;
  footer: PdfContent;
} {
  const { identity } = input;
  const addressee = [input.memberName, ...input.address].join('\n');
  const content: PdfContent[] = [
    { text: 'Payment letter', style: 'title' },
    { text: `${input.claimTypeName} · case ${input.caseNo}`, style: 'subtitle' },
    {
      columns: [
        { text: addressee, width: '*' },
        { text: formatDisplayDate(input.paidOn), width: 120, alignment: 'right' },
      ],
      margin: [0, 0, 0, 10],
    },
    {
      layout: 'noBorders',
      margin: [0, 0, 0, 10],
      table: {
        widths: [150, '*'],
        body: [
          ['Member', input.memberName],
          ['Income tax reference number', input.taxNumber ?? 'Not known to the fund'],
          ['Fund', input.fundName],
          ['Scheme number', input.schemeNumber],
          ['Membership number', input.membershipNumber],
          ['Case number', input.caseNo],
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
      text: `Dear ${input.memberName}`,
      margin: [0, 0, 0, 6],
    },
    {
      text: `We paid your ${input.claimTypeName.toLowerCase()} on ${formatDisplayDate(input.paidOn)}. The amounts are:`,
      margin: [0, 0, 0, 8],
    },
    amountsTable(input),
    {
      text: 'The tax was deducted as SARS directed in the tax directive named above; SARS decides the final tax when it assesses your return for the tax year, and may have deducted any tax debt it is owed.',
      style: 'small',
      margin: [0, 0, 0, 6],
    },
    ...savingsPotSection(input),
    ...complaintsSection(identity),
    {
      text: `Please quote case ${input.caseNo} when you contact us.`,
      margin: [0, 6, 0, 10],
    },
    {
      text: `Yours sincerely\n${identity.administrator.name}, for ${identity.fund.fundName}`,
    },
  ];
  return portalDocument({
    info: {
      title: `Payment letter ${input.caseNo}`,
      author: input.portalName,
      subject: 'Payment letter',
    },
    content,
    footerText: `${input.portalName} · payment letter ${input.caseNo} · ${formatDisplayDate(input.paidOn)}`,
    identity,
  });
}
