import { groupCoverLines } from '../fund-details/group-cover';
import { formatRand } from '@portal/domain/money';
import type { StatementData } from './statement-data';
import { formatPercent, table, type PdfContent } from './statement-layout';

// The statement's insured benefits and the beneficiaries nominated, with the section 37C reminder.

/** Section 37C of the Pension Funds Act in full sentences (reference sa-disclosure-and-rights.md). */
export const SECTION_37C_REMINDER = [
  'Who receives your death benefit (section 37C of the Pension Funds Act): if you die, the fund’s trustees decide who receives the benefit, among the people who depended on you and the people you nominated.',
  'Your nomination guides the trustees, but it does not bind them.',
  'The trustees have at least 12 months after your death to trace the people who depended on you before they decide.',
  'Keep your nomination up to date in the portal’s Beneficiaries page or with the fund.',
].join(' ');

/** A nomination's beneficiaries as a table of names, relationships and shares. */
function beneficiaryTable(
  list: readonly { name: string; relationship: string; sharePct: number }[],
) {
  return table(
    ['Beneficiary', 'Relationship', 'Share'],
    list.map((b) => [b.name, b.relationship || '—', formatPercent(b.sharePct)]),
    ['*', 130, 70],
    [2],
  );
}

/**
 * The insured benefits (the employer fund's group cover, the unapproved life cover under the same
 * product) and the beneficiaries nominated for the fund and the life cover, with the section 37C
 * reminder for a retirement fund.
 */
export function cover(data: StatementData): PdfContent[] {
  const { covers } = data;
  const content: PdfContent[] = [...groupCover(data)];
  if (covers.lifeCover)
    content.push(
      { text: 'Unapproved life cover', style: 'heading' },
      table(
        ['', ''],
        [['Insured amount', formatRand(covers.lifeCover.amountCents)]],
        ['*', 120],
        [1],
      ),
    );
  const beneficiaries = data.beneficiaries;
  const fundList = beneficiaries?.fund ?? [];
  const isRetirementFund = data.identity
    ? data.identity.fund.kind === 'Retirement fund'
    : data.fund.isTwoPot;
  // A product outside the Pension Funds Act with no nomination (its value goes to the estate)
  // has no beneficiaries to list.
  if (!beneficiaries || fundList.length > 0 || isRetirementFund || beneficiaries.lifeCover)
    content.push({ text: 'Your beneficiaries', style: 'heading' });
  if (!beneficiaries)
    content.push(
      table(
        ['', ''],
        [['Beneficiaries nominated for this fund', String(covers.fundBeneficiaryCount)]],
        ['*', 120],
        [1],
      ),
    );
  else if (fundList.length > 0)
    content.push(
      { text: 'Nominated for this fund', bold: true, margin: [0, 2, 0, 0] },
      beneficiaryTable(fundList),
    );
  else if (isRetirementFund)
    content.push({
      text: 'You have not nominated anyone to receive the benefit of this fund if you die.',
      margin: [0, 2, 0, 4],
    });
  if (beneficiaries?.lifeCover)
    content.push(
      ...(beneficiaries.lifeCover.length === 0
        ? [
            {
              text: 'You have not nominated anyone for your unapproved life cover.',
              margin: [0, 2, 0, 4],
            },
          ]
        : [
            { text: 'Nominated for your unapproved life cover', bold: true, margin: [0, 2, 0, 0] },
            beneficiaryTable(beneficiaries.lifeCover),
          ]),
    );
  if (isRetirementFund)
    content.push({ text: SECTION_37C_REMINDER, style: 'small', margin: [0, 0, 0, 8] });
  return content;
}

/** The employer fund's group cover: its benefits and premiums, or that it ended or is none. */
function groupCover(data: StatementData): PdfContent[] {
  if (!data.groupCover) return [];
  const { rows, notes } = groupCoverLines(data.groupCover);
  return [
    { text: 'Group cover', style: 'heading' },
    ...(rows.length ? [table(['', ''], rows, ['*', 120], [1])] : []),
    ...notes.map((note) => ({ text: note, style: 'small', margin: [0, 0, 0, 4] })),
  ];
}
