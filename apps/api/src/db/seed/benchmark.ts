import { addDays, addMonths, daysInMonth, parseIsoDate } from '@portal/domain/dates';
import { businessDayOnOrBefore } from './business-days';
import type { PortfolioDef } from './catalogue';
import { marketOf, MARKET_START } from './market';
import { modelOf } from './prices';

// A portfolio's benchmark: the composite of the market factors its prices follow (prices.ts), in
// the same weights, rebalanced daily, before any charge and without the portfolio's own noise or
// money market premium. Its level is kept at each month end, on the month's last business day (the
// date of the month's last unit price), so the fact sheet compares the two at the same dates.

/** The benchmark's level the day before the markets' first day. */
export const BENCHMARK_BASE_MICRO = 100_000_000;

/** The public index each market factor follows (market.ts YEAR_TARGETS). */
const FACTOR_INDEX: Record<string, string> = {
  saEquity: 'FTSE/JSE All Share',
  property: 'FTSE/JSE SA Listed Property',
  bonds: 'FTSE/JSE All Bond',
  cash: 'STeFI Composite',
  globalUsd: 'MSCI World',
  globalBondUsd: 'Bloomberg Global Aggregate',
};

function percentOf(shareBp: number): string {
  return `${(shareBp / 100).toFixed(2).replace(/\.?0+$/, '')} %`;
}

/**
 * The composite's name from the portfolio's mix, largest weight first: "42 % FTSE/JSE All Share,
 * 23 % MSCI World in rand, ...". A dollar portfolio's benchmark is the dollar composite in rand,
 * since its unit prices (and so its returns) are in rand.
 */
export function benchmarkNameOf(def: PortfolioDef): string {
  const mix = Object.entries(modelOf(def.code).mix)
    .filter(([, weight]) => weight && weight > 0)
    .map(([factor, weight]) => ({ factor, shareBp: Math.round((weight ?? 0) * 10_000) }))
    .sort((a, b) => b.shareBp - a.shareBp || a.factor.localeCompare(b.factor));
  const global = (factor: string) => factor === 'globalUsd' || factor === 'globalBondUsd';
  const parts = mix.map(({ factor, shareBp }) => {
    const index = FACTOR_INDEX[factor] ?? factor;
    const inRand = def.currency === 'ZAR' && global(factor) ? ' in rand' : '';
    return `${percentOf(shareBp)} ${index}${inRand}`;
  });
  const name = parts.join(', ');
  return def.currency === 'ZAR' ? name : `${name}, in US dollars converted to rand`;
}

/** The month ends (last business days) from the month of `from` to the last complete month by `today`. */
export function monthEndsBetween(from: string, today: string): string[] {
  const dates: string[] = [];
  let first = `${from.slice(0, 7)}-01`;
  for (;;) {
    const { year, month } = parseIsoDate(first);
    const calendarEnd = `${first.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}`;
    if (calendarEnd > today) break;
    const monthEnd = businessDayOnOrBefore(calendarEnd);
    if (monthEnd >= from) dates.push(monthEnd);
    first = addMonths(first, 1);
  }
  return dates;
}

/**
 * The benchmark's level (micro-units, 100 the day before the markets' first day) at each month end
 * from the month of `from` to the last complete month by `today`.
 */
export function benchmarkLevels(
  def: PortfolioDef,
  seed: number,
  from: string,
  today: string,
): { monthEnd: string; levelMicro: number }[] {
  const market = marketOf(seed, Math.max(2025, Number(today.slice(0, 4))));
  const parts = Object.entries(modelOf(def.code).mix).filter(([, weight]) => weight) as [
    keyof typeof market.moves,
    number,
  ][];
  const wanted = new Set(monthEndsBetween(from, today));
  const last = market.indexOf(today);
  const rows: { monthEnd: string; levelMicro: number }[] = [];
  let logLevel = 0;
  for (let k = 0; k <= last; k += 1) {
    let growth = 0;
    for (const [part, weight] of parts) {
      const global = part === 'globalUsd' || part === 'globalBondUsd';
      const inRand = def.currency === 'ZAR' && global;
      const move = (market.moves[part][k] ?? 0) + (inRand ? (market.moves.usdZar[k] ?? 0) : 0);
      growth += weight * Math.exp(move);
    }
    // A dollar composite is stated in rand, like its portfolio's unit prices.
    logLevel += Math.log(growth) + (def.currency === 'USD' ? (market.moves.usdZar[k] ?? 0) : 0);
    const date = addDays(MARKET_START, k);
    if (wanted.has(date))
      rows.push({
        monthEnd: date,
        levelMicro: Math.round(BENCHMARK_BASE_MICRO * Math.exp(logLevel)),
      });
  }
  return rows;
}
