import type { AssetClass } from '@portal/domain/projection-assumptions';
import { modelOf, type PortfolioModel } from './prices';

// A portfolio's fact-sheet mix by asset class (the projection's, docs/decisions/039-one-projection.md)
// from the market factors its prices follow (prices.ts): shares in basis points adding up to 10 000.

/** The asset class each market factor of a portfolio's mix stands for. */
export const FACTOR_ASSET_CLASS: Record<keyof PortfolioModel['mix'], AssetClass> = {
  saEquity: 'saEquity',
  property: 'property',
  bonds: 'bonds',
  cash: 'cash',
  globalUsd: 'globalEquity',
  globalBondUsd: 'globalBonds',
};

/**
 * The portfolio's mix in basis points: each factor's weight rounded, the rounding's difference
 * (if any) put on the largest holding, so that the shares add up to exactly 10 000.
 */
export function assetMixOf(code: string): { assetClass: AssetClass; shareBp: number }[] {
  const shares = new Map<AssetClass, number>();
  for (const [factor, weight] of Object.entries(modelOf(code).mix)) {
    if (!weight) continue;
    const assetClass = FACTOR_ASSET_CLASS[factor as keyof PortfolioModel['mix']];
    shares.set(assetClass, (shares.get(assetClass) ?? 0) + Math.round(weight * 10_000));
  }
  const rows = [...shares].map(([assetClass, shareBp]) => ({ assetClass, shareBp }));
  const largest = rows.reduce((a, b) => (b.shareBp > a.shareBp ? b : a));
  largest.shareBp += 10_000 - rows.reduce((sum, row) => sum + row.shareBp, 0);
  return rows;
}
