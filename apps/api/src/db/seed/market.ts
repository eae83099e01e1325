import { dayNumber } from '@portal/domain/dates';
import { streamOf, type Rng } from './random';

// The demo's markets (docs/decisions/035-a-market-like-south-africas.md): one daily series per
// market factor, shared by every portfolio, whose calendar years end where South Africa's indices
// ended them (approximately), with the 2020 fall and recovery drawn in; each portfolio is a mix of
// these factors (prices.ts). Years after the last known one continue from the seed.

export const FACTORS = [
  'saEquity',
  'property',
  'bonds',
  'cash',
  'globalUsd',
  'globalBondUsd',
  'usdZar',
] as const;
export type Factor = (typeof FACTORS)[number];

/** The first day the factors move; their levels are 1 (the rate its year-end) the day before. */
export const MARKET_START = '2015-01-01';
const FIRST_YEAR = 2015;

/**
 * Calendar-year total returns in percent, approximately those of the public indices (rounded, from
 * the index providers' yearly figures as published in the financial press): JSE All Share (J203T),
 * SA listed property (SAPY), the All Bond Index (ALBI), STeFI composite (cash), MSCI World net in
 * US dollars, the Bloomberg Global Aggregate in US dollars, and the rand per US dollar at the
 * year's end. Approximate targets for a demonstration, not a record of the markets.
 */
export const YEAR_TARGETS: Readonly<Record<number, Record<Factor, number>>> = {
  2015: {
    saEquity: 5.1,
    property: 8.0,
    bonds: -3.9,
    cash: 6.5,
    globalUsd: -0.9,
    globalBondUsd: -3.2,
    usdZar: 15.47,
  },
  2016: {
    saEquity: 2.6,
    property: 10.2,
    bonds: 15.4,
    cash: 7.4,
    globalUsd: 7.5,
    globalBondUsd: 2.1,
    usdZar: 13.69,
  },
  2017: {
    saEquity: 21.0,
    property: 17.2,
    bonds: 10.2,
    cash: 7.6,
    globalUsd: 22.4,
    globalBondUsd: 7.4,
    usdZar: 12.38,
  },
  2018: {
    saEquity: -8.5,
    property: -25.3,
    bonds: 7.7,
    cash: 7.3,
    globalUsd: -8.7,
    globalBondUsd: -1.2,
    usdZar: 14.38,
  },
  2019: {
    saEquity: 12.0,
    property: 1.9,
    bonds: 10.3,
    cash: 7.3,
    globalUsd: 27.7,
    globalBondUsd: 6.8,
    usdZar: 14.0,
  },
  2020: {
    saEquity: 7.0,
    property: -34.5,
    bonds: 8.7,
    cash: 5.4,
    globalUsd: 15.9,
    globalBondUsd: 9.2,
    usdZar: 14.69,
  },
  2021: {
    saEquity: 29.2,
    property: 36.9,
    bonds: 8.4,
    cash: 3.8,
    globalUsd: 21.8,
    globalBondUsd: -4.7,
    usdZar: 15.94,
  },
  2022: {
    saEquity: 3.6,
    property: 0.5,
    bonds: 4.3,
    cash: 5.2,
    globalUsd: -18.1,
    globalBondUsd: -16.2,
    usdZar: 17.02,
  },
  2023: {
    saEquity: 9.3,
    property: 10.1,
    bonds: 9.7,
    cash: 8.0,
    globalUsd: 23.8,
    globalBondUsd: 5.7,
    usdZar: 18.29,
  },
  2024: {
    saEquity: 13.4,
    property: 29.0,
    bonds: 17.2,
    cash: 8.4,
    globalUsd: 18.7,
    globalBondUsd: -1.7,
    usdZar: 18.84,
  },
  2025: {
    saEquity: 38.0,
    property: 22.0,
    bonds: 19.0,
    cash: 7.6,
    globalUsd: 21.0,
    globalBondUsd: 8.0,
    usdZar: 16.55,
  },
};
/** The rand per US dollar at the end of 2014: where the exchange rate starts. */
const USD_ZAR_START = 11.57;
const LAST_TARGET_YEAR = 2025;

/** Yearly volatility of each factor's daily moves (cash moves with its rate alone). */
const ANNUAL_VOL: Record<Factor, number> = {
  saEquity: 0.15,
  property: 0.17,
  bonds: 0.07,
  cash: 0,
  globalUsd: 0.13,
  globalBondUsd: 0.04,
  usdZar: 0.12,
};
/**
 * How much of each factor's daily move is the common "risk" move: shares and property rise with
 * it, the rand weakens against it (the rand falls when markets fall).
 */
const RISK_LOADING: Record<Factor, number> = {
  saEquity: 0.75,
  property: 0.6,
  bonds: 0.35,
  cash: 0,
  globalUsd: 0.6,
  globalBondUsd: 0,
  usdZar: -0.5,
};

/**
 * Moves drawn in (log, over the days from..to), the year's other days then levelled to the year's
 * target: the fall of 20 February to 23 March 2020 (the JSE about a third down, property half, the
 * rand from R14 to nearly R19, bonds a tenth) and the recovery to June.
 */
const EVENTS: readonly { from: string; to: string; moves: Partial<Record<Factor, number>> }[] = [
  {
    from: '2020-02-20',
    to: '2020-03-23',
    moves: { saEquity: -0.42, property: -0.6, bonds: -0.11, globalUsd: -0.4, usdZar: 0.27 },
  },
  {
    from: '2020-03-24',
    to: '2020-06-30',
    moves: { saEquity: 0.33, property: 0.12, bonds: 0.1, globalUsd: 0.33, usdZar: -0.12 },
  },
  // The last quarter of 2018: shares worldwide fell, the rand weakened.
  {
    from: '2018-10-01',
    to: '2018-12-24',
    moves: { saEquity: -0.09, property: -0.05, globalUsd: -0.13, usdZar: 0.04 },
  },
];

/** Years after the known ones: drawn from each factor's long-run return and spread. */
export const LONG_RUN: Record<Exclude<Factor, 'cash' | 'usdZar'>, { mean: number; sd: number }> = {
  saEquity: { mean: 0.11, sd: 0.15 },
  property: { mean: 0.1, sd: 0.17 },
  bonds: { mean: 0.095, sd: 0.07 },
  globalUsd: { mean: 0.08, sd: 0.14 },
  globalBondUsd: { mean: 0.035, sd: 0.05 },
};

/** Cash's return in percent the first year after the known ones (later years step from it). */
export const LONG_RUN_CASH_PERCENT = 7;
/** The rand's weakening against the US dollar, a year, as a log move (e^0.03: about 3 %). */
export const RAND_WEAKENING_LOG = 0.03;

export type Market = {
  /** Daily log moves of each factor, index 0 being MARKET_START. */
  moves: Record<Factor, Float64Array>;
  /** The rand per US dollar at the end of each day. */
  usdZar: Float64Array;
  /** The day index of a date (0 for MARKET_START). */
  indexOf: (date: string) => number;
  lastDate: string;
};

const markets = new Map<string, Market>();

/** The markets under `seed` from MARKET_START to the end of `lastYear`. */
export function marketOf(seed: number, lastYear: number): Market {
  const key = `${seed}|${lastYear}`;
  const cached = markets.get(key);
  if (cached) return cached;
  const base = dayNumber(MARKET_START);
  const lastDate = `${lastYear}-12-31`;
  const days = dayNumber(lastDate) - base + 1;
  const moves = Object.fromEntries(FACTORS.map((f) => [f, new Float64Array(days)])) as Record<
    Factor,
    Float64Array
  >;
  let cashRate = 0;
  let yearEndRate = USD_ZAR_START;
  for (let year = FIRST_YEAR; year <= lastYear; year += 1) {
    // Each year draws from a stream of its own: a year's moves depend on nothing after it.
    const rng = streamOf(seed, 'market', year);
    const target = yearTarget(year, rng, cashRate, yearEndRate);
    const first = dayNumber(`${year}-01-01`) - base;
    const last = dayNumber(`${year}-12-31`) - base;
    const n = last - first + 1;
    for (let k = first; k <= last; k += 1) {
      const risk = rng.normal();
      for (const factor of FACTORS) {
        const own = rng.normal();
        const loading = RISK_LOADING[factor];
        const z = loading * risk + Math.sqrt(1 - loading ** 2) * own;
        moves[factor][k] = (ANNUAL_VOL[factor] / Math.sqrt(365.25)) * z;
      }
    }
    for (const event of EVENTS) {
      if (Number(event.from.slice(0, 4)) !== year) continue;
      const from = dayNumber(event.from) - base;
      const to = dayNumber(event.to) - base;
      for (const [factor, move] of Object.entries(event.moves) as [Factor, number][])
        for (let k = from; k <= to; k += 1)
          moves[factor][k] = (moves[factor][k] ?? 0) + move / (to - from + 1);
    }
    // Cash earns its rate smoothly: the year's rate eases towards the next year's through the year.
    const next = YEAR_TARGETS[year + 1]?.cash ?? target.cash;
    for (let k = first; k <= last; k += 1) {
      const t = (k - first) / n;
      moves.cash[k] =
        Math.log(1 + (target.cash + (next - target.cash) * (t - 0.5) * 0.8) / 100) / 365.25;
    }
    cashRate = target.cash;
    // Each factor's year is levelled by one constant so that it ends at its target.
    for (const factor of FACTORS) {
      const goal =
        factor === 'usdZar'
          ? Math.log(target.usdZar / yearEndRate)
          : Math.log(1 + target[factor] / 100);
      let sum = 0;
      for (let k = first; k <= last; k += 1) sum += moves[factor][k] ?? 0;
      const level = (goal - sum) / n;
      for (let k = first; k <= last; k += 1) moves[factor][k] = (moves[factor][k] ?? 0) + level;
    }
    yearEndRate = target.usdZar;
  }
  const usdZar = new Float64Array(days);
  let rate = USD_ZAR_START;
  for (let k = 0; k < days; k += 1) {
    rate *= Math.exp(moves.usdZar[k] ?? 0);
    usdZar[k] = rate;
  }
  const market: Market = {
    moves,
    usdZar,
    indexOf: (date) => dayNumber(date) - base,
    lastDate,
  };
  markets.set(key, market);
  return market;
}

/**
 * A year's targets: the indices' own up to LAST_TARGET_YEAR; after it, drawn from the year's
 * stream around each factor's long-run return (shares and property moving together, the rand
 * weakening about 3 % a year), and cash a step from the year before within 4.5 % to 8.5 %.
 */
function yearTarget(
  year: number,
  rng: Rng,
  previousCash: number,
  previousRate: number,
): Record<Factor, number> {
  const known = YEAR_TARGETS[year];
  const draws = Array.from({ length: 7 }, () => rng.normal());
  if (known) return known;
  const [common = 0, eq = 0, prop = 0, bond = 0, glob = 0, gbond = 0, fx = 0] = draws;
  const drawn = (factor: keyof typeof LONG_RUN, own: number, loading: number) => {
    const { mean, sd } = LONG_RUN[factor];
    return (
      (Math.exp(Math.log(1 + mean) + sd * (loading * common + Math.sqrt(1 - loading ** 2) * own)) -
        1) *
      100
    );
  };
  const cash =
    year === LAST_TARGET_YEAR + 1
      ? LONG_RUN_CASH_PERCENT
      : Math.min(8.5, Math.max(4.5, previousCash + 0.6 * bond));
  return {
    saEquity: drawn('saEquity', eq, 0.7),
    property: drawn('property', prop, 0.6),
    bonds: drawn('bonds', bond, 0.3),
    cash,
    globalUsd: drawn('globalUsd', glob, 0.5),
    globalBondUsd: drawn('globalBondUsd', gbond, 0),
    usdZar:
      previousRate *
      Math.exp(RAND_WEAKENING_LOG + 0.1 * (-0.4 * common + Math.sqrt(1 - 0.16) * fx)),
  };
}
