import {
  addDays,
  addMonths,
  addYears,
  daysBetween,
  formatIsoDate,
  formatMonthYear,
  parseIsoDate,
} from '@portal/domain/dates';
import { formatPercent, formatRandPrice } from '@portal/domain/money';
import { ASSET_CLASS_NAMES, type AssetClass } from '@portal/domain/projection-assumptions';
import { DAYS_PER_YEAR, ratePercent } from '@portal/domain/xirr';

// spec 2 §2 Portfolios (download icon), §7 portfolio document: a portfolio's fact sheet, every
// figure computed from its daily unit price series (DESIGN §1a).

export type PricePoint = { date: string; priceMicro: number };

export type PerformanceRow = {
  label: string;
  /** The price the period starts from; null when the series is shorter than the period. */
  fromDate: string | null;
  cumulativePct: number | null;
  /** Annualised over the period's days (actual/365); null for periods under a year. */
  annualisedPct: number | null;
};

export type MonthEndRow = {
  monthYear: string;
  date: string;
  priceMicro: number;
  changePct: number | null;
};

/** A benchmark level at a month end (the month's last business day), micro-units. */
export type BenchmarkLevel = { monthEnd: string; levelMicro: number };

export type BenchmarkRow = {
  label: string;
  years: number;
  /** The month end the period starts from; null ("not yet") when either history is shorter. */
  fromDate: string | null;
  /** The portfolio's return a year (after its TER and transaction costs, as its prices are). */
  portfolioPct: number | null;
  /** The benchmark's return a year over the same month ends. */
  benchmarkPct: number | null;
};

export type BenchmarkComparison = {
  /** The latest month end both the prices and the benchmark reach: the periods end there. */
  asAt: string;
  rows: BenchmarkRow[];
};

export type FactSheetFigures = {
  latest: PricePoint;
  /** The first price the portal keeps (the portfolio itself was launched earlier: its inception date). */
  firstPrice: PricePoint;
  performance: PerformanceRow[];
  monthEnds: MonthEndRow[];
  /** Annualised standard deviation of daily price changes over the last 3 years, percent. */
  volatilityPct: number | null;
  riskRating: string;
  /** Returns against the benchmark over 1, 3, 5 and 10 years; null without benchmark levels. */
  benchmark: BenchmarkComparison | null;
};

/** The periods a fact sheet compares with its benchmark, in years. */
export const BENCHMARK_YEARS = [1, 3, 5, 10] as const;

const MONTH_END_ROWS = 12;

/** A period's return from one price to another: cumulative, and annualised from a year up. */
function periodRow(label: string, from: PricePoint | null, to: PricePoint): PerformanceRow {
  if (from === null) return { label, fromDate: null, cumulativePct: null, annualisedPct: null };
  const growth = to.priceMicro / from.priceMicro;
  const days = daysBetween(from.date, to.date);
  return {
    label,
    fromDate: from.date,
    cumulativePct: ratePercent(growth - 1),
    annualisedPct:
      days >= DAYS_PER_YEAR
        ? ratePercent(Math.expm1(Math.log(growth) * (DAYS_PER_YEAR / days)))
        : null,
  };
}

/** What each risk rating means to a member, in plain words. */
export const RISK_MEANINGS: Readonly<Record<string, string>> = {
  Low: 'The unit price has hardly moved from day to day (volatility under 2 % a year). The value is very unlikely to fall, but the return may not beat inflation by much. It suits money you need within a year or two.',
  'Low to moderate':
    'The unit price moves a little (volatility of 2 % to 6 % a year). The value may fall over a few months, seldom by much. It suits saving for about two to three years or more.',
  Moderate:
    'The unit price moves noticeably (volatility of 6 % to 10 % a year), mostly with the share and bond markets. The value can fall over a year. It suits saving for three to five years or more.',
  'Moderate to high':
    'The unit price moves a lot (volatility of 10 % to 14 % a year), mostly with the share markets. The value can fall sharply over months and take years to recover. It suits saving for five years or more.',
  High: 'The unit price moves the most (volatility of 14 % a year or more). The value can fall by a third or more in a bad year. It suits saving for seven years or more, by someone who can ride out large falls.',
  'Not rated':
    'The portfolio does not yet have the three years of unit prices its risk is rated from.',
};

export function riskMeaningOf(rating: string): string {
  return RISK_MEANINGS[rating] ?? RISK_MEANINGS['Not rated'] ?? '';
}

/**
 * The portfolio's and the benchmark's returns a year over whole years to the latest month end
 * both reach: each from its month-end figure (the latest price on or before the month's last
 * business day, the benchmark's level kept for that day), annualised over the period's whole years.
 * A period the prices or the levels do not reach back to is "not yet" (null).
 */
export function benchmarkComparison(
  prices: readonly PricePoint[],
  levels: readonly BenchmarkLevel[],
): BenchmarkComparison | null {
  const latestPrice = prices[prices.length - 1];
  if (!latestPrice) return null;
  const byMonth = new Map(levels.map((level) => [level.monthEnd.slice(0, 7), level]));
  const end = [...levels]
    .filter((level) => level.monthEnd <= latestPrice.date)
    .sort((a, b) => (a.monthEnd < b.monthEnd ? -1 : 1))
    .pop();
  if (!end) return null;
  const endPrice = latestOnOrBefore(prices, end.monthEnd);
  if (!endPrice) return null;
  const firstPrice = prices[0];
  const rows = BENCHMARK_YEARS.map((years): BenchmarkRow => {
    const label = years === 1 ? '1 year' : `${years} years`;
    const start = byMonth.get(addYears(`${end.monthEnd.slice(0, 7)}-01`, -years).slice(0, 7));
    const startPrice = start ? latestOnOrBefore(prices, start.monthEnd) : null;
    // A price before the period's first month end is needed: the prices must reach back to it.
    if (!start || !startPrice || !firstPrice || firstPrice.date > start.monthEnd)
      return { label, years, fromDate: null, portfolioPct: null, benchmarkPct: null };
    const annualised = (growth: number) => ratePercent(Math.expm1(Math.log(growth) / years));
    return {
      label,
      years,
      fromDate: start.monthEnd,
      portfolioPct: annualised(endPrice.priceMicro / startPrice.priceMicro),
      benchmarkPct: annualised(end.levelMicro / start.levelMicro),
    };
  });
  return { asAt: end.monthEnd, rows };
}

/** Risk wording from volatility (our reading: the usual five-step risk scale of fact sheets). */
export function riskRatingOf(volatilityPct: number | null): string {
  if (volatilityPct === null) return 'Not rated';
  if (volatilityPct < 2) return 'Low';
  if (volatilityPct < 6) return 'Low to moderate';
  if (volatilityPct < 10) return 'Moderate';
  if (volatilityPct < 14) return 'Moderate to high';
  return 'High';
}

function volatilityPct(prices: readonly PricePoint[], fromDate: string): number | null {
  const window = prices.filter((price) => price.date >= fromDate);
  if (window.length < 20) return null;
  const changes: number[] = [];
  for (let index = 1; index < window.length; index += 1) {
    const previous = window[index - 1];
    const current = window[index];
    if (previous && current) changes.push(Math.log(current.priceMicro / previous.priceMicro));
  }
  const mean = changes.reduce((sum, value) => sum + value, 0) / changes.length;
  const variance =
    changes.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (changes.length - 1);
  // Prices are quoted on weekdays: about 261 a year.
  return ratePercent(Math.sqrt(variance * 261));
}

/**
 * DESIGN §1a's "latest price on or before" a date, by binary search over the date-ordered series
 * (ISO dates order as text); null before the first price.
 */
export function latestOnOrBefore(prices: readonly PricePoint[], date: string): PricePoint | null {
  let low = 0;
  let high = prices.length - 1;
  let found: PricePoint | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const price = prices[middle];
    if (price === undefined) break;
    if (price.date <= date) {
      found = price;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * The fact sheet's figures from a price series (any order) and the benchmark's month-end levels;
 * null when there is no price.
 */
export function factSheetFigures(
  series: readonly PricePoint[],
  levels: readonly BenchmarkLevel[] = [],
): FactSheetFigures | null {
  const prices = [...series].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const firstPrice = prices[0];
  const latest = prices[prices.length - 1];
  if (!firstPrice || !latest) return null;
  const startingOn = (date: string): PricePoint | null => latestOnOrBefore(prices, date);

  const { year, month } = parseIsoDate(latest.date);
  const monthEnds: MonthEndRow[] = [];
  let previous: PricePoint | null = null;
  for (let back = MONTH_END_ROWS; back >= 1; back -= 1) {
    const firstOfMonth = addMonths(formatIsoDate({ year, month, day: 1 }), -back + 1);
    const monthEnd = addDays(firstOfMonth, -1);
    const price = startingOn(monthEnd);
    if (price === null) continue;
    monthEnds.push({
      monthYear: formatMonthYear(monthEnd),
      date: price.date,
      priceMicro: price.priceMicro,
      changePct: previous ? ratePercent(price.priceMicro / previous.priceMicro - 1) : null,
    });
    previous = price;
  }
  const volatility = volatilityPct(prices, addYears(latest.date, -3));
  return {
    latest,
    firstPrice,
    performance: [
      periodRow('1 year', startingOn(addYears(latest.date, -1)), latest),
      periodRow('3 years', startingOn(addYears(latest.date, -3)), latest),
      periodRow('Since the first price', firstPrice, latest),
    ],
    monthEnds: monthEnds.reverse(),
    volatilityPct: volatility,
    riskRating: riskRatingOf(volatility),
    benchmark: benchmarkComparison(prices, levels),
  };
}

export function formatPct(value: number | null): string {
  return value === null ? 'n/a' : formatPercent(Math.round(value * 100));
}

export function formatUnitPrice(priceMicro: number): string {
  return formatRandPrice(priceMicro);
}

/** The fact sheet's particulars beside its figures (the portfolio's minimum disclosure). */
export type FactSheetParticulars = {
  asisaCategory: string | null;
  benchmarkName: string | null;
  manager: string | null;
  regulation28Compliant: boolean | null;
  inceptionDate: string | null;
  /** Total expense ratio, transaction costs and their sum (the total investment charge), bp a year. */
  terBp: number | null;
  tcBp: number | null;
  ticBp: number | null;
  assetMix: { assetClass: AssetClass; name: string; shareBp: number }[];
  topHoldings: { position: number; name: string; shareBp: number }[];
};

export function factSheetParticulars(
  portfolio: {
    asisaCategory: string | null;
    benchmarkName: string | null;
    manager: string | null;
    regulation28Compliant: boolean | null;
    inceptionDate: string | null;
    totalExpenseRatioBp: number | null;
    transactionCostsBp: number | null;
  },
  assetMix: readonly { assetClass: AssetClass; shareBp: number }[],
  topHoldings: readonly { position: number; name: string; shareBp: number }[],
): FactSheetParticulars {
  const terBp = portfolio.totalExpenseRatioBp;
  const tcBp = portfolio.transactionCostsBp;
  return {
    asisaCategory: portfolio.asisaCategory,
    benchmarkName: portfolio.benchmarkName,
    manager: portfolio.manager,
    regulation28Compliant: portfolio.regulation28Compliant,
    inceptionDate: portfolio.inceptionDate,
    terBp,
    tcBp,
    ticBp: terBp === null || tcBp === null ? null : terBp + tcBp,
    assetMix: [...assetMix]
      .sort((a, b) => b.shareBp - a.shareBp || a.assetClass.localeCompare(b.assetClass))
      .map((row) => ({
        assetClass: row.assetClass,
        name: ASSET_CLASS_NAMES[row.assetClass],
        shareBp: row.shareBp,
      })),
    topHoldings: [...topHoldings]
      .sort((a, b) => a.position - b.position)
      .map(({ position, name, shareBp }) => ({ position, name, shareBp })),
  };
}

/** Basis points as a percentage with two decimals: 124 → '1.24 %'. */
export function formatBp(bp: number | null): string {
  return bp === null ? 'n/a' : `${(bp / 100).toFixed(2)} %`;
}
