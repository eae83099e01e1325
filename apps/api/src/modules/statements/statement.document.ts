import { addDays, ageOn, formatDisplayDate } from '@portal/domain/dates';
import {
  VESTED_AT_RETIREMENT,
  VESTED_COMPONENT_HOLDS,
  VESTED_ON_LEAVING,
  VESTED_PARTS,
} from '@portal/domain/vested-component';
import { eacPercentText } from '@portal/domain/eac';
import { contributionsStoppedOn } from '@portal/domain/group-cover';
import { componentRows } from '../costs/costs-document';
import { groupCoverLines } from '../fund-details/group-cover';
import {
  centsFromRand,
  formatPrice,
  formatRand,
  formatUnits,
  percentFromBasisPoints,
} from '@portal/domain/money';
import { STATEMENT_TYPE_NAMES } from '@portal/domain/statements';
import {
  CPI_BP,
  SCENARIO_SPREAD_BP,
  TARGET_REPLACEMENT_BP,
} from '@portal/domain/projection-assumptions';
import { periodText, type StatementData } from './statement-data';
import { complaintsSection, portalDocument } from '../pdf/document-frame';
import {
  DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS,
  SAVINGS_WITHDRAWAL_MINIMUM_CENTS,
} from '@portal/domain/savings-withdrawal';
import { DE_MINIMIS_CENTS, TWO_POT_START } from '@portal/domain/retirement-rules';

/** Document content (tagged-pdf.mjs): plain data only, since it crosses to the PDF worker thread. */
type PdfContent = string | PdfContent[] | { [key: string]: unknown };

// The statement's layout in the order members read it (spec 2 §7, issue 45): (1) who and which
// fund, with the dates of birth, joining and normal retirement, and an employer fund's salary and
// rates; (2) what it is worth and how it changed: the reconciliation with switches on their own
// line, contributions by payer, withdrawals told in full, a product's own figures and the
// portfolios held; (3) what it earned after charges and the charges in rand and as a percentage;
// (4) the insured benefits and the beneficiaries with the section 37C reminder; (5) the two-pot
// components and their rules; (6) the projection at retirement in today's money; (7) the
// Effective Annual Cost, or an umbrella fund's reminder; then the period's transactions, what each
// figure means, and (8) complaints and contacts.

const LAYOUT = 'lightHorizontalLines';

function table(
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
function rateText(bp: number): string {
  return `${percentFromBasisPoints(bp).toFixed(2)} %`;
}

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

function details(data: StatementData, generatedOn: string): PdfContent[] {
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

function reconciliation(data: StatementData): PdfContent[] {
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

/** The member's return after charges (DESIGN §1e), the IRR panel's figure for the same dates. */
function memberReturn(data: StatementData): PdfContent[] {
  const r = data.reconciliation;
  const rate = r.memberReturn;
  return [
    {
      unbreakable: true,
      stack: [
        { text: 'Your return after charges', style: 'heading' },
        rate === null
          ? {
              text: 'There is no single rate of return for this period: too little money moved in it.',
              margin: [0, 2, 0, 10],
            }
          : table(
              ['', 'Return'],
              [
                [
                  `Over the period (${periodText(data.period)})`,
                  `${formatPercent(rate.periodPct)}`,
                ],
                ['A year, on average (annualised)', `${formatPercent(rate.annualisedPct)}`],
              ],
              ['*', 120],
              [1],
            ),
        {
          text: 'The return on the money you put in, after the portfolios’ investment charges and after every fee and premium taken from your fund: only your contributions, transfers and the money paid to you count as flows. It is the same figure as the internal rate of return the portal shows for these dates.',
          style: 'small',
          margin: [0, 0, 0, 8],
        },
      ],
    },
  ];
}

/**
 * The charges the member bore in the period (the reconciliation's "Fees and premiums"): each kind
 * in rand and as a percentage of the period's average value, with that basis in words.
 */
function charges(data: StatementData): PdfContent[] {
  const c = data.charges;
  if (!c) return [];
  const r = data.reconciliation;
  const span = data.period.type === 'Annual' ? 'the year' : 'the period';
  const pct = (value: number | null) => (value === null ? '—' : formatPercent(value));
  const rows: PdfContent[][] = c.lines.map((line) => [
    line.label,
    formatRand(line.cents),
    pct(line.pct),
  ]);
  rows.push([
    { text: 'Total charges', bold: true },
    { text: formatRand(c.total), bold: true },
    { text: pct(c.totalPct), bold: true },
  ]);
  return [
    {
      unbreakable: true,
      stack: [
        { text: `What you paid in charges in ${span}`, style: 'heading' },
        c.lines.length === 0
          ? {
              text: `No fees or premiums were taken from your fund in ${span}.`,
              margin: [0, 2, 0, 4],
            }
          : table(['Charge', 'Amount', 'Of average value'], rows, ['*', 100, 90], [1, 2]),
        {
          text: `Each percentage is the charge divided by your fund’s average value in ${span}, ${formatRand(c.averageValue)}: the average of the opening value (${formatRand(r.openingValue)} on ${formatDisplayDate(addDays(data.period.start, -1))}) and the closing value (${formatRand(r.closingValue)} on ${formatDisplayDate(data.period.end)}). The total is the “Fees and premiums” line of the reconciliation. The portfolios’ own investment charges (their TER and transaction costs) are not in these amounts: they are taken in the unit prices, and the Effective Annual Cost counts them.`,
          style: 'small',
          margin: [0, 0, 0, 8],
        },
      ],
    },
  ];
}

/**
 * Each savings withdrawal paid in the period told in full (issue 45 "Withdrawals told in full"):
 * gross, fee, tax withheld with the directive number, net paid (gross − fee − tax = net, the
 * claim's figures), the savings pot left after it and the earliest next withdrawal; and how it
 * stands in the reconciliation (the amount after the fee among Withdrawals, the fee among Fees).
 */
function savingsWithdrawals(data: StatementData): PdfContent[] {
  const withdrawals = data.savingsWithdrawals ?? [];
  if (withdrawals.length === 0) return [];
  const minimum = formatRand(SAVINGS_WITHDRAWAL_MINIMUM_CENTS);
  return withdrawals.map((w, index) => {
    const paidOn = formatDisplayDate(w.paidOn);
    const rows: PdfContent[][] = [
      ['Amount withdrawn from your savings pot (gross)', formatRand(w.grossCents)],
      ['Less: withdrawal fee', formatRand(-w.feeCents)],
      [
        `Less: income tax withheld${w.directiveNumber ? ` (SARS tax directive ${w.directiveNumber})` : ''}`,
        formatRand(-w.taxCents),
      ],
      [
        { text: 'Net amount paid to you', bold: true },
        { text: formatRand(w.netCents), bold: true },
      ],
      [`Savings pot left after this withdrawal, on ${paidOn}`, formatRand(w.savingsPotAfterCents)],
      ['Earliest date of your next savings withdrawal', formatDisplayDate(w.nextWithdrawalFrom)],
    ];
    return {
      unbreakable: true,
      stack: [
        ...(index === 0
          ? [
              {
                text:
                  withdrawals.length === 1 ? 'Your savings withdrawal' : 'Your savings withdrawals',
                style: 'heading',
              },
            ]
          : []),
        {
          text: `Paid on ${paidOn} (case ${w.caseNo})`,
          bold: true,
          margin: [0, 2, 0, 0],
        },
        table(['', 'Amount'], rows, ['*', 120], [1]),
        {
          text: `In the reconciliation above, ${formatRand(w.grossCents - w.feeCents)} (the amount after the fee, before tax) is among the withdrawals and the ${formatRand(w.feeCents)} fee among the fees. The tax was paid to SARS for you as its directive set. You may make one savings withdrawal a tax year (1 March to the end of February) of at least ${minimum}; your next one can be paid from ${formatDisplayDate(w.nextWithdrawalFrom)}, if your savings pot then holds at least ${minimum}.`,
          style: 'small',
          margin: [0, 0, 0, 8],
        },
      ],
    };
  });
}

/** A living annuity's income: gross, PAYE and net, the rate and the anniversary. */
function annuityIncome(data: StatementData): PdfContent[] {
  const a = data.annuity;
  if (!a) return [];
  const rows: PdfContent[][] = [
    ['Income paid in the period, before tax', formatRand(a.gross)],
    ['PAYE withheld and paid to SARS', formatRand(a.paye)],
    [{ text: 'Paid to your bank account', bold: true }, formatRand(a.net)],
    [
      `Value on your anniversary, ${formatDisplayDate(a.anniversary)}`,
      formatRand(a.valueAtAnniversary),
    ],
  ];
  if (a.monthlyIncome !== null)
    rows.push(['Monthly income this annuity year, before tax', formatRand(a.monthlyIncome)]);
  if (a.drawdownPct !== null)
    rows.push(['Income rate this annuity year', formatPercent(a.drawdownPct)]);
  return [
    {
      unbreakable: true,
      stack: [
        { text: 'Income from your living annuity', style: 'heading' },
        table(['', 'Amount'], rows, ['*', 120], [1]),
        {
          text: `Your income is set on each anniversary of your annuity’s start (${formatDisplayDate(a.startDate)}) as a rate of its value that day, between 2.5 % and 17.5 % a year, and stays the same until the next anniversary. You may choose a new rate for the year from ${formatDisplayDate(a.nextAnniversary)}. PAYE is withheld from each payment on SARS’s tables, and you receive an IRP5 certificate for each tax year.`,
          style: 'small',
          margin: [0, 0, 0, 8],
        },
      ],
    },
  ];
}

/**
 * The retirement projection as at the period's end (DESIGN §1e "One projection"): the same
 * figures the portal's pages show for the same date, with what they rest on.
 */
function projection(data: StatementData): PdfContent[] {
  const p = data.projection;
  if (!p) return [];
  const [lower, expected, higher] = p.scenarios;
  const isIncome = expected.monthlyIncome !== null;
  const retiring = `${formatDisplayDate(p.inputs.retirementDate)} (age ${p.retirementAge})`;
  const pct = (value: number | null) => (value === null ? '—' : formatPercent(value));
  const asAt = formatDisplayDate(p.inputs.today);
  const summary = isIncome
    ? `Projected from your fund on ${asAt}: with expected returns, your fund may pay you about ${formatRand(centsFromRand(expected.monthlyIncome ?? 0))} a month in today's money from ${retiring}${
        expected.replacement === null
          ? '.'
          : `, ${formatPercent(expected.replacement)} of your final salary; the target is ${percentFromBasisPoints(TARGET_REPLACEMENT_BP.value)} %.`
      }`
    : `Projected from your investment on ${asAt}: with expected returns, it may be worth about ${formatRand(centsFromRand(expected.valueAtRetirement))} in today's money on ${retiring}.`;
  const row = (label: string, pick: (s: typeof expected) => string): PdfContent[] => [
    label,
    pick(lower),
    pick(expected),
    pick(higher),
  ];
  const money = (rand: number | null) => (rand === null ? '—' : formatRand(centsFromRand(rand)));
  const rows: PdfContent[][] = [
    row('Real return a year, after charges', (s) => formatPercent(s.realReturn)),
    row('Value at retirement', (s) => money(s.valueAtRetirement)),
  ];
  if (isIncome)
    rows.push(
      row('Income a month, before tax', (s) => money(s.monthlyIncome)),
      row('Share of your final salary', (s) => pct(s.replacement)),
    );
  const i = p.inputs;
  return [
    {
      unbreakable: true,
      stack: [
        {
          text: isIncome ? 'Your projected retirement income' : 'Your projected value',
          style: 'heading',
        },
        { text: summary, margin: [0, 2, 0, 4] },
        table(
          ['In today’s money', 'Lower returns', 'Expected returns', 'Higher returns'],
          rows,
          ['*', 90, 90, 90],
          [1, 2, 3],
        ),
        {
          text: `Worked from your figures on ${formatDisplayDate(i.today)}: your fund's value of ${formatRand(centsFromRand(i.pots.savings + i.pots.vested + i.pots.retirement))}; ${formatRand(centsFromRand(i.monthlyContribution))} a month paid in (${i.contributionBasis.replace(/\.$/, '')}); your portfolios' expected real return of ${formatPercent(i.realReturnBeforeCharges)} a year before charges, less their investment charges (${formatPercent(i.totalExpenseRatio)} TER and ${formatPercent(i.transactionCosts)} transaction costs) and the fund's charges (${formatPercent(i.fundCharges)}): ${formatPercent(i.expectedRealReturn)}. The lower and higher scenarios are ${percentFromBasisPoints(SCENARIO_SPREAD_BP.value)} percentage points a year below and above it. ${
            isIncome
              ? `At retirement all of it is assumed to buy an income that rises with inflation for life, at ${formatPercent(p.incomeRate ?? 0)} of its price a year for your age; no cash is taken. `
              : ''
          }Figures are in today's money (inflation of ${percentFromBasisPoints(CPI_BP.value)} % a year taken out) and are estimates, not guarantees: what you receive depends on returns, contributions, charges and annuity rates when you retire. The portal's retirement projection is the same calculation from your latest figures (so it moves on from this one), shows every assumption and its source, and lets you try other choices.`,
          style: 'small',
          margin: [0, 0, 0, 8],
        },
      ],
    },
  ];
}

/**
 * The Effective Annual Cost as at the period's end (docs/decisions/040-effective-annual-cost.md):
 * the same figures as the fund details' Costs section and the disclosure for that date.
 */
function effectiveAnnualCost(data: StatementData): PdfContent[] {
  const c = data.costs;
  if (!c) return umbrellaEacReminder(data, true);
  const [first] = c.terms;
  const terms = c.terms.map((term) => term.label);
  return [
    {
      unbreakable: true,
      stack: [
        { text: 'What your savings cost you: Effective Annual Cost', style: 'heading' },
        {
          text: `Over 1 year, charges take ${eacPercentText(first?.figures.total ?? 0)} of your savings’ value a year, including VAT: investment management, advice, administration and any other costs together.`,
          margin: [0, 2, 0, 4],
        },
        table(
          ['Cost a year', ...terms],
          componentRows(c).map((row) => [row.name, ...row.values.map(eacPercentText)]),
          ['*', ...terms.map(() => 60)],
          terms.map((_, index) => index + 1),
        ),
        {
          text: `Worked out from your figures on ${formatDisplayDate(c.inputs.valueDate)} by the ASISA standard on Effective Annual Cost. ${c.footnotes.join(' ')}`,
          style: 'small',
          margin: [0, 0, 0, 8],
        },
        ...umbrellaEacReminder(data, false),
      ],
    },
  ];
}

/**
 * The yearly reminder the ASISA standard asks of umbrella funds: since 1 October 2020 an
 * umbrella-fund member may ask the fund for their own Effective Annual Cost. With its heading when
 * the statement has no EAC of its own to show.
 */
function umbrellaEacReminder(data: StatementData, headed: boolean): PdfContent[] {
  if (!data.fund.isUmbrellaFund) return [];
  const centre = data.identity?.administrator.contactCentre;
  const ask = centre ? ` Call ${centre.telephone} or write to ${centre.email}.` : '';
  return [
    ...(headed
      ? [{ text: 'What your savings cost you: Effective Annual Cost', style: 'heading' }]
      : []),
    {
      text: `As a member of an umbrella fund you may ask the fund for your own Effective Annual Cost, the ASISA standard’s measure of what your savings cost you each year, at any time: umbrella funds give it to members who ask, since 1 October 2020.${ask}`,
      margin: [0, 2, 0, 8],
    },
  ];
}

/** A tax-free savings account's contributions against the annual and lifetime limits. */
function taxFreeLimits(data: StatementData): PdfContent[] {
  const t = data.taxFree;
  if (!t) return [];
  return [
    {
      unbreakable: true,
      stack: [
        { text: 'Your tax-free contribution limits', style: 'heading' },
        table(
          ['', 'Amount'],
          [
            [
              `Contributed in the ${t.taxYear} tax year to ${formatDisplayDate(data.period.end)}`,
              formatRand(t.yearContributions),
            ],
            [`Annual limit for ${t.taxYear}`, formatRand(t.annualLimit)],
            ['Left of the annual limit', formatRand(t.annualRemaining)],
            ['Contributed since the account opened', formatRand(t.lifetimeContributions)],
            ['Lifetime limit', formatRand(t.lifetimeLimit)],
            ['Left of the lifetime limit', formatRand(t.lifetimeRemaining)],
          ],
          ['*', 120],
          [1],
        ),
        {
          text: 'Contributions above either limit are taxed by SARS at 40 %, across all your tax-free accounts with any provider. Transfers in from another tax-free account do not count as contributions; growth and withdrawals do not change what you have contributed.',
          style: 'small',
          margin: [0, 0, 0, 8],
        },
      ],
    },
  ];
}

/** '12.34 %', '−3.10 %'. */
function formatPercent(pct: number): string {
  return `${pct < 0 ? '−' : ''}${Math.abs(pct).toFixed(2)} %`;
}

function pots(data: StatementData): PdfContent[] {
  const p = data.pots;
  // The two-pot components belong to retirement funds under two-pot only (a tax-free account, an
  // investment plan or a living annuity has none).
  if (!data.fund.isTwoPot) return [];
  const minimum = formatRand(SAVINGS_WITHDRAWAL_MINIMUM_CENTS);
  const fee = formatRand(data.savingsWithdrawalFeeCents ?? DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS);
  return [
    // A short section stays on one page.
    {
      unbreakable: true,
      stack: [
        { text: `Two-pot components on ${formatDisplayDate(data.period.end)}`, style: 'heading' },
        table(
          ['Component', 'Value'],
          [
            ['Vested: available', formatRand(p.available)],
            ['Vested: not available', formatRand(p.notAvailable)],
            ['Savings', formatRand(p.savings)],
            ['Retirement', formatRand(p.retirement)],
            [
              { text: 'Total', bold: true },
              formatRand(p.available + p.notAvailable + p.savings + p.retirement),
            ],
          ],
          ['*', 120],
          [1],
        ),
        {
          text: `The rules of your components. Since ${formatDisplayDate(TWO_POT_START)} one third of each contribution goes to your savings component and two thirds to your retirement component; your vested component holds what you had saved before then.`,
          margin: [0, 0, 0, 2],
        },
        {
          text: `Savings component: you may make one withdrawal from it in each tax year (1 March to the end of February), of at least ${minimum}. A withdrawal is taxed at your marginal rate, as part of your income for that tax year, and the administrator charges a fee of ${fee} for each withdrawal, taken from the amount you withdraw.`,
          margin: [0, 0, 0, 2],
        },
        {
          text: `Retirement component: you can take it only when you retire, when it must buy you an income for life (an annuity); if it is then worth less than ${formatRand(DE_MINIMIS_CENTS)} you may take it in cash.`,
          margin: [0, 0, 0, 8],
        },
      ],
    },
  ];
}

function portfolios(data: StatementData): PdfContent[] {
  const rows = data.portfolios.map((item) => [
    item.name,
    formatUnits(Math.round(item.units * 10_000)),
    item.unitPrice === null ? '—' : formatPrice(Math.round(item.unitPrice * 1_000_000)),
    item.priceDate ? formatDisplayDate(item.priceDate) : '—',
    formatRand(centsFromRand(item.fundCredit)),
  ]);
  return [
    { text: `Portfolios on ${formatDisplayDate(data.period.end)}`, style: 'heading' },
    rows.length === 0
      ? { text: 'No units were held at the end of the period.', margin: [0, 2, 0, 10] }
      : table(
          ['Portfolio', 'Units', 'Unit price (R)', 'Price date', 'Value'],
          rows,
          ['*', 70, 75, 65, 85],
          [1, 2, 4],
        ),
  ];
}

const TYPE_NAMES: Record<string, string> = {
  contribution: 'Contribution',
  transfer_in: 'Transfer in',
  switch_in: 'Switch in',
  withdrawal: 'Withdrawal',
  fee: 'Fee',
  switch_out: 'Switch out',
};

function transactions(data: StatementData): PdfContent[] {
  const rows = data.transactions.map((row) => [
    formatDisplayDate(row.date),
    row.name,
    row.portfolio,
    TYPE_NAMES[row.type] ?? row.type,
    formatRand(row.amountCents),
  ]);
  return [
    { text: 'Transactions in the period', style: 'heading', pageBreak: 'before' },
    rows.length === 0
      ? { text: 'There were no transactions in the period.', margin: [0, 2, 0, 10] }
      : table(
          ['Date', 'Description', 'Portfolio', 'Type', 'Amount'],
          rows,
          [62, '*', 120, 60, 75],
          [4],
        ),
  ];
}

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
function cover(data: StatementData): PdfContent[] {
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
