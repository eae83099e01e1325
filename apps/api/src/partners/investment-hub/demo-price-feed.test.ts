import { addDays } from '@portal/domain/dates';
import { describe, expect, it } from 'vitest';
import { businessDayOnOrAfter, businessDayOnOrBefore } from '../../db/seed/business-days';
import { PORTFOLIOS } from '../../db/seed/catalogue';
import { generatePriceSeries } from '../../db/seed/prices';
import { demoHubPriceFeed, type StoredPrices } from './demo-price-feed';

// The simulated hub's prices after the demo book's last stored day continue the seed's own path.

const SEED = 4242;
const SEEDED_ON = '2026-11-20';

/** The prices a book seeded on SEEDED_ON holds: the model's, up to that day. */
function storedBook(): StoredPrices {
  const series = new Map(
    PORTFOLIOS.map((def) => [def.code, generatePriceSeries(def, SEEDED_ON, 60, SEED).rows]),
  );
  return {
    async on(code, date) {
      return series.get(code)?.find((r) => r.priceDate === date)?.priceMicro;
    },
    async latestBefore(code, date) {
      const rows = series.get(code)?.filter((r) => r.priceDate < date) ?? [];
      const last = rows.at(-1);
      return last && { priceDate: last.priceDate, priceMicro: last.priceMicro };
    },
  };
}

describe('the simulated hub’s price feed', () => {
  const feed = demoHubPriceFeed(storedBook(), SEED);

  it('publishes, for a business day after the book’s last price, the price the seed would have written', async () => {
    let day = SEEDED_ON;
    for (let i = 0; i < 5; i += 1) {
      day = businessDayOnOrAfter(addDays(day, 1));
      for (const def of PORTFOLIOS) {
        const own = generatePriceSeries(def, day, 60, SEED).priceOn(day);
        expect(await feed(def.code, day), `${def.code} on ${day}`).toBe(own);
      }
    }
  });

  it('answers the book’s own price on a stored day, and none on a day with no dealing or for an unknown portfolio', async () => {
    const stored = businessDayOnOrBefore(SEEDED_ON);
    const def = PORTFOLIOS[0]!;
    expect(await feed(def.code, stored)).toBe(
      generatePriceSeries(def, SEEDED_ON, 60, SEED).priceOn(stored),
    );
    expect(await feed(def.code, '2026-11-29')).toBeUndefined(); // a Sunday
    expect(await feed(def.code, '2026-12-25')).toBeUndefined(); // Christmas Day
    expect(await feed('NOSUCH', businessDayOnOrAfter('2026-11-23'))).toBeUndefined();
  });
});
