import { addDays, dayNumber } from '@portal/domain/dates';
import { ASSET_CLASSES, type PortfolioDef } from './catalogue';
import type { Rng } from './random';

/**
 * A daily unit-price series on weekdays over the `days` calendar days up to `today`: a geometric
 * random walk with the portfolio's drift and its asset class's volatility, prices kept to 6
 * decimals as integer micro-rand. A money market fund grows by its drift alone and never falls.
 *
 * The walk is laid backwards from today, one draw per calendar day, so its shape is the same
 * whatever today is: only its calendar position moves (weekend moves show in Monday's price).
 */
export type PriceSeries = {
  rows: { priceDate: string; priceMicro: number }[];
  /** The latest price on or before a date (DESIGN §1a). */
  priceOn: (date: string) => number;
};

const DAYS_PER_YEAR = 365.25;
const BLOCK_DAYS = 30;
/** Ten years of calendar days: the window whose annualised return is the portfolio's drift. */
const TEN_YEAR_DAYS = Math.round(10 * DAYS_PER_YEAR);

export function generatePriceSeries(
  def: PortfolioDef,
  today: string,
  days: number,
  rng: Rng,
): PriceSeries {
  const dailyDrift = Math.log(1 + def.drift) / DAYS_PER_YEAR;
  const monthlyVol = ASSET_CLASSES[def.assetClass].monthlyVolatility;
  // The walk moves in blocks of 30 days: each block's move is one monthly draw, clipped to three
  // standard deviations (no balanced fund loses 10 % in a month), spread over its days as a
  // Brownian bridge so the daily prices wander without changing the block's move.
  const dailyVol = monthlyVol / Math.sqrt(BLOCK_DAYS);
  const moves = new Array<number>(days);
  for (let block = 0; block * BLOCK_DAYS < days; block += 1) {
    const monthly = Math.max(-3, Math.min(3, rng.normal())) * monthlyVol;
    const noise = Array.from({ length: BLOCK_DAYS }, () => rng.normal());
    const mean = noise.reduce((a, b) => a + b, 0) / BLOCK_DAYS;
    noise.forEach((z, i) => {
      const k = block * BLOCK_DAYS + i;
      if (k < days)
        moves[k] =
          monthlyVol === 0
            ? dailyDrift
            : dailyDrift - dailyVol ** 2 / 2 + monthly / BLOCK_DAYS + dailyVol * (z - mean);
    });
  }
  // The last ten years' moves are levelled by one constant so that the price's ten-year
  // annualised return is the portfolio's drift (its assumed long-run return after charges,
  // docs/decisions/019-demo-fund-book.md): the volatility and the bad years stay, but a demo
  // member's ten-year figures never tell another story than the fact sheet's assumptions.
  const pinned = Math.min(days, TEN_YEAR_DAYS);
  let moved = 0;
  for (let k = 0; k < pinned; k += 1) moved += moves[k] ?? 0;
  const level = (Math.log(1 + def.drift) * (pinned / DAYS_PER_YEAR) - moved) / pinned;
  for (let k = 0; k < pinned; k += 1) moves[k] = (moves[k] ?? 0) + level;
  // walk[k] is the price k days before today.
  const walk = new Array<number>(days);
  let price = 5 + rng.next() * 45; // today's price R5 to R50
  for (let k = 0; k < days; k += 1) {
    walk[k] = price;
    price /= Math.exp(moves[k] ?? 0);
  }

  const from = addDays(today, -(days - 1));
  const base = dayNumber(from);
  const latest = new Array<number>(days);
  const rows: PriceSeries['rows'] = [];
  let last = 0;
  for (let i = 0; i < days; i += 1) {
    const weekday = (base + i + 4) % 7; // day 0 (1970-01-01) was a Thursday
    const isWeekday = weekday !== 0 && weekday !== 6;
    if (isWeekday || rows.length === 0) {
      last = Math.max(1, Math.round((walk[days - 1 - i] ?? 0) * 1_000_000));
      rows.push({ priceDate: addDays(from, i), priceMicro: last });
    }
    latest[i] = last;
  }
  return {
    rows,
    priceOn: (date) => {
      const index = dayNumber(date) - base;
      const value = latest[Math.min(Math.max(index, 0), days - 1)];
      if (value === undefined) throw new Error(`no price on ${date}`);
      return value;
    },
  };
}

/** The latest price date on or before `today`: prices are published on weekdays. */
export function lastPriceDate(today: string): string {
  let date = today;
  while ([0, 6].includes((dayNumber(date) + 4) % 7)) date = addDays(date, -1);
  return date;
}
