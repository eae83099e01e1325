import { dayNumber } from '@portal/domain/dates';
import { isBusinessDay } from '../../db/seed/business-days';
import { PORTFOLIOS } from '../../db/seed/catalogue';
import { generatePriceSeries } from '../../db/seed/prices';
import type { PriceFeed } from './investment-hub-service';

// The simulated hub's prices (docs/decisions/041-online-switches.md, "The demo's prices"). The
// demo book is seeded once with prices up to its seeding day, and nothing publishes a price after
// it, so a switch placed in a running demo would wait for a trade-date price that never comes. The
// simulated hub therefore publishes one itself, as a real hub's price feed would:
//   - the portal's own price for the portfolio on that day, when it has one (the seeded history);
//   - otherwise, on a business day after the portfolio's latest stored price, that price moved on
//     by the demo market model's moves between the two days (generatePriceSeries, the seed's own
//     model): the stored path continues without a jump, and with the book's own seed the price is
//     the one the seed would have written for that day;
//   - nothing on a day that is not a business day, before the latest stored price, or for a
//     portfolio the model does not know (the hub then refuses the switch with its reason).
// The portal stores the prices a switch traded at (switch-processing.ts), so the fund's value
// after the switch is read at the same prices as its rows.

export type StoredPrices = {
  /** The portfolio's price dated exactly `date`, if any. */
  on(portfolioCode: string, date: string): Promise<number | undefined>;
  /** The portfolio's latest price dated before `date`, if any. */
  latestBefore(
    portfolioCode: string,
    date: string,
  ): Promise<{ priceDate: string; priceMicro: number } | undefined>;
};

export function demoHubPriceFeed(stored: StoredPrices, seed: number): PriceFeed {
  return async (portfolioCode, date) => {
    const own = await stored.on(portfolioCode, date);
    if (own !== undefined) return own;
    if (!isBusinessDay(date)) return undefined;
    const def = PORTFOLIOS.find((p) => p.code === portfolioCode);
    const latest = await stored.latestBefore(portfolioCode, date);
    if (!def || !latest) return undefined;
    const days = dayNumber(date) - dayNumber(latest.priceDate) + 1;
    const model = generatePriceSeries(def, date, days, seed);
    const from = model.priceOn(latest.priceDate);
    const to = model.priceOn(date);
    return Math.max(1, Math.round((latest.priceMicro * to) / from));
  };
}
