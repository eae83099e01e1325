import { isAfter, isBefore } from './dates';
import { divideRoundHalfAwayFromZero } from './decimal';
import { FULL_SHARE, toBasisPoints, toCents, type Cents } from './money';
import { taxYearLabel, type TaxBracket } from './sa-income-tax';

// SARS's lump sum tax tables (Income Tax Act, Second Schedule, paragraphs 5 and 6), kept as dated
// data so that a new year is a data change (reference sa-disclosure-and-rights.md "Lump sum tax
// tables"). Two tables: the withdrawal table (a withdrawal benefit before retirement: resignation,
// a transfer not to another fund, a divorce assignment) and the retirement table (retirement and
// death lump sums, and severance benefits). A savings-component withdrawal is not on either: it is
// taxed at the member's marginal rate (sa-income-tax.ts).
//
// The tables are cumulative. The tax on lump sum X is
//   table(X + earlier) − table(earlier)
// on the table of the tax year in which X accrues, where "earlier" is, for both tables alike
// (paragraphs 5(1) and 6(1)):
//   - every retirement fund lump sum benefit (retirement or death) accrued from 1 October 2007,
//   - every retirement fund lump sum withdrawal benefit accrued from 1 March 2009,
//   - every severance benefit accrued from 1 March 2011,
// each received before X (on X's day at the latest). A savings-component withdrawal never counts.
//
// Rounding (our choice; SARS publishes the tables in rand): each table value is worked out exactly
// on the cents given and rounded once, half away from zero, to the cent; the tax on X is the
// difference of two such values. So the taxes on successive lump sums add up to the table on their
// total, to the cent.

/** The two tables SARS publishes for lump sums from a retirement fund. */
export type LumpSumTableKind = 'retirement' | 'withdrawal';

export type LumpSumTable = {
  readonly kind: LumpSumTableKind;
  /** The first tax year the table applies to, as SARS writes it ('2023/24'). */
  readonly fromTaxYear: string;
  /** The first day it applies ('YYYY-MM-DD', a 1 March). */
  readonly from: string;
  /** Brackets on the aggregate of lump sums, in rising order; the first starts at 0. */
  readonly brackets: readonly TaxBracket[];
  readonly source: string;
};

function bracket(aboveRand: number, baseRand: number, ratePercent: number): TaxBracket {
  return {
    aboveCents: toCents(aboveRand * 100),
    baseCents: toCents(baseRand * 100),
    rateBp: toBasisPoints(ratePercent * 100),
  };
}

const TABLE_SOURCE =
  'SARS, Rates of tax: retirement fund lump sum benefits, 2024 tax year (1 March 2023) onward, unchanged since; Income Tax Act Second Schedule; reference sa-disclosure-and-rights.md';

/**
 * Each table in rising order of the date it applies from; a table stands until the next one. Add a
 * year whose figures change by appending its table.
 */
export const LUMP_SUM_TABLES: Readonly<Record<LumpSumTableKind, readonly LumpSumTable[]>> = {
  retirement: [
    {
      kind: 'retirement',
      fromTaxYear: '2023/24',
      from: '2023-03-01',
      brackets: [
        bracket(0, 0, 0),
        bracket(550_000, 0, 18),
        bracket(770_000, 39_600, 27),
        bracket(1_155_000, 143_550, 36),
      ],
      source: TABLE_SOURCE,
    },
  ],
  withdrawal: [
    {
      kind: 'withdrawal',
      fromTaxYear: '2023/24',
      from: '2023-03-01',
      brackets: [
        bracket(0, 0, 0),
        bracket(27_500, 0, 18),
        bracket(726_000, 125_730, 27),
        bracket(1_089_000, 223_740, 36),
      ],
      source: TABLE_SOURCE,
    },
  ],
};

export type LumpSumTableChoice = {
  readonly table: LumpSumTable;
  /** The tax year holding the date asked about ('2026/27'). */
  readonly taxYearOfDate: string;
  /** The date is before the first table held: the first table stands in for it. */
  readonly isEarliestAvailable: boolean;
};

/**
 * The table of `kind` in force on `date`: the latest one applying from on or before it. A date
 * before the first table gets the first, flagged, so that an estimate can say so.
 */
export function lumpSumTableFor(
  kind: LumpSumTableKind,
  date: string,
  tables: readonly LumpSumTable[] = LUMP_SUM_TABLES[kind],
): LumpSumTableChoice {
  const first = tables[0];
  if (first === undefined) throw new RangeError(`No ${kind} lump sum tables`);
  const inForce = tables.filter((table) => !isBefore(date, table.from));
  const latest = inForce[inForce.length - 1];
  return {
    table: latest ?? first,
    taxYearOfDate: taxYearLabel(date),
    isEarliestAvailable: latest === undefined,
  };
}

/**
 * The table applied to an aggregate of lump sums (cents), rounded once, half away from zero, to
 * the cent. Nothing, or less, is taxed nothing.
 */
export function lumpSumTableTax(aggregateCents: Cents | number, table: LumpSumTable): Cents {
  const aggregate = BigInt(toCents(aggregateCents));
  if (aggregate <= 0n) return toCents(0);
  const applicable = [...table.brackets]
    .reverse()
    .find((candidate) => aggregate > BigInt(candidate.aboveCents));
  if (applicable === undefined) return toCents(0);
  // In units of 1/10 000 of a cent, so that the rate leaves no fraction before the one rounding.
  const scale = BigInt(FULL_SHARE);
  const exact =
    BigInt(applicable.baseCents) * scale +
    (aggregate - BigInt(applicable.aboveCents)) * BigInt(applicable.rateBp);
  return toCents(divideRoundHalfAwayFromZero(exact, scale));
}

/**
 * What a lump sum from a retirement fund is, for its tax: a retirement or death benefit and a
 * severance benefit go on the retirement table, a withdrawal benefit on the withdrawal table; a
 * savings-component withdrawal is taxed at the marginal rate and never aggregated.
 */
export type LumpSumKind = 'retirement' | 'death' | 'withdrawal' | 'severance' | 'savings';

export const LUMP_SUM_KIND_NAMES: Record<LumpSumKind, string> = {
  retirement: 'Retirement lump sum',
  death: 'Death benefit lump sum',
  withdrawal: 'Withdrawal lump sum',
  severance: 'Severance benefit',
  savings: 'Savings withdrawal',
};

/** The table a lump sum of `kind` is taxed on; null for a savings withdrawal (marginal rate). */
export function lumpSumTableKindOf(kind: LumpSumKind): LumpSumTableKind | null {
  switch (kind) {
    case 'retirement':
    case 'death':
    case 'severance':
      return 'retirement';
    case 'withdrawal':
      return 'withdrawal';
    case 'savings':
      return null;
  }
}

/**
 * The first day from which an earlier lump sum of `kind` counts in the aggregate (Second Schedule
 * paragraphs 5(1) and 6(1)); null for a savings withdrawal, which never counts.
 */
export const AGGREGATED_SINCE: Record<LumpSumKind, string | null> = {
  retirement: '2007-10-01',
  death: '2007-10-01',
  withdrawal: '2009-03-01',
  severance: '2011-03-01',
  savings: null,
};

/** A lump sum the member received before: its kind, the day it accrued and its gross amount. */
export type EarlierLumpSum = {
  readonly kind: LumpSumKind;
  readonly accruedOn: string;
  readonly amountCents: Cents | number;
};

/**
 * Whether an earlier lump sum counts in the aggregate for a lump sum accruing on `accruedOn`: of a
 * kind that counts, on or after the day its kind counts from, and not after `accruedOn`.
 */
export function countsInAggregate(earlier: EarlierLumpSum, accruedOn: string): boolean {
  const since = AGGREGATED_SINCE[earlier.kind];
  return (
    since !== null && !isBefore(earlier.accruedOn, since) && !isAfter(earlier.accruedOn, accruedOn)
  );
}

export type LumpSumTaxInput = {
  /** Retirement, death, withdrawal or severance (a savings withdrawal is refused). */
  readonly kind: Exclude<LumpSumKind, 'savings'>;
  /** The gross lump sum, cents; a negative amount is treated as nothing. */
  readonly amountCents: Cents | number;
  /** The day it accrues ('YYYY-MM-DD'): it chooses the table and which earlier ones count. */
  readonly accruedOn: string;
  /** Every lump sum the member received before, of any kind; those that do not count are left out. */
  readonly earlier?: readonly EarlierLumpSum[];
  /** Other tables (a test's, or a year's not yet held here). */
  readonly tables?: readonly LumpSumTable[];
};

export type LumpSumTaxResult = {
  readonly taxCents: Cents;
  /** The lump sum less its tax. */
  readonly netCents: Cents;
  readonly tableKind: LumpSumTableKind;
  readonly table: LumpSumTable;
  /** The tax year the lump sum accrues in ('2026/27'). */
  readonly taxYearOfDate: string;
  /** The accrual date is before the first table held: the first table stood in for it. */
  readonly isEarliestAvailable: boolean;
  /** The earlier lump sums that counted, added up. */
  readonly earlierCents: Cents;
  /** The table on the earlier lump sums alone (the part already "used"). */
  readonly taxOnEarlierCents: Cents;
  /** The table on this lump sum plus the earlier ones. */
  readonly taxOnAggregateCents: Cents;
  /** The earlier lump sums that counted, as given. */
  readonly counted: readonly EarlierLumpSum[];
};

/**
 * The tax on a retirement, death, withdrawal or severance lump sum: the table of its kind in force
 * on its accrual date, applied to it plus the earlier lump sums that count, less the same table
 * applied to the earlier ones alone (Second Schedule paragraphs 5 and 6).
 */
export function lumpSumTax(input: LumpSumTaxInput): LumpSumTaxResult {
  const tableKind = lumpSumTableKindOf(input.kind);
  if (tableKind === null)
    throw new RangeError('A savings withdrawal is taxed at the marginal rate');
  const choice = lumpSumTableFor(tableKind, input.accruedOn, input.tables);
  const counted = (input.earlier ?? []).filter((sum) => countsInAggregate(sum, input.accruedOn));
  const earlierCents = toCents(
    counted.reduce((total, sum) => total + Math.max(0, toCents(sum.amountCents)), 0),
  );
  const amount = Math.max(0, toCents(input.amountCents));
  const taxOnEarlierCents = lumpSumTableTax(earlierCents, choice.table);
  const taxOnAggregateCents = lumpSumTableTax(earlierCents + amount, choice.table);
  const taxCents = toCents(taxOnAggregateCents - taxOnEarlierCents);
  return {
    taxCents,
    netCents: toCents(amount - taxCents),
    tableKind,
    table: choice.table,
    taxYearOfDate: choice.taxYearOfDate,
    isEarliestAvailable: choice.isEarliestAvailable,
    earlierCents,
    taxOnEarlierCents,
    taxOnAggregateCents,
    counted,
  };
}

/**
 * The part of a table's tax-free amount the member still has after earlier lump sums: the first
 * bracket's top less the earlier lump sums that count, never below nothing.
 */
export function taxFreeLumpSumLeft(input: {
  kind: Exclude<LumpSumKind, 'savings'>;
  on: string;
  earlier?: readonly EarlierLumpSum[];
}): Cents {
  const result = lumpSumTax({
    kind: input.kind,
    amountCents: 0,
    accruedOn: input.on,
    earlier: input.earlier ?? [],
  });
  const taxFree = result.table.brackets[1]?.aboveCents ?? 0;
  return toCents(Math.max(0, taxFree - result.earlierCents));
}
