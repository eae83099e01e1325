import { fundValueOn, type PortfolioHistory } from '@portal/domain/fund-value';
import { toCents, valueCents, type Cents } from '@portal/domain/money';
import { periodOf } from '@portal/domain/period';
import type { Db } from '../../db/client';
import { POT_BUCKETS } from '../../db/schema';
import { positionsOn, type PositionRow } from '../fund/fund.repository';
import { transactionsBetween, type TransactionRow } from './fund-details.repository';

// DESIGN §1a "Money in a fund": every figure of the fund details page, the IRR and the transaction
// summary is valued here, from the positions the repository reads, with the domain's rules.

/** The positions held at the end of `date` as the domain's portfolio histories. */
export function historiesOf(positions: readonly PositionRow[], date: string): PortfolioHistory[] {
  const byPortfolio = new Map<
    number,
    { unitMovements: { date: string; units: number }[]; prices: PortfolioHistory['prices'] }
  >();
  for (const position of positions) {
    let history = byPortfolio.get(position.portfolioId);
    if (!history) {
      history = {
        unitMovements: [],
        prices:
          position.priceDate !== null && position.priceMicro !== null
            ? [{ date: position.priceDate, priceMicro: position.priceMicro }]
            : [],
      };
      byPortfolio.set(position.portfolioId, history);
    }
    history.unitMovements.push({ date, units: position.units });
  }
  return [...byPortfolio.values()];
}

/**
 * A fund's value at the end of `date` from its positions on that date (DESIGN §1a), and each
 * portfolio's part of it (units × price rounded once per portfolio, as the total adds them up).
 */
export function valuesOf(
  positions: readonly PositionRow[],
  date: string,
): { total: Cents; byPortfolio: Map<number, Cents> } {
  const byPortfolio = new Map<number, Cents>();
  let total = 0;
  for (const portfolioId of new Set(positions.map((position) => position.portfolioId))) {
    const value = fundValueOn(
      historiesOf(
        positions.filter((position) => position.portfolioId === portfolioId),
        date,
      ),
      date,
    );
    byPortfolio.set(portfolioId, value);
    total += value;
  }
  return { total: toCents(total), byPortfolio };
}

/** A fund's value at the end of `date` (DESIGN §1a), in cents. */
export async function fundValueAt(db: Db, membershipId: number, date: string): Promise<Cents> {
  return fundValueOn(historiesOf(await positionsOn(db, membershipId, date), date), date);
}

export type FundWindow = {
  startDate: string;
  endDate: string;
  /** The value at the end of the day before the start date. */
  openingValue: Cents;
  /** The value at the end of the end date. */
  closingValue: Cents;
  /** The transactions from start to end date inclusive, oldest first. */
  transactions: TransactionRow[];
};

/**
 * DESIGN §1a, "from A to B" (domain period.ts): the opening value at the end of the day before the
 * start date, the closing value at the end of the end date, the transactions start to end.
 */
export async function fundWindow(
  db: Db,
  membershipId: number,
  startDate: string,
  endDate: string,
): Promise<FundWindow> {
  const [openingValue, closingValue, transactions] = await Promise.all([
    fundValueAt(db, membershipId, periodOf(startDate, endDate).openingDate),
    fundValueAt(db, membershipId, endDate),
    transactionsBetween(db, membershipId, startDate, endDate),
  ]);
  return { startDate, endDate, openingValue, closingValue, transactions };
}

export { POT_BUCKETS };
export type PotBucket = (typeof POT_BUCKETS)[number];
export type PotValues = Record<PotBucket, Cents>;

/** spec 2 §3: vested money is available or notAvailable; savings and retirement are pots of their own. */
export function bucketOf(position: Pick<PositionRow, 'pot' | 'vestedStatus'>): PotBucket {
  if (position.pot === 'vested')
    return position.vestedStatus === 'notAvailable' ? 'notAvailable' : 'available';
  return position.pot;
}

const TEN_TO_THE_8 = 10n ** 8n;

function floorDivide(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n !== denominator < 0n
    ? quotient - 1n
    : quotient;
}

/**
 * One portfolio's value split over the pots, to the cent, so that the pots add up exactly to the
 * portfolio's value. The portfolio's value is the DESIGN §1a figure: all its units × the price,
 * rounded once (domain `valueCents`), so that the pots of all portfolios add up to the fund's
 * value — the same total as the dashboard and the IRR's closing value. Each pot first gets the
 * whole cents of its exact value (units × price), and the cents still missing to reach the
 * portfolio's value go one each to the pots with the largest fractions of a cent (largest
 * remainder), so every pot is within a cent of its exact value.
 */
export function splitPortfolioValue(
  unitsByBucket: ReadonlyMap<PotBucket, number>,
  priceMicro: number,
): PotValues {
  const price = BigInt(priceMicro);
  let totalUnits = 0n;
  const parts = POT_BUCKETS.map((bucket, order) => {
    const units = BigInt(unitsByBucket.get(bucket) ?? 0);
    totalUnits += units;
    const exact = units * price; // in 10^-10 rand
    const cents = floorDivide(exact, TEN_TO_THE_8);
    return { bucket, order, cents, remainder: exact - cents * TEN_TO_THE_8 };
  });
  let missing = BigInt(valueCents(totalUnits, price)) - parts.reduce((s, p) => s + p.cents, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.order - b.order : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (missing <= 0n) break;
    part.cents += 1n;
    missing -= 1n;
  }
  const result = {} as Record<PotBucket, Cents>;
  for (const part of parts) result[part.bucket] = toCents(part.cents);
  return result;
}

/** Adds pot values bucket by bucket. */
export function addPots(a: PotValues, b: PotValues): PotValues {
  const result = {} as Record<PotBucket, Cents>;
  for (const bucket of POT_BUCKETS) result[bucket] = toCents(a[bucket] + b[bucket]);
  return result;
}

export function zeroPots(): PotValues {
  return {
    available: toCents(0),
    notAvailable: toCents(0),
    savings: toCents(0),
    retirement: toCents(0),
  };
}
