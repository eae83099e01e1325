import { describe, expect, it } from 'vitest';
import { assetMixOf } from './asset-mix';
import { benchmarkLevels, benchmarkNameOf, monthEndsBetween } from './benchmark';
import { isBusinessDay } from './business-days';
import { PORTFOLIOS } from './catalogue';
import { PARTICULARS, TOP_HOLDINGS, topHoldingsOf } from './fact-sheet-particulars';
import { generatePriceSeries } from './prices';

const SEED = 4242;

describe('fact-sheet particulars', () => {
  it('states every portfolio’s particulars, its launch before its first kept price', () => {
    expect(Object.keys(PARTICULARS).sort()).toEqual(PORTFOLIOS.map((p) => p.code).sort());
    for (const particulars of Object.values(PARTICULARS))
      expect(particulars.inceptionDate < '2016-01-01').toBe(true);
  });

  it('keeps a Regulation 28 portfolio within the regulation’s limits on shares, property and foreign assets', () => {
    for (const def of PORTFOLIOS) {
      const mix = Object.fromEntries(assetMixOf(def.code).map((r) => [r.assetClass, r.shareBp]));
      const shares = (mix.saEquity ?? 0) + (mix.globalEquity ?? 0);
      const foreign = (mix.globalEquity ?? 0) + (mix.globalBonds ?? 0);
      const within = shares <= 7500 && (mix.property ?? 0) <= 2500 && foreign <= 4500;
      if (PARTICULARS[def.code]?.regulation28Compliant) expect(within, def.code).toBe(true);
    }
  });

  it('lists ten holdings a portfolio, largest first, each class’s adding up to less than its share', () => {
    for (const def of PORTFOLIOS) {
      const holdings = topHoldingsOf(def.code, SEED);
      expect(holdings.map((h) => h.position)).toEqual(
        Array.from({ length: TOP_HOLDINGS }, (_, i) => i + 1),
      );
      expect(new Set(holdings.map((h) => h.name)).size).toBe(TOP_HOLDINGS);
      const shares = holdings.map((h) => h.shareBp);
      expect(shares).toEqual([...shares].sort((a, b) => b - a));
      expect(shares.every((s) => s > 0)).toBe(true);
      expect(shares.reduce((a, b) => a + b, 0)).toBeLessThan(10_000);
      expect(topHoldingsOf(def.code, SEED)).toEqual(holdings);
    }
  });
});

describe('benchmarks', () => {
  it('names the composite from the mix', () => {
    const balanced = PORTFOLIOS.find((p) => p.code === 'AFBAL');
    if (!balanced) throw new Error('no balanced fund');
    expect(benchmarkNameOf(balanced)).toBe(
      '42 % FTSE/JSE All Share, 23 % MSCI World in rand, 20 % FTSE/JSE All Bond, 5 % STeFI Composite, 5 % Bloomberg Global Aggregate in rand, 5 % FTSE/JSE SA Listed Property',
    );
  });

  it('keeps a level at each complete month’s last business day', () => {
    const months = monthEndsBetween('2026-01-15', '2026-05-30');
    expect(months).toEqual(['2026-01-30', '2026-02-27', '2026-03-31', '2026-04-30']);
    expect(months.every(isBusinessDay)).toBe(true);
  });

  it('moves a cash benchmark as the portfolio less its charges and premium would', () => {
    // The money market portfolio has no noise of its own: its prices are the benchmark grown by
    // its premium and less its charges (TER and TC), to within the prices' rounding.
    const def = PORTFOLIOS.find((p) => p.code === 'AFMMK');
    if (!def) throw new Error('no money market fund');
    const today = '2026-11-29';
    const prices = generatePriceSeries(def, today, 3000, SEED);
    const levels = benchmarkLevels(def, SEED, prices.rows[0]?.priceDate ?? today, today);
    const first = levels[0];
    const last = levels[levels.length - 1];
    if (!first || !last) throw new Error('no levels');
    const years = (Date.parse(last.monthEnd) - Date.parse(first.monthEnd)) / (365.25 * 86_400_000);
    const benchmark = last.levelMicro / first.levelMicro;
    const portfolio = prices.priceOn(last.monthEnd) / prices.priceOn(first.monthEnd);
    const expected = benchmark * ((1 + 0.005) * (1 - (def.terBp + def.tcBp) / 10_000)) ** years;
    expect(portfolio / expected).toBeCloseTo(1, 3);
  });
});
