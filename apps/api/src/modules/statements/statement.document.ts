import {
  VESTED_AT_RETIREMENT,
  VESTED_COMPONENT_HOLDS,
  VESTED_ON_LEAVING,
  VESTED_PARTS,
} from '@portal/domain/vested-component';
import { STATEMENT_TYPE_NAMES } from '@portal/domain/statements';
import { periodText, type StatementData } from './statement-data';
import { complaintsSection, portalDocument } from '../pdf/document-frame';
import type { PdfContent } from './statement-layout';
import { details, reconciliation } from './statement-details';
import { annuityIncome, charges, memberReturn, savingsWithdrawals } from './statement-earnings';
import {
  effectiveAnnualCost,
  portfolios,
  pots,
  projection,
  taxFreeLimits,
  transactions,
} from './statement-outlook';
import { cover } from './statement-cover';
export { SECTION_37C_REMINDER } from './statement-cover';

// The statement's layout in the order members read it (spec 2 §7, issue 45): (1) who and which
// fund, with the dates of birth, joining and normal retirement, and an employer fund's salary and
// rates; (2) what it is worth and how it changed: the reconciliation with switches on their own
// line, contributions by payer, withdrawals told in full, a product's own figures and the
// portfolios held; (3) what it earned after charges and the charges in rand and as a percentage;
// (4) the insured benefits and the beneficiaries with the section 37C reminder; (5) the two-pot
// components and their rules; (6) the projection at retirement in today's money; (7) the
// Effective Annual Cost, or an umbrella fund's reminder; then the period's transactions, what each
// figure means, and (8) complaints and contacts.

export const DEFINITIONS: readonly [string, string][] = [
  [
    'Opening value',
    'The value of your units at the end of the day before the period starts: the units you held times the latest unit price on or before that day.',
  ],
  [
    'Closing value',
    'The value of your units at the end of the last day of the period, valued the same way.',
  ],
  ['Contributions', 'Money paid into the fund for you by you and by your employer.'],
  ['Transfers in', 'Money transferred into this fund from another fund.'],
  [
    'Switches',
    'Money moved between the fund’s portfolios, or between your two-pot components, at your request or by the fund’s rules. A switch is neither money in nor money out: what leaves one portfolio enters another on the same day, so the line nets to nothing.',
  ],
  [
    'Withdrawals',
    'Money paid out of the fund to you or for you, such as a savings pot withdrawal, a claim or income payments, before the tax withheld from it and after the withdrawal fee.',
  ],
  [
    'Fees and premiums',
    'The administration fees, asset-based fees, group risk premiums, savings withdrawal fees and switch fees taken from your fund. The investment charges of the portfolios (their TER) are not here: they are in the unit prices.',
  ],
  [
    'Investment return',
    'The growth or loss on your investments in the period after the portfolios’ own investment charges and before the fees and premiums shown above: the closing value less the opening value and the money that came in, plus the money that went out and the fees and premiums.',
  ],
  [
    'Your return after charges',
    'The money-weighted rate of return on the money you put in, after every fee and premium: the opening value and your contributions and transfers in, against the money paid to you and the closing value.',
  ],
  [
    'Two-pot components',
    'From 1 September 2024 contributions go one third to the savings component and two thirds to the retirement component.',
  ],
  ['Vested component', [VESTED_COMPONENT_HOLDS, VESTED_ON_LEAVING, VESTED_AT_RETIREMENT].join(' ')],
  ['Vested: available and not available', VESTED_PARTS],
];

/** The definitions that belong to the two-pot components' table. */
const TWO_POT_TERMS = new Set([
  'Two-pot components',
  'Vested component',
  'Vested: available and not available',
]);

/** The statement as a document definition (tagged-pdf.mjs), and its footer template ({page}, {pages}). */
export function statementDocument(
  data: StatementData,
  options: { portalName: string; generatedOn: string },
): { definition: Record<string, unknown>; footer: PdfContent } {
  const content: PdfContent[] = [
    { text: STATEMENT_TYPE_NAMES[data.period.type], style: 'title' },
    { text: `${data.fund.fullProductName} · ${periodText(data.period)}`, style: 'subtitle' },
    // 1. Who and which fund.
    ...details(data, options.generatedOn),
    // 2. What it is worth and how it changed.
    ...reconciliation(data),
    ...savingsWithdrawals(data),
    ...annuityIncome(data),
    ...taxFreeLimits(data),
    ...portfolios(data),
    // 3. What it earned after charges, and the charges.
    ...memberReturn(data),
    ...charges(data),
    // 4. Insured benefits and beneficiaries.
    ...cover(data),
    // 5. The two-pot components and their rules.
    ...pots(data),
    // 6. The projection at retirement in today's money.
    ...projection(data),
    // 7. The Effective Annual Cost, or an umbrella fund's reminder.
    ...effectiveAnnualCost(data),
    // The period's transactions and what each figure means.
    ...transactions(data),
    { text: 'How the figures are defined', style: 'heading' },
    // A product without two-pot components has no use for their definitions.
    ...DEFINITIONS.filter(([term]) => data.fund.isTwoPot || !TWO_POT_TERMS.has(term)).map(
      ([term, meaning]) => ({
        text: [{ text: `${term}: `, bold: true }, meaning],
        style: 'small',
        margin: [0, 0, 0, 4],
      }),
    ),
    // 8. Where a question or complaint goes: the fund, then its ombud.
    ...(data.identity ? complaintsSection(data.identity) : []),
  ];
  return portalDocument({
    info: { title: data.name, author: options.portalName, subject: 'Benefit statement' },
    content,
    footerText: `${options.portalName} · ${data.name} · membership ${data.fund.membershipNumber}`,
    fontSize: 9,
    // The fund's letterhead on the first page and its registration in every page's footer.
    ...(data.identity ? { identity: data.identity } : {}),
  });
}
