import { addDays, dayNumber } from '@portal/domain/dates';
import type { PortfolioDef } from './catalogue';
import type { Rng } from './random';

/**
 * A daily unit-price series on weekdays from `from` to `to`: a geometric random walk with the
 * portfolio's drift and volatility, prices kept to 6 decimals as integer micro-rand.
 */
export type PriceSeries = {
  rows: { priceDate: string; priceMicro: number }[];
  /** The latest price on or before a date (DESIGN §1a). */
  priceOn: (date: string) => number;
};

export function generatePriceSeries(
  def: PortfolioDef,
  from: string,
  to: string,
  rng: Rng,
): PriceSeries {
  const base = dayNumber(from);
  const days = dayNumber(to) - base + 1;
  const latest = new Array<number>(days);
  const rows: PriceSeries['rows'] = [];
  let price = 1 + rng.next() * 24; // first price R1 to R25
  const dailyDrift = def.drift / 261;
  const dailyVol = def.volatility / Math.sqrt(261);
  let last = 0;
  for (let i = 0; i < days; i += 1) {
    const date = addDays(from, i);
    const weekday = (base + i + 4) % 7; // day 0 (1970-01-01) was a Thursday
    const isWeekday = weekday !== 0 && weekday !== 6;
    if (isWeekday || rows.length === 0) {
      if (rows.length > 0)
        price *= Math.exp(dailyDrift - (dailyVol * dailyVol) / 2 + dailyVol * rng.normal());
      last = Math.max(1, Math.round(price * 1_000_000));
      rows.push({ priceDate: date, priceMicro: last });
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
