import { formatDisplayDate } from '@portal/domain/dates';
import { eacPercentText } from '@portal/domain/eac';
import { componentRows } from '../costs/costs-document';
import {
  centsFromRand,
  formatPrice,
  formatRand,
  formatUnits,
  percentFromBasisPoints,
} from '@portal/domain/money';
import {
  CPI_BP,
  SCENARIO_SPREAD_BP,
  TARGET_REPLACEMENT_BP,
} from '@portal/domain/projection-assumptions';
import type { StatementData } from './statement-data';
import {
  DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS,
  SAVINGS_WITHDRAWAL_MINIMUM_CENTS,
} from '@portal/domain/savings-withdrawal';
import { DE_MINIMIS_CENTS, TWO_POT_START } from '@portal/domain/retirement-rules';
import { formatPercent, table, type PdfContent } from './statement-layout';

// The statement's sections on the years ahead and the money held: the projection at retirement, the
// Effective Annual Cost, the tax-free limits, the two-pot components, the portfolios, and the period's
// transactions.

/**
 * The retirement projection as at the period's end (DESIGN §1e "One projection"): the same
 * figures the portal's pages show for the same date, with what they rest on.
 */
export function projection(data: StatementData): PdfContent[] {
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
export function effectiveAnnualCost(data: StatementData): PdfContent[] {
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
export function taxFreeLimits(data: StatementData): PdfContent[] {
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

export function pots(data: StatementData): PdfContent[] {
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

export function portfolios(data: StatementData): PdfContent[] {
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

export function transactions(data: StatementData): PdfContent[] {
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
