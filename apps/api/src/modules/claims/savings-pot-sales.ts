import { divideRoundHalfAwayFromZero } from '@portal/domain/decimal';
import { valueCents } from '@portal/domain/money';
import type { SavingsHolding, SavingsSale } from './claim-processing.repository';

// How a savings withdrawal leaves the fund (the claims issue): units sold from the savings pot's
// portfolios at their latest prices, so that every figure the portal derives from units and
// prices (DESIGN §1a: a fund's value is, over its portfolios, units × price rounded to the cent)
// falls by the amount paid, to the cent.

/**
 * The rows that take `wanted` out of the savings pot on `paidOn`: each amount from the portfolios holding
 * the most savings first, units sold at each portfolio's price so that the fund's value (units ×
 * price, rounded per portfolio: DESIGN §1a) falls by the amount to the cent. A pot a few cents
 * short of the amount only by rounding pays the difference on its last row; otherwise the
 * shortfall is answered.
 */
export function planSavingsSales(
  holdings: readonly SavingsHolding[],
  wanted: readonly { type: SavingsSale['type']; name: string; amountCents: number }[],
  /** The day the payment is made: its rows are dated then, never on an earlier price date. */
  paidOn: string,
): { isEnough: true; sales: SavingsSale[] } | { isEnough: false; shortfallCents: number } {
  const state = holdings.map((holding) => ({ ...holding }));
  const sales: SavingsSale[] = [];
  let shortfallCents = 0;
  for (const sale of wanted) {
    let remaining = sale.amountCents;
    const order = state
      .filter((h) => h.savingsUnits > 0)
      .sort(
        (a, b) =>
          valueCents(b.savingsUnits, b.priceMicro) - valueCents(a.savingsUnits, a.priceMicro) ||
          a.portfolioId - b.portfolioId,
      );
    let last: SavingsSale | undefined;
    for (const holding of order) {
      if (remaining <= 0) break;
      const before = valueCents(holding.totalUnits, holding.priceMicro);
      const wholePot =
        before - valueCents(holding.totalUnits - holding.savingsUnits, holding.priceMicro);
      if (wholePot <= 0) continue;
      const amount = Math.min(wholePot, remaining);
      const units =
        amount === wholePot ? holding.savingsUnits : unitsForDrop(holding, before - amount);
      last = {
        portfolioId: holding.portfolioId,
        // Dated the day it is paid, at the latest price on or before that day (a price dated on
        // or after the day the claim was made): a value already shown for an earlier date never
        // changes.
        txDate: paidOn < holding.priceDate ? holding.priceDate : paidOn,
        type: sale.type,
        name: sale.name,
        units: -units,
        unitPriceMicro: holding.priceMicro,
        amountCents: -amount,
      };
      sales.push(last);
      holding.totalUnits -= units;
      holding.savingsUnits -= units;
      remaining -= amount;
    }
    if (remaining > 0 && last !== undefined && remaining <= holdings.length) {
      last.amountCents -= remaining;
      remaining = 0;
    }
    shortfallCents += Math.max(0, remaining);
  }
  return shortfallCents > 0 ? { isEnough: false, shortfallCents } : { isEnough: true, sales };
}

/**
 * The units to sell from a portfolio so that its value becomes `target`: the nearest to the
 * amount's units that gives it exactly (one unit step is worth less than a cent below R100 a
 * unit), else the amount's units.
 */
function unitsForDrop(holding: SavingsHolding, target: number): number {
  const amount = valueCents(holding.totalUnits, holding.priceMicro) - target;
  const guess = Number(
    divideRoundHalfAwayFromZero(BigInt(amount) * 10n ** 8n, BigInt(holding.priceMicro)),
  );
  const start = Math.min(Math.max(guess, 0), holding.savingsUnits);
  for (let step = 0; step <= 1000; step += 1) {
    for (const units of step === 0 ? [start] : [start + step, start - step]) {
      if (units < 0 || units > holding.savingsUnits) continue;
      if (valueCents(holding.totalUnits - units, holding.priceMicro) === target) return units;
    }
  }
  return start;
}
