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

export type FactSheetFigures = {
  latest: PricePoint;
  inception: PricePoint;
  performance: PerformanceRow[];
  monthEnds: MonthEndRow[];
  /** Annualised standard deviation of daily price changes over the last 3 years, percent. */
  volatilityPct: number | null;
  riskRating: string;
};

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

/** The fact sheet's figures from a price series (any order); null when there is no price. */
export function factSheetFigures(series: readonly PricePoint[]): FactSheetFigures | null {
  const prices = [...series].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const inception = prices[0];
  const latest = prices[prices.length - 1];
  if (!inception || !latest) return null;
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
    inception,
    performance: [
      periodRow('1 year', startingOn(addYears(latest.date, -1)), latest),
      periodRow('3 years', startingOn(addYears(latest.date, -3)), latest),
      periodRow('Since inception', inception, latest),
    ],
    monthEnds: monthEnds.reverse(),
    volatilityPct: volatility,
    riskRating: riskRatingOf(volatility),
  };
}

export function formatPct(value: number | null): string {
  return value === null ? 'n/a' : formatPercent(Math.round(value * 100));
}

export function formatUnitPrice(priceMicro: number): string {
  return formatRandPrice(priceMicro);
}
