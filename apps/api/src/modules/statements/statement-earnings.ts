import { addDays, formatDisplayDate } from '@portal/domain/dates';
import { formatRand } from '@portal/domain/money';
import { periodText, type StatementData } from './statement-data';
import { SAVINGS_WITHDRAWAL_MINIMUM_CENTS } from '@portal/domain/savings-withdrawal';
import { formatPercent, table, type PdfContent } from './statement-layout';

// What the fund earned after charges and the charges, and the money paid out in the period: the
// savings withdrawals and the income from an annuity.

/** The member's return after charges (DESIGN §1e), the IRR panel's figure for the same dates. */
export function memberReturn(data: StatementData): PdfContent[] {
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
export function charges(data: StatementData): PdfContent[] {
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
export function savingsWithdrawals(data: StatementData): PdfContent[] {
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
export function annuityIncome(data: StatementData): PdfContent[] {
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
