import { valueCents } from '@portal/domain/money';
import type { DemoData } from './rows';

// What the plausibility suites compute from the generated rows: prices on a date, a fund's value,
// a series' calendar years, drawdowns and correlations.

export type PricePoint = { date: string; price: number };

/** Each portfolio's prices by id, oldest first. */
export function pricesByPortfolio(data: DemoData): Map<number, PricePoint[]> {
  const byPortfolio = new Map<number, PricePoint[]>();
  for (const row of data.unitPrices) {
    const list = byPortfolio.get(row.portfolioId) ?? [];
    list.push({ date: row.priceDate, price: row.priceMicro });
    byPortfolio.set(row.portfolioId, list);
  }
  for (const list of byPortfolio.values()) list.sort((a, b) => (a.date < b.date ? -1 : 1));
  return byPortfolio;
}

/** The latest price on or before a date in a list (0 before the first). */
export function priceIn(list: readonly PricePoint[], date: string): number {
  let low = 0;
  let high = list.length - 1;
  let found = 0;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const entry = list[mid];
    if (entry && entry.date <= date) {
      found = entry.price;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** The latest price on or before each date, per portfolio. */
export function priceBook(data: DemoData) {
  const byPortfolio = pricesByPortfolio(data);
  return (portfolioId: number, date: string): number =>
    priceIn(byPortfolio.get(portfolioId) ?? [], date);
}

/** A fund's value at the end of a date: units held after that day's rows × the latest price. */
export function fundValueOf(
  rows: DemoData['transactions'],
  priceOn: (portfolioId: number, date: string) => number,
  date: string,
): number {
  const units = new Map<number, number>();
  for (const row of rows)
    if (row.txDate <= date)
      units.set(row.portfolioId, (units.get(row.portfolioId) ?? 0) + row.units);
  let total = 0;
  for (const [portfolioId, held] of units) total += valueCents(held, priceOn(portfolioId, date));
  return total;
}

/** The calendar years wholly inside the series: the price's return in each, percent. */
export function calendarYears(list: readonly PricePoint[]): Map<number, number> {
  const years = new Map<number, number>();
  const first = list[0]?.date ?? '9999';
  const last = list.at(-1)?.date ?? '0000';
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year += 1) {
    // The year's first business day may be its first price: the year before must have a price.
    if (first > `${year - 1}-12-31` || last < `${year}-12-24`) continue;
    const from = priceIn(list, `${year - 1}-12-31`);
    const to = priceIn(list, `${year}-12-31`);
    if (from > 0) years.set(year, (to / from - 1) * 100);
  }
  return years;
}

/** The largest fall from a peak to a later trough between two dates, percent. */
export function largestDrawdown(list: readonly PricePoint[], from = '0000', to = '9999'): number {
  let peak = 0;
  let worst = 0;
  for (const { date, price } of list) {
    if (date < from || date > to) continue;
    peak = Math.max(peak, price);
    worst = Math.max(worst, 1 - price / peak);
  }
  return worst * 100;
}

/** Month-end to month-end log returns, by month ('2020-03'). */
export function monthlyReturns(list: readonly PricePoint[]): Map<string, number> {
  const ends = new Map<string, number>();
  for (const { date, price } of list) ends.set(date.slice(0, 7), price);
  const months = [...ends.keys()];
  const returns = new Map<string, number>();
  months.slice(1).forEach((month, i) => {
    const before = ends.get(months[i] ?? '') ?? 0;
    const after = ends.get(month) ?? 0;
    if (before > 0 && after > 0) returns.set(month, Math.log(after / before));
  });
  return returns;
}

/** Pearson's correlation of two series over the keys they share. */
export function correlation(
  a: ReadonlyMap<string, number>,
  b: ReadonlyMap<string, number>,
): number {
  const keys = [...a.keys()].filter((k) => b.has(k));
  const xs = keys.map((k) => a.get(k) ?? 0);
  const ys = keys.map((k) => b.get(k) ?? 0);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [mx, my] = [mean(xs), mean(ys)];
  let cov = 0;
  let vx = 0;
  let vy = 0;
  xs.forEach((x, i) => {
    const y = ys[i] ?? 0;
    cov += (x - mx) * (y - my);
    vx += (x - mx) ** 2;
    vy += (y - my) ** 2;
  });
  return cov / Math.sqrt(vx * vy);
}
