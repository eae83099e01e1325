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
  const charged = addFee(rows, largest?.bucket, feeCents);
  const before = held
    .filter((h) => h.units > 0)
    .reduce<Map<number, number>>(
      (units, h) => units.set(h.portfolioId, (units.get(h.portfolioId) ?? 0) + h.units),
      new Map(),
    );
  const valueBefore = [...before].reduce(
    (sum, [portfolioId, units]) => sum + valueCents(units, priceOf(portfolioId)),
    0,
  );
  keepValueAsShown(rows, valueBefore - charged);
  return { rows, feeCents: charged };
}

/** The units whose value, rounded to the cent at `priceMicro`, is `amountCents`: [lowest, highest]. */
function unitsRange(amountCents: number, priceMicro: number): [number, number] {
  const units = unitsWorth(amountCents, priceMicro);
  let low = units;
  let high = units;
  if (valueCents(units, priceMicro) !== amountCents) return [units, units];
  const step = Math.max(1, Math.floor(1e8 / priceMicro / 4));
  while (low - step >= 0 && valueCents(low - step, priceMicro) === amountCents) low -= step;
  while (low - 1 >= 0 && valueCents(low - 1, priceMicro) === amountCents) low -= 1;
  while (valueCents(high + step, priceMicro) === amountCents) high += step;
  while (valueCents(high + 1, priceMicro) === amountCents) high += 1;
  return [low, high];
}

/**
 * The fund shows each portfolio's value as all its units × the price rounded once (fund details),
 * while each row is its own units × the price rounded: a portfolio bought in several pot buckets
 * may show a cent or two more or less than its rows add to. Within each switch_in row's units
 * that are worth exactly its amount, the units are chosen so that the value the fund shows after
 * the trade is `valueAfter` (the value shown before, less the fee) where the rounding allows:
 * every row keeps its amount, so the rows still add to the fee alone.
 */
function keepValueAsShown(rows: PlannedRow[], valueAfter: number): void {
  const bought = rows.filter((r) => r.type === 'switch_in');
  const targets = [...new Set(bought.map((r) => r.portfolioId))].map((portfolioId) => {
    const own = bought.filter((r) => r.portfolioId === portfolioId);
    const fees = rows
      .filter((r) => r.type === 'fee' && r.portfolioId === portfolioId)
      .reduce((sum, r) => sum - r.units, 0);
    const priceMicro = own[0]?.priceMicro ?? 1;
    // A row the fee is sold from keeps at least the fee's units.
    const ranges = own.map((r): [number, number] => {
      const [l, h] = unitsRange(r.amountCents, r.priceMicro);
      const fee = rows.find(
        (f) => f.type === 'fee' && f.portfolioId === r.portfolioId && f.bucket === r.bucket,
      );
      return [Math.min(Math.max(l, fee ? -fee.units : 0), h), h];
    });
    const low = ranges.reduce((sum, [l]) => sum + l, 0) - fees;
    const high = ranges.reduce((sum, [, h]) => sum + h, 0) - fees;
    const now = own.reduce((sum, r) => sum + r.units, 0) - fees;
    return { own, ranges, fees, priceMicro, low, high, now };
  });
  let gap = valueAfter - targets.reduce((sum, t) => sum + valueCents(t.now, t.priceMicro), 0);
  for (const target of targets) {
    if (gap === 0) return;
    const shown = valueCents(target.now, target.priceMicro);
    const wanted = Math.min(
      Math.max(shown + gap, valueCents(Math.max(target.low, 0), target.priceMicro)),
      valueCents(target.high, target.priceMicro),
    );
    if (wanted === shown) continue;
    const [wantedLow, wantedHigh] = unitsRange(wanted, target.priceMicro);
    const net = Math.max(wantedLow, target.low);
    if (net > Math.min(wantedHigh, target.high) || valueCents(net, target.priceMicro) !== wanted) {
      continue;
    }
    // The rows' units: each its lowest, then the rest given out up to each row's highest.
    let left = net + target.fees - target.ranges.reduce((sum, [l]) => sum + l, 0);
    target.own.forEach((row, index) => {
      const [l, h] = target.ranges[index] ?? [row.units, row.units];
      const more = Math.min(left, h - l);
      row.units = l + more;
      left -= more;
    });
    gap -= wanted - shown;
  }
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
