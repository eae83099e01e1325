import { valueCents } from '@portal/domain/money';
import type { HeldUnits } from './switches.repository';

// The rows a switch of the value writes on its trade date (docs/decisions/041-online-switches.md):
// for each pot bucket, every unit held sold (switch_out) and the bucket's value bought into the
// targets in their shares (switch_in), each row's amount its units × the trade date's price
// rounded to the cent (DESIGN §1a), so that the value the fund shows after the trade is the value
// before it, apart from the fee (a row of type 'fee' sold from the largest target of the largest
// bucket).

export type Bucket = HeldUnits['bucket'];

export type PlannedRow = {
  portfolioId: number;
  bucket: Bucket;
  type: 'switch_out' | 'switch_in' | 'fee';
  /** Signed: negative for switch_out and the fee. */
  units: number;
  priceMicro: number;
  amountCents: number;
};

/**
 * Units of a portfolio worth exactly `amountCents` at `priceMicro` (units × price rounded to the
 * cent), the nearest such to the amount ÷ price; at a price of R100 a unit or more a cent may fall
 * between two unit steps, and then the nearest units are answered (their value is the row's).
 */
export function unitsWorth(amountCents: number, priceMicro: number): number {
  const guess = Math.round((amountCents * 1e8) / priceMicro);
  for (const step of [0, -1, 1, -2, 2]) {
    const units = guess + step;
    if (units >= 0 && valueCents(units, priceMicro) === amountCents) return units;
  }
  return guess;
}

/** `total` split by `shares` (basis points adding to 10 000), the largest remainders first. */
export function splitByShares(total: number, shares: readonly number[]): number[] {
  const exact = shares.map((share) => (total * share) / 10_000);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((sum, p) => sum + p, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export function planValueSwitch(
  held: readonly { portfolioId: number; bucket: Bucket; units: number }[],
  targets: readonly { portfolioId: number; allocationBp: number }[],
  priceOf: (portfolioId: number) => number,
  feeCents: number,
): { rows: PlannedRow[]; feeCents: number } {
  const rows: PlannedRow[] = [];
  const buckets = [...new Set(held.map((h) => h.bucket))];
  let largest: { bucket: Bucket; valueCents: number } | undefined;
  for (const bucket of buckets) {
    let bucketCents = 0;
    for (const h of held.filter((x) => x.bucket === bucket && x.units > 0)) {
      const price = priceOf(h.portfolioId);
      const amount = valueCents(h.units, price);
      bucketCents += amount;
      rows.push({
        portfolioId: h.portfolioId,
        bucket,
        type: 'switch_out',
        units: -h.units,
        priceMicro: price,
        amountCents: -amount,
      });
    }
    const parts = splitByShares(
      bucketCents,
      targets.map((t) => t.allocationBp),
    );
    targets.forEach((target, index) => {
      const amount = parts[index] ?? 0;
      if (amount <= 0) return;
      const price = priceOf(target.portfolioId);
      const units = unitsWorth(amount, price);
      rows.push({
        portfolioId: target.portfolioId,
        bucket,
        type: 'switch_in',
        units,
        priceMicro: price,
        amountCents: valueCents(units, price),
      });
    });
    if (!largest || bucketCents > largest.valueCents) largest = { bucket, valueCents: bucketCents };
  }
  return { rows, feeCents: addFee(rows, largest?.bucket, feeCents) };
}

/**
 * The fee row, sold from the largest switch_in of `bucket` (or, when the value is not switched,
 * the largest holding): at most what that row holds. Answers the fee charged.
 */
function addFee(rows: PlannedRow[], bucket: Bucket | undefined, feeCents: number): number {
  if (feeCents <= 0 || bucket === undefined) return 0;
  const from = rows
    .filter((r) => r.bucket === bucket && r.type === 'switch_in')
    .sort((a, b) => b.amountCents - a.amountCents)[0];
  if (!from) return 0;
  const charged = Math.min(feeCents, from.amountCents);
  const units = Math.min(unitsWorth(charged, from.priceMicro), from.units);
  const amount = valueCents(units, from.priceMicro);
  if (amount <= 0) return 0;
  rows.push({
    portfolioId: from.portfolioId,
    bucket,
    type: 'fee',
    units: -units,
    priceMicro: from.priceMicro,
    amountCents: -amount,
  });
  return amount;
}

/** A switch of contributions only: the fee (if any) sold from the largest holding. */
export function planFeeOnly(
  held: readonly { portfolioId: number; bucket: Bucket; units: number }[],
  priceOf: (portfolioId: number) => number,
  feeCents: number,
): { rows: PlannedRow[]; feeCents: number } {
  if (feeCents <= 0) return { rows: [], feeCents: 0 };
  const largest = [...held]
    .filter((h) => h.units > 0)
    .map((h) => ({ ...h, cents: valueCents(h.units, priceOf(h.portfolioId)) }))
    .sort((a, b) => b.cents - a.cents)[0];
  if (!largest) return { rows: [], feeCents: 0 };
  const price = priceOf(largest.portfolioId);
  const units = Math.min(unitsWorth(Math.min(feeCents, largest.cents), price), largest.units);
  const amount = valueCents(units, price);
  if (amount <= 0) return { rows: [], feeCents: 0 };
  return {
    rows: [
      {
        portfolioId: largest.portfolioId,
        bucket: largest.bucket,
        type: 'fee',
        units: -units,
        priceMicro: price,
        amountCents: -amount,
      },
    ],
    feeCents: amount,
  };
}

/** The transactions table's pot and vested status of a pot bucket. */
export function potOf(bucket: Bucket): {
  pot: 'vested' | 'savings' | 'retirement';
  vestedStatus: 'available' | 'notAvailable' | null;
} {
  if (bucket === 'available' || bucket === 'notAvailable')
    return { pot: 'vested', vestedStatus: bucket };
  return { pot: bucket, vestedStatus: null };
}
