import { compareDates, isAfter, isBefore } from './dates';

// A discretionary plan's capital gains and losses for a tax year, as an IT3(c) reports them: every
// disposal of units (a withdrawal, the units sold to pay a fee, a switch out of a portfolio) is
// priced at its proceeds less its base cost, the base cost by the weighted average method (the
// portfolio's cost of the units held, divided over them, at each disposal). Acquisitions (money
// put in, transfers and switches in) add their amount to the cost. Figures in cents; units in
// ten-thousandths (DESIGN §1a), signed from the fund's side as the rows are.

export type UnitRow = {
  portfolioCode: string;
  date: string;
  type: 'contribution' | 'transfer_in' | 'switch_in' | 'withdrawal' | 'fee' | 'switch_out';
  /** Signed units, ten-thousandths. */
  units: number;
  /** Signed amount, cents. */
  amountCents: number;
};

export type PortfolioGains = {
  portfolioCode: string;
  disposals: number;
  /** Units disposed of in the year, ten-thousandths (positive). */
  units: number;
  proceedsCents: number;
  baseCostCents: number;
  /** proceeds − base cost: positive a gain, negative a loss. */
  gainCents: number;
};

const ACQUISITIONS = new Set<UnitRow['type']>(['contribution', 'transfer_in', 'switch_in']);

/**
 * Each portfolio's disposals between `from` and `to` (both included), oldest portfolio first in
 * the order they were first held. On a day, the acquisitions come before the disposals (a fee is
 * taken after the day's contribution buys its units). Portfolios without a disposal in the period
 * are left out.
 */
export function capitalGains(rows: readonly UnitRow[], from: string, to: string): PortfolioGains[] {
  const ordered = rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        compareDates(a.row.date, b.row.date) ||
        Number(!ACQUISITIONS.has(a.row.type)) - Number(!ACQUISITIONS.has(b.row.type)) ||
        a.index - b.index,
    )
    .map(({ row }) => row);
  const held = new Map<string, { units: number; cost: number }>();
  const gains = new Map<string, PortfolioGains>();
  for (const row of ordered) {
    if (isAfter(row.date, to)) break;
    const position = held.get(row.portfolioCode) ?? { units: 0, cost: 0 };
    held.set(row.portfolioCode, position);
    if (ACQUISITIONS.has(row.type)) {
      position.units += row.units;
      position.cost += row.amountCents;
      continue;
    }
    const units = -row.units;
    const proceeds = -row.amountCents;
    const baseCost =
      units >= position.units
        ? position.cost
        : position.units > 0
          ? Math.round((position.cost * units) / position.units)
          : 0;
    position.units -= units;
    position.cost -= baseCost;
    if (isBefore(row.date, from)) continue;
    const entry = gains.get(row.portfolioCode) ?? {
      portfolioCode: row.portfolioCode,
      disposals: 0,
      units: 0,
      proceedsCents: 0,
      baseCostCents: 0,
      gainCents: 0,
    };
    entry.disposals += 1;
    entry.units += units;
    entry.proceedsCents += proceeds;
    entry.baseCostCents += baseCost;
    entry.gainCents = entry.proceedsCents - entry.baseCostCents;
    gains.set(row.portfolioCode, entry);
  }
  return [...gains.values()];
}
