import { addDays, dayNumber } from '@portal/domain/dates';
import { businessDayOnOrBefore, isBusinessDay } from './business-days';
import type { PortfolioDef } from './catalogue';
import { marketOf, MARKET_START, type Factor, type Market } from './market';
import { streamOf } from './random';

/**
 * A portfolio's daily unit prices on South Africa's business days over the `days` calendar days up
 * to `today`, as integer micro-units (6 decimals): its mix of the market factors (market.ts),
 * rebalanced daily, with a little noise of its own and its investment charges (TER) taken from
 * the price. A rand portfolio's price is in rand; a US dollar portfolio's price is its dollar
 * price times that day's rand per dollar, so the unit price table always holds rand and a value is
 * units × price everywhere (DESIGN §1a); its dollar price and the rate are kept beside it.
 *
 * The prices follow the calendar, not today: a date's price is the same whatever today is.
 */
export type PriceSeries = {
  rows: { priceDate: string; priceMicro: number }[];
  /** A US dollar portfolio's dollar price and the rand per dollar behind each rand price. */
  foreign: { priceDate: string; foreignPriceMicro: number; exchangeRateMicro: number }[];
  /** The latest price on or before a date (DESIGN §1a). */
  priceOn: (date: string) => number;
  /** The rand per unit of the portfolio's currency on the latest price date (1 for rand). */
  latestExchangeRateMicro: number;
};

/** What a portfolio holds: weights of the factors (summing to 1) and its own noise a year. */
export type PortfolioModel = {
  /** What the plausibility suite holds the portfolio's calendar years to. */
  group: PortfolioGroup;
  mix: Partial<Record<MixPart, number>>;
  ownVolatility: number;
  /** A money market fund's yield above the cash index, a year. */
  premium?: number;
};

/** Parts of a mix; a rand portfolio holds the world's markets in rand. */
type MixPart = Exclude<Factor, 'usdZar'>;

export const PORTFOLIO_GROUPS = [
  'saEquity',
  'property',
  'globalEquity',
  'balanced',
  'conservative',
  'bond',
  'income',
  'moneyMarket',
] as const;
export type PortfolioGroup = (typeof PORTFOLIO_GROUPS)[number];

const balanced = (own = 0.02): PortfolioModel => ({
  group: 'balanced',
  mix: {
    saEquity: 0.42,
    property: 0.05,
    bonds: 0.2,
    cash: 0.05,
    globalUsd: 0.23,
    globalBondUsd: 0.05,
  },
  ownVolatility: own,
});
const conservative = (equity: number, own = 0.015): PortfolioModel => ({
  group: 'conservative',
  mix: {
    saEquity: equity,
    property: 0.03,
    bonds: 0.25,
    cash: 0.55 - equity,
    globalUsd: 0.12,
    globalBondUsd: 0.05,
  },
  ownVolatility: own,
});

/** Each portfolio's mix, in the style of its ASISA category (Regulation 28 limits for funds). */
export const PORTFOLIO_MODELS: Readonly<Record<string, PortfolioModel>> = {
  AFBAL: balanced(),
  AFSTG: conservative(0.25),
  AFEQT: { group: 'saEquity', mix: { saEquity: 1 }, ownVolatility: 0.04 },
  AFMMK: { group: 'moneyMarket', mix: { cash: 1 }, ownVolatility: 0, premium: 0.005 },
  AFBND: { group: 'bond', mix: { bonds: 0.95, cash: 0.05 }, ownVolatility: 0.01 },
  AFPRP: { group: 'property', mix: { property: 0.95, cash: 0.05 }, ownVolatility: 0.04 },
  AFGEQ: { group: 'globalEquity', mix: { globalUsd: 1 }, ownVolatility: 0.03 },
  AFGBL: {
    group: 'balanced',
    mix: { globalUsd: 0.6, globalBondUsd: 0.35, cash: 0.05 },
    ownVolatility: 0.02,
  },
  AFINF: conservative(0.3),
  AFSHR: {
    group: 'balanced',
    mix: { saEquity: 0.5, property: 0.08, cash: 0.17, globalUsd: 0.25 },
    ownVolatility: 0.03,
  },
  AFLIF: conservative(0.2, 0.01),
  AFLIA: {
    group: 'saEquity',
    mix: { saEquity: 0.75, property: 0.05, globalUsd: 0.2 },
    ownVolatility: 0.015,
  },
  AFCAP: {
    group: 'income',
    mix: { cash: 0.72, bonds: 0.25, saEquity: 0.03 },
    ownVolatility: 0.004,
  },
  AFABS: conservative(0.28),
  AFDIV: {
    group: 'saEquity',
    mix: { saEquity: 0.92, property: 0.05, cash: 0.03 },
    ownVolatility: 0.035,
  },
  AFSMC: { group: 'saEquity', mix: { saEquity: 0.9, property: 0.1 }, ownVolatility: 0.07 },
  AFFLX: {
    group: 'balanced',
    mix: { saEquity: 0.55, property: 0.05, bonds: 0.1, cash: 0.1, globalUsd: 0.2 },
    ownVolatility: 0.025,
  },
  AFINC: { group: 'income', mix: { cash: 0.6, bonds: 0.4 }, ownVolatility: 0.005 },
  GLUSD: { group: 'globalEquity', mix: { globalUsd: 1 }, ownVolatility: 0.02 },
  GLUSB: {
    group: 'balanced',
    mix: { globalUsd: 0.6, globalBondUsd: 0.4 },
    ownVolatility: 0.015,
  },
  AFTSF: balanced(0.015),
  AFSTF: balanced(0.015),
};

export function modelOf(code: string): PortfolioModel {
  const model = PORTFOLIO_MODELS[code];
  if (!model) throw new Error(`no model for portfolio ${code}`);
  return model;
}

const DAYS_PER_YEAR = 365.25;

/**
 * The portfolio's daily log moves from MARKET_START to the market's last day, in its own currency:
 * a rand portfolio's world holdings move with the rand; a dollar portfolio's do not.
 */
function portfolioMoves(def: PortfolioDef, market: Market, seed: number): Float64Array {
  const key = `${seed}|${def.code}|${market.lastDate}`;
  const cached = movesCache.get(key);
  if (cached) return cached;
  const model = modelOf(def.code);
  const days = market.moves.cash.length;
  const out = new Float64Array(days);
  // The total investment charge (TER and transaction costs) comes out of the price every day.
  const charges = Math.log(1 - (def.terBp + def.tcBp) / 10_000) / DAYS_PER_YEAR;
  const premium = Math.log(1 + (model.premium ?? 0)) / DAYS_PER_YEAR;
  const ownDaily = model.ownVolatility / Math.sqrt(DAYS_PER_YEAR);
  const parts = Object.entries(model.mix) as [MixPart, number][];
  let year = 0;
  let rng = streamOf(seed, 'prices', def.code, 0);
  for (let k = 0; k < days; k += 1) {
    const date = addDays(MARKET_START, k);
    const y = Number(date.slice(0, 4));
    // A stream per year: a date's price depends on nothing after its year.
    if (y !== year) {
      year = y;
      rng = streamOf(seed, 'prices', def.code, y);
    }
    let growth = 0;
    for (const [part, weight] of parts) {
      const inRand = def.currency === 'ZAR' && (part === 'globalUsd' || part === 'globalBondUsd');
      const move = (market.moves[part][k] ?? 0) + (inRand ? (market.moves.usdZar[k] ?? 0) : 0);
      growth += weight * Math.exp(move);
    }
    out[k] = Math.log(growth) + premium + charges + ownDaily * rng.normal();
  }
  movesCache.set(key, out);
  return out;
}
const movesCache = new Map<string, Float64Array>();

export function generatePriceSeries(
  def: PortfolioDef,
  today: string,
  days: number,
  seed: number,
): PriceSeries {
  const market = marketOf(seed, Math.max(2025, Number(today.slice(0, 4))));
  const moves = portfolioMoves(def, market, seed);
  const start = streamOf(seed, 'prices', def.code, 'start');
  const isUsd = def.currency === 'USD';
  // The price the day before the markets' first day: R2 to R20, or $0.50 to $2.
  let price = isUsd ? 0.5 + start.next() * 1.5 : 2 + start.next() * 18;
  const from = addDays(today, -(days - 1));
  const first = market.indexOf(from);
  const last = market.indexOf(today);
  const rows: PriceSeries['rows'] = [];
  const foreign: PriceSeries['foreign'] = [];
  const latest = new Array<number>(days);
  let latestRate = 1_000_000;
  let current = 0;
  for (let k = 0; k <= last; k += 1) {
    price *= Math.exp(moves[k] ?? 0);
    if (k < first) continue;
    const date = addDays(MARKET_START, k);
    if (isBusinessDay(date)) {
      const rate = isUsd ? Math.round((market.usdZar[k] ?? 0) * 1_000_000) : 1_000_000;
      const own = Math.max(1, Math.round(price * 1_000_000));
      current = isUsd ? Math.round((own * rate) / 1_000_000) : own;
      rows.push({ priceDate: date, priceMicro: current });
      if (isUsd) foreign.push({ priceDate: date, foreignPriceMicro: own, exchangeRateMicro: rate });
      latestRate = rate;
    }
    latest[k - first] = current;
  }
  const firstPrice = rows[0]?.priceMicro ?? 0;
  const base = dayNumber(from);
  return {
    rows,
    foreign,
    latestExchangeRateMicro: latestRate,
    priceOn: (date) => {
      const index = Math.min(Math.max(dayNumber(date) - base, 0), days - 1);
      const value = latest[index] || firstPrice;
      if (!value) throw new Error(`no price on ${date}`);
      return value;
    },
  };
}

/** The latest price date on or before `today`: prices are published on business days. */
export function lastPriceDate(today: string): string {
  return businessDayOnOrBefore(today);
}
