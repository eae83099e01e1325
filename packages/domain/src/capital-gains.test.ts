import { describe, expect, it } from 'vitest';
import { capitalGains, type UnitRow } from './capital-gains';

describe('capitalGains (weighted average base cost)', () => {
  const rows: UnitRow[] = [
    {
      portfolioCode: 'A',
      date: '2024-03-10',
      type: 'contribution',
      units: 10_000,
      amountCents: 10_000,
    },
    {
      portfolioCode: 'A',
      date: '2024-06-10',
      type: 'contribution',
      units: 10_000,
      amountCents: 30_000,
    },
    // Same day: the fee comes after the day's contribution whatever the row order.
    { portfolioCode: 'A', date: '2025-04-01', type: 'fee', units: -5_000, amountCents: -2_500 },
    {
      portfolioCode: 'A',
      date: '2025-04-01',
      type: 'contribution',
      units: 5_000,
      amountCents: 2_500,
    },
    {
      portfolioCode: 'B',
      date: '2024-04-01',
      type: 'contribution',
      units: 1_000,
      amountCents: 1_000,
    },
    {
      portfolioCode: 'B',
      date: '2025-05-01',
      type: 'switch_out',
      units: -1_000,
      amountCents: -700,
    },
  ];

  it('prices each disposal at its proceeds less the average cost of the units held', () => {
    // A holds 25 000 units costing 42 500 when 5 000 are sold: base cost 8 500, proceeds 2 500.
    const gains = capitalGains(rows, '2025-03-01', '2026-02-28');
    expect(gains).toEqual([
      {
        portfolioCode: 'A',
        disposals: 1,
        units: 5_000,
        proceedsCents: 2_500,
        baseCostCents: 8_500,
        gainCents: -6_000,
      },
      {
        portfolioCode: 'B',
        disposals: 1,
        units: 1_000,
        proceedsCents: 700,
        baseCostCents: 1_000,
        gainCents: -300,
      },
    ]);
  });

  it('counts only the disposals in the period, with the costs carried from before it', () => {
    expect(capitalGains(rows, '2024-03-01', '2025-02-28')).toEqual([]);
    expect(capitalGains(rows, '2025-05-01', '2025-05-01').map((g) => g.portfolioCode)).toEqual([
      'B',
    ]);
  });

  it('proceeds add up to the disposals’ amounts', () => {
    const total = capitalGains(rows, '2000-01-01', '2030-01-01').reduce(
      (s, g) => s + g.proceedsCents,
      0,
    );
    expect(total).toBe(2_500 + 700);
  });
});
