import { isAfter, isBefore } from './dates';
import { divideRoundHalfAwayFromZero } from './decimal';
import { toCents, valueCents, type Cents, type PriceMicro, type Units } from './money';
import { periodOf } from './period';

// DESIGN §1a "Money in a fund", the data every figure derives from: a fund's value on day D is,
// over its portfolios, the units held after all of D's transactions times the latest price on or
// before D. The opening value of a window is the value at the end of the day before its start;
// the closing value the value at the end of its end date. Also the two-pot split of contributions.

export type PortfolioHistory = {
  /** Unit movements (ten-thousandths, signed), any order. */
  unitMovements: readonly { date: string; units: Units | number }[];
  /** Daily prices (millionths of a rand), any order. */
  prices: readonly { date: string; priceMicro: PriceMicro | number }[];
};

/** Units held at the end of `date` (after all of that day's movements). */
export function unitsHeldOn(portfolio: PortfolioHistory, date: string): bigint {
  let units = 0n;
  for (const movement of portfolio.unitMovements) {
    if (!isAfter(movement.date, date)) units += BigInt(movement.units);
  }
  return units;
}

/** The latest price on or before `date`, or null before the first price. */
export function priceOn(
  portfolio: PortfolioHistory,
  date: string,
): { date: string; priceMicro: number } | null {
  let latest: { date: string; priceMicro: number } | null = null;
  for (const price of portfolio.prices) {
    if (isAfter(price.date, date)) continue;
    if (latest === null || isAfter(price.date, latest.date))
      latest = { date: price.date, priceMicro: price.priceMicro };
  }
  return latest;
}

/** One portfolio's value at the end of `date`, rounded to the cent; 0 before any price. */
export function portfolioValueOn(portfolio: PortfolioHistory, date: string): Cents {
  const price = priceOn(portfolio, date);
  return price === null ? toCents(0) : valueCents(unitsHeldOn(portfolio, date), price.priceMicro);
}

/** A fund's value at the end of `date`: the sum of its portfolios' values. */
export function fundValueOn(portfolios: readonly PortfolioHistory[], date: string): Cents {
  return toCents(
    portfolios.reduce((total, portfolio) => total + portfolioValueOn(portfolio, date), 0),
  );
}

/** A window's opening (end of the day before the start) and closing (end of the end date) values. */
export function windowValues(
  portfolios: readonly PortfolioHistory[],
  startDate: string,
  endDate: string,
): { openingValue: Cents; closingValue: Cents } {
  return {
    openingValue: fundValueOn(portfolios, periodOf(startDate, endDate).openingDate),
    closingValue: fundValueOn(portfolios, endDate),
  };
}

/**
 * `calculationDate`: the latest price date over the portfolios, or the day units last moved when
 * that is later (a payment made on a day without a price); null without prices.
 */
export function calculationDate(portfolios: readonly PortfolioHistory[]): string | null {
  let latest: string | null = null;
  for (const portfolio of portfolios) {
    for (const { date } of portfolio.prices)
      if (latest === null || isAfter(date, latest)) latest = date;
  }
  if (latest === null) return null;
  for (const portfolio of portfolios)
    for (const { date } of portfolio.unitMovements) if (isAfter(date, latest)) latest = date;
  return latest;
}

export const TwoPotComponent = {
  Vested: 'vested',
  Savings: 'savings',
  Retirement: 'retirement',
} as const;
export type TwoPotComponent = (typeof TwoPotComponent)[keyof typeof TwoPotComponent];

/** The two-pot system began on 1 September 2024. */
export const TWO_POT_START_DATE = '2024-09-01';
/** The savings pot was seeded with 10 % of vested, at most R30 000. */
export const SAVINGS_SEED_PERCENT = 10;
export const SAVINGS_SEED_MAX_CENTS = 3_000_000;

/**
 * From 1 Sep 2024 a contribution goes one third to savings and two thirds to retirement; the
 * savings third is rounded to the cent and retirement takes the rest, so the parts sum exactly.
 * Before that date it is all vested.
 */
export function splitContribution(
  amount: Cents | number,
  date: string,
): Record<TwoPotComponent, Cents> {
  if (isBefore(date, TWO_POT_START_DATE)) {
    return { vested: toCents(amount), savings: toCents(0), retirement: toCents(0) };
  }
  const savings = Number(divideRoundHalfAwayFromZero(BigInt(amount), 3n));
  return { vested: toCents(0), savings: toCents(savings), retirement: toCents(amount - savings) };
}

/** The savings pot's seed on 1 Sep 2024: 10 % of vested (to the cent), at most R30 000. */
export function savingsSeed(vested: Cents | number): Cents {
  if (vested <= 0) return toCents(0);
  const tenth = Number(
    divideRoundHalfAwayFromZero(BigInt(vested) * BigInt(SAVINGS_SEED_PERCENT), 100n),
  );
  return toCents(Math.min(tenth, SAVINGS_SEED_MAX_CENTS));
}
