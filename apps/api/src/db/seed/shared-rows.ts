import { assetMixOf } from './asset-mix';
import { benchmarkLevels, benchmarkNameOf } from './benchmark';
import { particularsOf, topHoldingsOf } from './fact-sheet-particulars';
import { PORTFOLIOS, VALUE_SETS } from './catalogue';
import { generatePriceSeries, type PriceSeries } from './prices';
import type { DemoData } from './rows';

// The demo's rows every member shares (generate.ts adds the members): the value sets, and the
// portfolios with their daily price series (tens of series, not one per member).

/** Price history reaches back past the longest membership (10 years of monthly dates). */
const PRICE_HISTORY_DAYS = 10 * 366 + 90;

/** Adds the shared rows to `data`; answers each portfolio's id and price series by its code. */
export function addSharedRows(
  data: DemoData,
  seed: number,
  today: string,
): { portfolioIds: ReadonlyMap<string, number>; pricesOf: (code: string) => PriceSeries } {
  for (const [type, names] of Object.entries(VALUE_SETS)) {
    names.forEach((name, index) =>
      data.valueSets.push({
        type: type as keyof typeof VALUE_SETS,
        id: index + 1,
        name,
        position: index,
      }),
    );
  }

  // Portfolios and their shared price series (tens of series, not one per member).
  const series = new Map<string, PriceSeries>();
  const portfolioIds = new Map<string, number>();
  PORTFOLIOS.forEach((def, index) => {
    const id = index + 1;
    portfolioIds.set(def.code, id);
    const prices = generatePriceSeries(def, today, PRICE_HISTORY_DAYS, seed);
    series.set(def.code, prices);
    data.portfolios.push({
      id,
      code: def.code,
      name: def.name,
      currency: def.currency,
      // The rand per unit of the portfolio's currency on the latest price date (market.ts).
      exchangeRateMicro: prices.latestExchangeRateMicro,
      udwId: `UDW-${def.code}`,
      totalExpenseRatioBp: def.terBp,
      transactionCostsBp: def.tcBp,
      ...particularsOf(def.code),
      benchmarkName: benchmarkNameOf(def),
    });
    for (const row of assetMixOf(def.code))
      data.portfolioAssetMix.push({ portfolioId: id, ...row });
    for (const row of topHoldingsOf(def.code, seed))
      data.portfolioTopHoldings.push({ portfolioId: id, ...row });
    const firstPrice = prices.rows[0]?.priceDate;
    if (firstPrice)
      for (const row of benchmarkLevels(def, seed, firstPrice, today))
        data.portfolioBenchmarkLevels.push({ portfolioId: id, ...row });
    for (const row of prices.rows) data.unitPrices.push({ portfolioId: id, ...row });
    for (const row of prices.foreign) data.foreignPrices.push({ portfolioId: id, ...row });
  });
  const pricesOf = (code: string): PriceSeries => {
    const s = series.get(code);
    if (!s) throw new Error(`unknown portfolio ${code}`);
    return s;
  };
  return { portfolioIds, pricesOf };
}
