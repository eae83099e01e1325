import { addDays, ageOn, formatDisplayDate } from '@portal/domain/dates';
import { contributionsStoppedOn } from '@portal/domain/group-cover';
import { formatRand } from '@portal/domain/money';
import { STATEMENT_TYPE_NAMES } from '@portal/domain/statements';
import { periodText, type StatementData } from './statement-data';
import { rateText, table, type PdfContent } from './statement-layout';

// The statement's first sections: who and which fund, and what it is worth and how it changed.

/** The normal retirement date on record (else the projection's), with the age then. */
function retirementRow(data: StatementData): [string, string] | null {
  const dateOfBirth = data.member.dateOfBirth;
  const withAge = (date: string) =>
    dateOfBirth
      ? `${formatDisplayDate(date)} (age ${ageOn(dateOfBirth, date)})`
      : formatDisplayDate(date);
  if (data.fund.normalRetirementDate)
    return ['Normal retirement date', withAge(data.fund.normalRetirementDate)];
  if (data.projection)
    return [
      'Retirement date assumed in your projection',
      `${formatDisplayDate(data.projection.inputs.retirementDate)} (age ${data.projection.retirementAge})`,
    ];
  return null;
}

export function details(data: StatementData, generatedOn: string): PdfContent[] {
  const { fund, member, period } = data;
  const rows: [string, string][] = [['Member', member.fullName]];
  if (member.dateOfBirth) rows.push(['Date of birth', formatDisplayDate(member.dateOfBirth)]);
  rows.push(
    ['ID or passport number', member.idNumberLastFour ? `ending ${member.idNumberLastFour}` : '—'],
    ['Fund', fund.fullProductName],
    ['Scheme', `${fund.schemeName ?? fund.fundName} (${fund.schemeNumber})`],
  );
  if (fund.employerName) rows.push(['Employer', fund.employerName]);
  rows.push(
    ['Membership number', fund.membershipNumber],
    ['Date joined the fund', formatDisplayDate(fund.dateJoined)],
  );
  const retirement = retirementRow(data);
  if (retirement) rows.push(retirement);
  // An employer fund's salary and rates, as the fund details' Information tab gives them; a
  // paid-up member's are the last that applied, until contributions stopped.
  if (fund.productTypeCategory === 'Institutional') {
    const stopped = contributionsStoppedOn({
      accountStatus: fund.accountStatus ?? null,
      accountStatusEffectiveDate: fund.accountStatusEffectiveDate ?? null,
    });
    const until = stopped ? ` (until contributions stopped on ${formatDisplayDate(stopped)})` : '';
    const salary = fund.annualPensionableSalaryCents;
    if (salary !== null && salary !== undefined)
      rows.push([
        stopped ? 'Last annual pensionable salary' : 'Annual pensionable salary',
        formatRand(salary),
      ]);
    if (fund.memberContributionRateBp !== null && fund.memberContributionRateBp !== undefined)
      rows.push([
        'Your contribution rate',
        `${rateText(fund.memberContributionRateBp)} of your pensionable salary${until}`,
      ]);
    if (fund.employerContributionRateBp !== null && fund.employerContributionRateBp !== undefined)
      rows.push([
        'Your employer’s contribution rate',
        `${rateText(fund.employerContributionRateBp)} of your pensionable salary${until}`,
      ]);
  }
  rows.push(
    ['Statement', STATEMENT_TYPE_NAMES[period.type]],
    ['Period', periodText(period)],
    ['Produced on', formatDisplayDate(generatedOn)],
  );
  return [
    { text: 'You and your fund', style: 'heading' },
    {
      layout: 'noBorders',
      margin: [0, 0, 0, 10],
      table: {
        widths: [170, '*'],
        body: rows.map(([label, value]) => [{ text: label, bold: true }, value]),
      },
    },
  ];
}

export function reconciliation(data: StatementData): PdfContent[] {
  const r = data.reconciliation;
  const line = (label: string, sign: string, cents: number): PdfContent[] => [
    label,
    sign,
    formatRand(cents),
  ];
  // A switch is neither money in nor money out (DESIGN §1e): its legs stand on one line, netted.
  const switchesNet = r.switchesIn - r.switchesOut;
  const switchLabel =
    r.switchesIn === 0 && r.switchesOut === 0
      ? 'Switches between portfolios or pots'
      : `Switches between portfolios or pots (in ${formatRand(r.switchesIn)}, out ${formatRand(r.switchesOut)})`;
  const signed = (cents: number) => (cents < 0 ? '−' : '+');
  const rows = [
    line(
      `Opening value on ${formatDisplayDate(addDays(data.period.start, -1))}`,
      '',
      r.openingValue,
    ),
    line('Contributions', '+', r.contributions),
    line('Transfers in', '+', r.transfersIn),
    line(
      data.fund.isLivingAnnuity ? 'Income paid to you (before tax)' : 'Withdrawals',
      '−',
      r.withdrawals,
    ),
    line('Fees and premiums', '−', r.fees),
    line(switchLabel, signed(switchesNet), Math.abs(switchesNet)),
    // A loss is taken away, as the other outflows are: '− R 500.00', never '+ −R 500.00'.
    line('Investment return', signed(r.investmentReturn), Math.abs(r.investmentReturn)),
    [
      { text: `Closing value on ${formatDisplayDate(data.period.end)}`, bold: true },
      '=',
      { text: formatRand(r.closingValue), bold: true, alignment: 'right' },
    ],
  ];
  const content: PdfContent[] = [
    { text: 'Investment reconciliation', style: 'heading' },
    table(['', '', 'Amount'], rows, ['*', 20, 120], [2]),
    {
      text:
        `${formatRand(r.openingValue)} + ${formatRand(r.contributions)} + ${formatRand(r.transfersIn)} − ` +
        `${formatRand(r.withdrawals)} − ${formatRand(r.fees)} ${signed(switchesNet)} ${formatRand(Math.abs(switchesNet))} ` +
        `${signed(r.investmentReturn)} ${formatRand(Math.abs(r.investmentReturn))} = ${formatRand(r.closingValue)}`,
      style: 'small',
      margin: [0, 0, 0, 8],
    },
    { text: 'Summary', style: 'heading' },
    table(
      ['', 'Amount'],
      [
        ['Opening balance', formatRand(r.summary.openingBalance)],
        ['Contributions (money in)', formatRand(r.summary.contributionsAndSwitches)],
        [
          'Withdrawals, fees, and expenses (money out)',
          formatRand(r.summary.withdrawalsFeesAndExpenses),
        ],
        ['Investment return', formatRand(r.summary.investmentReturn)],
        ['Closing balance', formatRand(r.summary.closingBalance)],
      ],
      ['*', 120],
      [1],
    ),
  ];
  // Only an employer fund has contributions by payer; a retail plan's are the member's own.
  if (data.fund.productTypeCategory === 'Institutional') {
    // A short table stays on one page with its heading.
    content.push({
      unbreakable: true,
      stack: [
        { text: 'Contributions', style: 'heading' },
        table(
          ['Paid by', 'Amount'],
          [
            ['Member', formatRand(r.memberContributions)],
            ['Employer', formatRand(r.employerContributions)],
            [{ text: 'Total', bold: true }, formatRand(r.contributions)],
          ],
          ['*', 120],
          [1],
        ),
      ],
    });
  }
  return content;
}
