import { ASSET_CLASSES, CPI_BP, REAL_RETURN_BP } from '@portal/domain/projection-assumptions';
import { describe, expect, it } from 'vitest';
import { environmentToday } from '../../lib/clock';
import { assetMixOf } from './asset-mix';
import { PORTFOLIOS } from './catalogue';
import { generateDemoData } from './generate';
import { LONG_RUN, LONG_RUN_CASH_PERCENT, RAND_WEAKENING_LOG } from './market';
import { PORTFOLIO_MODELS } from './prices';

// The projection's expected real returns are the demo market's long-run returns less inflation
// (docs/decisions/039-one-projection.md), and each portfolio's asset mix is the mix its prices
// follow, to the basis point.

/** A nominal return a year, deflated by the portal's inflation, in basis points. */
const real = (nominal: number) => ((1 + nominal) / (1 + CPI_BP.value / 10_000) - 1) * 10_000;

describe("the projection's assumptions and the demo market", () => {
  it('holds each real return within 10 bp of the market model deflated by CPI', () => {
    const rand = Math.exp(RAND_WEAKENING_LOG);
    const model = {
      saEquity: real(LONG_RUN.saEquity.mean),
      property: real(LONG_RUN.property.mean),
      bonds: real(LONG_RUN.bonds.mean),
      cash: real(LONG_RUN_CASH_PERCENT / 100),
      globalEquity: real((1 + LONG_RUN.globalUsd.mean) * rand - 1),
      globalBonds: real((1 + LONG_RUN.globalBondUsd.mean) * rand - 1),
    };
    // The model's figures themselves (11 % shares less 6 % inflation is 4.72 % real).
    expect(model.saEquity).toBeCloseTo(471.7, 1);
    expect(model.globalEquity).toBeCloseTo(498.95, 1);
    for (const assetClass of ASSET_CLASSES)
      expect(
        Math.abs(REAL_RETURN_BP.value[assetClass] - model[assetClass]),
        assetClass,
      ).toBeLessThanOrEqual(10);
  });

  it("stores every portfolio's asset mix, adding up to 10 000 bp, as its model's weights", () => {
    const data = generateDemoData({ members: 1, seed: 4242, today: environmentToday() });
    expect(new Set(data.portfolioAssetMix.map((row) => row.portfolioId)).size).toBe(
      PORTFOLIOS.length,
    );
    for (const portfolio of data.portfolios) {
      const rows = data.portfolioAssetMix.filter((row) => row.portfolioId === portfolio.id);
      expect(
        rows.reduce((sum, row) => sum + row.shareBp, 0),
        portfolio.code,
      ).toBe(10_000);
      const weights = PORTFOLIO_MODELS[portfolio.code]?.mix ?? {};
      for (const row of rows) {
        const factor =
          row.assetClass === 'globalEquity'
            ? 'globalUsd'
            : row.assetClass === 'globalBonds'
              ? 'globalBondUsd'
              : row.assetClass;
        expect(Math.abs(row.shareBp - (weights[factor] ?? 0) * 10_000)).toBeLessThanOrEqual(1);
      }
    }
    // A balanced portfolio: 42 % South African shares, 23 % global shares, 5 % global bonds.
    expect(Object.fromEntries(assetMixOf('AFBAL').map((r) => [r.assetClass, r.shareBp]))).toEqual({
      saEquity: 4_200,
      property: 500,
      bonds: 2_000,
      cash: 500,
      globalEquity: 2_300,
      globalBonds: 500,
    });
  });
});
