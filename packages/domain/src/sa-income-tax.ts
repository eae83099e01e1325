import { ageOn, isBefore, taxYearOf } from './dates';
import { divideRoundHalfAwayFromZero } from './decimal';
import { FULL_SHARE, toBasisPoints, toCents, type BasisPoints, type Cents } from './money';

// SARS personal income tax for individuals, kept as dated data so that a new tax year is a data
// change (reference sa-tax-banking.md "Personal income tax tables"). Amounts are integer cents and
// rates basis points (DESIGN §4.5).
//
// Rounding (our choice; SARS publishes its tables in rand and assesses in rand): the tax is worked
// out exactly on the cents given, as a fraction of a cent where a rate leaves one, the rebates are
// taken off, the result is floored at zero and rounded once, half away from zero, to the cent.

/** One bracket: on income above `aboveCents`, tax is `baseCents` plus `rateBp` of the excess. */
export type TaxBracket = {
  readonly aboveCents: Cents;
  readonly baseCents: Cents;
  readonly rateBp: BasisPoints;
};

export type TaxTable = {
  /** The tax year as SARS writes it in its tables: '2025/26' runs 1 Mar 2025 – 28 Feb 2026. */
  readonly taxYear: string;
  /** First and last day of the tax year ('YYYY-MM-DD'). */
  readonly from: string;
  readonly to: string;
  /** Brackets in rising order; the first starts at 0. */
  readonly brackets: readonly TaxBracket[];
  /** Income Tax Act s6(2): primary for all; secondary from 65; tertiary (on top) from 75. */
  readonly rebates: {
    readonly primaryCents: Cents;
    readonly secondaryCents: Cents;
    readonly tertiaryCents: Cents;
  };
  /** Income up to which no tax is payable, as SARS publishes it (rounded to the rand). */
  readonly thresholds: {
    readonly under65Cents: Cents;
    readonly from65Cents: Cents;
    readonly from75Cents: Cents;
  };
  readonly source: string;
};

function rand(value: number): Cents {
  return toCents(value * 100);
}

function bracket(aboveRand: number, baseRand: number, ratePercent: number): TaxBracket {
  return {
    aboveCents: rand(aboveRand),
    baseCents: rand(baseRand),
    rateBp: toBasisPoints(ratePercent * 100),
  };
}

/**
 * The tables in rising order of tax year. Add a year by appending its table. A date before the
 * first (a two-pot withdrawal from 1 Sep 2024 falls in 2024/25) gets the 2025/26 table, which the
 * reference says was unchanged from 2024/25, so the figures stand; the flag still says so.
 */
export const TAX_TABLES: readonly TaxTable[] = [
  {
    taxYear: '2025/26',
    from: '2025-03-01',
    to: '2026-02-28',
    brackets: [
      bracket(0, 0, 18),
      bracket(237_100, 42_678, 26),
      bracket(370_500, 77_362, 31),
      bracket(512_800, 121_475, 36),
      bracket(673_000, 179_147, 39),
      bracket(857_900, 251_258, 41),
      bracket(1_817_000, 644_489, 45),
    ],
    rebates: {
      primaryCents: rand(17_235),
      secondaryCents: rand(9_444),
      tertiaryCents: rand(3_145),
    },
    thresholds: {
      under65Cents: rand(95_750),
      from65Cents: rand(148_217),
      from75Cents: rand(165_689),
    },
    source:
      'SARS, Rates of tax for individuals, 2026 tax year (1 March 2025 – 28 February 2026), unchanged from 2024/25 (Budget 2025); reference sa-tax-banking.md',
  },
  {
    taxYear: '2026/27',
    from: '2026-03-01',
    to: '2027-02-28',
    brackets: [
      bracket(0, 0, 18),
      bracket(245_100, 44_118, 26),
      bracket(383_100, 79_998, 31),
      bracket(530_200, 125_599, 36),
      bracket(695_800, 185_215, 39),
      bracket(887_000, 259_783, 41),
      bracket(1_878_600, 666_339, 45),
    ],
    rebates: {
      primaryCents: rand(17_820),
      secondaryCents: rand(9_765),
      tertiaryCents: rand(3_249),
    },
    thresholds: {
      under65Cents: rand(99_000),
      from65Cents: rand(153_250),
      from75Cents: rand(171_300),
    },
    source:
      'SARS, Rates of tax for individuals, 2027 tax year (1 March 2026 – 28 February 2027), brackets raised 3.4 % (Budget 2026); rebates from a secondary source; reference sa-tax-banking.md',
  },
];

export type TaxTableChoice = {
  readonly table: TaxTable;
  /** The tax year whose table is used ('2026/27'). */
  readonly usedTaxYear: string;
  /** The tax year holding the date asked about ('2027/28'). */
  readonly taxYearOfDate: string;
  /** The date is in a later tax year than any table: the latest table stands in for it. */
  readonly isLatestAvailable: boolean;
  /** The date is before the first table: the first table stands in for it. */
  readonly isEarliestAvailable: boolean;
};

/** SARS's label for the tax year holding a date: 2025-03-01 → '2025/26', 2026-02-28 → '2025/26'. */
export function taxYearLabel(date: string): string {
  const endYear = Number(taxYearOf(date).label);
  return `${endYear - 1}/${String(endYear % 100).padStart(2, '0')}`;
}

/**
 * The table of the tax year holding `date`. A later year with no table yet gets the latest table
 * and an earlier one the first, each flagged so that the estimate can say which year it used.
 */
export function taxTableFor(
  date: string,
  tables: readonly TaxTable[] = TAX_TABLES,
): TaxTableChoice {
  const first = tables[0];
  const last = tables[tables.length - 1];
  if (first === undefined || last === undefined) throw new RangeError('No tax tables');
  const taxYearOfDate = taxYearLabel(date);
  const choose = (table: TaxTable, fallback: 'none' | 'latest' | 'earliest'): TaxTableChoice => ({
    table,
    usedTaxYear: table.taxYear,
    taxYearOfDate,
    isLatestAvailable: fallback === 'latest',
    isEarliestAvailable: fallback === 'earliest',
  });
  if (isBefore(date, first.from)) return choose(first, 'earliest');
  const holding = tables.find((table) => !isBefore(date, table.from) && !isBefore(table.to, date));
  return holding === undefined ? choose(last, 'latest') : choose(holding, 'none');
}

/** Income Tax Act s6(2): the rebates a person of `age` (on the last day of the tax year) gets. */
export function rebatesFor(table: TaxTable, age: number): Cents {
  const { primaryCents, secondaryCents, tertiaryCents } = table.rebates;
  return toCents(primaryCents + (age >= 65 ? secondaryCents : 0) + (age >= 75 ? tertiaryCents : 0));
}

/**
 * Tax in cents on a year's taxable income, after rebates, never negative. `age` is the person's
 * age on the last day of the tax year (Income Tax Act s6(2)(b) and (c)).
 */
export function incomeTax(taxableIncomeCents: Cents | number, table: TaxTable, age: number): Cents {
  const income = BigInt(toCents(taxableIncomeCents));
  if (income <= 0n) return toCents(0);
  const applicable = [...table.brackets]
    .reverse()
    .find((candidate) => income > BigInt(candidate.aboveCents));
  if (applicable === undefined) throw new RangeError(`No bracket in ${table.taxYear}`);
  // In units of 1/10 000 of a cent, so the rate leaves no fraction before the single rounding.
  const scale = BigInt(FULL_SHARE);
  const gross =
    BigInt(applicable.baseCents) * scale +
    (income - BigInt(applicable.aboveCents)) * BigInt(applicable.rateBp);
  const net = gross - BigInt(rebatesFor(table, age)) * scale;
  if (net <= 0n) return toCents(0);
  return toCents(divideRoundHalfAwayFromZero(net, scale));
}

/**
 * Reference sa-tax-banking.md: a savings-pot withdrawal is added to the year's taxable income and
 * taxed at the marginal rate, so its tax is tax(income + amount) − tax(income).
 */
export function marginalTaxOnLumpSum(
  incomeCents: Cents | number,
  amountCents: Cents | number,
  table: TaxTable,
  age: number,
): Cents {
  const income = Math.max(0, incomeCents);
  const amount = Math.max(0, amountCents);
  return toCents(incomeTax(income + amount, table, age) - incomeTax(income, table, age));
}

/** The tax threshold for a person of `age` (the published figure, to the rand). */
export function taxThresholdFor(table: TaxTable, age: number): Cents {
  if (age >= 75) return table.thresholds.from75Cents;
  if (age >= 65) return table.thresholds.from65Cents;
  return table.thresholds.under65Cents;
}

/** The first day of the tax year SARS labels '2025/26' (1 March 2025). */
export function taxYearStart(label: string): string {
  const match = /^(\d{4})\/\d{2}$/.exec(label);
  if (!match) throw new RangeError(`A tax year reads like '2025/26', got '${label}'`);
  return `${match[1]}-03-01`;
}

/**
 * The tax SARS withholds from a savings-component withdrawal paid in the tax year `taxYear`
 * ('2025/26') on top of the year's taxable income (a retirement, withdrawal or death lump sum is
 * taxed on SARS's lump sum tables instead: lump-sum-tax.ts): tax(income + lump sum) − tax(income) with that year's tables (the
 * nearest year's where none is held, as `taxTableFor` chooses), the rebates for the age on the
 * year's last day. One function for the SARS simulator's directive and the demo's paid claims, so
 * a claim paid in the demo and one paid live on the same day are taxed alike.
 */
export function lumpSumTaxForTaxYear(input: {
  incomeCents: Cents | number;
  lumpSumCents: Cents | number;
  taxYear: string;
  dateOfBirth: string;
}): Cents {
  const start = taxYearStart(input.taxYear);
  const { table } = taxTableFor(start);
  const age = ageOn(input.dateOfBirth, taxYearOf(start).end);
  return marginalTaxOnLumpSum(input.incomeCents, input.lumpSumCents, table, age);
}
