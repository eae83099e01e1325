import { describe, expect, it } from 'vitest';
import type { AssetMix } from './projection-assumptions';
import {
  combinedMix,
  regulation28Of,
  riskProfileOf,
  switchFeeCents,
  switchTargetProblems,
} from './switches';

// The switch's rules (docs/decisions/041-online-switches.md), table by table.

describe('regulation28Of', () => {
  it.each<[AssetMix, boolean, string]>([
    [{ saEquity: 5_000, globalEquity: 2_500, bonds: 2_500 }, true, 'equity at the 75 % limit'],
    [{ saEquity: 5_500, globalEquity: 2_100, bonds: 2_400 }, false, 'equity over 75 %'],
    [{ property: 2_600, bonds: 7_400 }, false, 'property over 25 %'],
    [{ globalEquity: 3_000, globalBonds: 1_600, cash: 5_400 }, false, 'offshore over 45 %'],
    [{ globalEquity: 3_000, globalBonds: 1_500, cash: 5_500 }, true, 'offshore at 45 %'],
  ])('%j → %s (%s)', (mix, isCompliant, _why) => {
    expect(regulation28Of(mix).isCompliant).toBe(isCompliant);
  });
});

describe('combinedMix', () => {
  it('weights each portfolio by its share and adds up to 100 %', () => {
    const mix = combinedMix([
      { weight: 6_000, mix: { saEquity: 10_000 } },
      { weight: 4_000, mix: { bonds: 5_000, cash: 5_000 } },
    ]);
    expect(mix).toEqual({ saEquity: 6_000, bonds: 2_000, cash: 2_000 });
  });

  it('gives the rounding to the largest class', () => {
    const mix = combinedMix([
      { weight: 1, mix: { saEquity: 10_000 } },
      { weight: 1, mix: { bonds: 10_000 } },
      { weight: 1, mix: { cash: 10_000 } },
    ]);
    expect(Object.values(mix).reduce((s, v) => s + (v ?? 0), 0)).toBe(10_000);
  });

  it('is empty for no weight', () => {
    expect(combinedMix([])).toEqual({});
  });
});

describe('riskProfileOf', () => {
  it.each([
    [0, 'Conservative'],
    [2_499, 'Conservative'],
    [2_500, 'Moderately conservative'],
    [4_500, 'Moderate'],
    [6_000, 'Moderately aggressive'],
    [7_500, 'Aggressive'],
  ])('%i bp in shares → %s', (equityBp, name) => {
    expect(riskProfileOf({ saEquity: equityBp }).name).toBe(name);
  });
});

describe('switchTargetProblems', () => {
  const range = new Set(['A', 'B', 'C']);
  it('accepts whole percents of the range adding up to 100 %', () => {
    expect(
      switchTargetProblems(
        [
          { portfolioCode: 'A', allocationBp: 6_000 },
          { portfolioCode: 'B', allocationBp: 4_000 },
        ],
        range,
      ),
    ).toEqual({});
  });
  it.each([
    [[{ portfolioCode: 'A', allocationBp: 9_000 }], 'targets', 'they add up to 90 %'],
    [[{ portfolioCode: 'Z', allocationBp: 10_000 }], 'targets.0.portfolioCode', 'Z is not one'],
    [
      [
        { portfolioCode: 'A', allocationBp: 9_950 },
        { portfolioCode: 'B', allocationBp: 50 },
      ],
      'targets.1.allocation',
      'whole percent of at least 1 %',
    ],
    [
      [
        { portfolioCode: 'A', allocationBp: 5_000 },
        { portfolioCode: 'A', allocationBp: 5_000 },
      ],
      'targets.1.portfolioCode',
      'more than once',
    ],
    [[], 'targets', 'at least one portfolio'],
  ])('%j → %s: %s', (targets, field, words) => {
    expect(switchTargetProblems(targets, range)[field]?.join(' ')).toContain(words);
  });
});

describe('switchFeeCents', () => {
  it('is free for the first switch in 12 months', () => {
    expect(switchFeeCents('2026-12-01', ['2025-11-30'], 15_000).feeCents).toBe(0);
    expect(switchFeeCents('2026-12-01', [], 15_000).feeCents).toBe(0);
  });
  it('charges a second switch trading within 12 months of an earlier one', () => {
    expect(switchFeeCents('2026-12-01', ['2025-12-02'], 15_000).feeCents).toBe(15_000);
    expect(switchFeeCents('2026-12-01', ['2026-12-01'], 15_000).feeCents).toBe(15_000);
  });
});
